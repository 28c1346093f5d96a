/**
 * Applications: a nanny applies to a job once. Each is written with a mirror under the nanny, in one
 * transaction, so "one application per nanny per job" holds whichever side is read. Its status moves
 * by the rules of domain/application-status.ts, each move a transaction conditional on the status it
 * read, together with the job's counts, the badges' counts and the move's outbox email.
 *
 * Keys: the application pk JOB#<jobId>, sk APP#<nannyId>, with gsi1pk APPS#<jobId>, gsi1sk
 * <createdAt>#<nannyId> (a job's applicants, newest first) and gsi2pk APPS#<jobId>#<status>, the same
 * gsi2sk (one status's applicants, newest first); its mirror pk NANNY#<nannyId>, sk APP#<jobId>
 * -> { applicationId, jobId, createdAt }, with gsi1pk MYAPPS#<nannyId>, gsi1sk <createdAt>#<jobId> (her
 * applications, newest first).
 */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../contract/hiring-constants.ts';
import { DELETED_APPLICANT } from '../contract/nanny-constants.ts';
import type { FileRef } from '../contract/uploads.ts';
import { TOLD_TO_NANNY } from '../domain/application-status.ts';
import { ddb, tableName } from '../platform/clients.ts';
import { activityAdd } from './activity.ts';
import { readPartitionPage } from './table/pages.ts';
import { countAttribute, jobKey, ON_BOARD_CONDITION, onBoardValues } from './jobs.ts';
import { nannyKey } from './nannies.ts';
import { applicationNudges } from './nudges.ts';
import { reachChecks } from './reach.ts';
import { putOutboxEntry, type OutboxEntry } from './outbox.ts';
import { caseItems } from './response-records.ts';
import type { EntityDeclaration, StoredItem } from './entity.ts';
import { transact, type NamedItems } from './table/transact.ts';
import { getItem } from './table/commands.ts';

export interface Application {
  id: string;
  jobId: string;
  nannyId: string;
  userId: string;
  /** The job's poster when she applied (older applications have none; the job names its owner). */
  posterId: string | null;
  applicantName: string;
  applicantEmail: string;
  applicantPhone: string;
  coverLetter: string;
  cv: FileRef | null;
  status: ApplicationStatus;
  createdAt: string;
  statusChangedAt: string | null;
  /** When the poster first opened it. */
  viewedAt: string | null;
  /** The poster's message with a decline. */
  message: string | null;
  /**
   * Left unopened for a week, it was counted then in the poster's response record as read in "more
   * than a week" (services/late-cases.ts): its opening later is not counted again.
   */
  lateReadCounted?: boolean;
}

export const applicationKey = (jobId: string, nannyId: string) => ({
  pk: `JOB#${jobId}`,
  sk: `APP#${nannyId}`,
});
export const nannyApplicationKey = (nannyId: string, jobId: string) => ({
  pk: `NANNY#${nannyId}`,
  sk: `APP#${jobId}`,
});

/** A job's applicants (all, or of one status), newest first. */
const applicantsIndex = (jobId: string, nannyId: string, createdAt: string, status: ApplicationStatus) => ({
  gsi1pk: `APPS#${jobId}`,
  gsi1sk: `${createdAt}#${nannyId}`,
  gsi2pk: `APPS#${jobId}#${status}`,
  gsi2sk: `${createdAt}#${nannyId}`,
});

const readStatus = (value: unknown): ApplicationStatus =>
  // Applications stored before statuses were kept read 'pending': not yet opened, so new.
  APPLICATION_STATUSES.includes(value as ApplicationStatus) ? (value as ApplicationStatus) : 'new';

export function applicationToItem(application: Application): StoredItem {
  return {
    ...applicationKey(application.jobId, application.nannyId),
    entity: 'Application',
    ...application,
    ...applicantsIndex(application.jobId, application.nannyId, application.createdAt, application.status),
  };
}

/** What the poster's applicant list keeps of an application whose applicant deleted her account. */
export { DELETED_APPLICANT };

/**
 * An application reduced after its applicant deleted her account: the same keys and place in the job's
 * list, its status and dates; her name, contact details, letter and CV gone, and no account named.
 */
