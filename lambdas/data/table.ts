/**
 * The single table: its keys, secondary indexes and TTL attribute. The CDK stack and the local cloud
 * both create the table from this definition, and the repositories build keys from keys.ts.
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
  ],
} as const;

export type IndexName = (typeof TABLE.globalIndexes)[number]['name'];

/** The table's name for a stage; CDK and the local cloud agree on it. */
export const tableName = (stage: string) => `nanny-marketplace-${stage}`;
