import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  reportCounts,
  REPORT_CONTENT_TYPES,
  type ReportContentType,
  type ReportCounts,
  type ReportReason,
  type ReportStatus,
} from '../domain/reports.ts';
import { ddb, tableName } from '../platform/clients.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { keys, REPORT_GROUPS_PARTITION } from './keys.ts';
import { getMany, type ModerationWrite } from './moderation.ts';
import { countLegacyReport } from './report-backfill.ts';
import { failedAt, transact } from './transact.ts';

/** A report (reports in the spec) as stored. */
export interface Report {
  id: string;
  contentType: ReportContentType;
  contentId: string;
  reason: ReportReason;
  details: string | null;
  reporterEmail: string;
  reporterUserId: string | null;
  reporterIp: string;
  status: ReportStatus;
  resolutionNotes: string | null;
  reviewedByUserId: string | null;
  reviewedAt: string | null;
  createdAt: string;
}

/** The reports about one job, profile or application: one entry of the admin queue. */
export interface ReportGroup {
  contentType: ReportContentType;
  contentId: string;
  counts: ReportCounts;
  lastReportedAt: string;
}

const FIELDS = [
  'id',
  'contentType',
  'contentId',
  'reason',
  'details',
  'reporterEmail',
  'reporterUserId',
  'reporterIp',
  'status',
  'resolutionNotes',
  'reviewedByUserId',
  'reviewedAt',
  'createdAt',
] as const satisfies ReadonlyArray<keyof Report>;

const fromItem = (item: Record<string, unknown>) =>
  Object.fromEntries(FIELDS.map((f) => [f, item[f] ?? null])) as unknown as Report;

const toItem = (report: Report) => ({
  ...keys.report(report.id),
  ...keys.reportOfItem(report.contentType, report.contentId, report.createdAt, report.id),
  entity: 'Report',
  ...report,
});

const groupFromItem = (item: Record<string, unknown>): ReportGroup => ({
  contentType: item.contentType as ReportContentType,
  contentId: String(item.contentId),
  counts: reportCounts(item),
  lastReportedAt: String(item.lastReportedAt ?? ''),
});

/** Pending reports are counted in one item, changed in the same transaction as the report. */
const countPending = (delta: 1 | -1) => ({
  Update: {
    TableName: tableName(),
    Key: keys.pendingReports(),
    UpdateExpression: 'ADD pending :d',
    ExpressionAttributeValues: { ':d': delta },
  },
});

/**
 * The reported item's entry in a status list: its count of reports in that status goes up by one, and
 * it moves to the top of that list (or joins it).
 */
const enterStatus = (report: Report, status: ReportStatus, at: string) => {
  const index = keys.reportedItemStatusIndex(status, at, report.contentType, report.contentId);
  return {
    Update: {
      TableName: tableName(),
      Key: keys.reportedItemInStatus(report.contentType, report.contentId, status),
      UpdateExpression:
        'ADD #count :one SET contentType = :type, contentId = :id, gsi1pk = :gp, gsi1sk = :gs, entity = :entity',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':type': report.contentType,
        ':id': report.contentId,
        ':gp': index.gsi1pk,
        ':gs': index.gsi1sk,
        ':entity': 'ReportedItemStatus',
      },
    },
  };
};

const leaveStatus = (report: Report, status: ReportStatus) => ({
  Update: {
    TableName: tableName(),
    Key: keys.reportedItemInStatus(report.contentType, report.contentId, status),
    UpdateExpression: 'ADD #count :minus',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':minus': -1 },
  },
});

/**
 * Stores a new report with everything that counts it, in one transaction: the pending count, its
 * item's group (created with the first report) and the item's place in the pending list.
 */
export async function createReport(report: Report): Promise<void> {
  const group = keys.reportedItem(report.contentType, report.contentId);
  const index = keys.reportedItemIndex(report.createdAt, report.contentType, report.contentId);
  const codes = await transact([
    {
      Put: {
        TableName: tableName(),
        Item: toItem(report),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    countPending(1),
    {
      Update: {
        TableName: tableName(),
        Key: group,
        UpdateExpression:
          'ADD #total :one, #pending :one SET contentType = :type, contentId = :id, lastReportedAt = :at, ' +
          'firstReportedAt = if_not_exists(firstReportedAt, :at), gsi2pk = :gp, gsi2sk = :gs, entity = :entity',
        ExpressionAttributeNames: { '#total': 'total', '#pending': 'pending' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':type': report.contentType,
          ':id': report.contentId,
          ':at': report.createdAt,
          ':gp': index.gsi2pk,
          ':gs': index.gsi2sk,
          ':entity': 'ReportedItem',
        },
      },
    },
    enterStatus(report, 'pending', report.createdAt),
  ]);
  if (codes) throw new Error(`A new report's id was taken: ${report.id}`);
}

export async function getReport(reportId: string): Promise<Report | null> {
  const out = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: keys.report(reportId), ConsistentRead: true }),
  );
  return out.Item ? fromItem(out.Item) : null;
}

/** The group of reports about one item, or null when nobody ever reported it. */
export async function getReportGroup(
  contentType: ReportContentType,
  contentId: string,
): Promise<ReportGroup | null> {
  const out = await ddb().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.reportedItem(contentType, contentId),
      ConsistentRead: true,
    }),
  );
  return out.Item ? groupFromItem(out.Item) : null;
}

