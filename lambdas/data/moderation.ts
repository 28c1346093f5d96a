/**
 * Moderation decisions and appeals (contract/moderation.ts). When a moderator hides a job, a nanny
 * profile or a message, a decision records what was hidden, why, by whom and when, in the same
 * transaction as the hide; its owner may appeal it once, and a moderator decides the appeal.
 *
 * Keys:
 * - Decision: pk DECISION#<id>, sk DECISION -> { id, contentType, contentId, contentLabel, reason,
 *   explanation, hiddenAt, hiddenByUserId, reportId, ownerAccountId, ownerEmail, stillHidden, shownAt,
 *   appeal? }; gsi1pk DECISIONS_OF#<ownerAccountId>, gsi1sk <hiddenAt>#<id> (an owner's decisions, newest
 *   first); once appealed gsi2pk APPEALS#open or APPEALS#decided, gsi2sk <appealed or decided at>#<id>
 *   (the admin queue of appeals).
 * - Hidden content: pk HIDDEN#<contentType>#<contentId>, sk DECISION -> { decisionId }: the decision that
 *   keeps the content hidden now, so showing it again closes that decision; its conditional put makes
 *   one open decision per item.
 * - Open appeals count: pk COUNTER#APPEALS, sk OPEN -> { open }.
 *
 * A no-show is a decision too (contentType `no_show`, contentId the meeting's id, with `noShow`'s facts),
 * recorded for the marked side with the mark itself (services/interviews.ts) and its HIDDEN#no_show#<id>
 * pointer (one per meeting): the marked side disputes it as an appeal, and an overturn strikes the mark
 * on the meeting (data/interviews.ts `strikeNoShowWrite`).
 */
import type {
  AppealOutcome,
  AppealStatus,
  DecisionContentType,
  NoShowFacts,
} from '../contract/moderation.ts';
import { ttlFrom } from '../contract/retention.ts';
import { ddb } from '../platform/clients.ts';
import type { EntityDeclaration, StoredItem } from './entity.ts';
import { readPartitionPage } from './table/pages.ts';
import { transact, type TransactItem } from './table/transact.ts';
import { getItem, queryItems } from './table/commands.ts';

export const APPEALS_PARTITION = 'APPEALS#';
export const DECISIONS_OF = 'DECISIONS_OF#';

// Spelt out (not built from the constants above) so the registry's test can read each key's shape.
export const moderationKeys = {
  decision: (id: string) => ({ pk: `DECISION#${id}`, sk: 'DECISION' }),
  hidden: (contentType: string, contentId: string) => ({
    pk: `HIDDEN#${contentType}#${contentId}`,
    sk: 'DECISION',
  }),
  openAppeals: () => ({ pk: 'COUNTER#APPEALS', sk: 'OPEN' }),
} as const;

const ownerIndex = (ownerAccountId: string, hiddenAt: string, id: string) => ({
  gsi1pk: `${DECISIONS_OF}${ownerAccountId}`,
  gsi1sk: `${hiddenAt}#${id}`,
});
const appealIndex = (status: 'open' | 'decided', at: string, id: string) => ({
  gsi2pk: `${APPEALS_PARTITION}${status}`,
  gsi2sk: `${at}#${id}`,
});

export interface Appeal {
  text: string;
  status: AppealStatus;
  createdAt: string;
  decidedAt: string | null;
  outcomeNotes: string | null;
  decidedByUserId: string | null;
}

export interface Decision {
  id: string;
  /** Content a moderator hid, or `no_show`: a no-show recorded against the owner (contentId the meeting's). */
  contentType: DecisionContentType;
  contentId: string;
  /** A job's title, "Your profile", or the start of the message. */
  contentLabel: string;
  /** The report reason's label. */
  reason: string;
  /** What the moderator told the owner. */
  explanation: string;
  hiddenAt: string;
  hiddenByUserId: string;
  reportId: string;
  /** The owner's account; null for a visitor's message (or once the account was deleted). */
  ownerAccountId: string | null;
  /** A visitor's address, for her message: she has no account to read the decision in. */
  ownerEmail: string | null;
  /** Content: still hidden. A no-show: the mark stands (false once a dispute overturned it). */
  stillHidden: boolean;
  shownAt: string | null;
  /** A no-show's facts (for `no_show`; null otherwise). */
  noShow: NoShowFacts | null;
  appeal: Appeal | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

function noShowFrom(value: unknown): NoShowFacts | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  return {
    interviewId: String(v.interviewId ?? ''),
    kind: v.kind === 'trial' ? 'trial' : 'interview',
    startAt: text(v.startAt),
    markedBy: v.markedBy === 'nanny' ? 'nanny' : 'poster',
    markedAt: String(v.markedAt ?? ''),
  };
}

