import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { jobPagePath } from '@contract/jobs-constants.ts';
import type { JobCard } from '@contract/jobs.ts';
import { ReportFlag } from '@/features/reports/ReportFlag.tsx';
import { posterResponds, previewDescription } from '@/features/jobs/format.ts';
import { JobActions } from '@/features/jobs/JobActions.tsx';
import { MatchReasons } from '@/features/jobs/MatchReasons.tsx';
import { JobByline, JobFacts, JobPhoto, JobTags, ReadsWaitingNote } from '@/features/jobs/JobParts.tsx';
import { ShareTag } from '@/features/jobs/ShareTag.tsx';
import { ResponsivenessFacts } from '@/features/responsiveness/ResponsivenessFacts.tsx';

/**
 * One job on the board: what a nanny needs to decide, with a report icon, and Save/Saved and Apply Now
 * (or when she applied; or 'Your job' for its poster). Its title leads to the job's own page.
 */
export function JobPostingCard({ job }: { job: JobCard }) {
  const headingId = useId();
  const descriptionId = useId();
  const [expanded, setExpanded] = useState(false);
  const description = useMemo(() => previewDescription(job.description), [job.description]);

  return (
    <article
      id={`job-${job.id}`}
      aria-labelledby={headingId}
      className="@container flex h-full min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-3">
        <JobPhoto job={job} size="thumbnail" />
        <h2 id={headingId} className="min-w-0 flex-1 text-xl font-semibold text-slate-900 wrap-anywhere">
          <Link
            to={jobPagePath(job.id)}
            className="rounded hover:text-brand-800 hover:underline hover:underline-offset-2 focus-visible:outline-3 focus-visible:outline-offset-2"
          >
            <bdi>{job.title}</bdi>
          </Link>
        </h2>
        <ReportFlag
          label="Report this job"
          contentType="job_posting"
          contentId={job.id}
          contentLabel={job.title}
          className="-mt-2 -mr-2"
        />
      </div>

      <JobByline job={job} />
      {job.share && <ShareTag share={job.share} className="mt-3 self-start" />}
      <ReadsWaitingNote job={job} className="mt-3 self-start" />

      {job.match && (
        <div className="mt-4">
          <MatchReasons match={job.match} />
        </div>
      )}

      <div className="mt-4">
        <p id={descriptionId} className="whitespace-pre-line text-slate-700 wrap-anywhere">
          {expanded || !description.truncated ? description.full : description.preview}
        </p>
        {description.truncated && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={descriptionId}
            onClick={() => setExpanded((open) => !open)}
            className="mt-1 rounded py-1 text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            {expanded ? 'Show less' : 'Show more'}
          </button>
        )}
      </div>

      <JobFacts job={job} className="mt-4" />
      <ResponsivenessFacts view={job.responsiveness} label={posterResponds(job)} className="mt-3" />
      <JobTags job={job} />

      <JobActions job={job} describedBy={headingId} className="mt-auto pt-6" />
    </article>
  );
}
