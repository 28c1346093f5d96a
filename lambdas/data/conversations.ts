/**
 * The conversation store: conversations between two sides, their messages, each account's inbox rows,
 * the pair item that keeps one conversation per two sides and job, and blocks. The keys and stored
 * shapes are in conversation-keys.ts (moderation reads them too); this module owns the writes.
 *
 * A message is ONE transaction: the message at the next number (on the condition that the
 * conversation's last number is still the one read, so two sends at once never share a number), its
 * sent marker (the same client id twice is stored once), the conversation's last message, both inbox
 * rows (the recipient's unread + 1), the recipient's activity count, a check that neither side
 * blocked the other, the conversation's retention timer, its outbox email, if any, and the nudges it
 * starts (nudges.ts).
 */
import { DELETED_USER_LABEL } from '../contract/messages-constants.ts';
import { periodEnd, retentionPeriod } from '../contract/retention.ts';
import { DATA_RIGHTS_MESSAGES } from '../contract/data-rights.ts';
import { MESSAGES_TEXTS } from '../contract/messages-constants.ts';
import { messageEmails } from '../domain/conversations.ts';
import { forbidden, notFound } from '../domain/errors.ts';
import { accountActiveCheck } from './account-index.ts';
import { reachChecks } from './reach.ts';
import { ddb } from '../platform/clients.ts';
import { activityAdd } from './activity.ts';
import { attempt } from './table/conditional.ts';
import {
  blockKeyOf,
  conversationKeys,
  guestSideKey,
  type ConversationSide,
  type SideName,
  type StoredConversation,
  type StoredMessage,
} from './conversation-keys.ts';
import { getMany } from './table/batch.ts';
import type { EntityDeclaration, StoredItem, Subject } from './entity.ts';
import { messageNudgePuts } from './nudges.ts';
import { outboxEntry, putOutboxEntry, type OutboxEntry } from './outbox.ts';
import { caseItems, type Counted } from './response-records.ts';
import { readPartitionPage } from './table/pages.ts';
import { retentionDueFrom, retentionDueKey, retentionDuePut } from './retention-due.ts';
import { transact, type TransactItem } from './table/transact.ts';
import { deleteItem, getItem, queryItems, updateItem } from './table/commands.ts';

export {
  conversationKeys,
  type ConversationSide,
  type SideName,
  type StoredConversation,
  type StoredMessage,
};

const CONVERSATION = 'Conversation';
const MESSAGE = 'Message';
const INBOX = 'ConversationInboxRow';

export const otherSideName = (side: SideName): SideName => (side === 'a' ? 'b' : 'a');

/** Which side of a conversation an account is, or null when it is not part of it. */
export function sideOfAccount(conversation: StoredConversation, accountId: string): SideName | null {
  if (conversation.a.accountId === accountId && !conversation.a.deleted) return 'a';
  if (conversation.b.accountId === accountId && !conversation.b.deleted) return 'b';
  return null;
}

/** Which side a visitor is (by her side key), or null. */
export function sideOfKey(conversation: StoredConversation, key: string): SideName | null {
  if (conversation.a.key === key) return 'a';
  if (conversation.b.key === key) return 'b';
  return null;
}

// ---------------------------------------------------------------------------------------------------
// Item mapping

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const num = (value: unknown): number => (typeof value === 'number' ? value : 0);

function sideFromItem(value: unknown): ConversationSide {
  const side = (value ?? {}) as Record<string, unknown>;
  return {
    key: String(side.key ?? ''),
    accountId: str(side.accountId),
    kind: (str(side.kind) ?? 'visitor') as ConversationSide['kind'],
    label: String(side.label ?? DELETED_USER_LABEL),
    nannyId: str(side.nannyId),
    ...(str(side.email) ? { email: str(side.email)! } : {}),
    ...(str(side.addressKey) ? { addressKey: str(side.addressKey)! } : {}),
    ...(side.confirmed === true ? { confirmed: true } : {}),
    readSeq: num(side.readSeq),
    ...(typeof side.visibleSeq === 'number' ? { visibleSeq: side.visibleSeq } : {}),
    ...(str(side.notifiedAt) ? { notifiedAt: str(side.notifiedAt)! } : {}),
    ...(side.deleted === true ? { deleted: true } : {}),
    ...(side.blocking === true ? { blocking: true } : {}),
  };
}

export function conversationFromItem(item: StoredItem): StoredConversation {
  return {
    id: String(item.id),
    origin: item.origin as StoredConversation['origin'],
    jobId: str(item.jobId),
    jobTitle: str(item.jobTitle),
    a: sideFromItem(item.a),
    b: sideFromItem(item.b),
    createdAt: String(item.createdAt),
    lastAt: String(item.lastAt),
    lastSeq: num(item.lastSeq),
    lastSender: item.lastSender === 'b' ? 'b' : 'a',
    accounts: Array.isArray(item.accounts) ? item.accounts.map(String) : [],
    pairPk: String(item.pairPk ?? ''),
    ...(typeof item.hiddenVersion === 'number' ? { hiddenVersion: item.hiddenVersion } : {}),
    ...(str(item.reportedAt) ? { reportedAt: str(item.reportedAt)! } : {}),
    ...(item.opener === 'a' || item.opener === 'b' ? { opener: item.opener } : {}),
    ...(str(item.answeredAt) ? { answeredAt: str(item.answeredAt)! } : {}),
    ...(item.lateReplyCounted === true ? { lateReplyCounted: true } : {}),
  };
}

