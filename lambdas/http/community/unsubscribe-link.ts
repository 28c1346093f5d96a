import { unsubscribe } from '../../data/community.ts';
import { invalid } from '../../domain/errors.ts';
import { communityUnsubscribeLink } from '../../contract/routes/community.ts';
import { httpHandler } from '../../platform/http.ts';
import { verify } from '../../platform/signing.ts';
import { UNSUBSCRIBE_PURPOSE } from '../../services/newsletter.ts';

/** The one-click link in newsletter emails: unsubscribes its recipient, and a forged link does nothing. */
export const handler = httpHandler(communityUnsubscribeLink, async ({ body, log }) => {
  const email = body.email.toLowerCase();
  if (!(await verify(UNSUBSCRIBE_PURPOSE, email, body.sig)))
    throw invalid('This unsubscribe link is not valid. Please use the newsletter card on our home page.');
  await unsubscribe(email, new Date().toISOString());
  log.info('newsletter unsubscribe by link');
  return { status: 'unsubscribed' as const };
});
