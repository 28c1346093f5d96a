import { describe, expect, it } from 'vitest';
import { routeList, type RouteDef } from '../../lambdas/contract/routes.ts';
import { BUSINESS_EVENTS } from '../../lambdas/platform/metric-names.ts';
import { loadStageConfig } from '../../lib/config.ts';
import { flatten, referencedId, resourcesOf, synth, type TemplateResource } from './synth.ts';

const ROUTES = routeList as readonly RouteDef[];
const EMAIL = 'ops@example.co.uk';

interface MetricStat {
  Metric: { Namespace: string; MetricName: string; Dimensions?: { Name: string; Value: unknown }[] };
  Stat: string;
}
interface Query {
  Id: string;
  Expression?: string;
  MetricStat?: MetricStat;
}

/** Every metric an alarm reads: its own, or each of its math expression's. */
function metricsOf(
  alarm: TemplateResource,
): { namespace: string; name: string; dims: Record<string, unknown> }[] {
  const p = alarm.Properties as {
    Namespace?: string;
    MetricName?: string;
    Dimensions?: { Name: string; Value: unknown }[];
    Metrics?: Query[];
  };
  const dims = (list: { Name: string; Value: unknown }[] = []) =>
    Object.fromEntries(list.map((d) => [d.Name, d.Value]));
  if (p.MetricName) return [{ namespace: p.Namespace!, name: p.MetricName, dims: dims(p.Dimensions) }];
  return (p.Metrics ?? []).flatMap((q) =>
    q.MetricStat
      ? [
          {
            namespace: q.MetricStat.Metric.Namespace,
            name: q.MetricStat.Metric.MetricName,
            dims: dims(q.MetricStat.Metric.Dimensions),
          },
        ]
      : [],
  );
}

const expressionOf = (alarm: TemplateResource) =>
  ((alarm.Properties.Metrics as Query[] | undefined) ?? []).find((q) => q.Expression)?.Expression;

