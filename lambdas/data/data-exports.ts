/**
 * Data exports: a person's request for everything the product keeps about them, prepared in the
 * background (services/data-export.ts, from the table's stream) into one zip in the uploads bucket
 * under exports/<accountId>/, and downloaded through a link that works for EXPORT_LINK_HOURS.
 *
 * Keys: pk USER#<accountId>, sk EXPORT#<id> -> { state, requestedAt, readyAt, linkExpiresAt, objectKey,
 * sizeBytes, email, name, userType }; expires with its file, by the exports row of the retention
 * policy (until then an expired link answers 410, not 404).
 */
import { randomUUID } from 'node:crypto';
import { EXPORT_STATES, type DataExport, type ExportState } from '../contract/data-rights.ts';
import { ttlFrom } from '../contract/retention.ts';
import { ddb } from '../platform/clients.ts';
import type { EntityDeclaration, StoredItem } from './entity.ts';
import { putOutboxEntry, type OutboxEntry } from './outbox.ts';
import { transact } from './table/transact.ts';
import { getItem, queryItems } from './table/commands.ts';

const PREFIX = 'EXPORT#';
/** Exports listed on the account page: the latest few. */
const LISTED = 10;

/** The account's one export being prepared, so a request made twice at once makes one export. */
export const exportLockKey = (accountId: string) => ({ pk: `USER#${accountId}`, sk: 'EXPORT_LOCK' });
/** A lock left by a worker that never finished gives way after this long. */
const LOCK_MINUTES = 15;

export const dataExportKey = (accountId: string, id: string) => ({
  pk: `USER#${accountId}`,
  sk: `EXPORT#${id}`,
});
export const exportObjectKey = (accountId: string, id: string) => `exports/${accountId}/${id}.zip`;

export interface ExportRecord {
  id: string;
  accountId: string;
  email: string;
  name: string;
  userType: string | null;
  state: ExportState;
  requestedAt: string;
  readyAt: string | null;
  linkExpiresAt: string | null;
  objectKey: string | null;
  sizeBytes: number | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

export function exportFromItem(item: StoredItem): ExportRecord {
  return {
    id: String(item.id),
    accountId: String(item.accountId),
    email: String(item.email ?? ''),
    name: String(item.name ?? ''),
    userType: text(item.userType),
    // A state this code does not know (written by a newer version) reads as failed: ask again.
    state: (EXPORT_STATES as readonly unknown[]).includes(item.state)
      ? (item.state as ExportState)
      : 'failed',
    requestedAt: String(item.requestedAt),
    readyAt: text(item.readyAt),
    linkExpiresAt: text(item.linkExpiresAt),
    objectKey: text(item.objectKey),
    sizeBytes: typeof item.sizeBytes === 'number' ? item.sizeBytes : null,
  };
}

/** An export as its owner sees it. */
export const exportView = (record: ExportRecord, now: Date): DataExport => ({
  id: record.id,
  // One still preparing after its lock gave way failed on every retry: the account may ask again.
  state:
    record.state === 'preparing' && Date.parse(record.requestedAt) + LOCK_MINUTES * 60_000 < now.getTime()
      ? 'failed'
      : record.state,
  requestedAt: record.requestedAt,
  readyAt: record.readyAt,
  expiresAt: record.linkExpiresAt,
  expired: record.linkExpiresAt !== null && Date.parse(record.linkExpiresAt) <= now.getTime(),
  sizeBytes: record.sizeBytes,
});

export const entity = {
  name: 'DataExport',
  keys: { pk: 'USER#', sk: PREFIX },
  owner: { of: (item) => ({ account: String(item.accountId) }) },
  retention: {
    policy: 'exports',
    ttl: 'expiresAt',
    period: 'as long as its file: an expired link is told so (410) until then',
  },
  export: { none: 'a record of an export itself, not data the account gave' },
  find: (s) => [{ partition: `USER#${s.accountId}`, sortKeyPrefix: PREFIX }],
  erase: { delete: "the account's own exports (their files go with the account's other files)" },
} satisfies EntityDeclaration;

export const lockEntity = {
  name: 'DataExportLock',
  keys: { pk: 'USER#', sk: 'EXPORT_LOCK' },
  owner: { of: (item) => ({ account: String(item.pk).slice('USER#'.length) }) },
  retention: {
    policy: 'limits',
    ttl: 'expiresAt',
    period: `${LOCK_MINUTES} minutes after the request, if its export did not end it sooner`,
  },
  export: { none: 'a lock that keeps one export in preparation at a time' },
  find: (s) => [{ key: exportLockKey(s.accountId) }],
  erase: { delete: "the account's own lock" },
} satisfies EntityDeclaration;

const releaseLock = (accountId: string, exportId: string) => ({
  Delete: {
    Key: exportLockKey(accountId),
    ConditionExpression: 'attribute_not_exists(pk) OR exportId = :id',
    ExpressionAttributeValues: { ':id': exportId },
  },
});

/** The account's latest exports, newest first. */
export async function listExports(accountId: string): Promise<ExportRecord[]> {
  const out = await ddb().send(
    queryItems({
      KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)',
      ExpressionAttributeValues: { ':p': `USER#${accountId}`, ':s': PREFIX },
    }),
  );
  return (out.Items ?? [])
    .map(exportFromItem)
    .sort((a, b) => b.requestedAt.localeCompare(a.requestedAt))
    .slice(0, LISTED);
}

