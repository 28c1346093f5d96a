/**
 * Nanny shares (contract/shares-constants.ts says the rules): a share, the proposals other families
 * make to join it, and each family's pointer to the one share it is in.
 *
 * Keys:
 * - Share: pk SHARE#<id>, sk SHARE -> { id, status, listed, about, first, partner, split, version,
 *   openProposals, conversationId, ... }; while it seeks a partner and is listed, gsi1pk
 *   SHARES#<postcode area>, gsi1sk <createdAt>#<id> (the search of an area, newest first). Every move is
 *   conditional on the `version` it read, so two moves at once cannot both pass.
 * - Proposal: pk SHARE#<id>, sk PROPOSAL#<familyId> -> { familyId, familyLabel, part, status,
 *   conversationId, createdAt }; gsi2pk SHARE_PROPOSALS#<familyId>, gsi2sk <createdAt>#<shareId>, so a
 *   family's own proposals are found (its export and deletion). One per family and share.
 * - Pointer: pk USER#<accountId>, sk SHARE -> { shareId, side }: the one share a family is in (as the
 *   first family or the partner). Put only where none is (attribute_not_exists), with the share's own
 *   write: a family never has two shares, and a share never a third family.
 *
 * Retention (contract/retention.ts `shares`): an open share is kept while open; ending it sets the
 * expiry of it and its proposals 12 months on, and deletes both pointers.
 */
import { ttlFrom } from '../contract/retention.ts';
import { areaOf } from '../contract/postcode.ts';
import {
  SHARE_AREA_READ,
  SHARE_MAX_OPEN_PROPOSALS,
  type ProposalStatus,
  type ShareStatus,
} from '../contract/shares-constants.ts';
import type { ShareSide, SplitInput, SplitResult } from '../contract/share-split.ts';
import { emptyWeek, weekOf, type Week } from '../contract/week-constants.ts';
import { ddb } from '../platform/clients.ts';
import { accountActiveCheck } from './account-index.ts';
import { jobKey } from './jobs.ts';
import { accountSideKey, conversationKeys } from './conversation-keys.ts';
import type { EntityDeclaration, StoredItem, Subject } from './entity.ts';
import { putOutboxEntry, type OutboxEntry } from './outbox.ts';
import { getItem, queryItems } from './table/commands.ts';
import type { TransactItem } from './table/transact.ts';

export interface SharePart {
  postcodeDistrict: string;
  schedule: Week;
  children: number;
  childrenAges: string;
}

export interface ShareEmployer {
  employerName: string;
  employerAddress: string;
}

export interface ShareMember {
  accountId: string;
  /** The family's first name, as the other family and searching families see it. */
  label: string;
  part: SharePart;
  employer: ShareEmployer | null;
}

export interface StoredSplit {
  version: number;
  input: SplitInput;
  result: SplitResult;
  proposedBy: ShareSide;
  agreed: boolean;
  proposedAt: string;
}

export interface Share {
  id: string;
  status: ShareStatus;
  listed: boolean;
  about: string;
  first: ShareMember;
  partner: ShareMember | null;
  split: StoredSplit | null;
  /** The job posted for both families, once posted. */
  jobId: string | null;
  /** The two families' conversation, once paired. */
  conversationId: string | null;
  /** Proposals waiting for an answer. */
  openProposals: number;
  version: number;
  createdAt: string;
  updatedAt: string;
  endedAt: string | null;
}

export interface ShareProposal {
  shareId: string;
  familyId: string;
  familyLabel: string;
  part: SharePart;
  status: ProposalStatus;
  conversationId: string | null;
  createdAt: string;
  updatedAt: string;
}

export const shareKey = (id: string) => ({ pk: `SHARE#${id}`, sk: 'SHARE' });
export const proposalKey = (shareId: string, familyId: string) => ({
  pk: `SHARE#${shareId}`,
  sk: `PROPOSAL#${familyId}`,
});
export const sharePointerKey = (accountId: string) => ({ pk: `USER#${accountId}`, sk: 'SHARE' });
export const sharesAreaPartition = (area: string) => `SHARES#${area}`;
const proposalsOfPartition = (familyId: string) => `SHARE_PROPOSALS#${familyId}`;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const expiry = (endedAt: string) => ttlFrom('shares', endedAt);

