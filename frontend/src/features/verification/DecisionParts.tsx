import { useId, type ReactNode, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { VerificationFile } from '@contract/verification.ts';
import { ApiError } from '@/api/client.ts';
import { FieldError, RequiredMark } from '@/components/ui/Field.tsx';
import { notify } from '@/components/ui/toast.ts';
import { CANDIDATES_KEY } from '@/features/candidates/queries.ts';
import { serverFieldErrors, type FieldErrors } from '@/features/verification/forms.ts';
import { ADMIN_VERIFICATIONS_KEY, verificationFileQuery } from '@/features/verification/queries.ts';
import { logFailure } from '@/api/errors.ts';

const checkbox =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700';

/** The file page's headings that take the focus once a decision removes the form that had it. */
export const FILE_FOCUS_ID = 'verification-file-waiting';
export const REFEREES_FOCUS_ID = 'verification-file-referees';

/**
 * Sends a decision and keeps the page on what the server holds: its answer (the whole file) replaces the
 * file at once, the queue and the candidates are read again; a decision another moderator already made
 * (404, 409) is said and the file read again.
 */
export function useDecision(nannyId: string, focusId: string) {
  const queryClient = useQueryClient();
  const fileKey = verificationFileQuery(nannyId).queryKey;
  return async (
    send: () => Promise<VerificationFile>,
    done: { title: string; text: string },
    onFields: (errors: FieldErrors) => void,
  ): Promise<boolean> => {
    try {
      const file = await send();
      queryClient.setQueryData(fileKey, file);
      notify.success(done.title, done.text);
      requestAnimationFrame(() => document.getElementById(focusId)?.focus());
      void queryClient.invalidateQueries({ queryKey: ADMIN_VERIFICATIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: CANDIDATES_KEY });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const found = serverFieldErrors(error);
        if (Object.keys(found).length > 0) {
          onFields(found);
          return false;
        }
      }
      logFailure('Deciding a verification failed', error);
      notify.error(
        'The decision was not saved',
        error instanceof ApiError && error.status >= 400 && error.status < 500
          ? error.message
          : 'Please try again.',
      );
      if (error instanceof ApiError && (error.status === 404 || error.status === 409))
        void queryClient.invalidateQueries({ queryKey: ADMIN_VERIFICATIONS_KEY });
      return false;
    }
  };
}

export function Choice({
  legend,
  options,
  value,
  onChange,
  error,
  name,
  firstRef,
}: {
  legend: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  name: string;
  firstRef: RefObject<HTMLInputElement | null>;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-900">
        {legend}
        <RequiredMark />
      </legend>
      <div className="mt-2 grid gap-2">
        {options.map((option, index) => (
          <label key={option.value} className={checkbox}>
            <input
              ref={index === 0 ? firstRef : undefined}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(option.value)}
              className="size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <FieldError id={`${id}-error`} className="mt-1.5">
          {error}
        </FieldError>
      )}
    </fieldset>
  );
}

export function Tick({
  label,
  checked,
  onChange,
  error,
  inputRef,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const id = useId();
  return (
    <div>
      <label className={checkbox}>
        <input
          ref={inputRef}
          type="checkbox"
          checked={checked}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
          className="size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
        />
        <span>
          {label}
          <RequiredMark />
        </span>
      </label>
      {error && (
        <FieldError id={`${id}-error`} className="mt-1.5">
          {error}
        </FieldError>
      )}
    </div>
  );
}