export async function getExport(
  accountId: string,
  id: string,
  consistent = false,
): Promise<ExportRecord | null> {
  const out = await ddb().send(getItem({ Key: dataExportKey(accountId, id), ConsistentRead: consistent }));
  return out.Item ? exportFromItem(out.Item) : null;
}

/**
 * Stores a new export request, with the account's lock; its insert on the stream starts the work.
 * Null when another is being prepared (the lock is held): the caller answers with that one.
 */
export async function createExport(
  who: { accountId: string; email: string; name: string; userType: string | null },
  now: Date,
): Promise<ExportRecord | null> {
  const id = randomUUID();
  const item = {
    ...dataExportKey(who.accountId, id),
    entity: entity.name,
    id,
    ...who,
    state: 'preparing',
    requestedAt: now.toISOString(),
    readyAt: null,
    linkExpiresAt: null,
    objectKey: null,
    sizeBytes: null,
    expiresAt: ttlFrom('exports', now),
  };
  const epoch = Math.floor(now.getTime() / 1000);
  const outcome = await transact({
    lock: {
      Put: {
        Item: {
          ...exportLockKey(who.accountId),
          entity: lockEntity.name,
          exportId: id,
          expiresAt: epoch + LOCK_MINUTES * 60,
        },
        ConditionExpression: 'attribute_not_exists(pk) OR expiresAt < :now',
        ExpressionAttributeValues: { ':now': epoch },
      },
    },
    dataExport: { Put: { Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
  });
  return outcome.done ? exportFromItem(item) : null;
}

/** Marks an export ready, with the email that says so, in one transaction (false if it was not preparing). */
export async function markExportReady(
  record: ExportRecord,
  file: { objectKey: string; sizeBytes: number; linkExpiresAt: string },
  email: OutboxEntry,
  now: Date,
): Promise<boolean> {
  const outcome = await transact({
    dataExport: {
      Update: {
        Key: dataExportKey(record.accountId, record.id),
        UpdateExpression:
          'SET #state = :ready, readyAt = :at, linkExpiresAt = :until, objectKey = :key, sizeBytes = :size',
        ConditionExpression: '#state = :preparing',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':ready': 'ready',
          ':preparing': 'preparing',
          ':at': now.toISOString(),
          ':until': file.linkExpiresAt,
          ':key': file.objectKey,
          ':size': file.sizeBytes,
        },
      },
    },
    email: putOutboxEntry(email),
    lock: releaseLock(record.accountId, record.id),
  });
  return outcome.done;
}
