/** A nanny's applications, and a user's saved jobs with their details. */
import type { RouteInput } from '@contract/routes.ts';
import { call } from '@/api/client.ts';

/** GET /my-applications: one page of her applications, newest first. */
export const readMyApplications = (
  query: RouteInput<'hiringMyApplications'>['query'],
  signal?: AbortSignal,
) => call('hiringMyApplications', { query, ...(signal ? { signal } : {}) });

/** POST /my-applications/{jobId}/withdraw: answers the application as it now stands. */
export const withdrawApplication = (jobId: string) => call('hiringWithdraw', { params: { jobId }, body: {} });

/** GET /saved-jobs/details: one page of the saved jobs, with what the list shows of each. */
export const readSavedJobDetails = (query: RouteInput<'hiringSavedJobs'>['query'], signal?: AbortSignal) =>
  call('hiringSavedJobs', { query, ...(signal ? { signal } : {}) });
