import { routes } from '../../contract/routes.ts';
import { httpHandler } from '../../platform/http.ts';
import { deletionById } from '../../services/data-rights.ts';

/** One deletion's progress. */
export const handler = httpHandler(routes.adminDeletion, async ({ params }) =>
  deletionById(params.deletionId),
);
