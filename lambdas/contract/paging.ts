import * as z from 'zod/mini';
import { schema } from './schema.ts';
import './zod-locale.ts';

/** The query parameters every paged list takes: the opaque cursor of the previous page, and a page size. */
export const pagingQuery = /* @__PURE__ */ schema(() => ({
  cursor: z.optional(z.string().check(z.maxLength(1000))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50))),
}));
