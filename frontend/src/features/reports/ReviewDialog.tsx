import { useId, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { REPORT_MESSAGES, type ReportStatus } from '@contract/reports-constants.ts';
import { MODERATION_TEXTS } from '@contract/moderation.ts';
import type { ReportView } from '@contract/reports.ts';
import { ApiError } from '@/api/client.ts';
import { reviewReport } from '@/features/reports/api.ts';
import { ADMIN_REPORTS_KEY } from '@/features/reports/queries.ts';
import { Button } from '@/components/ui/Button.tsx';
import { Dialog } from '@/components/ui/Dialog.tsx';
import { TextareaField } from '@/components/ui/Field.tsx';
import { cn } from '@/components/ui/cn.ts';
import { notify } from '@/components/ui/toast.ts';
import {
  canToggleVisibility,
  contentTypeLabel,
  hidesContent,
  reasonLabel,
  reviewBody,
  reviewTargets,
  statusLabel,
  visibilityChoice,
} from '@/features/reports/format.ts';
import { logFailure } from '@/api/errors.ts';

interface ReviewDialogProps {
  report: ReportView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The Review dialog of a report: a new status (only the moves its status allows), optional resolution
 * notes and, for a job, a nanny profile or a message, hiding it (or showing it again). Hiding asks what
 * its owner is told: the owner is emailed it and may appeal. Update Report is disabled until a new
 * status is chosen.
 */
export function ReviewDialog({ report, open, onOpenChange, onCloseAutoFocus }: ReviewDialogProps) {
  const queryClient = useQueryClient();
  const groupId = useId();
  const checkboxId = useId();
  const [status, setStatus] = useState<ReportStatus | ''>('');
  const [notes, setNotes] = useState('');
  const [toggleVisibility, setToggleVisibility] = useState(false);
  const [notesError, setNotesError] = useState<string | undefined>();
  const [explanation, setExplanation] = useState('');
  const [explanationError, setExplanationError] = useState<string | undefined>();
  const explanationRef = useRef<HTMLTextAreaElement>(null);
  const [submitting, setSubmitting] = useState(false);
  const targets = reviewTargets(report.status);
  const offerVisibility = canToggleVisibility(report);
  const hiding = hidesContent(report, toggleVisibility);
  const choice = visibilityChoice(report.contentType, report.contentHidden);

  const clear = () => {
    setStatus('');
    setNotes('');
    setToggleVisibility(false);
    setNotesError(undefined);
    setExplanation('');
    setExplanationError(undefined);
  };

  const reload = () => queryClient.invalidateQueries({ queryKey: ADMIN_REPORTS_KEY });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!status || submitting) return;
    if (hiding && !explanation.trim()) {
      setExplanationError(MODERATION_TEXTS.explanationRequired);
      explanationRef.current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await reviewReport(report.id, reviewBody(report, { status, notes, toggleVisibility, explanation }));
      notify.success(REPORT_MESSAGES.updated, REPORT_MESSAGES.statusChanged(status));
      // The list is read again before the dialog closes, so focus returns to what is now on screen.
      await reload().catch(() => undefined);
      onOpenChange(false);
      clear();
    } catch (error) {
      logFailure('Updating the report failed', error);
      if (error instanceof ApiError && error.status === 400 && error.fields.notes) {
        setNotesError(error.fields.notes);
        return;
      }
      if (error instanceof ApiError && error.status === 400 && error.fields.explanation) {
        setExplanationError(error.fields.explanation);
        explanationRef.current?.focus();
        return;
      }
      if (error instanceof ApiError && error.status === 409) {
        // Someone else moved this report meanwhile: show the list as it is now.
        notify.error(REPORT_MESSAGES.updateFailedTitle, error.message || REPORT_MESSAGES.notAllowed);
        await reload().catch(() => undefined);
        onOpenChange(false);
        clear();
        return;
      }
      notify.error(REPORT_MESSAGES.updateFailedTitle, REPORT_MESSAGES.updateFailed);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && submitting) return;
        onOpenChange(next);
      }}
      title="Review Report"
      description={`${contentTypeLabel(report.contentType)} reported for ${reasonLabel(report.reason)}. Current status: ${statusLabel(report.status)}.`}
      {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
    >
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-5"
        aria-busy={submitting || undefined}
      >
        <div role="radiogroup" aria-labelledby={`${groupId}-label`} aria-required="true">
          <p id={`${groupId}-label`} className="text-sm font-medium text-slate-900">
            New status
          </p>
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
            {targets.map((value) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
              >
                <input
                  type="radio"
                  name={`${groupId}-status`}
                  value={value}
                  checked={status === value}
                  onChange={() => setStatus(value)}
                  className="size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
                />
                {statusLabel(value)}
              </label>
            ))}
          </div>
        </div>

        <TextareaField
          label="Resolution notes"
          rows={3}
          maxLength={2000}
          hint="Optional. Seen by administrators only."
          value={notes}
          error={notesError}
          onChange={(event) => {
            setNotes(event.target.value);
            if (notesError) setNotesError(undefined);
          }}
        />

        {offerVisibility && (
          <div className="flex items-start gap-3">
            <input
              id={checkboxId}
              type="checkbox"
              checked={toggleVisibility}
              onChange={(event) => setToggleVisibility(event.target.checked)}
              aria-describedby={`${checkboxId}-hint`}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
            />
            <div>
              <label htmlFor={checkboxId} className="text-sm font-medium text-slate-900">
                {choice.label}
              </label>
              <p id={`${checkboxId}-hint`} className="text-sm text-slate-600">
                {choice.hint}
              </p>
            </div>
          </div>
        )}

        {hiding && (
          <TextareaField
            ref={explanationRef}
            label="What the owner is told"
            required
            rows={3}
            maxLength={2000}
            hint="Emailed to its owner with the reason chosen in the report; they may appeal once."
            value={explanation}
            error={explanationError}
            onChange={(event) => {
              setExplanation(event.target.value);
              if (explanationError) setExplanationError(undefined);
            }}
          />
        )}

        <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={submitting}>
            Cancel
          </Button>
          <Button
            type="submit"
            disabled={!status || submitting}
            aria-busy={submitting || undefined}
            className={cn(submitting && 'cursor-wait')}
          >
            {submitting ? 'Updating...' : 'Update Report'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
