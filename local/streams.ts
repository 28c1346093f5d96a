/**
 * The local cloud's stand-in for Lambda's DynamoDB stream event source: reads the table's stream on
 * DynamoDB Local and hands batches to the same handler the Lambda runs, as the same event, with the
 * same rules as the event source mapping in lib/outbox.ts:
 * - only records the filter admits reach the handler (the Lambda's event filter);
 * - records are handed over in order, per shard, one batch at a time;
 * - the handler names the first record it failed on (partial batch response): that record and those
 *   after it are handed over again on the next round; those before it are done;
 * - a record that failed `maxAttempts` times is dead-lettered: logged, and kept in the table as a
 *   DEADLETTER#OUTBOX item (data/outbox.ts), the stand-in for the dead-letter queue, and then passed.
 *
 * It polls every `intervalMs`, and `drain()` runs a round at once: the local API answers a request only after
 * a round has run, so what the request put in the outbox (a receipt) is in the mailbox when its answer is.
 */
import type { AttributeValue, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  type DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  TrimmedDataAccessException,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';

export interface StreamPollerOptions {
  dynamodb: DynamoDBClient;
  streams: DynamoDBStreamsClient;
  tableName: string;
  region: string;
  handler: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse | void>;
  /** Which records the handler is given (the event filter). */
  filter: (record: DynamoDBRecord) => boolean;
  /** A record the handler failed on this many times is dead-lettered. */
  maxAttempts: number;
  deadLetter: (record: DynamoDBRecord, reason: string) => Promise<void>;
  batchSize?: number;
  intervalMs?: number;
}

export interface StreamPoller {
  /** Runs a round now (or joins the next one) and resolves when it is done. */
  drain(): Promise<void>;
  stop(): void;
}

interface ShardState {
  id: string;
  parentId: string | undefined;
  iterator: string | null;
  /** The last record read from the shard, to start again after it if its iterator expires. */
  lastSequence: string | null;
  /** Records read and not yet done with, oldest first. */
  pending: DynamoDBRecord[];
  attempts: number;
  closed: boolean;
}

/** A stream record as Lambda hands it over (dates in seconds, the stream's ARN on each record). */
export function asLambdaRecord(record: StreamRecord, streamArn: string, region: string): DynamoDBRecord {
  const data = record.dynamodb ?? {};
  return {
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion,
    eventSource: record.eventSource,
    awsRegion: record.awsRegion ?? region,
    eventSourceARN: streamArn,
    dynamodb: {
      ...(data.ApproximateCreationDateTime
        ? { ApproximateCreationDateTime: Math.floor(data.ApproximateCreationDateTime.getTime() / 1000) }
        : {}),
      Keys: data.Keys as Record<string, AttributeValue> | undefined,
      NewImage: data.NewImage as Record<string, AttributeValue> | undefined,
      OldImage: data.OldImage as Record<string, AttributeValue> | undefined,
      SequenceNumber: data.SequenceNumber,
      SizeBytes: data.SizeBytes,
      StreamViewType: data.StreamViewType,
    },
  };
}

export async function startStreamPoller(options: StreamPollerOptions): Promise<StreamPoller> {
  const { dynamodb, streams, handler, filter } = options;
  const batchSize = options.batchSize ?? 10;
  const intervalMs = options.intervalMs ?? 250;
  const table = await dynamodb.send(new DescribeTableCommand({ TableName: options.tableName }));
  const streamArn = table.Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`The table ${options.tableName} has no stream`);
  const shards = new Map<string, ShardState>();
  let stopped = false;
  let lastError = '';

  async function discoverShards() {
    let start: string | undefined;
    do {
      const out = await streams.send(
        new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: start }),
      );
      for (const shard of out.StreamDescription?.Shards ?? []) {
        if (!shard.ShardId || shards.has(shard.ShardId)) continue;
        shards.set(shard.ShardId, {
          id: shard.ShardId,
          parentId: shard.ParentShardId,
          iterator: null,
          lastSequence: null,
          pending: [],
          attempts: 0,
          closed: false,
        });
      }
      start = out.StreamDescription?.LastEvaluatedShardId;
    } while (start);
  }

  async function iteratorOf(shard: ShardState) {
    const out = await streams.send(
      new GetShardIteratorCommand({
        StreamArn: streamArn,
        ShardId: shard.id,
        ...(shard.lastSequence
          ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: shard.lastSequence }
          : { ShardIteratorType: 'TRIM_HORIZON' }),
      }),
    );
    return out.ShardIterator ?? null;
  }

  /** Reads the next records of a shard into its pending list; false when there were none. */
  async function read(shard: ShardState): Promise<boolean> {
    if (shard.closed) return false;
    shard.iterator ??= await iteratorOf(shard);
    if (!shard.iterator) {
      shard.closed = true;
      return false;
    }
    let out;
    try {
      out = await streams.send(new GetRecordsCommand({ ShardIterator: shard.iterator, Limit: batchSize }));
    } catch (error) {
      if (!(error instanceof ExpiredIteratorException || error instanceof TrimmedDataAccessException))
        throw error;
      shard.iterator = null;
      return false;
    }
    shard.iterator = out.NextShardIterator ?? null;
    if (!shard.iterator) shard.closed = true;
    const records = out.Records ?? [];
    if (records.length === 0) return false;
    shard.lastSequence = records.at(-1)?.dynamodb?.SequenceNumber ?? shard.lastSequence;
    shard.pending.push(
      ...records.map((r) => asLambdaRecord(r, streamArn!, options.region)).filter((r) => filter(r)),
    );
    return true;
  }

  /** Hands a shard's pending records to the handler; false when it failed on one of them. */
  async function deliver(shard: ShardState): Promise<boolean> {
    const batch = shard.pending.slice(0, batchSize);
    let failedAt: string | null;
    try {
      const answer = await handler({ Records: batch });
      failedAt = answer?.batchItemFailures[0]?.itemIdentifier ?? null;
    } catch (error) {
      // A handler that throws failed the whole batch.
      console.error('[outbox] stream handler failed', error);
      failedAt = batch[0]?.dynamodb?.SequenceNumber ?? null;
    }
    const failed = failedAt === null ? -1 : batch.findIndex((r) => r.dynamodb?.SequenceNumber === failedAt);
    if (failed < 0) {
      shard.pending.splice(0, batch.length);
      shard.attempts = 0;
      return true;
    }
    shard.pending.splice(0, failed);
    shard.attempts += 1;
    if (shard.attempts >= options.maxAttempts) {
      const record = shard.pending.shift()!;
      shard.attempts = 0;
      const reason = `failed ${options.maxAttempts} times`;
      console.error(
        `[outbox] dead-lettered stream record ${record.dynamodb?.SequenceNumber} (${record.dynamodb?.Keys?.pk?.S}): ${reason}`,
      );
      await options.deadLetter(record, reason);
    }
    return false;
  }

  async function runRound() {
    await discoverShards();
    for (const shard of shards.values()) {
      const parent = shard.parentId ? shards.get(shard.parentId) : undefined;
      // A shard's records follow its parent's: start on it once the parent is read to its end.
      if (parent && !(parent.closed && parent.pending.length === 0)) continue;
      for (;;) {
        if (shard.pending.length === 0 && !(await read(shard))) break;
        if (shard.pending.length === 0) continue;
        // A failed batch waits for the next round, as Lambda retries it after a pause.
        if (!(await deliver(shard))) break;
      }
    }
  }

  let current: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  function round(): Promise<void> {
    if (!current) {
      current = runRound()
        .then(() => {
          lastError = '';
        })
        .catch((error: unknown) => {
          // Said once while it lasts (DynamoDB Local stopping, say), not every 250 ms.
          const message = error instanceof Error ? error.message : String(error);
          if (message !== lastError) console.error('[outbox] stream poll failed:', message);
          lastError = message;
        })
        .finally(() => {
          current = null;
        });
      return current;
    }
    next ??= current.then(() => {
      next = null;
      return round();
    });
    return next;
  }

  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    if (stopped) return;
    void round().finally(() => {
      if (!stopped) timer = setTimeout(tick, intervalMs);
    });
  };
  tick();

  return {
    drain: () => (stopped ? Promise.resolve() : round()),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
