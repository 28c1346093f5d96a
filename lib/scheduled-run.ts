import { Duration } from 'aws-cdk-lib';
import { Rule, type RuleTargetInput, type Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

/** How many times a run is tried again, both by EventBridge (invoking) and by Lambda (running). */
export const SCHEDULED_RUN_RETRIES = 2;

/** Lambda keeps an asynchronous event six hours at most. */
const LONGEST_EVENT_AGE = Duration.hours(6);

export interface ScheduledRunProps {
  readonly description: string;
  readonly schedule: Schedule;
  /** The function each run invokes, asynchronously. */
  readonly function: IFunction;
  /** Its construct's dead-letter queue (lib/dead-letters.ts). */
  readonly deadLetters: IQueue;
  /**
   * How old a run may grow before it is given up and dead-lettered, by EventBridge while invoking and by
   * Lambda while retrying: at most the time to the next run (which does the same work), and at most six
   * hours (Lambda's limit). Each construct says why its value fits its schedule.
   */
  readonly maxEventAge: Duration;
  /** What each run is given (the scheduled event unless set). */
  readonly event?: RuleTargetInput;
}

/**
 * A function run on a schedule, with no run lost in silence. EventBridge tries an invocation it could
 * not make twice more, and Lambda tries a run that threw twice more (asynchronous invocation); a run
 * that still failed, or grew older than `maxEventAge`, goes to the construct's dead-letter queue either
 * way: EventBridge sends the scheduled event itself (with RULE_ARN, TARGET_ARN and ERROR_CODE attributes),
 * Lambda a failure record naming the function and carrying the event (requestContext, requestPayload).
 * `npm run redrive` invokes the function again with either (docs/runbook-redrive.md).
 */
export function scheduledRun(scope: Construct, id: string, props: ScheduledRunProps): Rule {
  if (props.maxEventAge.toSeconds() > LONGEST_EVENT_AGE.toSeconds())
    throw new Error(`${id}: Lambda keeps an asynchronous event six hours at most`);
  props.function.configureAsyncInvoke({
    retryAttempts: SCHEDULED_RUN_RETRIES,
    maxEventAge: props.maxEventAge,
    onFailure: new SqsDestination(props.deadLetters),
  });
  return new Rule(scope, id, {
    description: props.description,
    schedule: props.schedule,
    targets: [
      new LambdaFunction(props.function, {
        ...(props.event && { event: props.event }),
        retryAttempts: SCHEDULED_RUN_RETRIES,
        maxEventAge: props.maxEventAge,
        deadLetterQueue: props.deadLetters,
      }),
    ],
  });
}
