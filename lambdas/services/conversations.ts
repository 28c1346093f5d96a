/**
 * Conversations as the routes serve them: who may start one about what, the views each side sees
 * (labels only: a first name or an agency's name, never an address or a phone number), the version an
 * open thread polls with, and the sends (the emails each new message sends are domain/conversations.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { UserType } from '../contract/auth.ts';
import { withoutHiddenControls } from '../contract/text.ts';
import {
  MESSAGES_TEXTS,
  messageIdOf,
  type ConversationSummary,
  type MessageView,
  type Thread,
} from '../contract/messages.ts';
import { getAgencyOfUser } from '../data/agencies.ts';
import { getApplication } from '../data/applications.ts';
import {
  accountSideKey,
  guestConversationSideKey,
  guestSideKey,
  type ConversationSide,
  type SideName,
  type StoredConversation,
  type StoredMessage,
} from '../data/conversation-keys.ts';
import {
  appendMessage,
  createConversation,
  blockState,
  findPair,
  listMessages,
  markGuestRead,
  listInbox,
  getConversation,
  markRead,
  setBlock,
  otherSideName,
  sideOfAccount,
  unreadIn,
  visibleSeqOf,
  type ExtraWrites,
  type Appended,
  type NewConversation,
} from '../data/conversations.ts';
import { getJob } from '../data/jobs.ts';
import { getMany } from '../data/table/batch.ts';
import { getNanny, getNannyOfUser, listedProfileCheck, nannyFromItem, nannyKey } from '../data/nannies.ts';
import { enforceRateLimits } from '../data/rate-limits.ts';
import { forbidden, gone, invalid, notFound } from '../domain/errors.ts';
import { firstName } from '../domain/nanny.ts';
import { RATE_LIMITS } from '../domain/rate-limits.ts';
import { countEvent } from '../platform/metrics.ts';
import type { Logger } from '../platform/log.ts';
import { plainParagraphs } from '../domain/sanitise.ts';
import { isListed } from '../domain/visibility.ts';
import { accountFirstName } from './accounts.ts';
import { readGuestToken } from './guest-link.ts';

// ---------------------------------------------------------------------------------------------------
// Text

/**
 * A message as stored: plain text with its line breaks (markup, control and hidden characters gone:
 * domain/sanitise.ts), refused when nothing is left. The schema caps its length as typed.
 */
export function messageTextOf(input: string): string {
  const text = plainParagraphs(input);
  // Marks and joiners stay inside a sentence; alone, they say nothing.
  if (!withoutHiddenControls(text).trim())
    throw invalid('Invalid request body', { text: MESSAGES_TEXTS.required });
  return text;
}

/** A fresh conversation id: 32 lower-case hex characters. */
export const newConversationId = () => randomBytes(16).toString('hex');

/** A client id for a message the server writes itself (the Contact form's first message). */
export const serverClientId = () => `srv-${randomBytes(12).toString('hex')}`;

// ---------------------------------------------------------------------------------------------------
// Views

function removed(message: StoredMessage) {
  return message.hidden === true;
}

export function messageView(message: StoredMessage, viewer: SideName): MessageView {
  return {
    id: messageIdOf(message.conversationId, message.seq),
    seq: message.seq,
    mine: message.sender === viewer,
    // A moderator's removal hides the text; a deleted account's messages keep their place without it.
    text: removed(message) || message.text === '' ? null : message.text,
    removed: removed(message),
    sentAt: message.sentAt,
  };
}

/** The other side; a nanny's id (for a link to her card) only while her card is listed. */
export function otherSideView(side: ConversationSide, listed: ReadonlySet<string>) {
  return {
    label: side.label,
    kind: side.kind,
    nannyId:
      side.kind === 'nanny' && !side.deleted && side.nannyId && listed.has(side.nannyId)
        ? side.nannyId
        : null,
  };
}

