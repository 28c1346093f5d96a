/**
 * The start of an account's deletion, in the request that asks for it: the deletion recorded (or the
 * one already running answered), then at once the account off every public list and unable to sign
 * in. The rest is the workflow's (services/account-deletion.ts), started by the record's write.
 */
import { leaveSharesOf } from './shares.ts';
import {
  AdminDisableUserCommand,
  AdminUserGlobalSignOutCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { DeletionRequester } from '../contract/data-rights.ts';
import { createDeletion, getDeletion, keepSubject, recordStep, type Deletion } from '../data/deletions.ts';
import type { Subject } from '../data/entity.ts';
import { closeJob, isOpenJob } from '../data/job-lifecycle.ts';
import { getJobs } from '../data/jobs.ts';
import { unlistNanny } from '../data/nannies.ts';
import { cognito } from '../platform/clients.ts';
import { required } from '../platform/env.ts';
import type { Logger } from '../platform/log.ts';
import { resolveSubject } from './account-data.ts';
import { cancelInterviewsOf } from './interviews.ts';

const userPool = () => required('USER_POOL_ID');

export const ignoreMissingUser = (error: unknown) => {
  if (!(error instanceof UserNotFoundException)) throw error;
};

/** Stops the account signing in, and ends its sessions everywhere (refresh tokens revoked). */
async function disableSignIn(accountId: string) {
  await cognito()
    .send(new AdminDisableUserCommand({ UserPoolId: userPool(), Username: accountId }))
    .catch(ignoreMissingUser);
  await cognito()
    .send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPool(), Username: accountId }))
    .catch(ignoreMissingUser);
}

/**
 * The account leaves every public list (its profile; its jobs, closed), its interviews and trials still
 * to come are cancelled (the other side told), its family leaves its nanny share (the other family
 * told; a share's job posted by the other family becomes theirs alone), and it cannot sign in.
 * Idempotent.
 */
export async function hideAccount(subject: Subject, now: Date): Promise<void> {
  if (subject.nannyId) await unlistNanny(subject.nannyId);
  await cancelInterviewsOf(subject.accountId, now);
  await leaveSharesOf(subject.accountId, now);
  const jobs = await getJobs(subject.jobIds);
  for (const job of jobs.values()) if (isOpenJob(job)) await closeJob(job, 'closed', { now });
  await disableSignIn(subject.accountId);
}

/**
 * Starts deleting an account, or answers with the deletion already running for it. The account has
 * left public lists and stopped signing in by the time this returns; should that fail, the workflow's
 * first step does it again.
 */
export async function startDeletion(
  input: {
    accountId: string;
    email: string | null;
    userType: string | null;
    requestedBy: DeletionRequester;
    requestedByAdmin?: string;
  },
  log: Pick<Logger, 'warn'>,
  now = new Date(),
): Promise<{ deletion: Deletion; created: boolean }> {
  const { deletion, created } = await createDeletion({ ...input, now });
  if (!created) return { deletion, created };
  try {
    // Resolved before anything is deleted: the later steps delete what leads to it.
    const subject = await resolveSubject(input.accountId, input.email);
    const { accountId: _id, email: _email, ...stored } = subject;
    await keepSubject(deletion.id, stored, now);
    await hideAccount(subject, now);
    await recordStep(deletion.id, 'hide', now);
  } catch (error) {
    log.warn('the start of a deletion failed; its workflow does it again', {
      deletionId: deletion.id,
      error,
    });
  }
  return { deletion: (await getDeletion(deletion.id)) ?? deletion, created };
}
