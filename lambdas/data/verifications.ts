/**
 * A nanny's verification: the checks she asks for and what a moderator records of each, her referees
 * and their answers, and her consent to DBS Update Service checks. The profile carries a summary of the
 * records still standing (`trust`, domain/verification.ts), written in the same transaction as every
 * record, so a list of cards reads no other item and a level is computed, never stored.
 *
 * Keys (all in her profile's partition):
 * - Check request: pk NANNY#<nannyId>, sk CHECK#<requestId>. While it waits: gsi1pk VERIFY_QUEUE,
 *   gsi1sk <requestedAt>#CHECK#<nannyId>#<requestId> (the moderators' queue, a sparse index).
 * - Open request of a kind: pk NANNY#<nannyId>, sk CHECK_OPEN#<kind> -> { requestId }: one at a time.
 * - Referee: pk NANNY#<nannyId>, sk REFEREE#<refereeId>; the id is a hash of the mailbox the address
 *   delivers to (domain/mailbox.ts), so naming the same referee twice at once, under one spelling or two,
 *   writes one. While answered and not yet decided: gsi1pk VERIFY_QUEUE,
 *   gsi1sk <answeredAt>#REFEREE#<nannyId>#<refereeId>. Once it holds no place (withdrawn, refused, or
 *   invited with a link that lapses) it carries `expiresAt` (domain/referees.ts).
 * - Referee places: pk NANNY#<nannyId>, sk REFEREE_PLACES -> { holds: { <refereeId>: <linkLapsesAt> |
 *   'held' } }: the referees holding one of her MAX_REFEREES places, changed in the transaction of every
 *   change of a referee (domain/referees.ts). A nanny whose referees were named before it existed gets
 *   it with her next referee, from her referees' items.
 * - Consent: pk NANNY#<nannyId>, sk VERIFY_CONSENT.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { FileRef } from '../contract/uploads.ts';
import type {
  CheckKind,
  CheckStatus,
  KnownFor,
  RefereeStatus,
  UpdateServiceResult,
  WouldEmployAgain,
} from '../contract/verification-constants.ts';
import {
  trustFromStored,
  withLegacyDbsFlag,
  type CheckDetails,
  type Day,
  type TrustSummary,
} from '../domain/verification.ts';
import { ddb } from '../platform/clients.ts';
import { VERIFICATION_MESSAGES } from '../contract/verification-constants.ts';
import { notFound } from '../domain/errors.ts';
import { mailboxOf } from '../domain/mailbox.ts';
import { HELD, refereeExpiry, type NamingPlan, type Places } from '../domain/referees.ts';
import type { EntityDeclaration, StoredItem } from './entity.ts';
import { nannyKey, trustAsRead } from './nannies.ts';
import { outboxEntry, putOutboxEntry, type OutboxEntry } from './outbox.ts';
import { readPartitionPage } from './table/pages.ts';
import { reachChecks } from './reach.ts';
import { transact, type TransactItem } from './table/transact.ts';
import { getItem, putItem, queryItems } from './table/commands.ts';

export const VERIFY_QUEUE_PARTITION = 'VERIFY_QUEUE';

const partition = (nannyId: string) => `NANNY#${nannyId}`;
export const checkRequestKey = (nannyId: string, requestId: string) => ({
  pk: `NANNY#${nannyId}`,
  sk: `CHECK#${requestId}`,
});
const openCheckKey = (nannyId: string, kind: CheckKind) => ({
  pk: `NANNY#${nannyId}`,
  sk: `CHECK_OPEN#${kind}`,
});
export const refereeKey = (nannyId: string, refereeId: string) => ({
  pk: `NANNY#${nannyId}`,
  sk: `REFEREE#${refereeId}`,
});
export const consentKey = (nannyId: string) => ({ pk: `NANNY#${nannyId}`, sk: 'VERIFY_CONSENT' });
export const refereePlacesKey = (nannyId: string) => ({ pk: `NANNY#${nannyId}`, sk: 'REFEREE_PLACES' });
const nannyIdOf = (item: StoredItem) => String(item.pk).slice('NANNY#'.length);

/**
 * A referee's id: the same mailbox named twice for one nanny is one referee (`Ann@x.com` and
 * `ann+1@x.com` alike). Referees named before ids were built from the mailbox keep the id of their
 * lowercased address; naming one again finds it by its mailbox (services/verification.ts).
 */
export const refereeIdFor = (nannyId: string, email: string) =>
  createHash('sha256')
    .update(`${nannyId}\n${mailboxOf(email)}`)
    .digest('hex')
    .slice(0, 32);

