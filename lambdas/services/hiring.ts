/**
 * The hiring loop's work that spans entities: an application's move with its outbox email, a closed
 * job's open applications closed a batch at a time, and an agency's jobs taken off the board when its
 * subscription ends. Handlers and the outbox deliverer call these; each step is safe to repeat.
 */
import {
  OPEN_APPLICATION_STATUSES,
  type ApplicationStatus,
  type ClosedReason,
} from '../contract/hiring-constants.ts';
import { conflict, isDomainError } from '../domain/errors.ts';
import { transition, TOLD_TO_NANNY, type Actor } from '../domain/application-status.ts';
import type { AgencyJobsClosedWork, JobClosedWork } from '../domain/emails.ts';
import { getApplication, listApplicants, moveApplication, type Application } from '../data/applications.ts';
import { closeJob, isOpenJob } from '../data/job-lifecycle.ts';
import { getJob, getJobs, type Job } from '../data/jobs.ts';
import { addToOutbox, outboxEntry, type OutboxEntry } from '../data/outbox.ts';
import { listPostedJobIds } from '../data/posted-jobs.ts';

/** How many applications one round of a closing job closes; more put another round in the outbox. */
export const CLOSE_BATCH = 100;
/** How many of an agency's jobs one round looks at. */
const AGENCY_JOBS_BATCH = 25;
/** Rounds of read-then-write for one move, when another change came between the two. */
const ATTEMPTS = 4;

/** The outbox email a move sends its nanny, if it is one she is told about. */
function updateEmail(
  application: Application,
  job: Job,
  to: ApplicationStatus,
  message: string | null,
  closedReason: ClosedReason | null,
  now: Date,
): OutboxEntry | null {
  // An interview's and a trial's own emails tell her of those (services/interviews.ts).
  if (!TOLD_TO_NANNY.has(to) || to === 'interview' || to === 'trial') return null;
  return outboxEntry(
    {
      type: 'application-update-email',
      payload: {
        to: application.applicantEmail,
        recipientId: application.userId,
        jobId: job.id,
        jobTitle: job.title,
        posterLabel: job.posterLabel,
        status: to as 'shortlisted' | 'hired' | 'declined' | 'closed',
        message,
        closedReason,
      },
    },
    application.userId,
    now,
    // One email per move: a repeated round writes nothing more.
    `${application.id}#${to}#${application.statusChangedAt ?? application.createdAt}`,
  );
}

/**
 * Moves an application to `to` for `actor`, by the state machine's rules, reading it again when it
 * moved meanwhile. The application as moved; a refusal the rules give is a conflict with their reason;
 * null when it no longer exists.
 */
export async function moveByRules(
  job: Job,
  nannyId: string,
  to: ApplicationStatus,
  actor: Actor,
  opts: { now?: Date; message?: string | null; closedReason?: ClosedReason | null; read?: Application } = {},
): Promise<Application | null> {
  const now = opts.now ?? new Date();
  let application = opts.read ?? (await getApplication(job.id, nannyId));
  for (let attempt = 0; attempt < ATTEMPTS && application; attempt++) {
    const allowed = transition(application.status, to, actor);
    if (!allowed.ok) throw conflict(allowed.reason);
    const message = to === 'declined' ? (opts.message ?? null) : undefined;
    const outcome = await moveApplication(application, job.ownerId, to, {
      now,
      ...(message !== undefined ? { message } : {}),
      outbox: updateEmail(application, job, to, message ?? null, opts.closedReason ?? null, now),
    });
    if (outcome === 'done')
      return {
        ...application,
        status: to,
        statusChangedAt: now.toISOString(),
        viewedAt: application.viewedAt ?? (application.status === 'new' ? now.toISOString() : null),
        ...(message !== undefined ? { message } : {}),
      };
    application = await getApplication(job.id, nannyId);
  }
  if (!application) return null;
  throw new Error(`application of ${nannyId} to ${job.id} kept moving`);
}

/**
 * One round of closing a closed job's open applications: up to CLOSE_BATCH of them closed, each nanny told
 * (through the outbox, in the move's own transaction). When more are left, the next round is put in the
 * outbox.
 */
export async function closeOpenApplications(work: JobClosedWork, now = new Date()): Promise<number> {
  const job = await getJob(work.jobId, true);
  if (!job) return 0;
  let closed = 0;
  for (const status of OPEN_APPLICATION_STATUSES) {
    while (closed < CLOSE_BATCH) {
      const page = await listApplicants(job.id, { status, limit: Math.min(25, CLOSE_BATCH - closed) });
      if (!page.items.length) break;
      for (const read of page.items) {
        try {
          await moveByRules(job, read.nannyId, 'closed', 'system', { now, closedReason: work.reason });
        } catch (error) {
          // Moved by someone else meanwhile (withdrawn, hired): nothing left to close there.
          if (!(isDomainError(error) && error.kind === 'conflict')) throw error;
        }
        closed += 1;
      }
      if (!page.nextCursor) break;
    }
  }
  if (closed >= CLOSE_BATCH)
    await addToOutbox(
      outboxEntry(
        { type: 'job-closed', payload: { ...work, round: work.round + 1 } },
        job.ownerId,
        now,
        `${job.id}#closed#${work.round + 1}`,
      ),
    );
  return closed;
}

/**
 * One round of taking an agency's jobs off the board when its subscription ended: a page of the
 * agency user's jobs, each still open closed (and its applicants told). The next page is put in the outbox.
 */
export async function closeAgencyJobs(work: AgencyJobsClosedWork, now = new Date()): Promise<number> {
  const page = await listPostedJobIds(work.ownerId, {
    limit: AGENCY_JOBS_BATCH,
    ...(work.cursor ? { cursor: work.cursor } : {}),
  });
  const jobs = await getJobs(page.jobIds.map((j) => j.jobId));
  let closed = 0;
  for (const job of jobs.values())
    if (
      job.agencyId === work.agencyId &&
      isOpenJob(job) &&
      (await closeJob(job, 'subscription-ended', { now }))
    )
      closed += 1;
  if (page.nextCursor)
    await addToOutbox(
      outboxEntry(
        {
          type: 'agency-jobs-closed',
          payload: { ...work, cursor: page.nextCursor, round: work.round + 1 },
        },
        work.ownerId,
        now,
        `${work.agencyId}#jobs-closed#${work.since}#${work.round + 1}`,
      ),
    );
  return closed;
}
