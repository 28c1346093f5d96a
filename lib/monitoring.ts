import { Duration, Stack } from 'aws-cdk-lib';
import { HttpStage, type HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  TreatMissingData,
  type IAlarm,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Operation, type Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Queue, type CfnQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct, type IConstruct } from 'constructs';
import { APP_NAME, resourceName, type StageConfig } from './config.ts';
import { StageDashboard } from './dashboard.ts';
import { ProductFunction, RouteFunction } from './function.ts';
import { ALARM_PERIOD, businessMetric, lambdaMetric } from './metrics.ts';

/**
 * The table operations the app calls, split in two so that each alarm reads at most the 10 metrics a
 * CloudWatch alarm may (ThrottledRequests and SystemErrors are published per operation). GetRecords is
 * the stream's reads, by the functions the stream drives.
 */
export const TABLE_READS = [
  Operation.GET_ITEM,
  Operation.BATCH_GET_ITEM,
  Operation.QUERY,
  Operation.SCAN,
  Operation.TRANSACT_GET_ITEMS,
  Operation.GET_RECORDS,
] as const;
export const TABLE_WRITES = [
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
] as const;

export interface MonitoringProps {
  readonly config: StageConfig;
  /** The construct holding the HTTP API and its stage (lib/api.ts). */
  readonly api: IConstruct & { readonly httpApi: HttpApi };
  readonly table: Table;
}