export function messageFromItem(item: StoredItem): StoredMessage {
  return {
    conversationId: String(item.conversationId),
    seq: num(item.seq),
    sender: item.sender === 'b' ? 'b' : 'a',
    senderAccountId: str(item.senderAccountId),
    accounts: Array.isArray(item.accounts) ? item.accounts.map(String) : [],
    text: String(item.text ?? ''),
    sentAt: String(item.sentAt),
    ...(item.hidden === true ? { hidden: true } : {}),
    ...(str(item.reportedAt) ? { reportedAt: str(item.reportedAt)! } : {}),
    ...(item.withheld === true ? { withheld: true } : {}),
  };
}

/** Whether a side may see a message: every message but those held from it (sent while it blocked). */
export const visibleTo = (message: StoredMessage, side: SideName) =>
  message.withheld !== true || message.sender === side;

const sideItem = (side: ConversationSide): StoredItem => ({ ...side });

// ---------------------------------------------------------------------------------------------------
// Entity declarations

/** The account's inbox rows: the pointers that lead an export or a deletion to its conversations. */
const inboxPartition = (s: Subject) => ({ partition: `USER#${s.accountId}`, sortKeyPrefix: 'CONV#' });
const sharedBy = (item: StoredItem) => ({
  accounts: Array.isArray(item.accounts) ? item.accounts.map(String) : [],
});
const withoutAccount = (item: StoredItem, accountId: string) =>
  (Array.isArray(item.accounts) ? item.accounts.map(String) : []).filter((id) => id !== accountId);
/**
 * A visitor's conversations, by the code of her address (gsi2): an account deleted later with the same
 * address takes her address and name off them too.
 */
export const guestConversationsPartition = (email: string) =>
  `GUEST_CONV#${guestSideKey(email).slice('GUEST#'.length)}`;

const RETAINED =
  'deleted by the retention run 12 months after the conversation’s last message; while a message in it is reported, kept with the report';

/** A conversation: its two sides (labels only, a visitor's address for her emails), job and last message. */
export const entity = {
  name: CONVERSATION,
  keys: { pk: 'CONV#', sk: 'CONV' },
  owner: { of: sharedBy },
  retention: { policy: 'messages', rule: RETAINED },
  export: {
    shape: (item, subject) => {
      const conversation = conversationFromItem(item);
      const mine = conversation.a.accountId === subject.accountId ? 'a' : 'b';
      return {
        conversationId: conversation.id,
        with: conversation[otherSideName(mine)].label,
        job: conversation.jobTitle,
        startedFrom: conversation.origin,
        startedAt: conversation.createdAt,
        lastMessageAt: conversation.lastAt,
      };
    },
  },
  find: (s) => [
    { via: inboxPartition(s), key: (row) => conversationKeys.conversation(String(row.conversationId)) },
  ],
  // Conversations the account's address began as a visitor, before or without signing in.
  mentions: (s) => (s.email ? [{ index: 'gsi2', partition: guestConversationsPartition(s.email) }] : []),
  erase: {
    // The other side still reads the conversation: the deleted side keeps its place, as "Deleted user".
    reduce: (item, subject) => {
      const { gsi2pk: _index, gsi2sk: _order, ...rest } = item;
      const visitorKey = subject.email ? guestSideKey(subject.email) : null;
      const reduced: StoredItem = { ...rest, accounts: withoutAccount(item, subject.accountId) };
      for (const name of ['a', 'b'] as const) {
        const side = sideFromItem(item[name]);
        const theirs =
          side.accountId === subject.accountId ||
          (side.kind === 'visitor' && blockKeyOf(side) === visitorKey);
        if (!theirs) continue;
        reduced[name] = sideItem({
          key: side.key,
          accountId: null,
          kind: side.kind,
          label: DELETED_USER_LABEL,
          nannyId: null,
          readSeq: side.readSeq,
          deleted: true,
        });
      }
      return reduced;
    },
    why: 'the other side keeps the conversation; the deleted side shows as "Deleted user" and can receive nothing more',
  },
} satisfies EntityDeclaration;

/** A message: its number, sender side and text. */
export const messageEntity = {
  name: MESSAGE,
  keys: { pk: 'CONV#', sk: 'MSG#' },
  owner: { of: sharedBy },
  retention: { policy: 'messages', rule: RETAINED },
  export: {
    shape: (item, subject) => {
      const message = messageFromItem(item);
      return {
        conversationId: message.conversationId,
        from: message.senderAccountId === subject.accountId ? 'you' : 'them',
        text: message.text === '' ? null : message.text,
        ...(message.hidden ? { removedByModerator: true } : {}),
        sentAt: message.sentAt,
      };
    },
  },
  find: (s) => [
    {
      via: inboxPartition(s),
      partitions: (row) => ({ partition: `CONV#${String(row.conversationId)}`, sortKeyPrefix: 'MSG#' }),
    },
  ],
  erase: {
    // What the deleted account sent keeps its place, text removed; a message under a report is kept
    // whole for the moderator until the report's own period ends.
    reduce: (item, subject) => {
      const sent = item.senderAccountId === subject.accountId;
      const reported = typeof item.reportedAt === 'string';
      return {
        ...item,
        accounts: withoutAccount(item, subject.accountId),
        ...(sent ? { senderAccountId: null } : {}),
        ...(sent && !reported ? { text: '' } : {}),
      };
    },
    why: 'the other side keeps the conversation: a deleted account’s messages keep their place with their text removed, unless a report holds one',
  },
} satisfies EntityDeclaration;

