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
  ],
} as const;

export type IndexName = (typeof TABLE.globalIndexes)[number]['name'];

/** The table's name for a stage; CDK and the local cloud agree on it. */
export const tableName = (stage: string) => `nanny-marketplace-${stage}`;