/** Which of some nannies' cards are listed, in one read. */
export async function listedNannies(nannyIds: ReadonlyArray<string | null>): Promise<Set<string>> {
  const ids = [...new Set(nannyIds.filter((id): id is string => Boolean(id)))];
  if (!ids.length) return new Set();
  const found = await getMany(ids.map(nannyKey));
  return new Set(
    [...found.values()]
      .map(nannyFromItem)
      .filter(isListed)
      .map((profile) => profile.id),
  );
}

/** The nanny on the other side of each conversation, if any. */
export const otherNannyIds = (items: ReadonlyArray<{ conversation: StoredConversation; side: SideName }>) =>
  items.map(({ conversation, side }) => {
    const other = conversation[otherSideName(side)];
    return other.kind === 'nanny' ? other.nannyId : null;
  });

export function summaryView(
  conversation: StoredConversation,
  viewer: SideName,
  extra: { unread: number; blocked: boolean; lastMessage: StoredMessage | null; listed: ReadonlySet<string> },
): ConversationSummary {
  const last = extra.lastMessage;
  return {
    id: conversation.id,
    other: otherSideView(conversation[otherSideName(viewer)], extra.listed),
    origin: conversation.origin,
    job:
      conversation.jobId && conversation.jobTitle
        ? { id: conversation.jobId, title: conversation.jobTitle }
        : null,
    lastMessage: last
      ? {
          text: removed(last) || last.text === '' ? null : preview(last.text),
          mine: last.sender === viewer,
          sentAt: last.sentAt,
          removed: removed(last),
        }
      : null,
    unread: extra.unread,
    blocked: extra.blocked,
    updatedAt: conversation.lastAt,
  };
}

/** The list shows the start of the last message: MESSAGE_PREVIEW_LENGTH characters, on one line. */
function preview(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > PREVIEW ? `${line.slice(0, PREVIEW - 1).trimEnd()}…` : line;
}
const PREVIEW = 140;

/**
 * Whether a side may send: it has not blocked the other side, and both accounts still exist. Whether
 * the other side blocked it does not enter: a blocked side sends as before (its messages are held), so
 * its thread reads exactly as an idle one does.
 */
export const maySend = (
  conversation: StoredConversation,
  viewer: SideName,
  blocks: { blockedByMe: boolean },
) => !blocks.blockedByMe && !conversation[viewer].deleted && !conversation[otherSideName(viewer)].deleted;

export function threadView(
  conversation: StoredConversation,
  viewer: SideName,
  page: { messages: StoredMessage[]; hasOlder: boolean },
  extra: { unread: number; blockedByMe: boolean; listed: ReadonlySet<string> },
): Thread {
  const visible = visibleSeqOf(conversation, viewer);
  const last = page.messages.at(-1)?.seq === visible ? page.messages.at(-1)! : null;
  return {
    conversation: summaryView(conversation, viewer, {
      unread: extra.unread,
      blocked: extra.blockedByMe,
      lastMessage: last,
      listed: extra.listed,
    }),
    messages: page.messages.map((message) => messageView(message, viewer)),
    hasOlder: page.hasOlder,
    canSend: maySend(conversation, viewer, extra),
    otherReadSeq: conversation[otherSideName(viewer)].readSeq,
    interviewPair: interviewPairOf(conversation),
  };
}

/**
 * The job and the nanny whose interviews a conversation may show: a conversation about a job, between
 * a nanny and a family or an agency, both accounts still there. Whether they are a pair (the job is the
 * other side's, and she applied or was invited) and what the viewer may see is the interviews route's
 * to decide; this only says where to ask.
 */
export function interviewPairOf(conversation: StoredConversation): { jobId: string; nannyId: string } | null {
  const { a, b, jobId } = conversation;
  const nanny = a.kind === 'nanny' ? a : b.kind === 'nanny' ? b : null;
  const poster = nanny === a ? b : a;
  if (!jobId || !nanny?.nannyId || nanny.deleted || poster.deleted) return null;
  if (poster.kind !== 'family' && poster.kind !== 'agency') return null;
  return { jobId, nannyId: nanny.nannyId };
}

