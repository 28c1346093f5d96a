import * as z from 'zod/mini';
import { schema } from './schema.ts';
import './zod-locale.ts';

/** Every error the API answers has this shape. */
export const errorBody = /* @__PURE__ */ schema(() =>
  z.object({
    error: z.string(),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
  }),
);
export type ErrorBody = z.infer<typeof errorBody>;

export const ERROR_CODES = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  410: 'gone',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  500: 'internal_error',
} as const;
