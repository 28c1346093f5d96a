import { toCandidateCard } from '../../domain/nanny.ts';
import { isListed } from '../../domain/visibility.ts';
import { presignView } from '../../data/files.ts';
import { listCandidates } from '../../data/nannies.ts';
import { routes } from '../../contract/routes.ts';
import { httpHandler } from '../../platform/http.ts';

const DEFAULT_PAGE = 12;

/**
 * Actively-looking nannies, best rated first, a page at a time; only what the card shows. A nanny's
 * photo is signed for viewing only once her profile is known to be listed: no link to a hidden or
 * unavailable nanny's photo is ever made.
 */
export const handler = httpHandler(routes.candidatesList, async ({ query }) => {
  const page = await listCandidates(query.limit ?? DEFAULT_PAGE, query.cursor);
  const now = Date.now();
  // The index holds listed profiles only; the rule is asked again, so a stale index entry shows nobody.
  const items = await Promise.all(
    page.items
      .filter(isListed)
      .map(async (profile) =>
        toCandidateCard(
          profile,
          profile.photo ? await presignView(profile.photo.key, now) : null,
          new Date(now),
        ),
      ),
  );
  return { items, nextCursor: page.nextCursor };
});