/**
 * An open thread's version: everything its answer shows this side that can change (the last message it
 * can see, both read marks, its own block, deleted sides, moderators' removals), and the page asked for.
 * Equal versions mean the answer the browser holds is still right: 304, with no body. The other side's
 * block is not in it, so a blocked side's thread keeps its version as an idle thread does.
 */
export function threadVersion(
  conversation: StoredConversation,
  viewer: SideName,
  query: { after?: number | undefined; before?: number | undefined },
): string {
  const side = (s: ConversationSide, own: boolean) =>
    [s.readSeq, own && s.blocking ? 1 : 0, s.deleted ? 1 : 0].join('.');
  const state = [
    conversation.id,
    viewer,
    visibleSeqOf(conversation, viewer),
    side(conversation[viewer], true),
    side(conversation[otherSideName(viewer)], false),
    conversation.hiddenVersion ?? 0,
    query.after ?? '',
    query.before ?? '',
  ].join('|');
  return `"${createHash('sha256').update(state).digest('base64url').slice(0, 22)}"`;
}

/** Whether an If-None-Match header names the version (a list of tags, or a weak one, as browsers send). */
export function matchesVersion(header: string | undefined, version: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === version || tag === '*');
}

// ---------------------------------------------------------------------------------------------------
// Starting

export interface Starter {
  id: string;
  name: string;
  userType: UserType | null;
}

export interface StartInput {
  nannyId?: string | undefined;
  jobId?: string | undefined;
  text: string;
  clientId: string;
}

interface Plan {
  conversation: Omit<NewConversation, 'id'>;
  /** The starter's side of it. */
  from: SideName;
  /** What the message's write must also hold (a nanny reached from her card is still listed). */
  extra?: ExtraWrites;
}

/**
 * The condition of reaching a nanny from her card (the Contact form, a family's Message, an invitation):
 * her card is still listed (looking, not hidden, not being deleted) as the message is written.
 */
const stillListed = (nannyId: string, refused: () => Error): ExtraWrites => ({
  writes: () => [listedProfileCheck(nannyId)],
  refused,
});

/** Two sets of extra writes as one. */
function bothExtra(first: ExtraWrites | undefined, second: ExtraWrites | undefined): ExtraWrites | undefined {
  if (!first || !second) return first ?? second;
  return {
    writes: (id) => [...first.writes(id), ...second.writes(id)],
    refused: (index) => {
      const count = first.writes('').length;
      return index < count ? first.refused(index) : second.refused(index - count);
    },
  };
}

const cannotStart = () => invalid(MESSAGES_TEXTS.cannotStart, { _: MESSAGES_TEXTS.cannotStart });
const notApplied = () => invalid(MESSAGES_TEXTS.notApplied, { jobId: MESSAGES_TEXTS.notApplied });

const side = (
  key: string,
  accountId: string | null,
  kind: ConversationSide['kind'],
  label: string,
  nannyId: string | null = null,
  email?: string,
): ConversationSide => ({ key, accountId, kind, label, nannyId, readSeq: 0, ...(email ? { email } : {}) });

/** A poster's side: a family by its first name, an agency by its name. */
async function posterSide(accountId: string, kind: 'family' | 'agency', knownName?: string) {
  let label: string | null = null;
  if (kind === 'agency') label = (await getAgencyOfUser(accountId))?.agencyName ?? null;
  if (!label) label = knownName ? firstName(knownName) : await accountFirstName(accountId);
  return side(accountSideKey(accountId), accountId, kind, label || (kind === 'agency' ? 'Agency' : 'Family'));
}

/** The nanny's side, by her profile. */
const nannySide = (nanny: { id: string; userId: string; fullName: string }) =>
  side(accountSideKey(nanny.userId), nanny.userId, 'nanny', firstName(nanny.fullName), nanny.id);

