import type { IndexName } from '../../contract/routes/spec.ts';

export type { IndexName };

/**
 * The single table: its keys, secondary indexes and TTL attribute. The CDK stack and the local cloud
 * both create the table from this definition; each entity module in this folder builds its own keys.
 */
export const TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expiresAt',
  /**
   * The table's change stream: what each write made of an item. The outbox deliverer reads new outbox
   * items from it (data/outbox.ts), on AWS and in the local cloud alike.
   */
  streamView: 'NEW_IMAGE',
  /** Overloaded indexes: each entity documents what it writes into them. */
  globalIndexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    /** Places: the board, the candidates and job alerts by postcode area. */
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  ] satisfies readonly { name: IndexName; partitionKey: string; sortKey: string }[],
} as const;

/**
 * The table's name for a stage; CDK and the local cloud agree on it. (A function reads its own table's
 * name from its environment: platform/clients.ts tableName.)
 */
export const stageTableName = (stage: string) => `nanny-marketplace-${stage}`;
