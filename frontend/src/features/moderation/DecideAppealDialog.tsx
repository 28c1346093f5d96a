import { useId, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  APPEAL_OUTCOMES,
  MODERATION_TEXTS,
  type AdminAppeal,
  type AppealOutcome,
} from '@contract/moderation.ts';
import { ApiError } from '@/api/client.ts';
import { decideAppeal } from '@/features/moderation/api.ts';
import { APPEAL_OUTCOME_LABELS, NO_SHOW_OUTCOME_LABELS, contentNoun } from '@/features/moderation/format.ts';
import { ADMIN_APPEALS_KEY } from '@/features/moderation/queries.ts';
import { ADMIN_REPORTS_KEY } from '@/features/reports/queries.ts';
import { Button } from '@/components/ui/Button.tsx';
import { Dialog } from '@/components/ui/Dialog.tsx';
import { FieldError, RequiredMark, TextareaField } from '@/components/ui/Field.tsx';
import { notify } from '@/components/ui/toast.ts';
import { logFailure } from '@/api/errors.ts';

const FAILED_TITLE = 'Error deciding the appeal';

interface DecideAppealDialogProps {
  appeal: AdminAppeal;
  /** The moderator deciding it hid the content: say so, so another moderator can take it if there is one. */
  ownDecision: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Deciding an appeal: uphold (the content stays hidden) or reverse (it shows again), with notes the
 * owner is emailed. Both are required.
 */
export function DecideAppealDialog({
  appeal,
  ownDecision,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: DecideAppealDialogProps) {
  const queryClient = useQueryClient();
  const groupId = useId();
  const [outcome, setOutcome] = useState<AppealOutcome | ''>('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<{ outcome?: string; notes?: string }>({});
  const [submitting, setSubmitting] = useState(false);
  const firstOutcome = useRef<HTMLInputElement>(null);
  const notesRef = useRef<HTMLTextAreaElement>(null);

  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_APPEALS_KEY }),
      queryClient.invalidateQueries({ queryKey: ADMIN_REPORTS_KEY }),
    ]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found: { outcome?: string; notes?: string } = {};
    if (!outcome) found.outcome = 'Choose whether the decision stands.';
    if (!notes.trim()) found.notes = MODERATION_TEXTS.notesRequired;
    if (found.outcome || found.notes) {
      setErrors(found);
      (found.outcome ? firstOutcome : notesRef).current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await decideAppeal(appeal.decisionId, outcome as AppealOutcome, notes.trim());
      notify.success(
        MODERATION_TEXTS.decided,
        outcome === 'reversed'
          ? 'The content is shown again; its owner is emailed.'
          : 'Its owner is emailed.',
      );
      await reload().catch(() => undefined);
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.fields.notes) {
        setErrors({ notes: error.fields.notes });
        notesRef.current?.focus();
        return;
      }
      logFailure('Deciding the appeal failed', error);
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
        notify.error(FAILED_TITLE, error.message);
        await reload().catch(() => undefined);
        onOpenChange(false);
        return;
      }
      notify.error(FAILED_TITLE, 'Please try again.');
    } finally {
      setSubmitting(false);
    }
  };

  const errorId = `${groupId}-error`;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && submitting) return;
        onOpenChange(next);
      }}
      title="Decide appeal"
      description={
        appeal.noShow
          ? `No-show disputed: ${appeal.contentLabel}`
          : `${contentNoun(appeal.contentType)} hidden for ${appeal.reason}: ${appeal.contentLabel}`
      }
      {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
    >
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-5"
        aria-busy={submitting || undefined}
      >
        {ownDecision && (
          <p
            role="note"
            className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
          >
            You hid this content. If another moderator can, let them decide the appeal: it is fairer to its
            owner.
          </p>
        )}
        <div
          role="radiogroup"
          aria-labelledby={`${groupId}-label`}
          aria-required="true"
          aria-invalid={errors.outcome ? true : undefined}
          aria-describedby={errors.outcome ? errorId : undefined}
        >
          <p id={`${groupId}-label`} className="text-sm font-medium text-slate-900">
            Outcome
            <RequiredMark />
          </p>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {APPEAL_OUTCOMES.map((value, index) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
              >
                <input
                  ref={index === 0 ? firstOutcome : undefined}
                  type="radio"
                  name={`${groupId}-outcome`}
                  value={value}
                  checked={outcome === value}
                  onChange={() => {
                    setOutcome(value);
                    setErrors((current) => ({ ...current, outcome: undefined }));
                  }}
                  className="size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
                />
                {(appeal.noShow ? NO_SHOW_OUTCOME_LABELS : APPEAL_OUTCOME_LABELS)[value]}
              </label>
            ))}
          </div>
          {errors.outcome && (
            <FieldError id={errorId} className="mt-1.5">
              {errors.outcome}
            </FieldError>
          )}
        </div>
        <TextareaField
          ref={notesRef}
          label="Notes for the owner"
          required
          rows={3}
          maxLength={2000}
          hint="Emailed to the owner with the outcome, and shown on their Moderation page."
          value={notes}
          error={errors.notes}
          onChange={(event) => {
            setNotes(event.target.value);
            if (errors.notes) setErrors((current) => ({ ...current, notes: undefined }));
          }}
        />
        <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
            {submitting ? 'Deciding...' : 'Decide appeal'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
