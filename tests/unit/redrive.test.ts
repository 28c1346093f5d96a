import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  TrimmedDataAccessException,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import {
  InvokeCommand,
  LambdaClient,
  TooManyRequestsException,
  type InvokeCommandInput,
} from '@aws-sdk/client-lambda';
import {
  ChangeMessageVisibilityCommand,
  DeleteMessageCommand,
  GetQueueUrlCommand,
  ReceiveMessageCommand,
  SQSClient,
  type ChangeMessageVisibilityCommandInput,
  type DeleteMessageCommandInput,
  type Message,
  type ReceiveMessageCommandInput,
} from '@aws-sdk/client-sqs';
import {
  asDeadLetter,
  classify,
  functionNameOf,
  lambdaInvoker,
  queueName,
  redrive,
  sqsDeadLetterQueue,
  type DeadLetterQueue,
  type Invocation,
  type Invoker,
} from '../../ops/redrive.ts';

const ACCOUNT = '123456789012';
const fnArn = (name: string, qualifier?: string) =>
  `arn:aws:lambda:eu-west-2:${ACCOUNT}:function:nanny-marketplace-dev-${name}${qualifier ? `:${qualifier}` : ''}`;
const STREAM = `arn:aws:dynamodb:eu-west-2:${ACCOUNT}:table/nanny-marketplace-dev/stream/2026-01-01T00:00:00.000`;
const NOW = new Date('2026-03-02T10:00:00Z');

let next = 0;
/** A message as SQS answers it: its string attributes as message attributes. */
const message = (body: unknown, attributes: Record<string, string> = {}): Message => {
  next += 1;
  return {
    MessageId: `m${next}`,
    ReceiptHandle: `r${next}`,
    Body: typeof body === 'string' ? body : JSON.stringify(body),
    MessageAttributes: Object.fromEntries(
      Object.entries(attributes).map(([name, value]) => [name, { DataType: 'String', StringValue: value }]),
    ),
  };
};

/** Lambda's failure record of an asynchronous invocation (a scheduled run that threw). */
const asyncFailure = (name: string, payload: unknown) =>
  message({
    version: '1.0',
    timestamp: '2026-03-02T07:00:40Z',
    requestContext: {
      requestId: 'e4b4',
      functionArn: fnArn(name, '$LATEST'),
      condition: 'RetriesExhausted',
      approximateInvokeCount: 3,
    },
    requestPayload: payload,
    responseContext: { statusCode: 200, executedVersion: '$LATEST', functionError: 'Unhandled' },
    responsePayload: { errorMessage: 'boom' },
  });

/** An event source mapping's failure record of a stream batch. */
const streamFailure = (name: string, start: string, end: string, arrived = '2026-03-02T09:00:00Z') =>
  message({
    requestContext: {
      requestId: '316a',
      functionArn: fnArn(name),
      condition: 'RetryAttemptsExhausted',
      approximateInvokeCount: 11,
    },
    responseContext: { statusCode: 200, executedVersion: '$LATEST', functionError: 'Unhandled' },
    version: '1.0',
    timestamp: '2026-03-02T09:30:00Z',
    DDBStreamBatchInfo: {
      shardId: 'shardId-0001',
      startSequenceNumber: start,
      endSequenceNumber: end,
      approximateArrivalOfFirstRecord: arrived,
      approximateArrivalOfLastRecord: arrived,
      batchSize: 2,
      streamArn: STREAM,
    },
  });

const SCHEDULED_EVENT = {
  version: '0',
  id: 'ev-1',
  'detail-type': 'Scheduled Event',
  source: 'aws.events',
  time: '2026-03-02T03:00:00Z',
  detail: {},
};
/** EventBridge's dead letter: the event itself, with what failed as attributes. */
const ruleFailure = (name: string) =>
  message(SCHEDULED_EVENT, {
    RULE_ARN: `arn:aws:events:eu-west-2:${ACCOUNT}:rule/nanny-marketplace-dev-retention`,
    TARGET_ARN: fnArn(name),
    ERROR_CODE: 'Lambda.TooManyRequestsException',
  });

