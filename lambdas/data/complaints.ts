/**
 * Complaints about how the product uses personal data (contract/complaints-constants.ts), and the admin
 * queue of them. A complaint and its acknowledgement email are written in one transaction; so are each
 * response and its email.
 *
 * Keys:
 * - Complaint: pk COMPLAINT#<reference>, sk COMPLAINT -> { id, accountId, email, name, category, details,
 *   status, createdAt, respondBy, responses: [{ text, at, byUserId }], lastResponseAt, resolvedAt };
 *   - gsi1pk COMPLAINTS_OF#<accountId> (a signed-in complainant's) or COMPLAINTS_OF#EMAIL#<email> (a
 *     visitor's), gsi1sk <createdAt>#<id>: the complainant's complaints, for their export and their
 *     account's deletion;
 *   - gsi2pk COMPLAINTS#open or COMPLAINTS#resolved, gsi2sk <createdAt>#<id>: the queue by state;
 *   - gsi3pk COMPLAINTS, gsi3sk <createdAt>#<id>: the whole queue, newest first.
 *   Deleted by the table's TTL two years after it was made or last answered (contract/retention.ts).
 */
import type { ComplaintCategory, ComplaintList, ComplaintStatus } from '../contract/complaints-constants.ts';
import { ttlFrom } from '../contract/retention.ts';
import { ddb } from '../platform/clients.ts';
import type { EntityDeclaration, StoredItem, Subject } from './entity.ts';
import { putOutboxEntry, type OutboxEntry } from './outbox.ts';
import { readPartitionPage } from './table/pages.ts';
import { transact } from './table/transact.ts';
import { getItem } from './table/commands.ts';

export const COMPLAINTS_OF = 'COMPLAINTS_OF#';
export const COMPLAINTS_BY_STATE = 'COMPLAINTS#';
export const ALL_COMPLAINTS = 'COMPLAINTS';

export const complaintKey = (id: string) => ({ pk: `COMPLAINT#${id}`, sk: 'COMPLAINT' });

/** Whose complaints a partition of gsi1 holds: an account's, or the address a visitor gave. */
export const complainantPartition = (complainant: { accountId: string } | { email: string }) =>
  'accountId' in complainant
    ? `${COMPLAINTS_OF}${complainant.accountId}`
    : `${COMPLAINTS_OF}EMAIL#${complainant.email.toLowerCase()}`;

/** The queue's partition of gsi2 a complaint in a status is listed in. */
const statePartition = (status: ComplaintStatus) =>
  `${COMPLAINTS_BY_STATE}${status === 'resolved' ? 'resolved' : 'open'}`;

export interface ComplaintResponse {
  text: string;
  at: string;
  byUserId: string;
}

