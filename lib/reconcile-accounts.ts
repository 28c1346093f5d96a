import { Duration } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { Schedule } from 'aws-cdk-lib/aws-events';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { DELETION_START, type Resource } from '../lambdas/contract/routes.ts';
import type { StageConfig } from './config.ts';
import { deadLetterQueue } from './dead-letters.ts';
import { ProductFunction } from './function.ts';
import { environmentFor, statementsFor, type GrantTargets } from './grants.ts';
import { scheduledRun } from './scheduled-run.ts';

/**
 * What the reconciliation touches: the pool's users (listed) and the account index (gsi1, and a record
 * put for an account in use that the index lacks), and what starting a deletion needs, as the deletion
 * routes do (services/deletion-start.ts).
 */
export const RECONCILE_ACCOUNTS_USES = [
  'userpool:ListUsers',
  'table:Query:gsi1',
  ...DELETION_START,
] as const satisfies readonly Resource[];

export interface ReconcileAccountsProps {
  readonly config: StageConfig;
  readonly targets: GrantTargets;
}

/**
 * The accounts reconciliation (lambdas/scheduled/reconcile-accounts.ts) on a daily schedule: an account
 * whose sign-in was deleted outside the product is deleted like any other. An invocation that keeps
 * failing goes to an encrypted dead-letter queue, which raises an alarm; the next day's run finds
 * whatever this one missed, since the account records stay until their deletion removes them.
 */
export class ReconcileAccounts extends Construct {
  readonly function: NodejsFunction;
  readonly deadLetters: Queue;
  readonly deadLetterAlarm: Alarm;

  constructor(scope: Construct, id: string, props: ReconcileAccountsProps) {
    super(scope, id);
    const { config, targets } = props;
    const run = new ProductFunction(this, 'Run', {
      config,
      name: 'reconcile-accounts',
      description: 'Deletes the accounts whose Cognito user was deleted outside the product',
      handler: 'scheduled/reconcile-accounts.ts',
      uses: RECONCILE_ACCOUNTS_USES,
      environment: {
        STAGE: config.stage,
        USER_POOL_ID: targets.userPool.userPoolId,
        ...environmentFor(RECONCILE_ACCOUNTS_USES, targets),
      },
      timeout: Duration.minutes(5),
    });
    this.function = run.function;
    for (const statement of statementsFor(RECONCILE_ACCOUNTS_USES, targets))
      this.function.addToRolePolicy(statement);

    ({ queue: this.deadLetters, alarm: this.deadLetterAlarm } = deadLetterQueue(
      this,
      config,
      'reconcile-accounts',
      'The accounts reconciliation failed on every retry (accounts deleted outside the product are not ' +
        'yet deleted). Its logs say why; the next run retries them.',
    ));
    scheduledRun(this, 'Schedule', {
      description: 'Runs the accounts reconciliation',
      schedule: Schedule.rate(Duration.days(1)),
      function: this.function,
      deadLetters: this.deadLetters,
      // A day's run is worth doing until the next one, but Lambda keeps an event six hours at most; a
      // run given up then leaves the accounts it would have found to the next day's run.
      maxEventAge: Duration.hours(6),
    });
  }
}
