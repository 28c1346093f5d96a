/**
 * When something the table's TTL cannot delete by itself is due to go, by the retention policy
 * (contract/retention.ts): one item per thing, indexed by when it is due, so the daily retention run
 * (scheduled/retention.ts) reads only what is due, never the table.
 *
 * - 'draft': an unpaid draft's photo. The draft expires by its TTL, which deletes the item but not the
 *   file it names; the due item keeps the photo's key, so the file goes with the draft.
 * - 'job': a paid job once it closes, fills or expires, kept for the jobs row's period and then deleted
 *   with its photo, its applications and their CVs.
 * - 'dbs': a nanny's DBS certificate image, kept for the dbs row's period after it was checked; the
 *   profile keeps that it was checked and when.
 * - 'conversation': a conversation with its messages, 12 months after its last message (each message
 *   moves it), or later while a report holds it (data/conversations.ts).
 *
 * Keys: pk RETAIN#<kind>#<id>, sk DUE -> { kind, id, dueAt, files }, gsi1pk RETENTION_DUE, gsi1sk
 * <dueAt>#<kind>#<id>. Written with the change that starts the clock (a draft stored, a job closed, a
 * certificate checked), replaced when it starts again, deleted when acted on.
 */
import { periodEnd, retentionPeriod } from '../contract/retention.ts';
import { ddb } from '../platform/clients.ts';
import { attempt } from './table/conditional.ts';
import type { EntityDeclaration, StoredItem } from './entity.ts';
import type { TransactItem } from './table/transact.ts';
import { deleteItem, getItem, queryItems, updateItem } from './table/commands.ts';

export const RETENTION_DUE_PARTITION = 'RETENTION_DUE';

export const RETENTION_KINDS = ['draft', 'job', 'dbs', 'conversation'] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

/** The retention row whose period each kind keeps to. */
export const KIND_POLICY = { draft: 'drafts', job: 'jobs', dbs: 'dbs', conversation: 'messages' } as const;

export interface RetentionDue {
  kind: RetentionKind;
  /** The draft's or job's id, or the nanny's. */
  id: string;
  dueAt: string;
  /** The keys of the files that go with it (a draft's photo, a checked certificate). */
  files: string[];
}

export const retentionDueKey = (kind: RetentionKind, id: string) => ({
  pk: `RETAIN#${kind}#${id}`,
  sk: 'DUE',
});

export const entity = {
  name: 'RetentionDue',
  keys: { pk: 'RETAIN#', sk: 'DUE' },
  owner: { none: 'a timer of the draft, job or certificate it names, the product’s own record' },
  retention: {
    policy: 'jobs',
    rule: 'deleted by the retention run once it has acted on what it names (a draft, a job, a DBS certificate or a conversation)',
  },
  export: { none: 'operational: when something is due to be deleted, of items exported themselves' },
} satisfies EntityDeclaration;

export function retentionDueFromItem(item: StoredItem): RetentionDue {
  return {
    kind: item.kind as RetentionKind,
    id: String(item.id),
    dueAt: String(item.dueAt),
    files: Array.isArray(item.files) ? item.files.map(String) : [],
  };
}

/** The due item of something whose clock started at `from`: due when its row's period has passed. */
export function retentionDueFrom(kind: RetentionKind, id: string, from: Date | string, files: string[] = []) {
  const dueAt = periodEnd(retentionPeriod(KIND_POLICY[kind]), new Date(from)).toISOString();
  return { kind, id, dueAt, files } satisfies RetentionDue;
}

const dueToItem = (due: RetentionDue): StoredItem => ({
  ...retentionDueKey(due.kind, due.id),
  entity: entity.name,
  ...due,
  gsi1pk: RETENTION_DUE_PARTITION,
  gsi1sk: `${due.dueAt}#${due.kind}#${due.id}`,
});

/** The transaction item that sets when something is due (replacing the time before). */
export const retentionDuePut = (due: RetentionDue): TransactItem => ({
  Put: { Item: dueToItem(due) },
});

/** Sets when something is due, as an update: a write that needs no more than the update it goes with. */
export async function putRetentionDue(due: RetentionDue): Promise<void> {
  const { pk: _pk, sk: _sk, ...attributes } = dueToItem(due);
  const names = Object.keys(attributes);
  await ddb().send(
    updateItem({
      Key: retentionDueKey(due.kind, due.id),
      UpdateExpression: `SET ${names.map((_, i) => `#a${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#a${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(names.map((name, i) => [`:v${i}`, attributes[name]])),
    }),
  );
}

export async function getRetentionDue(kind: RetentionKind, id: string): Promise<RetentionDue | null> {
  const out = await ddb().send(getItem({ Key: retentionDueKey(kind, id), ConsistentRead: true }));
  return out.Item ? retentionDueFromItem(out.Item) : null;
}

/** Deletes a due item, only if it is still due at the time it was read (a newer one stays). */
export async function deleteRetentionDue(due: RetentionDue): Promise<void> {
  await attempt(
    deleteItem({
      Key: retentionDueKey(due.kind, due.id),
      ConditionExpression: 'dueAt = :due',
      ExpressionAttributeValues: { ':due': due.dueAt },
    }),
  );
}

/** What is due by `now`, the longest overdue first, at most `limit`. */
export async function dueForRetention(now: Date, limit: number): Promise<RetentionDue[]> {
  const out = await ddb().send(
    queryItems({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :p AND gsi1sk <= :now',
      ExpressionAttributeValues: { ':p': RETENTION_DUE_PARTITION, ':now': `${now.toISOString()}#~` },
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map(retentionDueFromItem);
}
