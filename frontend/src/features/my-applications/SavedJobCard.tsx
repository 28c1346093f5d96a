import { Link } from 'react-router-dom';
import type { SavedJobItem } from '@contract/hiring.ts';
import { Button } from '@/components/ui/Button.tsx';
import { BriefcaseIcon } from '@/components/ui/icons/BriefcaseIcon.tsx';
import { MapPinIcon } from '@/components/ui/icons/MapPinIcon.tsx';
import { PoundIcon } from '@/components/ui/icons/PoundIcon.tsx';
import { appliedOn } from '@/features/jobs/format.ts';

/** The heading's id of a saved job, so the list can name it to its Remove button. */
export const savedJobHeadingId = (jobId: string) => `saved-job-${jobId}`;

interface SavedJobCardProps {
  job: SavedJobItem;
  removing: boolean;
  onRemove: (job: SavedJobItem) => void;
}

/** A saved job: what the board's card says of it while it is open, and that it is not once it closes. */
export function SavedJobCard({ job, removing, onRemove }: SavedJobCardProps) {
  const headingId = savedJobHeadingId(job.jobId);
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="min-w-0 text-lg font-semibold wrap-anywhere text-slate-900">
          {job.open ? (
            <Link
              to={`/jobs/${encodeURIComponent(job.jobId)}`}
              className="text-brand-900 underline-offset-2 hover:underline"
            >
              {job.title}
            </Link>
          ) : (
            job.title
          )}
        </h2>
        {job.open ? (
          job.appliedAt && (
            <span className="inline-flex shrink-0 items-center rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-900 ring-1 ring-emerald-300">
              Applied
            </span>
          )
        ) : (
          <span className="inline-flex shrink-0 items-center rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800 ring-1 ring-slate-300">
            No longer open
          </span>
        )}
      </div>
      <p className="font-medium text-slate-800">{job.posterLabel}</p>
      <ul className="space-y-1 text-sm text-slate-700">
        <li className="flex min-w-0 items-start gap-2">
          <MapPinIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span className="min-w-0 wrap-anywhere">{job.location}</span>
        </li>
        <li className="flex min-w-0 items-start gap-2">
          <PoundIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span className="min-w-0 wrap-anywhere">
            {job.payLine}
            {job.hoursLine && <span className="text-slate-600"> · {job.hoursLine}</span>}
          </span>
        </li>
        <li className="flex min-w-0 items-start gap-2">
          <BriefcaseIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span className="min-w-0 wrap-anywhere">{job.jobTypeLabel}</span>
        </li>
      </ul>
      {job.appliedAt && job.open && <p className="text-sm text-slate-700">{appliedOn(job.appliedAt)}</p>}
      {!job.open && (
        <p className="text-sm text-slate-700">
          This job has closed, so it can no longer be applied to. You can remove it from your list.
        </p>
      )}
      <div className="mt-auto pt-1">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onRemove(job)}
          disabled={removing}
          aria-describedby={headingId}
        >
          {removing ? 'Removing…' : 'Remove'}
        </Button>
      </div>
    </article>
  );
}
