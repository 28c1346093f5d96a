import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { REPORT_MESSAGES, REPORT_REASON_LABELS, REPORT_REASONS, reportInput } from '@contract/reports.ts';
import type { ReportContentType, ReportReason } from '@contract/reports.ts';
import { ApiError } from '@/api/client.ts';
import { fileReport } from '@/features/reports/api.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { Dialog } from '@/components/ui/Dialog.tsx';
import { FieldError, InputField, RequiredMark, TextareaField } from '@/components/ui/Field.tsx';
import { cn } from '@/components/ui/cn.ts';
import { notify } from '@/components/ui/toast.ts';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '@/features/community/email.ts';
import { logFailure } from '@/api/errors.ts';

const SUBMIT_FAILED_TITLE = 'Error submitting report';
const SUBMIT_FAILED_TEXT = 'Please try again later.';

type FieldName = 'reason' | 'details' | 'email';
type Errors = Partial<Record<FieldName, string>>;
const isField = (name: string): name is FieldName =>
  name === 'reason' || name === 'details' || name === 'email';

interface ReportDialogProps {
  contentType: ReportContentType;
  contentId: string;
  /** What is reported, as the card names it (a job's title, a nanny's first name, a message's start). */
  contentLabel: string;
  /**
   * A visitor reporting a message in her conversation: the token of her email's link, which proves she
   * is in it (a signed-in participant needs none).
   */
  guestToken?: string | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The report dialog of a job or candidate card, or of a message in a conversation: a reason (required), optional details and the
 * reporter's email (required; the signed-in user's email to start with). Open to anyone; the server
 * records the reporter's account when there is a session. The fields live here, not in the dialog's
 * content, so a draft survives closing the dialog by mistake; they are cleared once the report is sent.
 */
export function ReportDialog({
  contentType,
  contentId,
  contentLabel,
  guestToken,
  open,
  onOpenChange,
}: ReportDialogProps) {
  const { user } = useAuth();
  const groupId = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [email, setEmail] = useState(user?.email ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const firstReason = useRef<HTMLInputElement>(null);
  const detailsRef = useRef<HTMLTextAreaElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const typedEmail = useRef(false);

  // The session may be read after the card renders: prefill the email unless one was typed.
  useEffect(() => {
    if (user?.email && !typedEmail.current) setEmail(user.email);
  }, [user?.email]);

  const focusField = (name: FieldName) =>
    (name === 'reason' ? firstReason : name === 'details' ? detailsRef : emailRef).current?.focus();

  const showErrors = (next: Errors) => {
    setErrors(next);
    const first = (['reason', 'details', 'email'] as const).find((name) => next[name]);
    if (first) focusField(first);
  };

  const reset = () => {
    setReason('');
    setDetails('');
    setEmail(user?.email ?? '');
    typedEmail.current = false;
    setErrors({});
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found: Errors = {};
    if (!reason) found.reason = REPORT_MESSAGES.reasonBody;
    if (!email.trim()) found.email = REPORT_MESSAGES.emailBody;
    else if (!isValidEmail(email)) found.email = INVALID_EMAIL_MESSAGE;
    if (found.reason) notify.error(REPORT_MESSAGES.reasonTitle, REPORT_MESSAGES.reasonBody);
    else if (!email.trim()) notify.error(REPORT_MESSAGES.emailTitle, REPORT_MESSAGES.emailBody);
    const parsed = reportInput.safeParse({
      contentType,
      contentId,
      reason,
      details,
      email,
      ...(guestToken ? { guestToken } : {}),
    });
    if (!found.reason && !found.email && !parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? '');
        if (isField(name)) found[name] ??= issue.message;
      }
    }
    if (Object.keys(found).length > 0 || !parsed.success) {
      if (Object.keys(found).length === 0) notify.error(SUBMIT_FAILED_TITLE, SUBMIT_FAILED_TEXT);
      showErrors(found);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await fileReport(parsed.data);
      notify.success(REPORT_MESSAGES.submitted);
      onOpenChange(false);
      reset();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const fieldErrors: Errors = {};
        for (const [name, message] of Object.entries(error.fields))
          if (isField(name)) fieldErrors[name] = message;
        if (Object.keys(fieldErrors).length > 0) {
          showErrors(fieldErrors);
          return;
        }
      }
      logFailure('Submitting the report failed', error);
      // A refusal the server words (content gone, one's own message, too many reports) is shown as said.
      const explained =
        error instanceof ApiError && (error.status === 400 || error.status === 404 || error.status === 429);
      notify.error(SUBMIT_FAILED_TITLE, explained ? error.message : SUBMIT_FAILED_TEXT);
    } finally {
      setSubmitting(false);
    }
  };

  const reasonErrorId = `${groupId}-error`;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Keep the dialog open while the report is on its way, so the outcome is not missed.
        if (!next && submitting) return;
        onOpenChange(next);
      }}
      title="Report Content"
      description="Help us keep our community safe. Our team reviews every report."
    >
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-5"
        aria-busy={submitting || undefined}
      >
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800 wrap-anywhere">
          <span className="font-medium">Reporting: </span>
          {contentLabel}
        </p>

        <div
          role="radiogroup"
          aria-labelledby={`${groupId}-label`}
          aria-required="true"
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? reasonErrorId : undefined}
        >
          <p id={`${groupId}-label`} className="text-sm font-medium text-slate-900">
            Reason for reporting
            <RequiredMark />
          </p>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {REPORT_REASONS.map((value, index) => (
              <label
                key={value}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
                  errors.reason ? 'border-red-700' : 'border-slate-300',
                )}
              >
                <input
                  ref={index === 0 ? firstReason : undefined}
                  type="radio"
                  name={`${groupId}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    if (errors.reason) setErrors((current) => ({ ...current, reason: undefined }));
                  }}
                  className="size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
                />
                {REPORT_REASON_LABELS[value]}
              </label>
            ))}
          </div>
          {errors.reason && (
            <FieldError id={reasonErrorId} className="mt-1.5">
              {errors.reason}
            </FieldError>
          )}
        </div>

        <TextareaField
          ref={detailsRef}
          label="Additional details (optional)"
          rows={4}
          maxLength={2000}
          hint="Anything that helps our team review this report."
          value={details}
          error={errors.details}
          onChange={(event) => {
            setDetails(event.target.value);
            if (errors.details) setErrors((current) => ({ ...current, details: undefined }));
          }}
        />

        <InputField
          ref={emailRef}
          label="Your email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={254}
          hint="So our team can contact you about this report. It is never shown publicly."
          value={email}
          error={errors.email}
          onChange={(event) => {
            typedEmail.current = true;
            setEmail(event.target.value);
            if (errors.email) setErrors((current) => ({ ...current, email: undefined }));
          }}
        />

        <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={submitting}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="destructive"
            disabled={submitting}
            aria-busy={submitting || undefined}
          >
            {submitting ? 'Submitting...' : 'Submit Report'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