/** The record that a client's message id was stored, so a retried send stores nothing more. */
export const sentMarkerEntity = {
  name: 'MessageSentMarker',
  keys: { pk: 'CONV#', sk: 'SENT#' },
  owner: { none: 'a random id the browser chose for a message, with its number: nobody’s details' },
  retention: { policy: 'messages', rule: 'deleted with its conversation by the retention run' },
  export: { none: 'operational: the message it stands for is exported itself' },
} satisfies EntityDeclaration;

/** An account's row in its list of conversations, with its unread count. */
export const inboxEntity = {
  name: INBOX,
  keys: { pk: 'USER#', sk: 'CONV#' },
  owner: { of: (item) => ({ account: String(item.pk).slice('USER#'.length) }) },
  retention: { policy: 'messages', rule: 'deleted with its conversation by the retention run' },
  export: {
    none: 'an index of the account’s conversations, which are exported themselves with their messages',
  },
  find: (s) => [inboxPartition(s)],
  erase: { delete: 'the account’s own list of conversations' },
} satisfies EntityDeclaration;

/** One conversation per two sides and job: the pointer starting a conversation again finds. */
export const pairEntity = {
  name: 'ConversationPair',
  keys: { pk: 'PAIR#', sk: 'PAIR' },
  owner: { of: sharedBy },
  retention: { policy: 'messages', rule: 'deleted with its conversation by the retention run' },
  export: { none: 'a pointer to a conversation, which is exported itself' },
  find: (s) => [{ via: inboxPartition(s), key: (row) => ({ pk: String(row.pairPk), sk: 'PAIR' }) }],
  erase: { delete: 'nothing more can be started with a deleted account' },
} satisfies EntityDeclaration;

/** An account's block of another side. */
export const blockEntity = {
  name: 'ConversationBlock',
  keys: { pk: 'USER#', sk: 'BLOCK#' },
  owner: { of: (item) => ({ account: String(item.pk).slice('USER#'.length) }) },
  retention: { policy: 'account', rule: 'kept while the account exists, until it unblocks' },
  export: { shape: (item) => ({ conversationId: item.conversationId ?? null, blockedAt: item.at }) },
  find: (s) => [{ partition: `USER#${s.accountId}`, sortKeyPrefix: 'BLOCK#' }],
  erase: { delete: 'the account’s own blocks' },
} satisfies EntityDeclaration;

/** A visitor's block of the nanny she wrote to. */
export const guestBlockEntity = {
  name: 'ConversationGuestBlock',
  keys: { pk: 'GUEST#', sk: 'BLOCK#' },
  owner: { none: 'a visitor’s, who has no account: it names her by a one-way code of her address only' },
  retention: { policy: 'messages', rule: 'deleted with her conversation by the retention run' },
  export: { none: 'a visitor has no account to export' },
} satisfies EntityDeclaration;

/** A visitor's conversation is indexed by her address's code (see guestConversationsPartition). */
function visitorIndex(conversation: StoredConversation): StoredItem {
  const visitor = [conversation.a, conversation.b].find((side) => side.kind === 'visitor' && side.email);
  if (!visitor?.email) return {};
  return {
    gsi2pk: guestConversationsPartition(visitor.email),
    gsi2sk: `${conversation.createdAt}#${conversation.id}`,
  };
}

// ---------------------------------------------------------------------------------------------------
// Reads

export async function getConversation(id: string, consistent = false): Promise<StoredConversation | null> {
  const out = await ddb().send(
    getItem({
      Key: conversationKeys.conversation(id),
      ConsistentRead: consistent,
    }),
  );
  return out.Item ? conversationFromItem(out.Item) : null;
}

/** How many messages of a conversation its account holds unread: its inbox row's count (0 without one). */
export async function unreadIn(accountId: string, conversationId: string): Promise<number> {
  const out = await ddb().send(getItem({ Key: conversationKeys.inbox(accountId, conversationId) }));
  return typeof out.Item?.unread === 'number' ? out.Item.unread : 0;
}

/** The conversation two sides have about a job (or about no job), if any. */
export async function findPair(sideKeys: readonly [string, string], jobId: string | null) {
  const out = await ddb().send(
    getItem({
      Key: conversationKeys.pair(sideKeys, jobId),
      ConsistentRead: true,
    }),
  );
  return out.Item ? String(out.Item.conversationId) : null;
}

/**
 * Whether a side blocked the other (by the block items, which hold for every conversation between the
 * two). Only its own block: whether the other side blocked it is never told to it.
 */
export async function blockState(conversation: StoredConversation, side: SideName) {
  const mine = conversationKeys.block(
    blockKeyOf(conversation[side]),
    blockKeyOf(conversation[otherSideName(side)]),
  );
  const found = await getMany([mine]);
  return { blockedByMe: found.has(`${mine.pk}|${mine.sk}`) };
}

const MESSAGE_PAGE = 50;

/**
 * A thread's messages as one side sees them, oldest first: those after `after` (what an open thread
 * asks for), or the newest page before `before` (or the newest of all), with whether older ones exist.
 * Messages held from the side (sent while it blocked their sender) are not in it.
 */
