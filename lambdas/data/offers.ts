/**
 * Offers of employment and the written statements made from them. One offer per application: the
 * poster proposes it, changes it (a new version), withdraws it; the nanny accepts or declines the latest
 * version. Each move is one transaction, conditional on the status and version it read, with the
 * application's move (applications.ts), both parties' pointers, and the move's outbox emails. Every
 * change after acceptance writes the next version of the written statement.
 *
 * Keys: the offer pk OFFER#<jobId>#<nannyId>, sk OFFER; each statement version in the same partition,
 * sk STATEMENT#<0001…> (never changed once written); each party's pointer pk USER#<userId>,
 * sk OFFER#<jobId>#<nannyId>, so an account's offers are found (its list, export and deletion) after the
 * job and the application are gone. All of them expire together, six years after the last change
 * (contract/retention.ts `employment`): each change sets the expiry of every item again.
 */
import { ttlFrom } from '../contract/retention.ts';
import type { OfferStatus, OfferTerms } from '../contract/offers.ts';
import { PARTICULARS, type Particular } from '../contract/statement.ts';
import { ddb } from '../platform/clients.ts';
import type { EntityDeclaration, StoredItem, Subject } from './entity.ts';
import { putOutboxEntry, type OutboxEntry } from './outbox.ts';
import { getItem, queryItems } from './table/commands.ts';
import { readPartitionPage } from './table/pages.ts';
import { transact, type NamedItems, type TransactItem } from './table/transact.ts';

export interface Offer {
  jobId: string;
  nannyId: string;
  /** The job's poster: the employer's account (empty once it was deleted). */
  posterId: string;
  /** The nanny's account (empty once it was deleted). */
  nannyUserId: string;
  /** The poster as she sees them ("Family", an agency's name). */
  posterLabel: string;
  /** The job's title when the offer was made. */
  jobTitle: string;
  /** Her first name, as the poster sees her. */
  nannyFirstName: string;
  /** Her full name as she gave it for the statement when she accepted; null before. */
  employeeName: string | null;
  status: OfferStatus;
  /** The terms' version: each change of a proposed offer is the next. */
  version: number;
  terms: OfferTerms;
  /** When the latest version was proposed. */
  proposedAt: string;
  answeredAt: string | null;
  /** The latest statement's version (0 until she accepts). */
  statementVersion: number;
  /** Every statement version, when it was issued and what it changed from the one before, oldest first. */
  statements: Array<{ version: number; issuedAt: string; changed: Particular[] }>;
  createdAt: string;
  updatedAt: string;
  /**
   * A nanny share's offer (data/jobs.ts JobShare): the other family, who employs her for its own part,
   * each family's part of the gross pay a week, and the other family's details as an employer, as they
   * stood when the offer was made. Each family's statement is its own (`Statement.part`).
   */
  share?: OfferShare | null;
}

export interface OfferShare {
  /** The other family's account (empty once it was deleted). */
  partnerId: string;
  partnerLabel: string;
  /** The posting family by its first name, as the share knows it (a family's job says "Family"). */
  posterFamilyLabel?: string;
  posterWeeklyPence: number;
  partnerWeeklyPence: number;
  /** Each family's hours a week as the split has them (its solo hours and the shared ones). */
  posterHours?: number;
  partnerHours?: number;
  /** Whose home she works in for the shared hours, by the poster's and the other family's side. */
  home?: 'poster' | 'partner' | 'alternate';
  partnerEmployer: { employerName: string; employerAddress: string };
}

/** Whose statement: the poster's (every offer has it) or a nanny share's other family's. */
export type StatementPart = 'poster' | 'partner';

export interface Statement {
  jobId: string;
  nannyId: string;
  posterId: string;
  nannyUserId: string;
  version: number;
  issuedAt: string;
  employeeName: string;
  terms: OfferTerms;
  /** The particulars this version changed from the one before (none for version 1). */
  changed: Particular[];
  /** A nanny share's statements: whose this is, and the other employer's part beside it. */
  part?: StatementPart;
  share?: StatementShare;
}

/** What a nanny share's statement says of the other employer (contract/statement.ts). */
export interface StatementShare {
  otherEmployer: string;
  otherWeeklyPence: number;
  /** The other employer's hours a week, and all her hours a week (absent on the first statements). */
  otherHours?: number;
  totalWeeklyPence: number;
  totalHours?: number;
}

