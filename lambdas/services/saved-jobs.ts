/** The jobs an account saved from the board (data/saved-jobs.ts). */
import { appliedAtByJob } from '../data/applications.ts';
import { getJob, getJobs } from '../data/jobs.ts';
import { getNannyIdOfUser } from '../data/nannies.ts';
import type { Principal } from '../platform/principal.ts';
import { hoursOf, typeLabel } from './job-cards.ts';
import { listSavedJobs, saveJobFor, unsaveJobFor } from '../data/saved-jobs.ts';
import { notFound } from '../domain/errors.ts';
import { isOnBoard } from '../domain/visibility.ts';

export { savedJobIds } from '../data/saved-jobs.ts';

/** Saves a job on the board (saving twice is the same as once); nothing else can be saved. */
export async function saveJob(accountId: string, jobId: string): Promise<void> {
  const job = await getJob(jobId);
  if (!job || !isOnBoard(job) || !(await saveJobFor(accountId, job.id)))
    throw notFound('This job is no longer available.');
}

/** Removes a saved job (removing one that is not saved is not an error). */
export const unsaveJob = (accountId: string, jobId: string) => unsaveJobFor(accountId, jobId);

/**
 * An account's saved jobs, the latest saved first, a page at a time, each with whether it is still
 * open (one that closed stays listed, saying so, until its saver removes it) and when she applied.
 */
export async function savedJobsPage(principal: Principal, opts: { limit: number; cursor?: string }) {
  const page = await listSavedJobs(principal.id, opts);
  const ids = page.items.map((s) => s.jobId);
  const nannyId = principal.userType === 'nanny' ? await getNannyIdOfUser(principal.id) : null;
  const [jobs, applied] = await Promise.all([
    getJobs(ids),
    nannyId && ids.length ? appliedAtByJob(nannyId, ids) : new Map<string, string>(),
  ]);
  const now = new Date();
  const items = page.items.flatMap((saved) => {
    const job = jobs.get(saved.jobId);
    // A job a moderator hid shows nothing of itself: only that it is no longer open.
    if (!job || (job.hidden && job.ownerId !== principal.id)) return [];
    return [
      {
        jobId: job.id,
        savedAt: saved.savedAt,
        title: job.title,
        posterLabel: job.posterLabel,
        location: job.location,
        payLine: job.payLine,
        hoursLine: hoursOf(job),
        jobTypeLabel: typeLabel(job),
        open: isOnBoard(job, now),
        appliedAt: applied.get(job.id) ?? null,
      },
    ];
  });
  return { items, nextCursor: page.nextCursor };
}
