import { useMemo, useRef, useState } from 'react';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { JOB_MESSAGES } from '@contract/job-messages.ts';
import type { SavedJobItem, SavedJobsPage } from '@contract/hiring.ts';
import { readFailureMessage } from '@/api/client.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { PageLoading } from '@/components/layout/PageLoading.tsx';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { ButtonLink } from '@/components/ui/Button.tsx';
import { ListPlaceholder } from '@/components/ui/ListPlaceholder.tsx';
import { PagedList } from '@/components/ui/PagedList.tsx';
import { QueryStates } from '@/components/ui/QueryStates.tsx';
import { notify } from '@/components/ui/toast.ts';
import { SignInCard } from '@/features/account/SignInCard.tsx';
import { setJobSaved } from '@/features/jobs/api.ts';
import { savedJobsKey } from '@/features/jobs/queries.ts';
import { uniqueItems } from '@/api/pages.ts';
import { savedJobDetailsKey, savedJobDetailsQuery } from '@/features/my-applications/queries.ts';
import { SavedJobCard } from '@/features/my-applications/SavedJobCard.tsx';
import { logFailure } from '@/api/errors.ts';

const TITLE = 'Saved jobs';
const PATH = '/saved-jobs';
const LIST_GRID = 'grid gap-6 lg:grid-cols-2';
/** The demo has no accounts: its sample saved jobs are read under this name. */
const DEMO_USER = 'demo';

export default function SavedJobs() {
  usePageTitle(TITLE);
  const { user, loading, demo } = useAuth();
  if (loading) return <PageLoading />;
  if (!user && !demo)
    return (
      <PageShell title={TITLE} width="narrow">
        <SignInCard path={PATH} what="Sign in to see the jobs you saved from the board." />
      </PageShell>
    );
  return <SavedList userId={user?.id ?? DEMO_USER} />;
}

function SavedList({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(savedJobDetailsQuery(userId));
  const { data, error } = query;
  const jobs = useMemo(() => uniqueItems(data?.pages, (item) => item.jobId), [data]);
  const [removing, setRemoving] = useState<string | null>(null);
  const results = useRef<HTMLDivElement>(null);

  const remove = async (job: SavedJobItem) => {
    if (removing) return;
    setRemoving(job.jobId);
    try {
      await setJobSaved(job.jobId, false);
      queryClient.setQueryData<InfiniteData<SavedJobsPage>>(savedJobDetailsKey(userId), (cached) =>
        cached
          ? {
              ...cached,
              pages: cached.pages.map((page) => ({
                ...page,
                items: page.items.filter((item) => item.jobId !== job.jobId),
              })),
            }
          : cached,
      );
      // The board's Save/Saved buttons read the saved ids: they show the change too.
      void queryClient.invalidateQueries({ queryKey: savedJobsKey(userId) });
      notify.success(JOB_MESSAGES.removed);
      // The card and its button are gone: the keyboard stays with the list.
      results.current?.focus();
    } catch (e) {
      logFailure('Removing the saved job failed', e);
      notify.error(JOB_MESSAGES.saveFailed, readFailureMessage(e));
    } finally {
      setRemoving(null);
    }
  };

  const content = (
    <QueryStates
      query={query}
      loading={
        <ListPlaceholder
          label="Loading your saved jobs…"
          gridClassName={LIST_GRID}
          cardClassName="h-64"
          count={2}
        />
      }
      error={{ title: 'We could not load your saved jobs.', message: readFailureMessage(error) }}
      isEmpty={jobs.length === 0}
      empty={
        <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center">
          <h2 className="text-lg font-semibold text-slate-900">No saved jobs yet</h2>
          <p className="mt-1 text-slate-700">
            Save the jobs you like on the board with their Save button, and come back to them here.
          </p>
          <ButtonLink to="/jobs" className="mt-4">
            Find jobs
          </ButtonLink>
        </div>
      }
    >
      <PagedList
        items={jobs}
        keyOf={(job) => job.jobId}
        renderItem={(job) => (
          <SavedJobCard
            job={job}
            removing={removing === job.jobId}
            onRemove={(chosen) => void remove(chosen)}
          />
        )}
        className={LIST_GRID}
        noun={{ one: 'saved job', many: 'saved jobs' }}
        next={query}
        loadMoreText={{
          label: 'Load more',
          loadingLabel: 'Loading more…',
          failedMessage: 'We could not load more of your saved jobs. Please try again.',
        }}
      />
    </QueryStates>
  );

  return (
    <PageShell
      title={TITLE}
      width="wide"
      intro="The jobs you saved from the board, the latest saved first. A job that has closed says so."
    >
      <div ref={results} tabIndex={-1} role="region" aria-label="Saved jobs" className="focus:outline-none">
        {content}
      </div>
    </PageShell>
  );
}
