/**
 * Nanny shares (contract/shares-constants.ts says the rules; data/shares.ts the items): a family starts
 * a share, others find it and propose, the first family accepts one, the two agree the split of the
 * nanny's pay and give their details as employers, and either may leave. Only family accounts take
 * part. A share's whole view is its two families'; another family reads what its card shows. Every move
 * is one transaction conditional on what it read, and a failed condition is answered in words with
 * nothing stored.
 */
import { randomBytes } from 'node:crypto';
import { areaOf, districtOf } from '../contract/postcode.ts';
import {
  SHARE_MAX_OPEN_PROPOSALS,
  SHARE_PAGE_SIZE,
  SHARE_TEXTS,
  type SharePartInput,
} from '../contract/shares.ts';
import { splitShare, type ShareSide, type SplitInput } from '../contract/share-split.ts';
import {
  acceptItems,
  createShareItems,
  declineItems,
  getProposal,
  getShare,
  getSharePointer,
  isBlockedBy,
  leaveItems,
  listAreaShares,
  listProposals,
  moveItems,
  proposeItems,
  reserveJobItem,
  type Share,
  type ShareMember,
  type SharePart,
  type ShareProposal,
} from '../data/shares.ts';
import { outboxEntry, putOutboxEntry, type OutboxEntry } from '../data/outbox.ts';
import { transact } from '../data/table/transact.ts';
import { getJob, type JobShare } from '../data/jobs.ts';
import { conflict, forbidden, invalid, notFound } from '../domain/errors.ts';
import { firstName } from '../domain/nanny.ts';
import { plainParagraphs, plainText } from '../domain/sanitise.ts';
import { matchShare, placeMatch, rankShares } from '../domain/share-matching.ts';
import type { ShareEmailKind } from '../domain/share-emails.ts';
import type { Principal } from '../platform/principal.ts';
import type { Logger } from '../platform/log.ts';
import { messageTextOf, serverClientId, sharePlan, startOrAdd } from './conversations.ts';

const ATTEMPTS = 3;

const requireFamily = (principal: Principal) => {
  if (principal.userType !== 'family') throw forbidden(SHARE_TEXTS.familiesOnly);
};

const newShareId = () => randomBytes(12).toString('hex');

const labelOf = (principal: Principal) => firstName(principal.name) || 'Family';

/** A family's part as typed, its words cleaned as every text others read is (domain/sanitise.ts). */
function partOf(input: SharePartInput): SharePart {
  return {
    postcodeDistrict: districtOf(input.postcode)!.district,
    schedule: input.schedule,
    children: input.children,
    childrenAges: plainText(input.childrenAges),
  };
}

const sideOf = (share: Share, accountId: string): ShareSide | null =>
  share.first.accountId === accountId ? 'first' : share.partner?.accountId === accountId ? 'partner' : null;

const otherOf = (share: Share, side: ShareSide): ShareMember | null =>
  side === 'first' ? share.partner : share.first;

const email = (share: Share, to: string, kind: ShareEmailKind, otherLabel: string, now: Date): OutboxEntry =>
  outboxEntry(
    {
      type: 'share-email',
      payload: { recipientId: to, kind, shareId: share.id, otherLabel, jobId: share.jobId },
    },
    to,
    now,
  );

// ---------------------------------------------------------------------------------------------------
// Views

const memberView = (member: ShareMember) => ({
  label: member.label,
  part: member.part,
  employer: member.employer,
});

const reasonsFor = (mine: SharePart | null, theirs: SharePart) =>
  mine ? (matchShare(mine, theirs)?.reasons ?? []) : [];

const proposalView = (proposal: ShareProposal, mine: SharePart | null) => ({
  familyId: proposal.familyId,
  familyLabel: proposal.familyLabel,
  part: proposal.part,
  status: proposal.status,
  conversationId: proposal.conversationId,
  createdAt: proposal.createdAt,
  reasons: reasonsFor(mine, proposal.part),
});

