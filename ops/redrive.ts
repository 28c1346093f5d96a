/**
 * Redrives a dead-letter queue (lib/dead-letters.ts): each message is turned back into the work it
 * stands for and handed to the function that failed it; a message is deleted only once that work went
 * through. What it cannot redo (records gone from the stream, a message of no known kind) stays in the
 * queue and is reported. docs/runbook-redrive.md says what lands in each queue and when to redrive.
 *
 * Three kinds of message land in the queues:
 * - Lambda's failure record of an asynchronous invocation (a scheduled run that threw on every retry):
 *   `requestContext.functionArn` and `requestPayload`; the function is invoked again, asynchronously,
 *   with the payload.
 * - An event source mapping's failure record of a table stream batch: `DDBStreamBatchInfo` names the
 *   shard and the first and last sequence numbers. The records are read from the stream again, given
 *   the mapping's filter and batch size (the same rules the local cloud's poller uses), and handed to the
 *   function synchronously, so its answer (an error, or records it failed on) decides.
 * - EventBridge's own dead letter (it could not invoke the target): the event itself, with the
 *   RULE_ARN, TARGET_ARN and ERROR_CODE message attributes; the target is invoked again,
 *   asynchronously, with the event.
 *
 * Every stream function is safe to run again on records it has done (see each handler's comment): the
 * outbox skips a message whose delivery is recorded, the fan-out writes under deterministic ids, the
 * site pages prerender what is, and exports and deletions read their state first.
 *
 * The redrive reads the queue and invokes functions through two small interfaces; sqsDeadLetterQueue
 * and lambdaInvoker implement them with the SQS and Lambda clients (bin/redrive.ts runs it).
 */
