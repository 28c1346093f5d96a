/**
 * The gate of signed-in writes (services/account-gate.ts): what it adds to every signed-in write, the
 * read of the account's record before the route's own work. Measured in a fresh in-memory table of its
 * own: the gate alone (`admitWriter`, as the middleware calls it) over many runs, the read units it
 * consumes (a middleware asks each read for its consumed capacity), and, for scale, a whole write route
 * (PUT /me/email-settings, gate included) run through its handler. No target: the figures say what one
 * write costs more.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ensureTable, waitForDynamoDb } from '../local/dynamodb.ts';
import { startInMemoryDynamoDb } from './scaling.ts';

export interface GateResult {
  runs: number;
  /** The gate alone, per write. */
  gateMedianMs: number;
  gateP95Ms: number;
  /** Read units the gate consumes per write (a consistent read of one small item). */
  readUnitsPerWrite: number;
  /** A whole signed-in write, gate included, through its handler. */
  writeMedianMs: number;
}

const RUNS = 400;
const WARM_UP = 30;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

export async function measureGate(opts: {
  port: number;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  lambdaEnv: Record<string, string>;
  table: string;
  log: (s: string) => void;
}): Promise<GateResult> {
  const endpoint = `http://127.0.0.1:${opts.port}`;
  const stop = await startInMemoryDynamoDb(opts.port);
  try {
    Object.assign(process.env, opts.lambdaEnv, {
      TABLE_NAME: opts.table,
      AWS_ENDPOINT_URL_DYNAMODB: endpoint,
    });
    const admin = new DynamoDBClient({ endpoint, region: opts.region, credentials: opts.credentials });
    await waitForDynamoDb(admin);
    await ensureTable(admin, opts.table);
    admin.destroy();
    const result = await measure();
    opts.log(
      `gate: ${result.gateMedianMs.toFixed(2)} ms median (p95 ${result.gateP95Ms.toFixed(2)} ms), ` +
        `${result.readUnitsPerWrite} read units per write; a whole write ${result.writeMedianMs.toFixed(1)} ms`,
    );
    return result;
  } finally {
    await stop();
  }
}

async function measure(): Promise<GateResult> {
  const { ddb } = await import('../lambdas/platform/clients.ts');
  const { recordAccount } = await import('../lambdas/data/account-index.ts');
  const { admitWriter } = await import('../lambdas/services/account-gate.ts');
  const { handler } = await import('../lambdas/http/me/update-email-settings.ts');

  let units: number[] | null = null;
  ddb().middlewareStack.add(
    (next) => async (args) => {
      const input = args.input as Record<string, unknown>;
      if (units) input.ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      const consumed = (result.output as { ConsumedCapacity?: { CapacityUnits?: number } }).ConsumedCapacity;
      if (units && consumed?.CapacityUnits !== undefined) units.push(consumed.CapacityUnits);
      return result;
    },
    { step: 'initialize', name: 'benchGateCapacity' },
  );

  const sub = '0b8c1d2e-3f40-4152-8a63-748596a7b8c9';
  await recordAccount({ sub, userType: 'family', createdAt: new Date().toISOString() });
  const principal = {
    id: sub,
    email: 'bench@example.com',
    name: 'Bench Family',
    userType: 'family' as const,
    groups: [],
    isAdmin: false,
  };

  const timed = async (fn: () => Promise<unknown>) => {
    const start = process.hrtime.bigint();
    await fn();
    return Number(process.hrtime.bigint() - start) / 1e6;
  };
  for (let i = 0; i < WARM_UP; i++) await admitWriter(principal);
  units = [];
  const gate: number[] = [];
  for (let i = 0; i < RUNS; i++) gate.push(await timed(() => admitWriter(principal)));
  const readUnits = units.reduce((a, b) => a + b, 0) / RUNS;
  units = null;

  const event = {
    version: '2.0',
    routeKey: 'PUT /me/email-settings',
    rawPath: '/me/email-settings',
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      newApplication: true,
      applicationCopy: true,
      applicationUpdates: true,
      jobReminders: false,
      messages: true,
      unreadApplications: true,
      unansweredMessages: true,
    }),
    isBase64Encoded: false,
    requestContext: {
      requestId: 'bench',
      http: { method: 'PUT', path: '/me/email-settings', sourceIp: '127.0.0.1' },
      authorizer: {
        jwt: {
          claims: {
            sub,
            email: principal.email,
            name: principal.name,
            'custom:user_type': 'family',
            token_use: 'id',
          },
        },
      },
    },
  };
  const context = { awsRequestId: 'bench', functionName: 'bench' };
  const call = () => (handler as (e: unknown, c: unknown) => Promise<{ statusCode: number }>)(event, context);
  const first = await call();
  if (first.statusCode !== 200) throw new Error(`the bench's write answered ${first.statusCode}`);
  for (let i = 0; i < WARM_UP; i++) await call();
  const writes: number[] = [];
  for (let i = 0; i < RUNS; i++) writes.push(await timed(call));

  return {
    runs: RUNS,
    gateMedianMs: Math.round(quantile(gate, 0.5) * 100) / 100,
    gateP95Ms: Math.round(quantile(gate, 0.95) * 100) / 100,
    readUnitsPerWrite: Math.round(readUnits * 100) / 100,
    writeMedianMs: Math.round(quantile(writes, 0.5) * 10) / 10,
  };
}
