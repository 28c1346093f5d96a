import { useEffect, useId, useMemo, useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { HIRING_MESSAGES, type ApplicationStatus } from '@contract/hiring-constants.ts';
import type { MyJobDetail } from '@contract/hiring.ts';
import { ApiError } from '@/api/client.ts';
import { logFailure } from '@/api/errors.ts';
import { Button } from '@/components/ui/Button.tsx';
import { Dialog } from '@/components/ui/Dialog.tsx';
import { SelectField } from '@/components/ui/SelectField.tsx';
import { notify } from '@/components/ui/toast.ts';
import { closeMyJob, refusalText } from '@/features/my-jobs/api.ts';
import { uniqueItems } from '@/api/pages.ts';
import { applicantsQuery, jobClosed, myJobKey } from '@/features/my-jobs/queries.ts';
import { applicantChoiceLabel } from '@/features/my-jobs/format.ts';

type Outcome = 'closed' | 'filled';

/** Applicants who could be named as hired: those who accepted an offer (only her acceptance hires her). */
const NAMEABLE = new Set<ApplicationStatus>(['hired']);

/**
 * Whether the dialog below is open: at first, only when the page was opened to mark the live job filled
 * (?close=filled, as an accepted offer's next step links to it; contract/hiring-paths.ts). The poster
 * still confirms it there. The parameter leaves the address once read, so a reload does not open it again.
 */
export function useCloseJobDialogState(live: boolean): [boolean, (open: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(() => live && params.get('close') === 'filled');
  useEffect(() => {
    if (!params.has('close')) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('close');
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);
  return [open, setOpen];
}

/**
 * Takes a job off the board for good: closed (no longer hiring) or filled, naming, if the poster likes,
 * the applicant they hired. Applicants still being considered are told the job has closed.
 */
export function CloseJobDialog({
  userId,
  job,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  userId: string;
  job: MyJobDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when it closes (the button that opened it is gone once the job has closed). */
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Close this job"
      description="It leaves the job board at once and cannot be reopened."
    >
      {/* Drawn only while open, so each opening starts afresh and reads the applicants as they are now. */}
      <CloseJobForm userId={userId} job={job} onOpenChange={onOpenChange} />
    </Dialog>
  );
}

function CloseJobForm({
  userId,
  job,
  onOpenChange,
}: {
  userId: string;
  job: MyJobDetail;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>('filled');
  // Null until chosen: the applicant already hired, if any, is offered first.
  const [chosen, setHired] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const name = useId();
  // The job's applicants (its first pages, as read for the list below) to choose the hired one from,
  // read again as the dialog opens: the copy the page holds may be from before a hire (another tab, or
  // a list read before the change reached it), and the one hired is what the choice starts with.
  const applicants = useInfiniteQuery({ ...applicantsQuery(userId, job.id, ''), refetchOnMount: 'always' });
  const fresh = applicants.isFetchedAfterMount;
  const candidates = useMemo(
    () => uniqueItems(applicants.data?.pages, (a) => a.nannyId).filter((a) => NAMEABLE.has(a.status)),
    [applicants.data],
  );
  const hired = chosen ?? (fresh ? candidates.find((a) => a.status === 'hired')?.nannyId : undefined) ?? '';

  const confirm = async () => {
    if (saving) return;
    setSaving(true);
    try {
      const saved = await closeMyJob(job.id, {
        outcome,
        ...(outcome === 'filled' ? { hiredNannyId: hired || null } : {}),
      });
      jobClosed(queryClient, userId, saved);
      notify.success(outcome === 'filled' ? HIRING_MESSAGES.filled : HIRING_MESSAGES.closed);
      onOpenChange(false);
    } catch (e) {
      logFailure('Closing the job failed', e);
      notify.error('The job was not closed', refusalText(e));
      if (e instanceof ApiError && (e.status === 409 || e.status === 404))
        void queryClient.invalidateQueries({ queryKey: myJobKey(userId, job.id) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">Why is it closing?</legend>
        <div className="mt-2 space-y-2">
          {(
            [
              ['filled', 'Filled', 'You found your nanny.'],
              ['closed', 'Close (no longer hiring)', 'You are not hiring for this job any more.'],
            ] as const
          ).map(([value, label, hint]) => (
            <label
              key={value}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name={name}
                value={value}
                checked={outcome === value}
                onChange={() => setOutcome(value)}
                className="mt-1 size-4 accent-brand-700"
              />
              <span>
                <span className="block font-semibold text-slate-900">{label}</span>
                <span className="block text-sm text-slate-700">{hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {outcome === 'filled' && (
        <div className="mt-4">
          <SelectField
            label="Who did you hire?"
            hint={
              !fresh && applicants.isFetching
                ? 'Loading your applicants…'
                : 'Optional. Only someone who accepted your offer can be named.'
            }
            value={hired}
            onChange={(e) => setHired(e.target.value)}
          >
            <option value="">Someone who did not apply here, or I’d rather not say</option>
            {candidates.map((a) => (
              <option key={a.nannyId} value={a.nannyId}>
                {applicantChoiceLabel(a, candidates)}
              </option>
            ))}
          </SelectField>
        </div>
      )}

      <p className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
        Applicants still open will be told the job has closed.
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button
          variant="destructive"
          onClick={() => void confirm()}
          aria-disabled={saving || undefined}
          aria-busy={saving || undefined}
        >
          {saving ? 'Saving…' : outcome === 'filled' ? 'Mark filled' : 'Close job'}
        </Button>
      </div>
    </>
  );
}
