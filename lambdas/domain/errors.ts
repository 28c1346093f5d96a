/**
 * What can go wrong, in the product's words. Rules, data access and handlers raise these; none of them
 * knows how an error reaches the caller. The HTTP edge (platform/http.ts) answers each kind with its
 * status in one place, and a message raised here is always safe to show.
 */
export type DomainErrorKind =
  'invalid' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'gone' | 'rate_limited';

export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  /** Invalid input: one message per field, keyed by the field's dotted path (`_` for the whole input). */
  readonly fields?: Record<string, string>;
  /** Rate limited: seconds until the window has room again. */
  readonly retryAfterSeconds?: number;

  constructor(
    kind: DomainErrorKind,
    message: string,
    extra: { fields?: Record<string, string>; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.kind = kind;
    if (extra.fields) this.fields = extra.fields;
    if (extra.retryAfterSeconds !== undefined) this.retryAfterSeconds = extra.retryAfterSeconds;
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;

/** The input breaks a rule; `fields` says which field and why. */
export const invalid = (message: string, fields?: Record<string, string>) =>
  new DomainError('invalid', message, fields ? { fields } : {});
export const unauthenticated = (message = 'Please sign in to continue.') =>
  new DomainError('unauthenticated', message);
export const forbidden = (message = 'You are not allowed to do this.') =>
  new DomainError('forbidden', message);
export const notFound = (message = 'Not found.') => new DomainError('not_found', message);
/** The request is fine but the state it meets is not (already done, taken, or changed meanwhile). */
export const conflict = (message: string) => new DomainError('conflict', message);
/** What was asked for existed and has ended for good (an expired download link). */
export const gone = (message: string) => new DomainError('gone', message);
export const rateLimited = (message: string, retryAfterSeconds?: number) =>
  new DomainError('rate_limited', message, retryAfterSeconds === undefined ? {} : { retryAfterSeconds });