export interface Complaint {
  /** Its reference. */
  id: string;
  /** The signed-in complainant's account; null for a visitor's complaint (or once the account was deleted). */
  accountId: string | null;
  /** The address the complainant gave (a visitor) or signed in with; null once the account was deleted. */
  email: string | null;
  name: string | null;
  category: ComplaintCategory;
  details: string;
  status: ComplaintStatus;
  createdAt: string;
  respondBy: string;
  responses: ComplaintResponse[];
  lastResponseAt: string | null;
  resolvedAt: string | null;
  /** Its complainant's account was deleted: reduced to what it was about and when it was answered. */
  complainantDeleted: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

export function complaintFromItem(item: StoredItem): Complaint {
  const responses = Array.isArray(item.responses) ? (item.responses as Array<Record<string, unknown>>) : [];
  return {
    id: String(item.id),
    accountId: text(item.accountId),
    email: text(item.email),
    name: text(item.name),
    category: item.category as ComplaintCategory,
    details: String(item.details ?? ''),
    status: item.status as ComplaintStatus,
    createdAt: String(item.createdAt),
    respondBy: String(item.respondBy),
    responses: responses.map((r) => ({
      text: String(r.text ?? ''),
      at: String(r.at),
      byUserId: String(r.byUserId ?? ''),
    })),
    lastResponseAt: text(item.lastResponseAt),
    resolvedAt: text(item.resolvedAt),
    complainantDeleted: item.complainantDeleted === true,
  };
}

export function complaintToItem(complaint: Complaint): StoredItem {
  const sortKey = `${complaint.createdAt}#${complaint.id}`;
  const complainant = complaint.accountId
    ? { accountId: complaint.accountId }
    : complaint.email
      ? { email: complaint.email }
      : null;
  return {
    ...complaintKey(complaint.id),
    ...(complainant ? { gsi1pk: complainantPartition(complainant), gsi1sk: sortKey } : {}),
    gsi2pk: statePartition(complaint.status),
    gsi2sk: sortKey,
    gsi3pk: ALL_COMPLAINTS,
    gsi3sk: sortKey,
    entity: 'Complaint',
    ...complaint,
    // Two years after it was made or last answered (contract/retention.ts).
    expiresAt: ttlFrom('complaints', complaint.lastResponseAt ?? complaint.createdAt),
  };
}

/**
 * A complaint whose complainant deleted their account: the record that a complaint about this was made
 * and when we answered it, without who made it, their words or ours, and off their list.
 */
function anonymousComplaint(item: StoredItem): StoredItem {
  const { gsi1pk: _pk, gsi1sk: _sk, ...rest } = item;
  const responses = Array.isArray(item.responses) ? (item.responses as Array<Record<string, unknown>>) : [];
  return {
    ...rest,
    accountId: null,
    email: null,
    name: null,
    details: '',
    responses: responses.map((r) => ({ ...r, text: '' })),
    complainantDeleted: true,
  };
}

/** A complaint as its complainant gets it in a data export: what they sent and what we answered. */
export function exportedComplaint(item: StoredItem) {
  const c = complaintFromItem(item);
  return {
    reference: c.id,
    name: c.name,
    email: c.email,
    category: c.category,
    details: c.details,
    status: c.status,
    createdAt: c.createdAt,
    respondBy: c.respondBy,
    // Our words and when; who on our team wrote them stays with the business.
    responses: c.responses.map((r) => ({ text: r.text, at: r.at })),
    resolvedAt: c.resolvedAt,
  };
}

const complainantPartitions = (s: Subject) => [
  complainantPartition({ accountId: s.accountId }),
  ...(s.email ? [complainantPartition({ email: s.email })] : []),
];

export const entity = {
  name: 'Complaint',
  keys: { pk: 'COMPLAINT#', sk: 'COMPLAINT' },
  // A signed-in complainant owns their complaint; a visitor's is the address they gave.
  owner: {
    of: (item) => {
      const complaint = complaintFromItem(item);
      if (complaint.accountId) return { account: complaint.accountId };
      return complaint.email
        ? { email: complaint.email }
        : { nobody: 'its complainant deleted their account' };
    },
  },
  retention: {
    policy: 'complaints',
    ttl: 'expiresAt',
    period: 'two years after it was made, or after our last response to it if later',
  },
  export: { shape: exportedComplaint },
  find: (s) => complainantPartitions(s).map((partition) => ({ index: 'gsi1' as const, partition })),
  // The record of how we handled a complaint stays (what it was about, when, and when we answered);
  // who made it and every word of it go.
  erase: {
    reduce: anonymousComplaint,
    why: 'the record that a complaint was made and how promptly we answered it, kept for its retention period',
  },
} satisfies EntityDeclaration;

/**
 * Stores a new complaint with its acknowledgement email, in one transaction: 'taken' (nothing written)
 * when its reference is another complaint's already.
 */
export async function createComplaint(
  complaint: Complaint,
  acknowledgement: OutboxEntry,
): Promise<'created' | 'taken'> {
  const outcome = await transact({
    complaint: {
      Put: {
        Item: complaintToItem(complaint),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    acknowledgement: putOutboxEntry(acknowledgement),
  });
  if (outcome.done) return 'created';
  if (outcome.failed === 'complaint') return 'taken';
  throw new Error(`A new complaint's acknowledgement could not be written: ${complaint.id}`);
}

export async function getComplaint(id: string): Promise<Complaint | null> {
  const out = await ddb().send(getItem({ Key: complaintKey(id), ConsistentRead: true }));
  return out.Item ? complaintFromItem(out.Item) : null;
}

/**
 * Adds a response to a complaint, moving it to `next`, with its email (none when nobody can be written to)
 * in one transaction, only while it is as it was read (its status and its number of responses): 'changed'
 * when another response came first, and nothing is written then.
 */
export async function addResponse(
  seen: Complaint,
  response: ComplaintResponse,
  next: ComplaintStatus,
  email: OutboxEntry | null,
): Promise<'added' | 'changed'> {
  const resolved = next === 'resolved';
  const outcome = await transact({
    complaint: {
      Update: {
        Key: complaintKey(seen.id),
        UpdateExpression:
          'SET responses = list_append(responses, :response), #status = :next, lastResponseAt = :at, ' +
          'expiresAt = :expires, gsi2pk = :state' +
          (resolved ? ', resolvedAt = :at' : ''),
        ConditionExpression: '#status = :seen AND size(responses) = :count',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':response': [response],
          ':next': next,
          ':at': response.at,
          ':expires': ttlFrom('complaints', response.at),
          ':state': statePartition(next),
          ':seen': seen.status,
          ':count': seen.responses.length,
        },
      },
    },
    email: email ? putOutboxEntry(email) : null,
  });
  return outcome.done ? 'added' : 'changed';
}

/**
 * The queue a page at a time, newest first: complaints not yet resolved or resolved ones (gsi2), or all
 * of them (gsi3). One Query on one index partition, never a Scan.
 */
export async function listComplaints(opts: {
  list: ComplaintList;
  limit: number;
  cursor?: string;
}): Promise<{ items: Complaint[]; nextCursor: string | null }> {
  const page = await readPartitionPage(
    opts.list === 'all'
      ? { index: 'gsi3', partition: ALL_COMPLAINTS, limit: opts.limit, cursor: opts.cursor }
      : {
          index: 'gsi2',
          partition: `${COMPLAINTS_BY_STATE}${opts.list}`,
          limit: opts.limit,
          cursor: opts.cursor,
        },
  );
  return { items: page.items.map(complaintFromItem), nextCursor: page.nextCursor };
}
