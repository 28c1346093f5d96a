/**
 * What the service's logs and metrics are named by, apart from the code that writes them: the handlers
 * write under these names (platform/log.ts, platform/metrics.ts) and the CDK stack's dashboard and
 * alarms read them (lib/monitoring.ts). Nothing here runs anything on import.
 */

/** The service every line and metric names; metrics go under their own namespace. */
export const SERVICE_NAME = 'nanny-marketplace';
export const METRICS_NAMESPACE = 'NannyMarketplace';

/** The dimensions of every business metric: the service above, and the stage (`dev`, `prod`). */
export const METRIC_DIMENSIONS = { service: 'service', stage: 'stage' } as const;

/**
 * Business events as CloudWatch metrics, each counted once, where it happens (lambdas/platform/metrics.ts
 * writes them).
 */
export const BUSINESS_EVENTS = {
  /** A job reached the board: a family's once its payment is in, an agency's when it posts. */
  jobPublished: 'JobPublished',
  /** A nanny's application was stored and sent to the job's poster. */
  applicationSent: 'ApplicationSent',
  /** A message was stored in a conversation (a first one, or one more); a repeated send is not counted. */
  messageSent: 'MessageSent',
  /** Someone reported a job, a profile or an application. */
  reportFiled: 'ReportFiled',
  /** A payment did not go through: a family's bank payment, or an agency's subscription invoice. */
  paymentFailed: 'PaymentFailed',
  /**
   * The payment provider's webhook answered an error: a missing or refused signature (a wrong webhook
   * secret refuses every delivery), or a failure while handling the event. Stripe delivers it again
   * later, for up to three days, so a count here is a payment or subscription change not yet applied.
   */
  webhookFailed: 'WebhookFailed',
} as const;
export type BusinessEvent = keyof typeof BUSINESS_EVENTS;