/**
 * What a signed-in account may start, by the contract (messages.ts startConversationInput):
 * - a family or agency names a nanny whose card is listed ('candidate'), or one who applied to a job
 *   of theirs ('applicant', with the job);
 * - a nanny names a job she applied to ('application'): the other side is its poster.
 * Anything else is refused with the contract's words.
 */
async function planFor(starter: Starter, input: StartInput): Promise<Plan> {
  if (starter.userType === 'family' || starter.userType === 'agency') {
    if (!input.nannyId) throw cannotStart();
    const nanny = await getNanny(input.nannyId);
    if (!nanny || nanny.userId === starter.id) throw notFound(MESSAGES_TEXTS.cannotStart);
    const me = await posterSide(
      starter.id,
      starter.userType,
      starter.userType === 'family' ? starter.name : undefined,
    );
    if (input.jobId) {
      const job = await getJob(input.jobId);
      if (!job || job.ownerId !== starter.id) throw notFound(MESSAGES_TEXTS.cannotStart);
      if (!(await getApplication(job.id, nanny.id))) throw notFound(MESSAGES_TEXTS.cannotStart);
      return {
        conversation: { origin: 'applicant', jobId: job.id, jobTitle: job.title, a: me, b: nannySide(nanny) },
        from: 'a',
      };
    }
    if (!isListed(nanny)) throw notFound(MESSAGES_TEXTS.cannotStart);
    return {
      conversation: { origin: 'candidate', jobId: null, jobTitle: null, a: me, b: nannySide(nanny) },
      from: 'a',
      extra: stillListed(nanny.id, () => notFound(MESSAGES_TEXTS.cannotStart)),
    };
  }
  if (starter.userType === 'nanny') {
    if (!input.jobId || input.nannyId) throw notApplied();
    const [mine, job] = await Promise.all([getNannyOfUser(starter.id), getJob(input.jobId)]);
    if (!mine) throw notApplied();
    if (!job || job.ownerId === starter.id) throw notFound(MESSAGES_TEXTS.notApplied);
    if (!(await getApplication(job.id, mine.id))) throw notApplied();
    // An agency is named by its profile, never by a name a job carried.
    const poster = await posterSide(job.ownerId, job.posterType);
    return {
      conversation: {
        origin: 'application',
        jobId: job.id,
        jobTitle: job.title,
        a: nannySide(mine),
        b: poster,
      },
      from: 'a',
    };
  }
  // An account of no type (an administrator) has no side to start from.
  throw forbidden(MESSAGES_TEXTS.cannotStart);
}

/** A side's key for its rate limits: the account, or the visitor's address's code. */
const limitSubject = (s: ConversationSide) => s.accountId ?? s.addressKey ?? s.key;

/**
 * Adds a message to the conversation the two sides have about the job, or starts it: one conversation
 * per two sides and job. Rate limits: new conversations per starter per day, messages per sender per
 * minute (the 429 says how long to wait).
 */
export async function startOrAdd(
  plan: Plan,
  input: { text: string; clientId: string; now: Date; copyToVisitor?: boolean; extra?: ExtraWrites },
): Promise<{ conversationId: string; created: boolean; message: StoredMessage }> {
  const { conversation } = plan;
  const sender = conversation[plan.from];
  const message = {
    from: plan.from,
    text: input.text,
    clientId: input.clientId,
    now: input.now,
    copyToVisitor: input.copyToVisitor ?? false,
    ...(bothExtra(plan.extra, input.extra) ? { extra: bothExtra(plan.extra, input.extra)! } : {}),
  };
  const existing = await findPair([conversation.a.key, conversation.b.key], conversation.jobId);
  await enforceRateLimits(
    [[RATE_LIMITS.messagesPerSender, limitSubject(sender)]],
    MESSAGES_TEXTS.tooManyMessages,
  );
  if (existing) return addTo(existing, sender.key, message);
  await enforceRateLimits(
    [[RATE_LIMITS.conversationsPerStarter, limitSubject(sender)]],
    MESSAGES_TEXTS.tooManyConversations,
  );
  const id = newConversationId();
  const created = await createConversation({ id, ...conversation }, message);
  if (created) {
    countEvent('messageSent');
    return {
      conversationId: id,
      created: true,
      message: {
        conversationId: id,
        seq: 1,
        sender: plan.from,
        senderAccountId: sender.accountId,
        accounts: created.accounts,
        text: input.text,
        sentAt: input.now.toISOString(),
      },
    };
  }
  // Another request started it a moment ago: the message joins that one.
  const raced = await findPair([conversation.a.key, conversation.b.key], conversation.jobId);
  if (!raced) throw new Error('A conversation pair vanished while it was being started');
  return addTo(raced, sender.key, message);
}

