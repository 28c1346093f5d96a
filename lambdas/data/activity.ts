/**
 * What is new for an account, as the header's badge counts it: a poster's applicants not yet opened,
 * a nanny's application changes she has not looked at, and messages not read yet (data/conversations.ts
 * adds to it with each message and takes a conversation's unread off when it is read). Each count moves in the same transaction
 * as the change it counts, so it is exact however many changes happen at once.
 *
 * Keys: pk USER#<userId>, sk ACTIVITY -> { newApplicants, applicationUpdates, unreadMessages }.
 */
import { ddb } from '../platform/clients.ts';
import type { EntityDeclaration, StoredItem } from './entity.ts';
import type { TransactItem } from './table/transact.ts';
import { getItem, updateItem } from './table/commands.ts';

export interface Activity {
  newApplicants: number;
  applicationUpdates: number;
  unreadMessages: number;
}
export type ActivityCount = keyof Activity;

export const activityKey = (userId: string) => ({ pk: `USER#${userId}`, sk: 'ACTIVITY' });

const count = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 0);

export function activityFromItem(item: StoredItem | undefined): Activity {
  return {
    newApplicants: count(item?.newApplicants),
    applicationUpdates: count(item?.applicationUpdates),
    unreadMessages: count(item?.unreadMessages),
  };
}

export const entity = {
  name: 'Activity',
  keys: { pk: 'USER#', sk: 'ACTIVITY' },
  owner: { of: (item) => ({ account: String(item.pk).slice('USER#'.length) }) },
  retention: { policy: 'account', rule: 'kept while the account exists' },
  export: { shape: (item) => ({ ...activityFromItem(item) }) },
  find: (s) => [{ key: activityKey(s.accountId) }],
  erase: { delete: "the account's own counts" },
} satisfies EntityDeclaration;

/** The transaction item that moves one of an account's counts by `delta`, with the change it counts. */
export const activityAdd = (userId: string, name: ActivityCount, delta: number): TransactItem => ({
  Update: {
    Key: activityKey(userId),
    UpdateExpression: 'SET entity = :entity ADD #count :delta',
    ExpressionAttributeNames: { '#count': name },
    ExpressionAttributeValues: { ':entity': entity.name, ':delta': delta },
  },
});

export async function getActivity(userId: string): Promise<Activity> {
  const out = await ddb().send(getItem({ Key: activityKey(userId) }));
  return activityFromItem(out.Item);
}

/** The nanny has looked at her applications: her count of changes starts again from nothing. */
export async function clearApplicationUpdates(userId: string): Promise<Activity> {
  const out = await ddb().send(
    updateItem({
      Key: activityKey(userId),
      UpdateExpression: 'SET entity = :entity, applicationUpdates = :zero',
      ExpressionAttributeValues: { ':entity': entity.name, ':zero': 0 },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return activityFromItem(out.Attributes);
}
