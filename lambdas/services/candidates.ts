import type { CandidatesQuery } from '../contract/nanny.ts';
import { placeViewOf } from '../contract/places.ts';
import { londonDay } from '../contract/uk-day.ts';
import { presignView } from '../data/files.ts';
import { searchCandidates } from '../data/nannies.ts';
import { candidateMatches, type CandidateFilters } from '../domain/candidate-search.ts';
import { toCandidateCard } from '../domain/nanny.ts';
import { searchPlace } from '../domain/place-search.ts';
import { isListed } from '../domain/visibility.ts';
import type { Logger } from '../platform/log.ts';

const DEFAULT_PAGE = 12;

/**
 * Actively-looking nannies, best rated first, a page at a time; only what the card shows. With
 * filters, one Query of one index partition (her postcode area's when the place searched lies in one
 * area; the whole list's for a place spanning several, London or a distance) and a bounded filter in
 * code: a page may hold fewer cards than asked, with the cursor where reading stopped. A place's words
 * are read first (contract/places.ts): words naming no place are a 400 that says so.
 * A nanny's photo is signed for viewing only once her profile is known to be listed: no link to a
 * hidden or unavailable nanny's photo is ever made.
 */
export async function candidatesPage(query: CandidatesQuery, log: Logger) {
  const { cursor, limit, ...filters } = query;
  const now = new Date();
  const today = londonDay(now);
  const place = searchPlace(filters);
  const page = await searchCandidates({
    limit: limit ?? DEFAULT_PAGE,
    cursor,
    area: place && place.areas.length === 1 ? (place.areas[0] ?? null) : null,
    // The index holds listed profiles only; the rule is asked again, so a stale index entry shows nobody.
    accept: (profile) =>
      isListed(profile) && candidateMatches(profile, filters as CandidateFilters, today, place),
  });
  log.debug('candidates read', { itemsRead: page.itemsRead, shown: page.items.length });
  const items = await Promise.all(
    page.items.map(async (profile) =>
      toCandidateCard(
        profile,
        profile.photo ? await presignView(profile.photo.key, now.getTime()) : null,
        now,
      ),
    ),
  );
  return { items, nextCursor: page.nextCursor, ...(place ? { place: placeViewOf(place) } : {}) };
}