/** A new outbox item's stream record (what the deliverer takes) or another write (what it does not). */
const outboxRecord = (seq: string, id: string): StreamRecord => ({
  eventID: `e${seq}`,
  eventName: 'INSERT',
  eventSource: 'aws:dynamodb',
  awsRegion: 'eu-west-2',
  dynamodb: {
    Keys: { pk: { S: `OUTBOX#${id}` }, sk: { S: 'MESSAGE' } },
    NewImage: { pk: { S: `OUTBOX#${id}` }, sk: { S: 'MESSAGE' }, type: { S: 'receipt-email' } },
    SequenceNumber: seq,
    SizeBytes: 100,
    StreamViewType: 'NEW_AND_OLD_IMAGES',
  },
});
const otherRecord = (seq: string): StreamRecord => ({
  eventID: `e${seq}`,
  eventName: 'MODIFY',
  dynamodb: { Keys: { pk: { S: 'JOB#1' }, sk: { S: 'JOB' } }, SequenceNumber: seq },
});

const sqs = mockClient(SQSClient);
const lambda = mockClient(LambdaClient);
const streams = mockClient(DynamoDBStreamsClient);
const client = new DynamoDBStreamsClient({ region: 'eu-west-2' });

const QUEUE = 'nanny-marketplace-dev-outbox-dead-letters';
const QUEUE_URL = `https://sqs.eu-west-2.amazonaws.com/${ACCOUNT}/${QUEUE}`;

/**
 * SQS holding `messages` in the outbox's dead-letter queue, read through the redrive's queue: the
 * messages deleted and released (by id) are recorded.
 */
async function queueOf(messages: Message[]) {
  const waiting = [...messages];
  const idOf = (handle?: string) => messages.find((m) => m.ReceiptHandle === handle)?.MessageId;
  const state = { deleted: [] as (string | undefined)[], released: [] as (string | undefined)[] };
  sqs.on(GetQueueUrlCommand, { QueueName: QUEUE }).resolves({ QueueUrl: QUEUE_URL });
  sqs.on(ReceiveMessageCommand, { QueueUrl: QUEUE_URL }).callsFake((input: ReceiveMessageCommandInput) => ({
    Messages: waiting.splice(0, input.MaxNumberOfMessages),
  }));
  sqs.on(DeleteMessageCommand, { QueueUrl: QUEUE_URL }).callsFake((input: DeleteMessageCommandInput) => {
    state.deleted.push(idOf(input.ReceiptHandle));
    return {};
  });
  sqs
    .on(ChangeMessageVisibilityCommand, { QueueUrl: QUEUE_URL, VisibilityTimeout: 0 })
    .callsFake((input: ChangeMessageVisibilityCommandInput) => {
      state.released.push(idOf(input.ReceiptHandle));
      return {};
    });
  const queue = await sqsDeadLetterQueue(new SQSClient({ region: 'eu-west-2' }), QUEUE);
  return { queue, state };
}

const encode = (payload: unknown) => new TextEncoder().encode(JSON.stringify(payload));
const decode = (payload: InvokeCommandInput['Payload']) =>
  JSON.parse(new TextDecoder().decode(payload as Uint8Array)) as unknown;

/**
 * Lambda, invoked through the redrive's invoker: records every invocation and answers synchronous ones
 * with `answer` (its error as FunctionError, its payload as JSON).
 */
function invokerOf(
  answer: (payload: unknown) => Invocation = () => ({ payload: { batchItemFailures: [] } }),
) {
  const calls: { type: InvokeCommandInput['InvocationType']; functionName?: string; payload: unknown }[] = [];
  lambda.on(InvokeCommand).callsFake((input: InvokeCommandInput) => {
    const payload = decode(input.Payload);
    calls.push({ type: input.InvocationType, functionName: input.FunctionName, payload });
    if (input.InvocationType === 'Event') return { StatusCode: 202 };
    const { functionError, payload: answered } = answer(payload);
    return {
      StatusCode: 200,
      ...(functionError && { FunctionError: functionError }),
      ...(answered !== undefined && { Payload: encode(answered) }),
    };
  });
  const invoker = lambdaInvoker(new LambdaClient({ region: 'eu-west-2' }));
  return { invoker, calls };
}

/** The shard holds `records`, read from the iterator at the first sequence number, a page at a time. */
function shardHolds(...pages: StreamRecord[][]) {
  streams.on(GetShardIteratorCommand).resolves({ ShardIterator: 'it-0' });
  pages.forEach((Records, i) =>
    streams
      .on(GetRecordsCommand, { ShardIterator: `it-${i}` })
      .resolves({ Records, NextShardIterator: `it-${i + 1}` }),
  );
}

