/**
 * How list filters read from a query string: a comma-joined list (or a repeated parameter, which the API
 * adapter joins with commas) read to its values, and a yes/no flag.
 */
import * as z from 'zod/mini';
import { schema } from './schema.ts';
import './zod-locale.ts';

/** A comma-joined list of `item`s, at most `max` of them (empty entries dropped). */
export const commaList = <T extends z.ZodMiniType<string, string>>(item: T, max: number) =>
  z.optional(
    z.pipe(
      z.pipe(
        z.string().check(z.maxLength(400)),
        z.transform((v) =>
          v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ),
      z.array(item).check(z.maxLength(max)),
    ),
  );

/** A yes/no filter: `1`/`true` or `0`/`false`. */
export const queryFlag = /* @__PURE__ */ schema(() =>
  z.optional(
    z.pipe(
      z.enum(['1', 'true', '0', 'false']),
      z.transform((v) => v === '1' || v === 'true'),
    ),
  ),
);