const members = (item: StoredItem) =>
  [item.first, item.partner]
    .map((m) => (m && typeof m === 'object' ? text((m as Record<string, unknown>).accountId) : ''))
    .filter((id) => id !== '');

const partOf = (value: unknown): SharePart => {
  const part = (value ?? {}) as Record<string, unknown>;
  return {
    postcodeDistrict: text(part.postcodeDistrict),
    schedule: weekOf(part.schedule) ?? emptyWeek(),
    children: Number(part.children) || 0,
    childrenAges: text(part.childrenAges),
  };
};

const memberOf = (value: unknown): ShareMember | null => {
  if (!value || typeof value !== 'object') return null;
  const m = value as Record<string, unknown>;
  const employer = m.employer as Record<string, unknown> | null | undefined;
  return {
    accountId: text(m.accountId),
    label: text(m.label),
    part: partOf(m.part),
    employer: employer
      ? { employerName: text(employer.employerName), employerAddress: text(employer.employerAddress) }
      : null,
  };
};

export function shareFromItem(item: StoredItem): Share {
  return {
    id: text(item.id),
    status: item.status as ShareStatus,
    listed: item.listed === true,
    about: text(item.about),
    first: memberOf(item.first)!,
    partner: memberOf(item.partner),
    split: (item.split as StoredSplit | null | undefined) ?? null,
    jobId: typeof item.jobId === 'string' ? item.jobId : null,
    conversationId: typeof item.conversationId === 'string' ? item.conversationId : null,
    openProposals: Number(item.openProposals) || 0,
    version: Number(item.version) || 1,
    createdAt: text(item.createdAt),
    updatedAt: text(item.updatedAt),
    endedAt: typeof item.endedAt === 'string' ? item.endedAt : null,
  };
}

export function proposalFromItem(item: StoredItem): ShareProposal {
  return {
    shareId: text(item.shareId),
    familyId: text(item.familyId),
    familyLabel: text(item.familyLabel),
    part: partOf(item.part),
    status: item.status as ProposalStatus,
    conversationId: typeof item.conversationId === 'string' ? item.conversationId : null,
    createdAt: text(item.createdAt),
    updatedAt: text(item.updatedAt),
  };
}

/** Where a seeking, listed share is found: its first family's postcode area. */
const searchIndex = (share: Share) =>
  share.status === 'seeking' && share.listed
    ? {
        gsi1pk: sharesAreaPartition(areaOf(share.first.part.postcodeDistrict)),
        gsi1sk: `${share.createdAt}#${share.id}`,
      }
    : {};

export function shareToItem(share: Share): StoredItem {
  return {
    ...shareKey(share.id),
    entity: 'Share',
    ...share,
    ...searchIndex(share),
    ...(share.endedAt ? { expiresAt: expiry(share.endedAt) } : {}),
  };
}

const proposalToItem = (proposal: ShareProposal, endedAt: string | null = null): StoredItem => ({
  ...proposalKey(proposal.shareId, proposal.familyId),
  entity: 'ShareProposal',
  ...proposal,
  gsi2pk: proposalsOfPartition(proposal.familyId),
  gsi2sk: `${proposal.createdAt}#${proposal.shareId}`,
  ...(endedAt ? { expiresAt: expiry(endedAt) } : {}),
});

const retention = {
  policy: 'shares',
  ttl: 'expiresAt',
  period: '12 months after the share ended; none while it is open',
} as const;

const partShape = (part: SharePart) => ({
  postcodeDistrict: part.postcodeDistrict,
  schedule: part.schedule,
  children: part.children,
  childrenAges: part.childrenAges,
});

