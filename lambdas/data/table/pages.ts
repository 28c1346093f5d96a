/**
 * One page of one partition, newest (or best) first, from the base table or one index, with the
 * opaque cursor of the next page: the single shape every paged list in the product reads with (the
 * board's location filter aside). One Query, never a Scan; a cursor is accepted only for the partition
 * it came from.
 */
import type { IndexName } from '../../contract/routes/spec.ts';
import { ddb } from '../../platform/clients.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import type { StoredItem } from '../entity.ts';
import { queryItems } from './commands.ts';

export interface PartitionPage {
  items: StoredItem[];
  nextCursor: string | null;
}

export async function readPartitionPage(opts: {
  /** The index to read, or none for the table itself. */
  index?: IndexName;
  partition: string;
  /** Only sort keys starting with this (the table's own partitions hold several kinds of item). */
  sortKeyPrefix?: string;
  limit: number;
  cursor?: string | undefined;
  /** Oldest first (a queue read in the order it filled), instead of newest first. */
  oldestFirst?: boolean;
}): Promise<PartitionPage> {
  const pk = opts.index ? `${opts.index}pk` : 'pk';
  const sk = opts.index ? `${opts.index}sk` : 'sk';
  const attributes = opts.index ? ['pk', 'sk', pk, sk] : ['pk', 'sk'];
  const prefix = opts.sortKeyPrefix;
  const start = decodeCursor(
    opts.cursor,
    attributes,
    (key) => key[pk] === opts.partition && (!prefix || key[sk]!.startsWith(prefix)),
  );
  const out = await ddb().send(
    queryItems({
      ...(opts.index ? { IndexName: opts.index } : {}),
      KeyConditionExpression: prefix ? `${pk} = :p AND begins_with(${sk}, :s)` : `${pk} = :p`,
      ExpressionAttributeValues: { ':p': opts.partition, ...(prefix ? { ':s': prefix } : {}) },
      ScanIndexForward: opts.oldestFirst === true,
      Limit: opts.limit,
      ...(start ? { ExclusiveStartKey: start } : {}),
    }),
  );
  return { items: out.Items ?? [], nextCursor: encodeCursor(out.LastEvaluatedKey) };
}
