/** The one-click stop of notification emails, as its page confirms it. */
import { ONE_CLICK_FIELD, ONE_CLICK_VALUE } from '@contract/email-stop-constants.ts';
import { call } from '@/api/client.ts';

/**
 * POST /email/stop?token=…: the stop a mailbox provider's one-click sends, with the same field (as JSON
 * here, which the route takes too). Safe to send twice: the second answers 'already-stopped'.
 */
export const stopEmails = (token: string) =>
  call('emailStop', { query: { token }, body: { [ONE_CLICK_FIELD]: ONE_CLICK_VALUE } });
