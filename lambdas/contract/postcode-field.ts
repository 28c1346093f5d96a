/**
 * The postcode field of the job and profile forms: a full UK postcode or its district, read to the
 * district (contract/postcode.ts), with the field's message for anything else.
 */
import * as z from 'zod/mini';
import { schema } from './schema.ts';
import './zod-locale.ts';
import { districtOf, POSTCODE_MESSAGES } from './postcode.ts';
import { PLACE_CHARS, PLACE_MAX, PLACE_MESSAGES } from './place-match.ts';

export const postcodeField = /* @__PURE__ */ schema(() =>
  z.string().check(
    z.trim(),
    z.maxLength(10, POSTCODE_MESSAGES.postcode),
    z.refine((value) => districtOf(value) !== null, POSTCODE_MESSAGES.postcode),
  ),
);

/**
 * A searched place as typed: a district, a full postcode or an area (`SW4`, `SW4 0AA`, `SW`), or a
 * town's name (`Manchester`). Only its shape is checked here; what it names is read where the search
 * runs (contract/places.ts, which holds the place data this module must not carry), and words that name
 * nothing are refused there with the field's message.
 */
export const placeField = /* @__PURE__ */ schema(() =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, PLACE_MESSAGES.format),
      z.maxLength(PLACE_MAX, PLACE_MESSAGES.format),
      z.regex(PLACE_CHARS, PLACE_MESSAGES.format),
    ),
);