export async function listMessages(
  id: string,
  viewer: SideName,
  opts: { after?: number; before?: number },
): Promise<{ messages: StoredMessage[]; hasOlder: boolean }> {
  const { pk } = conversationKeys.conversation(id);
  const mine = (items: StoredItem[] | undefined) =>
    (items ?? []).map(messageFromItem).filter((message) => visibleTo(message, viewer));
  if (opts.after !== undefined) {
    const out = await ddb().send(
      queryItems({
        KeyConditionExpression: 'pk = :p AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':p': pk,
          ':from': conversationKeys.message(id, opts.after + 1).sk,
          ':to': conversationKeys.message(id, 999_999_999).sk,
        },
        Limit: MESSAGE_PAGE * 2,
      }),
    );
    return { messages: mine(out.Items), hasOlder: opts.after > 0 };
  }
  const upper = opts.before === undefined ? 999_999_999 : opts.before - 1;
  const out = await ddb().send(
    queryItems({
      KeyConditionExpression: 'pk = :p AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':p': pk,
        ':from': conversationKeys.message(id, 1).sk,
        ':to': conversationKeys.message(id, Math.max(0, upper)).sk,
      },
      ScanIndexForward: false,
      Limit: MESSAGE_PAGE + 1,
    }),
  );
  const items = out.Items ?? [];
  return {
    messages: mine(items.slice(0, MESSAGE_PAGE)).reverse(),
    hasOlder: items.length > MESSAGE_PAGE,
  };
}

export interface InboxRow {
  conversationId: string;
  side: SideName;
  unread: number;
  lastAt: string;
}

/** One page of an account's conversations, the latest first, each with its conversation and last message. */
export async function listInbox(accountId: string, limit: number, cursor?: string) {
  const page = await readPartitionPage({
    index: 'gsi1',
    partition: conversationKeys.inboxIndex(accountId),
    limit,
    cursor,
  });
  const rows: InboxRow[] = page.items.map((item) => ({
    conversationId: String(item.conversationId),
    side: item.side === 'b' ? 'b' : 'a',
    unread: num(item.unread),
    lastAt: String(item.lastAt),
  }));
  const conversations = await getMany(rows.map((row) => conversationKeys.conversation(row.conversationId)));
  const found = rows.flatMap((row) => {
    const key = conversationKeys.conversation(row.conversationId);
    const item = conversations.get(`${key.pk}|${key.sk}`);
    return item ? [{ row, conversation: conversationFromItem(item) }] : [];
  });
  // The last message each side can see (not one held from it), and its own block of the other side.
  const lastKey = (conversation: StoredConversation, side: SideName) =>
    conversationKeys.message(conversation.id, visibleSeqOf(conversation, side));
  const blockKey = (conversation: StoredConversation, side: SideName) =>
    conversationKeys.block(blockKeyOf(conversation[side]), blockKeyOf(conversation[otherSideName(side)]));
  const extra = await getMany(
    found.flatMap(({ row, conversation }) => [
      ...(visibleSeqOf(conversation, row.side) > 0 ? [lastKey(conversation, row.side)] : []),
      blockKey(conversation, row.side),
    ]),
  );
  const items = found.map(({ row, conversation }) => {
    const last = lastKey(conversation, row.side);
    const block = blockKey(conversation, row.side);
    const lastItem = extra.get(`${last.pk}|${last.sk}`);
    return {
      row,
      conversation,
      lastMessage: lastItem ? messageFromItem(lastItem) : null,
      blocked: extra.has(`${block.pk}|${block.sk}`),
    };
  });
  return { items, nextCursor: page.nextCursor };
}

// ---------------------------------------------------------------------------------------------------
// Writes

/**
 * The emails a new message sends besides itself, through the outbox (domain/conversations.ts), decided from the conversation
 * as read for its transaction; a held message sends nothing.
 */
function outboxOf(
  conversation: StoredConversation,
  message: StoredMessage,
  input: NewMessage,
  held: boolean,
) {
  if (held) return { entries: [] as OutboxEntry[], notified: false };
  const { emails, notified } = messageEmails(conversation, message, input.copyToVisitor);
  const at = new Date(message.sentAt);
  return { entries: emails.map((email) => outboxEntry(email.message, email.accountId, at)), notified };
}

export interface NewMessage {
  from: SideName;
  text: string;
  clientId: string;
  now: Date;
  /** A visitor's first message through the Contact dialog: she is sent a copy of it. */
  copyToVisitor?: boolean;
  /** Writes of the message's own transaction (an invitation's record), refused together with it. */
  extra?: ExtraWrites;
}

/**
 * More items for a message's transaction, built for the conversation it lands in; when one fails its
 * condition nothing is written, and `refused` (given its place among them) says what to throw.
 */
export interface ExtraWrites {
  writes: (conversationId: string) => TransactItem[];
  refused: (index: number) => Error;
}

/** A new conversation with its first message. */
export interface NewConversation {
  id: string;
  origin: StoredConversation['origin'];
  jobId: string | null;
  jobTitle: string | null;
  a: ConversationSide;
  b: ConversationSide;
}

const ATTEMPTS = 6;

/** The last message number a side can see: all of them, unless messages are held from it. */
export const visibleSeqOf = (conversation: StoredConversation, side: SideName) =>
  conversation[side].visibleSeq ?? conversation.lastSeq;

