/**
 * Account deletions: one record per deletion, the durable intent that the deletion workflow
 * (services/account-deletion.ts) carries out step by step, and a marker per account that makes a
 * second request answer with the deletion already running.
 *
 * - Deletion: pk DELETION#<id>, sk DELETION -> { accountId, email, userType, requestedBy, state,
 *   stepsDone, subject, round, startedAt, updatedAt, finishedAt }; gsi1pk DELETIONS, gsi1sk
 *   <startedAt>#<id> (the admin's list, newest first); while running also gsi2pk DELETIONS#running,
 *   gsi2sk <startedAt>#<id> (what the sweep resumes). Once done it keeps no identity (the account id,
 *   address and subject are removed) and expires by the service row of the retention policy.
 * - Marker: pk DELETING#<sha256 of the account id>, sk MARKER -> { deletionId }; written with the
 *   deletion (conditionally, so one runs per account), and expires by the limits row once it is done.
 *
 * Every write of a running deletion lands on the table's stream, which hands it to the workflow
 * (streams/data-rights.ts): each step's record starts the next.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  DELETION_REQUESTERS,
  DELETION_STEPS,
  type AccountDeletion,
  type AdminDeletion,
  type DeletionRequester,
  type DeletionState,
  type DeletionStepId,
} from '../contract/data-rights.ts';
import { ttlFrom } from '../contract/retention.ts';
import { ddb } from '../platform/clients.ts';
import { deletingMark } from './account-index.ts';
import { attempt } from './table/conditional.ts';
import type { EntityDeclaration, StoredItem, Subject } from './entity.ts';
import { readPartitionPage } from './table/pages.ts';
import { transact } from './table/transact.ts';
import { getItem, updateItem } from './table/commands.ts';

export const DELETIONS_PARTITION = 'DELETIONS';
const RUNNING_PARTITION = 'DELETIONS#running';
/** How often the deletion sweep runs (lib/data-rights.ts; the local cloud's timer): a stalled deletion waits at most this long. */
export const DELETION_SWEEP_MINUTES = 15;

export const deletionKey = (id: string) => ({ pk: `DELETION#${id}`, sk: 'DELETION' });
const accountHash = (accountId: string) => createHash('sha256').update(accountId).digest('hex');
export const deletionMarkerKey = (accountId: string) => ({
  pk: `DELETING#${accountHash(accountId)}`,
  sk: 'MARKER',
});

/** What the workflow remembers of the account across steps: its subject, resolved at the start. */
export type StoredSubject = Omit<Subject, 'accountId' | 'email'>;

