/**
 * Reports (reports in the spec) and the admin queue built from them: each reported job, profile,
 * application or message is one entry however many reports it has, counted per status.
 *
 * Keys:
 * - Report: pk REPORT#<reportId>, sk REPORT; gsi1pk REPORTED#<contentType>#<contentId>,
 *   gsi1sk <createdAt>#<id> (the reports about one item, newest first).
 * - Report stored before the queue was grouped by item: gsi1pk REPORTS#<status>, gsi2pk REPORTS, gsi2sk
 *   <createdAt>#<id> in place of the item index, counted into no group; `countLegacyReport` counts it
 *   into its group and moves it to the item index in one transaction, so carrying gsi2pk REPORTS means
 *   not counted yet.
 * - Reported item (the reports about one item, as one entry of the admin queue):
 *   pk REPORTED#<contentType>#<contentId>, sk GROUP -> { total, and a count per report status };
 *   gsi2pk REPORT_GROUPS, gsi2sk <last reported at>#<contentType>#<contentId> (all, latest reported first).
 * - Reported item in a status: pk REPORTED#<contentType>#<contentId>, sk IN#<status> -> { count }; while
 *   the count is above 0 it carries gsi1pk REPORT_GROUPS#<status>, gsi1sk <at>#<contentType>#<contentId>
 *   (the items with a report in that status, the one whose report entered it last first).
 * - Pending reports count: pk COUNTER#REPORTS, sk PENDING -> { pending }.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  reportCounts,
  REPORT_CONTENT_TYPES,
  REPORT_STATUSES,
  type ReportContentType,
  type ReportCounts,
  type ReportReason,
  type ReportStatus,
} from '../domain/reports.ts';
import { ttlFrom } from '../contract/retention.ts';
import { ddb } from '../platform/clients.ts';
import { getMany } from './table/batch.ts';
import { attempt } from './table/conditional.ts';
import { readPartitionPage } from './table/pages.ts';
import type { EntityDeclaration, StoredItem, Subject } from './entity.ts';
import { transact, type NamedOutcome, type TransactItem } from './table/transact.ts';
import { getItem, queryItems, updateItem } from './table/commands.ts';

export const REPORT_GROUPS_PARTITION = 'REPORT_GROUPS';
export const LEGACY_REPORTS_PARTITION = 'REPORTS';

export const reportKey = (reportId: string) => ({ pk: `REPORT#${reportId}`, sk: 'REPORT' });
const reportOfItemIndex = (contentType: string, contentId: string, createdAt: string, reportId: string) => ({
  gsi1pk: `REPORTED#${contentType}#${contentId}`,
  gsi1sk: `${createdAt}#${reportId}`,
});
/** The index every report carried before reports were grouped by item (see `countLegacyReport`). */
export const legacyReportIndex = (status: string, createdAt: string, reportId: string) => ({
  gsi1pk: `${LEGACY_REPORTS_PARTITION}#${status}`,
  gsi1sk: `${createdAt}#${reportId}`,
  gsi2pk: LEGACY_REPORTS_PARTITION,
  gsi2sk: `${createdAt}#${reportId}`,
});
export const reportedItemKey = (contentType: string, contentId: string) => ({
  pk: `REPORTED#${contentType}#${contentId}`,
  sk: 'GROUP',
});
const reportedItemIndex = (lastReportedAt: string, contentType: string, contentId: string) => ({
  gsi2pk: REPORT_GROUPS_PARTITION,
  gsi2sk: `${lastReportedAt}#${contentType}#${contentId}`,
});
const reportedItemInStatusKey = (contentType: string, contentId: string, status: string) => ({
  pk: `REPORTED#${contentType}#${contentId}`,
  sk: `IN#${status}`,
});
const reportedItemStatusIndex = (status: string, at: string, contentType: string, contentId: string) => ({
  gsi1pk: `${REPORT_GROUPS_PARTITION}#${status}`,
  gsi1sk: `${at}#${contentType}#${contentId}`,
});
export const pendingReportsKey = () => ({ pk: 'COUNTER#REPORTS', sk: 'PENDING' });

/** A moderation action written with a report's review (jobs.ts and nannies.ts build them). */
export type ModerationWrite = TransactItem;

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