beforeEach(() => {
  sqs.reset();
  lambda.reset();
  streams.reset();
});

const run = (queue: DeadLetterQueue, invoker: Invoker, more: { dryRun?: boolean; limit?: number } = {}) => {
  const lines: string[] = [];
  return redrive({
    stage: 'dev',
    queue,
    invoker,
    streams: client,
    now: NOW,
    report: (l) => lines.push(l),
    ...more,
  }).then((results) => ({ results, lines }));
};

describe('redrive: naming', () => {
  it('names a queue from its short name, or takes its full name', () => {
    expect(queueName('prod', 'outbox')).toBe('nanny-marketplace-prod-outbox-dead-letters');
    expect(queueName('dev', 'job-clock-dead-letters')).toBe('nanny-marketplace-dev-job-clock-dead-letters');
    expect(queueName('dev', 'nanny-marketplace-dev-retention-dead-letters')).toBe(
      'nanny-marketplace-dev-retention-dead-letters',
    );
  });

  it('invokes $LATEST by name and keeps any other qualifier', () => {
    expect(functionNameOf(fnArn('job-clock', '$LATEST'))).toBe('nanny-marketplace-dev-job-clock');
    expect(functionNameOf(fnArn('job-clock'))).toBe('nanny-marketplace-dev-job-clock');
    expect(functionNameOf(fnArn('job-clock', 'live'))).toBe('nanny-marketplace-dev-job-clock:live');
    expect(functionNameOf(`arn:aws:sqs:eu-west-2:${ACCOUNT}:q`)).toBeNull();
  });

  it('tells the kinds apart: a stream batch has a request context too, but no payload', () => {
    const kindOf = (m: Message) => classify(asDeadLetter(m)).kind;
    expect(kindOf(asyncFailure('retention', SCHEDULED_EVENT))).toBe('async-invocation');
    expect(kindOf(streamFailure('outbox', '100', '200'))).toBe('stream-batch');
    expect(kindOf(ruleFailure('retention'))).toBe('rule-event');
    expect(kindOf(message('not json'))).toBe('unknown');
    expect(kindOf(message({ hello: 'world' }))).toBe('unknown');
  });
});

describe('redrive: a failed asynchronous run', () => {
  it('invokes the function again, asynchronously, with its payload, and deletes the message', async () => {
    const failed = asyncFailure('site-pages', { refresh: 'all' });
    const { queue, state } = await queueOf([failed]);
    const { invoker, calls } = invokerOf();
    const { results } = await run(queue, invoker);
    expect(calls).toEqual([
      { type: 'Event', functionName: 'nanny-marketplace-dev-site-pages', payload: { refresh: 'all' } },
    ]);
    expect(results[0]).toMatchObject({ outcome: 'redriven', kind: 'async-invocation' });
    expect(state.deleted).toEqual([failed.MessageId]);
    expect(state.released).toEqual([]);
    // Each receive waits briefly, hides what it takes while the run lasts, and asks for the attributes.
    expect(sqs.commandCalls(ReceiveMessageCommand)[0]!.args[0].input).toEqual({
      QueueUrl: QUEUE_URL,
      MaxNumberOfMessages: 10,
      WaitTimeSeconds: 2,
      VisibilityTimeout: 900,
      MessageAttributeNames: ['All'],
    });
  });

  it('keeps the message when the invocation itself fails', async () => {
    const failed = asyncFailure('retention', SCHEDULED_EVENT);
    const { queue, state } = await queueOf([failed]);
    lambda
      .on(InvokeCommand)
      .rejects(new TooManyRequestsException({ message: 'Rate exceeded', $metadata: {} }));
    const invoker = lambdaInvoker(new LambdaClient({ region: 'eu-west-2' }));
    const { results } = await run(queue, invoker);
    expect(results[0]).toMatchObject({ outcome: 'kept' });
    expect(results[0]!.detail).toContain('Rate exceeded');
    expect(state.deleted).toEqual([]);
    expect(state.released).toEqual([failed.MessageId]);
    expect(sqs.commandCalls(ChangeMessageVisibilityCommand)[0]!.args[0].input).toEqual({
      QueueUrl: QUEUE_URL,
      ReceiptHandle: failed.ReceiptHandle,
      VisibilityTimeout: 0,
    });
  });

  it("never invokes another stage's function", async () => {
    const failed = message({
      requestContext: {
        functionArn: fnArn('retention').replace('-dev-', '-prod-'),
        condition: 'RetriesExhausted',
      },
      requestPayload: SCHEDULED_EVENT,
    });
    const { queue, state } = await queueOf([failed]);
    const { invoker, calls } = invokerOf();
    const { results } = await run(queue, invoker);
    expect(calls).toEqual([]);
    expect(results[0]!.detail).toContain('not a function of the dev stage');
    expect(state.released).toEqual([failed.MessageId]);
  });
});

