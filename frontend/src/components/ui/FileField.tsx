import { useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { UPLOAD_ACCEPT, UPLOAD_MESSAGES, type UploadPurpose } from '@contract/uploads-constants.ts';
import type { FileRef } from '@contract/uploads.ts';
import { checkPickedFile, uploadFile } from '@/api/uploads.ts';
import { Button } from '@/components/ui/Button.tsx';
import { notify } from '@/components/ui/toast.ts';
import { FieldError, RequiredMark } from '@/components/ui/Field.tsx';

interface FileFieldProps {
  label: string;
  hint: string;
  purpose: UploadPurpose;
  value: FileRef | null;
  onChange: (value: FileRef | null) => void;
  error?: string | undefined;
  required?: boolean;
  /** Lets a form focus the field (react-hook-form's field.ref). */
  inputRef?: Ref<{ focus: () => void }>;
}

/**
 * Picks a file, uploads it straight to storage with a progress bar, and has the server check it.
 * Problems are shown as the spec's 'File Upload Error' toast and under the field; the toast goes once
 * a file is accepted.
 */
export function FileField({
  label,
  hint,
  purpose,
  value,
  onChange,
  error,
  required,
  inputRef,
}: FileFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useImperativeHandle(inputRef, () => ({ focus: () => input.current?.focus() }), []);
  const uploading = progress !== null;
  const message = problem ?? error;

  // This field's file toast: replaced by any later toast, and taken away once a file is accepted.
  const subject = `upload:${id}`;

  const pick = async (file: File | undefined) => {
    if (!file || uploading) return;
    setProblem(null);
    const early = checkPickedFile(file, purpose);
    if (early) {
      setProblem(early);
      notify.error(UPLOAD_MESSAGES.title, early, { subject });
      if (input.current) input.current.value = '';
      return;
    }
    setProgress(0);
    try {
      onChange(await uploadFile(file, purpose, setProgress));
      notify.resolved(subject);
    } catch (e) {
      const text = e instanceof Error ? e.message : 'The upload failed. Please try again.';
      setProblem(text);
      notify.error(UPLOAD_MESSAGES.title, text, { subject });
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
        {required && <RequiredMark />}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {hint}
      </p>
      {value ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
          <span className="min-w-0 flex-1 truncate text-sm text-slate-900" data-testid={`${purpose}-file`}>
            <span aria-hidden="true">📎 </span>
            {value.name}
          </span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange(null)}
            aria-label={`Remove ${value.name}`}
          >
            Remove
          </Button>
        </div>
      ) : null}
      <input
        ref={input}
        id={id}
        type="file"
        accept={UPLOAD_ACCEPT[purpose]}
        // Not `disabled` while uploading: that would drop keyboard focus; picks are ignored instead.
        aria-disabled={uploading || undefined}
        aria-describedby={[`${id}-hint`, message ? `${id}-error` : ''].filter(Boolean).join(' ')}
        aria-invalid={message ? true : undefined}
        aria-required={required || undefined}
        onChange={(e) => void pick(e.target.files?.[0])}
        className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-900 hover:file:bg-brand-100"
      />
      {progress !== null && (
        <div className="flex items-center gap-2">
          <progress
            className="h-2 w-full overflow-hidden rounded-full accent-brand-700"
            max={1}
            value={progress}
            aria-label={`Uploading ${label}`}
          />
          <span className="text-sm text-slate-700" aria-live="polite">
            {Math.round(progress * 100)}%
          </span>
        </div>
      )}
      {message && <FieldError id={`${id}-error`}>{message}</FieldError>}
    </div>
  );
}