/** A report as read; an attribute an item lacks reads as null. */
export function reportFromItem(item: StoredItem): Report {
  const read = <T>(name: keyof Report) => (item[name] ?? null) as T;
  return {
    id: read('id'),
    contentType: read('contentType'),
    contentId: read('contentId'),
    reason: read('reason'),
    details: read('details'),
    reporterEmail: read('reporterEmail'),
    reporterUserId: read('reporterUserId'),
    reporterIp: read('reporterIp'),
    status: read('status'),
    resolutionNotes: read('resolutionNotes'),
    reviewedByUserId: read('reviewedByUserId'),
    reviewedAt: read('reviewedAt'),
    createdAt: read('createdAt'),
  };
}

/**
 * The reports one person sent, each a pointer item beside the report (the report's own indexes are
 * the queue's), so their export and their account's deletion find them: under the account when they
 * were signed in, under the address they gave otherwise.
 */
const reporterId = (reporter: { accountId: string } | { email: string }) =>
  'accountId' in reporter ? reporter.accountId : `EMAIL#${reporter.email.toLowerCase()}`;

export const reporterPartition = (reporter: { accountId: string } | { email: string }) =>
  reporterPointerKey(reporter, '').pk;

export const reporterPointerKey = (
  reporter: { accountId: string } | { email: string },
  reportId: string,
) => ({
  pk: `REPORTER#${reporterId(reporter)}`,
  sk: `REPORT#${reportId}`,
});

/** The pointer a new report leaves under its reporter (none for a report without one). */
function reporterPointer(report: Report): StoredItem | null {
  if (!report.reporterUserId && !report.reporterEmail) return null;
  const reporter = report.reporterUserId
    ? { accountId: report.reporterUserId }
    : { email: report.reporterEmail! };
  return {
    ...reporterPointerKey(reporter, report.id),
    entity: 'ReportByReporter',
    reportId: report.id,
    createdAt: report.createdAt,
    expiresAt: ttlFrom('reports', report.createdAt),
  };
}

export function reportToItem(report: Report): StoredItem {
  return {
    ...reportKey(report.id),
    ...reportOfItemIndex(report.contentType, report.contentId, report.createdAt, report.id),
    entity: 'Report',
    ...report,
    // Deleted by the table's TTL two years after it was made (contract/retention.ts).
    expiresAt: ttlFrom('reports', report.createdAt),
  };
}

/**
 * A report whose reporter deleted their account: the moderation record (what it was about, the reason
 * chosen, the decision) without who sent it or the words they wrote.
 */
function anonymousReport(item: StoredItem): StoredItem {
  return {
    ...item,
    details: '',
    reporterEmail: null,
    reporterUserId: null,
    reporterIp: null,
    reporterDeleted: true,
  };
}

/** The queue's records are counts the business keeps about content, no one person's data. */
const QUEUE_RECORD = 'a count of reports about one item, kept by the business for moderation';

export const entity = {
  name: 'Report',
  keys: { pk: 'REPORT#', sk: 'REPORT' },
  // Anyone may report, signed in or not: a signed-in reporter owns the report they wrote; a report
  // sent without signing in is the reporter's address's.
  owner: {
    of: (item) => {
      const report = reportFromItem(item);
      if (report.reporterUserId) return { account: report.reporterUserId };
      return report.reporterEmail
        ? { email: report.reporterEmail }
        : { nobody: 'its reporter deleted their account' };
    },
  },
  retention: {
    policy: 'reports',
    ttl: 'expiresAt',
    period: 'two years after the report was made, reviewed or not; the reporter is not told of its review',
  },
  export: {
    shape: (item) => {
      const report = reportFromItem(item);
      // What the reporter wrote and when; the moderator's notes and identity stay with the business.
      return {
        id: report.id,
        contentType: report.contentType,
        contentId: report.contentId,
        reason: report.reason,
        details: report.details,
        reporterEmail: report.reporterEmail,
        status: report.status,
        createdAt: report.createdAt,
      };
    },
  },
  find: (s) =>
    reporterPartitions(s).map((partition) => ({
      via: { partition, sortKeyPrefix: 'REPORT#' },
      key: (pointer: StoredItem) => reportKey(String(pointer.reportId)),
    })),
  // The moderation record stays (its reason, what it was about, the decision); who sent it and what they wrote do not.
  erase: { reduce: anonymousReport, why: 'the moderation record of the content it was about' },
} satisfies EntityDeclaration;