describe.each(['dev', 'prod'] as const)('monitoring (%s)', (stage) => {
  const s = synth(stage);
  const config = loadStageConfig((key) => ({ stage })[key]);
  const alarms = resourcesOf(s.template, 'AWS::CloudWatch::Alarm');
  const [topicId, topic] = Object.entries(resourcesOf(s.template, 'AWS::SNS::Topic')).find(
    ([, t]) => t.Properties.TopicName === `nanny-marketplace-${stage}-alarms`,
  )!;
  const alarmNamed = (name: string) => {
    const found = Object.values(alarms).find(
      (a) => a.Properties.AlarmName === `nanny-marketplace-${stage}-${name}`,
    );
    if (!found) throw new Error(`No alarm ${name}`);
    return found;
  };

  it('encrypts the alarm topic with a rotating key that CloudWatch and Budgets may use', () => {
    const keyId = referencedId(topic.Properties.KmsMasterKeyId);
    const key = resourcesOf(s.template, 'AWS::KMS::Key')[keyId]!;
    expect(key.Properties.EnableKeyRotation).toBe(true);
    const statements = (key.Properties.KeyPolicy as { Statement: Record<string, unknown>[] }).Statement;
    for (const service of ['cloudwatch.amazonaws.com', 'budgets.amazonaws.com']) {
      const grant = statements.find((st) => (st.Principal as { Service?: string }).Service === service);
      expect(grant, service).toMatchObject({
        Effect: 'Allow',
        Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
      });
      // No source conditions on the key: the services' KMS calls need not carry them (the topic checks).
      expect(grant, service).not.toHaveProperty('Condition');
    }
  });

  it('lets only TLS, CloudWatch and Budgets publish to the topic, for this account', () => {
    const [policy] = Object.values(resourcesOf(s.template, 'AWS::SNS::TopicPolicy')).filter((p) =>
      (p.Properties.Topics as unknown[]).some((t) => referencedId(t) === topicId),
    );
    const statements = (policy!.Properties.PolicyDocument as { Statement: Record<string, unknown>[] })
      .Statement;
    expect(statements).toContainEqual(
      expect.objectContaining({
        Effect: 'Deny',
        Action: 'sns:Publish',
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    );
    const allowed = statements
      .filter((st) => st.Effect === 'Allow')
      .map((st) => {
        const arn = flatten(
          (st.Condition as { ArnLike: { 'aws:SourceArn': unknown } }).ArnLike['aws:SourceArn'],
        );
        return `${(st.Principal as { Service: string }).Service} ${String(st.Action)} ${arn}`;
      });
    expect(allowed.sort()).toEqual([
      'budgets.amazonaws.com sns:Publish arn:<AWS::Partition>:budgets::<AWS::AccountId>:*',
      'cloudwatch.amazonaws.com sns:Publish arn:<AWS::Partition>:cloudwatch:eu-west-2:<AWS::AccountId>:alarm:*',
    ]);
  });

  it('subscribes no one by default', () => {
    expect(resourcesOf(s.template, 'AWS::SNS::Subscription')).toEqual({});
  });

  it('notifies the topic from every alarm of the stage, on alarm and when OK again', () => {
    expect(Object.keys(alarms).length).toBeGreaterThan(2 * ROUTES.length);
    const silent = Object.entries(alarms)
      .filter(([, a]) => {
        const actions = [a.Properties.AlarmActions, a.Properties.OKActions].map((list) =>
          ((list as unknown[] | undefined) ?? []).map(referencedId),
        );
        return !actions.every((ids) => ids.length === 1 && ids[0] === topicId);
      })
      .map(([id]) => id);
    expect(silent).toEqual([]);
  });

  it('reads at most 10 metrics in any alarm (CloudWatch refuses more)', () => {
    const over = Object.entries(alarms).filter(([, a]) => metricsOf(a).length > 10);
    expect(over.map(([id]) => id)).toEqual([]);
  });

  it('gives every function of the stage an error-rate alarm and a throttle alarm', () => {
    const functions = resourcesOf(s.template, 'AWS::Lambda::Function');
    const named = Object.entries(functions).flatMap(([id, fn]) =>
      typeof fn.Properties.FunctionName === 'string' ? [[id, fn.Properties.FunctionName] as const] : [],
    );
    // The only unnamed functions are CDK's own deployment helpers (site upload, bucket emptying), which
    // run during a deployment and answer CloudFormation themselves.
    const unnamed = Object.keys(functions).filter((id) => !named.some(([n]) => n === id));
    expect(
      unnamed.every((id) => id.startsWith('Custom')),
      unnamed.join(', '),
    ).toBe(true);
    const names = named.map(([, name]) => name);
    expect(names.every((name) => name.startsWith(`nanny-marketplace-${stage}-`))).toBe(true);
    expect(names).toEqual(expect.arrayContaining(ROUTES.map((r) => `nanny-marketplace-${stage}-${r.id}`)));

    const errorAlarms = new Map<string, TemplateResource>();
    const throttleAlarms = new Map<string, TemplateResource>();
    for (const alarm of Object.values(alarms)) {
      const lambda = metricsOf(alarm).filter((m) => m.namespace === 'AWS/Lambda');
      const fn = lambda[0]?.dims.FunctionName as string | undefined;
      if (!fn) continue;
      const metricNames = lambda.map((m) => m.name).sort();
      if (metricNames.join() === 'Errors,Invocations') errorAlarms.set(fn, alarm);
      if (metricNames.join() === 'Throttles') throttleAlarms.set(fn, alarm);
    }
    expect([...errorAlarms.keys()].sort()).toEqual([...names].sort());
    expect([...throttleAlarms.keys()].sort()).toEqual([...names].sort());
    expect(errorAlarms.size).toBe(names.length);

    const { errorRatePercent, minErrors } = config.alarms.functionErrors;
    for (const alarm of errorAlarms.values()) {
      expect(alarm.Properties).toMatchObject({
        Threshold: errorRatePercent,
        ComparisonOperator: 'GreaterThanThreshold',
      });
      expect(expressionOf(alarm)).toBe(`IF(errors >= ${minErrors}, 100 * errors / invocations, 0)`);
    }
    // Any throttle alarms, except for the function capped at one instance, which waits its turn.
    const capped = throttleAlarms.get(`nanny-marketplace-${stage}-site-pages`)!;
    expect(capped.Properties).toMatchObject({
      Threshold: 0,
      EvaluationPeriods: config.alarms.cappedThrottlePeriods,
    });
    const health = throttleAlarms.get(`nanny-marketplace-${stage}-${ROUTES[0]!.id}`)!;
    expect(health.Properties).toMatchObject({
      Threshold: 0,
      EvaluationPeriods: 1,
      ComparisonOperator: 'GreaterThanThreshold',
      Statistic: 'Sum',
    });
  });

  it('alarms on the API stage’s 5xx rate, with minimums so a quiet night does not page', () => {
    const alarm = alarmNamed('api-5xx-rate');
    const [stageId, httpStage] = Object.entries(resourcesOf(s.template, 'AWS::ApiGatewayV2::Stage'))[0]!;
    expect(stageId).toBeDefined();
    const metrics = metricsOf(alarm);
    expect(metrics.map((m) => `${m.namespace} ${m.name}`).sort()).toEqual([
      'AWS/ApiGateway 5xx',
      'AWS/ApiGateway Count',
    ]);
    for (const m of metrics) {
      expect(referencedId(m.dims.ApiId)).toBe(referencedId(httpStage.Properties.ApiId));
      expect(m.dims.Stage).toBe(httpStage.Properties.StageName);
    }
    const t = config.alarms.api;
    expect(expressionOf(alarm)).toBe(
      `IF(requests >= ${t.minRequests} AND errors >= ${t.minErrors}, 100 * errors / requests, 0)`,
    );
    expect(alarm.Properties).toMatchObject({
      Threshold: t.errorRatePercent,
      EvaluationPeriods: t.periods,
      DatapointsToAlarm: t.datapoints,
    });
  });

  it('alarms on one failed webhook delivery in five minutes', () => {
    const alarm = alarmNamed('webhook-failures');
    expect(alarm.Properties).toMatchObject({
      Namespace: 'NannyMarketplace',
      MetricName: 'WebhookFailed',
      Dimensions: [
        { Name: 'service', Value: 'nanny-marketplace' },
        { Name: 'stage', Value: stage },
      ],
      Statistic: 'Sum',
      Period: 300,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });

  it('alarms on the table’s throttled requests and system errors, for every operation the app calls', () => {
    const operationsOf = (metricName: string) =>
      ['reads', 'writes'].flatMap((group) => {
        const name = metricName === 'ThrottledRequests' ? 'table-throttles' : 'table-system-errors';
        const metrics = metricsOf(alarmNamed(`${name}-${group}`));
        expect(metrics.every((m) => m.name === metricName && m.namespace === 'AWS/DynamoDB')).toBe(true);
        return metrics.map((m) => m.dims.Operation as string);
      });
    const called = [
      'GetItem',
      'BatchGetItem',
      'Query',
      'Scan',
      'PutItem',
      'UpdateItem',
      'DeleteItem',
      'TransactWriteItems',
      'GetRecords',
    ];
    expect(operationsOf('ThrottledRequests')).toEqual(expect.arrayContaining(called));
    expect(operationsOf('SystemErrors')).toEqual(expect.arrayContaining(called));
  });

  it('alarms on SES bounces and complaints before SES reviews the account', () => {
    const bounces = alarmNamed('email-bounce-rate');
    const complaints = alarmNamed('email-complaint-rate');
    expect(bounces.Properties).toMatchObject({ Namespace: 'AWS/SES', MetricName: 'Reputation.BounceRate' });
    expect(complaints.Properties).toMatchObject({
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.ComplaintRate',
    });
    expect(bounces.Properties.Threshold).toBeLessThan(0.05);
    expect(complaints.Properties.Threshold).toBeLessThan(0.001);
  });

  it('alarms on a message in any dead-letter queue', () => {
    const queues = Object.entries(resourcesOf(s.template, 'AWS::SQS::Queue')).filter(([, q]) =>
      String(q.Properties.QueueName).endsWith('-dead-letters'),
    );
    expect(queues.length).toBeGreaterThan(0);
    for (const [queueId, queue] of queues) {
      const watching = Object.values(alarms).filter((a) =>
        metricsOf(a).some(
          (m) =>
            m.name === 'ApproximateNumberOfMessagesVisible' && referencedId(m.dims.QueueName) === queueId,
        ),
      );
      expect(watching, String(queue.Properties.QueueName)).toHaveLength(1);
      expect(watching[0]!.Properties).toMatchObject({
        Threshold: 0,
        ComparisonOperator: 'GreaterThanThreshold',
      });
    }
  });

  it('sets a monthly cost budget that notifies the topic at 80% actual and 100% forecast', () => {
    const budgets = Object.values(resourcesOf(s.template, 'AWS::Budgets::Budget'));
    expect(budgets).toHaveLength(1);
    const { Budget, NotificationsWithSubscribers } = budgets[0]!.Properties as {
      Budget: Record<string, unknown>;
      NotificationsWithSubscribers: {
        Notification: Record<string, unknown>;
        Subscribers: { SubscriptionType: string; Address: unknown }[];
      }[];
    };
    expect(Budget).toMatchObject({
      BudgetType: 'COST',
      TimeUnit: 'MONTHLY',
      BudgetLimit: { Amount: config.monthlyBudgetUsd, Unit: 'USD' },
    });
    expect(
      NotificationsWithSubscribers.map(({ Notification: n, Subscribers: [to, ...more] }) => {
        expect(more).toEqual([]);
        expect(to!.SubscriptionType).toBe('SNS');
        expect(referencedId(to!.Address)).toBe(topicId);
        return `${n.NotificationType} ${n.ComparisonOperator} ${n.Threshold} ${n.ThresholdType}`;
      }),
    ).toEqual(['ACTUAL GREATER_THAN 80 PERCENTAGE', 'FORECASTED GREATER_THAN 100 PERCENTAGE']);
  });

  it('draws a dashboard of the API, each route, the business metrics and every alarm', () => {
    const dashboards = Object.values(resourcesOf(s.template, 'AWS::CloudWatch::Dashboard'));
    expect(dashboards).toHaveLength(1);
    expect(dashboards[0]!.Properties.DashboardName).toBe(`nanny-marketplace-${stage}`);
    const body = flatten(dashboards[0]!.Properties.DashboardBody);
    const widgets = (JSON.parse(body) as { widgets: { type: string; properties: Record<string, unknown> }[] })
      .widgets;
    const text = JSON.stringify(widgets);

    for (const name of Object.values(BUSINESS_EVENTS))
      expect(text, name).toContain(
        `["NannyMarketplace","${name}","service","nanny-marketplace","stage","${stage}"`,
      );
    for (const metric of ['"Count"', '"4xx"', '"5xx"', '"Latency"'])
      expect(text).toContain(`"AWS/ApiGateway",${metric}`);
    expect(text).toContain('"stat":"p50"');
    expect(text).toContain('"stat":"p95"');
    for (const route of ROUTES)
      for (const metric of ['Invocations', 'Errors', 'Duration'])
        expect(text).toContain(
          `"AWS/Lambda","${metric}","FunctionName","nanny-marketplace-${stage}-${route.id}"`,
        );
    expect(text).toContain('ApproximateNumberOfMessagesVisible');
    expect(text).toContain('ConsumedReadCapacityUnits');

    // Every alarm of the stage shows in an alarm status widget (at most 100 each).
    const shown = widgets
      .filter((w) => w.type === 'alarm')
      .flatMap((w) => {
        const listed = w.properties.alarms as string[];
        expect(listed.length).toBeLessThanOrEqual(100);
        // An alarm of this stack by its ARN attribute, a nested stack's by the ARN its name makes.
        return listed.map((arn) => {
          const own = /^<(.+)\.Arn>$/.exec(arn)?.[1];
          return own ? (alarms[own]!.Properties.AlarmName as string) : arn.split(':alarm:')[1];
        });
      });
    const names = Object.values(alarms).map((a) => a.Properties.AlarmName as string);
    expect(shown.sort()).toEqual(names.sort());
  });
});

describe('monitoring context', () => {
  it('subscribes the alarm email when one is given', () => {
    const s = synth('prod', { alarmEmail: EMAIL });
    const subscriptions = Object.values(resourcesOf(s.template, 'AWS::SNS::Subscription'));
    expect(subscriptions.map((sub) => sub.Properties)).toEqual([
      expect.objectContaining({ Protocol: 'email', Endpoint: EMAIL }),
    ]);
    const topic = Object.entries(resourcesOf(s.template, 'AWS::SNS::Topic')).find(
      ([, t]) => t.Properties.TopicName === 'nanny-marketplace-prod-alarms',
    )!;
    expect(referencedId(subscriptions[0]!.Properties.TopicArn)).toBe(topic[0]);
  });

  it('takes the budget amount from context', () => {
    const s = synth('dev', { monthlyBudgetUsd: '42.50' });
    const [budget] = Object.values(resourcesOf(s.template, 'AWS::Budgets::Budget'));
    expect(budget!.Properties.Budget).toMatchObject({ BudgetLimit: { Amount: 42.5, Unit: 'USD' } });
  });
});
