import { CONTACT_MESSAGES } from '../../contract/nanny.ts';
import { isListed } from '../../domain/visibility.ts';
import { RATE_LIMITS } from '../../domain/rate-limits.ts';
import { plainParagraphs, plainText } from '../../domain/sanitise.ts';
import { guestSideKey } from '../../data/conversation-keys.ts';
import { getNanny } from '../../data/nannies.ts';
import { enforceRateLimits } from '../../data/rate-limits.ts';
import { invalid, isDomainError, notFound } from '../../domain/errors.ts';
import { routes } from '../../contract/routes.ts';
import { httpHandler } from '../../platform/http.ts';
import { accountContactPlan, serverClientId, startOrAdd, visitorPlan } from '../../services/conversations.ts';

/**
 * A message to a nanny from her card's Contact dialog starts a conversation in the product. A visitor
 * who is not signed in (or signed in as a nanny or an admin) is its visitor side: the nanny is told by
 * email with a link into the product, and the visitor gets a copy with her own signed link, on which
 * each answer reaches her too. Neither learns the other's address; no email carries a Reply-To. A
 * signed-in family or agency starts an ordinary conversation about her card.
 */
export const handler = httpHandler(
  routes.candidatesContact,
  async ({ params, body, principal, sourceIp, log }) => {
    // A name, subject or message of markup or hidden characters alone says nothing: refused as too short.
    const sender = plainText(body.senderName);
    const subject = plainText(body.subject);
    const message = plainParagraphs(body.message);
    const problems = {
      ...(sender.length < 2 ? { senderName: CONTACT_MESSAGES.senderName } : {}),
      ...(subject.length < 5 ? { subject: CONTACT_MESSAGES.subject } : {}),
      ...(message.length < 10 ? { message: CONTACT_MESSAGES.message } : {}),
    };
    if (Object.keys(problems).length) throw invalid('Invalid request body', problems);
    const nanny = await getNanny(params.nannyId);
    if (!nanny || !isListed(nanny)) throw notFound('This nanny is no longer available.');
    await enforceRateLimits(
      [
        [RATE_LIMITS.contactPerSender, body.senderEmail],
        [RATE_LIMITS.contactPerAddress, sourceIp],
      ],
      CONTACT_MESSAGES.throttled,
    );
    const text = `${subject}\n\n${message}`;
    const now = new Date();
    const userType = principal?.userType;
    if (principal && (userType === 'family' || userType === 'agency')) {
      const plan = await accountContactPlan({ ...principal, userType }, nanny);
      const started = await startOrAdd(plan, { text, clientId: serverClientId(), now });
      log.info('nanny contacted', { nannyId: nanny.id, signedIn: true, created: started.created });
      return { sent: true };
    }
    const visitor = {
      key: guestSideKey(body.senderEmail),
      // Her first word only, as every side is named.
      label: sender.split(' ')[0]!,
      email: body.senderEmail.trim(),
    };
    try {
      const started = await startOrAdd(visitorPlan(visitor, nanny), {
        text,
        clientId: serverClientId(),
        now,
        copyToVisitor: true,
      });
      log.info('nanny contacted', { nannyId: nanny.id, signedIn: false, created: started.created });
    } catch (error) {
      // Blocked by the nanny: the visitor is not told (as any blocked side is not); nothing is stored.
      if (!(isDomainError(error) && error.kind === 'not_found')) throw error;
      log.info('contact from a blocked visitor not delivered', { nannyId: nanny.id });
    }
    return { sent: true };
  },
);
