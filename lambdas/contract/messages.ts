import * as z from 'zod/mini';
import { schema } from './schema.ts';
import './zod-locale.ts';
import {
  CONVERSATION_ORIGINS,
  CONVERSATION_SIDE_KINDS,
  MESSAGE_MAX_LENGTH,
  MESSAGES_TEXTS,
  type ConversationOrigin,
  type ConversationSideKind,
} from './messages-constants.ts';
import { pagingQuery } from './paging.ts';

export * from './messages-constants.ts';

/** A conversation's id: 32 lower-case hex characters. */
export const CONVERSATION_ID = /^[a-f0-9]{32}$/;
/** A message's id: its conversation's id and its number in it, `<conversationId>_<seq>`. */
export const MESSAGE_ID = /^[a-f0-9]{32}_[0-9]{1,9}$/;
const ACCOUNT_LINKED_ID = /^[a-z0-9-]{8,64}$/;

export const messageIdOf = (conversationId: string, seq: number) => `${conversationId}_${seq}`;
export const parseMessageId = (id: string): { conversationId: string; seq: number } | null => {
  if (!MESSAGE_ID.test(id)) return null;
  const [conversationId, seq] = id.split('_') as [string, string];
  return { conversationId, seq: Number(seq) };
};

/** A message's text: trimmed, not empty, at most MESSAGE_MAX_LENGTH characters. Plain text only. */
export const messageText = /* @__PURE__ */ schema(() =>
  z
    .string({ error: MESSAGES_TEXTS.required })
    .check(
      z.trim(),
      z.minLength(1, MESSAGES_TEXTS.required),
      z.maxLength(MESSAGE_MAX_LENGTH, MESSAGES_TEXTS.tooLong),
    ),
);

/**
 * Sent with every new message: a random id the browser picks once per message, so the same message
 * sent twice (a double click, a retried request) is stored once.
 */
const clientId = /* @__PURE__ */ schema(() =>
  z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'Invalid request')),
);

export const conversationParams = /* @__PURE__ */ schema(() =>
  z.strictObject({
    conversationId: z.string().check(z.regex(CONVERSATION_ID, MESSAGES_TEXTS.notFound)),
  }),
);

/**
 * POST /messages: starts a conversation with its first message, or adds the message to the one that
 * exists already between the same two accounts about the same job (or about no job).
 * - a family or agency names a nanny: `nannyId`, from her card (she must be listed), or with `jobId`
 *   of one of their own jobs she applied to (from the applicant on /my-jobs/:jobId);
 * - a nanny names a job she applied to: `jobId`; the other side is its poster.
 */
export const startConversationInput = /* @__PURE__ */ schema(() =>
  z.strictObject({
    nannyId: z.optional(z.string().check(z.regex(ACCOUNT_LINKED_ID, MESSAGES_TEXTS.cannotStart))),
    jobId: z.optional(z.string().check(z.regex(ACCOUNT_LINKED_ID, MESSAGES_TEXTS.cannotStart))),
    text: messageText,
    clientId,
  }),
);
export type StartConversationInput = z.infer<typeof startConversationInput>;
export const conversationStarted = /* @__PURE__ */ schema(() =>
  z.object({
    conversationId: z.string(),
    /** False when the message joined a conversation that existed already. */
    created: z.boolean(),
  }),
);

export const sendMessageInput = /* @__PURE__ */ schema(() => z.strictObject({ text: messageText, clientId }));
export type SendMessageInput = z.infer<typeof sendMessageInput>;

const kind = /* @__PURE__ */ schema(() =>
  z.enum(CONVERSATION_SIDE_KINDS as unknown as [ConversationSideKind, ...ConversationSideKind[]]),
);
const origin = /* @__PURE__ */ schema(() =>
  z.enum(CONVERSATION_ORIGINS as unknown as [ConversationOrigin, ...ConversationOrigin[]]),
);

/**
 * One message as a participant sees it. A message a moderator removed keeps its place with
 * `removed: true` and no text.
 */
export const messageView = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    seq: z.number(),
    mine: z.boolean(),
    text: z.nullable(z.string()),
    removed: z.boolean(),
    sentAt: z.string(),
  }),
);
export type MessageView = z.infer<typeof messageView>;

