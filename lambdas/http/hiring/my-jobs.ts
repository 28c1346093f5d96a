import { getJobs } from '../../data/jobs.ts';
import { listPostedJobIds } from '../../data/posted-jobs.ts';
import { hiringMyJobs } from '../../contract/routes/hiring.ts';
import { httpHandler } from '../../platform/http.ts';
import { requirePoster, toMyJobSummary } from '../../services/my-jobs.ts';

const DEFAULT_PAGE = 20;

/**
 * The caller's jobs, newest first, a page at a time: one Query of their list, then the page's jobs read
 * by key. An unpaid draft that expired is gone, and so is absent from its page.
 */
export const handler = httpHandler(hiringMyJobs, async ({ principal, query }) => {
  requirePoster(principal);
  const page = await listPostedJobIds(principal.id, {
    limit: query.limit ?? DEFAULT_PAGE,
    ...(query.cursor ? { cursor: query.cursor } : {}),
  });
  const jobs = await getJobs(page.jobIds.map((j) => j.jobId));
  const now = new Date();
  const items = page.jobIds.flatMap(({ jobId }) => {
    const job = jobs.get(jobId);
    // Its owner is asked again: the list is the caller's, and so must every job on it be.
    return job && job.ownerId === principal.id ? [toMyJobSummary(job, now)] : [];
  });
  return { items, nextCursor: page.nextCursor };
});
