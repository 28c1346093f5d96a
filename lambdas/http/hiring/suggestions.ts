import { hiringSuggestions } from '../../contract/routes/hiring.ts';
import { httpHandler } from '../../platform/http.ts';
import { ownJob } from '../../services/my-jobs.ts';
import { suggestionsFor } from '../../services/suggestions.ts';

/**
 * The poster's suggested nannies for their job: the listed nannies of its postcode area, best match
 * first (services/suggestions.ts). Anyone else's job is 404.
 */
export const handler = httpHandler(hiringSuggestions, async ({ principal, params, log }) => {
  const job = await ownJob(principal, params.jobId);
  const { answer, itemsRead } = await suggestionsFor(job);
  log.debug('suggestions read', { basis: answer.basis, itemsRead, shown: answer.items.length });
  return answer;
});
