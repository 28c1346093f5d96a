import { hiringInvite } from '../../contract/routes/hiring.ts';
import { httpHandler } from '../handler.ts';
import { inviteToApply } from '../../services/invitations.ts';

/**
 * The poster invites a listed nanny to apply for their live job: a message in the conversation the two
 * have about it, once per job and nanny (a second invitation is 409).
 */
export const handler = httpHandler(hiringInvite, async ({ principal, params, body, log }) => {
  const sent = await inviteToApply(principal, params.jobId, body.nannyId);
  log.info('invitation sent', { created: sent.created });
  return { conversationId: sent.conversationId, created: sent.created };
});