describe("redrive: EventBridge's dead letter", () => {
  it('invokes the target again, asynchronously, with the event, and deletes the message', async () => {
    const failed = ruleFailure('retention');
    const { queue, state } = await queueOf([failed]);
    const { invoker, calls } = invokerOf();
    const { results } = await run(queue, invoker);
    expect(calls).toEqual([
      { type: 'Event', functionName: 'nanny-marketplace-dev-retention', payload: SCHEDULED_EVENT },
    ]);
    expect(results[0]!.detail).toContain('Lambda.TooManyRequestsException');
    expect(state.deleted).toEqual([failed.MessageId]);
  });
});

describe('redrive: a failed stream batch', () => {
  it("reads the batch's records again and hands the function the ones it takes, as its event", async () => {
    shardHolds(
      [outboxRecord('100', 'a'), otherRecord('150')],
      [],
      [outboxRecord('200', 'b'), outboxRecord('300', 'c')],
    );
    const failed = streamFailure('outbox', '100', '200');
    const { queue, state } = await queueOf([failed]);
    const { invoker, calls } = invokerOf();
    const { results } = await run(queue, invoker);

    expect(streams.commandCalls(GetShardIteratorCommand)[0]!.args[0].input).toEqual({
      StreamArn: STREAM,
      ShardId: 'shardId-0001',
      ShardIteratorType: 'AT_SEQUENCE_NUMBER',
      SequenceNumber: '100',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ type: 'RequestResponse', functionName: 'nanny-marketplace-dev-outbox' });
    // The other write and the record after the batch are left out; each record carries its stream.
    const event = calls[0]!.payload as {
      Records: { eventSourceARN: string; dynamodb: { SequenceNumber: string } }[];
    };
    expect(event.Records.map((r) => r.dynamodb.SequenceNumber)).toEqual(['100', '200']);
    expect(event.Records.every((r) => r.eventSourceARN === STREAM)).toBe(true);
    expect(results[0]).toMatchObject({ outcome: 'redriven', kind: 'stream-batch' });
    expect(state.deleted).toEqual([failed.MessageId]);
  });

  it("hands records over in the mapping's batch size", async () => {
    const records = Array.from({ length: 23 }, (_, i) => outboxRecord(String(100 + i), `m${i}`));
    shardHolds(records);
    const { queue } = await queueOf([streamFailure('outbox', '100', '122')]);
    const { invoker, calls } = invokerOf();
    await run(queue, invoker);
    expect(calls.map((c) => (c.payload as { Records: unknown[] }).Records.length)).toEqual([10, 10, 3]);
  });

  it('keeps the message when the function fails on a record (partial failure)', async () => {
    shardHolds([outboxRecord('100', 'a'), outboxRecord('200', 'b')]);
    const failed = streamFailure('outbox', '100', '200');
    const { queue, state } = await queueOf([failed]);
    const { invoker } = invokerOf(() => ({ payload: { batchItemFailures: [{ itemIdentifier: '200' }] } }));
    const { results } = await run(queue, invoker);
    expect(results[0]).toMatchObject({ outcome: 'kept' });
    expect(results[0]!.detail).toContain('failed on records 200');
    expect(state.deleted).toEqual([]);
    expect(state.released).toEqual([failed.MessageId]);
  });

  it('keeps the message when the function throws', async () => {
    shardHolds([outboxRecord('100', 'a')]);
    const { queue, state } = await queueOf([streamFailure('outbox', '100', '100')]);
    const { invoker } = invokerOf(() => ({
      functionError: 'Unhandled',
      payload: { errorMessage: 'SES down' },
    }));
    const { results } = await run(queue, invoker);
    expect(results[0]!.detail).toContain('Unhandled: SES down');
    expect(state.deleted).toEqual([]);
  });

  it('keeps the message when a later batch fails, though earlier ones went through', async () => {
    shardHolds(Array.from({ length: 15 }, (_, i) => outboxRecord(String(100 + i), `m${i}`)));
    const { queue, state } = await queueOf([streamFailure('outbox', '100', '114')]);
    let call = 0;
    const { invoker, calls } = invokerOf(() =>
      (call += 1) === 2 ? { payload: { batchItemFailures: [{ itemIdentifier: '110' }] } } : { payload: null },
    );
    const { results } = await run(queue, invoker);
    expect(calls).toHaveLength(2);
    expect(results[0]!.detail).toContain('batch 2 of 2');
    expect(state.deleted).toEqual([]);
  });

  it('keeps and reports a batch whose records expired from the stream, pointing at the runbook', async () => {
    streams
      .on(GetShardIteratorCommand)
      .rejects(new TrimmedDataAccessException({ message: 'trimmed', $metadata: {} }));
    const failed = streamFailure('outbox', '100', '200');
    const { queue, state } = await queueOf([failed]);
    const { invoker, calls } = invokerOf();
    const { results, lines } = await run(queue, invoker);
    expect(calls).toEqual([]);
    expect(results[0]).toMatchObject({ outcome: 'kept' });
    expect(lines[0]).toContain('records expired');
    expect(lines[0]).toContain('docs/runbook-redrive.md');
    expect(state.deleted).toEqual([]);
    expect(state.released).toEqual([failed.MessageId]);
  });

  it('does not even ask the stream for records that arrived over a day ago', async () => {
    const { queue } = await queueOf([streamFailure('outbox', '100', '200', '2026-02-28T09:00:00Z')]);
    const { invoker } = invokerOf();
    const { results } = await run(queue, invoker);
    expect(results[0]!.detail).toContain('over 24 hours ago');
    expect(streams.calls()).toHaveLength(0);
  });

  it('keeps a batch for a function it does not know as a stream function', async () => {
    const { queue, state } = await queueOf([streamFailure('job-clock', '100', '200')]);
    const { invoker, calls } = invokerOf();
    const { results } = await run(queue, invoker);
    expect(calls).toEqual([]);
    expect(results[0]!.detail).toContain('no stream function');
    expect(state.deleted).toEqual([]);
  });
});