const reporterPartitions = (s: Subject) => [
  reporterPartition({ accountId: s.accountId }),
  ...(s.email ? [reporterPartition({ email: s.email })] : []),
];

/** A report's pointer under its reporter. */
export const reporterEntity = {
  name: 'ReportByReporter',
  keys: { pk: 'REPORTER#', sk: 'REPORT#' },
  owner: {
    of: (item) => {
      const partition = String(item.pk);
      return partition.startsWith('REPORTER#EMAIL#')
        ? { email: partition.slice('REPORTER#EMAIL#'.length) }
        : { account: partition.slice('REPORTER#'.length) };
    },
  },
  retention: { policy: 'reports', ttl: 'expiresAt', period: 'as long as the report it points to' },
  export: { none: 'a pointer to a report, which is exported itself' },
  find: (s) => reporterPartitions(s).map((partition) => ({ partition, sortKeyPrefix: 'REPORT#' })),
  erase: { delete: 'a pointer from the reporter to the report, which is reduced to its moderation record' },
} satisfies EntityDeclaration;

export const groupEntity = {
  name: 'ReportedItem',
  keys: { pk: 'REPORTED#', sk: 'GROUP' },
  owner: { none: QUEUE_RECORD },
  retention: {
    policy: 'reports',
    ttl: 'expiresAt',
    period: 'two years after the last report about the item',
  },
  export: { none: QUEUE_RECORD },
} satisfies EntityDeclaration;

export const statusEntity = {
  name: 'ReportedItemStatus',
  keys: { pk: 'REPORTED#', sk: 'IN#' },
  owner: { none: QUEUE_RECORD },
  retention: {
    policy: 'reports',
    ttl: 'expiresAt',
    period:
      'two years after a report last entered the status: a count, kept no longer than the reports it counts',
  },
  export: { none: QUEUE_RECORD },
} satisfies EntityDeclaration;

export const pendingCountEntity = {
  name: 'PendingReportsCount',
  keys: { pk: 'COUNTER#REPORTS', sk: 'PENDING' },
  owner: { none: 'one count for the whole queue' },
  retention: { policy: 'reports', rule: 'kept as long as the queue is' },
  export: { none: 'one count for the whole queue' },
} satisfies EntityDeclaration;

const groupFromItem = (item: Record<string, unknown>): ReportGroup => ({
  contentType: item.contentType as ReportContentType,
  contentId: String(item.contentId),
  counts: reportCounts(item),
  lastReportedAt: String(item.lastReportedAt ?? ''),
});

/** Pending reports are counted in one item, changed in the same transaction as the report. */
const countPending = (delta: 1 | -1) => ({
  Update: {
    Key: pendingReportsKey(),
    UpdateExpression: 'ADD pending :d',
    ExpressionAttributeValues: { ':d': delta },
  },
});

/**
 * The reported item's entry in a status list: its count of reports in that status goes up by one, and
 * it moves to the top of that list (or joins it).
 */
const enterStatus = (report: Report, status: ReportStatus, at: string) => {
  const index = reportedItemStatusIndex(status, at, report.contentType, report.contentId);
  return {
    Update: {
      Key: reportedItemInStatusKey(report.contentType, report.contentId, status),
      UpdateExpression:
        'ADD #count :one SET contentType = :type, contentId = :id, gsi1pk = :gp, gsi1sk = :gs, entity = :entity, expiresAt = :expires',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':expires': ttlFrom('reports', at),
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
    Key: reportedItemInStatusKey(report.contentType, report.contentId, status),
    UpdateExpression: 'ADD #count :minus',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':minus': -1 },
  },
});

/**
 * Stores a new report with everything that counts it, in one transaction: the pending count, its
 * item's group (created with the first report) and the item's place in the pending list, and what
 * the report marks on its content (`extraWrites`: a reported message and its conversation).
 * 'content-gone' when what `extraWrites` writes no longer exists; nothing is stored then.
 */