/**
 * What wakes someone up, per stage: an SNS topic (encrypted with a key of its own) that every alarm of
 * the stage and the monthly budget notify, the alarms themselves, and the stage's dashboard. Thresholds
 * live in lib/config.ts (ALARM_THRESHOLDS), each with its reason.
 *
 * Build it last: it walks the stack for what to watch, so every function gets its alarms and every
 * alarm of the stage (the dead-letter queues' included, whoever made them) notifies the topic.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly key: Key;
  readonly budget: CfnBudget;
  readonly dashboard: StageDashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const { config, table } = props;
    const stack = Stack.of(this);
    const name = (suffix: string) => resourceName(config, suffix);
    ({ topic: this.topic, key: this.key } = alarmTopic(this, config));

    const stage = httpStageOf(props.api);
    const apiAlarm = this.apiErrorsAlarm(config, stage);
    const functions = stack.node.findAll().filter((c): c is ProductFunction => c instanceof ProductFunction);
    for (const fn of functions) functionAlarms(fn, config);
    const tableAlarms = this.tableAlarms(config, table);
    const emailAlarms = this.emailAlarms(config);
    const webhookAlarm = new Alarm(this, 'WebhookFailures', {
      alarmName: name('webhook-failures'),
      alarmDescription:
        'The Stripe webhook answered an error (WebhookFailed). Stripe delivers the event again for up to ' +
        'three days, and a payment or subscription change waits until one delivery succeeds. A refused ' +
        'signature on every delivery means the webhook secret in the Stripe secret is wrong; otherwise ' +
        `read the errors in /aws/lambda/${name('webhooksStripe')}.`,
      metric: businessMetric(config, 'webhookFailed'),
      threshold: config.alarms.webhookFailures,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.budget = this.monthlyBudget(config);

    // Every alarm of the stage, made here or anywhere else in the stack, tells the topic when it goes
    // off and when it is OK again.
    const alarms = stack.node.findAll().filter((c): c is Alarm => c instanceof Alarm);
    const action = new SnsAction(this.topic);
    for (const alarm of alarms) {
      alarm.addAlarmAction(action);
      alarm.addOkAction(action);
    }

    this.dashboard = new StageDashboard(this, 'Dashboard', {
      config,
      stage,
      table,
      tableOperations: { reads: TABLE_READS, writes: TABLE_WRITES },
      deadLetterQueues: deadLetterQueuesOf(stack),
      stageAlarms: [apiAlarm, webhookAlarm, ...tableAlarms, ...emailAlarms, ...alarmsOutside(alarms, this)],
      functionNames: [
        ...functions.filter((fn) => fn instanceof RouteFunction),
        ...functions.filter((fn) => !(fn instanceof RouteFunction)),
      ].map((fn) => fn.functionName),
      functionAlarms: functionAlarmsOf(this, functions),
    });
  }

  /**
   * The HTTP API's 5xx answers as a share of its requests, for the stage the API serves. HTTP APIs
   * publish these per API and stage at no charge (per-route metrics would be detailed metrics, billed
   * as custom metrics; the dashboard reads per-route numbers from each route's function instead).
   */
  private apiErrorsAlarm(config: StageConfig, stage: HttpStage): Alarm {
    const t = config.alarms.api;
    return new Alarm(this, 'ApiErrors', {
      alarmName: resourceName(config, 'api-5xx-rate'),
      alarmDescription:
        `More than ${t.errorRatePercent}% of the API's requests were answered 5xx in ${t.datapoints} of the ` +
        `last ${t.periods} five-minute periods (periods with fewer than ${t.minRequests} requests or ` +
        `${t.minErrors} errors do not count). Find the routes on the dashboard (errors by function) and ` +
        'the failures in their log groups; a handler logs each unexpected error with its request id.',
      metric: new MathExpression({
        expression: `IF(requests >= ${t.minRequests} AND errors >= ${t.minErrors}, 100 * errors / requests, 0)`,
        usingMetrics: {
          requests: stage.metricCount({ statistic: 'Sum', period: ALARM_PERIOD }),
          errors: stage.metricServerError({ statistic: 'Sum', period: ALARM_PERIOD }),
        },
        period: ALARM_PERIOD,
        label: 'API 5xx (% of requests)',
      }),
      threshold: t.errorRatePercent,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: t.periods,
      datapointsToAlarm: t.datapoints,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  /** The table's throttled requests and system errors, reads and writes apart (10 metrics an alarm). */
  private tableAlarms(config: StageConfig, table: Table): Alarm[] {
    const groups = { reads: TABLE_READS, writes: TABLE_WRITES } as const;
    return Object.entries(groups).flatMap(([group, operations]) => [
      new Alarm(this, `TableThrottles-${group}`, {
        alarmName: resourceName(config, `table-throttles-${group}`),
        alarmDescription:
          `The table throttled ${group} (ThrottledRequests of ${operations.join(', ')}). An on-demand table ` +
          'throttles only past its account or partition limits: look for a hot key or a runaway loop.',
        metric: table.metricThrottledRequestsForOperations({
          operations: [...operations],
          period: ALARM_PERIOD,
        }),
        threshold: 0,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
      new Alarm(this, `TableSystemErrors-${group}`, {
        alarmName: resourceName(config, `table-system-errors-${group}`),
        alarmDescription:
          `DynamoDB answered ${group} with system errors (HTTP 500) in ${config.alarms.tableSystemErrorPeriods} ` +
          'periods in a row. The SDK retries them; see the AWS Health Dashboard for an incident in eu-west-2.',
        metric: table.metricSystemErrorsForOperations({
          operations: [...operations],
          period: ALARM_PERIOD,
        }),
        threshold: 0,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: config.alarms.tableSystemErrorPeriods,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    ]);
  }

  /**
   * SES reputation. These metrics are the account's (all stages sending from one account share them),
   * so each stage in the account alarms on the same numbers.
   */
  private emailAlarms(config: StageConfig): Alarm[] {
    const { bounceRate, complaintRate } = config.alarms.email;
    const reputation = (metricName: string) =>
      new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.hours(1) });
    const percent = (fraction: number) => `${+(fraction * 100).toFixed(3)}%`;
    return [
      new Alarm(this, 'EmailBounces', {
        alarmName: resourceName(config, 'email-bounce-rate'),
        alarmDescription:
          `SES bounce rate above ${percent(bounceRate)}. SES reviews the account at 5% and may pause its ` +
          'sending at 10%. Find the bouncing addresses (SES suppression list, the mailbox of the sender) ' +
          'and stop mailing them.',
        metric: reputation('Reputation.BounceRate'),
        threshold: bounceRate,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
      new Alarm(this, 'EmailComplaints', {
        alarmName: resourceName(config, 'email-complaint-rate'),
        alarmDescription:
          `SES complaint rate above ${percent(complaintRate)}. SES reviews the account at 0.1% and may pause ` +
          'its sending at 0.5%. Check what was sent lately (job alerts, digests) and that unsubscribe works.',
        metric: reputation('Reputation.ComplaintRate'),
        threshold: complaintRate,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    ];
  }

  /**
   * The monthly cost budget, notifying the topic at 80% of actual spend and at 100% of forecast spend.
   * A budget measures the whole account unless it is filtered (by a cost allocation tag, say), and the
   * stages may share one account: then each stage's budget measures both. Filtering by the `stage` tag
   * needs that tag activated for cost allocation in the billing console first, or the budget reads $0.
   */
  private monthlyBudget(config: StageConfig): CfnBudget {
    const subscribers = [{ subscriptionType: 'SNS', address: this.topic.topicArn }];
    const budget = new CfnBudget(this, 'MonthlyBudget', {
      budget: {
        budgetName: resourceName(config, 'monthly'),
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: config.monthlyBudgetUsd, unit: 'USD' },
      },
      notificationsWithSubscribers: [
        {
          notification: {
            notificationType: 'ACTUAL',
            comparisonOperator: 'GREATER_THAN',
            threshold: 80,
            thresholdType: 'PERCENTAGE',
          },
          subscribers,
        },
        {
          notification: {
            notificationType: 'FORECASTED',
            comparisonOperator: 'GREATER_THAN',
            threshold: 100,
            thresholdType: 'PERCENTAGE',
          },
          subscribers,
        },
      ],
    });
    // Budgets checks that it may publish to the topic when the notification is made.
    if (this.topic.node.tryFindChild('Policy'))
      budget.node.addDependency(this.topic.node.findChild('Policy'));
    return budget;
  }
}

/**
 * The alarm topic and its key. The key's policy lets CloudWatch (alarms) and AWS Budgets use it to
 * publish; the topic's policy lets them publish for this account's alarms and budgets only, and
 * refuses anything but TLS.
 */
function alarmTopic(scope: Construct, config: StageConfig): { topic: Topic; key: Key } {
  const { account, region, partition } = Stack.of(scope);
  const publishers = {
    cloudwatch: {
      principal: new ServicePrincipal('cloudwatch.amazonaws.com'),
      sourceArn: `arn:${partition}:cloudwatch:${region}:${account}:alarm:*`,
    },
    budgets: {
      principal: new ServicePrincipal('budgets.amazonaws.com'),
      sourceArn: `arn:${partition}:budgets::${account}:*`,
    },
  };
  const from = (sourceArn: string) => ({
    StringEquals: { 'aws:SourceAccount': account },
    ArnLike: { 'aws:SourceArn': sourceArn },
  });

  const key = new Key(scope, 'AlarmTopicKey', {
    description: `Encrypts the ${APP_NAME} ${config.stage} alarm topic`,
    alias: `alias/${resourceName(config, 'alarms')}`,
    enableKeyRotation: true,
    removalPolicy: config.removalPolicy,
  });
  const topic = new Topic(scope, 'AlarmTopic', {
    topicName: resourceName(config, 'alarms'),
    displayName: `Nanny Marketplace (${config.stage}) alarms`,
    masterKey: key,
    enforceSSL: true,
  });
  for (const [sid, { principal, sourceArn }] of Object.entries(publishers)) {
    // The key's grant carries no source conditions: the service's own calls to KMS, made while it
    // publishes, need not carry them, and a condition they lack would drop every alarm without a word.
    // The topic's policy below names the sources; the key serves this topic alone.
    key.addToResourcePolicy(
      new PolicyStatement({
        sid: `${sid}Publishes`,
        principals: [principal],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
      }),
    );
    topic.addToResourcePolicy(
      new PolicyStatement({
        sid: `${sid}Publishes`,
        principals: [principal],
        actions: ['sns:Publish'],
        resources: [topic.topicArn],
        conditions: from(sourceArn),
      }),
    );
  }
  if (config.alarmEmail) topic.addSubscription(new EmailSubscription(config.alarmEmail));
  return { topic, key };
}

/** The HTTP API's one stage, as lib/api.ts builds it. */
function httpStageOf(api: IConstruct): HttpStage {
  const stages = api.node.findAll().filter((c): c is HttpStage => c instanceof HttpStage);
  if (stages.length !== 1)
    throw new Error(`Expected one HTTP API stage in ${api.node.path}, found ${stages.length}`);
  return stages[0]!;
}

/**
 * A function's error-rate and throttle alarms, beside the function (in its nested stack, for a route).
 *
 * A route's handler catches its errors and answers them 500 through the middleware (lambdas/platform/
 * http.ts), so for a route function Lambda's Errors counts only crashes and timeouts; the API's 5xx
 * alarm covers the failures answered 500. A background worker's Errors counts its failed runs.
 */
function functionAlarms(fn: ProductFunction, config: StageConfig): Alarm[] {
  const { errorRatePercent, minErrors } = config.alarms.functionErrors;
  const logs = `/aws/lambda/${fn.functionName}`;
  const capped = fn.reservedConcurrency !== undefined;
  const throttlePeriods = capped ? config.alarms.cappedThrottlePeriods : 1;
  return [
    new Alarm(fn, 'ErrorsAlarm', {
      alarmName: `${fn.functionName}-errors`,
      alarmDescription:
        `${fn.functionName} failed (crashed, timed out or threw) on more than ${errorRatePercent}% of its ` +
        `invocations, with at least ${minErrors} errors in five minutes. Read ${logs}.`,
      metric: new MathExpression({
        expression: `IF(errors >= ${minErrors}, 100 * errors / invocations, 0)`,
        usingMetrics: {
          errors: lambdaMetric(fn.functionName, 'Errors'),
          invocations: lambdaMetric(fn.functionName, 'Invocations'),
        },
        period: ALARM_PERIOD,
        label: `${fn.functionName} errors (% of invocations)`,
      }),
      threshold: errorRatePercent,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }),
    new Alarm(fn, 'ThrottlesAlarm', {
      alarmName: `${fn.functionName}-throttles`,
      alarmDescription: capped
        ? `${fn.functionName} runs ${fn.reservedConcurrency} at a time and waited its turn for ` +
          `${throttlePeriods * 5} minutes in a row: its work is piling up.`
        : `Lambda throttled ${fn.functionName}: the account's concurrency ran out (another function's ` +
          'burst, or the regional limit). Requests were refused (API 429/5xx) or retried later.',
      metric: lambdaMetric(fn.functionName, 'Throttles'),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: throttlePeriods,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }),
  ];
}

/**
 * The functions' alarms as the stage's stack can name them. A route's alarms live in its nested
 * stack; naming them by ARN (built from their literal names) spares the stack one output per alarm.
 */
function functionAlarmsOf(scope: Construct, functions: readonly ProductFunction[]): IAlarm[] {
  const home = Stack.of(scope);
  return functions.flatMap((fn) =>
    (['ErrorsAlarm', 'ThrottlesAlarm'] as const).map((id) => {
      const alarm = fn.node.findChild(id) as Alarm;
      if (Stack.of(alarm) === home) return alarm;
      const name = `${fn.functionName}-${id === 'ErrorsAlarm' ? 'errors' : 'throttles'}`;
      return Alarm.fromAlarmName(scope, `${fn.node.addr}${id}`, name);
    }),
  );
}

/** Alarms made elsewhere in the stack (the dead-letter queues'), but not the functions' own. */
function alarmsOutside(alarms: readonly Alarm[], monitoring: Construct): Alarm[] {
  return alarms.filter(
    (alarm) => !alarm.node.scopes.includes(monitoring) && !(alarm.node.scope instanceof ProductFunction),
  );
}

/** The stack's dead-letter queues, by the names lib/dead-letters.ts gives them. */
function deadLetterQueuesOf(stack: Stack): Queue[] {
  return stack.node
    .findAll()
    .filter((c): c is Queue => c instanceof Queue)
    .filter((queue) => {
      const name = (queue.node.defaultChild as CfnQueue).queueName;
      return typeof name === 'string' && name.endsWith('-dead-letters');
    });
}
