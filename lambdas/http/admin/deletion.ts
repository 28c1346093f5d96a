import { adminDeletion } from '../../contract/routes/admin.ts';
import { httpHandler } from '../../platform/http.ts';
import { deletionById } from '../../services/data-rights.ts';

/** One deletion's progress. */
export const handler = httpHandler(adminDeletion, async ({ params }) => deletionById(params.deletionId));
