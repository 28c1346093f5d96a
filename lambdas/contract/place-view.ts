/**
 * How a list answers about the place it was filtered by (contract/place-match.ts PlaceView): the reading
 * the server took, and the other places of that name, so the page can say which it showed.
 */
import * as z from 'zod/mini';
import { schema } from './schema.ts';
import './zod-locale.ts';

export const placeView = /* @__PURE__ */ schema(() =>
  z.object({
    query: z.string(),
    label: z.string(),
    note: z.nullable(z.string()),
    others: z.array(z.object({ label: z.string(), query: z.string() })),
  }),
);
