/**
 * Reports stored before the admin queue was grouped by reported item are in no item's group and no
 * status list, and the queue lists only those, so without this they would never show. Each such report
 * still carries the index all reports had then (gsi2pk REPORTS); counting it into its group, its item's
 * status list and moving it to the item index happen in one transaction that only runs while the report
 * still carries that index. So a report is counted once, however many backfills run, side by side or
 * again later, and while reports are written and reviewed.
 *
 * The pending count needs nothing: reports were counted there from the start.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  REPORT_CONTENT_TYPES,
  REPORT_STATUSES,
  type ReportContentType,
  type ReportStatus,
} from '../domain/reports.ts';
import { ddb, tableName } from '../platform/clients.ts';
import { keys, LEGACY_REPORTS_PARTITION } from './keys.ts';
import { failedAt, transact } from './transact.ts';

/**
 * 'counted' when this call counted the report; 'already-counted' when it was counted before (or is not
 * stored); 'unreadable' when the stored report lacks what its group needs, so it is left as it is.
 */
export type CountOutcome = 'counted' | 'already-counted' | 'unreadable';

/** Writes racing for one item's group re-read and try again; this many tries is far beyond any real race. */
const ATTEMPTS = 30;

interface UncountedReport {
  id: string;
  contentType: ReportContentType;
  contentId: string;
  status: ReportStatus;
  createdAt: string;
  /** When the report entered its status: its own date while pending, its review's once reviewed. */
  enteredAt: string;
}

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);

function uncounted(item: Record<string, unknown> | undefined): UncountedReport | CountOutcome {
  if (!item || item.gsi2pk !== LEGACY_REPORTS_PARTITION) return 'already-counted';
  const id = text(item.id);
  const contentType = (REPORT_CONTENT_TYPES as readonly unknown[]).includes(item.contentType)
    ? (item.contentType as ReportContentType)
    : null;
  const status = (REPORT_STATUSES as readonly unknown[]).includes(item.status)
    ? (item.status as ReportStatus)
    : null;
  const contentId = text(item.contentId);
  const createdAt = text(item.createdAt);
  if (!id || !contentType || !status || !contentId || !createdAt) return 'unreadable';
  const enteredAt = status === 'pending' ? createdAt : (text(item.reviewedAt) ?? createdAt);
  return { id, contentType, contentId, status, createdAt, enteredAt };
}

