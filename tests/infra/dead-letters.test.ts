import { describe, expect, it } from 'vitest';
import { STAGES, type StageName } from '../../lib/config.ts';
import { referencedId, resourcesOf, synth, type TemplateResource } from './synth.ts';

/**
 * No asynchronous work is lost: every way a function is run in the background (a table stream's event
 * source mapping, a schedule's rule, any other service that invokes it asynchronously) retries a bounded
 * number of times and then leaves what failed in one of the dead-letter queues, each watched by an alarm.
 * Walks the synthesized stage, so a new rule or event source without these fails here.
 */

type Resources = Record<string, TemplateResource>;

/** Services that wait for the function's answer (synchronous): no asynchronous invoke config needed. */
const SYNCHRONOUS_INVOKERS = ['apigateway.amazonaws.com', 'cognito-idp.amazonaws.com'];

/** Lambda keeps an asynchronous event six hours at most, and tries it again twice at most. */
const LONGEST_EVENT_AGE_SECONDS = 6 * 3600;

/** The seconds between a rule's runs: `rate(…)` exactly, a `cron(…)` at most a day. */
function secondsBetweenRuns(expression: string): number {
  const rate = /^rate\((\d+) (minute|hour|day)s?\)$/.exec(expression);
  if (rate) return Number(rate[1]) * { minute: 60, hour: 3600, day: 86400 }[rate[2] as 'minute'];
  if (expression.startsWith('cron(')) return 86400;
  throw new Error(`Unknown schedule ${expression}`);
}

interface Stage {
  readonly stage: StageName;
  readonly resources: Resources;
  readonly of: (type: string) => Resources;
  /** Queue ids of the dead-letter queues: named `nanny-marketplace-<stage>-<name>-dead-letters`. */
  readonly deadLetterQueues: ReadonlySet<string>;
}

function stage(name: StageName): Stage {
  const { template } = synth(name);
  const of = (type: string) => resourcesOf(template, type);
  const queues = of('AWS::SQS::Queue');
  const pattern = new RegExp(`^nanny-marketplace-${name}-[a-z-]+-dead-letters$`);
  return {
    stage: name,
    resources: template.toJSON().Resources as Resources,
    of,
    deadLetterQueues: new Set(
      Object.keys(queues).filter((id) => pattern.test(String(queues[id]!.Properties.QueueName))),
    ),
  };
}

/** The queue id an `{ 'Fn::GetAtt': [queue, 'Arn'] }` names, or a description of what else it is. */
function queueOf(s: Stage, arn: unknown): string {
  if (arn === undefined) return '(none)';
  const id = referencedId(arn);
  return s.resources[id]?.Type === 'AWS::SQS::Queue' ? id : `${id} (not a queue)`;
}

