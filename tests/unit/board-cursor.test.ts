import { describe, expect, it } from 'vitest';
import { decodeOffsetCursor, encodeCursor, encodeOffsetCursor } from '../../lambdas/data/table/cursor.ts';

/** The "Best match" sort's cursor: an offset into a ranking the server builds afresh for each page. */
describe('offset cursors', () => {
  it('reads back the offset it wrote, and no cursor as the start', () => {
    for (const offset of [0, 3, 12, 150])
      expect(decodeOffsetCursor(encodeOffsetCursor(offset), 150)).toBe(offset);
    expect(decodeOffsetCursor(undefined, 150)).toBe(0);
    expect(encodeOffsetCursor(12)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('refuses anything else with a 400: past the end, negative, fractional, another kind of cursor', () => {
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of [
      encodeOffsetCursor(151),
      forged({ offset: -1 }),
      forged({ offset: 1.5 }),
      forged({ offset: '3' }),
      forged({ offset: 3, more: 1 }),
      forged([3]),
      encodeCursor({ pk: 'JOB#1', sk: 'JOB', gsi1pk: 'JOBS', gsi1sk: 'x' })!,
      'not base64 at all!',
    ])
      expect(() => decodeOffsetCursor(cursor, 150), cursor).toThrow('Invalid cursor');
  });
});