export const offerPartition = (jobId: string, nannyId: string) => `OFFER#${jobId}#${nannyId}`;
export const offerKey = (jobId: string, nannyId: string) => ({
  pk: `OFFER#${jobId}#${nannyId}`,
  sk: 'OFFER',
});
const versionPart = (version: number) => String(version).padStart(4, '0');
export const statementKey = (
  jobId: string,
  nannyId: string,
  version: number,
  part: StatementPart = 'poster',
) =>
  part === 'partner'
    ? { pk: `OFFER#${jobId}#${nannyId}`, sk: `STATEMENT#${versionPart(version)}#partner` }
    : { pk: `OFFER#${jobId}#${nannyId}`, sk: `STATEMENT#${versionPart(version)}` };
export const offerPointerKey = (userId: string, jobId: string, nannyId: string) => ({
  pk: `USER#${userId}`,
  sk: `OFFER#${jobId}#${nannyId}`,
});

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);
const particulars = (value: unknown): Particular[] =>
  Array.isArray(value) ? PARTICULARS.filter((p) => value.includes(p)) : [];

export function offerFromItem(item: StoredItem): Offer {
  return {
    jobId: text(item.jobId),
    nannyId: text(item.nannyId),
    posterId: text(item.posterId),
    nannyUserId: text(item.nannyUserId),
    posterLabel: text(item.posterLabel),
    jobTitle: text(item.jobTitle),
    nannyFirstName: text(item.nannyFirstName),
    employeeName: textOrNull(item.employeeName),
    status: item.status as OfferStatus,
    version: Number(item.version),
    terms: item.terms as OfferTerms,
    proposedAt: text(item.proposedAt),
    answeredAt: textOrNull(item.answeredAt),
    statementVersion: typeof item.statementVersion === 'number' ? item.statementVersion : 0,
    statements: Array.isArray(item.statements)
      ? (item.statements as Array<Record<string, unknown>>).map((v) => ({
          version: Number(v.version),
          issuedAt: text(v.issuedAt),
          changed: particulars(v.changed),
        }))
      : [],
    createdAt: text(item.createdAt),
    updatedAt: text(item.updatedAt),
    ...(item.share && typeof item.share === 'object' ? { share: item.share as OfferShare } : {}),
  };
}

const expiry = (at: string) => ttlFrom('employment', at);

export function offerToItem(offer: Offer): StoredItem {
  return {
    ...offerKey(offer.jobId, offer.nannyId),
    entity: 'Offer',
    ...offer,
    expiresAt: expiry(offer.updatedAt),
  };
}

export function statementFromItem(item: StoredItem): Statement {
  return {
    jobId: text(item.jobId),
    nannyId: text(item.nannyId),
    posterId: text(item.posterId),
    nannyUserId: text(item.nannyUserId),
    version: Number(item.version),
    issuedAt: text(item.issuedAt),
    employeeName: text(item.employeeName),
    terms: item.terms as OfferTerms,
    changed: particulars(item.changed),
    ...(item.part === 'partner' ? { part: 'partner' as const } : {}),
    ...(item.share && typeof item.share === 'object' ? { share: item.share as StatementShare } : {}),
  };
}

export function statementToItem(statement: Statement): StoredItem {
  return {
    ...statementKey(statement.jobId, statement.nannyId, statement.version, statement.part),
    entity: 'Statement',
    ...statement,
    expiresAt: expiry(statement.issuedAt),
  };
}

function pointerItem(userId: string, offer: Offer, role: 'poster' | 'nanny' | 'partner'): StoredItem {
  return {
    ...offerPointerKey(userId, offer.jobId, offer.nannyId),
    entity: 'OfferPointer',
    jobId: offer.jobId,
    nannyId: offer.nannyId,
    role,
    expiresAt: expiry(offer.updatedAt),
  };
}

/**
 * The accounts an offer or statement still belongs to: both parties (and a nanny share's other family,
 * on the offer), less any deleted. A share's other family's statement names that family as `posterId`.
 */
