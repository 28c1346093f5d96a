import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { type JobStatus } from '@contract/jobs-constants.ts';
import { JOB_BOARD_MESSAGES } from '@contract/job-board-messages.ts';
import { myJobPath } from '@contract/hiring-paths.ts';
import type { JobPage as Job } from '@contract/jobs.ts';
import { readFailureMessage } from '@/api/client.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { JobActions } from '@/features/jobs/JobActions.tsx';
import { JobByline, JobFacts, JobPhoto, JobTags, ReadsWaitingNote } from '@/features/jobs/JobParts.tsx';
import { posterResponds } from '@/features/jobs/format.ts';
import { ShareTag } from '@/features/jobs/ShareTag.tsx';
import { ResponsivenessFacts } from '@/features/responsiveness/ResponsivenessFacts.tsx';
import { PayCostDetails } from '@/features/pay/PayCostDetails.tsx';
import { isMissingJob, jobQuery } from '@/features/jobs/queries.ts';
import { useSaveAfterSignIn } from '@/features/jobs/useJobSave.ts';
import { ReportFlag } from '@/features/reports/ReportFlag.tsx';
import { ButtonLink } from '@/components/ui/Button.tsx';
import { ListPlaceholder } from '@/components/ui/ListPlaceholder.tsx';
import { ListLoadError } from '@/components/ui/ListLoadError.tsx';
import { CONTACT_EMAIL } from '@/site.ts';

/**
 * A nanny share's two parts: only a share's job shows them, so the page's first load leaves them out.
 * Prerendering waits for it, so a share's prerendered page carries the section.
 */
const JobShareSection = lazy(() =>
  import('@/features/jobs/JobShareSection.tsx').then((m) => ({ default: m.JobShareSection })),
);

/**
 * One job's own page (/jobs/:jobId): the whole posting, with what the caller can do with it. Anyone sees
 * a job on the board; its poster also sees it before it is paid for or after it has left the board, with
 * a note saying where it stands. Anything else is a friendly 'not available' page.
 */
export default function JobPage() {
  const { jobId = '' } = useParams();
  const { user, loading } = useAuth();
  useSaveAfterSignIn();

  const query = useQuery({
    ...jobQuery(user?.id, jobId),
    enabled: !loading && jobId !== '',
    // Once the session is known the page is read again as the signed-in user; meanwhile the job stays
    // as the visitor's answer (or the page's HTML) drew it.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === jobId ? previous : undefined,
  });
  const { data: job, error, isPending, refetch, isRefetching } = query;
  const missing = !job && isMissingJob(error);

  usePageTitle(job ? job.title : missing ? 'Job not available' : isPending ? 'Loading job' : 'Job');

  let content: ReactNode;
  if (job) content = <Posting job={job} />;
  else if (missing || jobId === '') content = <NotAvailable />;
  else if (isPending)
    content = (
      <ListPlaceholder label="Loading the job…" gridClassName="grid" cardClassName="h-[40rem]" count={1} />
    );
  else
    content = (
      <ListLoadError
        title="We could not load this job."
        message={readFailureMessage(error)}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <Link
        to="/jobs"
        className="inline-flex min-h-11 items-center gap-1 rounded font-semibold text-brand-800 underline-offset-2 hover:text-brand-900 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2"
      >
        <span aria-hidden="true">←</span> All nanny jobs
      </Link>
      <div className="mt-4">{content}</div>
    </div>
  );
}

/** Where a job off the board stands, for its poster (or a moderator) looking at it. */
const STATUS_NOTES: Record<Exclude<JobStatus, 'live'>, string> = {
  unpaid:
    'This job is not on the job board yet: its payment has not been completed. An unpaid job is removed after a week.',
  processing: `This job is not on the job board yet: its payment is still being processed. ${JOB_BOARD_MESSAGES.paymentPending}`,
  hidden: 'This job is not on the job board: our moderators have taken it down.',
  closed: 'This job is closed and no longer on the job board.',
};

function Posting({ job }: { job: Job }) {
  const headingId = useId();
  const live = job.status === 'live';
  return (
    <article aria-labelledby={headingId} className="@container min-w-0">
      {job.status !== 'live' && (
        <div
          role="note"
          data-testid="job-status"
          className="mb-6 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-slate-900"
        >
          <p>{STATUS_NOTES[job.status]}</p>
          {job.status === 'hidden' && job.viewer?.own && (
            <p className="mt-1">
              If you think this is a mistake, please write to{' '}
              <a
                href={`mailto:${CONTACT_EMAIL}`}
                className="font-semibold text-brand-800 underline underline-offset-2"
              >
                {CONTACT_EMAIL}
              </a>
              .
            </p>
          )}
        </div>
      )}
      <div className="flex items-start gap-3">
        <h1
          id={headingId}
          className="min-w-0 flex-1 text-3xl font-bold tracking-tight text-slate-900 wrap-anywhere sm:text-4xl"
        >
          <bdi>{job.title}</bdi>
        </h1>
        {live && (
          <ReportFlag
            label="Report this job"
            contentType="job_posting"
            contentId={job.id}
            contentLabel={job.title}
            className="-mr-2"
          />
        )}
      </div>
      <JobByline job={job} />
      {job.share && <ShareTag share={job.share} className="mt-3" />}
      {live && <ReadsWaitingNote job={job} className="mt-3" />}

      <JobPhoto job={job} size="wide" className="mt-6" />

      <section aria-label="Description" className="mt-6">
        <p className="text-lg whitespace-pre-line text-slate-800 wrap-anywhere">{job.description}</p>
      </section>

      {job.share && (
        <Suspense fallback={null}>
          <JobShareSection share={job.share} className="mt-6" />
        </Suspense>
      )}

      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <JobFacts job={job} />
        <ResponsivenessFacts view={job.responsiveness} label={posterResponds(job)} className="mt-4" />
        {job.pay && <PayCostDetails pay={job.pay} postcode={job.postcodeDistrict} className="mt-4" />}
        <JobTags job={job} />
        {(live || job.viewer?.own) && <JobActions job={job} describedBy={headingId} className="mt-6" />}
        {job.viewer?.own && (
          <ButtonLink to={myJobPath(job.id)} variant="outline" className="mt-3 w-full">
            Manage this job
          </ButtonLink>
        )}
      </div>
    </article>
  );
}

function NotAvailable() {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">This job is not available</h1>
      <p className="mt-3 text-slate-700">
        It may have been filled or taken down, or the link may be incomplete. There are plenty of other jobs
        on the board.
      </p>
      <ButtonLink to="/jobs" className="mt-6">
        Browse all jobs
      </ButtonLink>
    </div>
  );
}