const read = async (key: Record<string, string>) =>
  (await ddb().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;

/**
 * A condition that holds while an attribute still has the value read (or is still absent), so a date
 * worked out from it is not written over a newer one that arrived meanwhile.
 */
function unchanged(name: string, placeholder: string, seen: unknown) {
  return seen === undefined
    ? { expression: `attribute_not_exists(${name})`, values: {} }
    : { expression: `${name} = ${placeholder}`, values: { [placeholder]: seen } };
}

const later = (a: string, b: unknown) => (typeof b === 'string' && b > a ? b : a);
const earlier = (a: string, b: unknown) => (typeof b === 'string' && b && b < a ? b : a);

/**
 * Counts one report into its item's group and status list, unless it is counted already. The group's
 * first and last report dates and the list's order only ever move outwards, so they are computed from
 * what was read and written only if that is still what is stored; a report created or reviewed
 * meanwhile makes this read again and retry.
 */
export async function countLegacyReport(reportId: string): Promise<CountOutcome> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const report = uncounted(await read(keys.report(reportId)));
    if (typeof report === 'string') return report;
    const { contentType, contentId, status } = report;
    const groupKey = keys.reportedItem(contentType, contentId);
    const entryKey = keys.reportedItemInStatus(contentType, contentId, status);
    const [group, entry] = await Promise.all([read(groupKey), read(entryKey)]);

    const last = later(report.createdAt, group?.lastReportedAt);
    const first = earlier(report.createdAt, group?.firstReportedAt);
    const groupIndex = keys.reportedItemIndex(last, contentType, contentId);
    const lastSeen = unchanged('lastReportedAt', ':seenLast', group?.lastReportedAt);
    const firstSeen = unchanged('firstReportedAt', ':seenFirst', group?.firstReportedAt);
    const entryIndex = keys.reportedItemStatusIndex(status, report.enteredAt, contentType, contentId);
    const entrySeen = unchanged('gsi1sk', ':seenSk', entry?.gsi1sk);
    // The keys share their suffix, so the later sort key is the later date.
    const entrySortKey = later(entryIndex.gsi1sk, entry?.gsi1sk);

    const itemIndex = keys.reportOfItem(contentType, contentId, report.createdAt, report.id);
    let codes: string[] | null;
    try {
      codes = await transact([
        {
          Update: {
            TableName: tableName(),
            Key: keys.report(report.id),
            UpdateExpression: 'SET gsi1pk = :ip, gsi1sk = :is REMOVE gsi2pk, gsi2sk',
            ConditionExpression: 'gsi2pk = :legacy AND #status = :seen',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':ip': itemIndex.gsi1pk,
              ':is': itemIndex.gsi1sk,
              ':legacy': LEGACY_REPORTS_PARTITION,
              ':seen': status,
            },
          },
        },
        {
          Update: {
            TableName: tableName(),
            Key: groupKey,
            UpdateExpression:
              'ADD #total :one, #status :one SET contentType = :type, contentId = :id, ' +
              'lastReportedAt = :last, firstReportedAt = :first, gsi2pk = :gp, gsi2sk = :gs, entity = :entity',
            ConditionExpression: `${lastSeen.expression} AND ${firstSeen.expression}`,
            ExpressionAttributeNames: { '#total': 'total', '#status': status },
            ExpressionAttributeValues: {
              ':one': 1,
              ':type': contentType,
              ':id': contentId,
              ':last': last,
              ':first': first,
              ':gp': groupIndex.gsi2pk,
              ':gs': groupIndex.gsi2sk,
              ':entity': 'ReportedItem',
              ...lastSeen.values,
              ...firstSeen.values,
            },
          },
        },
        {
          Update: {
            TableName: tableName(),
            Key: entryKey,
            UpdateExpression:
              'ADD #count :one SET contentType = :type, contentId = :id, gsi1pk = :gp, gsi1sk = :gs, entity = :entity',
            ConditionExpression: entrySeen.expression,
            ExpressionAttributeNames: { '#count': 'count' },
            ExpressionAttributeValues: {
              ':one': 1,
              ':type': contentType,
              ':id': contentId,
              ':gp': entryIndex.gsi1pk,
              ':gs': entrySortKey,
              ':entity': 'ReportedItemStatus',
              ...entrySeen.values,
            },
          },
        },
      ]);
    } catch (error) {
      // Still colliding with other writes to the same items after transact's own retries: read again.
      if (!(error instanceof TransactionCanceledException)) throw error;
      codes = ['TransactionConflict'];
    }
    if (!codes) return 'counted';
    // Counted by another run, reviewed, or its group or list moved on meanwhile: read it all again.
    if (!failedAt(codes, 0)) await new Promise((r) => setTimeout(r, Math.random() * 20 * attempt));
  }
  throw new Error(`Report ${reportId} could not be counted into its group: too many concurrent writes`);
}

export interface BackfillSummary {
  /** Reports found still carrying the old index. */
  examined: number;
  counted: number;
  /** Counted by another run (or a review) between the listing and this run's turn. */
  alreadyCounted: number;
  /** Ids of stored reports lacking their content, status or date: left as they are. */
  unreadable: string[];
}

/**
 * Counts every report not yet in its item's group. A Query on the old index's one partition, a page at
 * a time, never a Scan; counted reports leave that partition, so a later run reads only what is left.
 */
export async function backfillReportGroups(opts: { pageSize?: number } = {}): Promise<BackfillSummary> {
  const summary: BackfillSummary = { examined: 0, counted: 0, alreadyCounted: 0, unreadable: [] };
  let start: Record<string, unknown> | undefined;
  do {
    const out = await ddb().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :p',
        ExpressionAttributeValues: { ':p': LEGACY_REPORTS_PARTITION },
        Limit: opts.pageSize ?? 100,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const item of out.Items ?? []) {
      const id = text(item.id);
      if (!id || item.pk !== keys.report(id).pk) continue;
      summary.examined += 1;
      const outcome = await countLegacyReport(id);
      if (outcome === 'counted') summary.counted += 1;
      else if (outcome === 'already-counted') summary.alreadyCounted += 1;
      else summary.unreadable.push(id);
    }
    start = out.LastEvaluatedKey;
  } while (start);
  return summary;
}
