import { Duration } from 'aws-cdk-lib';
import type { HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AlarmStatusWidget,
  Metric,
  AlarmStatusWidgetSortBy,
  Dashboard,
  GraphWidget,
  LegendPosition,
  PeriodOverride,
  TextWidget,
  type IAlarm,
  type IWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { Operation, Table } from 'aws-cdk-lib/aws-dynamodb';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { BUSINESS_EVENTS, type BusinessEvent } from '../lambdas/platform/metric-names.ts';
import { APP_NAME, resourceName, type StageConfig } from './config.ts';
import { ALARM_PERIOD, businessMetric, lambdaMetric } from './metrics.ts';
import { EDGE_REGION, FIREWALL_RULES, OVERSIZED_BODY_RULE, firewallMetricName } from './edge.ts';

/** An alarm status widget shows at most 100 alarms. */
const ALARMS_PER_WIDGET = 100;
const FULL = 24;
const THIRD = 8;
const HALF = 12;
const QUARTER = 6;
const HEIGHT = 6;

/** What people do on the site, and what went wrong with money or Stripe: two graphs. */
const ACTIVITY: readonly BusinessEvent[] = ['jobPublished', 'applicationSent', 'messageSent', 'reportFiled'];
const FAILURES: readonly BusinessEvent[] = ['paymentFailed', 'webhookFailed'];

export interface StageDashboardProps {
  readonly config: StageConfig;
  /** The HTTP API's stage. */
  readonly stage: HttpStage;
  readonly table: Table;
  readonly tableOperations: { readonly reads: readonly Operation[]; readonly writes: readonly Operation[] };
  readonly deadLetterQueues: readonly Queue[];
  /** The stage-wide alarms: API, table, email, webhook, dead-letter queues. */
  readonly stageAlarms: readonly IAlarm[];
  /** Every function of the stage by its physical name, the routes' first. */
  readonly functionNames: readonly string[];
  /** Each function's error-rate and throttle alarms. */
  readonly functionAlarms: readonly IAlarm[];
}

/**
 * The stage's dashboard, `nanny-marketplace-<stage>`: the API, each function (one per route), what
 * people do on the site, the queues and the table, and the state of every alarm.
 */
export class StageDashboard extends Construct {
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: StageDashboardProps) {
    super(scope, id);
    const { config } = props;
    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `${APP_NAME}-${config.stage}`,
      defaultInterval: Duration.days(1),
      periodOverride: PeriodOverride.AUTO,
    });
    const rows: IWidget[][] = [
      [
        new TextWidget({
          markdown:
            `# Nanny Marketplace (${config.stage})\n` +
            'The API, then each function (one per route, named after it), what people do on the site, the ' +
            'dead-letter queues and the table, and every alarm. Alarms notify the SNS topic ' +
            `\`${resourceName(config, 'alarms')}\`.`,
          width: FULL,
          height: 2,
        }),
      ],
      apiRow(props.stage),
      firewallRow(config),
      functionsRow(props),
      businessRow(config),
      dataRow(props),
      alarmsRow(props),
    ];
    for (const row of rows) this.dashboard.addWidgets(...row);
  }
}

function apiRow(stage: HttpStage): IWidget[] {
  const sum = { statistic: 'Sum', period: ALARM_PERIOD };
  return [
    new GraphWidget({
      title: 'API requests',
      left: [stage.metricCount({ ...sum, label: 'Requests' })],
      width: THIRD,
      height: HEIGHT,
    }),
    new GraphWidget({
      title: 'API 4xx and 5xx answers',
      left: [
        stage.metricClientError({ ...sum, label: '4xx' }),
        stage.metricServerError({ ...sum, label: '5xx' }),
      ],
      width: THIRD,
      height: HEIGHT,
    }),
    new GraphWidget({
      title: 'API latency (ms)',
      left: [
        stage.metricLatency({ statistic: 'p50', period: ALARM_PERIOD, label: 'p50' }),
        stage.metricLatency({ statistic: 'p95', period: ALARM_PERIOD, label: 'p95' }),
      ],
      width: THIRD,
      height: HEIGHT,
    }),
  ];
}

/**
 * Requests, errors and duration by route, read from each route's own function (AWS/Lambda metrics are
 * free; the HTTP API's per-route "detailed metrics" would be billed as custom metrics, per route and
 * metric). Each function is named, not searched for, so each line carries its route's id; the
 * background workers follow the routes under their own names. A graph takes up to 500 metrics and a
 * dashboard 2,500.
 */
function functionsRow({ config, functionNames }: StageDashboardProps): IWidget[] {
  const prefix = resourceName(config, '');
  const graph = (title: string, metricName: string, statistic: string) =>
    new GraphWidget({
      title,
      left: functionNames.map((name) =>
        lambdaMetric(name, metricName, statistic).with({ label: name.slice(prefix.length) }),
      ),
      legendPosition: LegendPosition.RIGHT,
      width: THIRD,
      height: HEIGHT + 4,
    });
  return [
    graph('Requests by route (function invocations)', 'Invocations', 'Sum'),
    graph('Errors by route (function crashes and timeouts)', 'Errors', 'Sum'),
    graph('Duration p95 by route (ms)', 'Duration', 'p95'),
  ];
}

