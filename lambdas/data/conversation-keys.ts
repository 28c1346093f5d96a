import { createHash, randomBytes } from 'node:crypto';

/**
 * Where conversations and their messages live in the single table (contract/messages.ts). Shared by
 * the conversation store (data/conversations.ts) and by moderation, which reads a reported message
 * with the messages around it and hides one.
 *
 * - Conversation: pk CONV#<id>, sk CONV -> { id, origin, jobId, jobTitle, a, b (the two sides: `a`
 *   began it), createdAt, lastAt, lastSeq, reportedAt?, expiresAt? }.
 * - Message: pk CONV#<id>, sk MSG#<seq, 9 digits> -> { conversationId, seq, sender ('a' | 'b'), text,
 *   sentAt, hidden?, reportedAt? }. Numbers start at 1 and have no gaps.
 * - Sent marker: pk CONV#<id>, sk SENT#<clientId> -> { seq }: the same message sent twice is stored
 *   once.
 * - Inbox row (one per account side): pk USER#<accountId>, sk CONV#<id>, gsi1pk INBOX#<accountId>,
 *   gsi1sk <lastAt>#<id> -> what the account's list shows, and its unread count.
 * - Pair: pk PAIR#<side key>|<side key>|<jobId or ->, sk PAIR -> { conversationId }: one conversation
 *   per two sides and job (the side keys sorted).
 * - Block: pk USER#<accountId> or GUEST#<hash>, sk BLOCK#<other side key> -> { at, conversationId }.
 * - Retention: the conversation's due item (data/retention-due.ts, kind 'conversation'), moved with
 *   every message, so the retention run deletes it, its messages, markers, inbox rows and pair 12
 *   months after its last message, unless a report holds it.
 *
 * A side's key is ACCOUNT#<accountId> for an account. A visitor who wrote without signing in has a key
 * of her conversation's own (GUEST#<random>), so a second Contact form with her address starts another
 * conversation rather than writing into hers; only her signed link adds to hers. Her address's code
 * (GUEST#<sha256 of the address>, `addressKey`) is what blocks are held against, so a nanny's block of
 * an address holds for every conversation it starts.
 */

export const CONVERSATION_PREFIX = 'CONV#';
export const MESSAGE_SK_PREFIX = 'MSG#';

const seqDigits = (seq: number) => String(seq).padStart(9, '0');
/** The two side keys sorted, and the job (or `-`), joined by `|`. */
const pairName = (sideKeys: readonly [string, string], jobId: string | null) =>
  [...[...sideKeys].sort(), jobId ?? '-'].join('|');

// Spelt out (not built from the constants above) so the registry's test can read each key's shape.
export const conversationKeys = {
  conversation: (id: string) => ({ pk: `CONV#${id}`, sk: 'CONV' }),
  message: (id: string, seq: number) => ({ pk: `CONV#${id}`, sk: `MSG#${seqDigits(seq)}` }),
  sent: (id: string, clientId: string) => ({ pk: `CONV#${id}`, sk: `SENT#${clientId}` }),
  inbox: (accountId: string, id: string) => ({ pk: `USER#${accountId}`, sk: `CONV#${id}` }),
  inboxIndex: (accountId: string) => `INBOX#${accountId}`,
  pair: (sideKeys: readonly [string, string], jobId: string | null) => ({
    pk: `PAIR#${pairName(sideKeys, jobId)}`,
    sk: 'PAIR',
  }),
  accountBlock: (accountId: string, blockedKey: string) => ({
    pk: `USER#${accountId}`,
    sk: `BLOCK#${blockedKey}`,
  }),
  guestBlock: (hash: string, blockedKey: string) => ({ pk: `GUEST#${hash}`, sk: `BLOCK#${blockedKey}` }),
  /** The block a side (by its side key) holds against another. */
  block: (blockerKey: string, blockedKey: string) =>
    blockerKey.startsWith(ACCOUNT_SIDE_PREFIX)
      ? conversationKeys.accountBlock(blockerKey.slice(ACCOUNT_SIDE_PREFIX.length), blockedKey)
      : conversationKeys.guestBlock(blockerKey.slice(GUEST_SIDE_PREFIX.length), blockedKey),
} as const;

