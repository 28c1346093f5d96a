import { DATA_RIGHTS_MESSAGES } from '../../contract/data-rights.ts';
import { adminDeletionView, getDeletion } from '../../data/deletions.ts';
import { notFound } from '../../domain/errors.ts';
import { adminDeletion } from '../../contract/routes/admin.ts';
import { httpHandler } from '../../platform/http.ts';

/** One deletion's progress. */
export const handler = httpHandler(adminDeletion, async ({ params }) => {
  const deletion = await getDeletion(params.deletionId);
  if (!deletion) throw notFound(DATA_RIGHTS_MESSAGES.deletionNotFound);
  return adminDeletionView(deletion);
});
