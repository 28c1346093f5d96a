import { toCandidateCard } from '../../domain/nanny.ts';
import { candidateMatches, filteredPlace, type CandidateFilters } from '../../domain/candidate-search.ts';
import { isListed } from '../../domain/visibility.ts';
import { presignView } from '../../data/files.ts';
import { searchCandidates } from '../../data/nannies.ts';
import { londonDay } from '../../contract/uk-day.ts';
import { routes } from '../../contract/routes.ts';
import { httpHandler } from '../../platform/http.ts';

const DEFAULT_PAGE = 12;

/**
 * Actively-looking nannies, best rated first, a page at a time; only what the card shows. With
 * filters, one Query of one index partition (her postcode area's when a place is searched) and a
 * bounded filter in code: a page may hold fewer cards than asked, with the cursor where reading stopped.
 * A nanny's photo is signed for viewing only once her profile is known to be listed: no link to a
 * hidden or unavailable nanny's photo is ever made.
 */
export const handler = httpHandler(routes.candidatesList, async ({ query, log }) => {
  const { cursor, limit, ...filters } = query;
  const now = new Date();
  const today = londonDay(now);
  const place = filteredPlace(filters as CandidateFilters);
  const page = await searchCandidates({
    limit: limit ?? DEFAULT_PAGE,
    cursor,
    area: place?.area ?? null,
    // The index holds listed profiles only; the rule is asked again, so a stale index entry shows nobody.
    accept: (profile) => isListed(profile) && candidateMatches(profile, filters as CandidateFilters, today),
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
  return { items, nextCursor: page.nextCursor };
});
