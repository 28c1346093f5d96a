import { Duration } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { Schedule } from 'aws-cdk-lib/aws-events';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { Resource } from '../lambdas/contract/routes.ts';
import type { StageConfig } from './config.ts';
import { deadLetterQueue } from './dead-letters.ts';
import { ProductFunction } from './function.ts';
import { environmentFor, statementsFor, uploadKeyPatterns, type GrantTargets } from './grants.ts';
import { acknowledge, arnToken, iam5Resource } from './nag.ts';
import { scheduledRun } from './scheduled-run.ts';

/**
 * What the retention run touches: what is due (gsi1), each draft, job or profile read and deleted or
 * updated, a job's applications (Query) deleted in transactions with the job, its clock, its place in
 * its poster's list and the payment record it leaves (put); and the files that go with them: a draft's
 * or job's photo, the CVs sent to a job, a checked DBS certificate.
 */
export const RETENTION_USES = [
  'table:Query:gsi1',
  'table:Query',
  'table:GetItem',
  'table:UpdateItem',
  'table:PutItem',
  'table:DeleteItem',
  'uploads:delete:files/job-photo',
  'uploads:delete:files/application-cv',
  // An application may carry the CV of her profile as it was, replaced on the profile since.
  'uploads:delete:files/nanny-cv',
  'uploads:delete:files/nanny-dbs',
] as const satisfies readonly Resource[];

/** The run's time of day (UTC): at night in the UK, when little else runs. */
export const RETENTION_HOUR_UTC = 3;

export interface RetentionProps {
  readonly config: StageConfig;
  readonly targets: GrantTargets;
}

/**
 * The retention run (lambdas/scheduled/retention.ts) once a day: what the retention policy says is
 * past its period and the table's TTL cannot delete by itself. An invocation that keeps failing goes
 * to an encrypted dead-letter queue, and a message there raises an alarm; the next day's run picks up
 * whatever was due anyway, since the due items stay until acted on.
 */
export class Retention extends Construct {
  readonly function: NodejsFunction;
  readonly deadLetters: Queue;
  readonly deadLetterAlarm: Alarm;

  constructor(scope: Construct, id: string, props: RetentionProps) {
    super(scope, id);
    const { config, targets } = props;
    const run = new ProductFunction(this, 'Run', {
      config,
      name: 'retention',
      description: 'Deletes drafts, closed jobs and DBS images past the periods the privacy page states',
      handler: 'scheduled/retention.ts',
      uses: RETENTION_USES,
      environment: { STAGE: config.stage, ...environmentFor(RETENTION_USES, targets) },
      timeout: Duration.minutes(5),
    });
    this.function = run.function;
    for (const statement of statementsFor(RETENTION_USES, targets)) this.function.addToRolePolicy(statement);
    acknowledge(
      run,
      'The retention run deletes files whose keys are known only from the items it reads; each wildcard ' +
        'stands for ids inside one upload purpose (files/<owner>/<purpose>/<id>), and it may only delete.',
      ...uploadKeyPatterns(RETENTION_USES).map((pattern) =>
        iam5Resource(`${arnToken(targets.uploadsBucket)}/${pattern}`),
      ),
    );

    ({ queue: this.deadLetters, alarm: this.deadLetterAlarm } = deadLetterQueue(
      this,
      config,
      'retention',
      'The retention run failed on every retry (data past its period is kept a day longer). Its logs say ' +
        'why; the next run retries whatever is due.',
    ));
    scheduledRun(this, 'Schedule', {
      description: 'Runs the retention run daily',
      schedule: Schedule.cron({ minute: '0', hour: String(RETENTION_HOUR_UTC) }),
      function: this.function,
      deadLetters: this.deadLetters,
      // A day's run is worth doing until the next one, but Lambda keeps an event six hours at most; a
      // run given up then leaves what was due to the next day's run.
      maxEventAge: Duration.hours(6),
    });
  }
}