// ---- Items as read. ----

export interface CheckRequest {
  id: string;
  nannyId: string;
  kind: CheckKind;
  status: CheckStatus;
  requestedAt: string;
  note: string;
  /** A document she attached; deleted once the check is decided. */
  evidence: FileRef | null;
  /** The DBS certificate upload of her profile the request uses (a DBS check without its own evidence). */
  profileDbs: FileRef | null;
  /** Update Service: the whole number, kept only until the check is decided. */
  certificateNumber: string | null;
  registrationNumber: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
  reason: string | null;
  /** What the moderator recorded. */
  details: CheckDetails | null;
  /** The day the record is dated by and the day it stops counting. */
  on: Day | null;
  lapsesOn: Day | null;
}

export interface RefereeAnswers {
  howKnown: string;
  knownFor: KnownFor;
  wouldEmployAgain: WouldEmployAgain;
  comments: string;
}

export interface Referee {
  id: string;
  nannyId: string;
  name: string;
  email: string;
  relationship: string;
  status: RefereeStatus;
  invitedAt: string;
  linkLapsesAt: string;
  answeredAt: string | null;
  answers: RefereeAnswers | null;
  confirmedOn: Day | null;
  lapsesOn: Day | null;
  reason: string | null;
  decidedBy: string | null;
}

export interface Consent {
  given: boolean;
  at: string | null;
}

const text = (v: unknown) => (typeof v === 'string' ? v : null);

export const checkRequestFromItem = (item: StoredItem): CheckRequest => ({
  id: String(item.id),
  nannyId: nannyIdOf(item),
  kind: item.kind as CheckKind,
  status: item.status as CheckStatus,
  requestedAt: String(item.requestedAt),
  note: text(item.note) ?? '',
  evidence: (item.evidence as FileRef | undefined) ?? null,
  profileDbs: (item.profileDbs as FileRef | undefined) ?? null,
  certificateNumber: text(item.certificateNumber),
  registrationNumber: text(item.registrationNumber),
  decidedAt: text(item.decidedAt),
  decidedBy: text(item.decidedBy),
  reason: text(item.reason),
  details: (item.details as CheckDetails | undefined) ?? null,
  on: text(item.on),
  lapsesOn: text(item.lapsesOn),
});

export const refereeFromItem = (item: StoredItem): Referee => ({
  id: String(item.id),
  nannyId: nannyIdOf(item),
  name: String(item.name),
  email: String(item.email),
  relationship: String(item.relationship),
  status: item.status as RefereeStatus,
  invitedAt: String(item.invitedAt),
  linkLapsesAt: String(item.linkLapsesAt),
  answeredAt: text(item.answeredAt),
  answers: (item.answers as RefereeAnswers | undefined) ?? null,
  confirmedOn: text(item.confirmedOn),
  lapsesOn: text(item.lapsesOn),
  reason: text(item.reason),
  decidedBy: text(item.decidedBy),
});

// ---- Entity declarations. ----

const HERS = 'kept while her account is open, and deleted with it';

export const checkEntity = {
  name: 'CheckRequest',
  keys: { pk: 'NANNY#', sk: 'CHECK#' },
  owner: { of: (item) => ({ sameOwnerAs: nannyKey(nannyIdOf(item)) }) },
  retention: {
    policy: 'verification',
    rule: `${HERS}; the document attached to a request is deleted as soon as it is decided, and of a DBS certificate's number only the last four digits stay`,
  },
  export: {
    shape: (item) => {
      // What was checked and decided; who decided stays with the moderators.
      const { decidedBy: _by, nannyId: _n, profileDbs: _p, ...request } = checkRequestFromItem(item);
      return request;
    },
  },
  find: (s) => (s.nannyId ? [{ partition: partition(s.nannyId), sortKeyPrefix: 'CHECK#' }] : []),
  erase: { delete: 'her check requests and what was recorded of them' },
  files: (item) => {
    const evidence = (item.evidence as FileRef | undefined)?.key;
    return evidence ? [evidence] : [];
  },
} satisfies EntityDeclaration;

export const openCheckEntity = {
  name: 'OpenCheck',
  keys: { pk: 'NANNY#', sk: 'CHECK_OPEN#' },
  owner: { of: (item) => ({ sameOwnerAs: nannyKey(nannyIdOf(item)) }) },
  retention: { policy: 'verification', rule: 'kept while a check of its kind waits for a moderator' },
  export: { none: 'a marker that one check of a kind waits, which the export lists itself' },
  find: (s) => (s.nannyId ? [{ partition: partition(s.nannyId), sortKeyPrefix: 'CHECK_OPEN#' }] : []),
  erase: { delete: 'a marker of a waiting check' },
} satisfies EntityDeclaration;