function businessRow(config: StageConfig): IWidget[] {
  const hourly = (events: readonly BusinessEvent[]) =>
    events.map((event) => businessMetric(config, event, Duration.hours(1)));
  return [
    new GraphWidget({
      title: `Activity per hour (${ACTIVITY.map((e) => BUSINESS_EVENTS[e]).join(', ')})`,
      left: hourly(ACTIVITY),
      width: HALF,
      height: HEIGHT,
    }),
    new GraphWidget({
      title: `Payment and webhook failures per hour (${FAILURES.map((e) => BUSINESS_EVENTS[e]).join(', ')})`,
      left: hourly(FAILURES),
      width: HALF,
      height: HEIGHT,
    }),
  ];
}

function dataRow({ table, tableOperations, deadLetterQueues }: StageDashboardProps): IWidget[] {
  const sum = { statistic: 'Sum', period: ALARM_PERIOD };
  const all = [...tableOperations.reads, ...tableOperations.writes];
  return [
    new GraphWidget({
      title: 'Dead-letter queues (messages waiting)',
      left: deadLetterQueues.map((queue) =>
        queue.metricApproximateNumberOfMessagesVisible({
          statistic: 'Maximum',
          period: ALARM_PERIOD,
          label: String((queue.node.defaultChild as { queueName?: string }).queueName),
        }),
      ),
      width: QUARTER,
      height: HEIGHT,
    }),
    new GraphWidget({
      title: 'Table consumed capacity (units)',
      left: [
        table.metricConsumedReadCapacityUnits({ ...sum, label: 'Reads' }),
        table.metricConsumedWriteCapacityUnits({ ...sum, label: 'Writes' }),
      ],
      width: QUARTER,
      height: HEIGHT,
    }),
    // Each per-operation sum names its metrics by operation, so two of them cannot share one graph.
    new GraphWidget({
      title: 'Table throttled requests',
      left: [
        table.metricThrottledRequestsForOperations({ operations: [...all], ...sum, label: 'Throttled' }),
      ],
      width: QUARTER,
      height: HEIGHT,
    }),
    new GraphWidget({
      title: 'Table system errors',
      left: [table.metricSystemErrorsForOperations({ operations: [...all], ...sum, label: 'System errors' })],
      width: QUARTER,
      height: HEIGHT,
    }),
  ];
}

/**
 * The firewall (lib/edge.ts) as AWS WAF counts it, in us-east-1 where a CloudFront web ACL reports:
 * what it let through and blocked, what each rule blocked, and the oversized bodies the common rule
 * set only counts.
 */
function firewallRow(config: StageConfig): IWidget[] {
  const waf = (metricName: string, rule: string, label: string) =>
    new Metric({
      namespace: 'AWS/WAFV2',
      metricName,
      dimensionsMap: { WebACL: firewallMetricName(config), Rule: rule },
      region: EDGE_REGION,
      statistic: 'Sum',
      period: ALARM_PERIOD,
      label,
    });
  return [
    new GraphWidget({
      title: 'Firewall: allowed and blocked requests',
      left: [waf('AllowedRequests', 'ALL', 'Allowed'), waf('BlockedRequests', 'ALL', 'Blocked')],
      width: THIRD,
      height: HEIGHT,
    }),
    new GraphWidget({
      title: 'Firewall: blocked, by rule',
      left: FIREWALL_RULES.map((rule) =>
        waf('BlockedRequests', firewallMetricName(config, rule), rule.replace('AWSManagedRules', '')),
      ),
      width: THIRD,
      height: HEIGHT,
      legendPosition: LegendPosition.BOTTOM,
    }),
    new GraphWidget({
      title: 'Firewall: bodies over 8 KB (counted, not blocked)',
      left: [
        waf(
          'CountedRequests',
          firewallMetricName(config, 'AWSManagedRulesCommonRuleSet'),
          OVERSIZED_BODY_RULE,
        ),
      ],
      width: THIRD,
      height: HEIGHT,
    }),
  ];
}

function alarmsRow({ stageAlarms, functionAlarms }: StageDashboardProps): IWidget[] {
  const widgets: IWidget[] = [
    new AlarmStatusWidget({
      title: 'Alarms: API, table, email, webhook, dead-letter queues',
      alarms: [...stageAlarms],
      sortBy: AlarmStatusWidgetSortBy.STATE_UPDATED_TIMESTAMP,
      width: FULL,
      height: HEIGHT,
    }),
  ];
  for (let i = 0; i < functionAlarms.length; i += ALARMS_PER_WIDGET) {
    const part = functionAlarms.slice(i, i + ALARMS_PER_WIDGET);
    const pages = Math.ceil(functionAlarms.length / ALARMS_PER_WIDGET);
    widgets.push(
      new AlarmStatusWidget({
        title: `Alarms: functions (errors, throttles)${pages > 1 ? `, ${i / ALARMS_PER_WIDGET + 1} of ${pages}` : ''}`,
        alarms: part,
        sortBy: AlarmStatusWidgetSortBy.STATE_UPDATED_TIMESTAMP,
        width: FULL,
        height: HEIGHT + 2,
      }),
    );
  }
  return widgets;
}
