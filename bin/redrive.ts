/**
 * Redrives a stage's dead-letter queue: each message is handed back to the function that failed it and
 * deleted once that went through; what cannot be redone stays in the queue and is reported
 * (ops/redrive.ts; docs/runbook-redrive.md says what lands in each queue and when to redrive).
 *
 *   npm run redrive -- --stage prod --queue outbox --dry-run    what it would do, changes nothing
 *   npm run redrive -- --stage prod --queue outbox --limit 1    one message, to check
 *   npm run redrive -- --stage prod --queue outbox              every message
 *
 * `--queue` takes the short name (`outbox`, `job-clock`…) or the queue's full name. It works in the
 * stages' region (eu-west-2) with the credentials of your environment, and ends with status 1 when any
 * message was kept.
 */
import { parseArgs } from 'node:util';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { LambdaClient } from '@aws-sdk/client-lambda';
import { QueueDoesNotExist, SQSClient } from '@aws-sdk/client-sqs';
import { REGION, STAGES } from '../lib/config.ts';
import { lambdaInvoker, queueName, redrive, sqsDeadLetterQueue, type Outcome } from '../ops/redrive.ts';

const USAGE = `Usage: npm run redrive -- --stage ${STAGES.join('|')} --queue NAME [--dry-run] [--limit N]`;

function usage(problem: string): never {
  console.error(`${problem}\n${USAGE}`);
  process.exit(2);
}

let values: { stage?: string; queue?: string; 'dry-run': boolean; limit?: string };
try {
  ({ values } = parseArgs({
    options: {
      stage: { type: 'string' },
      queue: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      limit: { type: 'string' },
    },
  }));
} catch (error) {
  usage(error instanceof Error ? error.message : String(error));
}
const stage = STAGES.find((name) => name === values.stage);
if (!stage) usage(`--stage must be one of ${STAGES.join(', ')}.`);
const queue = values.queue?.trim();
if (!queue || !/^[a-z0-9-]+$/.test(queue))
  usage('--queue must name a dead-letter queue: outbox, job-clock… or its full name.');
if (values.limit !== undefined && !/^[1-9]\d*$/.test(values.limit))
  usage('--limit must be a whole number of messages, 1 or more.');
const limit = values.limit === undefined ? undefined : Number(values.limit);
const dryRun = values['dry-run'];
const name = queueName(stage, queue);

try {
  const results = await redrive({
    stage,
    queue: await sqsDeadLetterQueue(new SQSClient({ region: REGION }), name),
    invoker: lambdaInvoker(new LambdaClient({ region: REGION })),
    streams: new DynamoDBStreamsClient({ region: REGION }),
    dryRun,
    ...(limit !== undefined && { limit }),
    report: (line) => console.log(line),
  });
  const count = (outcome: Outcome) => results.filter((result) => result.outcome === outcome).length;
  const kept = count('kept');
  const messages = (n: number) => `${n} message${n === 1 ? '' : 's'}`;
  if (!results.length) console.log(`${name}: no messages waiting.`);
  else if (dryRun)
    console.log(
      `${name}: ${messages(count('would redrive'))} would be redriven, ${kept} would stay; nothing changed.`,
    );
  else console.log(`${name}: ${messages(count('redriven'))} redriven, ${kept} kept.`);
  if (kept) {
    console.error(
      `${messages(kept)} ${dryRun ? 'would stay' : 'left'} in the queue; each line above says why.`,
    );
    process.exit(1);
  }
} catch (error) {
  if (error instanceof QueueDoesNotExist)
    console.error(
      `No queue named ${name} in ${REGION} for these credentials. Is the ${stage} stage deployed?`,
    );
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
