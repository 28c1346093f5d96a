import { referencesView } from '../../contract/routes/references.ts';
import { httpHandler } from '../../platform/http.ts';
import { refereeForm } from '../../services/references.ts';

/** A referee's form, opened from the emailed link (the token comes in the body, never in the address). */
export const handler = httpHandler(referencesView, async ({ body }) => refereeForm(body.token, new Date()));
