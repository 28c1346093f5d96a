/**
 * API throughput and latency under load (autocannon) for the public reads: the job board, the candidates
 * list and one job's page, side by side with the bare SDK call each handler makes (the list's Query, the
 * job's GetItem), sent by as many concurrent loops straight to the same DynamoDB Local for as long. The
 * ratio (API / bare) is the API's overhead.
 */
import { createRequire } from 'node:module';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  type GetCommandInput,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { BOARD_PARTITION, jobKey } from '../lambdas/data/jobs.ts';
import { CANDIDATES_PARTITION } from '../lambdas/data/nannies.ts';
import { LIVE_JOB_ID } from './processes.ts';

const require = createRequire(import.meta.url);

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  duration: number;
}
type Autocannon = (opts: { url: string; connections: number; duration: number }) => Promise<AutocannonResult>;
const autocannon = require('autocannon') as Autocannon;

export interface LoadFigures {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
}

/** The bare SDK call a row's handler makes: a Query (a list) or a GetItem (one job). */
export type BareCall = 'Query' | 'GetItem';

export interface ApiLoadRow {
  name: string;
  api: LoadFigures & { path: string };
  bare: LoadFigures & { call?: BareCall };
  /** api.reqPerSec / bare.reqPerSec */
  ratio: number;
}

/** The Query listBoard (lambdas/data/jobs.ts) and listCandidates (lambdas/data/nannies.ts) send for page one. */
const PAGE = 12;
export const boardQuery = (table: string): QueryCommandInput => ({
  TableName: table,
  IndexName: 'gsi1',
  KeyConditionExpression: 'gsi1pk = :p',
  ExpressionAttributeValues: { ':p': BOARD_PARTITION },
  ScanIndexForward: false,
  Limit: PAGE,
});
export const candidatesQuery = (table: string): QueryCommandInput => ({
  TableName: table,
  IndexName: 'gsi1',
  KeyConditionExpression: 'gsi1pk = :p',
  ExpressionAttributeValues: { ':p': CANDIDATES_PARTITION },
  ScanIndexForward: false,
  Limit: PAGE,
});

/** The GetItem getJob (lambdas/data/jobs.ts) sends for a visitor's job page: eventually consistent. */
export const jobRead = (table: string, jobId: string): GetCommandInput => ({
  TableName: table,
  Key: jobKey(jobId),
  ConsistentRead: false,
});

type Bare = { call: 'Query'; input: QueryCommandInput } | { call: 'GetItem'; input: GetCommandInput };

/** Sends a bare call; true when it found what the handler reads (a page of items, or the item). */
async function sendBare(client: DynamoDBDocumentClient, bare: Bare): Promise<boolean> {
  if (bare.call === 'Query') return Boolean((await client.send(new QueryCommand(bare.input))).Items?.length);
  return Boolean((await client.send(new GetCommand(bare.input))).Item);
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;

async function loadApi(url: string, connections: number, seconds: number): Promise<LoadFigures> {
  const r = await autocannon({ url, connections, duration: seconds });
  return {
    reqPerSec: r.requests.total / r.duration,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    requests: r.requests.total,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

async function loadBare(
  client: DynamoDBDocumentClient,
  bare: Bare,
  connections: number,
  seconds: number,
): Promise<LoadFigures> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const t = performance.now();
      try {
        if (!(await sendBare(client, bare))) errors += 1;
        latencies.push(performance.now() - t);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    reqPerSec: latencies.length / elapsed,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    requests: latencies.length,
    errors,
  };
}

export async function measureApiLoad(opts: {
  api: string;
  dynamodb: string;
  table: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  connections: number;
  seconds: number;
  log: (s: string) => void;
}): Promise<ApiLoadRow[]> {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: opts.dynamodb, region: opts.region, credentials: opts.credentials }),
  );
  const cases: Array<{ name: string; path: string; bare: Bare }> = [
    { name: 'GET /jobs (board)', path: '/jobs', bare: { call: 'Query', input: boardQuery(opts.table) } },
    {
      name: 'GET /candidates',
      path: '/candidates',
      bare: { call: 'Query', input: candidatesQuery(opts.table) },
    },
    {
      name: 'GET /jobs/{jobId} (job page)',
      path: `/jobs/${LIVE_JOB_ID}`,
      bare: { call: 'GetItem', input: jobRead(opts.table, LIVE_JOB_ID) },
    },
  ];
  const rows: ApiLoadRow[] = [];
  for (const c of cases) {
    const url = `${opts.api}${c.path}`;
    // Warm up both sides: the adapter loads the handler on its first request, the SDK opens sockets.
    for (let i = 0; i < 5; i++) {
      const res = await fetch(url);
      if (!res.ok) throw new Error(`${url} answered ${res.status} before the load test`);
      await res.arrayBuffer();
    }
    await loadBare(client, c.bare, opts.connections, 1);
    const api = await loadApi(url, opts.connections, opts.seconds);
    const bare = await loadBare(client, c.bare, opts.connections, opts.seconds);
    rows.push({
      name: c.name,
      api: { path: c.path, ...api },
      bare: { call: c.bare.call, ...bare },
      ratio: api.reqPerSec / bare.reqPerSec,
    });
    opts.log(
      `${c.name}: API ${api.reqPerSec.toFixed(0)} req/s, bare ${c.bare.call} ${bare.reqPerSec.toFixed(0)} req/s`,
    );
  }
  client.destroy();
  return rows;
}
