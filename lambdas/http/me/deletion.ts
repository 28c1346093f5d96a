import { meDeletion } from '../../contract/routes/me.ts';
import { httpHandler } from '../../platform/http.ts';
import { myDeletion } from '../../services/data-rights.ts';

/** The caller's own deletion and its progress (while a token from before it still works). */
export const handler = httpHandler(meDeletion, async ({ principal }) => myDeletion(principal.id));
