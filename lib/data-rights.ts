import { Duration } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { Resource } from '../lambdas/contract/routes.ts';
import { DELETION_SWEEP_MINUTES } from '../lambdas/data/deletions.ts';
import { DATA_RIGHTS_DELIVERY, DATA_RIGHTS_STREAM_FILTERS } from '../lambdas/streams/data-rights.ts';
import type { StageConfig } from './config.ts';
import { deadLetterQueue } from './dead-letters.ts';
import { ProductFunction } from './function.ts';
import { environmentFor, statementsFor, uploadKeyPatterns, type GrantTargets } from './grants.ts';
import { acknowledge, arnToken, iam5Resource } from './nag.ts';
import { scheduledRun } from './scheduled-run.ts';

/**
 * What the data rights worker does: an export reads everything an account holds (by key, partition
 * and index) and every file it uploaded (an agency's public logo copies included), and writes one zip under exports/ with the ready record and
 * its email; a deletion closes the account's jobs and withdraws its applications (each with the work
 * and its outbox emails), cancels an agency's subscription, deletes or reduces every item and file of
 * the account, and deletes its sign-in.
 */
export const DATA_RIGHTS_USES = [
  'table:GetItem',
  'table:BatchGetItem',
  'table:Query',
  'table:Query:gsi1',
  'table:Query:gsi2',
  'table:PutItem',
  'table:UpdateItem',
  'table:DeleteItem',
  'table:ConditionCheckItem',
  'uploads:read:pending/*',
  'uploads:read:files/*',
  'uploads:read:logos',
  'uploads:list:pending/*',
  'uploads:list:files/*',
  'uploads:list:logos',
  'uploads:list:exports',
  'uploads:write:exports',
  'uploads:delete:pending/*',
  'uploads:delete:files/*',
  'uploads:delete:logos',
  'uploads:delete:exports',
  'userpool:AdminDisableUser',
  'userpool:AdminUserGlobalSignOut',
  'userpool:AdminDeleteUser',
  'stripe',
] as const satisfies readonly Resource[];

/** The deletion sweep: the running deletions (gsi2), each read, touched or carried on with its next step. */
export const DELETION_SWEEP_USES = DATA_RIGHTS_USES;

export interface DataRightsProps {
  readonly config: StageConfig;
  readonly targets: GrantTargets;
}

/**
 * Exports and account deletions in the background: a function on the table's stream (export requests
 * and running deletions only, by event filter), each failing record retried with the batch split to
 * isolate it and then dead-lettered with an alarm; and a sweep every few minutes that resumes any
 * deletion left behind, so none stops half-way.
 */
export class DataRights extends Construct {
  readonly worker: NodejsFunction;
  readonly sweep: NodejsFunction;
  readonly deadLetters: Queue;
  readonly deadLetterAlarm: Alarm;

  constructor(scope: Construct, id: string, props: DataRightsProps) {
    super(scope, id);
    const { config, targets } = props;
    const environment = {
      STAGE: config.stage,
      USER_POOL_ID: targets.userPool.userPoolId,
      ...environmentFor(DATA_RIGHTS_USES, targets),
    };

    const worker = new ProductFunction(this, 'Worker', {
      config,
      name: 'data-rights',
      description: 'Prepares data exports and carries out account deletions, from the table stream',
      handler: 'streams/data-rights.ts',
      uses: DATA_RIGHTS_USES,
      environment,
      timeout: Duration.minutes(5),
      memorySize: 1024,
    });
    this.worker = worker.function;
    worker.allow(statementsFor(DATA_RIGHTS_USES, targets));

    ({ queue: this.deadLetters, alarm: this.deadLetterAlarm } = deadLetterQueue(
      this,
      config,
      'data-rights',
      'An export or a step of an account deletion failed on every retry. Exports: the person can ask again. ' +
        'Deletions: the sweep resumes them every few minutes; if the alarm persists, the logs say which step fails.',
    ));
    this.worker.addEventSource(
      new DynamoEventSource(targets.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: DATA_RIGHTS_DELIVERY.batchSize,
        reportBatchItemFailures: true,
        retryAttempts: DATA_RIGHTS_DELIVERY.retryAttempts,
        maxRecordAge: Duration.hours(DATA_RIGHTS_DELIVERY.maxRecordAgeHours),
        onFailure: new SqsDlq(this.deadLetters),
        filters: DATA_RIGHTS_STREAM_FILTERS.map((filter) => FilterCriteria.filter(filter)),
      }),
    );
    const keysWhy =
      'An export or a deletion reaches every folder of one account, whose ids are known only when it runs: ' +
      'each wildcard stands for ids inside one area of the bucket (pending uploads, attached files, public logo copies, exports).';
    const keys = uploadKeyPatterns(DATA_RIGHTS_USES).map((pattern) =>
      iam5Resource(`${arnToken(targets.uploadsBucket)}/${pattern}`),
    );
    acknowledge(worker, keysWhy, ...keys);
    acknowledge(
      worker,
      'dynamodb:ListStreams has no resource-level permission; Lambda needs it to read the table stream. ' +
        'Reading records (DescribeStream, GetShardIterator, GetRecords) is granted on this table stream only.',
      'AwsSolutions-IAM5[Resource::*]',
    );

    const sweep = new ProductFunction(this, 'Sweep', {
      config,
      name: 'deletions',
      description: 'Resumes account deletions that stalled, and finishes those waiting for their last check',
      handler: 'scheduled/deletions.ts',
      uses: DELETION_SWEEP_USES,
      environment,
      timeout: Duration.minutes(5),
    });
    this.sweep = sweep.function;
    sweep.allow(statementsFor(DELETION_SWEEP_USES, targets));
    acknowledge(sweep, keysWhy, ...keys);
    scheduledRun(this, 'Schedule', {
      description: 'Runs the deletion sweep',
      schedule: Schedule.rate(Duration.minutes(DELETION_SWEEP_MINUTES)),
      function: this.sweep,
      deadLetters: this.deadLetters,
      // A run older than the time between runs is the next run's work: it finds the same deletions.
      maxEventAge: Duration.minutes(DELETION_SWEEP_MINUTES),
    });
  }
}
