/** The poster's account area's calls: their jobs, one job's changes, its applicants and decisions. */
import type { ApplicationStatus, CloseJobInput, JobEditInput, PosterDecision } from '@contract/hiring.ts';
import { ApiError, call } from '@/api/client.ts';

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/** GET /my-jobs: one page of the caller's jobs, newest first. */
export const readMyJobs = (cursor: string | undefined, limit: number, signal?: AbortSignal) =>
  call('hiringMyJobs', { query: { limit, ...(cursor ? { cursor } : {}) }, ...withSignal(signal) });

/** GET /my-jobs/{jobId}: one of the caller's jobs, with its fields for the edit form. */
export const readMyJob = (jobId: string, signal?: AbortSignal) =>
  call('hiringMyJob', { params: { jobId }, ...withSignal(signal) });

/** PUT /my-jobs/{jobId}: the edited Job Details. */
export const editMyJob = (jobId: string, body: JobEditInput) =>
  call('hiringEditJob', { params: { jobId }, body });

/** POST /my-jobs/{jobId}/close: closed, or filled (optionally naming who was hired). */
export const closeMyJob = (jobId: string, body: CloseJobInput) =>
  call('hiringCloseJob', { params: { jobId }, body });

/**
 * POST /my-jobs/{jobId}/checkout: the unpaid draft's checkout, open again, priced with the promo code
 * given (none, or an empty one, is the full price).
 */
export const resumePayment = (jobId: string, discountCode = '') =>
  call('hiringResumePayment', { params: { jobId }, body: discountCode ? { discountCode } : {} });

/** DELETE /my-jobs/{jobId}: the unpaid draft discarded (its checkout ended, a promo code's use back). */
export const discardDraft = (jobId: string) => call('hiringDiscardDraft', { params: { jobId } });

/** POST /my-jobs/{jobId}/extend: 30 more days on the board. */
export const extendMyJob = (jobId: string) => call('hiringExtendJob', { params: { jobId }, body: {} });

/** POST /jobs/{jobId}/still-hiring: the signed link from the reminder email. */
export const confirmStillHiring = (jobId: string, until: string, signature: string) =>
  call('hiringStillHiring', { params: { jobId }, body: { until, signature } });

/** GET /my-jobs/{jobId}/applicants: one page of a job's applicants, newest first, perhaps of one status. */
export const readApplicants = (
  jobId: string,
  status: ApplicationStatus | '',
  cursor: string | undefined,
  limit: number,
  signal?: AbortSignal,
) =>
  call('hiringApplicants', {
    params: { jobId },
    query: { limit, ...(cursor ? { cursor } : {}), ...(status ? { status } : {}) },
    ...withSignal(signal),
  });

/** GET /my-jobs/{jobId}/applicants/{nannyId}: one applicant (the first look marks her viewed). */
export const readApplicant = (jobId: string, nannyId: string, signal?: AbortSignal) =>
  call('hiringApplicant', { params: { jobId, nannyId }, ...withSignal(signal) });

/** PUT /my-jobs/{jobId}/applicants/{nannyId}/status: shortlist, hire, decline or take off the shortlist. */
export const decideApplicant = (jobId: string, nannyId: string, status: PosterDecision, message?: string) =>
  call('hiringDecide', {
    params: { jobId, nannyId },
    body: { status, ...(message !== undefined ? { message } : {}) },
  });

/** POST /my-jobs/{jobId}/applicants/{nannyId}/cv-link: a short-lived link to the CV she sent. */
export const createApplicantCvLink = (jobId: string, nannyId: string) =>
  call('hiringApplicantCv', { params: { jobId, nannyId } });

/**
 * The words for a refused call: the server's own message when it is meant for the user (below 500, or
 * the demo saying what it cannot do), otherwise `fallback`.
 */
export const refusalText = (error: unknown, fallback = 'Please try again in a moment.') =>
  error instanceof ApiError && ((error.status > 0 && error.status < 500) || error.code === 'demo_unavailable')
    ? error.message
    : fallback;
