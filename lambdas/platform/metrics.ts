import type { MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { env } from './env.ts';
import { METRICS_NAMESPACE, SERVICE_NAME } from './log.ts';

/**
 * Business events as CloudWatch metrics, written in the Embedded Metric Format (one JSON line that
 * CloudWatch turns into metrics, with no API call on the request's path). Each is counted once, where
 * it happens, and dimensioned by service and stage. Powertools' dev mode (tests, the local cloud)
 * writes none unless POWERTOOLS_METRICS_DISABLED=false asks for them.
 */
export const BUSINESS_EVENTS = {
  /** A job reached the board: a family's once its payment is in, an agency's when it posts. */
  jobPublished: 'JobPublished',
  /** A nanny's application was stored and sent to the job's poster. */
  applicationSent: 'ApplicationSent',
  /** Someone reported a job, a profile or an application. */
  reportFiled: 'ReportFiled',
  /** A payment did not go through: a family's bank payment, or an agency's subscription invoice. */
  paymentFailed: 'PaymentFailed',
} as const;
export type BusinessEvent = keyof typeof BUSINESS_EVENTS;

let metrics: Metrics | undefined;

// Made on first use: the stage comes from the parsed environment, which a bad deployment fails loudly.
const instance = () =>
  (metrics ??= new Metrics({
    namespace: METRICS_NAMESPACE,
    serviceName: SERVICE_NAME,
    defaultDimensions: { stage: env().STAGE },
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