/** The share as `accountId` sees it: whole for its families, its card and own proposal for another. */
async function shareView(share: Share, accountId: string, readerPart: SharePart | null = null) {
  const side = sideOf(share, accountId);
  const proposals = side === 'first' ? await listProposals(share.id) : [];
  const mine = side ? null : await getProposal(share.id, accountId);
  return {
    id: share.id,
    status: share.status,
    listed: share.listed,
    about: share.about,
    mySide: side,
    first: side ? memberView(share.first) : { ...memberView(share.first), employer: null },
    partner: side && share.partner ? memberView(share.partner) : null,
    split: side ? share.split : null,
    jobId: side ? share.jobId : null,
    proposals: proposals.map((p) => proposalView(p, share.first.part)),
    myProposal: mine ? proposalView(mine, null) : null,
    reasons: side ? [] : reasonsFor(readerPart, share.first.part),
    conversationId: side && share.partner ? share.conversationId : null,
    createdAt: share.createdAt,
    updatedAt: share.updatedAt,
  };
}

/** The caller's own share, read consistently, or null. */
async function ownShare(accountId: string): Promise<Share | null> {
  const pointer = await getSharePointer(accountId);
  return pointer ? getShare(pointer.shareId, true) : null;
}

/**
 * A share the caller may read: its own, or another family's that seeks a partner (listed, or reached
 * by its link), or one it proposed to. Anything else is the same 404, so a share's existence is not
 * given away.
 */
async function readable(principal: Principal, shareId: string): Promise<Share> {
  const share = await getShare(shareId, true);
  if (!share) throw notFound(SHARE_TEXTS.notFound);
  if (sideOf(share, principal.id)) return share;
  if (share.status === 'seeking') return share;
  if (await getProposal(share.id, principal.id)) return share;
  throw notFound(SHARE_TEXTS.notFound);
}

/** A share the caller is a family of, and its side. */
async function memberShare(
  principal: Principal,
  shareId: string,
): Promise<{ share: Share; side: ShareSide }> {
  requireFamily(principal);
  const share = await getShare(shareId, true);
  const side = share ? sideOf(share, principal.id) : null;
  if (!share || !side) throw notFound(SHARE_TEXTS.notFound);
  if (share.status === 'ended') throw conflict(SHARE_TEXTS.ended);
  return { share, side };
}

// ---------------------------------------------------------------------------------------------------
// Reads

/** GET /nanny-shares/mine */
export async function myShare(principal: Principal) {
  requireFamily(principal);
  const share = await ownShare(principal.id);
  return { share: share ? await shareView(share, principal.id) : null };
}

/** GET /nanny-shares/{shareId} */
export async function readShare(principal: Principal, shareId: string) {
  requireFamily(principal);
  const share = await readable(principal, shareId);
  const own = sideOf(share, principal.id) ? null : await ownShare(principal.id);
  return shareView(share, principal.id, own ? partOfMember(own, principal.id) : null);
}

const partOfMember = (share: Share, accountId: string) =>
  sideOf(share, accountId) === 'partner' ? share.partner!.part : share.first.part;

/**
 * GET /nanny-shares: the listed shares seeking a partner in the family's postcode area, best matches
 * first. A family with a share is matched to its own part (shares with no day in common are left out);
 * one without names a postcode, and is shown the area's shares newest first.
 */
export async function listShares(principal: Principal, query: { postcode?: string | undefined }) {
  requireFamily(principal);
  const own = await ownShare(principal.id);
  const mine = own && own.status !== 'ended' ? partOfMember(own, principal.id) : null;
  const district =
    mine?.postcodeDistrict ?? (query.postcode ? districtOf(query.postcode)?.district : null) ?? null;
  if (!district) return { matchedTo: null, area: null, items: [] };
  const found = (await listAreaShares(areaOf(district))).filter(
    (share) => share.first.accountId !== principal.id && share.id !== own?.id,
  );
  const card = (share: Share, reasons: string[]) => ({
    id: share.id,
    familyLabel: share.first.label,
    part: share.first.part,
    about: share.about,
    createdAt: share.createdAt,
    reasons,
  });
  const items = mine
    ? rankShares(found, (share) => matchShare(mine, share.first.part)).map(({ item, match }) =>
        card(item, match.reasons),
      )
    : found.map((share) => {
        const place = placeMatch(district, share.first.part.postcodeDistrict);
        return card(share, place ? [place.reason] : []);
      });
  return {
    matchedTo: mine,
    area: areaOf(district),
    items: items.slice(0, SHARE_PAGE_SIZE),
  };
}

