/**
 * Deleting an account: asked for by its owner (POST /me/deletion), by an admin on the owner's request,
 * or found by the reconciliation when its sign-in was deleted outside the product. One workflow for
 * all three, carried by the deletion's record (data/deletions.ts): the table's stream hands every write
 * of a running deletion to `runDeletion` (streams/data-rights.ts), which does the next step and records
 * it, and that record starts the step after. Each step is idempotent, so a failure is retried by the
 * stream and then by the sweep (`resumeDeletions`); a deletion never stops half-way.
 *
 * What each kind of item becomes is declared beside it in the registry (`erase`): deleted with its files,
 * reduced to what someone else still needs ("Deleted user" in a poster's applicant list, a moderation
 * record without its reporter), or, for a paid job, replaced by the record of its payment that tax law
 * requires (data/payment-records.ts).
 */
import { AdminDeleteUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { TOKEN_VALIDITY } from '../contract/auth.ts';
import { DELETION_STEPS, type DeletionStepId } from '../contract/data-rights.ts';
import { OPEN_APPLICATION_STATUSES } from '../contract/hiring-constants.ts';
import { getAgency } from '../data/agencies.ts';
import { getApplication } from '../data/applications.ts';
import {
  finishDeletion,
  keepSubject,
  getDeletion,
  nextRound,
  nudgeDeletion,
  recordStep,
  runningDeletions,
  type Deletion,
} from '../data/deletions.ts';
import type { Subject } from '../data/entity.ts';
import { getJob, getJobs } from '../data/jobs.ts';
import { isDomainError } from '../domain/errors.ts';
import { cognito } from '../platform/clients.ts';
import { required } from '../platform/env.ts';
import { stripe } from '../platform/stripe.ts';
import { createLogger } from '../platform/log.ts';
import {
  deleteObjects,
  eraseItem,
  filePrefixes,
  listObjects,
  mentioningItems,
  ownedItems,
  resolveSubject,
} from './account-data.ts';
import { hideAccount, ignoreMissingUser } from './deletion-start.ts';
import { CLOSE_BATCH, closeOpenApplications, moveByRules } from './hiring.ts';
import { eraseReviews } from './reviews.ts';

const log = createLogger({ function: 'account-deletion' });

/** Items erased per round of the data step; each round's record starts the next. */
const ERASE_ROUND = 100;
/** Applications withdrawn per round. */
const WITHDRAW_ROUND = 25;
/**
 * The last check waits until no ID token issued before the sign-in was disabled can still be used
 * (with a few minutes to spare), so nothing written with one is left behind.
 */
export const CHECK_AFTER_MS = (TOKEN_VALIDITY.idTokenMinutes + 5) * 60_000;
/** A running deletion untouched this long is handed to the workflow again by the sweep. */
export const STALLED_AFTER_MS = 15 * 60_000;

const userPool = () => required('USER_POOL_ID');

type StepResult = 'done' | 'more' | 'wait';
type Step = (subject: Subject, deletion: Deletion, now: Date) => Promise<StepResult>;

/** The account leaves every public list and cannot sign in (done by the request already, as a rule). */
async function hide(subject: Subject, _deletion: Deletion, now: Date): Promise<StepResult> {
  await hideAccount(subject, now);
  return 'done';
}

/** Every applicant of the account's jobs is told the job closed (so no application is left open). */
async function jobs(subject: Subject, _deletion: Deletion, now: Date): Promise<StepResult> {
  const found = await getJobs(subject.jobIds);
  for (const job of found.values()) {
    if (!job.paymentConfirmed) continue;
    const closed = await closeOpenApplications({ jobId: job.id, reason: 'closed', round: 0 }, now);
    if (closed >= CLOSE_BATCH) return 'more';
  }
  return 'done';
}

/** An agency's subscription ends now, so nothing more is charged. */
async function subscription(subject: Subject): Promise<StepResult> {
  if (!subject.agencyId) return 'done';
  const agency = await getAgency(subject.agencyId, true);
  const sub = agency?.subscription;
  if (!sub || sub.status === 'canceled' || sub.status === 'incomplete_expired') return 'done';
  const client = await stripe();
  const current = await client.subscriptions.retrieve(sub.subscriptionId).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'resource_missing') return null;
    throw error;
  });
  if (current && current.status !== 'canceled' && current.status !== 'incomplete_expired')
    await client.subscriptions.cancel(sub.subscriptionId, {
      cancellation_details: { comment: 'The account was deleted' },
    });
  return 'done';
}

/** Her open applications are withdrawn (the poster's counts follow); reducing them is the data step's. */
async function applications(subject: Subject, _deletion: Deletion, now: Date): Promise<StepResult> {
  if (!subject.nannyId) return 'done';
  let moved = 0;
  for (const jobId of subject.appliedJobIds) {
    const application = await getApplication(jobId, subject.nannyId);
    if (!application || !(OPEN_APPLICATION_STATUSES as readonly string[]).includes(application.status))
      continue;
    const job = await getJob(jobId, true);
    if (!job) continue;
    try {
      await moveByRules(job, subject.nannyId, 'withdrawn', 'nanny', { now, read: application });
    } catch (error) {
      // Moved meanwhile (declined, closed): nothing left open.
      if (!(isDomainError(error) && error.kind === 'conflict')) throw error;
    }
    if (++moved >= WITHDRAW_ROUND) return 'more';
  }
  return 'done';
}