export const ACCOUNT_SIDE_PREFIX = 'ACCOUNT#';
export const GUEST_SIDE_PREFIX = 'GUEST#';

export const accountSideKey = (accountId: string) => `ACCOUNT#${accountId}`;
/** A visitor's address's code: a one-way code of her address, so the key names nobody by itself. */
export const guestSideKey = (email: string) =>
  `GUEST#${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

/** A visitor's side key for one conversation: random, so it leads to no other conversation of hers. */
export const guestConversationSideKey = () => `GUEST#${randomBytes(32).toString('hex')}`;

/**
 * The key a side's blocks are held by and against: an account's own key; a visitor's address's code
 * (conversations from before visitors had keys of their own used that code as their key).
 */
export const blockKeyOf = (side: Pick<ConversationSide, 'key' | 'addressKey'>) => side.addressKey ?? side.key;

export type SideName = 'a' | 'b';

/** One side of a conversation as stored on it. */
export interface ConversationSide {
  /** ACCOUNT#<accountId> or GUEST#<hash>. */
  key: string;
  accountId: string | null;
  kind: 'family' | 'agency' | 'nanny' | 'visitor';
  /** A first name or an agency's name; DELETED_USER_LABEL once the account is deleted. */
  label: string;
  nannyId: string | null;
  /** A visitor's address, for the emails that carry the nanny's answers; never shown to anyone. */
  email?: string;
  /** A visitor's address's code (guestSideKey), which her blocks are held by and against. */
  addressKey?: string;
  /**
   * A visitor who opened her signed link, and so showed that the address is hers. Until then the
   * emails to the address carry none of anyone's text or links, only ours: anyone can type an address.
   */
  confirmed?: boolean;
  /** The highest message number this side has read. */
  readSeq: number;
  /**
   * While messages the other side sent are held from this side (this side blocked it), the last number
   * this side can see: its view, unread count and version stop there. Absent: it sees every message.
   */
  visibleSeq?: number;
  /** When this side was last emailed about the conversation. */
  notifiedAt?: string;
  /** The account was deleted: nothing more can be sent to or by this side. */
  deleted?: boolean;
  /**
   * This side blocked the other (the block item is what sends are checked against; this copy puts the
   * block in the conversation's version, so an open thread sees it in its one read).
   */
  blocking?: boolean;
}

export interface StoredConversation {
  id: string;
  origin: 'applicant' | 'candidate' | 'application' | 'contact' | 'invitation' | 'share';
  jobId: string | null;
  jobTitle: string | null;
  a: ConversationSide;
  b: ConversationSide;
  createdAt: string;
  lastAt: string;
  lastSeq: number;
  /** Who sent the last message, for the list's preview. */
  lastSender: SideName;
  /** The accounts on it (one for a visitor's conversation): whose data it is, for export and deletion. */
  accounts: string[];
  /** The pair item's pk, deleted with it. */
  pairPk: string;
  /**
   * Moved (ADD 1) whenever a moderator hides or restores one of its messages, so an open thread's
   * version (its ETag) changes and it reads the change.
   */
  hiddenVersion?: number;
  /**
   * Set when a message in it is reported: the retention run then keeps it with the report (the reports
   * row's period from this time) rather than 12 months after its last message.
   */
  reportedAt?: string;
  /**
   * Which side sent the first message (conversations started before it was kept have none), when the
   * other side first answered, and whether a week unanswered counted it already as answered in "more
   * than a week": the other side's response record counts the first answer once.
   */
  opener?: SideName;
  answeredAt?: string;
  lateReplyCounted?: boolean;
}

export interface StoredMessage {
  conversationId: string;
  seq: number;
  sender: SideName;
  /** The sender's account (null for a visitor, or once the sender's account is deleted). */
  senderAccountId: string | null;
  /** The accounts on the conversation: whose data the message is, for export and deletion. */
  accounts: string[];
  text: string;
  sentAt: string;
  /** Hidden by a moderator: participants see that it was removed, not its text. */
  hidden?: boolean;
  reportedAt?: string;
  /**
   * Sent while the other side blocked the sender: taken and shown to its sender as sent, never shown or
   * told to the other side (a block is not made known to the blocked side).
   */
  withheld?: boolean;
}