export const entity = {
  name: 'Share',
  keys: { pk: 'SHARE#', sk: 'SHARE' },
  owner: {
    of: (item) => {
      const accounts = members(item);
      return accounts.length
        ? { accounts }
        : { nobody: 'both families left it: kept until its retention ends' };
    },
  },
  retention,
  export: {
    shape: (item, subject) => {
      const share = shareFromItem(item);
      const mine = share.first.accountId === subject.accountId ? share.first : share.partner;
      const other = mine === share.first ? share.partner : share.first;
      return {
        id: share.id,
        status: share.status,
        listed: share.listed,
        about: share.about,
        yourPart: mine ? partShape(mine.part) : null,
        yourEmployerDetails: mine?.employer ?? null,
        otherFamily: other ? { name: other.label, part: partShape(other.part) } : null,
        split: share.split ? { ...share.split.result, agreed: share.split.agreed } : null,
        jobId: share.jobId,
        createdAt: share.createdAt,
        endedAt: share.endedAt,
      };
    },
  },
  find: (s: Subject) => [
    {
      via: { partition: `USER#${s.accountId}`, sortKeyPrefix: 'SHARE' },
      key: (p) => shareKey(text(p.shareId)),
    },
  ],
  erase: {
    with: 'the deletion’s start (services/deletion-start.ts hideAccount, through services/shares.ts leaveSharesOf) takes the family out of its share and tells the other family; an ended share keeps no pointer to it and expires 12 months after it ended',
  },
} satisfies EntityDeclaration;

export const proposalEntity = {
  name: 'ShareProposal',
  keys: { pk: 'SHARE#', sk: 'PROPOSAL#' },
  owner: { of: (item) => ({ account: text(item.familyId) }) },
  retention: { ...retention, period: 'with its share: 12 months after the share ended' },
  export: {
    shape: (item) => {
      const proposal = proposalFromItem(item);
      return {
        shareId: proposal.shareId,
        status: proposal.status,
        yourPart: partShape(proposal.part),
        createdAt: proposal.createdAt,
      };
    },
  },
  find: (s: Subject) => [{ index: 'gsi2', partition: proposalsOfPartition(s.accountId) }],
  erase: { delete: 'the family’s proposals: the family it proposed to sees it no more' },
} satisfies EntityDeclaration;

export const pointerEntity = {
  name: 'SharePointer',
  keys: { pk: 'USER#', sk: 'SHARE' },
  owner: { of: (item) => ({ sameOwnerAs: { pk: text(item.pk), sk: 'ACCOUNT' } }) },
  retention: { policy: 'shares', rule: 'deleted when its family leaves the share or the share ends' },
  export: { none: 'an index of the share, which is exported itself' },
  find: (s: Subject) => [{ key: sharePointerKey(s.accountId) }],
  erase: { delete: 'the family is out of every share once its deletion’s first step ran' },
} satisfies EntityDeclaration;

// ---------------------------------------------------------------------------------------------------
// Reads

export async function getShare(id: string, consistent = false): Promise<Share | null> {
  const out = await ddb().send(getItem({ Key: shareKey(id), ConsistentRead: consistent }));
  return out.Item ? shareFromItem(out.Item) : null;
}

export async function getSharePointer(
  accountId: string,
): Promise<{ shareId: string; side: ShareSide } | null> {
  const out = await ddb().send(getItem({ Key: sharePointerKey(accountId), ConsistentRead: true }));
  return out.Item
    ? { shareId: text(out.Item.shareId), side: out.Item.side === 'partner' ? 'partner' : 'first' }
    : null;
}

export async function getProposal(shareId: string, familyId: string): Promise<ShareProposal | null> {
  const out = await ddb().send(getItem({ Key: proposalKey(shareId, familyId), ConsistentRead: true }));
  return out.Item ? proposalFromItem(out.Item) : null;
}

/** Whether one family blocked another in their conversation (data/conversation-keys.ts). */
export async function isBlockedBy(blockerId: string, blockedId: string): Promise<boolean> {
  const out = await ddb().send(
    getItem({
      Key: conversationKeys.accountBlock(blockerId, accountSideKey(blockedId)),
      ConsistentRead: true,
    }),
  );
  return out.Item !== undefined;
}

