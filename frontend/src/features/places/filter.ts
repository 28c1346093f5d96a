/**
 * A place filter as typed (the board's, the candidates page's, a job alert's): how it is written in the
 * address and sent, its shape checked, and the distance control. What its words name is the server's to
 * say (it holds the place data, lambdas/contract/places.ts); this module stays small, as every list page
 * loads it first.
 */
import { placeQueryOf } from '@contract/postcode.ts';
import {
  PLACE_CHARS,
  PLACE_MAX,
  PLACE_MESSAGES,
  PLACE_RADII,
  type PlaceRadius,
} from '@contract/place-match.ts';

/** The longest place the API accepts (a town's name with its area). */
export const PLACE_FILTER_MAX = PLACE_MAX;

/**
 * A place as typed, as sent: trimmed, inner runs of spaces made one, at most PLACE_FILTER_MAX characters;
 * a postcode in capitals, a town's name as typed (the address keeps what was typed).
 */
export function normalisePlaceFilter(value: string | null | undefined): string {
  const place = (value ?? '').replace(/\s+/g, ' ').trim().slice(0, PLACE_FILTER_MAX).trim();
  return placeQueryOf(place) ? place.toUpperCase() : place;
}

/**
 * What is wrong with a typed place's shape, or null. Whether its words name a place is the server's to
 * say: its answer's message shows in the field then.
 */
export function placeProblem(value: string): string | null {
  const place = normalisePlaceFilter(value);
  return place && !PLACE_CHARS.test(place) ? PLACE_MESSAGES.format : null;
}

/** Whether a place names a district (so "its whole postcode area" means something), rather than an area. */
export const placeIsDistrict = (value: string) => Boolean(placeQueryOf(value)?.district);

/** A distance from the address (`radius=10`): one of PLACE_RADII, or null. */
export const parseRadius = (value: string | null | undefined): PlaceRadius | null =>
  (PLACE_RADII as readonly number[]).includes(Number(value)) ? (Number(value) as PlaceRadius) : null;

/** How far around the place a search reaches, as the distance control names it. */
export type PlaceReach = '' | 'area' | `${PlaceRadius}`;
export const reachOf = (filters: { nearby: boolean; radius: PlaceRadius | null }): PlaceReach =>
  filters.radius ? `${filters.radius}` : filters.nearby ? 'area' : '';
export const reachPatch = (reach: PlaceReach) => ({
  nearby: reach === 'area',
  radius: reach && reach !== 'area' ? parseRadius(reach) : null,
});