describe.each(STAGES)('no lost asynchronous work: %s', (name) => {
  const s = stage(name);

  it('has a dead-letter queue per background construct, each kept two weeks and watched by an alarm', () => {
    expect(s.deadLetterQueues.size).toBeGreaterThanOrEqual(7);
    const alarms = Object.values(s.of('AWS::CloudWatch::Alarm'));
    for (const queue of s.deadLetterQueues) {
      expect(s.resources[queue]!.Properties.MessageRetentionPeriod, queue).toBe(14 * 86400);
      const watching = alarms.filter(
        (alarm) =>
          alarm.Properties.Namespace === 'AWS/SQS' &&
          alarm.Properties.MetricName === 'ApproximateNumberOfMessagesVisible' &&
          (alarm.Properties.Dimensions as { Name: string; Value: unknown }[]).some(
            (d) => d.Name === 'QueueName' && referencedId(d.Value) === queue,
          ),
      );
      expect(watching.length, `${queue}: alarms`).toBeGreaterThan(0);
      for (const alarm of watching) {
        expect(alarm.Properties.Threshold, queue).toBe(0);
        expect(alarm.Properties.ComparisonOperator, queue).toBe('GreaterThanThreshold');
      }
    }
  });

  it('sends every stream batch that keeps failing to a dead-letter queue, after bounded retries', () => {
    const mappings = s.of('AWS::Lambda::EventSourceMapping');
    expect(Object.keys(mappings).length).toBeGreaterThan(0);
    const wrong: Record<string, string[]> = {};
    for (const [id, { Properties: p }] of Object.entries(mappings)) {
      const problems: string[] = [];
      const destination = (p.DestinationConfig as { OnFailure?: { Destination?: unknown } } | undefined)
        ?.OnFailure?.Destination;
      const queue = queueOf(s, destination);
      if (!s.deadLetterQueues.has(queue)) problems.push(`on failure: ${queue}`);
      const retries = p.MaximumRetryAttempts;
      if (typeof retries !== 'number' || retries < 0 || retries > 10)
        problems.push(`retries: ${String(retries)}`);
      const age = p.MaximumRecordAgeInSeconds;
      if (typeof age !== 'number' || age < 0 || age > 86400) problems.push(`record age: ${String(age)}`);
      if (problems.length) wrong[id] = problems;
    }
    expect(wrong).toEqual({});
  });

  it('gives every rule target retries and a dead-letter queue', () => {
    const rules = s.of('AWS::Events::Rule');
    expect(Object.keys(rules).length).toBeGreaterThan(0);
    const wrong: Record<string, string[]> = {};
    for (const [id, { Properties: p }] of Object.entries(rules))
      for (const target of p.Targets as Record<string, unknown>[]) {
        const problems: string[] = [];
        const queue = queueOf(s, (target.DeadLetterConfig as { Arn?: unknown } | undefined)?.Arn);
        if (!s.deadLetterQueues.has(queue)) problems.push(`dead letters: ${queue}`);
        const retry = target.RetryPolicy as
          { MaximumRetryAttempts?: number; MaximumEventAgeInSeconds?: number } | undefined;
        if (retry?.MaximumRetryAttempts === undefined || retry.MaximumEventAgeInSeconds === undefined)
          problems.push(`retry policy: ${JSON.stringify(retry)}`);
        if (problems.length) wrong[`${id} ${String(target.Id)}`] = problems;
      }
    expect(wrong).toEqual({});
  });

  it('gives every schedule of EventBridge Scheduler retries and a dead-letter queue', () => {
    const wrong: Record<string, string> = {};
    for (const [id, { Properties: p }] of Object.entries(s.of('AWS::Scheduler::Schedule'))) {
      const target = p.Target as { DeadLetterConfig?: { Arn?: unknown }; RetryPolicy?: unknown };
      const queue = queueOf(s, target.DeadLetterConfig?.Arn);
      if (!s.deadLetterQueues.has(queue) || !target.RetryPolicy) wrong[id] = queue;
    }
    expect(wrong).toEqual({});
  });

  /**
   * The functions invoked asynchronously: the rules' function targets and any function another service
   * may invoke without waiting for its answer (by its resource policy).
   */
  function asynchronousFunctions(): Map<string, string> {
    const functions = s.of('AWS::Lambda::Function');
    const invoked = new Map<string, string>();
    for (const [id, { Properties: p }] of Object.entries(s.of('AWS::Events::Rule')))
      for (const target of p.Targets as { Arn: unknown }[]) {
        const fn = referencedId(target.Arn);
        if (fn in functions) invoked.set(fn, id);
      }
    for (const [id, { Properties: p }] of Object.entries(s.of('AWS::Lambda::Permission'))) {
      if (typeof p.Principal !== 'string' || SYNCHRONOUS_INVOKERS.includes(p.Principal)) continue;
      invoked.set(referencedId(p.FunctionName), id);
    }
    return invoked;
  }

  it('sends every asynchronous run that keeps failing to a dead-letter queue, after bounded retries', () => {
    const configs = Object.values(s.of('AWS::Lambda::EventInvokeConfig'));
    const invoked = asynchronousFunctions();
    expect(invoked.size).toBeGreaterThanOrEqual(6);
    const wrong: Record<string, string[]> = {};
    for (const [fn, by] of invoked) {
      const config = configs.filter((c) => referencedId(c.Properties.FunctionName) === fn);
      if (config.length !== 1) {
        wrong[fn] = [`invoked by ${by}: ${config.length} asynchronous invoke configs`];
        continue;
      }
      const p = config[0]!.Properties;
      const problems: string[] = [];
      const destination = (p.DestinationConfig as { OnFailure?: { Destination?: unknown } } | undefined)
        ?.OnFailure?.Destination;
      const queue = queueOf(s, destination);
      if (!s.deadLetterQueues.has(queue)) problems.push(`on failure: ${queue}`);
      if (p.MaximumRetryAttempts !== 2) problems.push(`retries: ${String(p.MaximumRetryAttempts)}`);
      const age = p.MaximumEventAgeInSeconds;
      if (typeof age !== 'number' || age > LONGEST_EVENT_AGE_SECONDS) problems.push(`event age: ${age}`);
      if (problems.length) wrong[fn] = problems;
    }
    expect(wrong).toEqual({});
  });

  it('gives up a scheduled run no later than the next run, which does the same work', () => {
    const configs = Object.values(s.of('AWS::Lambda::EventInvokeConfig'));
    const functions = s.of('AWS::Lambda::Function');
    const tooOld: Record<string, string> = {};
    for (const [id, { Properties: p }] of Object.entries(s.of('AWS::Events::Rule'))) {
      if (typeof p.ScheduleExpression !== 'string') continue;
      const between = secondsBetweenRuns(p.ScheduleExpression);
      for (const target of p.Targets as {
        Arn: unknown;
        RetryPolicy: { MaximumEventAgeInSeconds: number };
      }[]) {
        const fn = referencedId(target.Arn);
        const lambdaAge =
          fn in functions
            ? (configs.find((c) => referencedId(c.Properties.FunctionName) === fn)?.Properties
                .MaximumEventAgeInSeconds as number)
            : 0;
        const age = Math.max(target.RetryPolicy.MaximumEventAgeInSeconds, lambdaAge);
        if (age > between) tooOld[id] = `${age} s, runs every ${between} s`;
      }
    }
    expect(tooOld).toEqual({});
  });
});