const inboxWrite = (
  conversation: StoredConversation,
  side: SideName,
  now: string,
  recipient: boolean,
): TransactItem | null => {
  const accountId = conversation[side].accountId;
  if (!accountId || conversation[side].deleted) return null;
  return {
    Update: {
      Key: conversationKeys.inbox(accountId, conversation.id),
      UpdateExpression:
        'SET entity = :entity, conversationId = :id, side = :side, pairPk = :pair, lastAt = :now, ' +
        'gsi1pk = :index, gsi1sk = :order ADD unread :delta',
      ExpressionAttributeValues: {
        ':entity': INBOX,
        ':id': conversation.id,
        ':side': side,
        ':pair': conversation.pairPk,
        ':now': now,
        ':index': conversationKeys.inboxIndex(accountId),
        ':order': `${now}#${conversation.id}`,
        ':delta': recipient ? 1 : 0,
      },
    },
  };
};

const messageItem = (conversation: StoredConversation, message: StoredMessage): StoredItem => ({
  ...conversationKeys.message(conversation.id, message.seq),
  entity: MESSAGE,
  ...message,
});

/** A block item's condition: absent (the message is delivered), or present (it is held). */
const blockCondition = (key: { pk: string; sk: string }, present: boolean): TransactItem => ({
  ConditionCheck: {
    Key: key,
    ConditionExpression: present ? 'attribute_exists(pk)' : 'attribute_not_exists(pk)',
  },
});

/**
 * The named items of one message's transaction; `conversationWrite` is the conversation's own (its Put
 * for a new one, its conditional update otherwise). A held message (the other side blocked the sender)
 * is the sender's alone: its message and marker, her own inbox row and the conversation's numbers, on
 * the condition that the block still stands; nothing of the recipient's moves and nothing goes to the outbox.
 */
