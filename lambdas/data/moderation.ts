import { BatchGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { candidateSortKey, type NannyProfile } from '../domain/nanny.ts';
import { isListed } from '../domain/visibility.ts';
import { ddb, tableName } from '../platform/clients.ts';
import type { Job } from './jobs.ts';
import { keys } from './keys.ts';

type Key = { pk: string; sk: string };

/** Reads many items by key in batches of 100, retrying what DynamoDB leaves unprocessed. */
export async function getMany(itemKeys: Key[]): Promise<Map<string, Record<string, unknown>>> {
  const found = new Map<string, Record<string, unknown>>();
  const unique = [...new Map(itemKeys.map((k) => [`${k.pk}|${k.sk}`, k])).values()];
  for (let i = 0; i < unique.length; i += 100) {
    let pending: Key[] = unique.slice(i, i + 100);
    for (let attempt = 0; pending.length && attempt < 5; attempt++) {
      const out = await ddb().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending } } }),
      );
      for (const item of out.Responses?.[tableName()] ?? []) found.set(`${item.pk}|${item.sk}`, item);
      pending = (out.UnprocessedKeys?.[tableName()]?.Keys ?? []) as Key[];
    }
  }
  return found;
}

/** A write inside a moderation transaction. */
export type ModerationWrite = {
  Update: {
    TableName: string;
    Key: Record<string, string>;
    UpdateExpression: string;
    ConditionExpression: string;
    ExpressionAttributeNames: Record<string, string>;
    ExpressionAttributeValues: Record<string, unknown>;
  };
};

/**
 * Hides a published job from the board (its index keys go, so no list reads it) or shows it again
 * (only a paid job). Hiding is recorded, so the admin view can tell.
 */
export function jobVisibilityWrite(job: Job, hidden: boolean): ModerationWrite {
  const index = keys.boardIndex(job.jobType, job.publishedAt ?? job.createdAt, job.id);
  return {
    Update: {
      TableName: tableName(),
      Key: keys.job(job.id),
      ExpressionAttributeNames: { '#hidden': 'hidden' },
      ...(hidden
        ? {
            UpdateExpression: 'SET #hidden = :yes, active = :no REMOVE gsi1pk, gsi1sk, gsi2pk, gsi2sk',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':yes': true, ':no': false },
          }
        : {
            UpdateExpression:
              'SET #hidden = :no, active = :yes, gsi1pk = :g1, gsi1sk = :s, gsi2pk = :g2, gsi2sk = :s',
            ConditionExpression: 'attribute_exists(pk) AND paymentConfirmed = :yes',
            ExpressionAttributeValues: {
              ':yes': true,
              ':no': false,
              ':g1': index.gsi1pk,
              ':g2': index.gsi2pk,
              ':s': index.gsi1sk,
            },
          }),
    },
  };
}

/** Hides a nanny profile from the candidates list, or lists it again (if she is looking). */
export function nannyVisibilityWrite(profile: NannyProfile, hidden: boolean): ModerationWrite {
  const listed = isListed({ ...profile, hidden });
  const index = keys.candidatesIndex(candidateSortKey(profile));
  return {
    Update: {
      TableName: tableName(),
      Key: keys.nannyProfile(profile.id),
      UpdateExpression: listed
        ? 'SET #hidden = :h, gsi1pk = :p, gsi1sk = :s'
        : 'SET #hidden = :h REMOVE gsi1pk, gsi1sk',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#hidden': 'hidden' },
      ExpressionAttributeValues: {
        ':h': hidden,
        ...(listed ? { ':p': index.gsi1pk, ':s': index.gsi1sk } : {}),
      },
    },
  };
}

/** Records a moderator's check of a nanny's DBS certificate: the badge and the date, or neither. */
export async function setNannyDbs(nannyId: string, verified: boolean, at: string | null): Promise<boolean> {
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.nannyProfile(nannyId),
        UpdateExpression: 'SET dbsVerified = :v, dbsVerifiedAt = :at',
        // Only a certificate that was uploaded can be verified.
        ConditionExpression: verified
          ? 'attribute_exists(pk) AND attribute_exists(dbs) AND NOT attribute_type(dbs, :null)'
          : 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':v': verified, ':at': at, ...(verified ? { ':null': 'NULL' } : {}) },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
