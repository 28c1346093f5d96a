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
 * - Block: pk USER#<accountId> or GUEST#<hash>, sk BLOCK#<other side key> -> { at }.
 *
 * A side's key is ACCOUNT#<accountId> for an account, GUEST#<sha256 of the visitor's address> for a
 * visitor who wrote without signing in.
 */

export const CONVERSATION_PREFIX = 'CONV#';
export const MESSAGE_SK_PREFIX = 'MSG#';

const seqKey = (seq: number) => `${MESSAGE_SK_PREFIX}${String(seq).padStart(9, '0')}`;

// Spelt out (not built from the constants above) so the registry's test can read each key's shape.
export const conversationKeys = {
  conversation: (id: string) => ({ pk: `CONV#${id}`, sk: 'CONV' }),
  message: (id: string, seq: number) => ({ pk: `CONV#${id}`, sk: seqKey(seq) }),
  sent: (id: string, clientId: string) => ({ pk: `CONV#${id}`, sk: `SENT#${clientId}` }),
  inbox: (accountId: string, id: string) => ({ pk: `USER#${accountId}`, sk: `CONV#${id}` }),
  inboxIndex: (accountId: string) => `INBOX#${accountId}`,
  pair: (sideKeys: readonly [string, string], jobId: string | null) => ({
    pk: `PAIR#${[...sideKeys].sort().join('|')}|${jobId ?? '-'}`,
    sk: 'PAIR',
  }),
  block: (blockerKey: string, blockedKey: string) => ({
    pk: blockerKey.startsWith('ACCOUNT#') ? `USER#${blockerKey.slice('ACCOUNT#'.length)}` : blockerKey,
    sk: `BLOCK#${blockedKey}`,
  }),
} as const;

export const accountSideKey = (accountId: string) => `ACCOUNT#${accountId}`;

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
  /** The highest message number this side has read. */
  readSeq: number;
  /** When this side was last emailed about the conversation. */
  notifiedAt?: string;
  /** The account was deleted: nothing more can be sent to or by this side. */
  deleted?: boolean;
}

export interface StoredConversation {
  id: string;
  origin: 'applicant' | 'candidate' | 'application' | 'contact';
  jobId: string | null;
  jobTitle: string | null;
  a: ConversationSide;
  b: ConversationSide;
  createdAt: string;
  lastAt: string;
  lastSeq: number;
  /** Set when a message in it is reported: the conversation is then kept with the report. */
  reportedAt?: string;
  /** TTL (epoch seconds): 12 months after the last message, absent while a report holds it. */
  expiresAt?: number;
}

export interface StoredMessage {
  conversationId: string;
  seq: number;
  sender: SideName;
  text: string;
  sentAt: string;
  /** Hidden by a moderator: participants see that it was removed, not its text. */
  hidden?: boolean;
  reportedAt?: string;
}