export const refereeEntity = {
  name: 'Referee',
  keys: { pk: 'NANNY#', sk: 'REFEREE#' },
  owner: { of: (item) => ({ sameOwnerAs: nannyKey(nannyIdOf(item)) }) },
  retention: {
    policy: 'referees',
    ttl: 'expiresAt',
    period: `30 days after the referee's link lapses unanswered, or after the referee is withdrawn or refused, whichever is later; none while invited with a working link, answered or confirmed: ${HERS}`,
  },
  export: {
    shape: (item) => {
      const { decidedBy: _by, nannyId: _n, ...referee } = refereeFromItem(item);
      return referee;
    },
  },
  find: (s) => (s.nannyId ? [{ partition: partition(s.nannyId), sortKeyPrefix: 'REFEREE#' }] : []),
  erase: { delete: 'her referees, their addresses and their answers' },
} satisfies EntityDeclaration;

/** Which of her referees hold one of her places (domain/referees.ts). */
export const refereePlacesEntity = {
  name: 'RefereePlaces',
  keys: { pk: 'NANNY#', sk: 'REFEREE_PLACES' },
  owner: { of: (item) => ({ sameOwnerAs: nannyKey(nannyIdOf(item)) }) },
  retention: { policy: 'verification', rule: HERS },
  export: { none: 'which of her referees count towards her limit, which the export lists itself' },
  find: (s) => (s.nannyId ? [{ key: refereePlacesKey(s.nannyId) }] : []),
  erase: { delete: 'which of her referees count towards her limit' },
} satisfies EntityDeclaration;

export const consentEntity = {
  name: 'UpdateServiceConsent',
  keys: { pk: 'NANNY#', sk: 'VERIFY_CONSENT' },
  owner: { of: (item) => ({ sameOwnerAs: nannyKey(nannyIdOf(item)) }) },
  retention: { policy: 'verification', rule: HERS },
  export: { shape: (item) => ({ given: item.given === true, at: text(item.at) }) },
  find: (s) => (s.nannyId ? [{ key: consentKey(s.nannyId) }] : []),
  erase: { delete: 'her consent to DBS Update Service checks' },
} satisfies EntityDeclaration;

// ---- Reads. ----

/** Her referee places from their stored item. */
const placesFromItem = (item: StoredItem): Places =>
  typeof item.holds === 'object' && item.holds !== null ? (item.holds as Record<string, string>) : {};

/**
 * Everything of her verification: requests, referees, her referee places (null: never written) and
 * consent, in one Query of her partition.
 */
