/**
 * Where jobs and nannies are, as people search for them: the UK postcode district (the postcode's first
 * half, its outward code: `SW4`, `SW1A`, `M1`) inside its area (the letters: `SW`, `M`). A full postcode
 * is read with the `postcode` library and only its district is kept; nothing finer is ever stored or
 * shown. Free of the schema library, so the board and its forms can take it.
 */
import { fix, isValid, toOutcode, validOutcode } from 'postcode';

/**
 * The postcode areas of the United Kingdom (Royal Mail): a district whose letters name none of them is
 * not a UK postcode, however well formed (`ZZ9`). The Crown Dependencies (GY, JE, IM) and BFPO are not
 * part of the UK and are not served.
 */
export const POSTCODE_AREAS = [
  'AB', 'AL', 'B', 'BA', 'BB', 'BD', 'BH', 'BL', 'BN', 'BR', 'BS', 'BT', 'CA', 'CB', 'CF', 'CH', 'CM',
  'CO', 'CR', 'CT', 'CV', 'CW', 'DA', 'DD', 'DE', 'DG', 'DH', 'DL', 'DN', 'DT', 'DY', 'E', 'EC', 'EH',
  'EN', 'EX', 'FK', 'FY', 'G', 'GL', 'GU', 'HA', 'HD', 'HG', 'HP', 'HR', 'HS', 'HU', 'HX', 'IG', 'IP',
  'IV', 'KA', 'KT', 'KW', 'KY', 'L', 'LA', 'LD', 'LE', 'LL', 'LN', 'LS', 'LU', 'M', 'ME', 'MK', 'ML',
  'N', 'NE', 'NG', 'NN', 'NP', 'NR', 'NW', 'OL', 'OX', 'PA', 'PE', 'PH', 'PL', 'PO', 'PR', 'RG', 'RH',
  'RM', 'S', 'SA', 'SE', 'SG', 'SK', 'SL', 'SM', 'SN', 'SO', 'SP', 'SR', 'SS', 'ST', 'SW', 'SY', 'TA',
  'TD', 'TF', 'TN', 'TQ', 'TR', 'TS', 'TW', 'UB', 'W', 'WA', 'WC', 'WD', 'WF', 'WN', 'WR', 'WS', 'WV',
  'YO', 'ZE',
] as const; // prettier-ignore

const AREAS: ReadonlySet<string> = new Set(POSTCODE_AREAS);

export const POSTCODE_MESSAGES = {
  /** A job's or a profile's postcode that is not a UK postcode. */
  postcode: 'Enter a UK postcode, like SW4 0AA, or its first half, like SW4',
  /** A search for a place that is neither a district nor an area. */
  place: 'Enter a postcode district, like SW4, or an area, like SW',
} as const;

/** A place as stored: the district and the area it is in. */
export interface District {
  district: string;
  area: string;
}

/** The letters of a district: its postcode area (`SW1A` → `SW`). */
export const areaOf = (district: string) => /^[A-Z]+/.exec(district)?.[0] ?? '';

/** A district without its sub-district letter (`SW1A` → `SW1`; `SW4` stays): what `SW1` finds. */
export const districtRoot = (district: string) => /^[A-Z]+\d+/.exec(district)?.[0] ?? district;

const squashed = (input: string) => input.trim().toUpperCase().replace(/\s+/g, ' ');

/**
 * The district of a full UK postcode (`sw4 0aa`, `SW40AA`) or of a district typed alone (`sw4`), or null
 * when it is neither, or names no UK postcode area.
 */
export function districtOf(input: string): District | null {
  const text = squashed(input);
  if (!text || text.length > 10) return null;
  let district: string | null = null;
  if (isValid(text)) district = toOutcode(text);
  else if (isValid(fix(text))) district = toOutcode(fix(text));
  else if (validOutcode(text.replace(/ /g, ''))) district = text.replace(/ /g, '');
  if (!district) return null;
  const area = areaOf(district);
  return AREAS.has(area) ? { district, area } : null;
}

/** What a search names: one district (with its area), or a whole area. */
export type PlaceQuery = { district: string; area: string } | { district: null; area: string };

/**
 * A searched place: a district or a full postcode (`SW4`, `SW4 0AA`: its district), or an area alone
 * (`SW`); null when it is none of them.
 */
export function placeQueryOf(input: string): PlaceQuery | null {
  const text = squashed(input).replace(/ /g, '');
  if (/^[A-Z]{1,2}$/.test(text)) return AREAS.has(text) ? { district: null, area: text } : null;
  return districtOf(input);
}

/**
 * Whether a stored district is in a searched place: in its area, and, for a district, that district or
 * one of its sub-districts (`SW1` finds `SW1A`; `SW1A` finds only itself).
 */
export function inPlace(stored: string | null | undefined, place: PlaceQuery): boolean {
  if (!stored || areaOf(stored) !== place.area) return false;
  if (place.district === null) return true;
  return stored === place.district || districtRoot(stored) === place.district;
}

/** How a place reads in a search's summary and a filter's chip: `SW4` or `SW (area)`. */
export const placeLabel = (place: PlaceQuery) => place.district ?? `${place.area} (area)`;