async function addTo(
  conversationId: string,
  senderKey: string,
  message: Parameters<typeof appendMessage>[1],
): Promise<{ conversationId: string; created: boolean; message: StoredMessage }> {
  // The pair says who the sides are; the message's side is the sender's in that conversation.
  const stored = await getConversation(conversationId, true);
  if (!stored) throw notFound(MESSAGES_TEXTS.notFound);
  const from: SideName = stored.a.key === senderKey ? 'a' : 'b';
  const appended = await appendMessage(stored, { ...message, from });
  countSent(appended);
  return { conversationId, created: false, message: appended.message };
}

/** POST /messages: a signed-in account starts a conversation (or adds to the one it has). */
export async function startConversation(starter: Starter, input: StartInput, now = new Date()) {
  const text = messageTextOf(input.text);
  const plan = await planFor(starter, input);
  return startOrAdd(plan, { text, clientId: input.clientId, now });
}

/**
 * A poster's invitation of a listed nanny to apply for their job: the conversation the two have about
 * the job (the one her application would have started, if she applied). An agency's side carries its
 * profile's name.
 */
export async function invitationPlan(
  starter: Starter & { userType: 'family' | 'agency' },
  job: { id: string; title: string; posterType: 'family' | 'agency' },
  nanny: { id: string; userId: string; fullName: string },
): Promise<Plan> {
  const me = await posterSide(
    starter.id,
    starter.userType,
    starter.userType === 'family' ? starter.name : undefined,
  );
  return {
    conversation: { origin: 'invitation', jobId: job.id, jobTitle: job.title, a: me, b: nannySide(nanny) },
    from: 'a',
  };
}

/**
 * A visitor's message to a nanny from her card's Contact dialog: a new conversation with a visitor side
 * of its own (a key no other conversation has, so a Contact form never writes into an earlier thread:
 * only her signed link adds to hers), known by her address's code for blocks, and not confirmed until
 * she opens a link sent to the address.
 */
export function visitorPlan(
  visitor: { label: string; email: string },
  nanny: { id: string; userId: string; fullName: string },
): Plan {
  const email = visitor.email.trim();
  return {
    conversation: {
      origin: 'contact',
      jobId: null,
      jobTitle: null,
      a: {
        ...side(guestConversationSideKey(), null, 'visitor', visitor.label, null, email),
        addressKey: guestSideKey(email),
      },
      b: nannySide(nanny),
    },
    from: 'a',
    extra: stillListed(nanny.id, () => notFound(CONTACT_UNAVAILABLE)),
  };
}

/** What the Contact dialog says when her card left the list as the message was sent. */
const CONTACT_UNAVAILABLE = 'This nanny is no longer available.';

/** A signed-in family's or agency's message from the Contact dialog: a conversation about her card. */
export async function accountContactPlan(
  starter: Starter & { userType: 'family' | 'agency' },
  nanny: { id: string; userId: string; fullName: string },
): Promise<Plan> {
  const me = await posterSide(
    starter.id,
    starter.userType,
    starter.userType === 'family' ? starter.name : undefined,
  );
  return {
    conversation: { origin: 'candidate', jobId: null, jobTitle: null, a: me, b: nannySide(nanny) },
    from: 'a',
    extra: stillListed(nanny.id, () => notFound(CONTACT_UNAVAILABLE)),
  };
}