import type { DynamoDBBatchResponse, DynamoDBRecord } from 'aws-lambda';
import {
  type DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  ResourceNotFoundException,
  TrimmedDataAccessException,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import { InvokeCommand, type LambdaClient } from '@aws-sdk/client-lambda';
import {
  ChangeMessageVisibilityCommand,
  DeleteMessageCommand,
  GetQueueUrlCommand,
  ReceiveMessageCommand,
  type Message,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import { resourceName, type StageName } from '../lib/config.ts';
import { asLambdaRecord } from '../local/streams.ts';
import { isOutboxInsert, OUTBOX_DELIVERY } from '../lambdas/data/outbox.ts';
import { JOB_ALERTS_DELIVERY } from '../lambdas/data/job-alerts.ts';
import { isJobPublished } from '../lambdas/streams/job-alerts.ts';
import { isSitePageItem } from '../lambdas/streams/site-pages.ts';
import { SITE_PAGES_DELIVERY } from '../lambdas/services/site-pages.ts';
import { DATA_RIGHTS_DELIVERY, isDataRightsWork } from '../lambdas/streams/data-rights.ts';

/** Where the runbook says what to do when a batch's records are gone from the stream. */
export const EXPIRED_RECORDS_STEP = 'docs/runbook-redrive.md, "When the stream records have expired"';

/** A table stream keeps a record 24 hours. */
const STREAM_RETENTION_MS = 24 * 3600_000;

/** A dead-letter message as received: its body and its string message attributes. */
export interface DeadLetter {
  readonly messageId: string;
  readonly receiptHandle: string;
  readonly body: string;
  readonly attributes: Readonly<Record<string, string>>;
}

/** The queue being redriven. */
export interface DeadLetterQueue {
  /** Up to `max` messages, each hidden from other readers until released or deleted. */
  receive(max: number): Promise<DeadLetter[]>;
  delete(message: DeadLetter): Promise<void>;
  /** Makes a message visible again at once, as it was before it was received. */
  release(message: DeadLetter): Promise<void>;
}

/** What a synchronous invocation answered. */
export interface Invocation {
  /** Set when the function threw (Lambda's `FunctionError`). */
  readonly functionError?: string;
  /** The function's answer, parsed from JSON (undefined when empty). */
  readonly payload: unknown;
}

/** Invoking the stage's functions. */
export interface Invoker {
  /** InvocationType Event: queued by Lambda, retried and dead-lettered as a scheduled run is. */
  invokeAsync(functionName: string, payload: unknown): Promise<void>;
  /** InvocationType RequestResponse: waits for the function's answer. */
  invoke(functionName: string, payload: unknown): Promise<Invocation>;
}

export interface RedriveOptions {
  readonly stage: StageName;
  readonly queue: DeadLetterQueue;
  readonly invoker: Invoker;
  /** The table stream's client, in the stream's region. */
  readonly streams: DynamoDBStreamsClient;
  /** Say what would be done, and change nothing. */
  readonly dryRun?: boolean;
  /** At most this many messages (all unless set). */
  readonly limit?: number;
  readonly now?: Date;
  /** Each message's outcome, as it is decided. */
  readonly report?: (line: string) => void;
}

export type Outcome = 'redriven' | 'would redrive' | 'kept';

export interface MessageResult {
  readonly messageId: string;
  readonly kind: MessageKind['kind'];
  readonly outcome: Outcome;
  readonly detail: string;
}

/** A table stream batch, as an event source mapping's failure record names it. */
export interface StreamBatchInfo {
  readonly streamArn: string;
  readonly shardId: string;
  readonly startSequenceNumber: string;
  readonly endSequenceNumber: string;
  readonly batchSize?: number;
  readonly approximateArrivalOfFirstRecord?: string;
}

export type MessageKind =
  | { kind: 'async-invocation'; functionName: string; payload: unknown; condition: string }
  | { kind: 'stream-batch'; functionName: string; batch: StreamBatchInfo }
  | { kind: 'rule-event'; functionName: string; event: unknown; error: string }
  | { kind: 'unknown'; why: string };

/**
 * What a stream function is given, as its event source mapping gives it (lib/outbox.ts, job-alerts.ts,
 * site-pages.ts, data-rights.ts): its filter (as the local cloud's poller applies it) and batch size.
 * By the function's short name.
 */
export const STREAM_CONSUMERS: Readonly<
  Record<string, { filter: (record: DynamoDBRecord) => boolean; batchSize: number }>
> = {
  outbox: { filter: isOutboxInsert, batchSize: OUTBOX_DELIVERY.batchSize },
  'job-alerts': { filter: isJobPublished, batchSize: JOB_ALERTS_DELIVERY.batchSize },
  'site-pages': { filter: isSitePageItem, batchSize: SITE_PAGES_DELIVERY.batchSize },
  'data-rights': { filter: isDataRightsWork, batchSize: DATA_RIGHTS_DELIVERY.batchSize },
};

/**
 * The queue's name for a short name (`outbox`), as lib/dead-letters.ts names it, or the name itself
 * when given in full.
 */
export function queueName(stage: StageName, queue: string): string {
  if (queue.startsWith(resourceName({ stage }, ''))) return queue;
  return resourceName({ stage }, `${queue.replace(/-dead-letters$/, '')}-dead-letters`);
}

/**
 * How long a received message stays hidden from other readers: a stream batch waits for its function's
 * answers (15 minutes at most each), and a message still unhandled when the run ends is released at once.
 */
const RECEIVE_VISIBILITY_SECONDS = 900;

/** An SQS message as the redrive reads it: its body and its string message attributes. */
export function asDeadLetter(message: Message): DeadLetter {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.MessageAttributes ?? {}))
    if (value.StringValue !== undefined) attributes[name] = value.StringValue;
  return {
    messageId: message.MessageId ?? '',
    receiptHandle: message.ReceiptHandle ?? '',
    body: message.Body ?? '',
    attributes,
  };
}

