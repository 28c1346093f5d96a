/** The job board's calls: reading jobs, applying to one, and a user's saved jobs. */
import type { ApplicationInput } from '@contract/jobs.ts';
import type { RouteInput } from '@contract/routes.ts';
import { ApiError, call } from '@/api/client.ts';

/**
 * Reads as the signed-in caller (their token tells the server who they are), or as a visitor. A session
 * the server no longer accepts must not hide the jobs: they are read again as a visitor's, and the
 * header's own session check deals with signing in again.
 */
async function readAsViewer<T>(signedIn: boolean, read: (asVisitor: boolean) => Promise<T>): Promise<T> {
  if (!signedIn) return read(true);
  try {
    return await read(false);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return read(true);
    throw error;
  }
}

/** GET /jobs: one page of the board, filtered. */
export const readJobsPage = (
  query: RouteInput<'jobsList'>['query'],
  { signal, signedIn }: { signal?: AbortSignal; signedIn: boolean },
) =>
  readAsViewer(signedIn, (asVisitor) =>
    call('jobsList', { query, asVisitor, ...(signal ? { signal } : {}) }),
  );

/** GET /jobs/{id}: one job's page. */
export const readJob = (jobId: string, { signal, signedIn }: { signal?: AbortSignal; signedIn: boolean }) =>
  readAsViewer(signedIn, (asVisitor) =>
    call('jobsGet', { params: { jobId }, asVisitor, ...(signal ? { signal } : {}) }),
  );

/** POST /jobs/{id}/applications: a nanny applies. */
export const applyToJob = (jobId: string, application: ApplicationInput) =>
  call('jobsApply', { params: { jobId }, body: application });

/** GET /saved-jobs: the signed-in user's saved job ids. */
export const readSavedJobs = (signal?: AbortSignal) => call('jobsSaved', signal ? { signal } : {});

/** PUT or DELETE /jobs/{id}/save. */
export const setJobSaved = (jobId: string, save: boolean) =>
  call(save ? 'jobsSave' : 'jobsUnsave', { params: { jobId } });