/**
 * Every item of the account, as its entity declares: deleted with its files, or reduced. Reviews go
 * first, each with the rating of the nanny it is about (data/reviews.ts declares them so).
 */
async function data(subject: Subject): Promise<StepResult> {
  await eraseReviews(subject);
  let erased = 0;
  for (const owned of [...(await ownedItems(subject)), ...(await mentioningItems(subject))]) {
    if ((await eraseItem(owned, subject)) === 'erased') erased += 1;
    if (erased >= ERASE_ROUND) return 'more';
  }
  return 'done';
}

/** Whatever is left in the account's folders of the bucket: fresh uploads, exports, replaced files. */
async function files(subject: Subject): Promise<StepResult> {
  for (const prefix of filePrefixes(subject)) {
    const objects = await listObjects(prefix);
    await deleteObjects(objects.map((o) => o.key));
  }
  return 'done';
}

async function signIn(subject: Subject): Promise<StepResult> {
  await cognito()
    .send(new AdminDeleteUserCommand({ UserPoolId: userPool(), Username: subject.accountId }))
    .catch(ignoreMissingUser);
  return 'done';
}

/**
 * Once no token from before can be used, the account is looked for again from scratch: anything
 * written meanwhile (a request already on its way) is erased too.
 */
async function check(stored: Subject, deletion: Deletion, now: Date): Promise<StepResult> {
  if (now.getTime() - Date.parse(deletion.startedAt) < CHECK_AFTER_MS) return 'wait';
  const fresh = await resolveSubject(stored.accountId, stored.email);
  const subject: Subject = {
    ...fresh,
    nannyId: fresh.nannyId ?? stored.nannyId,
    agencyId: fresh.agencyId ?? stored.agencyId,
    jobIds: [...new Set([...stored.jobIds, ...fresh.jobIds])],
    appliedJobIds: [...new Set([...stored.appliedJobIds, ...fresh.appliedJobIds])],
    promoCodes: [...new Set([...stored.promoCodes, ...fresh.promoCodes])],
    welcomeCodes: [...new Set([...stored.welcomeCodes, ...fresh.welcomeCodes])],
  };
  if ((await applications(subject, deletion, now)) === 'more') return 'more';
  if ((await data(subject)) === 'more') return 'more';
  await files(subject);
  const left = await ownedItems(subject);
  const kept = left.filter(
    ({ entity }) => entity.erase && ('keep' in entity.erase || 'with' in entity.erase),
  );
  if (left.length > kept.length) return 'more';
  return 'done';
}

const STEPS: Record<DeletionStepId, Step> = {
  hide,
  jobs,
  subscription,
  applications,
  data,
  files,
  'sign-in': signIn,
  check,
};

function subjectOf(deletion: Deletion): Subject | null {
  if (!deletion.accountId || !deletion.subject) return null;
  return { accountId: deletion.accountId, email: deletion.email, ...deletion.subject };
}

/**
 * Does the next step of a running deletion and records it (or its next round); a no-op for a
 * deletion that is done or gone. What the record's write starts is the step after.
 */
export async function runDeletion(
  deletionId: string,
  now = new Date(),
): Promise<'step' | 'round' | 'wait' | 'done' | 'skipped'> {
  const deletion = await getDeletion(deletionId);
  if (!deletion || deletion.state !== 'running' || !deletion.accountId) return 'skipped';
  let subject = subjectOf(deletion);
  if (!subject) {
    // The subject is resolved once, before anything is deleted: later steps delete what leads to it.
    const resolved = await resolveSubject(deletion.accountId, deletion.email);
    const { accountId: _id, email: _email, ...stored } = resolved;
    await keepSubject(deletion.id, stored, now);
    const kept = await getDeletion(deletionId);
    subject = kept ? subjectOf(kept) : null;
    if (!subject) return 'skipped';
  }
  const next = DELETION_STEPS.find((step) => !deletion.stepsDone.includes(step.id));
  if (!next) {
    await finishDeletion(deletion, now);
    log.info('account deleted', { deletionId, requestedBy: deletion.requestedBy });
    return 'done';
  }
  const result = await STEPS[next.id](subject, deletion, now);
  if (result === 'wait') return 'wait';
  if (result === 'more') {
    await nextRound(deletion.id, deletion.round, now);
    return 'round';
  }
  await recordStep(deletion.id, next.id, now);
  log.info('deletion step done', { deletionId, step: next.id });
  return 'step';
}

/**
 * The sweep (on a schedule): every running deletion left untouched for a while, or waiting for its
 * last check, is handed to the workflow again. The time is the caller's, so tests move the clock.
 */
export async function resumeDeletions(now: Date): Promise<{ resumed: number }> {
  let resumed = 0;
  for (const deletion of await runningDeletions(100)) {
    const idle = now.getTime() - Date.parse(deletion.updatedAt);
    const waiting = !DELETION_STEPS.slice(0, -1).some((step) => !deletion.stepsDone.includes(step.id));
    if (idle < STALLED_AFTER_MS && !waiting) continue;
    if (waiting) await runDeletion(deletion.id, now);
    else await nudgeDeletion(deletion, now);
    resumed += 1;
  }
  return { resumed };
}
