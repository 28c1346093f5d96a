import { candidatesPage, candidatesQuery } from '../../contract/nanny.ts';
import { toCandidateCard } from '../../domain/nanny.ts';
import { isListed } from '../../domain/visibility.ts';
import { listCandidates } from '../../data/nannies.ts';
import { httpHandler } from '../../platform/http.ts';

const DEFAULT_PAGE = 12;

/** Actively-looking nannies, best rated first, a page at a time; only what the card shows. */
export const handler = httpHandler(
  { auth: 'public', query: candidatesQuery, response: candidatesPage },
  async ({ query }) => {
    const page = await listCandidates(query.limit ?? DEFAULT_PAGE, query.cursor);
    // The index holds listed profiles only; the rule is asked again, so a stale index entry shows nobody.
    return { items: page.items.filter(isListed).map(toCandidateCard), nextCursor: page.nextCursor };
  },
);
