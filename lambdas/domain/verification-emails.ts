/**
 * The emails verification sends: a referee's request, with her link, and the nanny's news of each
 * decision about her checks. Texts only; the outbox sends them (streams/outbox.ts).
 */
import { CHECK_LABELS, DBS_COPY_ADVICE, REFEREE_LINK_DAYS } from '../contract/verification-constants.ts';
import { dayInWords } from './calendar.ts';
import type { EmailText, RefereeRequestEmail, VerificationDecisionEmail } from './emails.ts';

const longDay = (day: string) => dayInWords(day, 'long');

export function refereeRequestEmail(request: RefereeRequestEmail, link: string): EmailText {
  return {
    to: request.to,
    subject: `${request.nannyFirstName} asked you for a reference on Nanny Marketplace`,
    text: [
      `Dear ${request.refereeName},`,
      '',
      `${request.nannyFirstName} is a nanny on Nanny Marketplace and named you as a referee ("${request.relationship}").`,
      'Families choosing a nanny see that her references were confirmed by our team. Four short questions, about two minutes:',
      '',
      link,
      '',
      `The link works for ${REFEREE_LINK_DAYS} days and for one answer. Your answers are kept with her verification record; our team reads them, and she can see them if she asks for a copy of her data. We show families only that a reference was confirmed, never what you wrote.`,
      '',
      'If you do not know her, or did not expect this email, ignore it: nothing is recorded unless you answer.',
    ].join('\n'),
  };
}

export function verificationDecisionEmail(
  decision: VerificationDecisionEmail & { to: string },
  site: string,
): EmailText {
  const what =
    decision.kind === 'reference'
      ? `the reference from ${decision.refereeName ?? 'your referee'}`
      : `your ${CHECK_LABELS[decision.kind]} check`;
  const recorded = decision.outcome === 'recorded';
  return {
    to: decision.to,
    subject: recorded ? `We recorded ${what}` : `We could not record ${what}`,
    text: [
      recorded
        ? `Our team recorded ${what}.${decision.lapsesOn ? ` It counts until ${longDay(decision.lapsesOn)}.` : ''}`
        : `Our team could not record ${what}.`,
      // A DBS certificate is checked from the copy she sent: families are asked to see the original.
      ...(recorded && decision.kind === 'dbs_certificate' ? ['', DBS_COPY_ADVICE.forHer] : []),
      ...(decision.reason ? ['', 'Why:', decision.reason] : []),
      '',
      `See your checks and your level: ${site}/account/verification`,
    ].join('\n'),
  };
}
