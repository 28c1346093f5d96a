/**
 * Brings data stored before the retention policy was enforced under it, in one run: reports and their
 * queue entries get their TTLs, jobs closed and drafts stored before get their due items (with a
 * draft's photo), a DBS certificate checked before gets its due item, a subscription left
 * unsubscribed is reduced to its address's hash, and a referee who holds no place (withdrawn, refused,
 * lapsed unanswered: counted from the run, as when that happened was not kept) or is still invited gets
 * its TTL (domain/referees.ts). Run once by the deployment, and by the local cloud as
 * it starts; safe to run again, and while the product writes (each write is conditional on what it
 * read, or replaces a due item with the same one).
 *
 * It reads the whole table once, a page at a time: what it looks for was never indexed, and after it
 * every new item is written under the policy.
 */
import { ttlFrom } from '../../contract/retention.ts';
import { refereeExpiry } from '../../domain/referees.ts';
import { ddb } from '../../platform/clients.ts';
import { attempt } from '../table/conditional.ts';
import { unsubscribe } from '../community.ts';
import { getRetentionDue, putRetentionDue, retentionDueFrom, type RetentionKind } from '../retention-due.ts';
import { scanItems, updateItem } from '../table/commands.ts';

export interface RetentionBackfillSummary {
  examined: number;
  /** Reports, their queue entries and referees given their TTL. */
  ttlSet: number;
  /** Drafts, closed jobs and checked DBS certificates given their due item. */
  scheduled: number;
  /** Unsubscribed subscriptions reduced to their address's hash. */
  reduced: number;
}

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);
const fileKey = (value: unknown) => text((value as { key?: unknown } | null | undefined)?.key);

async function setTtl(item: Record<string, unknown>, from: string): Promise<boolean> {
  const outcome = await attempt(
    updateItem({
      Key: { pk: item.pk, sk: item.sk },
      UpdateExpression: 'SET expiresAt = :expires',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(expiresAt)',
      ExpressionAttributeValues: { ':expires': ttlFrom('reports', from) },
    }),
  );
  return outcome === 'done';
}

/**
 * A referee item stored before referees expired: invited, it expires from its link's lapse (an answer
 * takes that off); withdrawn, refused or lapsed, 30 days from now at the earliest. Only as read.
 */
async function setRefereeTtl(item: Record<string, unknown>, now: Date): Promise<boolean> {
  const status = text(item.status);
  const linkLapsesAt = text(item.linkLapsesAt);
  if (!linkLapsesAt || !status || !['invited', 'withdrawn', 'refused'].includes(status)) return false;
  const live = status === 'invited' && Date.parse(linkLapsesAt) > now.getTime();
  const outcome = await attempt(
    updateItem({
      Key: { pk: item.pk, sk: item.sk },
      UpdateExpression: 'SET expiresAt = :expires',
      ConditionExpression: '#status = :status AND invitedAt = :invited AND attribute_not_exists(expiresAt)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':expires': refereeExpiry(linkLapsesAt, live ? undefined : now),
        ':status': status,
        ':invited': item.invitedAt,
      },
    }),
  );
  return outcome === 'done';
}

/** Sets something's due item, unless it has one: from the start of its period, or (a draft) its end. */
async function schedule(kind: RetentionKind, id: string, at: string, files: string[]): Promise<boolean> {
  if (await getRetentionDue(kind, id)) return false;
  await putRetentionDue(
    kind === 'draft' ? { kind, id, dueAt: at, files } : retentionDueFrom(kind, id, at, files),
  );
  return true;
}

/** What one stored item needs, if anything: 'ttl', 'scheduled', 'reduced' or nothing. */
async function backfillItem(item: Record<string, unknown>, now: Date) {
  const pk = String(item.pk);
  const sk = String(item.sk);
  if (pk.startsWith('REPORT#') && sk === 'REPORT' && item.expiresAt === undefined)
    return (await setTtl(item, text(item.createdAt) ?? now.toISOString())) ? 'ttl' : null;
  if (pk.startsWith('REPORTED#') && (sk === 'GROUP' || sk.startsWith('IN#')) && item.expiresAt === undefined)
    // A group goes with the newest report it counts; a status entry, which keeps no time, from now.
    return (await setTtl(item, text(item.lastReportedAt) ?? now.toISOString())) ? 'ttl' : null;
  if (pk.startsWith('JOB#') && sk === 'JOB') {
    const closedAt = text(item.closedAt);
    if (closedAt) return (await schedule('job', String(item.id), closedAt, [])) ? 'scheduled' : null;
    const photo = fileKey(item.photo);
    if (!item.paymentConfirmed && typeof item.expiresAt === 'number' && photo) {
      // Due at its TTL (a failed delayed payment may have moved it on from the draft's first days).
      const dueAt = new Date(item.expiresAt * 1000).toISOString();
      return (await schedule('draft', String(item.id), dueAt, [photo])) ? 'scheduled' : null;
    }
    return null;
  }
  if (pk.startsWith('NANNY#') && sk.startsWith('REFEREE#') && item.expiresAt === undefined)
    return (await setRefereeTtl(item, now)) ? 'ttl' : null;
  if (pk.startsWith('NANNY#') && sk === 'PROFILE') {
    const checkedAt = text(item.dbsVerifiedAt);
    const dbs = fileKey(item.dbs);
    if (checkedAt && dbs)
      return (await schedule('dbs', pk.slice('NANNY#'.length), checkedAt, [dbs])) ? 'scheduled' : null;
    return null;
  }
  if (
    pk.startsWith('NEWSLETTER#') &&
    sk === 'SUBSCRIPTION' &&
    item.subscribed === false &&
    item.expiresAt === undefined
  ) {
    await unsubscribe(String(item.email), text(item.unsubscribedAt) ?? now.toISOString());
    return 'reduced';
  }
  return null;
}

export async function backfillRetention(now = new Date()): Promise<RetentionBackfillSummary> {
  const summary: RetentionBackfillSummary = { examined: 0, ttlSet: 0, scheduled: 0, reduced: 0 };
  let start: Record<string, unknown> | undefined;
  do {
    const page = await ddb().send(scanItems({ ...(start ? { ExclusiveStartKey: start } : {}) }));
    for (const item of page.Items ?? []) {
      summary.examined += 1;
      const done = await backfillItem(item, now);
      if (done === 'ttl') summary.ttlSet += 1;
      if (done === 'scheduled') summary.scheduled += 1;
      if (done === 'reduced') summary.reduced += 1;
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return summary;
}
