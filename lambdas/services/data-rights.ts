/** Where an account's data export and deletion stand, as their owner and the admins see them. */
import { DATA_RIGHTS_MESSAGES } from '../contract/data-rights.ts';
import { createExport, exportView, listExports } from '../data/data-exports.ts';
import { enforceRateLimits } from '../data/rate-limits.ts';
import { RATE_LIMITS } from '../domain/rate-limits.ts';
import { poolAccount } from './accounts.ts';
import {
  adminDeletionView,
  deletionOfAccount,
  deletionView,
  getDeletion,
  listDeletions,
} from '../data/deletions.ts';
import { conflict, invalid, notFound } from '../domain/errors.ts';
import type { Logger } from '../platform/log.ts';
import type { Principal } from '../platform/principal.ts';
import { startDeletion } from './deletion-start.ts';

/** Every account deletion, newest first: whose while it runs, and how far it got. */
export async function deletionsPage(limit: number, cursor?: string) {
  const page = await listDeletions(limit, cursor);
  return { items: page.items.map(adminDeletionView), cursor: page.nextCursor };
}

/** One deletion's progress, as the admins see it. */
export async function deletionById(deletionId: string) {
  const deletion = await getDeletion(deletionId);
  if (!deletion) throw notFound(DATA_RIGHTS_MESSAGES.deletionNotFound);
  return adminDeletionView(deletion);
}

/** An account's own deletion and its progress (while a token from before it still works). */
export async function myDeletion(accountId: string) {
  const deletion = await deletionOfAccount(accountId);
  if (!deletion) throw notFound(DATA_RIGHTS_MESSAGES.deletionNotFound);
  return deletionView(deletion);
}

/** An account's latest data exports, newest first; links are asked for one at a time. */
export async function myExports(accountId: string, now: Date) {
  return { items: (await listExports(accountId)).map((record) => exportView(record, now)) };
}

/**
 * An account deletes itself, confirming with its own email typed again (a wrong one changes nothing).
 * It leaves public lists and stops signing in before this answers; the rest follows in the background.
 * Asking again while it runs answers with the running deletion.
 */
export async function deleteOwnAccount(principal: Principal, confirmEmail: string, log: Logger) {
  if (confirmEmail.toLowerCase() !== principal.email.toLowerCase())
    throw invalid(DATA_RIGHTS_MESSAGES.wrongEmail, { confirmEmail: DATA_RIGHTS_MESSAGES.wrongEmail });
  const { deletion, created } = await startDeletion(
    { accountId: principal.id, email: principal.email, userType: principal.userType, requestedBy: 'self' },
    log,
  );
  log.info(created ? 'account deletion started' : 'account deletion already running', {
    deletionId: deletion.id,
  });
  return deletionView(deletion);
}

/**
 * An admin deletes an account on its owner's request (by email, or when the owner cannot sign in):
 * the same deletion the owner can start, recorded as the admin's. Asking again while it runs answers
 * with the running one.
 */
export async function deleteAccountForOwner(admin: Principal, email: string, log: Logger) {
  const account = await poolAccount(email);
  if (!account) throw notFound(DATA_RIGHTS_MESSAGES.noSuchAccount);
  if (account.id === admin.id)
    throw invalid(DATA_RIGHTS_MESSAGES.adminSelf, { email: DATA_RIGHTS_MESSAGES.adminSelf });
  const { deletion, created } = await startDeletion(
    {
      accountId: account.id,
      email: account.email || email,
      userType: account.userType,
      requestedBy: 'admin',
      requestedByAdmin: admin.id,
    },
    log,
  );
  log.info(created ? 'account deletion started by an admin' : 'account deletion already running', {
    deletionId: deletion.id,
  });
  return adminDeletionView(deletion);
}

/**
 * Asks for a copy of everything the product keeps about an account. It is prepared in the background
 * (an email says when it is ready); while one is being prepared, asking again answers with that one.
 */
export async function requestExport(principal: Principal, log: Logger) {
  const now = new Date();
  const preparing = (await listExports(principal.id)).find((record) => record.state === 'preparing');
  if (preparing) return exportView(preparing, now);
  await enforceRateLimits(
    [[RATE_LIMITS.exportsPerAccount, principal.id]],
    DATA_RIGHTS_MESSAGES.tooManyExports,
  );
  const record = await createExport(
    { accountId: principal.id, email: principal.email, name: principal.name, userType: principal.userType },
    now,
  );
  // Asked twice at once: the other request's export is the one being prepared.
  const answer = record ?? (await listExports(principal.id)).find((r) => r.state === 'preparing');
  if (!answer) throw conflict(DATA_RIGHTS_MESSAGES.exportPreparing);
  log.info(record ? 'data export requested' : 'data export already being prepared', { exportId: answer.id });
  return exportView(answer, now);
}