// ---------------------------------------------------------------------------------------------------
// Moves

/** POST /nanny-shares: a family starts a share, refused while it has one. */
export async function createShare(
  principal: Principal,
  input: { part: SharePartInput; about: string; listed: boolean },
  log: Logger,
  now = new Date(),
) {
  requireFamily(principal);
  const at = now.toISOString();
  const share: Share = {
    id: newShareId(),
    status: 'seeking',
    listed: input.listed,
    about: plainParagraphs(input.about),
    first: { accountId: principal.id, label: labelOf(principal), part: partOf(input.part), employer: null },
    partner: null,
    split: null,
    jobId: null,
    conversationId: null,
    openProposals: 0,
    version: 1,
    createdAt: at,
    updatedAt: at,
    endedAt: null,
  };
  const outcome = await transact(createShareItems(share));
  if (!outcome.done) {
    if (outcome.failed === 'pointer') throw conflict(SHARE_TEXTS.alreadyInShare);
    throw forbidden(SHARE_TEXTS.familiesOnly);
  }
  log.info('share created', { shareId: share.id, listed: share.listed });
  return shareView(share, principal.id);
}

/**
 * POST /nanny-shares/{shareId}/proposals: another family proposes, with a first message that starts the
 * families' conversation; the proposal is written in that message's transaction, so both are stored or
 * neither. Its own share, a share with two families, a family in a share, a second proposal, a family
 * the first family blocked: a 4xx, and nothing is stored.
 */
export async function proposeToShare(
  principal: Principal,
  shareId: string,
  input: { part: SharePartInput; text: string },
  log: Logger,
  now = new Date(),
) {
  requireFamily(principal);
  const share = await getShare(shareId, true);
  if (!share) throw notFound(SHARE_TEXTS.notFound);
  if (sideOf(share, principal.id)) throw invalid(SHARE_TEXTS.ownShare, { _: SHARE_TEXTS.ownShare });
  if (share.status !== 'seeking') {
    if (share.partner) throw conflict(SHARE_TEXTS.full);
    throw notFound(SHARE_TEXTS.notFound);
  }
  if (share.openProposals >= SHARE_MAX_OPEN_PROPOSALS) throw conflict(SHARE_TEXTS.tooManyProposals);
  // A family the first family blocked does not reach it: its share is not found (a message would be
  // held from it; a proposal is refused, nothing stored).
  if (await isBlockedBy(share.first.accountId, principal.id)) throw notFound(SHARE_TEXTS.notFound);
  const text = messageTextOf(input.text);
  const at = now.toISOString();
  const proposal = (conversationId: string): ShareProposal => ({
    shareId: share.id,
    familyId: principal.id,
    familyLabel: labelOf(principal),
    part: partOf(input.part),
    status: 'open',
    conversationId,
    createdAt: at,
    updatedAt: at,
  });
  // The share's condition fails when it found its partner, ended, or filled up meanwhile: which one is
  // read after the refusal, to answer in its words.
  const shareRefused = conflict(SHARE_TEXTS.notSeeking);
  const refusals = [
    () => shareRefused,
    () => conflict(SHARE_TEXTS.proposedAlready),
    () => conflict(SHARE_TEXTS.alreadyInShare),
  ];
  const plan = sharePlan(
    { accountId: principal.id, label: labelOf(principal) },
    { accountId: share.first.accountId, label: share.first.label },
  );
  try {
    const sent = await startOrAdd(plan, {
      text,
      clientId: serverClientId(),
      now,
      extra: {
        writes: (conversationId) => [
          ...proposeItems(share, proposal(conversationId)),
          putOutboxEntry(email(share, share.first.accountId, 'proposal', labelOf(principal), now)),
        ],
        refused: (index) => (refusals[index] ?? refusals[0]!)(),
      },
    });
    log.info('share proposed', { shareId: share.id, conversationId: sent.conversationId });
  } catch (error) {
    if (error !== shareRefused) throw error;
    const again = await getShare(share.id, true);
    if (again?.partner) throw conflict(SHARE_TEXTS.full);
    if (again?.status === 'seeking') throw conflict(SHARE_TEXTS.tooManyProposals);
    throw error;
  }
  return shareView((await getShare(share.id, true)) ?? share, principal.id);
}