/** The other side as a participant sees them: a first name or an agency's name, never a contact detail. */
export const otherSide = /* @__PURE__ */ schema(() =>
  z.object({
    label: z.string(),
    kind,
    /** The nanny's id when the other side is a nanny whose card is listed, for a link to her card. */
    nannyId: z.nullable(z.string()),
  }),
);

/** A conversation in the list (/messages). */
export const conversationSummary = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    other: otherSide,
    origin,
    /** The job it is about, if any (its title as when the conversation began, if the job is gone). */
    job: z.nullable(z.object({ id: z.string(), title: z.string() })),
    lastMessage: z.nullable(
      z.object({ text: z.nullable(z.string()), mine: z.boolean(), sentAt: z.string(), removed: z.boolean() }),
    ),
    unread: z.number(),
    /** The viewer blocked the other side. */
    blocked: z.boolean(),
    updatedAt: z.string(),
  }),
);
export type ConversationSummary = z.infer<typeof conversationSummary>;

export const conversationsQuery = /* @__PURE__ */ schema(() => z.strictObject({ ...pagingQuery }));
export const conversationsPage = /* @__PURE__ */ schema(() =>
  z.object({
    items: z.array(conversationSummary),
    nextCursor: z.nullable(z.string()),
  }),
);

/**
 * GET /messages/{conversationId}: the thread. Without `after`, the newest page of messages (and
 * `before` pages back through older ones); with `after`, only messages newer than that number (what an
 * open thread asks for). The answer carries an ETag; sent back as If-None-Match, an unchanged thread
 * answers 304 with no body.
 */
export const threadQuery = /* @__PURE__ */ schema(() =>
  z.strictObject({
    after: z.optional(z.coerce.number().check(z.int(), z.minimum(0))),
    before: z.optional(z.coerce.number().check(z.int(), z.minimum(1))),
  }),
);
export const thread = /* @__PURE__ */ schema(() =>
  z.object({
    conversation: conversationSummary,
    /** Oldest first. */
    messages: z.array(messageView),
    /** Whether there are older messages than the first one here. */
    hasOlder: z.boolean(),
    /** Whether the viewer may send: false when either side blocked the other or the other's account is gone. */
    canSend: z.boolean(),
    /** The highest message number the other side has read, for "Seen". */
    otherReadSeq: z.number(),
    /**
     * When the conversation is about a job, between a nanny and another account: the job and the nanny,
     * whose interviews the thread asks for (GET /interviews/pairs/{jobId}/{nannyId}, which answers only
     * the job's poster and that nanny, and only when she applied or was invited).
     */
    interviewPair: z.nullable(z.object({ jobId: z.string(), nannyId: z.string() })),
  }),
);
export type Thread = z.infer<typeof thread>;

export const sentMessage = /* @__PURE__ */ schema(() => z.object({ message: messageView }));

/** PUT /messages/{conversationId}/read: everything up to `seq` is read. */
export const readInput = /* @__PURE__ */ schema(() =>
  z.strictObject({ seq: z.number().check(z.int(), z.minimum(0)) }),
);
export const readResult = /* @__PURE__ */ schema(() => z.object({ unread: z.number() }));

/** PUT /messages/{conversationId}/block. */
export const blockInput = /* @__PURE__ */ schema(() => z.strictObject({ blocked: z.boolean() }));
export const blockResult = /* @__PURE__ */ schema(() => z.object({ blocked: z.boolean() }));

/**
 * The visitor's side, opened from the signed link in her email (/messages/guest#<token>). The token
 * travels in the body, never in an address, so it stays out of logs and Referer headers.
 */
const guestToken = /* @__PURE__ */ schema(() => z.string().check(z.minLength(20), z.maxLength(600)));
export const guestThreadInput = /* @__PURE__ */ schema(() => z.strictObject({ token: guestToken }));
export const guestThread = /* @__PURE__ */ schema(() =>
  z.object({
    /** The nanny's first name. */
    other: otherSide,
    messages: z.array(messageView),
    canSend: z.boolean(),
    blocked: z.boolean(),
    /** When the link stops working. */
    expiresAt: z.string(),
  }),
);
export type GuestThread = z.infer<typeof guestThread>;
export const guestSendInput = /* @__PURE__ */ schema(() =>
  z.strictObject({ token: guestToken, text: messageText, clientId }),
);
export const guestBlockInput = /* @__PURE__ */ schema(() =>
  z.strictObject({ token: guestToken, blocked: z.boolean() }),
);
