/**
 * Applications: a nanny applies to a job once. Each is written with a mirror under the nanny, in one
 * transaction, so "one application per nanny per job" holds whichever side is read.
 *
 * Keys: the application pk JOB#<jobId>, sk APP#<nannyId>; its mirror pk NANNY#<nannyId>, sk APP#<jobId>
 * -> { applicationId, jobId, createdAt }.
 */
import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ApplicationStatus } from '../contract/hiring-constants.ts';
import type { FileRef } from '../contract/uploads.ts';
import { ddb, tableName } from '../platform/clients.ts';
import { onBoardCheck } from './jobs.ts';
import { nannyKey, visibleProfileCheck } from './nannies.ts';
import { putOutboxEntry, type OutboxEntry } from './outbox.ts';
import type { EntityDeclaration, StoredItem } from './entity.ts';
import { transact } from './transact.ts';

export interface Application {
  id: string;
  jobId: string;
  nannyId: string;
  userId: string;
  applicantName: string;
  applicantEmail: string;
  applicantPhone: string;
  coverLetter: string;
  cv: FileRef | null;
  status: ApplicationStatus;
  createdAt: string;
}

export const applicationKey = (jobId: string, nannyId: string) => ({
  pk: `JOB#${jobId}`,
  sk: `APP#${nannyId}`,
});
export const nannyApplicationKey = (nannyId: string, jobId: string) => ({
  pk: `NANNY#${nannyId}`,
  sk: `APP#${jobId}`,
});

export function applicationToItem(application: Application): StoredItem {
  return { ...applicationKey(application.jobId, application.nannyId), entity: 'Application', ...application };
}

export function applicationFromItem(item: StoredItem): Application {
  return {
    id: item.id as string,
    jobId: item.jobId as string,
    nannyId: item.nannyId as string,
    userId: item.userId as string,
    applicantName: item.applicantName as string,
    applicantEmail: item.applicantEmail as string,
    applicantPhone: item.applicantPhone as string,
    coverLetter: item.coverLetter as string,
    cv: item.cv as FileRef | null,
    status: item.status as Application['status'],
    createdAt: item.createdAt as string,
  };
}

function mirrorToItem(application: Application): StoredItem {
  return {
    ...nannyApplicationKey(application.nannyId, application.jobId),
    entity: 'NannyApplication',
    applicationId: application.id,
    jobId: application.jobId,
    createdAt: application.createdAt,
  };
}

export const entity = {
  name: 'Application',
  keys: { pk: 'JOB#', sk: 'APP#' },
  owner: { of: (item) => ({ account: applicationFromItem(item).userId }) },
  retention: { rule: "kept while the applicant's account exists" },
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
      };
    },
  },
} satisfies EntityDeclaration;

export const mirrorEntity = {
  name: 'NannyApplication',
  keys: { pk: 'NANNY#', sk: 'APP#' },
  owner: { of: (item) => ({ sameOwnerAs: nannyKey(String(item.pk).slice('NANNY#'.length)) }) },
  retention: { rule: 'kept while its application is' },
  export: { none: 'an index of the application, which is exported itself' },
} satisfies EntityDeclaration;

/** Whether a nanny has applied to a job already. */
export async function hasApplied(jobId: string, nannyId: string): Promise<boolean> {
  const out = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: applicationKey(jobId, nannyId), ConsistentRead: true }),
  );
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
 * Records an application once per nanny per job, while the job is on the board and the nanny's profile
 * is not hidden, all checked in the write itself, together with the email it owes the poster (`owes`, an
 * outbox entry). Otherwise nothing is written, and the answer says why.
 */
export async function applyToJob(
  application: Application,
  owes: OutboxEntry,
): Promise<'created' | 'already-applied' | 'job-gone' | 'profile-hidden'> {
  const outcome = await transact([
    {
      Put: {
        TableName: tableName(),
        Item: applicationToItem(application),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: mirrorToItem(application),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    onBoardCheck(application.jobId),
    visibleProfileCheck(application.nannyId),
    putOutboxEntry(owes),
  ]);
  if (outcome.done) return 'created';
  if (outcome.failedAt(0) || outcome.failedAt(1)) return 'already-applied';
  return outcome.failedAt(2) ? 'job-gone' : 'profile-hidden';
}