/** Runs a share's move, reading it again when another move won the race, up to a few times. */
async function withShare<T>(
  principal: Principal,
  shareId: string,
  move: (share: Share, side: ShareSide) => Promise<T | 'again'>,
): Promise<T> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const { share, side } = await memberShare(principal, shareId);
    const done = await move(share, side);
    if (done !== 'again') return done;
  }
  throw conflict(SHARE_TEXTS.changedElsewhere);
}

/**
 * POST /nanny-shares/{shareId}/proposals/{familyId}/accept: the first family takes a proposal; the
 * share has its two families and leaves the search, every other open proposal is declined, and both the
 * accepted and the declined families are told. Two accepts at once: one wins, the other is told the
 * share is full. A family that joined another share meanwhile: 409, nothing changed.
 */
export async function acceptProposal(
  principal: Principal,
  shareId: string,
  familyId: string,
  log: Logger,
  now = new Date(),
) {
  return withShare(principal, shareId, async (share, side) => {
    if (side !== 'first') throw forbidden(SHARE_TEXTS.notFirst);
    if (share.partner) throw conflict(SHARE_TEXTS.full);
    if (share.status !== 'seeking') throw conflict(SHARE_TEXTS.ended);
    const proposals = await listProposals(share.id);
    const accepted = proposals.find((p) => p.familyId === familyId);
    if (!accepted) throw notFound(SHARE_TEXTS.proposalNotFound);
    if (accepted.status !== 'open') throw conflict(SHARE_TEXTS.proposalAnswered);
    const others = proposals.filter((p) => p.status === 'open' && p.familyId !== familyId);
    const at = now.toISOString();
    const next: Share = {
      ...share,
      status: 'paired',
      partner: {
        accountId: accepted.familyId,
        label: accepted.familyLabel,
        part: accepted.part,
        employer: null,
      },
      conversationId: accepted.conversationId,
      openProposals: 0,
      updatedAt: at,
    };
    const outcome = await transact(
      acceptItems({
        read: share,
        next,
        accepted,
        others,
        now: at,
        emails: [
          email(next, accepted.familyId, 'accepted', share.first.label, now),
          ...others.map((p) => email(next, p.familyId, 'declined', share.first.label, now)),
        ],
      }),
    );
    if (!outcome.done) {
      if (outcome.failed === 'pointer') throw conflict(SHARE_TEXTS.proposerTaken);
      if (outcome.failed === 'account') throw conflict(SHARE_TEXTS.proposerGone);
      return 'again';
    }
    log.info('share proposal accepted', { shareId: share.id, declined: others.length });
    return shareView(next, principal.id);
  });
}

/** POST /nanny-shares/{shareId}/proposals/{familyId}/decline: the first family declines a proposal. */
export async function declineProposal(
  principal: Principal,
  shareId: string,
  familyId: string,
  log: Logger,
  now = new Date(),
) {
  const { share, side } = await memberShare(principal, shareId);
  if (side !== 'first') throw forbidden(SHARE_TEXTS.notFirst);
  const proposal = await getProposal(share.id, familyId);
  if (!proposal) throw notFound(SHARE_TEXTS.proposalNotFound);
  if (proposal.status !== 'open') throw conflict(SHARE_TEXTS.proposalAnswered);
  const outcome = await transact(
    declineItems(share, proposal, now.toISOString(), [
      email(share, proposal.familyId, 'declined', share.first.label, now),
    ]),
  );
  if (!outcome.done) throw conflict(SHARE_TEXTS.proposalAnswered);
  log.info('share proposal declined', { shareId: share.id });
  return shareView((await getShare(share.id, true)) ?? share, principal.id);
}

/** Whether the share's job stands: posted, or a draft not discarded or expired unpaid. */
const hasJob = async (share: Share) => Boolean(share.jobId && (await getJob(share.jobId, true)));

/**
 * How the split's words name the two families: by first name ("Hana’s family"), or first and second
 * when a name is not known or both have the same one.
 */
