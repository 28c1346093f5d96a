/**
 * A search's place, read once where the search runs (the job and candidate lists, job alerts): the words
 * as typed resolved to postcode districts or areas (contract/places.ts), or refused as bad input (400,
 * naming the `place` field, in plain words) so no filter is ever silently dropped or guessed.
 */
import { PLACE_MESSAGES, type PlaceRadius } from '../contract/place-match.ts';
import { resolvePlace, type ResolvedPlace } from '../contract/places.ts';
import { invalid } from './errors.ts';

export interface PlaceCriteria {
  place?: string | undefined;
  nearby?: boolean | undefined;
  radius?: PlaceRadius | undefined;
}

/** The place a search names (null: none), or a 400 whose `place` field says what is wrong. */
export function searchPlace(search: PlaceCriteria): ResolvedPlace | null {
  if (!search.place) {
    if (search.radius)
      throw invalid(PLACE_MESSAGES.radiusWithoutPlace, { place: PLACE_MESSAGES.radiusWithoutPlace });
    if (search.nearby)
      throw invalid(PLACE_MESSAGES.nearbyWithoutPlace, { place: PLACE_MESSAGES.nearbyWithoutPlace });
    return null;
  }
  if (search.nearby && search.radius)
    throw invalid(PLACE_MESSAGES.nearbyWithRadius, { place: PLACE_MESSAGES.nearbyWithRadius });
  const outcome = resolvePlace(search.place, { radius: search.radius ?? null, nearby: search.nearby });
  if ('problem' in outcome) throw invalid(outcome.problem, { place: outcome.problem });
  return outcome.place;
}

/** The same, for a search kept earlier (an alert): null when its words no longer name a place. */
export function keptSearchPlace(search: PlaceCriteria): ResolvedPlace | null | 'unreadable' {
  if (!search.place) return null;
  const outcome = resolvePlace(search.place, { radius: search.radius ?? null, nearby: search.nearby });
  return 'problem' in outcome ? 'unreadable' : outcome.place;
}