/**
 * Moves a report to its reviewed state, only from the status the reviewer saw, with its item's counts
 * and status lists, and a moderation action on the reported content, all in one transaction or not at
 * all. 'reviewed' when done; 'changed' when someone else moved the report meanwhile; 'content-gone'
 * when the action's content no longer allows it. Nothing is written unless it is 'reviewed'.
 */
export async function updateReportStatus(
  previous: Report,
  next: Report,
  action?: ModerationWrite,
): Promise<'reviewed' | 'changed' | 'content-gone'> {
  const from = previous.status;
  const to = next.status;
  const at = next.reviewedAt ?? new Date().toISOString();
  const items: Parameters<typeof transact>[0] = [
    {
      Put: {
        TableName: tableName(),
        Item: toItem(next),
        // Without gsi2pk: counted in its group (see report-backfill.ts), so its counts may move.
        ConditionExpression: 'attribute_exists(pk) AND #status = :seen AND attribute_not_exists(gsi2pk)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':seen': from },
      },
    },
  ];
  if (from !== to) {
    items.push(
      {
        Update: {
          TableName: tableName(),
          Key: keys.reportedItem(previous.contentType, previous.contentId),
          UpdateExpression: 'ADD #from :minus, #to :one',
          ExpressionAttributeNames: { '#from': from, '#to': to },
          ExpressionAttributeValues: { ':minus': -1, ':one': 1 },
        },
      },
      leaveStatus(previous, from),
      enterStatus(next, to, at),
    );
    if (from === 'pending') items.push(countPending(-1));
  }
  if (action) items.push(action);
  const codes = await transact(items);
  // A report stored before reports were grouped by item is counted into its group first.
  if (failedAt(codes, 0) && (await countLegacyReport(previous.id)) === 'counted')
    return updateReportStatus(previous, next, action);
  if (codes) return !failedAt(codes, 0) && action ? 'content-gone' : 'changed';
  if (from !== to) await leaveListIfEmpty(previous, from);
  return 'reviewed';
}

/**
 * Takes an item off a status list once none of its reports is in that status. A write of its own after
 * the review's transaction: the condition makes it safe against a report arriving at the same moment
 * (which puts it back), and should it never happen, the list still skips an entry with no reports.
 */
async function leaveListIfEmpty(report: Report, status: ReportStatus): Promise<void> {
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.reportedItemInStatus(report.contentType, report.contentId, status),
        UpdateExpression: 'REMOVE gsi1pk, gsi1sk',
        ConditionExpression: '#count <= :zero',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':zero': 0 },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

export async function pendingReportCount(): Promise<number> {
  const out = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: keys.pendingReports(), ConsistentRead: true }),
  );
  return Math.max(0, Number(out.Item?.pending ?? 0));
}

const isContentType = (value: unknown): value is ReportContentType =>
  (REPORT_CONTENT_TYPES as readonly unknown[]).includes(value);

/**
 * Reported items a page at a time, one entry per item however many reports it has, so a page never
 * splits an item's reports: all of them by their latest report (gsi2), or those with a report in one
 * status by when a report last entered it (gsi1). One Query on one index partition, never a Scan.
 */
export async function listReportGroups(opts: {
  status?: ReportStatus;
  limit: number;
  cursor?: string;
}): Promise<{ items: ReportGroup[]; nextCursor: string | null }> {
  const index = opts.status ? 'gsi1' : 'gsi2';
  const partition = opts.status ? `${REPORT_GROUPS_PARTITION}#${opts.status}` : REPORT_GROUPS_PARTITION;
  const attributes = opts.status ? ['pk', 'sk', 'gsi1pk', 'gsi1sk'] : ['pk', 'sk', 'gsi2pk', 'gsi2sk'];
  const start = decodeCursor(opts.cursor, attributes, (key) => key[attributes[2]!] === partition);
  const out = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: index,
      KeyConditionExpression: `${attributes[2]} = :p`,
      ExpressionAttributeValues: { ':p': partition },
      ScanIndexForward: false,
      Limit: opts.limit,
      ...(start ? { ExclusiveStartKey: start } : {}),
    }),
  );
  const nextCursor = encodeCursor(out.LastEvaluatedKey);
  const found = (out.Items ?? []).filter((item) => isContentType(item.contentType));
  if (!opts.status) return { items: found.map(groupFromItem), nextCursor };

  // A status list holds the items' entries in that status; their groups hold the counts.
  const live = found.filter((item) => Number(item.count ?? 0) > 0);
  const groups = await getMany(
    live.map((item) => keys.reportedItem(String(item.contentType), String(item.contentId))),
  );
  const items = live.flatMap((item) => {
    const key = keys.reportedItem(String(item.contentType), String(item.contentId));
    const group = groups.get(`${key.pk}|${key.sk}`);
    return group ? [groupFromItem(group)] : [];
  });
  return { items, nextCursor };
}

/** The most reports of one item the queue shows at once; the counts always tell them all. */
export const REPORTS_SHOWN_PER_ITEM = 50;

/** The reports about one item, newest first (at most REPORTS_SHOWN_PER_ITEM). */
export async function reportsAbout(contentType: ReportContentType, contentId: string): Promise<Report[]> {
  const partition = keys.reportOfItem(contentType, contentId, '', '').gsi1pk;
  const out = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :p',
      ExpressionAttributeValues: { ':p': partition },
      ScanIndexForward: false,
      Limit: REPORTS_SHOWN_PER_ITEM,
    }),
  );
  return (out.Items ?? []).map(fromItem);
}
