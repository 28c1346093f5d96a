import { meNewsletter } from '../../contract/routes/me.ts';
import { httpHandler } from '../../platform/http.ts';
import { newsletterStatus } from '../../services/newsletter.ts';

/** Whether the caller's own address is on the newsletter. */
export const handler = httpHandler(meNewsletter, async ({ principal }) => newsletterStatus(principal.email));
