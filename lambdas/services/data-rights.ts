/** Where an account's data export and deletion stand, as their owner and the admins see them. */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { DATA_RIGHTS_MESSAGES } from '../contract/data-rights.ts';
import { s3, uploadsBucket } from '../platform/s3.ts';
import { exportFileName } from './data-export.ts';
import { createExport, exportView, getExport, listExports } from '../data/data-exports.ts';
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
import { conflict, gone, invalid, notFound } from '../domain/errors.ts';
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

/** A download link lives minutes: long enough to start the download, never to be passed around. */
const LINK_SECONDS = 5 * 60;

/**
 * A short-lived address of one of an account's exports. The export is looked up under the account, so
 * another account's id is not found; a link past its 24 hours is gone (410).
 */
export async function exportDownload(accountId: string, exportId: string, log: Logger) {
  const record = await getExport(accountId, exportId);
  if (!record) throw notFound(DATA_RIGHTS_MESSAGES.exportNotFound);
  if (record.state === 'failed') throw gone(DATA_RIGHTS_MESSAGES.exportFailed);
  if (record.state !== 'ready' || !record.objectKey || !record.linkExpiresAt)
    throw conflict(DATA_RIGHTS_MESSAGES.exportPreparing);
  const now = Date.now();
  if (Date.parse(record.linkExpiresAt) <= now) throw gone(DATA_RIGHTS_MESSAGES.exportExpired);
  const seconds = Math.min(LINK_SECONDS, Math.floor((Date.parse(record.linkExpiresAt) - now) / 1000));
  const fileName = exportFileName(record);
  const url = await getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: uploadsBucket(),
      Key: record.objectKey,
      ResponseContentDisposition: `attachment; filename="${fileName}"`,
      ResponseContentType: 'application/zip',
    }),
    { expiresIn: Math.max(1, seconds) },
  );
  log.info('data export downloaded', { exportId: record.id });
  return { url, fileName, expiresAt: new Date(now + Math.max(1, seconds) * 1000).toISOString() };
}
