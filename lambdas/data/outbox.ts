import { randomUUID } from 'node:crypto';
import { OUTBOX_EVENTS, type OutboxMessage, type OutboxType } from '../domain/emails.ts';
import { ddb } from '../platform/clients.ts';
import { attempt } from './table/conditional.ts';
import type { EntityDeclaration } from './entity.ts';
import { getItem, putItem, queryItems, updateItem } from './table/commands.ts';

/**
 * The outbox: the work a state change leaves outside the table (an email), written in the same transaction
 * as the change itself, so the two happen together or not at all. The table's stream hands each new
 * item to the deliverer (streams/outbox.ts), which sends it and records the delivery on the item.
 *
 * - Outbox item: pk OUTBOX#<id>, sk MESSAGE -> { type, payload, accountId, createdAt, deliveredAt? };
 *   gsi1pk OUTBOX_OF#<accountId> (whose data it carries), gsi2pk OUTBOX_TO#<address> (whom it is
 *   addressed to), each with sk <createdAt>#<id>; expires after 30 days.
 * - Dead letter (the local cloud's stand-in for the dead-letter queue): pk DEADLETTER#OUTBOX,
 *   sk <at>#<sequence number> -> { reason, record }; expires after 30 days.
 */

export const OUTBOX_PREFIX = 'OUTBOX#';
const MESSAGE_SK = 'MESSAGE';
export const DEAD_LETTER_PARTITION = 'DEADLETTER#OUTBOX';

/**
 * How long a message is kept. The stream holds a record for 24 hours, so a message is long delivered
 * (or dead-lettered) by then; the rest of the month is for an operator who must find out what was sent.
 * The privacy page's row for it (contract/retention.ts `service`) says the same; a test holds them equal.
 * A number here, not read from the row: a module-level read of the table would keep the whole table,
 * the privacy page's text included, in every function that imports this module.
 */
export const OUTBOX_RETENTION_DAYS = 30;
const RETENTION_SECONDS = OUTBOX_RETENTION_DAYS * 24 * 3600;

/**
 * How the stream hands outbox items to the deliverer, on AWS (lib/outbox.ts) and locally
 * (local/streams.ts) alike: batches of ten, a failing batch tried again ten times (split in halves to
 * isolate the failing record), then dead-lettered; a record older than six hours is dead-lettered
 * rather than sent that late.
 */
export const OUTBOX_DELIVERY = { batchSize: 10, retryAttempts: 10, maxRecordAgeHours: 6 } as const;

// Spelt out (not built from the constants above) so the registry's test can read each key's shape.
export const outboxKeys = {
  message: (id: string) => ({ pk: `OUTBOX#${id}`, sk: 'MESSAGE' }),
  deadLetter: (at: string, sequenceNumber: string) => ({
    pk: 'DEADLETTER#OUTBOX',
    sk: `${at}#${sequenceNumber}`,
  }),
} as const;

/** An outbox message: an email a state change sends, on its way out. */
export const entity = {
  name: 'OutboxMessage',
  keys: { pk: OUTBOX_PREFIX, sk: MESSAGE_SK },
  /**
   * The account whose data a message carries (`accountId`: the family for a receipt, the applicant for
   * an application), so deleting an account can delete its messages still kept.
   */
  owner: {
    of: (item) =>
      typeof item.accountId === 'string'
        ? { account: item.accountId }
        : // A newsletter welcome is an address's, not an account's.
          { email: String((item.payload as { to?: unknown } | undefined)?.to ?? '') },
  },
  retention: {
    policy: 'service',
    ttl: 'expiresAt',
    period: `${OUTBOX_RETENTION_DAYS} days after it is written`,
  },
  export: {
    none: 'a copy of what its state change recorded (the job, the payment, the application), which the export holds already; the email itself is in the inbox',
  },
  find: (s) => [
    { index: 'gsi1', partition: outboxOwnerPartition({ accountId: s.accountId }) },
    ...(s.email ? [{ index: 'gsi2' as const, partition: outboxOwnerPartition({ email: s.email }) }] : []),
  ],
  erase: { delete: "a copy of the account's data on its way out" },
  // A message to the account carries its address, whoever's data it is (a poster's new-applicant email).
  mentions: (s) => (s.email ? [{ index: 'gsi2', partition: outboxOwnerPartition({ email: s.email }) }] : []),
} satisfies EntityDeclaration;

