/** The job board's calls: reading jobs, applying to one, and a user's saved jobs. */
import type { ApplicationInput, applicationResponse, JobPage, jobsPage, savedJobs } from '@contract/jobs.ts';
import { api, ApiError, type Answer } from '@/api/client.ts';

const jobPath = (jobId: string) => `/jobs/${encodeURIComponent(jobId)}`;

/**
 * Reads as the signed-in caller (their token tells the server who they are), or as a visitor. A session
 * the server no longer accepts must not hide the jobs: they are read again as a visitor's, and the
 * header's own session check deals with signing in again.
 */
async function readAsViewer<T>(
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

/** GET /jobs: one page of the board, filtered. */
export const readJobsPage = (
  query: Record<string, string | number | undefined>,
  options: { signal?: AbortSignal; signedIn: boolean },
) => readAsViewer<Answer<typeof jobsPage>>('/jobs', { query, ...options });

/** GET /jobs/{id}: one job's page. */
export const readJob = (jobId: string, options: { signal?: AbortSignal; signedIn: boolean }) =>
  readAsViewer<JobPage>(jobPath(jobId), options);

/** POST /jobs/{id}/applications: a nanny applies. */
export const applyToJob = (jobId: string, application: ApplicationInput) =>
  api<Answer<typeof applicationResponse>>(`${jobPath(jobId)}/applications`, {
    method: 'POST',
    auth: 'required',
    body: application,
  });

/** GET /saved-jobs: the signed-in user's saved job ids. */
export const readSavedJobs = (signal?: AbortSignal) =>
  api<Answer<typeof savedJobs>>('/saved-jobs', { auth: 'required', ...(signal ? { signal } : {}) });

/** PUT or DELETE /jobs/{id}/save. */
export const setJobSaved = (jobId: string, save: boolean) =>
  api(`${jobPath(jobId)}/save`, { method: save ? 'PUT' : 'DELETE', auth: 'required' });