export interface Deletion {
  id: string;
  /** Null once the deletion is done. */
  accountId: string | null;
  email: string | null;
  userType: string | null;
  requestedBy: DeletionRequester;
  state: DeletionState;
  stepsDone: DeletionStepId[];
  subject: StoredSubject | null;
  /** Bumped by each round of a step that needs several; its write starts the next round. */
  round: number;
  startedAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

export function deletionFromItem(item: StoredItem): Deletion {
  return {
    id: String(item.id),
    accountId: text(item.accountId),
    email: text(item.email),
    userType: text(item.userType),
    requestedBy: (DELETION_REQUESTERS as readonly unknown[]).includes(item.requestedBy)
      ? (item.requestedBy as DeletionRequester)
      : 'self',
    // Anything but done is still to finish.
    state: item.state === 'done' ? 'done' : 'running',
    stepsDone: ((item.stepsDone as string[] | undefined) ?? []) as DeletionStepId[],
    subject: (item.subject as StoredSubject | undefined) ?? null,
    round: Number(item.round ?? 0),
    startedAt: String(item.startedAt),
    updatedAt: String(item.updatedAt),
    finishedAt: text(item.finishedAt),
  };
}

export const entity = {
  name: 'AccountDeletion',
  keys: { pk: 'DELETION#', sk: 'DELETION' },
  owner: {
    of: (item) =>
      typeof item.accountId === 'string'
        ? { account: item.accountId }
        : { nobody: 'a finished deletion keeps no identity' },
  },
  // Kept (without the account's id or address) for an operator answering "was it done?".
  retention: { policy: 'service', ttl: 'expiresAt', period: 'from the deletion finishing' },
  export: { none: 'the deletion of the account, which ends the account and every export of it' },
} satisfies EntityDeclaration;

export const markerEntity = {
  name: 'DeletionMarker',
  keys: { pk: 'DELETING#', sk: 'MARKER' },
  owner: {
    none: 'a one-way hash of an account id, naming no one, that keeps one deletion running per account',
  },
  // Outlives its deletion for as long as a token issued before it could still be refreshed.
  retention: { policy: 'limits', ttl: 'expiresAt', period: 'from its deletion finishing' },
  export: { none: 'holds nothing of the account' },
} satisfies EntityDeclaration;

export async function getDeletion(id: string): Promise<Deletion | null> {
  const out = await ddb().send(getItem({ Key: deletionKey(id), ConsistentRead: true }));
  return out.Item ? deletionFromItem(out.Item) : null;
}

/** Whether an account's deletion has started (its marker outlives the deletion by the limits row). */
export async function hasDeletionMarker(accountId: string): Promise<boolean> {
  const out = await ddb().send(
    getItem({
      Key: deletionMarkerKey(accountId),
      ConsistentRead: true,
      ProjectionExpression: 'entity',
    }),
  );
  return out.Item?.entity === markerEntity.name;
}

/** The deletion running (or finished within two days) for an account, if any. */
export async function deletionOfAccount(accountId: string): Promise<Deletion | null> {
  const out = await ddb().send(getItem({ Key: deletionMarkerKey(accountId), ConsistentRead: true }));
  return typeof out.Item?.deletionId === 'string' ? getDeletion(out.Item.deletionId) : null;
}

/**
 * Records a new deletion for an account, with its marker, unless one is running already: then that
 * one is answered, and nothing is written.
 */
export async function createDeletion(input: {
  accountId: string;
  email: string | null;
  userType: string | null;
  requestedBy: DeletionRequester;
  requestedByAdmin?: string;
  now: Date;
}): Promise<{ deletion: Deletion; created: boolean }> {
  const id = randomUUID();
  const at = input.now.toISOString();
  const item = {
    ...deletionKey(id),
    entity: entity.name,
    id,
    accountId: input.accountId,
    email: input.email,
    userType: input.userType,
    requestedBy: input.requestedBy,
    ...(input.requestedByAdmin ? { requestedByAdmin: input.requestedByAdmin } : {}),
    state: 'running',
    stepsDone: [],
    round: 0,
    startedAt: at,
    updatedAt: at,
    finishedAt: null,
    gsi1pk: DELETIONS_PARTITION,
    gsi1sk: `${at}#${id}`,
    gsi2pk: RUNNING_PARTITION,
    gsi2sk: `${at}#${id}`,
  };
  const outcome = await transact({
    marker: {
      Put: {
        Item: { ...deletionMarkerKey(input.accountId), entity: markerEntity.name, deletionId: id, since: at },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    deletion: { Put: { Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
    // From this write on, the account writes nothing and reaches nobody, whatever token it holds.
    deleting: deletingMark(input.accountId, at),
  });
  if (outcome.done) return { deletion: deletionFromItem(item), created: true };
  const running = await deletionOfAccount(input.accountId);
  if (!running) throw new Error('a deletion marker names no deletion');
  return { deletion: running, created: false };
}

/** Stores the account's subject on its deletion (once: the first step resolves it). */
export async function keepSubject(id: string, subject: StoredSubject, now: Date): Promise<void> {
  await attempt(
    updateItem({
      Key: deletionKey(id),
      UpdateExpression: 'SET subject = :s, updatedAt = :u',
      ConditionExpression: '#state = :running AND attribute_not_exists(subject)',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':s': subject, ':u': now.toISOString(), ':running': 'running' },
    }),
  );
}

/**
 * Records a step as done (false when it was recorded already, or the deletion is not running): the
 * write lands on the stream and starts the next step.
 */
export async function recordStep(id: string, step: DeletionStepId, now: Date): Promise<boolean> {
  const outcome = await attempt(
    updateItem({
      Key: deletionKey(id),
      UpdateExpression: 'SET stepsDone = list_append(stepsDone, :step), updatedAt = :u, round = :zero',
      ConditionExpression: '#state = :running AND NOT contains(stepsDone, :name)',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: {
        ':step': [step],
        ':name': step,
        ':u': now.toISOString(),
        ':zero': 0,
        ':running': 'running',
      },
    }),
  );
  return outcome === 'done';
}

/** Records another round of the current step; its write starts that round. */
export async function nextRound(id: string, round: number, now: Date): Promise<void> {
  await attempt(
    updateItem({
      Key: deletionKey(id),
      UpdateExpression: 'SET round = :next, updatedAt = :u',
      ConditionExpression: '#state = :running AND round = :round',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: {
        ':next': round + 1,
        ':round': round,
        ':u': now.toISOString(),
        ':running': 'running',
      },
    }),
  );
}

/** Touches a running deletion so the stream hands it to the workflow again (a stalled one resumes). */
export const nudgeDeletion = (deletion: Deletion, now: Date) => nextRound(deletion.id, deletion.round, now);

/**
 * Ends a deletion: done, with nothing of the account left on its record, and its marker set to
 * expire once no token issued before the deletion can still be used.
 */
export async function finishDeletion(deletion: Deletion, now: Date): Promise<boolean> {
  if (!deletion.accountId) return false;
  const at = now.toISOString();
  const outcome = await transact({
    deletion: {
      Update: {
        Key: deletionKey(deletion.id),
        UpdateExpression:
          'SET #state = :done, finishedAt = :at, updatedAt = :at, expiresAt = :expires REMOVE accountId, email, subject, gsi2pk, gsi2sk',
        ConditionExpression: '#state = :running',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':done': 'done',
          ':running': 'running',
          ':at': at,
          ':expires': ttlFrom('service', now),
        },
      },
    },
    marker: {
      Update: {
        Key: deletionMarkerKey(deletion.accountId),
        UpdateExpression: 'SET expiresAt = :expires',
        ExpressionAttributeValues: { ':expires': ttlFrom('limits', now) },
      },
    },
  });
  return outcome.done;
}

/** The admin's list of deletions, newest first. */
export async function listDeletions(limit: number, cursor?: string) {
  const page = await readPartitionPage({ index: 'gsi1', partition: DELETIONS_PARTITION, limit, cursor });
  return { items: page.items.map(deletionFromItem), nextCursor: page.nextCursor };
}

/** Running deletions, up to `limit` (for the sweep that resumes stalled ones). */
export async function runningDeletions(limit: number): Promise<Deletion[]> {
  const page = await readPartitionPage({ index: 'gsi2', partition: RUNNING_PARTITION, limit });
  return page.items.map(deletionFromItem);
}

/** The steps in order, with whether each is done. */
export const stepsOf = (deletion: Deletion) =>
  DELETION_STEPS.map((step) => ({
    id: step.id,
    label: step.label,
    done: deletion.stepsDone.includes(step.id),
  }));

/** A deletion as its account sees it. */
export const deletionView = (deletion: Deletion): AccountDeletion => ({
  id: deletion.id,
  state: deletion.state,
  requestedBy: deletion.requestedBy,
  startedAt: deletion.startedAt,
  finishedAt: deletion.finishedAt,
  steps: stepsOf(deletion),
});

/** A deletion as an admin sees it: whose it is while it runs, nothing identifying once done. */
export const adminDeletionView = (deletion: Deletion): AdminDeletion => ({
  ...deletionView(deletion),
  email: deletion.email,
  accountId: deletion.accountId,
  userType: deletion.userType,
});