function familyNames(share: Share): Record<ShareSide, string> | undefined {
  const first = share.first.label.trim();
  const partner = share.partner?.label.trim() ?? '';
  const named = (label: string) => label !== '' && label !== 'Family';
  if (!named(first) || !named(partner) || first === partner) return undefined;
  return { first: `${first}’s family`, partner: `${partner}’s family` };
}

const requirePaired = (share: Share) => {
  if (!share.partner) throw conflict(SHARE_TEXTS.notPaired);
};

/**
 * PUT /nanny-shares/{shareId}/split: either family proposes the split of the nanny's pay (the input is
 * checked by the contract; the arithmetic is share-split.ts's); the other family is asked to agree it.
 * A new split replaces one not yet agreed, or an agreed one before the job is posted.
 */
export async function proposeSplit(
  principal: Principal,
  shareId: string,
  input: SplitInput,
  log: Logger,
  now = new Date(),
) {
  return withShare(principal, shareId, async (share, side) => {
    requirePaired(share);
    // The job carries the parts agreed when it was posted: they stay while it stands.
    if (await hasJob(share)) throw conflict(SHARE_TEXTS.jobPostedAlready);
    const at = now.toISOString();
    const next: Share = {
      ...share,
      split: {
        version: (share.split?.version ?? 0) + 1,
        input,
        result: splitShare(input, familyNames(share)),
        proposedBy: side,
        agreed: false,
        proposedAt: at,
      },
      updatedAt: at,
    };
    const other = otherOf(share, side)!;
    const mine = side === 'first' ? share.first : share.partner!;
    const outcome = await transact(
      moveItems(share, next, [email(next, other.accountId, 'split', mine.label, now)]),
    );
    if (!outcome.done) return 'again';
    log.info('share split proposed', { shareId: share.id, version: next.split!.version });
    return shareView(next, principal.id);
  });
}

/**
 * POST /nanny-shares/{shareId}/split/agree: the family that did not propose the split agrees the version
 * it read. An older version, or its own proposal: 409, nothing changed.
 */
export async function agreeSplit(
  principal: Principal,
  shareId: string,
  version: number,
  log: Logger,
  now = new Date(),
) {
  return withShare(principal, shareId, async (share, side) => {
    requirePaired(share);
    const split = share.split;
    if (!split || split.version !== version) throw conflict(SHARE_TEXTS.splitNotLatest);
    if (split.proposedBy === side) throw conflict(SHARE_TEXTS.splitOwn);
    if (split.agreed) return shareView(share, principal.id);
    const next: Share = { ...share, split: { ...split, agreed: true }, updatedAt: now.toISOString() };
    const other = otherOf(share, side)!;
    const mine = side === 'first' ? share.first : share.partner!;
    const outcome = await transact(
      moveItems(share, next, [email(next, other.accountId, 'agreed', mine.label, now)]),
    );
    if (!outcome.done) return 'again';
    log.info('share split agreed', { shareId: share.id, version });
    return shareView(next, principal.id);
  });
}

/** PUT /nanny-shares/{shareId}/employer: a family gives its own name and address as her employer. */
export async function setEmployer(
  principal: Principal,
  shareId: string,
  input: { employerName: string; employerAddress: string },
  log: Logger,
  now = new Date(),
) {
  return withShare(principal, shareId, async (share, side) => {
    requirePaired(share);
    const member = side === 'first' ? share.first : share.partner!;
    const next: Share = {
      ...share,
      [side]: {
        ...member,
        employer: { employerName: input.employerName, employerAddress: input.employerAddress },
      },
      updatedAt: now.toISOString(),
    };
    const outcome = await transact(moveItems(share, next, []));
    if (!outcome.done) return 'again';
    log.info('share employer details given', { shareId: share.id, side });
    return shareView(next, principal.id);
  });
}

/**
 * A family leaves its share. Before its job is posted, the partner leaving reopens the first family's
 * share (listed again if it was, with no split), and the first family leaving ends it. Once the job is
 * posted, either family leaving ends the share, and the job becomes the posting family's alone (its
 * parts removed, so the other family reads it no more), or, when the posting family leaves, it stays
 * that family's job. Either way the other family is told, and a family that left may start or join
 * another share.
 */
