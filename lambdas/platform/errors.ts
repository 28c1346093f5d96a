import { ERROR_CODES } from '../contract/errors.ts';

/**
 * An error that names its HTTP status, from before domain errors (domain/errors.ts) existed: some data
 * and service code still raises it, and the edge (http.ts) answers it as it answers a domain error.
 * New code throws domain errors, which know nothing of HTTP.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly fields?: Record<string, string>;
  /** Headers the answer carries (Retry-After on a 429). */
  readonly headers?: Record<string, string>;

  constructor(
    statusCode: keyof typeof ERROR_CODES,
    message: string,
    fields?: Record<string, string>,
    headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = ERROR_CODES[statusCode];
    if (fields) this.fields = fields;
    if (headers) this.headers = headers;
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, fields);
export const unauthenticated = (message = 'Please sign in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** Too many attempts; `retryAfterSeconds` tells the caller when the window has room again. */
export const rateLimited = (message: string, retryAfterSeconds?: number) =>
  new HttpError(
    429,
    message,
    undefined,
    retryAfterSeconds === undefined
      ? undefined
      : { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;
