import type { MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { env } from './env.ts';
import {
  BUSINESS_EVENTS,
  METRIC_DIMENSIONS,
  METRICS_NAMESPACE,
  SERVICE_NAME,
  type BusinessEvent,
} from './metric-names.ts';

/**
 * Business events as CloudWatch metrics, written in the Embedded Metric Format (one JSON line that
 * CloudWatch turns into metrics, with no API call on the request's path). Each is counted once, where
 * it happens, and dimensioned by service and stage; their names live in metric-names.ts, which the CDK
 * stack's dashboard reads too. Powertools' dev mode (tests, the local cloud) writes none unless
 * POWERTOOLS_METRICS_DISABLED=false asks for them.
 */
export { BUSINESS_EVENTS, type BusinessEvent } from './metric-names.ts';

let metrics: Metrics | undefined;

// Made on first use: the stage comes from the parsed environment, which a bad deployment fails loudly.
const instance = () =>
  (metrics ??= new Metrics({
    namespace: METRICS_NAMESPACE,
    serviceName: SERVICE_NAME,
    // Powertools adds the `service` dimension itself, from serviceName.
    defaultDimensions: { [METRIC_DIMENSIONS.stage]: env().STAGE },
  }));

/** Counts one business event; it is written when the invocation ends. */
export function countEvent(event: BusinessEvent): void {
  instance().addMetric(BUSINESS_EVENTS[event], MetricUnit.Count, 1);
}

/**
 * Writes what this invocation counted. Most requests count nothing, and then nothing is written
 * (Powertools would warn about an empty flush on every one of them).
 */
export function publishMetrics(): void {
  if (metrics?.hasStoredMetrics()) metrics.publishStoredMetrics();
}

/** Flushes the invocation's metrics once it has answered, whether it succeeded or failed. */
export const metricsFlush = <E, R, Err, C extends Context>(): MiddlewareObj<E, R, Err, C> => ({
  after: publishMetrics,
  onError: publishMetrics,
});
