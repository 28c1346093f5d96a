import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { JOB_MESSAGES } from '@contract/jobs-constants.ts';
import { useDeferredItems } from '@/api/pages.ts';
import { readFailureMessage } from '@/api/client.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import {
  jobSignInPath,
  normaliseLocationFilter,
  parseJobTypeFilter,
  type JobFilters,
} from '@/features/jobs/format.ts';
import { JobFiltersForm } from '@/features/jobs/JobFiltersForm.tsx';
import { JobPostingCard } from '@/features/jobs/JobPostingCard.tsx';
import { jobsBoardQuery } from '@/features/jobs/queries.ts';
import { nannyProfileQuery } from '@/features/profile/queries.ts';
import { useSaveAfterSignIn, useSavedJobIds } from '@/features/jobs/useJobSave.ts';
import { Button } from '@/components/ui/Button.tsx';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { ListPlaceholder } from '@/components/ui/ListPlaceholder.tsx';
import { ListLoadError, PagedList } from '@/components/ui/PagedList.tsx';

const PAGE_TITLE = 'Find Nanny Jobs';
const LIST_GRID = 'grid gap-6 lg:grid-cols-2';

/**
 * The board, read as the signed-in user once the session is known (each job then says whether it is
 * theirs and when they applied to it), or as a visitor.
 */
function useJobs(filters: JobFilters) {
  const { user, loading } = useAuth();
  return useInfiniteQuery({ ...jobsBoardQuery(user?.id, filters), enabled: !loading });
}

/** The filters live in the address (?type=live-in&location=london), so a filtered board can be shared. */
function useJobFilters() {
  const [params, setParams] = useSearchParams();
  const type = parseJobTypeFilter(params.get('type'));
  const location = normaliseLocationFilter(params.get('location'));
  const filters = useMemo<JobFilters>(() => ({ type, location }), [type, location]);
  const update = useCallback(
    (patch: Partial<JobFilters>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [filters, update] as const;
}

/** The job board: active, paid postings, newest first, filtered by type and location. */
export default function Jobs() {
  usePageTitle(PAGE_TITLE);
  const { user, loading } = useAuth();
  const queryClient = useQueryClient();
  const [filters, updateFilters] = useJobFilters();
  const filtered = filters.type !== '' || filters.location !== '';
  const location = useLocation();
  const justSaved = useSaveAfterSignIn();

  // Read once for the page: the saved ids (every card's Save/Saved) and, for a nanny, her profile
  // (so Apply Now knows at once whether she can apply).
  useSavedJobIds();
  useEffect(() => {
    if (user?.userType === 'nanny') void queryClient.prefetchQuery(nannyProfileQuery(user.id));
  }, [user, queryClient]);

  const query = useJobs(filters);
  const { data, error, isPending, isPlaceholderData, refetch, isRefetching } = query;

  const jobs = useDeferredItems(data?.pages);

  // Back from signing in to save a job: that job is brought into view once its card is on the page.
  const broughtIntoView = useRef<string | null>(null);
  const results = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!justSaved || broughtIntoView.current === justSaved || !jobs?.some((job) => job.id === justSaved))
      return;
    broughtIntoView.current = justSaved;
    document.getElementById(`job-${justSaved}`)?.scrollIntoView({ block: 'center' });
  }, [justSaved, jobs]);

  let content;
  if (isPending || (data && !jobs)) {
    content = (
      <ListPlaceholder
        label="Loading jobs…"
        gridClassName={LIST_GRID}
        // About a card's height (taller on a phone, where the text wraps more).
        cardClassName="h-[56rem] sm:h-[44rem]"
      />
    );
  } else if (!data) {
    content = (
      <ListLoadError
        title="We could not load the jobs."
        message={readFailureMessage(error)}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  } else if (!jobs?.length) {
    // One empty state at a time: a filtered board says nothing matches (and offers to clear the
    // filters); only an unfiltered one says there are no jobs at all.
    content = (
      <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center text-slate-700">
        {filtered ? (
          <>
            <p>{JOB_MESSAGES.noMatch} Try another job type or location.</p>
            <Button
              variant="outline"
              className="mt-4"
              onClick={() => {
                updateFilters({ type: '', location: '' });
                // The button goes with the empty state: the keyboard stays with the list that replaces it.
                results.current?.focus();
              }}
            >
              Show all jobs
            </Button>
          </>
        ) : (
          <p>{JOB_MESSAGES.empty}</p>
        )}
        <p role="status" className="sr-only">
          {isPlaceholderData ? 'Loading jobs…' : 'No jobs found'}
        </p>
      </div>
    );
  } else {
    content = (
      <PagedList
        items={jobs}
        keyOf={(job) => job.id}
        renderItem={(job) => <JobPostingCard job={job} />}
        className={LIST_GRID}
        busy={{ active: isPlaceholderData, text: 'Loading jobs…' }}
        noun={{ one: 'job', many: 'jobs' }}
        next={query}
        loadMoreText={{
          label: 'Load more jobs',
          loadingLabel: 'Loading more jobs…',
          failedMessage: 'We could not load more jobs. Please try again.',
        }}
      />
    );
  }

  return (
    <PageShell
      title={PAGE_TITLE}
      width="wide"
      back={false}
      intro={
        <p>
          Browse nanny jobs from families and agencies across the UK, newest first. Save the ones you like,
          and apply with your nanny profile: the family or agency that posted the job reads your application
          and answers you in Messages, without seeing your email address.
        </p>
      }
    >
      {!loading && !user && (
        <p className="mb-6 rounded-xl bg-brand-50 px-4 py-3 text-slate-900">
          Are you a nanny?{' '}
          <Link
            to={jobSignInPath(location.pathname + location.search)}
            className="font-semibold text-brand-900 underline underline-offset-2 hover:text-brand-800"
          >
            Log in
          </Link>{' '}
          to save jobs and apply.
        </p>
      )}
      <JobFiltersForm filters={filters} onChange={updateFilters} />
      <div ref={results} tabIndex={-1} aria-label="Jobs" role="region" className="mt-8 focus:outline-none">
        {content}
      </div>
    </PageShell>
  );
}