/**
 * Two families talking about a nanny share (services/shares.ts): the proposing family starts it with its
 * proposal, and the first family answers; blocks, reports and rate limits hold as in any conversation.
 * One conversation per two families, whichever share it began with.
 */
export function sharePlan(
  from: { accountId: string; label: string },
  to: { accountId: string; label: string },
): Plan {
  const familySide = (f: { accountId: string; label: string }) =>
    side(accountSideKey(f.accountId), f.accountId, 'family', f.label || 'Family');
  return {
    conversation: { origin: 'share', jobId: null, jobTitle: null, a: familySide(from), b: familySide(to) },
    from: 'a',
  };
}

/** Sends a message as one side of a conversation, within the per-minute limit. */
export async function sendAs(
  conversation: StoredConversation,
  from: SideName,
  input: { text: string; clientId: string },
  now = new Date(),
) {
  const text = messageTextOf(input.text);
  const sender = conversation[from];
  await enforceRateLimits(
    [[RATE_LIMITS.messagesPerSender, limitSubject(sender)]],
    MESSAGES_TEXTS.tooManyMessages,
  );
  const appended = await appendMessage(conversation, { from, text, clientId: input.clientId, now });
  countSent(appended);
  return appended;
}

/**
 * POST /messages/{id}: an account sends a message in a conversation it is part of, read once (again only
 * when its write loses a race). A conversation of others, a block either way, or a deleted other side:
 * 404, and nothing is stored. The same client id twice: the first message. Answers it as the sender sees it.
 */
export async function sendInConversation(
  accountId: string,
  conversationId: string,
  input: { text: string; clientId: string },
) {
  const conversation = await getConversation(conversationId, true);
  const side = conversation ? sideOfAccount(conversation, accountId) : null;
  if (!conversation || !side) throw notFound(MESSAGES_TEXTS.notFound);
  const { message } = await sendAs(conversation, side, input);
  return messageView(message, side);
}

/** A visitor answers through her link: the other side is told as by any account's message. */
export async function sendAsGuest(token: string, input: { text: string; clientId: string }) {
  const { conversation, side } = await guestConversation(token);
  const { message } = await sendAs(conversation, side, input);
  return messageView(message, side);
}

/** Counts a stored message; a repeated send (its client id stored already) stored nothing new. */
function countSent(appended: Appended): void {
  if (!appended.duplicate) countEvent('messageSent');
}

// ---------------------------------------------------------------------------------------------------
// The visitor's side

/**
 * The conversation a visitor's link opens, and her side of it: a token that is not ours (or names
 * nothing) is 404, an expired one 410, each with the page's words.
 */
export async function guestConversation(token: string, now = new Date()) {
  const check = await readGuestToken(token, now);
  if (!check.ok) {
    if (check.reason === 'expired') throw gone(MESSAGES_TEXTS.guestExpired);
    throw notFound(MESSAGES_TEXTS.guestInvalid);
  }
  const conversation = await getConversation(check.conversationId, true);
  const side: SideName | null =
    conversation?.a.kind === 'visitor' ? 'a' : conversation?.b.kind === 'visitor' ? 'b' : null;
  if (!conversation || !side || conversation[side].deleted) throw notFound(MESSAGES_TEXTS.guestInvalid);
  return { conversation, side, expiresAt: check.expiresAt };
}

/**
 * An account has read a conversation up to a message: its unread count and the header's badge lose
 * what was read, in one transaction (exact however many messages arrive meanwhile). Answers what is left.
 */
export const markConversationRead = (accountId: string, conversationId: string, seq: number) =>
  markRead(conversationId, accountId, seq);

