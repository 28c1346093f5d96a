/**
 * The postcode field of the job and profile forms: a full UK postcode or its district, read to the
 * district (contract/postcode.ts), with the field's message for anything else.
 */
import * as z from 'zod/mini';
import './zod-locale.ts';
import { districtOf, placeQueryOf, POSTCODE_MESSAGES } from './postcode.ts';

export const postcodeField = z.string().check(
  z.trim(),
  z.maxLength(10, POSTCODE_MESSAGES.postcode),
  z.refine((value) => districtOf(value) !== null, POSTCODE_MESSAGES.postcode),
);

/** A searched place: a district, a full postcode or an area (`SW4`, `SW4 0AA`, `SW`). */
export const placeField = z.string().check(
  z.trim(),
  z.maxLength(10, POSTCODE_MESSAGES.place),
  z.refine((value) => placeQueryOf(value) !== null, POSTCODE_MESSAGES.place),
);
