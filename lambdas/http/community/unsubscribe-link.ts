import { newsletterUnsubscribed, unsubscribeLinkQuery } from '../../contract/community.ts';
import { unsubscribe } from '../../data/community.ts';
import { badRequest } from '../../platform/errors.ts';
import { httpHandler } from '../../platform/http.ts';
import { verify } from '../../platform/signing.ts';
import { UNSUBSCRIBE_PURPOSE } from '../../services/newsletter.ts';

/** The one-click link in newsletter emails: unsubscribes its recipient, and a forged link does nothing. */
export const handler = httpHandler(
  { auth: 'public', body: unsubscribeLinkQuery, response: newsletterUnsubscribed },
  async ({ body, log }) => {
    const email = body.email.toLowerCase();
    if (!(await verify(UNSUBSCRIBE_PURPOSE, email, body.sig)))
      throw badRequest(
        'This unsubscribe link is not valid. Please use the newsletter card on our home page.',
      );
    await unsubscribe(email, new Date().toISOString());
    log.info('newsletter unsubscribe by link');
    return { status: 'unsubscribed' as const };
  },
);