/** The dead-letter queue of that name (in full, as queueName answers it), read through SQS. */
export async function sqsDeadLetterQueue(sqs: SQSClient, name: string): Promise<DeadLetterQueue> {
  const { QueueUrl } = await sqs.send(new GetQueueUrlCommand({ QueueName: name }));
  if (!QueueUrl) throw new Error(`SQS gave no URL for the queue ${name}`);
  return {
    async receive(max) {
      const { Messages } = await sqs.send(
        new ReceiveMessageCommand({
          QueueUrl,
          MaxNumberOfMessages: max,
          WaitTimeSeconds: 2,
          VisibilityTimeout: RECEIVE_VISIBILITY_SECONDS,
          MessageAttributeNames: ['All'],
        }),
      );
      return (Messages ?? []).map(asDeadLetter);
    },
    async delete(message) {
      await sqs.send(new DeleteMessageCommand({ QueueUrl, ReceiptHandle: message.receiptHandle }));
    },
    async release(message) {
      await sqs.send(
        new ChangeMessageVisibilityCommand({
          QueueUrl,
          ReceiptHandle: message.receiptHandle,
          VisibilityTimeout: 0,
        }),
      );
    },
  };
}

/** The stage's functions, invoked through Lambda. */
export function lambdaInvoker(lambda: LambdaClient): Invoker {
  const encode = (payload: unknown) => new TextEncoder().encode(JSON.stringify(payload));
  return {
    async invokeAsync(functionName, payload) {
      await lambda.send(
        new InvokeCommand({ FunctionName: functionName, InvocationType: 'Event', Payload: encode(payload) }),
      );
    },
    async invoke(functionName, payload) {
      const answer = await lambda.send(
        new InvokeCommand({
          FunctionName: functionName,
          InvocationType: 'RequestResponse',
          Payload: encode(payload),
        }),
      );
      const text = answer.Payload?.length ? new TextDecoder().decode(answer.Payload) : '';
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = text;
      }
      return answer.FunctionError
        ? { functionError: answer.FunctionError, payload: parsed }
        : { payload: parsed };
    },
  };
}

/**
 * The function an ARN names, as Invoke takes it: `name`, or `name:qualifier` for a version or alias
 * other than $LATEST. Null for anything but a Lambda function's ARN.
 */
