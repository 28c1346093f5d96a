import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { JobCard, JobPage, jobsPage } from '@contract/jobs.ts';
import { api, ApiError, type Answer } from '@/api/client.ts';

type JobsPage = Answer<typeof jobsPage>;

/**
 * Whose board or job page a cached answer is: it says which jobs are theirs and which they applied to,
 * so each signed-in user (and the signed-out visitor) has entries of their own.
 */
export const viewerKey = (userId: string | null | undefined) => userId ?? 'visitor';
export const boardKey = (userId: string | null | undefined) => ['jobs', viewerKey(userId)] as const;
export const jobKey = (userId: string | null | undefined, jobId: string) =>
  ['job', viewerKey(userId), jobId] as const;

/**
 * Reads a job list or page as the signed-in caller (their token tells the server who they are), or as a
 * visitor. A session the server no longer accepts must not hide the jobs: they are read again as a
 * visitor's, and the header's own session check deals with signing in again.
 */
export async function readJobs<T>(
  path: string,
  options: { query?: Record<string, string | number | undefined>; signal?: AbortSignal; signedIn: boolean },
): Promise<T> {
  const read = (auth: 'optional' | 'none') =>
    api<T>(path, {
      auth,
      ...(options.query ? { query: options.query } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  if (!options.signedIn) return read('none');
  try {
    return await read('optional');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return read('none');
    throw error;
  }
}

const applied = <J extends JobCard | JobPage>(job: J, appliedAt: string): J => ({
  ...job,
  viewer: { own: job.viewer?.own ?? false, appliedAt },
});

/**
 * A nanny's application was sent: every cached board page and job page that holds the job shows it as
 * applied at once, before any list is read again.
 */
export function markApplied(queryClient: QueryClient, jobId: string, appliedAt: string) {
  queryClient.setQueriesData<InfiniteData<JobsPage>>({ queryKey: ['jobs'] }, (data) =>
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
  queryClient.setQueriesData<JobPage>({ queryKey: ['job'] }, (job) =>
    job?.id === jobId ? applied(job, appliedAt) : job,
  );
}

/** The server knows better (she had applied already, from another tab): the job's answers are read again. */
export function refreshJob(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['jobs'] });
  void queryClient.invalidateQueries({ queryKey: ['job'] });
}
