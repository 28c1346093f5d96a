import { Duration } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { Schedule } from 'aws-cdk-lib/aws-events';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { Resource } from '../lambdas/contract/routes.ts';
import { JOB_CLOCK_MINUTES } from '../lambdas/data/job-clock.ts';
import type { StageConfig } from './config.ts';
import { deadLetterQueue } from './dead-letters.ts';
import { ProductFunction } from './function.ts';
import { environmentFor, statementsFor, type GrantTargets } from './grants.ts';
import { scheduledRun } from './scheduled-run.ts';

/**
 * What the sweep touches: the due clocks (gsi1), each job read and closed or reminded in a transaction
 * with its clock (put or deleted) and its outbox item (put).
 */
export const JOB_CLOCK_USES = [
  'table:Query:gsi1',
  'table:GetItem',
  'table:UpdateItem',
  'table:PutItem',
  'table:DeleteItem',
] as const satisfies readonly Resource[];

export interface JobClockProps {
  readonly config: StageConfig;
  readonly targets: GrantTargets;
}

/**
 * The job clock (lambdas/scheduled/job-clock.ts) on a schedule: every few minutes, reminders a week
 * before jobs end and the closing of jobs whose days ran out. An invocation that keeps failing goes to
 * an encrypted dead-letter queue, and a message there raises an alarm; the next run picks up whatever
 * was due anyway, since the clocks stay until acted on.
 */
export class JobClock extends Construct {
  readonly function: NodejsFunction;
  readonly deadLetters: Queue;
  readonly deadLetterAlarm: Alarm;

  constructor(scope: Construct, id: string, props: JobClockProps) {
    super(scope, id);
    const { config, targets } = props;
    const sweep = new ProductFunction(this, 'Sweep', {
      config,
      name: 'job-clock',
      description: 'Reminds posters before their jobs end and closes jobs whose days ran out',
      handler: 'scheduled/job-clock.ts',
      uses: JOB_CLOCK_USES,
      environment: { STAGE: config.stage, ...environmentFor(JOB_CLOCK_USES, targets) },
      timeout: Duration.minutes(2),
    });
    this.function = sweep.function;
    sweep.allow(statementsFor(JOB_CLOCK_USES, targets));

    ({ queue: this.deadLetters, alarm: this.deadLetterAlarm } = deadLetterQueue(
      this,
      config,
      'job-clock',
      'The job clock sweep failed on every retry (reminders and expiries are late). Its logs say why; ' +
        'the next run retries whatever is due.',
    ));
    scheduledRun(this, 'Schedule', {
      description: 'Runs the job clock sweep',
      schedule: Schedule.rate(Duration.minutes(JOB_CLOCK_MINUTES)),
      function: this.function,
      deadLetters: this.deadLetters,
      // A run older than the time between runs is the next run's work: it finds the same clocks due.
      maxEventAge: Duration.minutes(JOB_CLOCK_MINUTES),
    });
  }
}
