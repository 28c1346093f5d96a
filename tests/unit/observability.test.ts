import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiEvent, lambdaContext } from '../handler/event.ts';

/**
 * The logger and the metrics read their settings from the environment when first imported, as a
 * function does at cold start: each test stubs the environment, then imports them afresh.
 */
const freshLog = async () => import('../../lambdas/platform/log.ts');
const freshHttp = async () => {
  const { httpHandler } = await import('../../lambdas/platform/http.ts');
  const { countEvent } = await import('../../lambdas/platform/metrics.ts');
  return { httpHandler, countEvent };
};

type Spy = { mock: { calls: unknown[][] } };
const lines = (spy: Spy) => spy.mock.calls.map((call) => String(call[0]));
const entries = (spy: Spy) => lines(spy).map((line) => JSON.parse(line) as Record<string, unknown>);

let out: ReturnType<typeof vi.spyOn>;
let err: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.resetModules();
  out = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  err = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('request logger', () => {
  it('writes one JSON line with the service, the request and correlation ids and the cold start', async () => {
    // What Lambda sets in a container it starts for a request (not for provisioned concurrency).
    vi.stubEnv('AWS_LAMBDA_INITIALIZATION_TYPE', 'on-demand');
    const { requestLogger } = await freshLog();
    const first = requestLogger(apiEvent({ method: 'GET', path: '/jobs' }), lambdaContext);
    first.info('jobs listed', { count: 3 });
    const second = requestLogger(apiEvent({ method: 'GET', path: '/jobs' }), lambdaContext);
    second.info('jobs listed', { count: 0 });

    expect(lines(out).every((line) => !line.includes('\n'))).toBe(true);
    const [one, two] = entries(out);
    expect(one).toMatchObject({
      level: 'info',
      message: 'jobs listed',
      service: 'nanny-marketplace',
      requestId: 'req-123',
      correlation_id: 'req-123',
      function_request_id: 'aws-req-1',
      route: 'GET /jobs',
      cold_start: true,
      count: 3,
    });
    expect(two).toMatchObject({ cold_start: false, count: 0 });
  });

  it('keeps each request’s keys to itself, and takes a correlation id that outlives the request', async () => {
    const { requestLogger } = await freshLog();
    const webhook = requestLogger(apiEvent({ method: 'POST', path: '/webhooks/stripe' }), lambdaContext);
    const other = requestLogger(apiEvent({ method: 'GET', path: '/health' }), lambdaContext);
    webhook.setCorrelationId('evt_123');
    webhook.info('stripe event ignored');
    other.info('healthy');
    const [fromWebhook, fromOther] = entries(out);
    expect(fromWebhook).toMatchObject({ correlation_id: 'evt_123', requestId: 'req-123' });
    expect(fromOther).toMatchObject({ correlation_id: 'req-123', route: 'GET /health' });
  });

  it('writes an error with its name, message and stack on the error stream', async () => {
    const { createLogger } = await freshLog();
    createLogger({ requestId: 'req-9' }).error('unexpected error', { error: new TypeError('boom') });
    const [entry] = entries(err);
    expect(entry).toMatchObject({ level: 'error', requestId: 'req-9', message: 'unexpected error' });
    expect(entry!.error).toMatchObject({ name: 'TypeError', message: 'boom' });
    expect(String((entry!.error as { stack: string }).stack)).toContain('observability.test.ts');
  });

  it('takes its level from the environment', async () => {
    vi.stubEnv('POWERTOOLS_LOG_LEVEL', 'WARN');
    const { createLogger } = await freshLog();
    const log = createLogger();
    log.info('not written');
    log.warn('written');
    expect(out).not.toHaveBeenCalled();
    expect(entries(console.warn as unknown as Spy)).toEqual([
      expect.objectContaining({ level: 'warn', message: 'written' }),
    ]);
  });

  it('writes readable one-line text when LOG_FORMAT=text, with an error’s stack below it', async () => {
    vi.stubEnv('LOG_FORMAT', 'text');
    const { requestLogger } = await freshLog();
    const log = requestLogger(apiEvent({ method: 'POST', path: '/reports' }), lambdaContext);
    log.info('report submitted', { reportId: 'r-1', contentType: 'job_posting' });
    log.error('report email failed', { error: new Error('mailbox down') });
    expect(lines(out)).toEqual([
      expect.stringMatching(
        /^\d\d:\d\d:\d\d\.\d{3} INFO {2}POST \/reports req-123 report submitted reportId=r-1 contentType=job_posting$/,
      ),
    ]);
    const [line] = lines(err);
    expect(line!.split('\n')[0]).toMatch(
      /ERROR POST \/reports req-123 report email failed error="Error: mailbox down"$/,
    );
    expect(line!.split('\n')[1]).toMatch(/^ {4}Error: mailbox down/);
  });
});

describe('business metrics', () => {
  const emf = (spy: Spy) => entries(spy).filter((entry) => '_aws' in entry);

  it('writes what a request counted as one EMF line when it ends, by service and stage', async () => {
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
    vi.stubEnv('STAGE', 'prod');
    const { httpHandler, countEvent } = await freshHttp();
    const route = httpHandler({ auth: 'public' }, async () => {
      countEvent('reportFiled');
      return { ok: true };
    });
    const res = await route(apiEvent(), lambdaContext);
    expect(res.statusCode).toBe(200);
    const [line, ...more] = emf(out);
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      _aws: {
        CloudWatchMetrics: [
          {
            Namespace: 'NannyMarketplace',
            Dimensions: [['service', 'stage']],
            Metrics: [{ Name: 'ReportFiled', Unit: 'Count' }],
          },
        ],
      },
      service: 'nanny-marketplace',
      stage: 'prod',
      ReportFiled: 1,
    });
  });

  it('still writes what was counted when the request then fails', async () => {
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
    const { httpHandler, countEvent } = await freshHttp();
    const route = httpHandler({ auth: 'public' }, async () => {
      countEvent('paymentFailed');
      throw new Error('email provider down');
    });
    const res = await route(apiEvent(), lambdaContext);
    expect(res.statusCode).toBe(500);
    expect(emf(out)).toEqual([expect.objectContaining({ PaymentFailed: 1 })]);
  });

  it('writes nothing for a request that counted nothing, and nothing at all in dev mode', async () => {
    const { httpHandler, countEvent } = await freshHttp();
    const quiet = httpHandler({ auth: 'public' }, async () => ({ ok: true }));
    const counting = httpHandler({ auth: 'public' }, async () => {
      countEvent('jobPublished');
      return { ok: true };
    });
    await quiet(apiEvent(), lambdaContext);
    await counting(apiEvent(), lambdaContext);
    expect(emf(out)).toEqual([]);
    expect(console.warn).not.toHaveBeenCalled();
  });
});
