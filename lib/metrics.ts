import { Duration } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import {
  BUSINESS_EVENTS,
  METRIC_DIMENSIONS,
  METRICS_NAMESPACE,
  SERVICE_NAME,
} from '../lambdas/platform/metric-names.ts';
import type { StageConfig } from './config.ts';

// The metrics the stage's alarms (lib/monitoring.ts) and its dashboard (lib/dashboard.ts) both read.

/** Alarms read five-minute periods unless said otherwise. */
export const ALARM_PERIOD = Duration.minutes(5);

/** A business metric of the stage, as lambdas/platform/metrics.ts writes it. */
export function businessMetric(
  config: Pick<StageConfig, 'stage'>,
  event: keyof typeof BUSINESS_EVENTS,
  period: Duration = ALARM_PERIOD,
): Metric {
  return new Metric({
    namespace: METRICS_NAMESPACE,
    metricName: BUSINESS_EVENTS[event],
    dimensionsMap: { [METRIC_DIMENSIONS.service]: SERVICE_NAME, [METRIC_DIMENSIONS.stage]: config.stage },
    statistic: 'Sum',
    period,
  });
}

/** A Lambda metric of one function, by its physical name (no token: it may live in a nested stack). */
export const lambdaMetric = (functionName: string, metricName: string, statistic = 'Sum') =>
  new Metric({
    namespace: 'AWS/Lambda',
    metricName,
    dimensionsMap: { FunctionName: functionName },
    statistic,
    period: ALARM_PERIOD,
  });
