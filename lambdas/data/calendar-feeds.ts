/**
 * The version of an account's private calendar feed, kept on the account's own record (account-index.ts,
 * attribute `calendarFeedVersion`, 0 until it is first changed): the feed's address names it, so moving
 * it revokes every address made before.
 */
import { ddb } from '../platform/clients.ts';
import { accountRecordKey, entity as accountEntity } from './account-index.ts';
import { getItem, updateItem } from './table/commands.ts';

export async function feedVersionOf(accountId: string): Promise<number> {
  const out = await ddb().send(
    getItem({
      Key: accountRecordKey(accountId),
      ConsistentRead: true,
      ProjectionExpression: 'calendarFeedVersion',
    }),
  );
  const version = out.Item?.calendarFeedVersion;
  return typeof version === 'number' ? version : 0;
}

/** Moves the account's feed version on (an account without a record gets one, as a deletion's mark does). */
export async function nextFeedVersion(accountId: string): Promise<number> {
  const out = await ddb().send(
    updateItem({
      Key: accountRecordKey(accountId),
      UpdateExpression:
        'SET entity = if_not_exists(entity, :entity), #sub = if_not_exists(#sub, :sub) ADD calendarFeedVersion :one',
      ExpressionAttributeNames: { '#sub': 'sub' },
      ExpressionAttributeValues: { ':entity': accountEntity.name, ':sub': accountId, ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.calendarFeedVersion ?? 1);
}
