import { emailStopPagePath } from '../../contract/email-stop.ts';
import { emailStopOpen } from '../../contract/routes/email.ts';
import { httpHandler, reply } from '../../platform/http.ts';

/**
 * A person (or a link scanner) opening a notification email's one-click address: 303 to the site's
 * page that says what the link stops and asks before it does, the token moved into the fragment (which
 * no server sees again). Nothing is read or changed here, so a prefetch stops nothing.
 */
export const handler = httpHandler(emailStopOpen, async ({ query }) =>
  reply(303, undefined, {
    location: emailStopPagePath(encodeURIComponent(query.token ?? '')),
    'referrer-policy': 'no-referrer',
  }),
);
