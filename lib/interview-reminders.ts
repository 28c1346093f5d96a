import { Duration } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { Schedule } from 'aws-cdk-lib/aws-events';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { Resource } from '../lambdas/contract/routes.ts';
import { REMINDER_SWEEP_MINUTES } from '../lambdas/data/interviews.ts';
import type { StageConfig } from './config.ts';
import { deadLetterQueue } from './dead-letters.ts';
import { ProductFunction } from './function.ts';
import { environmentFor, statementsFor, type GrantTargets } from './grants.ts';
import { scheduledRun } from './scheduled-run.ts';

/**
 * What the sweep touches: the due reminders (gsi1, or a meeting's own by key), each meeting read, and
 * each reminder deleted in a transaction with its outbox items (put).
 */
export const INTERVIEW_REMINDERS_USES = [
  'table:Query:gsi1',
  'table:GetItem',
  'table:BatchGetItem',
  'table:PutItem',
  'table:DeleteItem',
] as const satisfies readonly Resource[];

export interface InterviewRemindersProps {
  readonly config: StageConfig;
  readonly targets: GrantTargets;
}

/**
 * The interview reminders (lambdas/scheduled/interview-reminders.ts) on a schedule: every few minutes,
 * the reminders 24 hours and 1 hour before each confirmed interview or trial. An invocation that keeps
 * failing goes to an encrypted dead-letter queue, and a message there raises an alarm; the next run
 * sends whatever was due anyway, since a reminder stays until it is sent.
 */
export class InterviewReminders extends Construct {
  readonly function: NodejsFunction;
  readonly deadLetters: Queue;
  readonly deadLetterAlarm: Alarm;

  constructor(scope: Construct, id: string, props: InterviewRemindersProps) {
    super(scope, id);
    const { config, targets } = props;
    const sweep = new ProductFunction(this, 'Sweep', {
      config,
      name: 'interview-reminders',
      description: 'Reminds both sides 24 hours and 1 hour before each interview or trial',
      handler: 'scheduled/interview-reminders.ts',
      uses: INTERVIEW_REMINDERS_USES,
      environment: { STAGE: config.stage, ...environmentFor(INTERVIEW_REMINDERS_USES, targets) },
      timeout: Duration.minutes(2),
    });
    this.function = sweep.function;
    sweep.allow(statementsFor(INTERVIEW_REMINDERS_USES, targets));

    ({ queue: this.deadLetters, alarm: this.deadLetterAlarm } = deadLetterQueue(
      this,
      config,
      'interview-reminders',
      'The interview reminders sweep failed on every retry (reminders are late). Its logs say why; ' +
        'the next run sends whatever is due.',
    ));
    scheduledRun(this, 'Schedule', {
      description: 'Runs the interview reminders sweep',
      schedule: Schedule.rate(Duration.minutes(REMINDER_SWEEP_MINUTES)),
      function: this.function,
      deadLetters: this.deadLetters,
      // A run older than the time between runs is the next run's work: it finds the same reminders due.
      maxEventAge: Duration.minutes(REMINDER_SWEEP_MINUTES),
    });
  }
}
