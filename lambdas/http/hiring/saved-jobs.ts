import { isOnBoard } from '../../domain/visibility.ts';
import { appliedAtByJob } from '../../data/applications.ts';
import { getJobs } from '../../data/jobs.ts';
import { getNannyIdOfUser } from '../../data/nannies.ts';
import { listSavedJobs } from '../../data/saved-jobs.ts';
import { hiringSavedJobs } from '../../contract/routes/hiring.ts';
import { httpHandler } from '../../platform/http.ts';
import { salaryOf, typeLabel } from '../../services/job-cards.ts';

const DEFAULT_PAGE = 20;

/**
 * The caller's saved jobs, the latest saved first, a page at a time, each with whether it is still
 * open (one that closed stays listed, saying so, until its saver removes it) and when she applied.
 */
export const handler = httpHandler(hiringSavedJobs, async ({ principal, query }) => {
  const page = await listSavedJobs(principal.id, {
    limit: query.limit ?? DEFAULT_PAGE,
    ...(query.cursor ? { cursor: query.cursor } : {}),
  });
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
        salaryDisplay: salaryOf(job),
        jobTypeLabel: typeLabel(job),
        open: isOnBoard(job, now),
        appliedAt: applied.get(job.id) ?? null,
      },
    ];
  });
  return { items, nextCursor: page.nextCursor };
});
