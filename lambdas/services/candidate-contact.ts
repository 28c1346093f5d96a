import { CONTACT_MESSAGES, type ContactInput } from '../contract/nanny.ts';
import { DATA_RIGHTS_MESSAGES } from '../contract/data-rights.ts';
import { MESSAGES_TEXTS } from '../contract/messages.ts';
import { reachChecks } from '../data/reach.ts';
import { isListed, mayReachOthers } from '../domain/visibility.ts';
import { RATE_LIMITS } from '../domain/rate-limits.ts';
import { plainParagraphs, plainText } from '../domain/sanitise.ts';
import { getNanny, getNannyOfUser } from '../data/nannies.ts';
import { enforceRateLimits } from '../data/rate-limits.ts';
import { forbidden, invalid, notFound } from '../domain/errors.ts';
import { reservedNameProblem } from '../domain/names.ts';
import { accountContactPlan, serverClientId, startOrAdd, visitorPlan } from './conversations.ts';
import type { Logger } from '../platform/log.ts';
import type { Principal } from '../platform/principal.ts';

/**
 * A message to a nanny from her card's Contact dialog starts a conversation in the product. A visitor
 * who is not signed in (or signed in as a nanny or an admin) is its visitor side: the nanny is told by
 * email with a link into the product, and the visitor gets a copy with her own signed link, on which
 * each answer reaches her too. Neither learns the other's address; no email carries a Reply-To. A
 * signed-in family or agency starts an ordinary conversation about her card.
 */
export async function contactCandidate({
  params,
  body,
  principal,
  sourceIp,
  log,
}: {
  params: { nannyId: string };
  body: ContactInput;
  principal: Principal | null;
  sourceIp: string;
  log: Logger;
}) {
  // A name, subject or message of markup or hidden characters alone says nothing: refused as too short.
  const sender = plainText(body.senderName);
  const subject = plainText(body.subject);
  const message = plainParagraphs(body.message);
  // The name heads the conversation in her inbox: it may not pass for the site or its staff.
  const reserved = sender.length < 2 ? null : reservedNameProblem(sender);
  const problems = {
    ...(sender.length < 2 ? { senderName: CONTACT_MESSAGES.senderName } : {}),
    ...(reserved ? { senderName: reserved } : {}),
    ...(subject.length < 5 ? { subject: CONTACT_MESSAGES.subject } : {}),
    ...(message.length < 10 ? { message: CONTACT_MESSAGES.message } : {}),
  };
  if (Object.keys(problems).length) throw invalid('Invalid request body', problems);
  const nanny = await getNanny(params.nannyId);
  if (!nanny || !isListed(nanny)) throw notFound('This nanny is no longer available.');
  if (principal && nanny.userId === principal.id)
    throw invalid(CONTACT_MESSAGES.self, { _: CONTACT_MESSAGES.self });
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
  // Her first word only, as every side is named. Every Contact form starts a conversation of its own:
  // an address someone typed writes into no earlier thread, and a nanny's block of the address holds
  // the message (taken, never delivered, and the visitor is not told).
  // A signed-in nanny writes as a visitor, but reaches nobody while her profile is hidden.
  const own = principal?.userType === 'nanny' ? await getNannyOfUser(principal.id) : null;
  if (own && !mayReachOthers(own)) throw forbidden(MESSAGES_TEXTS.senderHidden);
  const visitor = { label: sender.split(' ')[0]!, email: body.senderEmail };
  // A signed-in sender on the visitor's side is held to the same rule inside the write.
  const reach = principal
    ? reachChecks({ accountId: principal.id, nannyId: own?.id ?? null })
    : { reacherAccount: null, reacherProfile: null };
  const started = await startOrAdd(visitorPlan(visitor, nanny), {
    text,
    clientId: serverClientId(),
    now,
    copyToVisitor: true,
    ...(principal
      ? {
          extra: {
            writes: () => [reach.reacherAccount!, ...(reach.reacherProfile ? [reach.reacherProfile] : [])],
            refused: (index: number) =>
              forbidden(
                index === 0 ? DATA_RIGHTS_MESSAGES.accountDeletingWrites : MESSAGES_TEXTS.senderHidden,
              ),
          },
        }
      : {}),
  });
  log.info('nanny contacted', { nannyId: nanny.id, signedIn: false, created: started.created });
  return { sent: true };
}
