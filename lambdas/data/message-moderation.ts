/**
 * What moderation reads and writes of conversations (their layout is conversation-keys.ts; the
 * conversation store owns them): one message with its conversation, the messages around it for a
 * moderator, and the writes a report or a moderator's decision makes on them, each a transaction item
 * so it goes with the report or the decision or not at all.
 */
import { MESSAGE_CONTEXT } from '../contract/reports.ts';
import { messageIdOf, parseMessageId } from '../contract/messages.ts';
import { ddb } from '../platform/clients.ts';
import { getMany } from './table/batch.ts';
import {
  conversationKeys,
  type ConversationSide,
  type SideName,
  type StoredConversation,
  type StoredMessage,
} from './conversation-keys.ts';
import type { StoredItem } from './entity.ts';
import type { TransactItem } from './table/transact.ts';
import { getItem } from './table/commands.ts';

/** How much of a message names it in the queue, in a decision and in its owner's email. */
export const MESSAGE_LABEL_LENGTH = 80;

export interface ReportedMessage {
  id: string;
  conversation: StoredConversation;
  message: StoredMessage;
  /** The side that sent it. */
  sender: ConversationSide;
}

const read = async (key: { pk: string; sk: string }) =>
  (await ddb().send(getItem({ Key: key, ConsistentRead: true }))).Item;

/** A message and its conversation by the message's id; null when either is not stored. */
export async function getMessage(messageId: string): Promise<ReportedMessage | null> {
  const parsed = parseMessageId(messageId);
  if (!parsed) return null;
  const [message, conversation] = await Promise.all([
    read(conversationKeys.message(parsed.conversationId, parsed.seq)),
    read(conversationKeys.conversation(parsed.conversationId)),
  ]);
  if (!message || !conversation) return null;
  const stored = message as unknown as StoredMessage;
  const conv = conversation as unknown as StoredConversation;
  return { id: messageId, conversation: conv, message: stored, sender: conv[stored.sender] };
}

/** The start of a message's text, on one line: how a moderator's queue and its owner's email name it. */
export function messageLabel(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MESSAGE_LABEL_LENGTH ? `${line.slice(0, MESSAGE_LABEL_LENGTH - 1).trimEnd()}…` : line;
}

/** The stored message item of a message id, for a summary read in a batch with other content. */
export const messageKeyOf = (messageId: string) => {
  const parsed = parseMessageId(messageId);
  return parsed ? conversationKeys.message(parsed.conversationId, parsed.seq) : null;
};

/**
 * A reported message with the messages around it, MESSAGE_CONTEXT before and after (numbers have no
 * gaps, so their keys are known and read in one batch), oldest first; null when it is not stored.
 */
export async function messageInContext(
  messageId: string,
): Promise<{ conversation: StoredConversation; messages: StoredMessage[]; seq: number } | null> {
  const parsed = parseMessageId(messageId);
  if (!parsed) return null;
  const { conversationId, seq } = parsed;
  const first = Math.max(1, seq - MESSAGE_CONTEXT);
  const keys = [conversationKeys.conversation(conversationId)];
  for (let n = first; n <= seq + MESSAGE_CONTEXT; n++) keys.push(conversationKeys.message(conversationId, n));
  const found = await getMany(keys);
  const at = (key: { pk: string; sk: string }) => found.get(`${key.pk}|${key.sk}`);
  const conversation = at(conversationKeys.conversation(conversationId));
  if (!conversation || !at(conversationKeys.message(conversationId, seq))) return null;
  const messages = keys
    .slice(1)
    .map((key) => at(key))
    .filter((item): item is StoredItem => item !== undefined)
    .map((item) => item as unknown as StoredMessage)
    .sort((a, b) => a.seq - b.seq);
  return { conversation: conversation as unknown as StoredConversation, messages, seq };
}

export const contextMessageId = (message: StoredMessage) => messageIdOf(message.conversationId, message.seq);

/**
 * Who in a conversation is asking: the side an account is on, or the visitor's side for a visitor
 * holding her link; null for anyone else.
 */
export function sideOf(
  conversation: StoredConversation,
  who: { accountId: string } | { visitorOf: string },
): SideName | null {
  for (const name of ['a', 'b'] as const) {
    const side = conversation[name];
    if (
      'accountId' in who
        ? side.accountId === who.accountId
        : side.kind === 'visitor' && who.visitorOf === conversation.id
    )
      return name;
  }
  return null;
}

/**
 * A report marks the message and its conversation as reported, in the report's transaction: the
 * retention run then keeps the conversation, and its messages, with the report (the reports row's
 * period from the first report), not 12 months from its last message.
 */
export function markReported(messageId: string, at: string): TransactItem[] {
  const { conversationId, seq } = parseMessageId(messageId)!;
  return [
    {
      Update: {
        Key: conversationKeys.message(conversationId, seq),
        UpdateExpression: 'SET reportedAt = if_not_exists(reportedAt, :at)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':at': at },
      },
    },
    {
      Update: {
        Key: conversationKeys.conversation(conversationId),
        UpdateExpression: 'SET reportedAt = if_not_exists(reportedAt, :at)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':at': at },
      },
    },
  ];
}

/**
 * A moderator hides a message (participants see that it was removed) or shows it again; the
 * conversation's hiddenVersion moves with it, so an open thread's version changes and it reads the
 * change on its next poll.
 */
export function messageVisibilityWrite(messageId: string, hidden: boolean): TransactItem[] {
  const { conversationId, seq } = parseMessageId(messageId)!;
  return [
    {
      Update: {
        Key: conversationKeys.message(conversationId, seq),
        UpdateExpression: hidden ? 'SET #hidden = :yes' : 'REMOVE #hidden',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#hidden': 'hidden' },
        ...(hidden ? { ExpressionAttributeValues: { ':yes': true } } : {}),
      },
    },
    {
      Update: {
        Key: conversationKeys.conversation(conversationId),
        UpdateExpression: 'ADD hiddenVersion :one',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':one': 1 },
      },
    },
  ];
}
