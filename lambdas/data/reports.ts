import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { ReportContentType, ReportReason, ReportStatus } from '../domain/reports.ts';
import { ddb, tableName } from '../platform/clients.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { keys, REPORTS_PARTITION } from './keys.ts';
import type { ModerationWrite } from './moderation.ts';

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
  ...keys.reportIndex(report.status, report.createdAt, report.id),
  entity: 'Report',
  ...report,
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

export async function createReport(report: Report): Promise<void> {
  await ddb().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: toItem(report),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        countPending(1),
      ],
    }),
  );
}

export async function getReport(reportId: string): Promise<Report | null> {
  const out = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: keys.report(reportId), ConsistentRead: true }),
  );
  return out.Item ? fromItem(out.Item) : null;
}

/**
 * Moves a report to its reviewed state, only from the status the reviewer saw (a concurrent review
 * makes this return null and changes nothing). Leaving 'pending' takes it off the pending count. A
 * moderation action on the reported content happens in the same transaction, or not at all.
 */
export async function updateReportStatus(
  previous: Report,
  next: Report,
  action?: ModerationWrite,
): Promise<Report | null> {
  const items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']> = [
    {
      Put: {
        TableName: tableName(),
        Item: toItem(next),
        ConditionExpression: 'attribute_exists(pk) AND #status = :seen',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':seen': previous.status },
      },
    },
  ];
  if (previous.status === 'pending' && next.status !== 'pending') items.push(countPending(-1));
  if (action) items.push(action);
  try {
    await ddb().send(new TransactWriteCommand({ TransactItems: items }));
    return next;
  } catch (error) {
    if (error instanceof TransactionCanceledException) return null;
    throw error;
  }
}

export async function pendingReportCount(): Promise<number> {
  const out = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: keys.pendingReports(), ConsistentRead: true }),
  );
  return Math.max(0, Number(out.Item?.pending ?? 0));
}

/**
 * Reports newest first, a page at a time: all of them (gsi2) or those in one status (gsi1). One Query
 * on one index partition either way, never a Scan.
 */
export async function listReports(opts: { status?: ReportStatus; limit: number; cursor?: string }) {
  const index = opts.status ? 'gsi1' : 'gsi2';
  const partition = opts.status ? `${REPORTS_PARTITION}#${opts.status}` : REPORTS_PARTITION;
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
  return { items: (out.Items ?? []).map(fromItem), nextCursor: encodeCursor(out.LastEvaluatedKey) };
}
