import { invalid } from '../../domain/errors.ts';

/** Encodes a DynamoDB LastEvaluatedKey as an opaque cursor. */
export const encodeCursor = (key: Record<string, unknown> | undefined): string | null =>
  key ? Buffer.from(JSON.stringify(key), 'utf8').toString('base64url') : null;

/**
 * Decodes a cursor, accepting only a flat object of string values with exactly the expected
 * attributes; anything else is a 400, never a DynamoDB error.
 */
export function decodeCursor(
  cursor: string | undefined,
  attributes: readonly string[],
  check: (key: Record<string, string>) => boolean = () => true,
): Record<string, string> | undefined {
  if (!cursor) return undefined;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const entries = Object.entries(value);
      const valid =
        entries.length === attributes.length &&
        entries.every(
          ([k, v]) => attributes.includes(k) && typeof v === 'string' && v.length >= 1 && v.length <= 500,
        );
      if (valid && check(value as Record<string, string>)) return value as Record<string, string>;
    }
  } catch {
    // fall through
  }
  throw invalid('Invalid cursor', { cursor: 'This page link is no longer valid. Please start again.' });
}

/**
 * A place in a ranked list the server builds afresh for each page (the board's "Best match"), as an
 * opaque cursor: the offset of the next item.
 */
export const encodeOffsetCursor = (offset: number): string =>
  Buffer.from(JSON.stringify({ offset }), 'utf8').toString('base64url');

/** The offset of an offset cursor, at most `max`; anything else is a 400, like any bad cursor. */
export function decodeOffsetCursor(cursor: string | undefined, max: number): number {
  if (!cursor) return 0;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const keys = Object.keys(value);
      const offset = (value as { offset?: unknown }).offset;
      if (
        keys.length === 1 &&
        Number.isInteger(offset) &&
        (offset as number) >= 0 &&
        (offset as number) <= max
      )
        return offset as number;
    }
  } catch {
    // fall through
  }
  throw invalid('Invalid cursor', { cursor: 'This page link is no longer valid. Please start again.' });
}