export function decisionFromItem(item: StoredItem): Decision {
  const appeal = item.appeal as Record<string, unknown> | undefined;
  return {
    id: String(item.id),
    contentType: item.contentType as DecisionContentType,
    contentId: String(item.contentId),
    contentLabel: String(item.contentLabel ?? ''),
    reason: String(item.reason ?? ''),
    explanation: String(item.explanation ?? ''),
    hiddenAt: String(item.hiddenAt),
    hiddenByUserId: String(item.hiddenByUserId ?? ''),
    reportId: String(item.reportId ?? ''),
    ownerAccountId: text(item.ownerAccountId),
    ownerEmail: text(item.ownerEmail),
    stillHidden: item.stillHidden === true,
    shownAt: text(item.shownAt),
    noShow: noShowFrom(item.noShow),
    appeal: appeal
      ? {
          text: String(appeal.text ?? ''),
          status: appeal.status as AppealStatus,
          createdAt: String(appeal.createdAt),
          decidedAt: text(appeal.decidedAt),
          outcomeNotes: text(appeal.outcomeNotes),
          decidedByUserId: text(appeal.decidedByUserId),
        }
      : null,
  };
}

function decisionToItem({ appeal, ...decision }: Decision): StoredItem {
  return {
    ...moderationKeys.decision(decision.id),
    ...(decision.ownerAccountId ? ownerIndex(decision.ownerAccountId, decision.hiddenAt, decision.id) : {}),
    entity: 'ModerationDecision',
    ...decision,
    // Absent until appealed: the appeal's write holds only while there is none.
    ...(appeal ? { appeal } : {}),
    // A moderation record: kept as long as the reports it was made on (contract/retention.ts).
    expiresAt: ttlFrom('reports', decision.hiddenAt),
  };
}

/**
 * The owner's decision when their account is deleted: the moderation record stays (what was hidden,
 * why, and the appeal's outcome), without whose it was or the words they wrote in their appeal.
 */
function anonymousDecision(item: StoredItem): StoredItem {
  const { gsi1pk: _pk, gsi1sk: _sk, ...rest } = item;
  const appeal = item.appeal as Record<string, unknown> | undefined;
  return {
    ...rest,
    ownerAccountId: null,
    ownerEmail: null,
    ownerDeleted: true,
    ...(appeal ? { appeal: { ...appeal, text: '' } } : {}),
  };
}

/** A decision as its owner gets it in a data export. */
export function exportedDecision(item: StoredItem) {
  const d = decisionFromItem(item);
  return {
    id: d.id,
    contentType: d.contentType,
    contentId: d.contentId,
    contentLabel: d.contentLabel,
    reason: d.reason,
    explanation: d.explanation,
    hiddenAt: d.hiddenAt,
    stillHidden: d.stillHidden,
    shownAt: d.shownAt,
    noShow: d.noShow,
    appeal: d.appeal
      ? {
          text: d.appeal.text,
          status: d.appeal.status,
          createdAt: d.appeal.createdAt,
          decidedAt: d.appeal.decidedAt,
          outcomeNotes: d.appeal.outcomeNotes,
        }
      : null,
  };
}

export const entity = {
  name: 'ModerationDecision',
  keys: { pk: 'DECISION#', sk: 'DECISION' },
  // The owner of the content a moderator hid: the decision is about them and they may appeal it.
  owner: {
    of: (item) => {
      const decision = decisionFromItem(item);
      if (decision.ownerAccountId) return { account: decision.ownerAccountId };
      return decision.ownerEmail
        ? { email: decision.ownerEmail }
        : { nobody: 'its owner deleted their account' };
    },
  },
  retention: {
    policy: 'reports',
    ttl: 'expiresAt',
    period: 'two years after the content was hidden (or the no-show recorded), as the reports it was made on',
  },
  // What was hidden, why, and the appeal; the moderators' identities stay with the business.
  export: { shape: exportedDecision },
  find: (s) => [{ index: 'gsi1', partition: `${DECISIONS_OF}${s.accountId}` }],
  erase: {
    reduce: anonymousDecision,
    why: 'the moderation record of the content it was about, kept as long as its reports',
  },
} satisfies EntityDeclaration;

