/**
 * The local cloud's meter (LOCAL_METER=1): what each function did, as AWS would bill it. Every run of a
 * handler (a route, a stream batch, a scheduled run) is counted under its function's name with its
 * duration; inside a run, each DynamoDB call made with the handlers' shared client asks for
 * `ReturnConsumedCapacity: 'TOTAL'` and its read or write units are added to the function, each S3 call
 * is counted by its request class, and what the handler writes to stdout and stderr (its log lines) is
 * counted in bytes. `GET /api/_local/meter` on the local API reads it and `POST /api/_local/meter/reset` zeroes
 * it (bench/cost/ drives the user journeys with it).
 *
 * It lives here, around the handlers, never inside them: the handlers run the same code metered or not.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';

/** What one function did while metered. */
export interface FunctionUsage {
  invocations: number;
  /** Each run's duration in ms, as measured here (unrounded). */
  durationsMs: number[];
  /** DynamoDB read and write request units, as the table reported them (on-demand). */
  readUnits: number;
  writeUnits: number;
  /** Units for calls that failed (a failed condition), estimated: one per item written, two in a transaction. */
  estimatedWriteUnits: number;
  dynamoCalls: Record<string, number>;
  /** S3 requests by command name (PutObject, GetObject, HeadObject, ListObjectsV2, ...). */
  s3Calls: Record<string, number>;
  /** Bytes and lines the handler wrote to stdout and stderr: its log lines. */
  logBytes: number;
  logLines: number;
}

export interface MeterSnapshot {
  since: string;
  functions: Record<string, FunctionUsage>;
}

const emptyUsage = (): FunctionUsage => ({
  invocations: 0,
  durationsMs: [],
  readUnits: 0,
  writeUnits: 0,
  estimatedWriteUnits: 0,
  dynamoCalls: {},
  s3Calls: {},
  logBytes: 0,
  logLines: 0,
});

const READS = new Set(['GetCommand', 'BatchGetCommand', 'QueryCommand', 'ScanCommand', 'TransactGetCommand']);
const READ_NAMES = new Set(['GetItem', 'BatchGetItem', 'Query', 'Scan', 'TransactGetItems']);
const isRead = (name: string) => READS.has(name) || READ_NAMES.has(name.replace(/Command$/, ''));
/** The operations that accept ReturnConsumedCapacity (the document client's and the plain client's). */
const CAPACITY_OPERATIONS =
  /^(Get|Put|Update|Delete|Query|Scan|BatchGet|BatchWrite|TransactGet|TransactWrite)(Item|Items)?Command$/;

interface Capacity {
  CapacityUnits?: number;
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
}

/** Units a write that failed would still have used: one per item, two per item in a transaction. */
function failedWriteUnits(name: string, input: Record<string, unknown>): number {
  if (name.startsWith('TransactWrite'))
    return 2 * ((input.TransactItems as unknown[] | undefined)?.length ?? 1);
  if (name.startsWith('BatchWrite')) return 0;
  return 1;
}

interface MiddlewareStackLike {
  add: (
    middleware: (
      next: (args: { input: Record<string, unknown> }) => Promise<{ output: Record<string, unknown> }>,
      context: { commandName?: string },
    ) => (args: { input: Record<string, unknown> }) => Promise<{ output: Record<string, unknown> }>,
    options: { step: 'initialize'; name: string; override?: boolean },
  ) => void;
}

export interface Meter {
  /** Runs `fn` as one invocation of the function `name`. */
  run<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /** Wraps a handler so that each call is one invocation of `name`. */
  wrap<A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R>): (...args: A) => Promise<R>;
  /** Counts the DynamoDB calls made with this client (the handlers' shared document client). */
  meterDynamoDb(client: { middlewareStack: unknown }): void;
  /** Counts the S3 calls made with this client (the handlers' shared S3 client). */
  meterS3(client: { middlewareStack: unknown }): void;
  snapshot(): MeterSnapshot;
  reset(): void;
}

export function createMeter(): Meter {
  const current = new AsyncLocalStorage<FunctionUsage>();
  let usage: Record<string, FunctionUsage> = {};
  let since = new Date().toISOString();
  const of = (name: string) => (usage[name] ??= emptyUsage());

  // Log bytes: whatever a handler writes to stdout or stderr while it runs (Powertools' logger writes
  // through process.stdout, looked up on every line).
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      const store = current.getStore();
      if (store) {
        const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
        store.logBytes += Buffer.byteLength(text);
        store.logLines += text.split('\n').length - 1;
      }
      return write(chunk, ...rest);
    }) as typeof stream.write;
  }

  const meter: Meter = {
    async run(name, fn) {
      const store = of(name);
      store.invocations += 1;
      const started = performance.now();
      try {
        return await current.run(store, fn);
      } finally {
        store.durationsMs.push(performance.now() - started);
      }
    },
    wrap:
      (name, fn) =>
      (...args) =>
        meter.run(name, () => fn(...args)),
    meterDynamoDb(client) {
      (client.middlewareStack as MiddlewareStackLike).add(
        (next, context) => async (args) => {
          const store = current.getStore();
          const name = context.commandName ?? 'unknown';
          if (!store || !CAPACITY_OPERATIONS.test(name)) return next(args);
          store.dynamoCalls[name] = (store.dynamoCalls[name] ?? 0) + 1;
          const input = { ReturnConsumedCapacity: 'TOTAL', ...args.input };
          let result;
          try {
            result = await next({ ...args, input });
          } catch (error) {
            if (!isRead(name)) store.estimatedWriteUnits += failedWriteUnits(name, input);
            throw error;
          }
          const consumed = result.output.ConsumedCapacity as Capacity | Capacity[] | undefined;
          const units = [consumed ?? []]
            .flat()
            .reduce(
              (sum, c) => sum + (c.CapacityUnits ?? (c.ReadCapacityUnits ?? 0) + (c.WriteCapacityUnits ?? 0)),
              0,
            );
          if (isRead(name)) store.readUnits += units;
          else store.writeUnits += units;
          return result;
        },
        { step: 'initialize', name: 'localMeterDynamoDb', override: true },
      );
    },
    meterS3(client) {
      (client.middlewareStack as MiddlewareStackLike).add(
        (next, context) => async (args) => {
          const store = current.getStore();
          const name = (context.commandName ?? 'unknown').replace(/Command$/, '');
          if (store) store.s3Calls[name] = (store.s3Calls[name] ?? 0) + 1;
          return next(args);
        },
        { step: 'initialize', name: 'localMeterS3', override: true },
      );
    },
    snapshot: () => ({ since, functions: structuredClone(usage) }),
    reset() {
      usage = {};
      since = new Date().toISOString();
    },
  };
  return meter;
}

/** The local cloud's meter when LOCAL_METER=1, else none (and nothing is wrapped). */
export const localMeter: Meter | undefined = process.env.LOCAL_METER === '1' ? createMeter() : undefined;