const partiesOf = (item: StoredItem) =>
  [item.posterId, item.nannyUserId, (item.share as { partnerId?: unknown } | undefined)?.partnerId].filter(
    (id): id is string => typeof id === 'string' && id !== '',
  );

const ownerOf = (item: StoredItem) => {
  const accounts = partiesOf(item);
  return accounts.length
    ? { accounts }
    : { nobody: 'both parties deleted their accounts: kept until its retention ends' };
};

/** An offer or statement without the deleted account: the other party keeps it as an employment record. */
function withoutParty(item: StoredItem, subject: Subject): StoredItem {
  return {
    ...item,
    ...(item.posterId === subject.accountId ? { posterId: '', posterDeleted: true } : {}),
    ...(item.nannyUserId === subject.accountId ? { nannyUserId: '', nannyDeleted: true } : {}),
    ...((item.share as { partnerId?: unknown } | undefined)?.partnerId === subject.accountId
      ? { share: { ...(item.share as object), partnerId: '' }, partnerDeleted: true }
      : {}),
  };
}

const pointers = (s: Subject) => ({ partition: `USER#${s.accountId}`, sortKeyPrefix: 'OFFER#' });
const retention = {
  policy: 'employment',
  ttl: 'expiresAt',
  period: 'six years after the offer or its statement last changed',
} as const;
const KEPT_FOR_THE_OTHER =
  'the other party keeps it as an employment record (the employer must keep employment records; she needs her statement)';

export const entity = {
  name: 'Offer',
  keys: { pk: 'OFFER#', sk: 'OFFER' },
  owner: { of: ownerOf },
  retention,
  export: {
    shape: (item) => {
      const offer = offerFromItem(item);
      return {
        jobId: offer.jobId,
        jobTitle: offer.jobTitle,
        status: offer.status,
        version: offer.version,
        terms: offer.terms,
        employeeName: offer.employeeName,
        proposedAt: offer.proposedAt,
        answeredAt: offer.answeredAt,
        statementVersion: offer.statementVersion,
        createdAt: offer.createdAt,
        updatedAt: offer.updatedAt,
      };
    },
  },
  find: (s) => [{ via: pointers(s), key: (p) => offerKey(String(p.jobId), String(p.nannyId)) }],
  erase: { reduce: withoutParty, why: KEPT_FOR_THE_OTHER },
} satisfies EntityDeclaration;

export const statementEntity = {
  name: 'Statement',
  keys: { pk: 'OFFER#', sk: 'STATEMENT#' },
  owner: { of: ownerOf },
  retention,
  export: {
    shape: (item) => {
      const statement = statementFromItem(item);
      return {
        jobId: statement.jobId,
        version: statement.version,
        issuedAt: statement.issuedAt,
        employeeName: statement.employeeName,
        terms: statement.terms,
        changed: statement.changed,
      };
    },
  },
  find: (s) => [
    {
      via: pointers(s),
      partitions: (p) => ({
        partition: offerPartition(String(p.jobId), String(p.nannyId)),
        sortKeyPrefix: 'STATEMENT#',
      }),
    },
  ],
  erase: { reduce: withoutParty, why: KEPT_FOR_THE_OTHER },
} satisfies EntityDeclaration;

/** Each party's pointer to an offer: found from their account, deleted with it (after the offer's reduction). */
export const pointerEntity = {
  name: 'OfferPointer',
  keys: { pk: 'USER#', sk: 'OFFER#' },
  owner: { of: (item) => ({ account: String(item.pk).slice('USER#'.length) }) },
  retention,
  export: { none: 'an index of the offers, which are exported themselves' },
  find: (s) => [pointers(s)],
  erase: { delete: 'an index of the account’s offers' },
} satisfies EntityDeclaration;

export async function getOffer(jobId: string, nannyId: string): Promise<Offer | null> {
  const out = await ddb().send(getItem({ Key: offerKey(jobId, nannyId), ConsistentRead: true }));
  return out.Item ? offerFromItem(out.Item) : null;
}

export async function getStatement(
  jobId: string,
  nannyId: string,
  version: number,
  part: StatementPart = 'poster',
): Promise<Statement | null> {
  const out = await ddb().send(
    getItem({ Key: statementKey(jobId, nannyId, version, part), ConsistentRead: true }),
  );
  return out.Item ? statementFromItem(out.Item) : null;
}

