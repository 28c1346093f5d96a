import { CONTACT_MESSAGES } from '../../contract/nanny.ts';
import { firstName } from '../../domain/nanny.ts';
import { isListed } from '../../domain/visibility.ts';
import { RATE_LIMITS } from '../../domain/rate-limits.ts';
import { plainParagraphs, plainText } from '../../domain/sanitise.ts';
import { getNanny } from '../../data/nannies.ts';
import { enforceRateLimits } from '../../data/rate-limits.ts';
import { invalid, notFound } from '../../domain/errors.ts';
import { sendEmail } from '../../platform/email.ts';
import { routes } from '../../contract/routes.ts';
import { httpHandler } from '../../platform/http.ts';

/**
 * Sends a visitor's message to a nanny by email. Replies go straight to the visitor (Reply-To), and
 * neither side sees the other's address until the nanny chooses to answer.
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

    await sendEmail({
      to: nanny.email,
      replyTo: body.senderEmail,
      subject: `Nanny Marketplace: ${subject}`,
      text: [
        `Hello ${firstName(nanny.fullName)},`,
        '',
        `${sender} sent you a message through your Nanny Marketplace profile:`,
        '',
        message,
        '',
        '---',
        `Reply to this email to answer ${sender} directly. Your email address stays private until you reply.`,
        'If this message is inappropriate, forward it to support@nannymarketplace.co.uk.',
      ].join('\n'),
    });
    log.info('nanny contacted', { nannyId: nanny.id, signedIn: principal !== null });
    return { sent: true };
  },
);
