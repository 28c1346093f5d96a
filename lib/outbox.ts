import { Duration } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { OUTBOX_DELIVERY, OUTBOX_STREAM_FILTER } from '../lambdas/data/outbox.ts';
import type { Resource } from '../lambdas/contract/routes.ts';
import type { StageConfig } from './config.ts';
import { deadLetterQueue } from './dead-letters.ts';
import { ProductFunction } from './function.ts';
import { environmentFor, statementsFor, uploadKeyPatterns, type GrantTargets } from './grants.ts';
import { acknowledge, arnToken, iam5Resource } from './nag.ts';

/**
 * What the deliverer does besides reading the stream: reads an outbox item and records its delivery on it,
 * and sends email (asking the recipient's email settings first; signing a "Still hiring" link); and the work
 * a closing job leaves to the outbox: its open applications read by status (gsi2) and closed, each with its
 * email (an outbox item put); an agency's jobs read from its list and by key, and closed with their clocks
 * deleted; the document a nanny attached to a check, deleted once the check is decided; and an
 * account's responsiveness summary written again from its record, onto her profile or their jobs.
 */
export const OUTBOX_USES = [
  'table:GetItem',
  'table:BatchGetItem',
  'table:Query',
  'table:Query:gsi2',
  'table:PutItem',
  'table:UpdateItem',
  'table:DeleteItem',
  'email',
  'signing',
  // A member's message email goes to the account's address as it is when the email is sent.
  'userpool:AdminGetUser',
  // A decided check's evidence, and nothing else of the bucket.
  'uploads:delete:files/nanny-evidence',
] as const satisfies readonly Resource[];

export interface OutboxProps {
  readonly config: StageConfig;
  /** What the deliverer's uses are granted on; its stream is the table's. */
  readonly targets: GrantTargets;
  /** The SPA's origin, for the links in the emails. */
  readonly siteOrigin: string;
}

/**
 * The outbox deliverer (lambdas/streams/outbox.ts) on the table's stream: new outbox items only (an
 * event filter, so no other write invokes it), in order per shard, each failing record retried with
 * the batch split in halves to isolate it; a record still failing after its retries, or older than six
 * hours, goes to an encrypted dead-letter queue, and a message there raises an alarm.
 */
export class Outbox extends Construct {
  readonly function: NodejsFunction;
  readonly deadLetters: Queue;
  readonly deadLetterAlarm: Alarm;

  constructor(scope: Construct, id: string, props: OutboxProps) {
    super(scope, id);
    const { config, targets } = props;

    const deliverer = new ProductFunction(this, 'Deliverer', {
      config,
      name: 'outbox',
      description: 'Delivers outbox messages from the table stream (emails owed by state changes)',
      handler: 'streams/outbox.ts',
      uses: OUTBOX_USES,
      environment: {
        STAGE: config.stage,
        SITE_ORIGIN: props.siteOrigin,
        USER_POOL_ID: targets.userPool.userPoolId,
        ...environmentFor(OUTBOX_USES, targets),
      },
      timeout: Duration.seconds(30),
    });
    this.function = deliverer.function;
    deliverer.allow(statementsFor(OUTBOX_USES, targets));

    ({ queue: this.deadLetters, alarm: this.deadLetterAlarm } = deadLetterQueue(
      this,
      config,
      'outbox',
      'An outbox message could not be delivered (an email owed by a payment or other change was not sent). ' +
        'The queue message names the stream records; find the outbox items and redeliver them.',
    ));

    this.function.addEventSource(
      new DynamoEventSource(targets.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: OUTBOX_DELIVERY.batchSize,
        // The deliverer names the first record it failed on; those before it are not sent again.
        reportBatchItemFailures: true,
        bisectBatchOnError: true,
        retryAttempts: OUTBOX_DELIVERY.retryAttempts,
        // An email six hours late is better dead-lettered and looked at than sent.
        maxRecordAge: Duration.hours(OUTBOX_DELIVERY.maxRecordAgeHours),
        onFailure: new SqsDlq(this.deadLetters),
        filters: [FilterCriteria.filter(OUTBOX_STREAM_FILTER)],
      }),
    );

    acknowledge(
      deliverer,
      'dynamodb:ListStreams has no resource-level permission; Lambda needs it to read the table stream. ' +
        'Reading records (DescribeStream, GetShardIterator, GetRecords) is granted on this table stream only.',
      'AwsSolutions-IAM5[Resource::*]',
    );
    acknowledge(
      deliverer,
      'A decided check’s document is deleted by a key whose ids (the nanny, the file) are known only when ' +
        'the decision is made; the wildcard stands for ids inside one purpose (files/<owner>/nanny-evidence/<id>).',
      ...uploadKeyPatterns(OUTBOX_USES).map((pattern) =>
        iam5Resource(`${arnToken(targets.uploadsBucket, deliverer)}/${pattern}`),
      ),
    );
  }
}