/** A message the deliverer failed on every time, kept for an operator (the local dead-letter queue). */
export const deadLetterEntity = {
  name: 'OutboxDeadLetter',
  keys: { pk: DEAD_LETTER_PARTITION, sk: '' },
  owner: { none: 'an operational record of a failed delivery, read by operators only' },
  retention: {
    policy: 'service',
    ttl: 'expiresAt',
    period: `${OUTBOX_RETENTION_DAYS} days after the failure`,
  },
  export: { none: 'operational: the message it names is exported (or not) as an outbox message' },
} satisfies EntityDeclaration;

/**
 * Whose data a message carries, as the partition of its index (gsi1), so an account's deletion finds
 * the messages still kept: by account, or by address for a message no account owns.
 */
export const outboxOwnerPartition = (owner: { accountId: string } | { email: string }) =>
  'accountId' in owner ? `OUTBOX_OF#${owner.accountId}` : `OUTBOX_TO#${owner.email.toLowerCase()}`;

const recipientOf = (entry: OutboxEntry): string | null => {
  const to = (entry.message.payload as { to?: unknown }).to;
  return typeof to === 'string' ? to : null;
};

/** A message ready to be written: its id, the account it concerns and when it was made. */
export interface OutboxEntry {
  id: string;
  accountId: string | null;
  createdAt: string;
  message: OutboxMessage;
}

/** A new outbox entry for a message. */
export const outboxEntry = (
  message: OutboxMessage,
  accountId: string | null,
  now = new Date(),
  /** A fresh id, unless the message answers something with an id of its own (see addToOutbox()). */
  id: string = randomUUID(),
): OutboxEntry => ({ id, accountId, createdAt: now.toISOString(), message });

/** Whose data it carries (gsi1) and whom it is addressed to (gsi2), so a deletion finds both. */
function ownerIndex(entry: OutboxEntry) {
  const to = recipientOf(entry);
  const at = `${entry.createdAt}#${entry.id}`;
  return {
    ...(entry.accountId ? { gsi1pk: outboxOwnerPartition({ accountId: entry.accountId }), gsi1sk: at } : {}),
    ...(to ? { gsi2pk: outboxOwnerPartition({ email: to }), gsi2sk: at } : {}),
  };
}

