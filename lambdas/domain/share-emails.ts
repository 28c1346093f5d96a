/**
 * The emails of nanny shares (contract/shares-constants.ts): a proposal to the first family, its answer
 * to the proposing family, a split to agree, and a family leaving. Each is written to the outbox in the
 * transaction of the move it tells of (data/shares.ts), and sent to the account's address at the time of
 * sending (streams/outbox.ts).
 */
import { SHARE_PATHS } from '../contract/shares-constants.ts';
import { SHARE_TEXTS } from '../contract/shares-texts.ts';
import type { EmailText } from './emails.ts';

export const SHARE_EMAIL_KINDS = [
  'proposal',
  'accepted',
  'declined',
  'split',
  'agreed',
  'left',
  'ended',
  'hired',
  'statement',
] as const;
export type ShareEmailKind = (typeof SHARE_EMAIL_KINDS)[number];

export interface ShareEmail {
  recipientId: string;
  kind: ShareEmailKind;
  shareId: string;
  /** The other family, by its first name. */
  otherLabel: string;
  /** The share's job, when one was posted for both (a family leaving leaves it to the other). */
  jobId: string | null;
  /** The offer an offer's news is about (kinds 'hired' and 'statement'): the nanny's, by her first name. */
  offer?: { nannyId: string; nannyFirstName: string };
}

const SUBJECTS: Record<ShareEmailKind, string> = {
  proposal: SHARE_TEXTS.proposalEmailSubject,
  accepted: SHARE_TEXTS.acceptedEmailSubject,
  declined: SHARE_TEXTS.declinedEmailSubject,
  split: SHARE_TEXTS.splitEmailSubject,
  agreed: 'The split of your nanny share is agreed',
  left: SHARE_TEXTS.leftEmailSubject,
  ended: SHARE_TEXTS.leftEmailSubject,
  hired: 'The nanny accepted your nanny share’s offer',
  statement: 'A new version of your written statement',
};

function opening(email: ShareEmail): string {
  const other = email.otherLabel;
  switch (email.kind) {
    case 'proposal':
      return `${other} would like to share a nanny with you. Read their part of the share and their message, and accept or decline the proposal.`;
    case 'accepted':
      return `${other} accepted your proposal: you now share a nanny share. Agree how the nanny's pay is split, then post the job once for both families.`;
    case 'declined':
      return `${other} has not taken up your proposal to share a nanny. You can look for another family nearby.`;
    case 'split':
      return `${other} proposed how the nanny's gross pay is split between your two families. Read it, and agree it or propose another.`;
    case 'agreed':
      return `${other} agreed the split of the nanny's pay. You can now post the job once for both families.`;
    case 'left':
      return `${other} left your nanny share.${email.jobId ? ` ${SHARE_TEXTS.leftJobNote}` : ' Your share is listed again for families nearby, if you listed it.'}`;
    case 'ended':
      return `${other} left the nanny share you joined, so it has ended. You can start your own share or propose to another family.`;
    case 'hired':
      return `${email.offer?.nannyFirstName ?? 'The nanny'} accepted the offer ${other}’s family made for both of your families. You are now her employer for your part: your own written statement, your payroll pack and the checklist of what an employer does first are ready.`;
    case 'statement':
      return `${other}’s family changed a term of the offer to ${email.offer?.nannyFirstName ?? 'your nanny'}, agreed with her. A new version of your own written statement is ready.`;
  }
}

/** Where an email leads: the offer for an offer's news, the list when the share ended, else the share. */
function pathOf(email: ShareEmail): string {
  if (email.offer && email.jobId) return `/offers/${email.jobId}/${email.offer.nannyId}`;
  return email.kind === 'ended' ? SHARE_PATHS.list : SHARE_PATHS.share(email.shareId);
}

export function shareEmail(email: ShareEmail, to: string, site: string): EmailText {
  const path = pathOf(email);
  const see = email.offer ? 'See the offer and your documents' : 'See the share';
  return {
    to,
    subject: SUBJECTS[email.kind],
    text: [opening(email), '', `${see}: ${site}${path}`].join('\n'),
  };
}