export const hiddenEntity = {
  name: 'HiddenContent',
  keys: { pk: 'HIDDEN#', sk: 'DECISION' },
  owner: { none: 'a pointer from hidden content to the decision that hides it, kept by the business' },
  retention: {
    policy: 'reports',
    ttl: 'expiresAt',
    period: 'while the content is hidden, and no longer than the decision it points to',
  },
  export: { none: 'a pointer to a decision, which is exported itself' },
} satisfies EntityDeclaration;

export const openAppealsEntity = {
  name: 'OpenAppealsCount',
  keys: { pk: 'COUNTER#APPEALS', sk: 'OPEN' },
  owner: { none: 'one count for the whole queue of appeals' },
  retention: { policy: 'reports', rule: 'kept as long as the queue is' },
  export: { none: 'one count for the whole queue of appeals' },
} satisfies EntityDeclaration;

/**
 * The writes that record a new decision, for the hide's transaction: the decision, and the pointer
 * from the content to it, which fails its condition when the content is under an open decision
 * already (it is hidden: show it first).
 */
export function recordDecision(decision: Decision): TransactItem[] {
  return [
    {
      Put: {
        Item: decisionToItem(decision),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        Item: {
          ...moderationKeys.hidden(decision.contentType, decision.contentId),
          entity: hiddenEntity.name,
          decisionId: decision.id,
          expiresAt: ttlFrom('reports', decision.hiddenAt),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
}

const readItem = async (key: { pk: string; sk: string }) =>
  (await ddb().send(getItem({ Key: key, ConsistentRead: true }))).Item;

export async function getDecision(id: string): Promise<Decision | null> {
  const item = await readItem(moderationKeys.decision(id));
  return item ? decisionFromItem(item) : null;
}

/** The decision that keeps an item hidden now, if one does. */
export async function openDecisionOf(contentType: string, contentId: string): Promise<string | null> {
  const item = await readItem(moderationKeys.hidden(contentType, contentId));
  return typeof item?.decisionId === 'string' ? item.decisionId : null;
}

/**
 * The writes that close a decision when its content shows again (a moderator shows it, or an appeal
 * reverses it): the decision says so, and the content's pointer to it goes.
 */
export function closeDecision(decision: Pick<Decision, 'id' | 'contentType' | 'contentId'>, at: string) {
  return [
    {
      Update: {
        Key: moderationKeys.decision(decision.id),
        UpdateExpression: 'SET stillHidden = :no, shownAt = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':no': false, ':at': at },
      },
    },
    {
      Delete: {
        Key: moderationKeys.hidden(decision.contentType, decision.contentId),
        ConditionExpression: 'attribute_not_exists(pk) OR decisionId = :id',
        ExpressionAttributeValues: { ':id': decision.id },
      },
    },
  ] satisfies TransactItem[];
}

/**
 * The writes that close a decision whose appeal is still open when a moderator shows the content again
 * from a report's review: the appeal is decided as reversed with it (one write on the decision, as a
 * transaction may touch an item once), and leaves the open appeals.
 */
export function closeDecisionWithAppeal(
  decision: Pick<Decision, 'id' | 'contentType' | 'contentId'>,
  notes: string,
  byUserId: string,
  at: string,
): TransactItem[] {
  const index = appealIndex('decided', at, decision.id);
  return [
    {
      Update: {
        Key: moderationKeys.decision(decision.id),
        UpdateExpression:
          'SET stillHidden = :no, shownAt = :at, appeal.#status = :reversed, appeal.decidedAt = :at, ' +
          'appeal.outcomeNotes = :notes, appeal.decidedByUserId = :by, gsi2pk = :gp, gsi2sk = :gs',
        ConditionExpression: 'appeal.#status = :open',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':no': false,
          ':at': at,
          ':reversed': 'reversed',
          ':notes': notes,
          ':by': byUserId,
          ':gp': index.gsi2pk,
          ':gs': index.gsi2sk,
          ':open': 'open',
        },
      },
    },
    closeDecision(decision, at)[1]!,
    countOpen(-1),
  ];
}

const countOpen = (delta: 1 | -1): TransactItem => ({
  Update: {
    Key: moderationKeys.openAppeals(),
    UpdateExpression: 'ADD #open :d',
    ExpressionAttributeNames: { '#open': 'open' },
    ExpressionAttributeValues: { ':d': delta },
  },
});

/** The most decisions an owner's page lists; a person with more has bigger problems than paging. */
export const DECISIONS_SHOWN = 100;

/** The decisions about an account's content, newest first. */
export async function decisionsOf(accountId: string): Promise<Decision[]> {
  const out = await ddb().send(
    queryItems({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :p',
      ExpressionAttributeValues: { ':p': `${DECISIONS_OF}${accountId}` },
      ScanIndexForward: false,
      Limit: DECISIONS_SHOWN,
    }),
  );
  return (out.Items ?? []).map(decisionFromItem);
}

/**
 * The owner appeals a decision, once: the appeal is written only while the decision is theirs and has
 * none, so of two at once one is stored. 'appealed' when done; 'taken' when it had one already;
 * 'not-yours' when it is not the caller's (or no longer exists).
 */
export async function appeal(
  decisionId: string,
  ownerAccountId: string,
  appealText: string,
  at: string,
): Promise<'appealed' | 'taken' | 'not-yours'> {
  const value: Appeal = {
    text: appealText,
    status: 'open',
    createdAt: at,
    decidedAt: null,
    outcomeNotes: null,
    decidedByUserId: null,
  };
  const index = appealIndex('open', at, decisionId);
  const outcome = await transact({
    decision: {
      Update: {
        Key: moderationKeys.decision(decisionId),
        UpdateExpression: 'SET appeal = :appeal, gsi2pk = :gp, gsi2sk = :gs',
        ConditionExpression: 'ownerAccountId = :owner AND attribute_not_exists(appeal)',
        ExpressionAttributeValues: {
          ':appeal': value,
          ':owner': ownerAccountId,
          ':gp': index.gsi2pk,
          ':gs': index.gsi2sk,
        },
      },
    },
    openCount: countOpen(1),
  });
  if (outcome.done) return 'appealed';
  const now = await getDecision(decisionId);
  return now?.ownerAccountId === ownerAccountId && now.appeal ? 'taken' : 'not-yours';
}

/**
 * A moderator decides an appeal, only while it is open, with the decision's extra writes (the content shown
 * again when reversed, the owner's email) in the same transaction or not at all: 'already' when it was
 * decided meanwhile, 'content-gone' when what `extraWrites` writes on the content no longer allows it.
 */
export async function decideAppeal(
  decision: Decision,
  outcome: AppealOutcome,
  notes: string,
  byUserId: string,
  at: string,
  extraWrites: TransactItem[],
): Promise<'decided' | 'already' | 'content-gone'> {
  const index = appealIndex('decided', at, decision.id);
  const reversed = outcome === 'reversed';
  const result = await transact({
    decision: {
      Update: {
        Key: moderationKeys.decision(decision.id),
        UpdateExpression:
          'SET appeal.#status = :outcome, appeal.decidedAt = :at, appeal.outcomeNotes = :notes, ' +
          'appeal.decidedByUserId = :by, gsi2pk = :gp, gsi2sk = :gs' +
          (reversed ? ', stillHidden = :no, shownAt = :at' : ''),
        ConditionExpression: 'appeal.#status = :open',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':outcome': outcome,
          ':at': at,
          ':notes': notes,
          ':by': byUserId,
          ':gp': index.gsi2pk,
          ':gs': index.gsi2sk,
          ':open': 'open',
          ...(reversed ? { ':no': false } : {}),
        },
      },
    },
    openCount: countOpen(-1),
    closed: reversed ? closeDecision(decision, at)[1]! : null,
    extraWrites,
  });
  if (result.done) return 'decided';
  return result.failed === 'decision' ? 'already' : 'content-gone';
}

/** Appeals a page at a time: open ones (the oldest waiting last), or decided ones, newest first. */
export async function listAppeals(opts: {
  status: 'open' | 'decided';
  limit: number;
  cursor?: string;
}): Promise<{ items: Decision[]; nextCursor: string | null }> {
  const page = await readPartitionPage({
    index: 'gsi2',
    partition: `${APPEALS_PARTITION}${opts.status}`,
    limit: opts.limit,
    cursor: opts.cursor,
  });
  return { items: page.items.map(decisionFromItem), nextCursor: page.nextCursor };
}

export async function openAppealCount(): Promise<number> {
  const item = await readItem(moderationKeys.openAppeals());
  return Math.max(0, Number(item?.open ?? 0));
}
