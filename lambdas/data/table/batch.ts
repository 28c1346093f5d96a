import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../../platform/clients.ts';
import type { StoredItem, TableKey } from '../entity.ts';

/** Reads many items by key in batches of 100, retrying what DynamoDB leaves unprocessed. */
export async function getMany(itemKeys: TableKey[]): Promise<Map<string, StoredItem>> {
  const found = new Map<string, StoredItem>();
  const unique = [...new Map(itemKeys.map((k) => [`${k.pk}|${k.sk}`, k])).values()];
  for (let i = 0; i < unique.length; i += 100) {
    let pending: TableKey[] = unique.slice(i, i + 100);
    for (let attempt = 0; pending.length && attempt < 5; attempt++) {
      const out = await ddb().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending } } }),
      );
      for (const item of out.Responses?.[tableName()] ?? []) found.set(`${item.pk}|${item.sk}`, item);
      pending = (out.UnprocessedKeys?.[tableName()]?.Keys ?? []) as TableKey[];
    }
  }
  return found;
}
