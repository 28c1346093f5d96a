import { useEffect, useId, useRef } from 'react';
import type { Applicant, MyJobDetail } from '@contract/hiring.ts';
import { cn } from '@/components/ui/cn.ts';
import { MessageButton } from '@/features/messages/MessageButton.tsx';
import { MESSAGES_TEXTS } from '@contract/messages-constants.ts';
import { formatDay, readsOnly } from '@/features/my-jobs/format.ts';
import { ApplicationStatusChip } from '@/features/hiring/StatusChips.tsx';
import { ApplicantDetail } from '@/features/my-jobs/ApplicantDetail.tsx';

const rowId = (nannyId: string) => `applicant-${nannyId}`;

/** One applicant's row: her name, status and when she applied; opened, her whole application. */
export function ApplicantRow({
  userId,
  job,
  applicant,
  listedAt = 0,
  open,
  reveal = false,
  onToggle,
}: {
  userId: string;
  job: MyJobDetail;
  applicant: Applicant;
  /** When the list she is shown from was read (0: she is shown on her own, as read). */
  listedAt?: number;
  open: boolean;
  /** Opened from the address (the email's link): brought into view once, with the focus on it. */
  reveal?: boolean;
  onToggle: () => void;
}) {
  const panelId = useId();
  const row = useRef<HTMLElement>(null);
  const revealed = useRef(false);
  useEffect(() => {
    if (!open || !reveal || revealed.current) return;
    revealed.current = true;
    row.current?.scrollIntoView({ block: 'start' });
    row.current?.querySelector<HTMLElement>('button[aria-expanded]')?.focus({ preventScroll: true });
  }, [open, reveal]);

  return (
    <article
      ref={row}
      id={rowId(applicant.nannyId)}
      // Not her name alone: her profile card inside is named by her first name too.
      aria-label={`Application from ${applicant.name}`}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="applicant"
    >
      <div className="flex items-start gap-2">
        <h3 className="min-w-0 flex-1">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={onToggle}
            className="flex min-h-11 w-full items-start gap-3 rounded-2xl p-4 text-left hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2"
          >
            <span className="min-w-0 flex-1">
              <span
                id={`${rowId(applicant.nannyId)}-name`}
                className="block text-lg font-semibold text-slate-900 wrap-anywhere"
              >
                {applicant.name}
              </span>
              <span className="block text-sm text-slate-700">
                Applied <time dateTime={applicant.appliedAt}>{formatDay(applicant.appliedAt)}</time>
              </span>
            </span>
            <ApplicationStatusChip status={applicant.status} className="mt-0.5" />
            <span
              aria-hidden="true"
              className={cn('mt-0.5 text-slate-600 transition-transform', open && 'rotate-180')}
            >
              ▾
            </span>
          </button>
        </h3>
        {/* Her conversation about this job: the one there is, or a new one. The poster's alone. */}
        {!readsOnly(job) && (
          <MessageButton
            variant="outline"
            size="sm"
            className="mt-4 mr-4 shrink-0"
            label={MESSAGES_TEXTS.messageApplicant}
            describedBy={`${rowId(applicant.nannyId)}-name`}
            recipient={applicant.name}
            start={{ nannyId: applicant.nannyId, jobId: job.id }}
          />
        )}
      </div>
      {open && (
        <div id={panelId} className="border-t border-slate-200 p-4">
          <ApplicantDetail userId={userId} job={job} listed={applicant} listedAt={listedAt} />
        </div>
      )}
    </article>
  );
}