function reducedApplication(item: StoredItem): StoredItem {
  const application = applicationFromItem(item);
  return {
    ...applicationToItem({
      ...application,
      userId: '',
      applicantName: DELETED_APPLICANT,
      applicantEmail: '',
      applicantPhone: '',
      coverLetter: '',
      cv: null,
      message: null,
    }),
    userId: null,
    applicantDeleted: true,
  };
}

const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

export function applicationFromItem(item: StoredItem): Application {
  return {
    id: item.id as string,
    jobId: item.jobId as string,
    nannyId: item.nannyId as string,
    userId: item.userId as string,
    posterId: textOrNull(item.posterId),
    applicantName: item.applicantName as string,
    applicantEmail: item.applicantEmail as string,
    applicantPhone: item.applicantPhone as string,
    coverLetter: item.coverLetter as string,
    cv: item.cv as FileRef | null,
    status: readStatus(item.status),
    createdAt: item.createdAt as string,
    statusChangedAt: textOrNull(item.statusChangedAt),
    viewedAt: textOrNull(item.viewedAt),
    message: textOrNull(item.message),
    ...(item.lateReadCounted === true ? { lateReadCounted: true } : {}),
  };
}

function mirrorToItem(application: Application): StoredItem {
  return {
    ...nannyApplicationKey(application.nannyId, application.jobId),
    entity: 'NannyApplication',
    applicationId: application.id,
    jobId: application.jobId,
    createdAt: application.createdAt,
    gsi1pk: `MYAPPS#${application.nannyId}`,
    gsi1sk: `${application.createdAt}#${application.jobId}`,
  };
}

export const entity = {
  name: 'Application',
  keys: { pk: 'JOB#', sk: 'APP#' },
  owner: {
    of: (item) =>
      typeof item.userId === 'string' && item.userId
        ? { account: item.userId }
        : { nobody: 'reduced to "Deleted user" when its applicant deleted her account' },
  },
  retention: {
    policy: 'jobs',
    rule: "kept while the applicant's account exists, and deleted with its CV by the retention run 12 months after its job closes",
  },
  export: {
    shape: (item) => {
      const application = applicationFromItem(item);
      return {
        id: application.id,
        jobId: application.jobId,
        applicantName: application.applicantName,
        applicantEmail: application.applicantEmail,
        applicantPhone: application.applicantPhone,
        coverLetter: application.coverLetter,
        cv: application.cv,
        status: application.status,
        createdAt: application.createdAt,
        statusChangedAt: application.statusChangedAt,
        viewedAt: application.viewedAt,
        message: application.message,
      };
    },
  },
  find: (s) =>
    s.nannyId ? s.appliedJobIds.map((jobId) => ({ key: applicationKey(jobId, s.nannyId!) })) : [],
  // The poster keeps a place in the applicant list (the status it ended in); nothing of the applicant stays.
  erase: { reduce: reducedApplication, why: "the poster's list of applicants keeps its count and statuses" },
  files: (item) => {
    const cv = item.cv as FileRef | null | undefined;
    return cv ? [cv.key] : [];
  },
} satisfies EntityDeclaration;

export const mirrorEntity = {
  name: 'NannyApplication',
  keys: { pk: 'NANNY#', sk: 'APP#' },
  owner: { of: (item) => ({ sameOwnerAs: nannyKey(String(item.pk).slice('NANNY#'.length)) }) },
  retention: { policy: 'jobs', rule: 'kept while its application is, and deleted with it' },
  export: { none: 'an index of the application, which is exported itself' },
  find: (s) => (s.nannyId ? [{ partition: `NANNY#${s.nannyId}`, sortKeyPrefix: 'APP#' }] : []),
  erase: { delete: 'an index of her applications' },
} satisfies EntityDeclaration;

export async function getApplication(jobId: string, nannyId: string): Promise<Application | null> {
  const out = await ddb().send(getItem({ Key: applicationKey(jobId, nannyId), ConsistentRead: true }));
  return out.Item ? applicationFromItem(out.Item) : null;
}

/** Whether a nanny has applied to a job already. */
export async function hasApplied(jobId: string, nannyId: string): Promise<boolean> {
  const out = await ddb().send(getItem({ Key: applicationKey(jobId, nannyId), ConsistentRead: true }));
  return out.Item !== undefined;
}

const BATCH_GET_MAX = 100;
const BATCH_GET_ATTEMPTS = 5;