export function functionNameOf(arn: string): string | null {
  const match = /^arn:aws[\w-]*:lambda:[\w-]+:\d{12}:function:([\w-]+)(?::([\w$-]+))?$/.exec(arn);
  if (!match) return null;
  const [, name, qualifier] = match;
  return qualifier && qualifier !== '$LATEST' ? `${name}:${qualifier}` : name!;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Which kind of dead letter a message is, and what it names. */
export function classify(message: DeadLetter): MessageKind {
  let body: unknown;
  try {
    body = JSON.parse(message.body);
  } catch {
    return { kind: 'unknown', why: 'its body is not JSON' };
  }
  if (!isObject(body)) return { kind: 'unknown', why: 'its body is not a JSON object' };
  const context = isObject(body.requestContext) ? body.requestContext : undefined;
  const functionArn = typeof context?.functionArn === 'string' ? context.functionArn : undefined;

  if (isObject(body.DDBStreamBatchInfo)) {
    const info = body.DDBStreamBatchInfo;
    const functionName = functionArn && functionNameOf(functionArn);
    if (!functionName) return { kind: 'unknown', why: 'a stream batch naming no function' };
    const text = (key: string) => (typeof info[key] === 'string' ? info[key] : undefined);
    const streamArn = text('streamArn');
    const shardId = text('shardId');
    const startSequenceNumber = text('startSequenceNumber');
    const endSequenceNumber = text('endSequenceNumber');
    if (!streamArn || !shardId || !startSequenceNumber || !endSequenceNumber)
      return { kind: 'unknown', why: 'a stream batch lacking its stream, shard or sequence numbers' };
    return {
      kind: 'stream-batch',
      functionName,
      batch: {
        streamArn,
        shardId,
        startSequenceNumber,
        endSequenceNumber,
        ...(typeof info.batchSize === 'number' && { batchSize: info.batchSize }),
        ...(text('approximateArrivalOfFirstRecord') && {
          approximateArrivalOfFirstRecord: text('approximateArrivalOfFirstRecord'),
        }),
      },
    };
  }

  if (context && 'requestPayload' in body) {
    const functionName = functionArn && functionNameOf(functionArn);
    if (!functionName) return { kind: 'unknown', why: 'a failed invocation naming no function' };
    return {
      kind: 'async-invocation',
      functionName,
      payload: body.requestPayload,
      condition: typeof context.condition === 'string' ? context.condition : 'unknown',
    };
  }

  const target = message.attributes.TARGET_ARN;
  if (message.attributes.RULE_ARN && target) {
    const functionName = functionNameOf(target);
    if (!functionName)
      return { kind: 'unknown', why: `a rule's event for a target that is no function (${target})` };
    return {
      kind: 'rule-event',
      functionName,
      event: body,
      error: message.attributes.ERROR_CODE ?? 'unknown',
    };
  }
  return { kind: 'unknown', why: 'neither a failed invocation, a stream batch nor a rule event' };
}

/** Why a batch's records could not be read again: gone from the stream, or not all there. */
class RecordsUnavailable extends Error {
  readonly expired: boolean;
  constructor(message: string, expired: boolean) {
    super(message);
    this.expired = expired;
  }
}

const sequence = (record: StreamRecord) => BigInt(record.dynamodb?.SequenceNumber ?? '0');

/** The batch's records, read from its shard again, from the first sequence number to the last. */
async function readBatch(
  streams: DynamoDBStreamsClient,
  batch: StreamBatchInfo,
  now: Date,
): Promise<StreamRecord[]> {
  const first = batch.approximateArrivalOfFirstRecord && Date.parse(batch.approximateArrivalOfFirstRecord);
  if (first && now.getTime() - first > STREAM_RETENTION_MS)
    throw new RecordsUnavailable(
      `its records arrived ${batch.approximateArrivalOfFirstRecord}, over 24 hours ago`,
      true,
    );
  const end = BigInt(batch.endSequenceNumber);
  const records: StreamRecord[] = [];
  try {
    let iterator = (
      await streams.send(
        new GetShardIteratorCommand({
          StreamArn: batch.streamArn,
          ShardId: batch.shardId,
          ShardIteratorType: 'AT_SEQUENCE_NUMBER',
          SequenceNumber: batch.startSequenceNumber,
        }),
      )
    ).ShardIterator;
    // An open shard may answer empty pages before the records; a closed one ends its iterators.
    for (let emptyPages = 0; iterator && emptyPages < 20;) {
      const page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
      const read = page.Records ?? [];
      emptyPages = read.length ? 0 : emptyPages + 1;
      for (const record of read) {
        if (sequence(record) > end) return records;
        records.push(record);
        if (sequence(record) === end) return records;
      }
      iterator = page.NextShardIterator;
    }
  } catch (error) {
    if (
      error instanceof TrimmedDataAccessException ||
      error instanceof ExpiredIteratorException ||
      error instanceof ResourceNotFoundException
    )
      throw new RecordsUnavailable(`the stream no longer holds them (${error.name})`, true);
    throw error;
  }
  throw new RecordsUnavailable(
    `read ${records.length} records but not the last one (${batch.endSequenceNumber})`,
    false,
  );
}

/** Why a stream function's answer is not a success, or null when it is. */
function failureOf(answer: Invocation): string | null {
  if (answer.functionError) {
    const message = isObject(answer.payload) ? answer.payload.errorMessage : undefined;
    return `the function failed (${answer.functionError}${typeof message === 'string' ? `: ${message}` : ''})`;
  }
  const failures = isObject(answer.payload)
    ? (answer.payload as Partial<DynamoDBBatchResponse>).batchItemFailures
    : undefined;
  if (failures?.length)
    return `the function failed on records ${failures.map((f) => f.itemIdentifier).join(', ')}`;
  return null;
}

/** The function's short name within the stage (`outbox`), or null for another stage's or app's. */
function shortName(stage: StageName, functionName: string): string | null {
  const prefix = resourceName({ stage }, '');
  return functionName.startsWith(prefix) ? functionName.slice(prefix.length).replace(/:.*$/, '') : null;
}

interface Decision {
  readonly outcome: Outcome;
  readonly detail: string;
}

async function redriveStreamBatch(
  options: RedriveOptions,
  functionName: string,
  batch: StreamBatchInfo,
): Promise<Decision> {
  const consumer = STREAM_CONSUMERS[shortName(options.stage, functionName) ?? ''];
  if (!consumer) return { outcome: 'kept', detail: `${functionName} is no stream function this tool knows` };
  let records: StreamRecord[];
  try {
    records = await readBatch(options.streams, batch, options.now ?? new Date());
  } catch (error) {
    if (!(error instanceof RecordsUnavailable)) throw error;
    return {
      outcome: 'kept',
      detail: error.expired
        ? `records expired: ${error.message}; see ${EXPIRED_RECORDS_STEP}`
        : `records not all read: ${error.message}; try again`,
    };
  }
  const region = batch.streamArn.split(':')[3] ?? '';
  const taken = records
    .map((record) => asLambdaRecord(record, batch.streamArn, region))
    .filter(consumer.filter);
  const range = `${batch.startSequenceNumber}..${batch.endSequenceNumber}`;
  if (!taken.length)
    return {
      outcome: 'kept',
      detail: `none of the ${records.length} records of ${range} is one ${functionName} takes`,
    };
  const batches: DynamoDBRecord[][] = [];
  for (let i = 0; i < taken.length; i += consumer.batchSize)
    batches.push(taken.slice(i, i + consumer.batchSize));
  const what = `${taken.length} records of ${range} to ${functionName}, in ${batches.length} batch${batches.length === 1 ? '' : 'es'}`;
  if (options.dryRun) return { outcome: 'would redrive', detail: `would hand ${what}` };
  for (const [index, Records] of batches.entries()) {
    const failure = failureOf(await options.invoker.invoke(functionName, { Records }));
    if (failure)
      return { outcome: 'kept', detail: `batch ${index + 1} of ${batches.length}: ${failure}; message kept` };
  }
  return { outcome: 'redriven', detail: `handed ${what}` };
}

async function redriveMessage(options: RedriveOptions, kind: MessageKind): Promise<Decision> {
  if (kind.kind === 'unknown') return { outcome: 'kept', detail: `left in the queue: ${kind.why}` };
  if (!shortName(options.stage, kind.functionName))
    return {
      outcome: 'kept',
      detail: `left in the queue: ${kind.functionName} is not a function of the ${options.stage} stage`,
    };
  if (kind.kind === 'stream-batch') return redriveStreamBatch(options, kind.functionName, kind.batch);
  const [payload, why] =
    kind.kind === 'async-invocation'
      ? [kind.payload, `its run failed (${kind.condition})`]
      : [kind.event, `EventBridge could not invoke it (${kind.error})`];
  if (options.dryRun)
    return { outcome: 'would redrive', detail: `would invoke ${kind.functionName} again; ${why}` };
  await options.invoker.invokeAsync(kind.functionName, payload);
  return { outcome: 'redriven', detail: `invoked ${kind.functionName} again (asynchronously); ${why}` };
}

/**
 * Redrives the queue's messages, up to `limit`, one at a time, and answers each one's outcome. A
 * message is deleted once redriven; every other one is made visible again at the end, as it was.
 */
export async function redrive(options: RedriveOptions): Promise<MessageResult[]> {
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const results: MessageResult[] = [];
  const kept: DeadLetter[] = [];
  const seen = new Set<string>();
  try {
    while (results.length < limit) {
      const received = await options.queue.receive(Math.min(10, limit - results.length));
      // A message seen already came back (its visibility ran out during a long run): done with the queue.
      const messages = received.filter((message) => !seen.has(message.messageId));
      if (!messages.length) break;
      for (const message of messages) {
        seen.add(message.messageId);
        const kind = classify(message);
        let decision: Decision;
        try {
          decision = await redriveMessage(options, kind);
        } catch (error) {
          decision = {
            outcome: 'kept',
            detail: `failed: ${error instanceof Error ? error.message : String(error)}; message kept`,
          };
        }
        if (decision.outcome === 'redriven') await options.queue.delete(message);
        else kept.push(message);
        const result = { messageId: message.messageId, kind: kind.kind, ...decision };
        results.push(result);
        options.report?.(`${result.messageId} (${result.kind}): ${result.outcome}: ${result.detail}`);
      }
    }
  } finally {
    for (const message of kept) await options.queue.release(message);
  }
  return results;
}
