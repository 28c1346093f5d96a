import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  COMPLAINT_CATEGORY_LABELS,
  COMPLAINT_LIMITS,
  COMPLAINT_TEXTS,
} from '@contract/complaints-constants.ts';
import type { AdminComplaint } from '@contract/complaints.ts';
import { ApiError } from '@/api/client.ts';
import { Button } from '@/components/ui/Button.tsx';
import { Dialog } from '@/components/ui/Dialog.tsx';
import { TextareaField } from '@/components/ui/Field.tsx';
import { notify } from '@/components/ui/toast.ts';
import { respondToComplaint } from '@/features/complaints/api.ts';
import { ADMIN_COMPLAINTS_KEY } from '@/features/complaints/queries.ts';

const FAILED_TITLE = 'Your response was not sent';

interface RespondDialogProps {
  complaint: AdminComplaint;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * An admin's response to a complaint, emailed to the complainant: an update that keeps it open, or, with
 * "final response" ticked, the outcome that resolves it.
 */
export function RespondDialog({ complaint, open, onOpenChange }: RespondDialogProps) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [resolve, setResolve] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const noEmail = complaint.complainant.deleted;

  const reload = () => queryClient.invalidateQueries({ queryKey: ADMIN_COMPLAINTS_KEY });

  const refuse = (message: string) => {
    setError(message);
    textRef.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const value = text.trim();
    if (!value) return refuse(COMPLAINT_TEXTS.responseRequired);
    if (value.length > COMPLAINT_LIMITS.responseMax) return refuse(COMPLAINT_TEXTS.responseTooLong);
    setSending(true);
    try {
      await respondToComplaint(complaint.reference, value, resolve);
      notify.success(
        resolve ? 'Complaint resolved' : 'Response sent',
        noEmail
          ? 'Recorded; the complainant deleted their account, so no email was sent.'
          : 'The complainant is emailed it.',
      );
      await reload().catch(() => undefined);
      onOpenChange(false);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400 && failure.fields.text)
        return refuse(failure.fields.text);
      console.error('Responding to the complaint failed', failure);
      if (failure instanceof ApiError && (failure.status === 404 || failure.status === 409)) {
        notify.error(FAILED_TITLE, failure.message);
        await reload().catch(() => undefined);
        onOpenChange(false);
        return;
      }
      notify.error(FAILED_TITLE, 'Please try again.');
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && sending) return;
        onOpenChange(next);
      }}
      title={`Respond to complaint ${complaint.reference}`}
      description={COMPLAINT_CATEGORY_LABELS[complaint.category]}
    >
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-5"
        aria-busy={sending || undefined}
      >
        {noEmail && (
          <p
            role="note"
            className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
          >
            The complainant deleted their account: your response is recorded, but no email can be sent.
          </p>
        )}
        <TextareaField
          ref={textRef}
          label="Your response to the complainant"
          required
          rows={6}
          maxLength={COMPLAINT_LIMITS.responseMax}
          hint="Emailed to the complainant as you write it, with their reference. Plain text."
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(undefined);
          }}
        />
        <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700">
          <input
            type="checkbox"
            checked={resolve}
            onChange={(event) => setResolve(event.target.checked)}
            className="size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
          />
          <span>This is our final response: resolve the complaint</span>
        </label>
        <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
            {sending ? 'Sending...' : resolve ? 'Send and resolve' : 'Send response'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