function messageWrites(
  conversation: StoredConversation,
  message: StoredMessage,
  clientId: string,
  conversationWrite: TransactItem,
  outbox: OutboxEntry[],
) {
  const to = otherSideName(message.sender);
  const sender = conversation[message.sender];
  const recipient = conversation[to];
  const held = message.withheld === true;
  const recipientId = recipient.deleted ? null : recipient.accountId;
  const senderBlockKey = blockKeyOf(sender);
  const recipientBlockKey = blockKeyOf(recipient);
  const reach = sender.accountId
    ? reachChecks({ accountId: sender.accountId, nannyId: sender.kind === 'nanny' ? sender.nannyId : null })
    : { reacherAccount: null, reacherProfile: null };
  return {
    marker: {
      Put: {
        Item: {
          ...conversationKeys.sent(conversation.id, clientId),
          entity: sentMarkerEntity.name,
          seq: message.seq,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    message: {
      Put: {
        Item: messageItem(conversation, message),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    conversation: conversationWrite,
    myBlock: blockCondition(conversationKeys.block(senderBlockKey, recipientBlockKey), false),
    theirBlock: blockCondition(conversationKeys.block(recipientBlockKey, senderBlockKey), held),
    // Who may reach whom (domain/visibility.ts mayReach), in the write: the sender's account and her
    // profile for a nanny; and a recipient whose deletion has started is written to no more.
    ...reach,
    recipientAccount: recipientId && !held ? accountActiveCheck(recipientId) : null,
    senderInbox: inboxWrite(conversation, message.sender, message.sentAt, false),
    recipientInbox: held ? null : inboxWrite(conversation, to, message.sentAt, true),
    recipientBadge: recipientId && !held ? activityAdd(recipientId, 'unreadMessages', 1) : null,
    retention: retentionDuePut(retentionDueFrom('conversation', conversation.id, message.sentAt)),
    outbox: held ? null : outbox.map(putOutboxEntry),
    // The nudges it starts if it waits unanswered (nudges.ts); a held message starts none.
    nudges: held ? null : messageNudgePuts(conversation, message),
  };
}

type MessageItemName = keyof ReturnType<typeof messageWrites>;

export type Appended = { message: StoredMessage; duplicate: boolean };

async function sentBefore(conversationId: string, clientId: string): Promise<StoredMessage | null> {
  const marker = await ddb().send(
    getItem({
      Key: conversationKeys.sent(conversationId, clientId),
      ConsistentRead: true,
    }),
  );
  if (!marker.Item) return null;
  const stored = await ddb().send(
    getItem({
      Key: conversationKeys.message(conversationId, num(marker.Item.seq)),
      ConsistentRead: true,
    }),
  );
  return stored.Item ? messageFromItem(stored.Item) : null;
}

const newMessage = (
  conversation: StoredConversation,
  input: NewMessage,
  seq: number,
  held: boolean,
): StoredMessage => ({
  conversationId: conversation.id,
  seq,
  sender: input.from,
  senderAccountId: conversation[input.from].accountId,
  // A held message is its sender's alone: in her export and deletion, never in the other side's.
  accounts: held
    ? conversation.accounts.filter((id) => id === conversation[input.from].accountId)
    : conversation.accounts,
  text: input.text,
  sentAt: input.now.toISOString(),
  ...(held ? { withheld: true } : {}),
});

/** A side that can no longer be written to or by: its account deleted, or blocked by the sender. */
const closedMessage = 'This conversation could not be found.';

/**
 * Why a message's transaction was refused, as the error to throw; null when the round is to be tried
 * again (the conversation moved on, or a block came or went: the next round reads it again).
 */
function refusal(
  failed: MessageItemName | 'pair' | 'extra' | 'answer',
  extra: ExtraWrites | undefined,
  at: number,
) {
  switch (failed) {
    case 'extra':
      return extra!.refused(at);
    case 'myBlock':
    case 'recipientAccount':
      return notFound(closedMessage);
    case 'reacherAccount':
      return forbidden(DATA_RIGHTS_MESSAGES.accountDeletingWrites);
    case 'reacherProfile':
      return forbidden(MESSAGES_TEXTS.senderHidden);
    default:
      return null;
  }
}

/**
 * Whose first answer a message from side `from` is, for their response record: a nanny's to a family
 * or an agency, or theirs to a nanny, in a conversation whose opener is known, not yet answered, and
 * not counted already after a week. Null for anything else (a visitor, the opener writing again).
 */
export function firstAnswer(conversation: StoredConversation, from: SideName): Counted | null {
  if (!conversation.opener || conversation.opener === from) return null;
  if (conversation.answeredAt || conversation.lateReplyCounted) return null;
  const me = conversation[from];
  const them = conversation[conversation.opener];
  if (!me.accountId || me.deleted || !them.accountId) return null;
  if (me.kind === 'nanny' && (them.kind === 'family' || them.kind === 'agency'))
    return { userId: me.accountId, role: 'nanny', nannyId: me.nannyId };
  if ((me.kind === 'family' || me.kind === 'agency') && them.kind === 'nanny')
    return { userId: me.accountId, role: 'poster' };
  return null;
}

/**
 * Adds a message to a conversation: once per client id, at the next number, in one transaction with
 * everything it changes. The sender's own block of the other side, or the other side's deleted or
 * deleting account, answers 404. The other side's block of the sender is not made known to her: her
 * message is taken and held (shown to her as sent, never to them). Two sends at once each get their own
 * number: the loser of the race reads again. `read` is the conversation as the caller read it (consistently).
 */
export async function appendMessage(read: StoredConversation, input: NewMessage): Promise<Appended> {
  const conversationId = read.id;
  // Whether the other side blocks the sender is learnt from the write itself: a first try assumes not.
  let held = false;
  // The first round writes on the conversation as the caller read it; a round that lost a race reads again.
  let latest: StoredConversation | null = read;
  for (let round = 1; round <= ATTEMPTS; round++) {
    const conversation = latest ?? (await getConversation(conversationId, true));
    latest = null;
    if (!conversation) throw notFound(closedMessage);
    if (conversation.a.deleted || conversation.b.deleted) throw notFound(closedMessage);
    const message = newMessage(conversation, input, conversation.lastSeq + 1, held);
    const to = otherSideName(input.from);
    const { entries, notified } = outboxOf(conversation, message, input, held);
    const answer = held ? null : firstAnswer(conversation, input.from);
    const sets = [
      answer ? 'answeredAt = :at' : '',
      'lastSeq = :seq',
      'lastAt = :at',
      'lastSender = :from',
      '#me.readSeq = :seq',
      // The recipient's view stops before the first message held from it, and moves again with the
      // first it is given.
      held ? '#to.visibleSeq = if_not_exists(#to.visibleSeq, :prev)' : '',
      notified ? '#to.notifiedAt = :at' : '',
    ].filter(Boolean);
    const update: TransactItem = {
      Update: {
        Key: conversationKeys.conversation(conversation.id),
        UpdateExpression: `SET ${sets.join(', ')}${held ? '' : ' REMOVE #to.visibleSeq, #me.visibleSeq'}`,
        ConditionExpression: `lastSeq = :prev AND attribute_not_exists(#me.deleted) AND attribute_not_exists(#to.deleted)${
          // A week unanswered may have counted it meanwhile: then the round reads again and counts nothing.
          answer ? ' AND attribute_not_exists(answeredAt) AND attribute_not_exists(lateReplyCounted)' : ''
        }`,
        ExpressionAttributeNames: { '#me': input.from, '#to': to },
        ExpressionAttributeValues: {
          ':seq': message.seq,
          ':prev': conversation.lastSeq,
          ':at': message.sentAt,
          ':from': input.from,
        },
      },
    };
    const outcome = await transact({
      ...messageWrites(conversation, message, input.clientId, update, entries),
      answer: answer
        ? caseItems(answer, 'replies', conversation.createdAt, input.now, conversation.id)
        : null,
      extra: input.extra?.writes(conversation.id) ?? [],
    });
    if (outcome.done) return { message, duplicate: false };
    const refused = refusal(outcome.failed, input.extra, outcome.at);
    if (refused) throw refused;
    if (outcome.failed === 'marker') {
      const earlier = await sentBefore(conversation.id, input.clientId);
      if (earlier) return { message: earlier, duplicate: true };
      continue;
    }
    // The other side's block came (or went) since the last round: the message is held (or not).
    if (outcome.failed === 'theirBlock') held = !held;
    // Otherwise the conversation moved on (another message took the number) or a side went: read again.
  }
  throw new Error(`Could not add a message to conversation ${conversationId} after ${ATTEMPTS} attempts`);
}

/**
 * Creates a conversation with its first message, its pair item claiming the two sides and job. When
 * another request created the pair first, null: the caller adds the message to that one instead. When
 * the other side blocks the starter, the conversation is hers alone: its first message is held, and
 * nothing of it reaches the other side.
 */
export async function createConversation(
  input: NewConversation,
  first: NewMessage,
): Promise<StoredConversation | null> {
  const pair = conversationKeys.pair([input.a.key, input.b.key], input.jobId);
  const accounts = [input.a, input.b].flatMap((side) => (side.accountId ? [side.accountId] : []));
  const at = first.now.toISOString();
  let held = false;
  for (let round = 1; round <= 3; round++) {
    const conversation: StoredConversation = {
      ...input,
      createdAt: at,
      lastAt: at,
      lastSeq: 1,
      lastSender: first.from,
      accounts,
      pairPk: pair.pk,
      opener: first.from,
    };
    const to = otherSideName(first.from);
    conversation[first.from] = { ...conversation[first.from], readSeq: 1 };
    if (held) conversation[to] = { ...conversation[to], visibleSeq: 0 };
    const message = newMessage(conversation, first, 1, held);
    const { entries, notified } = outboxOf(conversation, message, first, held);
    if (notified) conversation[to] = { ...conversation[to], notifiedAt: at };
    const put: TransactItem = {
      Put: {
        Item: {
          ...conversationKeys.conversation(conversation.id),
          entity: CONVERSATION,
          ...conversation,
          a: sideItem(conversation.a),
          b: sideItem(conversation.b),
          ...visitorIndex(conversation),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
    const pairPut: TransactItem = {
      Put: {
        Item: { ...pair, entity: pairEntity.name, conversationId: conversation.id, accounts },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
    const outcome = await transact({
      ...messageWrites(conversation, message, first.clientId, put, entries),
      pair: pairPut,
      extra: first.extra?.writes(conversation.id) ?? [],
    });
    if (outcome.done) return conversation;
    if (outcome.failed === 'pair') return null;
    const refused = refusal(outcome.failed, first.extra, outcome.at);
    if (refused) throw refused;
    if (outcome.failed !== 'theirBlock') break;
    held = !held;
  }
  throw new Error('A new conversation could not be stored');
}

/** Counts the messages the other side sent after `seq` and up to `upTo` that this side may see. */
async function unreadAfter(
  conversation: StoredConversation,
  side: SideName,
  seq: number,
  upTo: number,
): Promise<number> {
  if (seq >= upTo) return 0;
  const out = await ddb().send(
    queryItems({
      KeyConditionExpression: 'pk = :p AND sk BETWEEN :from AND :to',
      FilterExpression: 'sender <> :me AND attribute_not_exists(withheld)',
      ExpressionAttributeValues: {
        ':p': conversationKeys.conversation(conversation.id).pk,
        ':from': conversationKeys.message(conversation.id, seq + 1).sk,
        ':to': conversationKeys.message(conversation.id, upTo).sk,
        ':me': side,
      },
      ConsistentRead: true,
    }),
  );
  return out.Count ?? 0;
}

/**
 * An account has read its side of a conversation up to `seq` (never past what it can see): its read
 * mark moves (never back), its inbox row's unread count becomes what is left, and its activity count
 * loses the difference, in one transaction conditioned on what was read, so a message arriving meanwhile
 * is never lost from a count. Answers the conversation's unread count after.
 */
export async function markRead(conversationId: string, accountId: string, seq: number): Promise<number> {
  for (let round = 1; round <= ATTEMPTS; round++) {
    const conversation = await getConversation(conversationId, true);
    const side = conversation ? sideOfAccount(conversation, accountId) : null;
    if (!conversation || !side) throw notFound(closedMessage);
    const rowKey = conversationKeys.inbox(accountId, conversationId);
    const row = await ddb().send(getItem({ Key: rowKey, ConsistentRead: true }));
    const before = num(row.Item?.unread);
    const visible = visibleSeqOf(conversation, side);
    const target = Math.min(seq, visible);
    const moves = target > conversation[side].readSeq;
    const left = await unreadAfter(conversation, side, Math.max(target, conversation[side].readSeq), visible);
    if (!moves && left === before) return left;
    const conversationWrite: TransactItem = moves
      ? {
          Update: {
            Key: conversationKeys.conversation(conversationId),
            UpdateExpression: 'SET #me.readSeq = :seq',
            ConditionExpression: 'lastSeq = :last AND #me.readSeq < :seq',
            ExpressionAttributeNames: { '#me': side },
            ExpressionAttributeValues: { ':seq': target, ':last': conversation.lastSeq },
          },
        }
      : {
          ConditionCheck: {
            Key: conversationKeys.conversation(conversationId),
            ConditionExpression: 'lastSeq = :last',
            ExpressionAttributeValues: { ':last': conversation.lastSeq },
          },
        };
    const rowWrites: TransactItem[] = [];
    if (row.Item) {
      rowWrites.push({
        Update: {
          Key: rowKey,
          UpdateExpression: 'SET unread = :left',
          ConditionExpression:
            before === 0 ? 'attribute_not_exists(unread) OR unread = :zero' : 'unread = :before',
          ExpressionAttributeValues: {
            ':left': left,
            ...(before === 0 ? { ':zero': 0 } : { ':before': before }),
          },
        },
      });
      if (left !== before) rowWrites.push(activityAdd(accountId, 'unreadMessages', left - before));
    }
    if ((await transact({ conversation: conversationWrite, inbox: rowWrites })).done) return left;
  }
  throw new Error(`Could not mark conversation ${conversationId} read after ${ATTEMPTS} attempts`);
}

/**
 * A visitor opened her conversation with her signed link: the address is hers (`confirmed`, so the
 * emails to it may carry the nanny's words from now on), and her read mark moves to the last message
 * she can see (for the nanny's "Seen").
 */
export async function markGuestRead(conversation: StoredConversation, side: SideName): Promise<void> {
  const visible = visibleSeqOf(conversation, side);
  const moves = conversation[side].readSeq < visible;
  if (!moves && conversation[side].confirmed) return;
  await attempt(
    updateItem({
      Key: conversationKeys.conversation(conversation.id),
      UpdateExpression: moves ? 'SET #me.confirmed = :yes, #me.readSeq = :seq' : 'SET #me.confirmed = :yes',
      ConditionExpression: moves ? 'attribute_exists(pk) AND #me.readSeq < :seq' : 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#me': side },
      ExpressionAttributeValues: { ':yes': true, ...(moves ? { ':seq': visible } : {}) },
    }),
  );
}

/**
 * A side blocks (or unblocks) the other side: the block item holds for every conversation between them
 * (a visitor by her address's code); the conversation's own copy (`blocking`) moves the blocker's own
 * version, so its open thread reads the change. The blocked side's thread does not change.
 */
export async function setBlock(
  conversation: StoredConversation,
  side: SideName,
  blocked: boolean,
  now = new Date(),
): Promise<void> {
  const key = conversationKeys.block(
    blockKeyOf(conversation[side]),
    blockKeyOf(conversation[otherSideName(side)]),
  );
  const mirror: TransactItem = {
    Update: {
      Key: conversationKeys.conversation(conversation.id),
      UpdateExpression: blocked ? 'SET #me.blocking = :yes' : 'REMOVE #me.blocking',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#me': side },
      ...(blocked ? { ExpressionAttributeValues: { ':yes': true } } : {}),
    },
  };
  const write: TransactItem = blocked
    ? {
        Put: {
          Item: {
            ...key,
            entity: key.pk.startsWith('USER#') ? blockEntity.name : guestBlockEntity.name,
            conversationId: conversation.id,
            at: now.toISOString(),
          },
        },
      }
    : { Delete: { Key: key } };
  if (!(await transact({ write, mirror })).done) throw notFound(closedMessage);
}

// ---------------------------------------------------------------------------------------------------
// Retention

/**
 * The retention run's step for a conversation: when its last message is 12 months old, it goes with
 * its messages, markers, inbox rows, pair and a visitor's blocks; while a message in it is reported, it
 * is kept until the report's own period ends. 'kept' with the time to look again.
 */
export async function retireConversation(
  id: string,
  now: Date,
): Promise<{ outcome: 'deleted' | 'gone' } | { outcome: 'kept'; until: Date }> {
  const conversation = await getConversation(id, true);
  if (!conversation) {
    // Gone already (a run that stopped half-way): what was left of its partition goes now.
    await deletePartition(id);
    await attempt(deleteItem({ Key: retentionDueKey('conversation', id) }));
    return { outcome: 'gone' };
  }
  const due = periodEnd(retentionPeriod('messages'), new Date(conversation.lastAt));
  const held = conversation.reportedAt
    ? periodEnd(retentionPeriod('reports'), new Date(conversation.reportedAt))
    : null;
  const until = held && held > due ? held : due;
  if (until.getTime() > now.getTime()) return { outcome: 'kept', until };

  // The conversation first, on the condition that no message came meanwhile: once it is gone nothing
  // more can be sent to it, and its messages follow.
  const conversationDelete: TransactItem = {
    Delete: {
      Key: conversationKeys.conversation(id),
      ConditionExpression: 'lastSeq = :last',
      ExpressionAttributeValues: { ':last': conversation.lastSeq },
    },
  };
  const writes: TransactItem[] = [];
  for (const side of [conversation.a, conversation.b]) {
    if (side.accountId && !side.deleted)
      writes.push({ Delete: { Key: conversationKeys.inbox(side.accountId, id) } });
  }
  // A visitor writes to a nanny in one conversation only (no job): her blocks go with it.
  if (conversation.origin === 'contact') {
    const [a, b] = [conversation.a.key, conversation.b.key];
    writes.push(
      { Delete: { Key: conversationKeys.block(a, b) } },
      { Delete: { Key: conversationKeys.block(b, a) } },
    );
  }
  if (conversation.pairPk) writes.push({ Delete: { Key: { pk: conversation.pairPk, sk: 'PAIR' } } });
  if (!(await transact({ conversation: conversationDelete, rest: writes })).done)
    return { outcome: 'kept', until: now };
  await deletePartition(id);
  await attempt(deleteItem({ Key: retentionDueKey('conversation', id) }));
  return { outcome: 'deleted' };
}

/** Every item left in a conversation's partition (its messages and sent markers), a page at a time. */
async function deletePartition(id: string): Promise<void> {
  const { pk } = conversationKeys.conversation(id);
  let start: Record<string, unknown> | undefined;
  do {
    const out = await ddb().send(
      queryItems({
        KeyConditionExpression: 'pk = :p',
        ExpressionAttributeValues: { ':p': pk },
        ProjectionExpression: 'pk, sk',
        ConsistentRead: true,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const item of out.Items ?? []) await ddb().send(deleteItem({ Key: { pk: item.pk, sk: item.sk } }));
    start = out.LastEvaluatedKey;
  } while (start);
}
