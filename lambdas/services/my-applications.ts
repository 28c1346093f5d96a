import type { MyApplication } from '../contract/hiring.ts';
import { isOnBoard } from '../domain/visibility.ts';
import { HIRING_MESSAGES } from '../contract/hiring.ts';
import {
  applicationFromItem,
  applicationKey,
  getApplication,
  listNannyApplications,
  type Application,
} from '../data/applications.ts';
import { getMany } from '../data/table/batch.ts';
import { getJob, getJobs } from '../data/jobs.ts';
import { getNannyIdOfUser } from '../data/nannies.ts';
import { conflict, forbidden, notFound } from '../domain/errors.ts';
import type { Logger } from '../platform/log.ts';
import type { Principal } from '../platform/principal.ts';
import { moveByRules } from './hiring.ts';
import type { Job } from '../data/jobs.ts';

/** One of a nanny's applications as her list shows it: hers, with the job as it is now. */
export function toMyApplication(application: Application, job: Job | null, now: Date): MyApplication {
  return {
    jobId: application.jobId,
    nannyId: application.nannyId,
    jobTitle: job?.title ?? 'A job that is no longer listed',
    posterLabel: job?.posterLabel ?? '',
    posterType: job?.posterType ?? 'family',
    location: job?.location ?? '',
    appliedAt: application.createdAt,
    status: application.status,
    statusChangedAt: application.statusChangedAt,
    message: application.message,
    jobOpen: job ? isOnBoard(job, now) : false,
  };
}

/** A nanny withdraws her application while it is open (new, viewed or shortlisted); her own only. */
export async function withdrawApplication(principal: Principal, jobId: string, log: Logger) {
  if (principal.userType !== 'nanny') throw forbidden('Only nanny accounts apply to jobs.');
  const nannyId = await getNannyIdOfUser(principal.id);
  const read = nannyId ? await getApplication(jobId, nannyId) : null;
  const job = read ? await getJob(jobId, true) : null;
  if (!nannyId || !read || read.userId !== principal.id || !job)
    throw notFound(HIRING_MESSAGES.applicationNotFound);
  if (read.status === 'offered') throw conflict(HIRING_MESSAGES.offerToAnswer);
  const moved = await moveByRules(job, nannyId, 'withdrawn', 'nanny', { read });
  if (!moved) throw notFound(HIRING_MESSAGES.applicationNotFound);
  log.info('application withdrawn', { jobId: job.id, nannyId });
  return toMyApplication(moved, job, new Date());
}

/**
 * A nanny's applications, newest first, a page at a time: one Query of her list, then the page's
 * applications and jobs read by key.
 */
export async function myApplicationsPage(principal: Principal, opts: { limit: number; cursor?: string }) {
  if (principal.userType !== 'nanny') throw forbidden('Only nanny accounts apply to jobs.');
  const nannyId = await getNannyIdOfUser(principal.id);
  if (!nannyId) return { items: [], nextCursor: null };
  const page = await listNannyApplications(nannyId, opts);
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
}