/** A visitor blocks (or unblocks) the nanny through her link: no more messages either way; she is not told. */
export async function guestBlock(token: string, blocked: boolean, log: Logger) {
  const { conversation, side } = await guestConversation(token);
  await setBlock(conversation, side, blocked);
  log.info(blocked ? 'visitor blocked a conversation' : 'visitor unblocked a conversation');
  return { blocked };
}

/**
 * An account blocks (or unblocks) the other side of a conversation it is part of: no more messages
 * either way, in any of their conversations. The blocked side is not told.
 */
export async function blockInConversation(
  accountId: string,
  conversationId: string,
  blocked: boolean,
  log: Logger,
) {
  const conversation = await getConversation(conversationId, true);
  const side = conversation ? sideOfAccount(conversation, accountId) : null;
  if (!conversation || !side) throw notFound(MESSAGES_TEXTS.notFound);
  await setBlock(conversation, side, blocked);
  log.info(blocked ? 'conversation blocked' : 'conversation unblocked');
  return { blocked };
}

/** An account's conversations, the latest first: the other side's label, the job, the last message, unread. */
export async function inboxPage(accountId: string, limit: number, cursor?: string) {
  const page = await listInbox(accountId, limit, cursor);
  const listed = await listedNannies(
    otherNannyIds(page.items.map(({ row, conversation }) => ({ conversation, side: row.side }))),
  );
  return {
    items: page.items.map(({ row, conversation, lastMessage, blocked }) =>
      summaryView(conversation, row.side, { unread: row.unread, blocked, lastMessage, listed }),
    ),
    nextCursor: page.nextCursor,
  };
}

/**
 * A visitor's conversation with a nanny, opened with the signed link from her email. Opening it marks
 * what she sees as read, for the nanny's "Seen".
 */
export async function guestThread(token: string) {
  const { conversation, side, expiresAt } = await guestConversation(token);
  const [page, blocks, listed] = await Promise.all([
    listMessages(conversation.id, side, {}),
    blockState(conversation, side),
    listedNannies(otherNannyIds([{ conversation, side }])),
  ]);
  await markGuestRead(conversation, side);
  return {
    other: otherSideView(conversation[otherSideName(side)], listed),
    messages: page.messages.map((message) => messageView(message, side)),
    canSend: maySend(conversation, side, blocks),
    blocked: blocks.blockedByMe,
    expiresAt,
  };
}

/**
 * One thread, as an open page polls it every few seconds: the conversation item is read first (one
 * small read), and when its version is the one the browser holds (`ifNoneMatch`), nothing more is read
 * (`notModified`). Only a changed thread reads its messages, blocks and unread count. `etag` is the
 * version to answer with, or null when the answer must carry none.
 */
export async function threadFor(
  accountId: string,
  conversationId: string,
  query: { after?: number; before?: number },
  ifNoneMatch: string | undefined,
): Promise<{ notModified: true; etag: string } | { notModified: false; view: Thread; etag: string | null }> {
  const conversation = await getConversation(conversationId);
  const side = conversation ? sideOfAccount(conversation, accountId) : null;
  if (!conversation || !side) throw notFound(MESSAGES_TEXTS.notFound);
  const version = threadVersion(conversation, side, query);
  if (matchesVersion(ifNoneMatch, version)) return { notModified: true, etag: version };
  const [page, blocks, listed, unread] = await Promise.all([
    listMessages(conversation.id, side, query),
    blockState(conversation, side),
    listedNannies(otherNannyIds([{ conversation, side }])),
    unreadIn(accountId, conversation.id),
  ]);
  const view = threadView(conversation, side, page, { unread, ...blocks, listed });
  // The version stands for the caller's own block only while its block item agrees with the
  // conversation's copy: a block made in another conversation between the two gets no version, so the
  // next poll reads the thread in full rather than keep a stale answer by a 304. The other side's block
  // is never in it: a blocked side's thread answers as an idle one does.
  const agrees = blocks.blockedByMe === (conversation[side].blocking === true);
  return { notModified: false, view, etag: agrees ? version : null };
}
