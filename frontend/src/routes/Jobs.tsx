import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { JOB_BOARD_MESSAGES } from '@contract/job-board-messages.ts';
import { useDeferredItems } from '@/api/pages.ts';
import { readFailureMessage } from '@/api/client.ts';
import { ApiError } from '@/api/errors.ts';
import { PlaceSummary } from '@/components/ui/PlaceSummary.tsx';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import {
  CREATE_PROFILE_PATH,
  filtersFromParams,
  filtersToParams,
  hasFilters,
  jobSignInPath,
  NO_FILTERS,
  searchOf,
  type BoardSort,
  type JobFilters,
} from '@/features/jobs/format.ts';
import { CONTROL_CLASS } from '@/components/ui/controlClass.ts';
import { JobFiltersForm } from '@/features/jobs/JobFiltersForm.tsx';
import { SaveSearchButton } from '@/features/alerts/SaveSearchButton.tsx';
import { JobPostingCard } from '@/features/jobs/JobPostingCard.tsx';
import { jobsBoardQuery } from '@/features/jobs/queries.ts';
import { nannyProfileQuery } from '@/features/profile/queries.ts';
import { useSaveAfterSignIn, useSavedJobIds } from '@/features/jobs/useJobSave.ts';
import { Button } from '@/components/ui/Button.tsx';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { ListPlaceholder } from '@/components/ui/ListPlaceholder.tsx';
import { PagedList } from '@/components/ui/PagedList.tsx';
import { QueryStates } from '@/components/ui/QueryStates.tsx';

// "Recommended for you" is for a nanny with a profile: its code loads once a nanny is signed in (while
// her profile is read), not for every visit to the board.
const loadRecommended = () => import('@/features/jobs/RecommendedJobs.tsx');
const RecommendedJobs = lazy(async () => ({ default: (await loadRecommended()).RecommendedJobs }));

const PAGE_TITLE = 'Find Nanny Jobs';
const LIST_GRID = 'grid gap-6 lg:grid-cols-2';

/**
 * The board, read as the signed-in user once the session is known (each job then says whether it is
 * theirs and when they applied to it), or as a visitor.
 */
function useJobs(filters: JobFilters, sort: BoardSort) {
  const { user, loading } = useAuth();
  return useInfiniteQuery({ ...jobsBoardQuery(user?.id, filters, sort), enabled: !loading });
}

/**
 * The filters and the sort live in the address (?place=SW4&nearby=1&type=live-in&sort=best), so a
 * filtered board can be shared, and each change is a step Back undoes.
 */
function useJobFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const { filters, sort } = useMemo(() => filtersFromParams(new URLSearchParams(search)), [search]);
  const update = useCallback(
    (patch: Partial<JobFilters>, nextSort?: BoardSort) =>
      setParams((current) => {
        const read = filtersFromParams(current);
        return filtersToParams({ ...read.filters, ...patch }, nextSort ?? read.sort, current);
      }),
    [setParams],
  );
  return { filters, sort, update };
}

const BEST_MATCH_EXPLAINED =
  'Ranked by how well each job fits your profile: area, requirements you meet, languages, the work you want and when you are free.';