/** Every version of an offer's statement, oldest first (at most MAX_STATEMENT_VERSIONS). */
export async function listStatements(jobId: string, nannyId: string): Promise<Statement[]> {
  const out = await ddb().send(
    queryItems({
      KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)',
      ExpressionAttributeValues: { ':p': offerPartition(jobId, nannyId), ':s': 'STATEMENT#' },
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? []).map(statementFromItem);
}

/** A page of an account's offers (made or received), by the pointers under its account. */
export async function listOfferPointers(userId: string, opts: { limit: number; cursor?: string }) {
  const page = await readPartitionPage({
    partition: `USER#${userId}`,
    sortKeyPrefix: 'OFFER#',
    limit: opts.limit,
    cursor: opts.cursor,
  });
  return {
    items: page.items.map((item) => ({ jobId: String(item.jobId), nannyId: String(item.nannyId) })),
    nextCursor: page.nextCursor,
  };
}

/**
 * One move of an offer, written whole or not at all:
 * - `next`, the offer as it will be, put only if the stored one is still `read` (its status and
 *   version, and its statement's version), or, for a first offer, if none exists;
 * - `statement`, a new statement version, put once (a second writer of the same version fails);
 * - the expiry of every earlier statement moved to the new one's, so all are kept as long;
 * - both parties' pointers;
 * - the application's move and the checks of the caller's reach (`with`), and the outbox emails.
 * 'stale' when the offer moved meanwhile, or the name of the item of `with` whose condition failed.
 */
export async function writeOfferMove<K extends string>(move: {
  read: Offer | null;
  next: Offer;
  statement?: Statement | null;
  /** A nanny share's other family's statement of the same version. */
  partnerStatement?: Statement | null;
  earlierStatements?: readonly number[];
  with?: { [Name in K]?: TransactItem | readonly TransactItem[] | null };
  outbox: readonly OutboxEntry[];
}): Promise<{ done: true } | { done: false; failed: 'stale' | K }> {
  const { read, next } = move;
  const offer: TransactItem = {
    Put: {
      Item: offerToItem(next),
      ...(read
        ? {
            ConditionExpression:
              '#status = :status AND #version = :version AND statementVersion = :statement',
            ExpressionAttributeNames: { '#status': 'status', '#version': 'version' },
            ExpressionAttributeValues: {
              ':status': read.status,
              ':version': read.version,
              ':statement': read.statementVersion,
            },
          }
        : { ConditionExpression: 'attribute_not_exists(pk)' }),
    },
  };
  const expiresAt = expiry(next.updatedAt);
  const outcome = await transact({
    offer,
    statement: move.statement
      ? { Put: { Item: statementToItem(move.statement), ConditionExpression: 'attribute_not_exists(pk)' } }
      : null,
    partnerStatement: move.partnerStatement
      ? {
          Put: {
            Item: statementToItem(move.partnerStatement),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        }
      : null,
    earlierStatements: (move.earlierStatements ?? []).flatMap((version) =>
      (next.share ? (['poster', 'partner'] as const) : (['poster'] as const)).map((part) => ({
        Update: {
          Key: statementKey(next.jobId, next.nannyId, version, part),
          UpdateExpression: 'SET expiresAt = :at',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':at': expiresAt },
        },
      })),
    ),
    posterPointer: next.posterId ? { Put: { Item: pointerItem(next.posterId, next, 'poster') } } : null,
    nannyPointer: next.nannyUserId ? { Put: { Item: pointerItem(next.nannyUserId, next, 'nanny') } } : null,
    partnerPointer: next.share?.partnerId
      ? { Put: { Item: pointerItem(next.share.partnerId, next, 'partner') } }
      : null,
    ...((move.with ?? {}) as NamedItems<K>),
    offerOutbox: move.outbox.map(putOutboxEntry),
  } as NamedItems<string>);
  if (outcome.done) return { done: true };
  const failed = outcome.failed;
  if (
    failed === 'offer' ||
    failed === 'statement' ||
    failed === 'partnerStatement' ||
    failed === 'earlierStatements'
  )
    return { done: false, failed: 'stale' };
  return { done: false, failed: failed as K };
}
