import { Duration } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { Resource } from '../lambdas/contract/routes.ts';
import { JOB_ALERTS_DELIVERY as FAN_OUT_DELIVERY } from '../lambdas/data/job-alerts.ts';
import { outboxEventFilter } from '../lambdas/data/outbox.ts';
import type { StageConfig } from './config.ts';
import { deadLetterQueue } from './dead-letters.ts';
import { ProductFunction } from './function.ts';
import { environmentFor, statementsFor, type GrantTargets } from './grants.ts';
import { acknowledge } from './nag.ts';
import { scheduledRun } from './scheduled-run.ts';

/**
 * What the fan-out touches: the job read, the alerts in its area and anywhere (gsi3), their profiles
 * (a batch get), each match's email (an outbox item put) or digest item (put), and its event recorded
 * as delivered (an update).
 */
export const JOB_ALERTS_FAN_OUT_USES = [
  'table:GetItem',
  'table:BatchGetItem',
  'table:Query:gsi3',
  'table:PutItem',
  'table:UpdateItem',
] as const satisfies readonly Resource[];

/**
 * What the daily digests touch: the jobs waiting (gsi1), each alert read, the jobs read again in a batch
 * (one no longer on the board is left out), and its digest (an outbox item put) written with the
 * deletion of the jobs it takes; jobs of alerts stopped meanwhile deleted.
 */
export const ALERT_DIGESTS_USES = [
  'table:Query:gsi1',
  'table:GetItem',
  'table:BatchGetItem',
  'table:PutItem',
  'table:DeleteItem',
] as const satisfies readonly Resource[];

export interface JobAlertsProps {
  readonly config: StageConfig;
  readonly targets: GrantTargets;
}

/**
 * Job alerts' background work: the fan-out of each published job, on the table's stream (job-published
 * outbox events only, by an event filter), and the daily digests, on a schedule. Each keeps its own
 * least privilege; their emails are outbox items, sent by the outbox deliverer. Either failing
 * on every retry goes to an encrypted dead-letter queue, and a message there raises an alarm.
 */
export class JobAlerts extends Construct {
  readonly fanOut: NodejsFunction;
  readonly digests: NodejsFunction;
  readonly deadLetters: Queue;
  readonly deadLetterAlarm: Alarm;

  constructor(scope: Construct, id: string, props: JobAlertsProps) {
    super(scope, id);
    const { config, targets } = props;

    const fanOut = new ProductFunction(this, 'FanOut', {
      config,
      name: 'job-alerts',
      description: 'Fans each published job out to the job alerts whose search finds it',
      handler: 'streams/job-alerts.ts',
      uses: JOB_ALERTS_FAN_OUT_USES,
      environment: { STAGE: config.stage, ...environmentFor(JOB_ALERTS_FAN_OUT_USES, targets) },
      timeout: Duration.minutes(2),
    });
    this.fanOut = fanOut.function;
    fanOut.allow(statementsFor(JOB_ALERTS_FAN_OUT_USES, targets));

    const digests = new ProductFunction(this, 'Digests', {
      config,
      name: 'alert-digests',
      description: "Sends each daily job alert's digest of the jobs found since the last one",
      handler: 'scheduled/alert-digests.ts',
      uses: ALERT_DIGESTS_USES,
      environment: { STAGE: config.stage, ...environmentFor(ALERT_DIGESTS_USES, targets) },
      timeout: Duration.minutes(5),
    });
    this.digests = digests.function;
    digests.allow(statementsFor(ALERT_DIGESTS_USES, targets));

    ({ queue: this.deadLetters, alarm: this.deadLetterAlarm } = deadLetterQueue(
      this,
      config,
      'job-alerts',
      'A job alert fan-out or daily digest failed on every retry (alert emails are late or missing). ' +
        'The queue message names the stream records or the schedule run; both are safe to run again.',
    ));

    this.fanOut.addEventSource(
      new DynamoEventSource(targets.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: FAN_OUT_DELIVERY.batchSize,
        reportBatchItemFailures: true,
        bisectBatchOnError: true,
        retryAttempts: FAN_OUT_DELIVERY.retryAttempts,
        maxRecordAge: Duration.hours(FAN_OUT_DELIVERY.maxRecordAgeHours),
        onFailure: new SqsDlq(this.deadLetters),
        filters: [FilterCriteria.filter(outboxEventFilter('job-published'))],
      }),
    );
    acknowledge(
      fanOut,
      'dynamodb:ListStreams has no resource-level permission; Lambda needs it to read the table stream. ' +
        'Reading records (DescribeStream, GetShardIterator, GetRecords) is granted on this table stream only.',
      'AwsSolutions-IAM5[Resource::*]',
    );

    scheduledRun(this, 'DigestSchedule', {
      description: 'Sends the daily job alert digests, in the morning UK time',
      schedule: Schedule.cron({ minute: '0', hour: '7' }),
      function: this.digests,
      deadLetters: this.deadLetters,
      // A run is tried again for up to two hours: the digests go out by 09:00 UTC, or the run is
      // dead-lettered. Its jobs then wait for the next day's digest, which takes them (one digest per
      // alert per day, services/job-alerts.ts), unless an operator redrives the run first, which sends
      // that day's digests late.
      maxEventAge: Duration.hours(2),
    });
  }
}