describe('redrive: what it cannot redo, and a dry run', () => {
  it('leaves a message of no known kind in the queue and reports it', async () => {
    const odd = message({ hello: 'world' });
    const { queue, state } = await queueOf([odd]);
    const { invoker, calls } = invokerOf();
    const { results } = await run(queue, invoker);
    expect(results).toEqual([
      expect.objectContaining({ messageId: odd.MessageId, kind: 'unknown', outcome: 'kept' }),
    ]);
    expect(calls).toEqual([]);
    expect(state.released).toEqual([odd.MessageId]);
  });

  it('sends nothing and deletes nothing in a dry run, and says what it would do', async () => {
    shardHolds([outboxRecord('100', 'a')]);
    const messages = [
      asyncFailure('job-clock', SCHEDULED_EVENT),
      streamFailure('outbox', '100', '100'),
      ruleFailure('retention'),
    ];
    const { queue, state } = await queueOf(messages);
    const { invoker, calls } = invokerOf();
    const { results } = await run(queue, invoker, { dryRun: true });
    expect(calls).toEqual([]);
    expect(results.map((r) => r.outcome)).toEqual(['would redrive', 'would redrive', 'would redrive']);
    expect(state.deleted).toEqual([]);
    expect(state.released).toEqual(messages.map((m) => m.MessageId));
  });

  it('stops at the limit', async () => {
    const { queue, state } = await queueOf([
      asyncFailure('job-clock', SCHEDULED_EVENT),
      asyncFailure('job-clock', SCHEDULED_EVENT),
      asyncFailure('job-clock', SCHEDULED_EVENT),
    ]);
    const { invoker, calls } = invokerOf();
    const { results } = await run(queue, invoker, { limit: 2 });
    expect(results).toHaveLength(2);
    expect(calls).toHaveLength(2);
    expect(state.deleted).toHaveLength(2);
    expect(sqs.commandCalls(ReceiveMessageCommand)[0]!.args[0].input.MaxNumberOfMessages).toBe(2);
  });
});