/** The job board: active, paid postings, newest first (or best match first, for a nanny), filtered. */
export default function Jobs() {
  usePageTitle(PAGE_TITLE);
  const { user, loading } = useAuth();
  const { filters, sort: askedSort, update: updateFilters } = useJobFilters();
  const filtered = hasFilters(filters);
  const location = useLocation();
  const justSaved = useSaveAfterSignIn();
  const sortId = useId();

  // Read once for the page: the saved ids (every card's Save/Saved) and, for a nanny, her profile
  // (so Apply Now knows at once whether she can apply, and Best match is hers to choose).
  useSavedJobIds();
  const isNanny = user?.userType === 'nanny';
  const profile = useQuery({ ...nannyProfileQuery(user?.id ?? ''), enabled: isNanny });
  const canRank = isNanny && Boolean(profile.data);
  useEffect(() => {
    if (isNanny) void loadRecommended().catch(() => undefined);
  }, [isNanny]);
  // Best match is only for a nanny with a profile: anyone else gets the board newest first.
  const sort: BoardSort = canRank ? askedSort : 'newest';

  const query = useJobs(filters, sort);
  const { data, error, isPending, isPlaceholderData, refetch, isRefetching, hasNextPage } = query;

  const jobs = useDeferredItems(data?.pages);
  // A place the server could not read: its words name none. Said in the field and in place of the list,
  // so no filter is ever silently dropped.
  const placeRefusal =
    error instanceof ApiError && error.status === 400 && error.fields.place ? error.fields.place : null;
  const placeView = data?.pages[0]?.place;

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
  if (placeRefusal) {
    content = (
      <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center text-slate-700">
        <p role="status">{placeRefusal}</p>
      </div>
    );
  } else {
    content = (
      <QueryStates
        query={{ isPending: isPending || Boolean(data && !jobs), data, refetch, isRefetching }}
        loading={
          <ListPlaceholder
            label="Loading jobs…"
            gridClassName={LIST_GRID}
            // About a card's height (taller on a phone, where the text wraps more).
            cardClassName="h-[56rem] sm:h-[44rem]"
          />
        }
        error={{ title: 'We could not load the jobs.', message: readFailureMessage(error) }}
        isEmpty={!jobs?.length}
        empty={
          hasNextPage ? (
            // A rare filter reads a bounded part of the board at a time: say so, and offer to read on.
            <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center text-slate-700">
              <p>No jobs among the newest match these filters yet.</p>
              <Button
                variant="outline"
                className="mt-4"
                disabled={query.isFetchingNextPage || isRefetching}
                onClick={() => void query.fetchNextPage({ cancelRefetch: false })}
              >
                {query.isFetchingNextPage ? 'Looking…' : 'Look at older jobs'}
              </Button>
              <p role="status" className="sr-only">
                {query.isFetchingNextPage ? 'Loading jobs…' : 'No jobs found yet'}
              </p>
            </div>
          ) : (
            // One empty state at a time: a filtered board says nothing matches (and offers to clear the
            // filters); only an unfiltered one says there are no jobs at all.
            <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center text-slate-700">
              {filtered ? (
                <>
                  <p>{JOB_BOARD_MESSAGES.noMatch} Try another place, or fewer filters.</p>
                  <Button
                    variant="outline"
                    className="mt-4"
                    onClick={() => {
                      updateFilters(NO_FILTERS);
                      // The button goes with the empty state: the keyboard stays with the list that replaces it.
                      results.current?.focus();
                    }}
                  >
                    Show all jobs
                  </Button>
                </>
              ) : (
                <p>{JOB_BOARD_MESSAGES.empty}</p>
              )}
              <p role="status" className="sr-only">
                {isPlaceholderData ? 'Loading jobs…' : 'No jobs found'}
              </p>
            </div>
          )
        }
      >
        {jobs && (
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
        )}
      </QueryStates>
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
      {isNanny && profile.data === null && (
        // Signed up, no profile yet: what comes next, before she meets it at Apply Now.
        <p className="mb-6 rounded-xl bg-brand-50 px-4 py-3 text-slate-900">
          Next,{' '}
          <Link
            to={CREATE_PROFILE_PATH}
            className="font-semibold text-brand-900 underline underline-offset-2 hover:text-brand-800"
          >
            create your free profile
          </Link>
          : you apply for jobs with it and, while you are looking for work, families find you on the
          candidates page.
        </p>
      )}
      {canRank && profile.data && (
        <Suspense fallback={null}>
          <RecommendedJobs userId={user.id} hasPostcode={Boolean(profile.data.postcode)} />
        </Suspense>
      )}
      <JobFiltersForm filters={filters} onChange={updateFilters} placeRefusal={placeRefusal} />
      {placeView && filters.place && !placeRefusal && (
        <PlaceSummary view={placeView} noun="jobs" onChoose={(place) => updateFilters({ place })} />
      )}
      {filtered && (!user || isNanny) && (
        <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2">
          <SaveSearchButton search={searchOf(filters)} />
          <p className="text-sm text-slate-700">Get new jobs that fit this search by email.</p>
        </div>
      )}
      {canRank && (
        <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1">
          <label htmlFor={sortId} className="font-medium text-slate-900">
            Sort by
          </label>
          <select
            id={sortId}
            aria-describedby={sort === 'best' ? `${sortId}-about` : undefined}
            value={sort}
            onChange={(e) => updateFilters({}, e.target.value === 'best' ? 'best' : 'newest')}
            className={`${CONTROL_CLASS} w-auto`}
          >
            <option value="newest">Newest first</option>
            <option value="best">Best match</option>
          </select>
          {sort === 'best' && (
            <p id={`${sortId}-about`} className="w-full text-sm text-slate-700">
              {BEST_MATCH_EXPLAINED}
            </p>
          )}
        </div>
      )}
      <div ref={results} tabIndex={-1} aria-label="Jobs" role="region" className="mt-8 focus:outline-none">
        {content}
      </div>
    </PageShell>
  );
}
