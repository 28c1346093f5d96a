/** An error answered by the API: its status, message and per-field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** What to tell the visitor about a failed read: the API's own message, or a plain apology. */
export function readFailureMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Something went wrong on our side. Please try again.';
}