async function leave(share: Share, side: ShareSide, now: Date) {
  const at = now.toISOString();
  const [proposals, job] = await Promise.all([
    listProposals(share.id),
    share.jobId ? getJob(share.jobId, true) : Promise.resolve(null),
  ]);
  const posted = job?.share?.shareId === share.id ? job : null;
  const leaving = side === 'first' ? share.first : share.partner!;
  const other = otherOf(share, side);
  const ends = side === 'first' || posted !== null;
  const next: Share = ends
    ? { ...share, status: 'ended', endedAt: at, updatedAt: at, openProposals: 0 }
    : {
        ...share,
        status: 'seeking',
        partner: null,
        split: null,
        conversationId: null,
        jobId: null,
        updatedAt: at,
      };
  const emails = [
    ...(other
      ? [
          email(
            { ...share, jobId: posted?.id ?? null },
            other.accountId,
            side === 'partner' || posted ? 'left' : 'ended',
            leaving.label,
            now,
          ),
        ]
      : []),
    ...(ends
      ? proposals
          .filter((p) => p.status === 'open')
          .map((p) => email(share, p.familyId, 'declined', leaving.label, now))
      : []),
  ];
  const outcome = await transact(
    leaveItems({
      read: share,
      next,
      leaving: leaving.accountId,
      alsoUnpointed: ends && other ? other.accountId : null,
      proposals,
      jobId: posted?.id ?? null,
      now: at,
      emails,
    }),
  );
  return outcome.done ? next : null;
}

/** POST /nanny-shares/{shareId}/leave */
export async function leaveShare(principal: Principal, shareId: string, log: Logger, now = new Date()) {
  return withShare(principal, shareId, async (share, side) => {
    const next = await leave(share, side, now);
    if (!next) return 'again';
    log.info('share left', { shareId: share.id, side, status: next.status });
    return shareView(next, principal.id);
  });
}

/**
 * An account's deletion takes its family out of its share (the deletion's first step): as leaving does,
 * the other family told. Idempotent: a family in no share has nothing to leave.
 */
export async function leaveSharesOf(accountId: string, now = new Date()): Promise<void> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const pointer = await getSharePointer(accountId);
    if (!pointer) return;
    const share = await getShare(pointer.shareId, true);
    const side = share ? sideOf(share, accountId) : null;
    if (!share || !side || share.status === 'ended') return;
    if (await leave(share, side, now)) return;
  }
  throw new Error('a share could not be left after several attempts');
}

/**
 * The share a family posts its job for (POST /jobs/family with `shareId`): its own, paired, the split
 * agreed, and no job yet (or only a draft that was discarded or expired unpaid). The job carries each
 * family's part as agreed; the share is reserved for it before the draft is stored (`reserve`), so the
 * two families cannot post two jobs.
 */
export async function shareForPosting(principal: Principal, shareId: string) {
  const { share, side } = await memberShare(principal, shareId);
  requirePaired(share);
  const split = share.split;
  if (!split?.agreed) throw conflict(SHARE_TEXTS.splitNotAgreed);
  if (await hasJob(share)) throw conflict(SHARE_TEXTS.jobPostedAlready);
  const partner = share.partner!;
  const family = (member: ShareMember, of: ShareSide) => ({
    accountId: member.accountId,
    side: of,
    label: member.label,
    postcodeDistrict: member.part.postcodeDistrict,
    schedule: member.part.schedule,
    children: member.part.children,
    childrenAges: member.part.childrenAges,
    weeklyGrossPence: split.result[of].weeklyGrossPence,
    hours: split.result[of].hours,
  });
  const jobShare: JobShare = {
    shareId: share.id,
    home: split.input.home,
    families: [family(share.first, 'first'), family(partner, 'partner')],
    totalWeeklyGrossPence: split.result.totalWeeklyGrossPence,
  };
  return {
    jobShare,
    side,
    /** Reserves the share for the job about to be stored; a move meanwhile is a 409. */
    reserve: async (jobId: string, now: Date) => {
      const outcome = await transact({ share: reserveJobItem(share, jobId, now.toISOString()) });
      if (!outcome.done) throw conflict(SHARE_TEXTS.changedElsewhere);
    },
  };
}
