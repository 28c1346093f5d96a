import { beforeEach, vi } from 'vitest';

/**
 * Business metrics as a handler test sees them. Powertools' dev mode writes no metrics unless asked,
 * so this asks (before the first count makes the metrics instance), and reads what the handlers wrote:
 * the Embedded Metric Format lines on console.log, which the test file spies on (quietConsole, or its
 * own spy). Call it at the top of the file, after the console spy is set up.
 *
 * Answers a reader of the metrics written in the running test so far, each summed by name
 * (`{ WebhookFailed: 1 }`); a metric not written is absent.
 */
export function recordMetrics(): () => Record<string, number> {
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
  const calls = () => (vi.isMockFunction(console.log) ? vi.mocked(console.log).mock.calls : []);
  let seen = 0;
  beforeEach(() => {
    seen = calls().length;
  });
  return () => {
    const written: Record<string, number> = {};
    for (const [line] of calls().slice(seen)) {
      if (typeof line !== 'string' || !line.includes('"_aws"')) continue;
      const entry = JSON.parse(line) as Record<string, unknown> & {
        _aws: { CloudWatchMetrics: { Metrics: { Name: string }[] }[] };
      };
      for (const { Metrics } of entry._aws.CloudWatchMetrics)
        for (const { Name } of Metrics) written[Name] = (written[Name] ?? 0) + Number(entry[Name]);
    }
    return written;
  };
}
