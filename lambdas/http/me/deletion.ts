import { DATA_RIGHTS_MESSAGES } from '../../contract/data-rights.ts';
import { deletionOfAccount, deletionView } from '../../data/deletions.ts';
import { notFound } from '../../domain/errors.ts';
import { meDeletion } from '../../contract/routes/me.ts';
import { httpHandler } from '../../platform/http.ts';

/** The caller's own deletion and its progress (while a token from before it still works). */
export const handler = httpHandler(meDeletion, async ({ principal }) => {
  const deletion = await deletionOfAccount(principal.id);
  if (!deletion) throw notFound(DATA_RIGHTS_MESSAGES.deletionNotFound);
  return deletionView(deletion);
});
