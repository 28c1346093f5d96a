import { forbidden } from '../../domain/errors.ts';
import { applicationFromItem, applicationKey, listNannyApplications } from '../../data/applications.ts';
import { getMany } from '../../data/table/batch.ts';
import { getJobs } from '../../data/jobs.ts';
import { getNannyIdOfUser } from '../../data/nannies.ts';
import { hiringMyApplications } from '../../contract/routes/hiring.ts';
import { httpHandler } from '../../platform/http.ts';
import { toMyApplication } from '../../services/my-applications.ts';

const DEFAULT_PAGE = 20;

/**
 * The caller's applications, newest first, a page at a time: one Query of her list, then the page's
 * applications and jobs read by key.
 */
export const handler = httpHandler(hiringMyApplications, async ({ principal, query }) => {
  if (principal.userType !== 'nanny') throw forbidden('Only nanny accounts apply to jobs.');
  const nannyId = await getNannyIdOfUser(principal.id);
  if (!nannyId) return { items: [], nextCursor: null };
  const page = await listNannyApplications(nannyId, {
    limit: query.limit ?? DEFAULT_PAGE,
    ...(query.cursor ? { cursor: query.cursor } : {}),
  });
  const ids = page.items.map((i) => i.jobId);
  const [applications, jobs] = await Promise.all([
    getMany(ids.map((jobId) => applicationKey(jobId, nannyId))),
    getJobs(ids),
  ]);
  const now = new Date();
  const items = ids.flatMap((jobId) => {
    const key = applicationKey(jobId, nannyId);
    const item = applications.get(`${key.pk}|${key.sk}`);
    const application = item ? applicationFromItem(item) : null;
    return application && application.userId === principal.id
      ? [toMyApplication(application, jobs.get(jobId) ?? null, now)]
      : [];
  });
  return { items, nextCursor: page.nextCursor };
});
