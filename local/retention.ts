/**
 * The local cloud's stand-ins for what AWS deletes by itself: DynamoDB Local keeps items whose TTL has
 * passed, and s3rver has no lifecycle rules. Both are emulated here from the same declarations as on
 * AWS (the table's TTL attribute, data/table/table.ts; the bucket's rules, contract/retention.ts), with the
 * clock as a parameter, so tests move time forward through `POST /_local/scheduled/ttl` and
 * `.../lifecycle` and see what AWS would have deleted by then.
 *
 * An expired item is deleted as AWS TTL deletes it: a plain delete of the whole item, which the table's
 * stream reports as a REMOVE, so whatever reads the stream sees what it would see on AWS.
 */
import { DeleteObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { BUCKET_LIFECYCLE, periodDays, RETENTION } from '../lambdas/contract/retention.ts';
import { TABLE } from '../lambdas/data/table/table.ts';
import { ddb } from '../lambdas/platform/clients.ts';
import { s3, uploadsBucket } from '../lambdas/platform/s3.ts';
import { deleteItem, scanItems } from '../lambdas/data/table/commands.ts';

const DAY_MS = 24 * 3600 * 1000;

/** How often the local cloud runs its TTL and lifecycle sweeps on its own. */
export const EXPIRY_SWEEP_MINUTES = 10;

/**
 * Deletes every item whose TTL has passed by `now`. DynamoDB Local has no index of TTLs, so it reads
 * the table (a local table is small); each delete is conditional on the TTL still being past, as an
 * item written again meanwhile must stay.
 */
export async function sweepExpiredItems(now: Date): Promise<{ deleted: number }> {
  const attribute = TABLE.ttlAttribute;
  const seconds = Math.floor(now.getTime() / 1000);
  let deleted = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await ddb().send(
      scanItems({
        FilterExpression: '#ttl <= :now',
        ProjectionExpression: '#pk, #sk',
        ExpressionAttributeNames: { '#ttl': attribute, '#pk': TABLE.partitionKey, '#sk': TABLE.sortKey },
        ExpressionAttributeValues: { ':now': seconds },
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const key of page.Items ?? []) {
      try {
        await ddb().send(
          deleteItem({
            Key: key,
            ConditionExpression: '#ttl <= :now',
            ExpressionAttributeNames: { '#ttl': attribute },
            ExpressionAttributeValues: { ':now': seconds },
          }),
        );
        deleted += 1;
      } catch (error) {
        if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
      }
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return { deleted };
}

/**
 * When S3 expires an object under a rule of `days`: that many days after it was written, counted from
 * the next midnight UTC (as S3 rounds a lifecycle's start).
 */
export function lifecycleExpiry(lastModified: Date, days: number): Date {
  const midnight = Math.ceil(lastModified.getTime() / DAY_MS) * DAY_MS;
  return new Date(midnight + days * DAY_MS);
}

/** Deletes every object of a lifecycle prefix that S3 would have expired by `now`. */
export async function sweepLifecycle(now: Date): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const { prefix, policy } of BUCKET_LIFECYCLE) {
    const days = periodDays(RETENTION[policy].period);
    deleted[prefix] = 0;
    let token: string | undefined;
    do {
      const page = await s3().send(
        new ListObjectsV2Command({ Bucket: uploadsBucket(), Prefix: prefix, ContinuationToken: token }),
      );
      const expired = (page.Contents ?? []).filter(
        (object) =>
          object.Key &&
          object.LastModified &&
          lifecycleExpiry(object.LastModified, days).getTime() <= now.getTime(),
      );
      for (const object of expired) {
        await s3().send(new DeleteObjectCommand({ Bucket: uploadsBucket(), Key: object.Key! }));
        deleted[prefix] += 1;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
  return deleted;
}