export async function createReport(
  report: Report,
  extraWrites: TransactItem[] = [],
): Promise<'created' | 'content-gone'> {
  const group = reportedItemKey(report.contentType, report.contentId);
  const index = reportedItemIndex(report.createdAt, report.contentType, report.contentId);
  const pointer = reporterPointer(report);
  const outcome = await transact({
    report: {
      Put: {
        Item: reportToItem(report),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    pointer: pointer ? { Put: { Item: pointer } } : null,
    pendingCount: countPending(1),
    group: {
      Update: {
        Key: group,
        UpdateExpression:
          'ADD #total :one, #pending :one SET contentType = :type, contentId = :id, lastReportedAt = :at, ' +
          'firstReportedAt = if_not_exists(firstReportedAt, :at), gsi2pk = :gp, gsi2sk = :gs, entity = :entity, ' +
          // The entry goes with the newest of its reports: two years after the last report about the item.
          'expiresAt = :expires',
        ExpressionAttributeNames: { '#total': 'total', '#pending': 'pending' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':expires': ttlFrom('reports', report.createdAt),
          ':type': report.contentType,
          ':id': report.contentId,
          ':at': report.createdAt,
          ':gp': index.gsi2pk,
          ':gs': index.gsi2sk,
          ':entity': 'ReportedItem',
        },
      },
    },
    status: enterStatus(report, 'pending', report.createdAt),
    extraWrites,
  });
  if (outcome.done) return 'created';
  if (outcome.failed === 'report') throw new Error(`A new report's id was taken: ${report.id}`);
  return 'content-gone';
}

export async function getReport(reportId: string): Promise<Report | null> {
  const out = await ddb().send(getItem({ Key: reportKey(reportId), ConsistentRead: true }));
  return out.Item ? reportFromItem(out.Item) : null;
}

/** The group of reports about one item, or null when nobody ever reported it. */
export async function getReportGroup(
  contentType: ReportContentType,
  contentId: string,
): Promise<ReportGroup | null> {
  const out = await ddb().send(
    getItem({
      Key: reportedItemKey(contentType, contentId),
      ConsistentRead: true,
    }),
  );
  return out.Item ? groupFromItem(out.Item) : null;
}

/**
 * Moves a report to its reviewed state, only from the status the reviewer saw, with its item's counts
 * and status lists, and a moderation action on the reported content (the content's write, the decision
 * and the owner's email), all in one transaction or not at all. 'reviewed' when done; 'changed' when
 * someone else moved the report meanwhile; 'content-gone' when the action's content no longer allows
 * it. Nothing is written unless it is 'reviewed'.
 */
export async function updateReportStatus(
  previous: Report,
  next: Report,
  action: ModerationWrite | readonly ModerationWrite[] = [],
): Promise<'reviewed' | 'changed' | 'content-gone'> {
  const actions: readonly ModerationWrite[] = Array.isArray(action) ? action : [action as ModerationWrite];
  const from = previous.status;
  const to = next.status;
  const at = next.reviewedAt ?? new Date().toISOString();
  const reportWrite: TransactItem = {
    Put: {
      Item: reportToItem(next),
      // Without gsi2pk: counted in its group (see migrations/report-backfill.ts), so its counts may move.
      ConditionExpression: 'attribute_exists(pk) AND #status = :seen AND attribute_not_exists(gsi2pk)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':seen': from },
    },
  };
  const counts: TransactItem[] = [];
  if (from !== to) {
    counts.push(
      {
        Update: {
          Key: reportedItemKey(previous.contentType, previous.contentId),
          UpdateExpression: 'ADD #from :minus, #to :one',
          ExpressionAttributeNames: { '#from': from, '#to': to },
          ExpressionAttributeValues: { ':minus': -1, ':one': 1 },
        },
      },
      leaveStatus(previous, from),
      enterStatus(next, to, at),
    );
    if (from === 'pending') counts.push(countPending(-1));
  }
  const outcome = await transact({ report: reportWrite, counts, actions });
  // A report stored before reports were grouped by item is counted into its group first.
  if (outcome.didFail('report') && (await countLegacyReport(previous.id)) === 'counted')
    return updateReportStatus(previous, next, action);
  if (!outcome.done) return !outcome.didFail('report') && actions.length > 0 ? 'content-gone' : 'changed';
  if (from !== to) await leaveListIfEmpty(previous, from);
  return 'reviewed';
}

/**
 * Takes an item off a status list once none of its reports is in that status. A write of its own after
 * the review's transaction: the condition makes it safe against a report arriving at the same moment
 * (which puts it back), and should it never happen, the list still skips an entry with no reports.
 */
async function leaveListIfEmpty(report: Report, status: ReportStatus): Promise<void> {
  // A report in that status still (or again): the item stays on the list.
  await attempt(
    updateItem({
      Key: reportedItemInStatusKey(report.contentType, report.contentId, status),
      UpdateExpression: 'REMOVE gsi1pk, gsi1sk',
      ConditionExpression: '#count <= :zero',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':zero': 0 },
    }),
  );
}

export async function pendingReportCount(): Promise<number> {
  const out = await ddb().send(getItem({ Key: pendingReportsKey(), ConsistentRead: true }));
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
  const { items: read, nextCursor } = await readPartitionPage({
    index: opts.status ? 'gsi1' : 'gsi2',
    partition: opts.status ? `${REPORT_GROUPS_PARTITION}#${opts.status}` : REPORT_GROUPS_PARTITION,
    limit: opts.limit,
    cursor: opts.cursor,
  });
  const found = read.filter((item) => isContentType(item.contentType));
  if (!opts.status) return { items: found.map(groupFromItem), nextCursor };

  // A status list holds the items' entries in that status; their groups hold the counts.
  const live = found.filter((item) => Number(item.count ?? 0) > 0);
  const groups = await getMany(
    live.map((item) => reportedItemKey(String(item.contentType), String(item.contentId))),
  );
  const items = live.flatMap((item) => {
    const key = reportedItemKey(String(item.contentType), String(item.contentId));
    const group = groups.get(`${key.pk}|${key.sk}`);
    return group ? [groupFromItem(group)] : [];
  });
  return { items, nextCursor };
}

/** The most reports of one item the queue shows at once; the counts always tell them all. */
export const REPORTS_SHOWN_PER_ITEM = 50;

/** The reports about one item, newest first (at most REPORTS_SHOWN_PER_ITEM). */
export async function reportsAbout(contentType: ReportContentType, contentId: string): Promise<Report[]> {
  const partition = reportOfItemIndex(contentType, contentId, '', '').gsi1pk;
  const out = await ddb().send(
    queryItems({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :p',
      ExpressionAttributeValues: { ':p': partition },
      ScanIndexForward: false,
      Limit: REPORTS_SHOWN_PER_ITEM,
    }),
  );
  return (out.Items ?? []).map(reportFromItem);
}

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

const readItem = async (key: Record<string, string>) =>
  (await ddb().send(getItem({ Key: key, ConsistentRead: true }))).Item;

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
    const report = uncounted(await readItem(reportKey(reportId)));
    if (typeof report === 'string') return report;
    const { contentType, contentId, status } = report;
    const groupKey = reportedItemKey(contentType, contentId);
    const entryKey = reportedItemInStatusKey(contentType, contentId, status);
    const [group, entry] = await Promise.all([readItem(groupKey), readItem(entryKey)]);

    const last = later(report.createdAt, group?.lastReportedAt);
    const first = earlier(report.createdAt, group?.firstReportedAt);
    const groupIndex = reportedItemIndex(last, contentType, contentId);
    const lastSeen = unchanged('lastReportedAt', ':seenLast', group?.lastReportedAt);
    const firstSeen = unchanged('firstReportedAt', ':seenFirst', group?.firstReportedAt);
    const entryIndex = reportedItemStatusIndex(status, report.enteredAt, contentType, contentId);
    const entrySeen = unchanged('gsi1sk', ':seenSk', entry?.gsi1sk);
    // The keys share their suffix, so the later sort key is the later date.
    const entrySortKey = later(entryIndex.gsi1sk, entry?.gsi1sk);

    const itemIndex = reportOfItemIndex(contentType, contentId, report.createdAt, report.id);
    let outcome: NamedOutcome<'report' | 'group' | 'entry'> | null;
    try {
      outcome = await transact({
        report: {
          Update: {
            Key: reportKey(report.id),
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
        group: {
          Update: {
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
        entry: {
          Update: {
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
      });
    } catch (error) {
      // Still colliding with other writes to the same items after transact's own retries: read again.
      if (!(error instanceof TransactionCanceledException)) throw error;
      outcome = null;
    }
    if (outcome?.done) return 'counted';
    // Counted by another run, reviewed, or its group or list moved on meanwhile: read it all again.
    if (!outcome?.didFail('report')) await new Promise((r) => setTimeout(r, Math.random() * 20 * attempt));
  }
  throw new Error(`Report ${reportId} could not be counted into its group: too many concurrent writes`);
}
