/**
 * A searched place as the lists and alerts apply it: the postcode areas whose index partitions hold every
 * district it may find, and those districts (or none: the whole of the areas). What a place's name
 * resolves to is contract/places.ts's work, which holds the place data; this module holds none, so the
 * rules that only apply an already resolved place stay small (the job list's bundle carries the data,
 * the data modules that every route imports do not).
 */
import { areaOf, districtRoot } from './postcode.ts';

export interface PlaceMatch {
  /** Postcode areas, sorted: every district the place finds is in one of them. */
  readonly areas: readonly string[];
  /** Districts (`SW4`; `SW1` finds `SW1A` too), or null: the whole of the areas. */
  readonly districts: readonly string[] | null;
}

/** Whether a stored district (a job's, a profile's) is in a searched place. */
export function inPlaceMatch(stored: string | null | undefined, place: PlaceMatch): boolean {
  if (!stored) return false;
  if (!place.areas.includes(areaOf(stored))) return false;
  if (place.districts === null) return true;
  const root = districtRoot(stored);
  return place.districts.some((d) => d === stored || d === root);
}

/** Words as compared: lower case, no accents or punctuation, `&` as `and`, `Saint` as `St`. */
export function placeKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[’'`.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\bsaint\b/g, 'st')
    .trim();
}

/** A place picked among others of the same name: how it reads, and what to search to get it. */
export interface PlaceChoice {
  label: string;
  query: string;
}

/** What a list says about the place it was filtered by: how it read the words, and the other readings. */
export interface PlaceView {
  /** The words as kept (`Manchester`, `SW4`, `Richmond, DL`). */
  query: string;
  /** "Manchester (M)", "Clapham (SW4)", "Within 10 miles of Didsbury (M20)". */
  label: string;
  /** Said when the words had more than one reading: which was taken, and why. */
  note: string | null;
  /** The other places of that name, each with the words that search it. */
  others: PlaceChoice[];
}

/** The distances a search may reach around a place, in miles. */
export const PLACE_RADII = [5, 10, 20] as const;
export type PlaceRadius = (typeof PLACE_RADII)[number];

/** The longest place a search takes (a town's name with its area: "Newcastle-under-Lyme, ST"). */
export const PLACE_MAX = 60;

/** What a place's words may hold: letters (accented too), digits, spaces and , . ' ’ & ( ) - */
export const PLACE_CHARS = /^[\p{L}\p{N}\s,.'’&()-]+$/u;

export const PLACE_MESSAGES = {
  /** Words that name no place we know, nor a postcode. */
  unknown: (typed: string) => `We don't know ‘${typed}’. Try a town, or a postcode like M20.`,
  /** Characters no place name has. */
  format: 'Enter a town, or a postcode like M20',
  /** A distance from a place whose centre is not known (a district too new for the data). */
  noCentre: (label: string) =>
    `We can't measure distances from ${label}. Search the place alone, or a district near it.`,
  /** A distance with no place to measure it from. */
  radiusWithoutPlace: 'Choose a place to search around',
  /** "Its whole postcode area" with no place. */
  nearbyWithoutPlace: 'Choose a place whose postcode area to search',
  /** A distance and "its whole postcode area" at once: one reach or the other. */
  nearbyWithRadius: 'Choose a distance or its whole postcode area, not both',
} as const;
