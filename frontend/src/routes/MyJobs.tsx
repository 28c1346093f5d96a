import { useId, useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { myJobPath } from '@contract/hiring-constants.ts';
import type { MyJobSummary as Job } from '@contract/hiring.ts';
import { readFailureMessage } from '@/api/client.ts';
import { uniqueItems } from '@/api/pages.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { ButtonLink } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { ListPlaceholder } from '@/components/ui/ListPlaceholder.tsx';
import { PagedList } from '@/components/ui/PagedList.tsx';
import { QueryStates } from '@/components/ui/QueryStates.tsx';
import { postJobPath } from '@/features/auth/links.ts';
import { applicantCountsLabel, jobTimeLabel, sharedWithText } from '@/features/my-jobs/format.ts';
import { JobStateChip } from '@/features/hiring/StatusChips.tsx';
import { PosterOnly, UnpaidNote } from '@/features/my-jobs/Parts.tsx';
import { myJobsQuery } from '@/features/my-jobs/queries.ts';

const TITLE = 'My jobs';
const LIST_CLASS = 'grid gap-4';

export default function MyJobs() {
  usePageTitle(TITLE);
  return (
    <PosterOnly title={TITLE} returnTo="/my-jobs">
      {(userId) => <JobsList userId={userId} />}
    </PosterOnly>
  );
}

function JobsList({ userId }: { userId: string }) {
  const { user } = useAuth();
  const query = useInfiniteQuery(myJobsQuery(userId));
  const { data, error } = query;
  const jobs = useMemo(() => uniqueItems(data?.pages), [data]);
  // The demo's sample jobs are a family's.
  const postPath = postJobPath(user?.userType ?? 'family', true) ?? '/post-job-family';

  const content = (
    <QueryStates
      query={query}
      loading={
        <ListPlaceholder
          label="Loading your jobs…"
          gridClassName={LIST_CLASS}
          cardClassName="h-32"
          count={3}
        />
      }
      error={{ title: 'We could not load your jobs.', message: readFailureMessage(error) }}
      isEmpty={!jobs.length}
      empty={
        <Card className="text-center">
          <h2 className="text-xl font-semibold text-slate-900">You have not posted a job yet</h2>
          <p className="mt-2 text-slate-700">
            When you post one, it shows here with its applicants, and you can edit, extend or close it.
          </p>
          <ButtonLink to={postPath} className="mt-6">
            Post a Job
          </ButtonLink>
        </Card>
      }
    >
      <PagedList
        items={jobs}
        keyOf={(job) => job.id}
        renderItem={(job) => <JobRow userId={userId} job={job} />}
        className={LIST_CLASS}
        noun={{ one: 'job', many: 'jobs' }}
        next={query}
        loadMoreText={{
          label: 'Load more jobs',
          loadingLabel: 'Loading more jobs…',
          failedMessage: 'We could not load more of your jobs. Please try again.',
        }}
      />
    </QueryStates>
  );

  return (
    <PageShell
      title={TITLE}
      back={false}
      intro="Every job you have posted, and a nanny share’s job the other family posted, newest first, with its applicants."
    >
      {jobs.length > 0 && (
        <div className="mb-6 flex justify-end">
          <ButtonLink to={postPath} variant="outline">
            Post a Job
          </ButtonLink>
        </div>
      )}
      {content}
    </PageShell>
  );
}

function JobRow({ userId, job }: { userId: string; job: Job }) {
  const headingId = useId();
  const time = jobTimeLabel(job);
  const shared = sharedWithText(job);
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="my-job"
    >
      <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
        <h2 id={headingId} className="min-w-0 flex-1 text-lg font-semibold text-slate-900 wrap-anywhere">
          <Link
            to={myJobPath(job.id)}
            className="rounded text-brand-800 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2"
          >
            <bdi>{job.title}</bdi>
          </Link>
        </h2>
        <JobStateChip state={job.state} />
      </div>
      <p className="mt-1 text-slate-700 wrap-anywhere">{job.location}</p>
      {shared && (
        <p className="mt-1 text-sm font-semibold text-slate-800 wrap-anywhere" data-testid="shared-with">
          {shared}
        </p>
      )}
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-800">
        {time && (
          <div>
            <dt className="sr-only">{job.state === 'live' ? 'Time left on the board' : 'Date'}</dt>
            <dd>{time}</dd>
          </div>
        )}
        <div>
          <dt className="sr-only">Applicants</dt>
          <dd>{applicantCountsLabel(job.applicants)}</dd>
        </div>
      </dl>
      {job.role === 'poster' && job.state === 'unpaid' && job.posterType === 'family' && (
        <UnpaidNote userId={userId} job={job} />
      )}
    </article>
  );
}