/** The transaction item that writes an outbox entry; put it in the transaction of the change that sends it. */
export const putOutboxEntry = (entry: OutboxEntry) => ({
  Put: {
    Item: {
      ...outboxKeys.message(entry.id),
      entity: entity.name,
      id: entry.id,
      type: entry.message.type,
      payload: entry.message.payload,
      accountId: entry.accountId,
      createdAt: entry.createdAt,
      expiresAt: Math.floor(Date.parse(entry.createdAt) / 1000) + RETENTION_SECONDS,
      ...ownerIndex(entry),
    },
    // A fresh id: the condition can only fail if it were somehow taken.
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/**
 * Writes a message on its own, once per id: for what an outside event sends (a Stripe webhook event, told
 * again until it is answered), whose id makes the message's, so a redelivery writes nothing more. False
 * when that message was written before.
 */
export async function addToOutbox(entry: OutboxEntry): Promise<boolean> {
  return (await attempt(putItem(putOutboxEntry(entry).Put!))) === 'done';
}

/** An outbox entry from its stored item (null for any other item). */
function entryOf(item: Record<string, unknown>): OutboxEntry | null {
  if (typeof item.id !== 'string' || typeof item.type !== 'string') return null;
  return {
    id: item.id,
    accountId: typeof item.accountId === 'string' ? item.accountId : null,
    createdAt: String(item.createdAt),
    message: { type: item.type as OutboxType, payload: item.payload } as OutboxMessage,
  };
}

/**
 * The stream events the deliverer is given, as a Lambda event filter: new outbox items only, so no
 * other write to the table invokes it, and not the events another function handles (OUTBOX_EVENTS: a
 * job published, which job alerts fan out from). The local cloud's poller applies the same rule
 * (`isOutboxInsert`).
 */
export const OUTBOX_STREAM_FILTER = {
  eventName: ['INSERT'],
  dynamodb: {
    Keys: { pk: { S: [{ prefix: OUTBOX_PREFIX }] }, sk: { S: [MESSAGE_SK] } },
    NewImage: { type: { S: [{ 'anything-but': [...OUTBOX_EVENTS] }] } },
  },
} as const;

interface StreamRecordLike {
  eventName?: string;
  dynamodb?: {
    Keys?: Record<string, { S?: string } | undefined>;
    NewImage?: Record<string, { S?: string } | undefined>;
  };
}

const isNewOutboxItem = (record: StreamRecordLike) =>
  record.eventName === 'INSERT' &&
  Boolean(record.dynamodb?.Keys?.pk?.S?.startsWith(OUTBOX_PREFIX)) &&
  record.dynamodb?.Keys?.sk?.S === MESSAGE_SK;

/** The type a new outbox item carries, as the stream shows it. */
const typeOf = (record: StreamRecordLike) => record.dynamodb?.NewImage?.type?.S ?? '';

export const isOutboxInsert = (record: StreamRecordLike) =>
  isNewOutboxItem(record) && !(OUTBOX_EVENTS as readonly string[]).includes(typeOf(record));

/** The stream events of one outbox event type, as a Lambda event filter (a function of its own reads them). */
export const outboxEventFilter = (type: (typeof OUTBOX_EVENTS)[number]) => ({
  eventName: ['INSERT'],
  dynamodb: {
    Keys: { pk: { S: [{ prefix: OUTBOX_PREFIX }] }, sk: { S: [MESSAGE_SK] } },
    NewImage: { type: { S: [type] } },
  },
});

/** Whether a record is a new outbox event of a type (the local poller's form of outboxEventFilter). */
export const isOutboxEvent = (type: (typeof OUTBOX_EVENTS)[number]) => (record: StreamRecordLike) =>
  isNewOutboxItem(record) && typeOf(record) === type;

/** An outbox message as stored now, and when its delivery was recorded (null: not yet). */
export async function getOutboxMessage(
  id: string,
): Promise<{ entry: OutboxEntry; deliveredAt: string | null } | null> {
  const out = await ddb().send(getItem({ Key: outboxKeys.message(id), ConsistentRead: true }));
  const entry = out.Item ? entryOf(out.Item) : null;
  if (!entry) return null;
  return { entry, deliveredAt: typeof out.Item?.deliveredAt === 'string' ? out.Item.deliveredAt : null };
}

/** The id of the outbox message a stream record's keys name. */
export const outboxIdOf = (pk: string) => pk.slice(OUTBOX_PREFIX.length);

/**
 * Records that a message was delivered, once: 'already' when another delivery recorded it first, and
 * 'gone' when the item no longer exists (nothing is written then).
 */
export async function recordDelivery(id: string, now = new Date()): Promise<'recorded' | 'already' | 'gone'> {
  const outcome = await attempt(
    updateItem({
      Key: outboxKeys.message(id),
      UpdateExpression: 'SET deliveredAt = :at',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deliveredAt)',
      ExpressionAttributeValues: { ':at': now.toISOString() },
    }),
  );
  if (outcome === 'done') return 'recorded';
  return (await getOutboxMessage(id))?.deliveredAt ? 'already' : 'gone';
}

/**
 * The local cloud's stand-in for the dead-letter queue: a stream record the deliverer failed on every
 * time it was tried, kept (with why) where a person or a test can find it.
 */
export async function recordDeadLetter(
  sequenceNumber: string,
  reason: string,
  record: unknown,
  now = new Date(),
): Promise<void> {
  await ddb().send(
    putItem({
      Item: {
        ...outboxKeys.deadLetter(now.toISOString(), sequenceNumber),
        entity: deadLetterEntity.name,
        sequenceNumber,
        reason,
        record,
        expiresAt: Math.floor(now.getTime() / 1000) + RETENTION_SECONDS,
      },
    }),
  );
}

/** The dead letters kept locally, oldest first (at most 100). */
export async function listDeadLetters(): Promise<Array<{ sequenceNumber: string; reason: string }>> {
  const out = await ddb().send(
    queryItems({
      KeyConditionExpression: 'pk = :p',
      ExpressionAttributeValues: { ':p': DEAD_LETTER_PARTITION },
      Limit: 100,
    }),
  );
  return (out.Items ?? []).map((item) => ({
    sequenceNumber: String(item.sequenceNumber),
    reason: String(item.reason),
  }));
}
