/** An error answered by the API: its status, message and per-field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  /** How long a rate-limited caller is asked to wait (its Retry-After), in seconds, when it says. */
  readonly retryAfterSeconds: number | undefined;
  constructor(
    status: number,
    code: string,
    message: string,
    fields: Record<string, string> = {},
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A wait in words: "about 20 seconds", "about a minute", "about 14 minutes", "about 2 hours". */
export function waitInWords(seconds: number): string {
  if (seconds < 50) {
    const n = Math.max(1, Math.round(seconds));
    return n === 1 ? 'a second' : `about ${n} seconds`;
  }
  const minutes = Math.round(seconds / 60);
  if (minutes <= 1) return 'about a minute';
  if (minutes < 90) return `about ${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return `about ${hours} hours`;
}

/** The server's message, and for a rate-limited call the wait it asked for, as one sentence or two. */
export function refusalMessage(error: ApiError): string {
  const wait = error.status === 429 ? error.retryAfterSeconds : undefined;
  return wait === undefined ? error.message : `${error.message} You can try again in ${waitInWords(wait)}.`;
}

/** What to tell the visitor about a failed read: the API's own message, or a plain apology. */
export function readFailureMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Something went wrong on our side. Please try again.';
}

/**
 * Whether an error is the API refusing on purpose (a 4xx: the input, the rules, a limit, a sign-in
 * needed): an answer the page shows the user, not a fault of the page or the server.
 */
export const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * Logs a failed call for whoever looks at the console. A refusal the page expects (isRefusal) is noted
 * in one quiet line, without a stack trace; anything else (no answer, a server error, a bug in the page)
 * is logged as an error, with its stack.
 */
export function logFailure(what: string, error: unknown): void {
  if (isRefusal(error)) console.info(`${what}: ${error.status} ${error.code}: ${error.message}`);
  else console.error(what, error);
}
