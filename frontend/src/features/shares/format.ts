/**
 * Nanny shares in words, and the pages' small decisions (who may agree a split, when the job may be
 * posted), pure so unit tests can load them. Types only from the schemas' module: a page that reads a
 * share does not download the schema library for them.
 */
import type { ShareView } from '@contract/shares.ts';
import type { ProposalStatus } from '@contract/shares-constants.ts';
import { SHARE_TEXTS } from '@contract/shares-texts.ts';
import type { SplitInput } from '@contract/share-split.ts';
import { DAY_PART_HOURS, WEEKDAYS, type DayPart, type Week } from '@contract/week-constants.ts';

type Side = 'first' | 'partner';
type Member = ShareView['first'];
type Split = NonNullable<ShareView['split']>;

export { childrenInWords, hoursText, partDays } from '@/features/shares/words.ts';

/** What each status of a proposal means to the two families. */
export const PROPOSAL_STATUS_TEXTS: Record<ProposalStatus, string> = {
  open: 'Waiting for an answer',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

/** The reader's own side and the other family's, in a share both belong to. */
export function sidesOf(share: Pick<ShareView, 'mySide'>): { mine: Side; other: Side } | null {
  if (!share.mySide) return null;
  return { mine: share.mySide, other: share.mySide === 'first' ? 'partner' : 'first' };
}

/** A member's name as the reader sees it: 'You' for the reader's own family. */
export function memberName(share: Pick<ShareView, 'mySide'>, side: Side, member: Pick<Member, 'label'>) {
  return share.mySide === side ? 'You' : member.label;
}

/** Whether the share has its two families and is still going (their split, details, job and leave). */
export const isPaired = (share: Pick<ShareView, 'status'>) =>
  share.status === 'paired' || share.status === 'posted';

/** Where the family's own share stands, in a sentence, for its summary. */
export function shareStatusText(
  share: Pick<ShareView, 'status' | 'listed' | 'mySide' | 'first' | 'partner' | 'proposals'>,
): string {
  if (share.status === 'ended') return SHARE_TEXTS.ended;
  if (share.status === 'seeking') {
    const open = share.proposals.filter((p) => p.status === 'open').length;
    const waiting =
      open === 0 ? '' : ` ${open} ${open === 1 ? 'proposal is' : 'proposals are'} waiting for your answer.`;
    return share.listed
      ? `Listed for families nearby.${waiting}`
      : `Not listed: the family you share with joins by its link.${waiting}`;
  }
  const sides = sidesOf(share);
  const other = sides ? share[sides.other] : null;
  const withWhom = other
    ? `You share a nanny with ${other.label}.`
    : 'You share a nanny with another family.';
  return share.status === 'posted' ? `${withWhom} The job for both families is posted.` : withWhom;
}

/** Where the split stands, in a sentence: who proposed it, and whether the other family agreed it. */
export function splitStateText(share: Pick<ShareView, 'mySide' | 'first' | 'partner'>, split: Split) {
  if (split.agreed) return 'Both families agreed this split.';
  const proposer = split.proposedBy === 'first' ? share.first : share.partner;
  if (share.mySide === split.proposedBy)
    return 'You proposed this split. The other family has not agreed it yet.';
  return `${proposer?.label ?? 'The other family'} proposed this split. Agree it, or propose another.`;
}

/** Whether the reader may agree the latest split: the other family proposed it, and it is not agreed. */
export const canAgreeSplit = (share: Pick<ShareView, 'mySide' | 'split' | 'status'>) =>
  Boolean(
    isPaired(share) &&
    share.mySide &&
    share.split &&
    !share.split.agreed &&
    share.split.proposedBy !== share.mySide,
  );

/** Whether the job for both families can be posted now: a member reads it, the split agreed, no job yet. */
export const canPostJob = (share: Pick<ShareView, 'mySide' | 'split' | 'status' | 'jobId'>) =>
  Boolean(share.status === 'paired' && share.mySide && share.split?.agreed && share.jobId === null);

/** The family job form, for the job of a share (both families' job). */
export const shareJobPath = (shareId: string) => `/post-job-family?share=${encodeURIComponent(shareId)}`;

/** The hours a part of the day stands for: overnight runs past midnight. */
const dayPartHours = (part: DayPart) => {
  const { from, to } = DAY_PART_HOURS[part];
  return (to - from + 24) % 24;
};

/**
 * Her hours a week from the two families' parts: the parts of each day both families need are shared
 * hours, and each family's parts the other does not need are its solo hours.
 */
export function hoursFromParts(first: Week, partner: Week): Pick<SplitInput, 'sharedHours' | 'soloHours'> {
  let sharedHours = 0;
  const soloHours = { first: 0, partner: 0 };
  for (const day of WEEKDAYS) {
    for (const part of first[day]) {
      if (partner[day].includes(part)) sharedHours += dayPartHours(part);
      else soloHours.first += dayPartHours(part);
    }
    for (const part of partner[day]) {
      if (!first[day].includes(part)) soloHours.partner += dayPartHours(part);
    }
  }
  return { sharedHours, soloHours };
}

/**
 * The calculator's starting figures: the split as it stands, or else the two families' parts (the hours
 * both need, each family's own hours, its children) with no host allowance, the rates the calculator's
 * own defaults.
 */
export function splitStart(share: Pick<ShareView, 'split' | 'first' | 'partner'>): Partial<SplitInput> {
  if (share.split) {
    const { input } = share.split;
    return {
      ...input,
      soloHours: { ...input.soloHours },
      children: { ...input.children },
    };
  }
  const children = { first: share.first.part.children, partner: share.partner?.part.children ?? 1 };
  const hours = share.partner ? hoursFromParts(share.first.part.schedule, share.partner.part.schedule) : {};
  return { ...hours, children, hostAllowancePercent: 0 };
}

/** Whether a family goes by a first name ('Family' is the server's stand-in for none). */
const isNamed = (label: string) => label.trim() !== '' && label.trim() !== 'Family';

/**
 * The two families as the calculator names them, by first name ('Hana’s family'); none when a name is
 * missing or both go by the same one (the calculator then says 'First family' and 'Second family').
 */
export function splitNames(
  share: Pick<ShareView, 'first' | 'partner'>,
): { first: string; partner: string } | undefined {
  const first = share.first.label.trim();
  const partner = share.partner?.label.trim() ?? '';
  if (!isNamed(first) || !isNamed(partner) || first === partner) return undefined;
  return { first: `${first}’s family`, partner: `${partner}’s family` };
}

/** What leaving does, said before it is done. */
export function leaveText(share: Pick<ShareView, 'status' | 'mySide' | 'first' | 'partner' | 'jobId'>) {
  if (share.status === 'seeking')
    return 'Your nanny share ends: it is no longer listed, and the proposals waiting for an answer are declined.';
  const sides = sidesOf(share);
  const other = sides ? share[sides.other] : null;
  const told = `The share ends, and ${other?.label ?? 'the other family'} is told by email.`;
  return share.jobId ? `${told} ${SHARE_TEXTS.leftJobNote}` : told;
}

/**
 * A server's field messages as a form's own fields (`part.postcode`; a message deeper down, such as
 * `part.schedule.mon`, goes to the field holding it), first field first, one message a field, only the
 * fields the form has.
 */
export function formFieldErrors<F extends string>(
  fields: Readonly<Record<string, string>>,
  order: readonly F[],
): Array<[F, string]> {
  const found = new Map<F, string>();
  for (const [path, message] of Object.entries(fields)) {
    const field = order.find((name) => path === name || path.startsWith(`${name}.`));
    if (field && message && !found.has(field)) found.set(field, message);
  }
  return order.flatMap((name) => {
    const message = found.get(name);
    return message ? [[name, message] as [F, string]] : [];
  });
}
