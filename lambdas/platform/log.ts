import { Console } from 'node:console';
import { Logger as PowertoolsLogger, type LogItem } from '@aws-lambda-powertools/logger';
import type { ConstructorOptions } from '@aws-lambda-powertools/logger/types';
import type { Context } from 'aws-lambda';
import { SERVICE_NAME } from './metric-names.ts';

/**
 * Structured logs from Powertools for AWS Lambda: one JSON line each, at the level the environment
 * sets (POWERTOOLS_LOG_LEVEL, or LOG_LEVEL; the stack sets it per stage), carrying the service, the
 * cold-start flag, the Lambda request id, and the request's own ids:
 * - `requestId`: the API Gateway request id, the one the caller sees in `x-request-id`;
 * - `correlation_id`: what ties this request's lines to the rest of its story. The API Gateway request
 *   id for HTTP; the webhook swaps in the Stripe event id, so a retried delivery is found in one search.
 *
 * With LOG_FORMAT=text (the local cloud) each entry is one readable line instead of JSON.
 */
export interface Logger {
  debug(message: string, ...fields: Fields[]): void;
  info(message: string, ...fields: Fields[]): void;
  warn(message: string, ...fields: Fields[]): void;
  /** An error goes in as `{ error }`: it is written with its name, message, location and stack. */
  error(message: string, ...fields: Fields[]): void;
  /** Ties every later line of this request to an id that outlives it (a Stripe event id). */
  setCorrelationId(id: string): void;
}

/** The service every line and metric names (metric-names.ts), and the namespace metrics go under. */
export { METRICS_NAMESPACE, SERVICE_NAME } from './metric-names.ts';

/** What a line carries beside its message: `log.info('job published', { jobId })`. */
type Fields = Record<string, unknown>;

const readable = process.env.LOG_FORMAT === 'text';

/**
 * Where lines go. On Lambda, a console of our own on stdout and stderr, as Powertools does: the
 * runtime's global console prefixes each line with a timestamp and level, which breaks the JSON. In
 * Powertools' dev mode (tests, the local cloud), the global console, which tests can silence or read.
 */
const devMode = ['true', '1', 'yes', 'on'].includes((process.env.POWERTOOLS_DEV ?? '').toLowerCase());
const sink: Pick<Console, 'log' | 'warn' | 'error'> = devMode
  ? console
  : new Console({ stdout: process.stdout, stderr: process.stderr });

/** Fields every line has; the readable format shows them in its prefix or leaves them out. */
const FRAME = new Set([
  'level',
  'message',
  'timestamp',
  'service',
  'sampling_rate',
  'xray_trace_id',
  'function_arn',
  'function_memory_size',
  'function_name',
  'function_request_id',
  'cold_start',
  'requestId',
  'correlation_id',
  'route',
]);

const LEVEL_WIDTH = 5;

/** `12:04:05.123 INFO  GET /jobs 3f2a9c1e jobs listed count=3`, and an error's stack below it. */
function textLine(entry: Record<string, unknown>): string {
  const time = typeof entry.timestamp === 'string' ? entry.timestamp.slice(11, 23) : '';
  const level = String(entry.level).toUpperCase().padEnd(LEVEL_WIDTH);
  const request = typeof entry.requestId === 'string' ? entry.requestId.slice(0, 8) : '';
  const head = [time, level, entry.route, request, entry.message].filter(Boolean).join(' ');
  const stacks: string[] = [];
  const fields = Object.entries(entry)
    .filter(([key, value]) => !FRAME.has(key) && value !== undefined)
    .map(([key, value]) => {
      if (value instanceof Error) {
        if (value.stack) stacks.push(value.stack);
        return `${key}=${JSON.stringify(`${value.name}: ${value.message}`)}`;
      }
      return `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`;
    });
  return [[head, ...fields].join(' '), ...stacks.map((s) => `    ${s.replace(/\n/g, '\n    ')}`)].join('\n');
}

class AppLogger extends PowertoolsLogger implements Logger {
  protected override createLogger(options?: ConstructorOptions): AppLogger {
    return new AppLogger(options);
  }

  /** Each request has a child logger; whether this container started cold is the root's to say, once. */
  protected override getColdStart(): boolean {
    return this === root ? super.getColdStart() : root.getColdStart();
  }

  /**
   * Levels are written lower-case (`"level":"error"`), as the product's logs always were; and always one
   * line, even in dev mode, where Powertools would indent the JSON over many lines.
   */
  protected override printLog(_level: number, item: LogItem): void {
    item.prepareForPrint();
    const entry = item.getAttributes();
    const level = String(entry.level).toLowerCase();
    entry.level = level;
    const line = readable ? textLine(entry) : JSON.stringify(entry, this.getJsonReplacer());
    if (level === 'error' || level === 'critical') sink.error(line);
    else if (level === 'warn') sink.warn(line);
    else sink.log(line);
  }
}

/** The container's logger, made at cold start: the service named above, the level from the environment. */
const root = new AppLogger({ serviceName: SERVICE_NAME });

/** A logger whose every line carries `keys` (for work outside a request, and for tests). */
export function createLogger(keys: Record<string, unknown> = {}): Logger {
  return root.createChild({ persistentKeys: keys });
}

/** The request's logger: its ids, its route and the Lambda context (cold start, function, request id). */
export function requestLogger(
  event: { routeKey?: string; requestContext?: { requestId?: string } },
  context: Context,
): Logger {
  const requestId = event.requestContext?.requestId || context.awsRequestId || 'unknown';
  const log = root.createChild({ persistentKeys: { requestId, route: event.routeKey } });
  log.addContext(context);
  log.setCorrelationId(requestId);
  return log;
}
