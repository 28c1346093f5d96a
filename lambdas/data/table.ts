import type { IndexName } from '../contract/routes.ts';

export type { IndexName };

/**
 * The single table: its keys, secondary indexes and TTL attribute. The CDK stack and the local cloud
 * both create the table from this definition; each entity module in this folder builds its own keys.
 */
export const TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expiresAt',
  /** Overloaded indexes: each entity documents what it writes into them. */
  globalIndexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ] satisfies readonly { name: IndexName; partitionKey: string; sortKey: string }[],
} as const;

/**
 * The table's name for a stage; CDK and the local cloud agree on it. (A function reads its own table's
 * name from its environment: platform/clients.ts tableName.)
 */
export const stageTableName = (stage: string) => `nanny-marketplace-${stage}`;
