import { Duration } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { Schedule } from 'aws-cdk-lib/aws-events';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { Resource } from '../lambdas/contract/routes.ts';
import { NUDGE_SWEEP_MINUTES } from '../lambdas/data/nudges.ts';
import type { StageConfig } from './config.ts';
import { deadLetterQueue } from './dead-letters.ts';
import { ProductFunction } from './function.ts';
import { environmentFor, statementsFor, type GrantTargets } from './grants.ts';
import { scheduledRun } from './scheduled-run.ts';

/**
 * What the sweep touches: the due nudges (gsi1, or an account's, gsi2), the applications, jobs and
 * conversations they are about (read by key, a conversation's messages by query), and each nudge
 * deleted in a transaction with its outbox item (put) or its job's mark (updated).
 */
export const NUDGES_USES = [
  'table:Query',
  'table:Query:gsi1',
  'table:Query:gsi2',
  'table:GetItem',
  'table:BatchGetItem',
  'table:PutItem',
  'table:UpdateItem',
  'table:DeleteItem',
] as const satisfies readonly Resource[];

export interface NudgesProps {
  readonly config: StageConfig;
  readonly targets: GrantTargets;
}

/**
 * The nudges (lambdas/scheduled/nudges.ts) on a schedule: every few minutes, the reminders of
 * applications unread for 3 days and messages unanswered for 2, the mark of applications waiting a week
 * on their job's card, and the late cases of responsiveness. An invocation that keeps failing goes to an
 * encrypted dead-letter queue, and a message there raises an alarm; the next run acts on whatever was
 * due anyway, since a nudge stays until it is acted on.
 */
export class Nudges extends Construct {
  readonly function: NodejsFunction;
  readonly deadLetters: Queue;
  readonly deadLetterAlarm: Alarm;

  constructor(scope: Construct, id: string, props: NudgesProps) {
    super(scope, id);
    const { config, targets } = props;
    const sweep = new ProductFunction(this, 'Sweep', {
      config,
      name: 'nudges',
      description: 'Nudges posters about unread applications and nannies about unanswered messages',
      handler: 'scheduled/nudges.ts',
      uses: NUDGES_USES,
      environment: { STAGE: config.stage, ...environmentFor(NUDGES_USES, targets) },
      timeout: Duration.minutes(2),
    });
    this.function = sweep.function;
    sweep.allow(statementsFor(NUDGES_USES, targets));

    ({ queue: this.deadLetters, alarm: this.deadLetterAlarm } = deadLetterQueue(
      this,
      config,
      'nudges',
      'The nudges sweep failed on every retry (nudges are late). Its logs say why; ' +
        'the next run acts on whatever is due.',
    ));
    scheduledRun(this, 'Schedule', {
      description: 'Runs the nudges sweep',
      schedule: Schedule.rate(Duration.minutes(NUDGE_SWEEP_MINUTES)),
      function: this.function,
      deadLetters: this.deadLetters,
      // A run older than the time between runs is the next run's work: it finds the same nudges due.
      maxEventAge: Duration.minutes(NUDGE_SWEEP_MINUTES),
    });
  }
}
