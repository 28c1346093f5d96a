import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { Applicant, ApplicantsPage, ApplicationStatus, MyJobDetail } from '@contract/hiring.ts';
import { ApiError } from '@/api/client.ts';
import { readApplicant, readApplicants, readMyJob, readMyJobs } from '@/features/my-jobs/api.ts';
import { movedCounts } from '@/features/my-jobs/format.ts';
import { ALL_JOBS_KEY } from '@/features/jobs/queries.ts';

export const MY_JOBS_PAGE_SIZE = 10;
export const APPLICANTS_PAGE_SIZE = 10;

/** The poster's list of jobs. */
export const myJobsKey = (userId: string) => ['my-jobs', userId] as const;
/** One of their jobs. */
export const myJobKey = (userId: string, jobId: string) => ['my-job', userId, jobId] as const;
/** Every cached applicants list of one job, whatever its filter. */
export const jobApplicantsKey = (userId: string, jobId: string) => ['applicants', userId, jobId] as const;
export const applicantsKey = (userId: string, jobId: string, status: ApplicationStatus | '') =>
  [...jobApplicantsKey(userId, jobId), status] as const;
/** One applicant, opened. */
export const applicantKey = (userId: string, jobId: string, nannyId: string) =>
  ['applicant', userId, jobId, nannyId] as const;
/** The header badge's count of what is new (its query lives with the account menu). */
export const activityKey = (userId: string) => ['me-activity', userId] as const;
/** Every cached job page (the public page shows the edit and the closing). */
const JOB_PAGES_KEY = ['job'] as const;

/** An id that names none of the caller's jobs or applicants (400 for a malformed one). */
export const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

const noRetryWhenMissing = (failures: number, error: unknown) => !isMissing(error) && failures < 1;

export const myJobsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: myJobsKey(userId),
    queryFn: ({ pageParam, signal }) => readMyJobs(pageParam, MY_JOBS_PAGE_SIZE, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const myJobQuery = (userId: string, jobId: string) =>
  queryOptions({
    queryKey: myJobKey(userId, jobId),
    queryFn: ({ signal }) => readMyJob(jobId, signal),
    retry: noRetryWhenMissing,
  });

export const applicantsQuery = (userId: string, jobId: string, status: ApplicationStatus | '') =>
  infiniteQueryOptions({
    queryKey: applicantsKey(userId, jobId, status),
    queryFn: ({ pageParam, signal }) =>
      readApplicants(jobId, status, pageParam, APPLICANTS_PAGE_SIZE, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While another status's applicants load, the last list stays (dimmed).
    placeholderData: keepPreviousData,
  });

export const applicantQuery = (userId: string, jobId: string, nannyId: string) =>
  queryOptions({
    queryKey: applicantKey(userId, jobId, nannyId),
    queryFn: ({ signal }) => readApplicant(jobId, nannyId, signal),
    retry: noRetryWhenMissing,
  });

/**
 * An applicant as the server now has her (opened, or decided): her entry in every cached list of the
 * job shows it at once. The lists are then read again, as a filtered one may no longer hold her (or now
 * should), and so is the job, whose counts are the server's. `moved` is for the one place that made the
 * move (a decision's answer): only it moves the cached counts ahead of that read, once. A copy found to
 * differ from another (her opened application against a list read earlier, which the caches may tell
 * in either order) moves nothing itself: counting it too would count one move twice.
 */
export function applicantChanged(
  queryClient: QueryClient,
  userId: string,
  jobId: string,
  before: ApplicationStatus,
  after: Applicant,
  moved = false,
) {
  queryClient.setQueryData(applicantKey(userId, jobId, after.nannyId), after);
  queryClient.setQueriesData<InfiniteData<ApplicantsPage>>(
    { queryKey: jobApplicantsKey(userId, jobId) },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((item) => (item.nannyId === after.nannyId ? after : item)),
        })),
      },
  );
  if (before !== after.status) {
    if (moved)
      queryClient.setQueryData<MyJobDetail>(
        myJobKey(userId, jobId),
        (job) => job && { ...job, applicants: movedCounts(job.applicants, before, after.status) },
      );
    void queryClient.invalidateQueries({ queryKey: myJobKey(userId, jobId) });
    void queryClient.invalidateQueries({ queryKey: jobApplicantsKey(userId, jobId) });
    void queryClient.invalidateQueries({ queryKey: myJobsKey(userId) });
    void queryClient.invalidateQueries({ queryKey: activityKey(userId) });
  }
}

/** A job changed (edited, closed, filled, extended): its page, the list, the board and the badge read again. */
export function jobChanged(queryClient: QueryClient, userId: string, job: MyJobDetail) {
  queryClient.setQueryData(myJobKey(userId, job.id), job);
  void queryClient.invalidateQueries({ queryKey: myJobsKey(userId) });
  void queryClient.invalidateQueries({ queryKey: ALL_JOBS_KEY });
  void queryClient.invalidateQueries({ queryKey: JOB_PAGES_KEY });
}

/** A job closed or filled: its open applicants were closed (or one hired) with it. */
export function jobClosed(queryClient: QueryClient, userId: string, job: MyJobDetail) {
  jobChanged(queryClient, userId, job);
  void queryClient.invalidateQueries({ queryKey: jobApplicantsKey(userId, job.id) });
  void queryClient.invalidateQueries({ queryKey: ['applicant', userId, job.id] });
  void queryClient.invalidateQueries({ queryKey: activityKey(userId) });
}
