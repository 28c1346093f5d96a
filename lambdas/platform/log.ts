/** Structured JSON logs, one line each, always carrying the request id when there is one. */
type Level = 'debug' | 'info' | 'warn' | 'error';

export interface Logger {
  debug(message: string, extra?: Record<string, unknown>): void;
  info(message: string, extra?: Record<string, unknown>): void;
  warn(message: string, extra?: Record<string, unknown>): void;
  error(message: string, extra?: Record<string, unknown>): void;
}

const serialise = (value: unknown): unknown =>
  value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;

export function createLogger(context: Record<string, unknown> = {}): Logger {
  const write = (level: Level, message: string, extra: Record<string, unknown> = {}) => {
    const entry: Record<string, unknown> = { level, message, time: new Date().toISOString(), ...context };
    for (const [key, value] of Object.entries(extra)) entry[key] = serialise(value);
    const line = JSON.stringify(entry);
    if (level === 'error') console.error(line);
    else if (level === 'warn') console.warn(line);
    else console.log(line);
  };
  return {
    debug: (m, e) => write('debug', m, e),
    info: (m, e) => write('info', m, e),
    warn: (m, e) => write('warn', m, e),
    error: (m, e) => write('error', m, e),
  };
}