/**
 * When a nanny applied to each of some jobs (a page of the board, or one job): her own application
 * records (NANNY#<id>, APP#<jobId>), read by key in one batch, never a list of all she applied to.
 * Jobs she has not applied to are absent from the answer.
 */
export async function appliedAtByJob(
  nannyId: string,
  jobIds: readonly string[],
): Promise<Map<string, string>> {
  const applied = new Map<string, string>();
  const unique = [...new Set(jobIds)];
  const table = tableName();
  for (let i = 0; i < unique.length; i += BATCH_GET_MAX) {
    let pending: Array<Record<string, unknown>> = unique
      .slice(i, i + BATCH_GET_MAX)
      .map((jobId) => nannyApplicationKey(nannyId, jobId));
    // DynamoDB may leave some keys unprocessed under load: those are asked again, a few times.
    for (let attempt = 0; pending.length > 0 && attempt < BATCH_GET_ATTEMPTS; attempt++) {
      const out = await ddb().send(
        new BatchGetCommand({
          RequestItems: {
            [table]: { Keys: pending, ProjectionExpression: 'jobId, createdAt', ConsistentRead: true },
          },
        }),
      );
      for (const item of out.Responses?.[table] ?? [])
        if (typeof item.jobId === 'string' && typeof item.createdAt === 'string')
          applied.set(item.jobId, item.createdAt);
      pending = out.UnprocessedKeys?.[table]?.Keys ?? [];
    }
  }
  return applied;
}

/**
 * Records an application once per nanny per job, while the job is on the board and not her own, and
 * she may reach its poster (domain/visibility.ts mayReach: her account not being deleted, her profile
 * neither hidden nor being deleted), all checked in the write itself, together with the job's count of
 * new applicants, the poster's badge, its emails (`outbox`, outbox entries) and its nudges. Otherwise
 * nothing is written, and the answer says why.
 */
