import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { RouteAnswer } from '@contract/routes.ts';
import type { JobCard, JobPage } from '@contract/jobs.ts';
import { ApiError } from '@/api/client.ts';
import { isRefusal } from '@/api/errors.ts';
import { readJob, readJobsPage, readSavedJobs } from '@/features/jobs/api.ts';
import { jobsQueryParams, NO_FILTERS, type BoardSort, type JobFilters } from '@/features/jobs/format.ts';

type JobsPage = RouteAnswer<'jobsList'>;

/**
 * Whose board or job page a cached answer is: it says which jobs are theirs and which they applied to,
 * so each signed-in user (and the signed-out visitor) has entries of their own.
 */
export const viewerKey = (userId: string | null | undefined) => userId ?? 'visitor';
/** Every cached page of the board, whoever read it and under whatever filters. */
export const ALL_JOBS_KEY = ['jobs'] as const;
/** Every cached job page. */
const ALL_JOB_PAGES_KEY = ['job'] as const;
export const boardKey = (userId: string | null | undefined) => [...ALL_JOBS_KEY, viewerKey(userId)] as const;
export const jobKey = (userId: string | null | undefined, jobId: string) =>
  [...ALL_JOB_PAGES_KEY, viewerKey(userId), jobId] as const;

/** The board under some filters, a page at a time, as the signed-in user or a visitor sees it. */
export const jobsBoardQuery = (
  userId: string | null | undefined,
  filters: JobFilters,
  sort: BoardSort = 'newest',
) =>
  infiniteQueryOptions({
    queryKey: [...boardKey(userId), filters, sort],
    // A place the server cannot read is the same refusal however often it is asked.
    retry: (failures, error) => !isRefusal(error) && failures < 1,
    queryFn: ({ pageParam, signal }) =>
      readJobsPage(jobsQueryParams(filters, pageParam, sort), { signal, signedIn: Boolean(userId) }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While another filter's jobs load, the last list stays (dimmed) instead of jumping to a spinner.
    placeholderData: keepPreviousData,
  });

/** How many jobs the "Recommended for you" strip shows. */
export const RECOMMENDED_COUNT = 3;

/** A nanny's best matches on the whole board, for the "Recommended for you" strip. */
export const recommendedJobsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['jobs-recommended', userId] as const,
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      readJobsPage(jobsQueryParams(NO_FILTERS, undefined, 'best', RECOMMENDED_COUNT), {
        signal,
        signedIn: true,
      }),
  });

/** An id that names no job the caller may see: the server answers 404 (or 400 for a malformed address). */
export const isMissingJob = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** One job's page, as the signed-in user or a visitor sees it. */
export const jobQuery = (userId: string | null | undefined, jobId: string) =>
  queryOptions({
    queryKey: jobKey(userId, jobId),
    queryFn: ({ signal }) => readJob(jobId, { signal, signedIn: Boolean(userId) }),
    // A job that is not there will not appear on a second try.
    retry: (failures, error) => !isMissingJob(error) && failures < 1,
  });

export const savedJobsKey = (userId: string) => ['saved-jobs', userId] as const;

/** The signed-in user's saved job ids, so Saved survives a reload. */
export const savedJobsQuery = (userId: string) =>
  queryOptions({
    queryKey: savedJobsKey(userId),
    staleTime: 60_000,
    queryFn: ({ signal }) => readSavedJobs(signal),
  });

const applied = <J extends JobCard | JobPage>(job: J, appliedAt: string): J => ({
  ...job,
  viewer: { own: job.viewer?.own ?? false, appliedAt },
});

/**
 * A nanny's application was sent: every cached board page and job page that holds the job shows it as
 * applied at once, before any list is read again.
 */
export function markApplied(queryClient: QueryClient, jobId: string, appliedAt: string) {
  queryClient.setQueriesData<InfiniteData<JobsPage>>({ queryKey: ALL_JOBS_KEY }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((job) => (job.id === jobId ? applied(job, appliedAt) : job)),
          })),
        }
      : data,
  );
  queryClient.setQueriesData<JobPage>({ queryKey: ALL_JOB_PAGES_KEY }, (job) =>
    job?.id === jobId ? applied(job, appliedAt) : job,
  );
}

/** The server knows better (she had applied already, from another tab): the job's answers are read again. */
export function refreshJob(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ALL_JOBS_KEY });
  void queryClient.invalidateQueries({ queryKey: ALL_JOB_PAGES_KEY });
}
