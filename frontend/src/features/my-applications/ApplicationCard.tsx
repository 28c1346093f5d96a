import { Link } from 'react-router-dom';
import type { MyApplication } from '@contract/hiring.ts';
import { Button, ButtonLink } from '@/components/ui/Button.tsx';
import { offerPath } from '@contract/offers-constants.ts';
import { INTERVIEWS_PATH } from '@contract/interviews-constants.ts';
import { MapPinIcon } from '@/components/ui/icons/MapPinIcon.tsx';
import { appliedOn } from '@/features/jobs/format.ts';
import { ApplicationStatusChip } from '@/features/hiring/StatusChips.tsx';
import { canWithdraw } from '@/features/my-applications/format.ts';
import { MessageButton } from '@/features/messages/MessageButton.tsx';
import { MESSAGES_TEXTS } from '@contract/messages-constants.ts';

/** The heading's id of an application, so focus can go back to it after a withdrawal. */
export const applicationHeadingId = (jobId: string) => `application-${jobId}`;

interface ApplicationCardProps {
  application: MyApplication;
  onWithdraw: (application: MyApplication) => void;
}

/** One of her applications: the job, who posted it, when she applied, where it stands. */
export function ApplicationCard({ application, onWithdraw }: ApplicationCardProps) {
  const { jobId, jobTitle, posterLabel, location, appliedAt, status, message, jobOpen } = application;
  const headingId = applicationHeadingId(jobId);
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2
          id={headingId}
          tabIndex={-1}
          className="min-w-0 text-lg font-semibold wrap-anywhere text-slate-900"
        >
          {jobOpen ? (
            <Link
              to={`/jobs/${encodeURIComponent(jobId)}`}
              className="text-brand-900 underline-offset-2 hover:underline"
            >
              {jobTitle}
            </Link>
          ) : (
            jobTitle
          )}
        </h2>
        <ApplicationStatusChip status={status} />
      </div>
      <p className="text-slate-800">
        <span className="font-medium">{posterLabel}</span>
        {location && (
          <span className="mt-1 flex items-center gap-1 text-sm text-slate-700">
            <MapPinIcon className="size-4 shrink-0 text-brand-700" />
            {location}
          </span>
        )}
      </p>
      <p className="text-sm text-slate-700">
        {appliedOn(appliedAt)}
        {!jobOpen && ' · This job is no longer open'}
      </p>
      {message && (
        <figure className="rounded-xl bg-slate-50 p-4">
          <figcaption className="text-sm font-semibold text-slate-900">Message from {posterLabel}</figcaption>
          <blockquote className="mt-1 whitespace-pre-line text-slate-800 wrap-anywhere">{message}</blockquote>
        </figure>
      )}
      <div className="mt-auto flex flex-wrap gap-3 pt-1">
        {/* Her conversation with the poster about this job: the one there is, or a new one. */}
        <MessageButton
          variant="outline"
          size="sm"
          label={MESSAGES_TEXTS.messagePoster}
          describedBy={headingId}
          recipient={posterLabel}
          start={{ jobId }}
        />
        {(status === 'offered' || status === 'hired' || status === 'offer-declined') && (
          <ButtonLink
            to={offerPath(jobId, application.nannyId)}
            size="sm"
            variant={status === 'offered' ? 'primary' : 'outline'}
            aria-describedby={headingId}
          >
            {status === 'offered' ? 'Read the offer and answer' : 'View the offer'}
          </ButtonLink>
        )}
        {canWithdraw(status) && jobOpen && (
          <ButtonLink
            to={`${INTERVIEWS_PATH}/new/${jobId}/${application.nannyId}`}
            size="sm"
            variant="outline"
            aria-describedby={headingId}
          >
            Propose an interview
          </ButtonLink>
        )}
        {canWithdraw(status) && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onWithdraw(application)}
            aria-describedby={headingId}
            data-withdraw
          >
            Withdraw
          </Button>
        )}
      </div>
    </article>
  );
}