/** A share's proposals, newest first. */
export async function listProposals(shareId: string): Promise<ShareProposal[]> {
  const out = await ddb().send(
    queryItems({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':pk': `SHARE#${shareId}`, ':p': 'PROPOSAL#' },
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? []).map(proposalFromItem).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The listed shares seeking a partner in a postcode area, newest first, at most SHARE_AREA_READ. */
export async function listAreaShares(area: string): Promise<Share[]> {
  const found: Share[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await ddb().send(
      queryItems({
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p',
        ExpressionAttributeValues: { ':p': sharesAreaPartition(area) },
        ScanIndexForward: false,
        Limit: SHARE_AREA_READ - found.length,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    found.push(...(out.Items ?? []).map(shareFromItem));
    start = out.LastEvaluatedKey;
  } while (start && found.length < SHARE_AREA_READ);
  return found;
}

// ---------------------------------------------------------------------------------------------------
// Writes: each returns the transaction's items by name; services/shares.ts runs them and answers a
// failed condition with its words.

const sharePut = (share: Share, condition: string, values?: Record<string, unknown>): TransactItem => ({
  Put: {
    Item: shareToItem(share),
    ConditionExpression: condition,
    ...(values ? { ExpressionAttributeValues: values } : {}),
    ...(condition.includes('#status') ? { ExpressionAttributeNames: { '#status': 'status' } } : {}),
  },
});

/** The share as read moves to `next`, only if nobody moved it meanwhile. */
const shareMove = (next: Share, read: Share) =>
  sharePut({ ...next, version: read.version + 1 }, 'version = :v', { ':v': read.version });

const pointerPut = (accountId: string, shareId: string, side: ShareSide): TransactItem => ({
  Put: {
    Item: { ...sharePointerKey(accountId), entity: 'SharePointer', shareId, side },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

const pointerDelete = (accountId: string, shareId: string): TransactItem => ({
  Delete: {
    Key: sharePointerKey(accountId),
    ConditionExpression: 'shareId = :s',
    ExpressionAttributeValues: { ':s': shareId },
  },
});

const outboxItems = (entries: readonly OutboxEntry[]) => entries.map(putOutboxEntry);

/** A new share with its family's pointer: refused (`pointer`) while the family has a share. */
export const createShareItems = (share: Share) => ({
  account: accountActiveCheck(share.first.accountId),
  pointer: pointerPut(share.first.accountId, share.id, 'first'),
  share: sharePut(share, 'attribute_not_exists(pk)'),
});

/**
 * A proposal, for the transaction of the first message of the families' conversation: the share must
 * still seek a partner with room for another open proposal (`share`), the family must not have proposed
 * to it before (`proposal`), and must not be in a share (`free`).
 */
export const proposeItems = (share: Share, proposal: ShareProposal): TransactItem[] => [
  {
    Update: {
      Key: shareKey(share.id),
      UpdateExpression: 'SET openProposals = if_not_exists(openProposals, :zero) + :one',
      ConditionExpression:
        'attribute_exists(pk) AND #status = :seeking AND (attribute_not_exists(openProposals) OR openProposals < :max)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':zero': 0,
        ':one': 1,
        ':seeking': 'seeking',
        ':max': SHARE_MAX_OPEN_PROPOSALS,
      },
    },
  },
  { Put: { Item: proposalToItem(proposal), ConditionExpression: 'attribute_not_exists(pk)' } },
  {
    ConditionCheck: {
      Key: sharePointerKey(proposal.familyId),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
];

/** A proposal moved from the status it was read in (and, as its share ends, given its expiry). */
const proposalMove = (
  proposal: ShareProposal,
  status: ProposalStatus,
  now: string,
  endedAt: string | null = null,
): TransactItem => ({
  Put: {
    Item: proposalToItem({ ...proposal, status, updatedAt: now }, endedAt),
    ConditionExpression: '#status = :read',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':read': proposal.status },
  },
});

/**
 * The first family accepts a proposal: the share paired with the family (only while it still seeks,
 * with the open proposals it read, so a proposal made meanwhile is answered too), the family's pointer
 * (only while it is in no share), this proposal accepted and every other open one declined, and the
 * emails.
 */
export const acceptItems = (args: {
  read: Share;
  next: Share;
  accepted: ShareProposal;
  others: readonly ShareProposal[];
  now: string;
  emails: readonly OutboxEntry[];
}) => ({
  share: sharePut(
    { ...args.next, version: args.read.version + 1 },
    'version = :v AND #status = :seeking AND openProposals = :open',
    { ':v': args.read.version, ':seeking': 'seeking', ':open': args.read.openProposals },
  ),
  pointer: pointerPut(args.accepted.familyId, args.read.id, 'partner'),
  account: accountActiveCheck(args.accepted.familyId),
  accepted: proposalMove(args.accepted, 'accepted', args.now),
  declined: args.others.map((p) => proposalMove(p, 'declined', args.now)),
  emails: outboxItems(args.emails),
});

/** The first family declines a proposal: it is answered, and the share has one open proposal fewer. */
export const declineItems = (
  share: Share,
  proposal: ShareProposal,
  now: string,
  emails: readonly OutboxEntry[],
) => ({
  share: {
    Update: {
      Key: shareKey(share.id),
      UpdateExpression: 'SET openProposals = openProposals - :one',
      ConditionExpression: 'attribute_exists(pk) AND openProposals > :zero',
      ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
    },
  } satisfies TransactItem,
  proposal: proposalMove(proposal, 'declined', now),
  emails: outboxItems(emails),
});

/** A move of the share alone (its split, an employer's details) with its emails. */
export const moveItems = (read: Share, next: Share, emails: readonly OutboxEntry[]) => ({
  share: shareMove(next, read),
  emails: outboxItems(emails),
});

/**
 * A family leaves: the share as it becomes (`next`: ended, or seeking again with the first family
 * alone), the leaving family's pointer deleted (and the other's, when it ends), its posted job's parts
 * removed, and the emails. When it ends, every proposal of it is given its expiry with it, the open ones
 * declined; when it seeks again, the leaving family's accepted proposal is deleted, so it may propose
 * again later.
 */
export const leaveItems = (args: {
  read: Share;
  next: Share;
  leaving: string;
  alsoUnpointed: string | null;
  proposals: readonly ShareProposal[];
  /** The share's posted job, whose parts go: it is one family's job again. */
  jobId: string | null;
  now: string;
  emails: readonly OutboxEntry[];
}) => ({
  share: sharePut(
    { ...args.next, version: args.read.version + 1 },
    'version = :v AND openProposals = :open',
    { ':v': args.read.version, ':open': args.read.openProposals },
  ),
  pointer: pointerDelete(args.leaving, args.read.id),
  other: args.alsoUnpointed ? pointerDelete(args.alsoUnpointed, args.read.id) : null,
  proposals: args.next.endedAt
    ? args.proposals.map((p) =>
        proposalMove(p, p.status === 'open' ? 'declined' : p.status, args.now, args.next.endedAt),
      )
    : args.proposals
        .filter((p) => p.familyId === args.leaving && p.status === 'accepted')
        .map((p) => ({ Delete: { Key: proposalKey(p.shareId, p.familyId) } }) satisfies TransactItem),
  job: args.jobId
    ? ({
        Update: {
          Key: jobKey(args.jobId),
          UpdateExpression: 'REMOVE #share',
          ConditionExpression: '#share.shareId = :share',
          ExpressionAttributeNames: { '#share': 'share' },
          ExpressionAttributeValues: { ':share': args.read.id },
        },
      } satisfies TransactItem)
    : null,
  emails: outboxItems(args.emails),
});

/**
 * A share's job reserved as it is posted (its draft stored next): only while the share is paired with
 * its split agreed, has no job or only the one read (a draft discarded or expired unpaid), and nobody
 * moved it meanwhile.
 */
export const reserveJobItem = (share: Share, jobId: string, now: string): TransactItem => ({
  Update: {
    Key: shareKey(share.id),
    UpdateExpression: 'SET jobId = :job, #status = :posted, version = :next, updatedAt = :now',
    // `split` is a reserved word in DynamoDB's expressions: named through a placeholder.
    ConditionExpression: 'version = :v AND #split.agreed = :yes',
    ExpressionAttributeNames: { '#status': 'status', '#split': 'split' },
    ExpressionAttributeValues: {
      ':job': jobId,
      ':posted': 'posted',
      ':next': share.version + 1,
      ':now': now,
      ':v': share.version,
      ':yes': true,
    },
  },
});