export async function applyToJob(
  application: Application & { posterId: string },
  outbox: readonly OutboxEntry[],
  now = new Date(),
): Promise<'created' | 'already-applied' | 'job-gone' | 'profile-hidden' | 'account-deleting'> {
  const reach = reachChecks({ accountId: application.userId, nannyId: application.nannyId });
  const outcome = await transact({
    application: {
      Put: {
        Item: applicationToItem(application),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    mirror: {
      Put: {
        Item: mirrorToItem(application),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    job: {
      Update: {
        Key: jobKey(application.jobId),
        UpdateExpression: 'ADD #new :one',
        // A poster never applies to a job of their own, whatever their account's type.
        ConditionExpression: `${ON_BOARD_CONDITION} AND ownerId <> :applicant`,
        ExpressionAttributeNames: { '#hidden': 'hidden', '#new': countAttribute('new') },
        ExpressionAttributeValues: { ...onBoardValues(now), ':one': 1, ':applicant': application.userId },
      },
    },
    ...reach,
    badge: activityAdd(application.posterId, 'newApplicants', 1),
    outbox: outbox.map(putOutboxEntry),
    // Its poster's nudges if it waits unread (nudges.ts).
    nudges: applicationNudges(application),
  });
  if (outcome.done) return 'created';
  switch (outcome.failed) {
    case 'application':
    case 'mirror':
      return 'already-applied';
    case 'job':
      return 'job-gone';
    case 'reacherAccount':
      return 'account-deleting';
    default:
      return 'profile-hidden';
  }
}

/**
 * Moves an application from the status it was read with to `to` (the caller has asked the state
 * machine), with everything the move changes: the job's counts, the poster's badge when a new one is
 * opened or leaves 'new', the nanny's badge when she is told, and its outbox email. 'stale' when the
 * application moved meanwhile (nothing is written): the caller reads it again.
 */
export async function moveApplication(
  application: Application,
  posterId: string,
  to: ApplicationStatus,
  opts: { now?: Date; message?: string | null; outbox?: OutboxEntry | null } = {},
): Promise<'done' | 'stale'> {
  const outcome = await transact(applicationMoveItems(application, posterId, to, opts));
  if (outcome.done) return 'done';
  if (outcome.failed === 'application') return 'stale';
  throw new Error(`application ${application.id} could not be moved: its job ${application.jobId} is gone`);
}

/**
 * The transaction items of an application's move (moveApplication), by name, for a change that moves
 * it together with items of its own (an offer accepted hires her in the offer's transaction): its
 * `application` item fails when the application moved meanwhile, its `job` when the job is gone.
 */
export function applicationMoveItems(
  application: Application,
  posterId: string,
  to: ApplicationStatus,
  opts: { now?: Date; message?: string | null; outbox?: OutboxEntry | null } = {},
) {
  const at = opts.now ?? new Date();
  const now = at.toISOString();
  const from = application.status;
  // The poster's first opening of it (or deciding on it unopened) is a case of their reading times,
  // unless a week unopened counted it already; held to that with the move.
  const read = from === 'new' && POSTER_READS.has(to) && application.lateReadCounted !== true;
  const index = applicantsIndex(application.jobId, application.nannyId, application.createdAt, to);
  const sets = [
    '#status = :to',
    'statusChangedAt = :now',
    'gsi1pk = :g1',
    'gsi1sk = :s',
    'gsi2pk = :g2',
    'gsi2sk = :s',
    ...(from === 'new' ? ['viewedAt = if_not_exists(viewedAt, :now)'] : []),
    ...(opts.message !== undefined ? ['message = :message'] : []),
  ];
  return {
    application: {
      Update: {
        Key: applicationKey(application.jobId, application.nannyId),
        UpdateExpression: `SET ${sets.join(', ')}`,
        // Older applications were stored as 'pending', which reads as new.
        ConditionExpression: `${from === 'new' ? '#status IN (:from, :pending)' : '#status = :from'}${
          read ? ' AND attribute_not_exists(lateReadCounted)' : ''
        }`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':to': to,
          ':from': from,
          ':now': now,
          ':g1': index.gsi1pk,
          ':g2': index.gsi2pk,
          ':s': index.gsi1sk,
          ...(from === 'new' ? { ':pending': 'pending' } : {}),
          ...(opts.message !== undefined ? { ':message': opts.message } : {}),
        },
      },
    },
    job: {
      Update: {
        Key: jobKey(application.jobId),
        UpdateExpression: 'ADD #from :less, #to :one',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#from': countAttribute(from), '#to': countAttribute(to) },
        ExpressionAttributeValues: { ':less': -1, ':one': 1 },
      },
    },
    posterBadge: from === 'new' ? activityAdd(posterId, 'newApplicants', -1) : null,
    nannyBadge: TOLD_TO_NANNY.has(to) ? activityAdd(application.userId, 'applicationUpdates', 1) : null,
    outbox: opts.outbox ? putOutboxEntry(opts.outbox) : null,
    readCase: read
      ? caseItems({ userId: posterId, role: 'poster' }, 'reads', application.createdAt, at, application.id)
      : null,
  } satisfies NamedItems<string>;
}

/** The moves only a poster makes from 'new': each is their first look at the application. */
const POSTER_READS: ReadonlySet<ApplicationStatus> = new Set([
  'viewed',
  'shortlisted',
  'offered',
  'declined',
]);

/** A page of a job's applicants (all, or one status's), newest first. */
export async function listApplicants(
  jobId: string,
  opts: { status?: ApplicationStatus; limit: number; cursor?: string },
): Promise<{ items: Application[]; nextCursor: string | null }> {
  const page = await readPartitionPage({
    index: opts.status ? 'gsi2' : 'gsi1',
    partition: opts.status ? `APPS#${jobId}#${opts.status}` : `APPS#${jobId}`,
    limit: opts.limit,
    cursor: opts.cursor,
  });
  return { items: page.items.map(applicationFromItem), nextCursor: page.nextCursor };
}

/** A page of a nanny's applications, newest first: which jobs, and when. */
export async function listNannyApplications(
  nannyId: string,
  opts: { limit: number; cursor?: string },
): Promise<{ items: Array<{ jobId: string; createdAt: string }>; nextCursor: string | null }> {
  const page = await readPartitionPage({
    index: 'gsi1',
    partition: `MYAPPS#${nannyId}`,
    limit: opts.limit,
    cursor: opts.cursor,
  });
  return {
    items: page.items.map((item) => ({ jobId: String(item.jobId), createdAt: String(item.createdAt) })),
    nextCursor: page.nextCursor,
  };
}