export async function readVerification(nannyId: string) {
  const requests: CheckRequest[] = [];
  const referees: Referee[] = [];
  let places: Places | null = null;
  let consent: Consent = { given: false, at: null };
  let start: Record<string, unknown> | undefined;
  do {
    const out = await ddb().send(
      queryItems({
        KeyConditionExpression: 'pk = :p AND sk BETWEEN :from AND :to',
        // CHECK#, CHECK_OPEN#, REFEREE# and VERIFY_CONSENT sort between these (with the profile's own
        // few skills and languages, skipped below: a key attribute cannot be filtered on).
        ExpressionAttributeValues: { ':p': `NANNY#${nannyId}`, ':from': 'CHECK#', ':to': 'VERIFY_CONSENT' },
        ConsistentRead: true,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const item of out.Items ?? []) {
      const sk = String(item.sk);
      if (sk.startsWith('CHECK#')) requests.push(checkRequestFromItem(item));
      else if (sk.startsWith('REFEREE#')) referees.push(refereeFromItem(item));
      else if (sk === refereePlacesKey(nannyId).sk) places = placesFromItem(item);
      else if (sk === 'VERIFY_CONSENT') consent = { given: item.given === true, at: text(item.at) };
    }
    start = out.LastEvaluatedKey;
  } while (start);
  requests.sort((a, b) => b.requestedAt.localeCompare(a.requestedAt));
  referees.sort((a, b) => a.invitedAt.localeCompare(b.invitedAt));
  return { requests, referees, places, consent };
}

/** Her referee places as stored now, as a referee's change reads them just before its write. */
export async function readRefereePlaces(nannyId: string): Promise<PlacesRead> {
  const out = await ddb().send(getItem({ Key: refereePlacesKey(nannyId), ConsistentRead: true }));
  return out.Item ? { stored: true, places: placesFromItem(out.Item) } : { stored: false };
}

export async function getCheckRequest(nannyId: string, requestId: string): Promise<CheckRequest | null> {
  const out = await ddb().send(
    getItem({
      Key: checkRequestKey(nannyId, requestId),
      ConsistentRead: true,
    }),
  );
  return out.Item ? checkRequestFromItem(out.Item) : null;
}

export async function getReferee(nannyId: string, refereeId: string): Promise<Referee | null> {
  const out = await ddb().send(getItem({ Key: refereeKey(nannyId, refereeId), ConsistentRead: true }));
  return out.Item ? refereeFromItem(out.Item) : null;
}

/** The moderators' queue, oldest first: check requests and referees' answers waiting for a decision. */
export async function readQueue(limit: number, cursor?: string) {
  const page = await readPartitionPage({
    index: 'gsi1',
    partition: VERIFY_QUEUE_PARTITION,
    limit,
    cursor,
    oldestFirst: true,
  });
  return {
    items: page.items.map((item) => ({
      nannyId: nannyIdOf(item),
      nannyName: String(item.nannyName ?? ''),
      kind: String(String(item.sk).startsWith('REFEREE#') ? 'reference' : item.kind),
      itemId: String(item.id),
      waitingSince: String(String(item.gsi1sk).split('#')[0]),
    })),
    nextCursor: page.nextCursor,
  };
}

// ---- Writes. ----

/** A transaction item that holds while her consent to Update Service checks is given. */
const consentGiven = (nannyId: string): TransactItem => ({
  ConditionCheck: {
    Key: consentKey(nannyId),
    ConditionExpression: 'given = :yes',
    ExpressionAttributeValues: { ':yes': true },
  },
});

/**
 * The profile's summary, replaced as one value and conditioned on the version read: two moderators
 * recording at once cannot lose either record (the second is retried from a fresh read).
 */
export function trustWrite(nannyId: string, trust: TrustSummary, version: number): TransactItem {
  return {
    Update: {
      Key: nannyKey(nannyId),
      UpdateExpression: 'SET trust = :t, trustVersion = :next',
      ConditionExpression: `attribute_exists(pk) AND ${trustAsRead(version).condition}`,
      ExpressionAttributeValues: { ':t': trust, ':next': version + 1, ...trustAsRead(version).values },
    },
  };
}

/** The stored summary and its version, as a record's transaction starts from. */
export async function readTrust(nannyId: string) {
  const out = await ddb().send(
    getItem({
      Key: nannyKey(nannyId),
      ConsistentRead: true,
      ProjectionExpression: 'trust, trustVersion, fullName, userId, dbs, dbsVerified, dbsVerifiedAt',
    }),
  );
  if (!out.Item) return null;
  return {
    trust: withLegacyDbsFlag(trustFromStored(out.Item.trust), out.Item),
    version: typeof out.Item.trustVersion === 'number' ? out.Item.trustVersion : 0,
    fullName: String(out.Item.fullName ?? ''),
    userId: String(out.Item.userId ?? ''),
    dbs: (out.Item.dbs as FileRef | null | undefined) ?? null,
  };
}

export interface NewCheckRequest {
  nannyId: string;
  nannyName: string;
  kind: CheckKind;
  note: string;
  evidence: FileRef | null;
  profileDbs: FileRef | null;
  certificateNumber: string | null;
  registrationNumber: string | null;
}

/**
 * Asks for a check: the request, in the queue, and the marker that one of its kind waits. An Update
 * Service request also holds only while her consent is given. 'waiting' when one of its kind waits
 * already, 'no-consent' when consent is not given.
 */
export async function requestCheck(
  request: NewCheckRequest,
  now: Date,
): Promise<{ outcome: 'done'; request: CheckRequest } | { outcome: 'waiting' | 'no-consent' }> {
  const id = randomUUID();
  const requestedAt = now.toISOString();
  const item = {
    ...checkRequestKey(request.nannyId, id),
    entity: checkEntity.name,
    id,
    kind: request.kind,
    status: 'requested' satisfies CheckStatus,
    requestedAt,
    note: request.note,
    evidence: request.evidence,
    profileDbs: request.profileDbs,
    certificateNumber: request.certificateNumber,
    registrationNumber: request.registrationNumber,
    nannyName: request.nannyName,
    gsi1pk: VERIFY_QUEUE_PARTITION,
    gsi1sk: `${requestedAt}#CHECK#${request.nannyId}#${id}`,
  };
  const result = await transact({
    open: {
      Put: {
        Item: { ...openCheckKey(request.nannyId, request.kind), entity: openCheckEntity.name, requestId: id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    request: { Put: { Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
    // Her profile must exist (and not be on its way out with her account).
    profile: {
      ConditionCheck: {
        Key: nannyKey(request.nannyId),
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deleting)',
      },
    },
    consent: request.kind === 'dbs_update_service' ? consentGiven(request.nannyId) : null,
  });
  if (result.done) return { outcome: 'done', request: checkRequestFromItem(item) };
  if (result.didFail('consent')) return { outcome: 'no-consent' };
  if (result.didFail('profile')) throw notFound(VERIFICATION_MESSAGES.profileFirst);
  return { outcome: 'waiting' };
}

/**
 * The outbox entry that deletes the document she attached to a request, written with its decision (or
 * withdrawal): the decision and its outbox deletion happen together or not at all, and the deliverer
 * deletes the file (streams/outbox.ts). Null when she attached none (a DBS request using the certificate
 * on her profile leaves that one to its own retention).
 */
export function evidenceDeletion(request: CheckRequest, accountId: string, now: Date): OutboxEntry | null {
  if (!request.evidence) return null;
  return outboxEntry(
    {
      type: 'evidence-delete',
      payload: { nannyId: request.nannyId, requestId: request.id, keys: [request.evidence.key] },
    },
    accountId,
    now,
  );
}

/**
 * The writes that take a waiting request out of the queue as decided, with the deletion of the document
 * she attached to it (`accountId`: hers, whose data the outbox entry carries).
 */
function decideWrites(
  request: CheckRequest,
  set: Record<string, unknown>,
  remove: readonly string[],
  accountId: string,
  now: Date,
): { request: TransactItem; open: TransactItem; evidenceDeletion: TransactItem | null } {
  const deletion = evidenceDeletion(request, accountId, now);
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':requested': 'requested' };
  const sets = Object.entries(set).map(([k, v], i) => {
    names[`#s${i}`] = k;
    values[`:s${i}`] = v;
    return `#s${i} = :s${i}`;
  });
  const removes = ['gsi1pk', 'gsi1sk', ...remove];
  return {
    request: {
      Update: {
        Key: checkRequestKey(request.nannyId, request.id),
        UpdateExpression: `SET ${sets.join(', ')} REMOVE ${removes.join(', ')}`,
        ConditionExpression: '#status = :requested',
        ExpressionAttributeNames: { ...names, '#status': 'status' },
        ExpressionAttributeValues: values,
      },
    },
    open: {
      Delete: {
        Key: openCheckKey(request.nannyId, request.kind),
        ConditionExpression: 'requestId = :id',
        ExpressionAttributeValues: { ':id': request.id },
      },
    },
    evidenceDeletion: deletion ? putOutboxEntry(deletion) : null,
  };
}

/**
 * Records a waiting check: the request decided, the profile's summary with it, and the email that tells
 * her, in one transaction. 'decided' when it was decided meanwhile; 'raced' when the summary moved
 * (the caller reads again and retries). An Update Service record holds only while consent is given.
 */
export async function recordCheck(opts: {
  request: CheckRequest;
  /** Her account: the deletion of her document is an outbox entry that carries its data. */
  accountId: string;
  details: CheckDetails;
  on: Day;
  lapsesOn: Day;
  by: string;
  now: Date;
  trust: TrustSummary;
  trustVersion: number;
  certificateLast4: string | null;
  notice: OutboxEntry;
  extra?: TransactItem[];
}): Promise<'done' | 'decided' | 'raced' | 'no-consent'> {
  const { request } = opts;
  const result = await transact({
    ...decideWrites(
      request,
      {
        status: 'recorded' satisfies CheckStatus,
        decidedAt: opts.now.toISOString(),
        decidedBy: opts.by,
        details: opts.details,
        on: opts.on,
        lapsesOn: opts.lapsesOn,
        ...(opts.certificateLast4 ? { certificateLast4: opts.certificateLast4 } : {}),
      },
      // The whole certificate number and the document go once the check is done.
      ['certificateNumber', 'evidence'],
      opts.accountId,
      opts.now,
    ),
    trust: trustWrite(request.nannyId, opts.trust, opts.trustVersion),
    notice: putOutboxEntry(opts.notice),
    extra: opts.extra ?? [],
    consent: request.kind === 'dbs_update_service' ? consentGiven(request.nannyId) : null,
  });
  if (result.done) return 'done';
  if (result.didFail('request') || result.didFail('open')) return 'decided';
  if (request.kind === 'dbs_update_service' && result.didFail('consent')) return 'no-consent';
  return 'raced';
}

/**
 * Refuses a waiting check (or withdraws it, `status` 'withdrawn'), with the reason and, if due, her
 * email; the document she attached goes all the same.
 */
export async function closeCheck(opts: {
  request: CheckRequest;
  accountId: string;
  status: 'refused' | 'withdrawn';
  reason: string;
  by: string;
  now: Date;
  notice: OutboxEntry | null;
}): Promise<boolean> {
  const outcome = await transact({
    ...decideWrites(
      opts.request,
      {
        status: opts.status,
        decidedAt: opts.now.toISOString(),
        decidedBy: opts.by,
        reason: opts.reason,
      },
      ['certificateNumber', 'evidence'],
      opts.accountId,
      opts.now,
    ),
    notice: opts.notice ? putOutboxEntry(opts.notice) : null,
  });
  return outcome.done;
}

/** Her consent to Update Service checks, given or withdrawn. */
export async function setConsent(nannyId: string, given: boolean, now: Date): Promise<Consent> {
  const at = now.toISOString();
  await ddb().send(
    putItem({
      Item: { ...consentKey(nannyId), entity: consentEntity.name, given, at },
    }),
  );
  return { given, at };
}

// ---- Her referees and their places. ----

/** Her places as the write that changes a referee read them: stored (the map), or never written. */
export type PlacesRead = { stored: true; places: Places } | { stored: false };

/** The transaction item that holds while her places were never written (a referee's change then needs none). */
const placesStillAbsent = (nannyId: string): TransactItem => ({
  ConditionCheck: {
    Key: refereePlacesKey(nannyId),
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** The referee's place given up (withdrawn, refused): out of her places, if they were ever written. */
const placeReleased = (nannyId: string, refereeId: string, read: PlacesRead): TransactItem =>
  read.stored
    ? {
        Update: {
          Key: refereePlacesKey(nannyId),
          UpdateExpression: 'REMOVE holds.#r',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#r': refereeId },
        },
      }
    : placesStillAbsent(nannyId);

/** A new referee, as named: what the nanny typed and the link's times. */
export type NewReferee = Omit<
  Referee,
  'status' | 'answeredAt' | 'answers' | 'confirmedOn' | 'lapsesOn' | 'reason' | 'decidedBy'
>;

/**
 * Names a referee, or names again one who was withdrawn, refused or whose link lapsed unanswered: the
 * referee item (which expires a while after its link lapses, unless answered), her places with it
 * (`plan`, domain/referees.ts) and the email with the link, in one transaction. The places' write holds
 * only while fewer than MAX_REFEREES are held and the entries it takes out are as read; a nanny whose
 * places were never written gets them, made from her referees as read (`standing`: those holding a
 * place), each of which must still be as read. 'exists' when that referee is invited or answered
 * already; 'raced' when her places or referees moved meanwhile (the caller reads again and plans again).
 */
export async function inviteReferee(
  referee: NewReferee,
  notice: OutboxEntry,
  places: { read: PlacesRead; plan: Extract<NamingPlan, { outcome: 'name' }>; standing: readonly Referee[] },
  /** Her account: a referee is someone she reaches, so the naming holds only while she may reach anyone. */
  accountId: string,
): Promise<{ outcome: 'done'; referee: Referee } | { outcome: 'exists' | 'raced' | 'unreachable' }> {
  const item = {
    ...refereeKey(referee.nannyId, referee.id),
    entity: refereeEntity.name,
    ...referee,
    status: 'invited' satisfies RefereeStatus,
    // Answered, the referee stays; otherwise the name and address go a while after the link lapses.
    expiresAt: refereeExpiry(referee.linkLapsesAt),
  };
  const { plan } = places;
  const reach = reachChecks({ accountId, nannyId: referee.nannyId });
  let placesWrite: TransactItem;
  const checks: TransactItem[] = [];
  if (places.read.stored) {
    const names: Record<string, string> = { '#t': referee.id };
    const values: Record<string, unknown> = { ':until': referee.linkLapsesAt, ':below': plan.below };
    const conditions = ['size(holds) < :below'];
    const removes: string[] = [];
    plan.released.forEach(([id, entry], i) => {
      if (id === referee.id) return;
      names[`#r${i}`] = id;
      values[`:r${i}`] = entry;
      conditions.push(`holds.#r${i} = :r${i}`);
      removes.push(`holds.#r${i}`);
    });
    if (plan.seen === null) conditions.push('attribute_not_exists(holds.#t)');
    else {
      values[':seen'] = plan.seen;
      conditions.push('holds.#t = :seen');
    }
    placesWrite = {
      Update: {
        Key: refereePlacesKey(referee.nannyId),
        UpdateExpression: `SET holds.#t = :until${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    };
  } else {
    placesWrite = {
      Put: {
        Item: { ...refereePlacesKey(referee.nannyId), entity: refereePlacesEntity.name, holds: plan.after },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
    for (const standing of places.standing)
      if (standing.id !== referee.id)
        checks.push({
          ConditionCheck: {
            Key: refereeKey(standing.nannyId, standing.id),
            ConditionExpression: '#status = :s AND invitedAt = :i',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':s': standing.status, ':i': standing.invitedAt },
          },
        });
  }
  const result = await transact({
    referee: {
      Put: {
        Item: item,
        // A confirmed reference is not asked again; one still waiting is not asked twice.
        ConditionExpression:
          'attribute_not_exists(pk) OR #status IN (:withdrawn, :refused) OR (#status = :invited AND linkLapsesAt < :now)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':withdrawn': 'withdrawn',
          ':refused': 'refused',
          ':invited': 'invited',
          ':now': referee.invitedAt,
        },
      },
    },
    // Who may reach whom (domain/visibility.ts mayReach): her profile there, neither hidden by a
    // moderator nor being deleted, and her account not being deleted.
    reacherProfile: reach.reacherProfile!,
    notice: putOutboxEntry(notice),
    places: placesWrite,
    reacherAccount: reach.reacherAccount,
    standing: checks,
  });
  if (!result.done) {
    if (result.didFail('reacherProfile') || result.didFail('reacherAccount'))
      return { outcome: 'unreachable' };
    return { outcome: result.didFail('referee') ? 'exists' : 'raced' };
  }
  return { outcome: 'done', referee: refereeFromItem(item) };
}

/**
 * A referee's answers, once, while the link they came with is the latest one and still works: the
 * referee enters the moderators' queue, keeps its place for good (HELD) and no longer expires. 'answered'
 * when the referee answered, was withdrawn, or was invited again meanwhile; 'lapsed' when its place went
 * with its link; 'raced' when her places were written meanwhile (the caller reads them again).
 */
export async function answerReference(opts: {
  nannyId: string;
  refereeId: string;
  invitedAt: string;
  linkLapsesAt: string;
  nannyName: string;
  answers: RefereeAnswers;
  now: Date;
  places: PlacesRead;
}): Promise<'done' | 'answered' | 'lapsed' | 'raced'> {
  const answeredAt = opts.now.toISOString();
  const result = await transact({
    referee: {
      Update: {
        Key: refereeKey(opts.nannyId, opts.refereeId),
        UpdateExpression:
          'SET #status = :answered, answeredAt = :at, answers = :answers, nannyName = :name, gsi1pk = :q, gsi1sk = :qs REMOVE expiresAt',
        ConditionExpression: '#status = :invited AND invitedAt = :invitedAt AND linkLapsesAt > :at',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':answered': 'answered',
          ':invited': 'invited',
          ':invitedAt': opts.invitedAt,
          ':at': answeredAt,
          ':answers': opts.answers,
          ':name': opts.nannyName,
          ':q': VERIFY_QUEUE_PARTITION,
          ':qs': `${answeredAt}#REFEREE#${opts.nannyId}#${opts.refereeId}`,
        },
      },
    },
    places: opts.places.stored
      ? {
          Update: {
            Key: refereePlacesKey(opts.nannyId),
            UpdateExpression: 'SET holds.#r = :held',
            // Its place as its link holds it: a naming that saw the link lapsed took it out.
            ConditionExpression: 'holds.#r = :until',
            ExpressionAttributeNames: { '#r': opts.refereeId },
            ExpressionAttributeValues: { ':held': HELD, ':until': opts.linkLapsesAt },
          },
        }
      : placesStillAbsent(opts.nannyId),
  });
  if (result.done) return 'done';
  if (result.failed === 'referee') return 'answered';
  return opts.places.stored ? 'lapsed' : 'raced';
}

/**
 * A moderator's decision on the answer they were shown (`shownAnsweredAt`): confirmed (the profile's
 * summary counts it) or refused with a reason (she is told; the referee gives up its place and expires).
 * 'decided' when it is no longer that answer, waiting; 'raced' when the summary or her places moved
 * meanwhile.
 */
export async function decideReferee(opts: {
  referee: Referee;
  shownAnsweredAt: string;
  outcome: 'confirmed' | 'refused';
  confirmedOn: Day | null;
  lapsesOn: Day | null;
  reason: string | null;
  by: string;
  now: Date;
  trust: TrustSummary | null;
  trustVersion: number;
  notice: OutboxEntry | null;
  places: PlacesRead;
}): Promise<'done' | 'decided' | 'raced'> {
  const { referee } = opts;
  const refused = opts.outcome === 'refused';
  const result = await transact({
    referee: {
      Update: {
        Key: refereeKey(referee.nannyId, referee.id),
        UpdateExpression: `SET #status = :s, confirmedOn = :on, lapsesOn = :lapses, reason = :reason, decidedBy = :by${
          refused ? ', expiresAt = :expires' : ''
        } REMOVE gsi1pk, gsi1sk`,
        ConditionExpression: '#status = :answered AND answeredAt = :shown',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':s': opts.outcome,
          ':on': opts.confirmedOn,
          ':lapses': opts.lapsesOn,
          ':reason': opts.reason,
          ':by': opts.by,
          ':answered': 'answered',
          ':shown': opts.shownAnsweredAt,
          ...(refused ? { ':expires': refereeExpiry(referee.linkLapsesAt, opts.now) } : {}),
        },
      },
    },
    trust: opts.trust ? trustWrite(referee.nannyId, opts.trust, opts.trustVersion) : null,
    notice: opts.notice ? putOutboxEntry(opts.notice) : null,
    places: refused ? placeReleased(referee.nannyId, referee.id, opts.places) : null,
  });
  if (result.done) return 'done';
  return result.failed === 'referee' ? 'decided' : 'raced';
}

/**
 * She withdraws a referee: the referee's link stops working, an answer not yet decided leaves the
 * queue, a confirmed reference stops counting (the summary without it), its place is free, and the
 * referee expires a while after (domain/referees.ts).
 */
export async function withdrawReferee(opts: {
  referee: Referee;
  trust: TrustSummary | null;
  trustVersion: number;
  now: Date;
  places: PlacesRead;
}): Promise<'done' | 'raced'> {
  const { referee } = opts;
  const result = await transact({
    referee: {
      Update: {
        Key: refereeKey(referee.nannyId, referee.id),
        UpdateExpression: 'SET #status = :w, expiresAt = :expires REMOVE gsi1pk, gsi1sk',
        ConditionExpression: '#status = :seen',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':w': 'withdrawn',
          ':seen': referee.status,
          ':expires': refereeExpiry(referee.linkLapsesAt, opts.now),
        },
      },
    },
    trust: opts.trust ? trustWrite(referee.nannyId, opts.trust, opts.trustVersion) : null,
    places: placeReleased(referee.nannyId, referee.id, opts.places),
  });
  return result.done ? 'done' : 'raced';
}

/** What a moderator recorded, in words, for the admin's file. */
export function recordedInWords(
  request: CheckRequest,
  labels: {
    document: (d: string) => string;
    result: (r: UpdateServiceResult) => string;
  },
): Array<{ label: string; value: string }> | null {
  const d = request.details;
  if (!d) return null;
  switch (d.kind) {
    case 'identity':
      return [
        { label: 'Document seen', value: labels.document(d.documentType) },
        { label: 'Name matches the profile', value: 'Yes' },
        { label: 'Checked on', value: d.checkedOn },
      ];
    case 'dbs_certificate':
      return [
        { label: 'Issued on', value: d.issuedOn },
        { label: 'Certificate number ends', value: d.certificateLast4 },
        { label: 'Enhanced, with the children’s barred list', value: 'Yes' },
        { label: 'Seen on', value: d.checkedOn },
      ];
    case 'dbs_update_service':
      return [
        { label: 'Result', value: labels.result(d.result) },
        { label: 'Checked on', value: d.checkedOn },
      ];
    case 'first_aid':
      return [
        { label: 'Course on', value: d.courseOn },
        { label: 'Checked on', value: d.checkedOn },
      ];
    case 'ofsted':
      return [
        { label: 'Registration number', value: d.registrationNumber },
        { label: 'Checked on', value: d.checkedOn },
      ];
  }
}
