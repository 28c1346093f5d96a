/**
 * Rules of a conversation's messages that do not depend on AWS: when a side is emailed about a new
 * message, and what the emails carry. The conversation store (data/conversations.ts) asks them inside
 * each message's transaction, with the conversation as read for it.
 */
import { NOTIFY_GAP_MINUTES } from '../contract/messages-constants.ts';
import type { OutboxMessage } from './emails.ts';

type SideName = 'a' | 'b';

/** What these rules read of a side of a conversation (data/conversation-keys.ts ConversationSide). */
export interface OwingSide {
  kind: 'family' | 'agency' | 'nanny' | 'visitor';
  label: string;
  accountId: string | null;
  email?: string;
  confirmed?: boolean;
  notifiedAt?: string;
  deleted?: boolean;
}

/** What these rules read of a conversation and of its new message. */
export interface OwingConversation {
  id: string;
  jobTitle: string | null;
  a: OwingSide;
  b: OwingSide;
}
export interface OwingMessage {
  seq: number;
  sender: SideName;
  text: string;
  sentAt: string;
}

/** An email a new message sends, and the account whose data it carries (null: a visitor's address). */
export interface MessageEmail {
  message: OutboxMessage;
  accountId: string | null;
}

/** Whether the recipient is emailed about a new message: not within NOTIFY_GAP_MINUTES of the last email. */
export function notificationDue(side: Pick<OwingSide, 'notifiedAt'>, now: Date): boolean {
  if (!side.notifiedAt) return true;
  return now.getTime() - Date.parse(side.notifiedAt) >= NOTIFY_GAP_MINUTES * 60_000;
}

/**
 * The emails a new message sends, decided from the conversation as read in its transaction: to an
 * account, one per conversation every NOTIFY_GAP_MINUTES (`notified`: the transaction records when, on
 * the recipient's side); to a visitor, every answer, each with a fresh link; and, with `copyToVisitor`,
 * a visitor's copy of what she sent. An email to a visitor's address that nobody has confirmed (by
 * opening a link sent to it) carries none of anyone's text: anyone can type an address into the Contact
 * form, and our emails must not carry their words to it.
 */
export function messageEmails(
  conversation: OwingConversation,
  message: OwingMessage,
  copyToVisitor = false,
): { emails: MessageEmail[]; notified: boolean } {
  const now = new Date(message.sentAt);
  const from = conversation[message.sender];
  const to = conversation[message.sender === 'a' ? 'b' : 'a'];
  const emails: MessageEmail[] = [];
  let notified = false;
  if (to.kind === 'visitor' && to.email && !to.deleted) {
    emails.push({
      message: {
        type: 'guest-message-email',
        payload: {
          to: to.email,
          conversationId: conversation.id,
          seq: message.seq,
          nannyLabel: from.label,
          text: to.confirmed ? message.text : null,
          copy: false,
        },
      },
      accountId: null,
    });
  } else if (to.accountId && !to.deleted && notificationDue(to, now)) {
    notified = true;
    emails.push({
      message: {
        type: 'message-email',
        payload: {
          recipientId: to.accountId,
          conversationId: conversation.id,
          seq: message.seq,
          senderLabel: from.label,
          jobTitle: conversation.jobTitle,
          text: message.text,
        },
      },
      accountId: to.accountId,
    });
  }
  if (copyToVisitor && from.kind === 'visitor' && from.email)
    emails.push({
      message: {
        type: 'guest-message-email',
        payload: {
          to: from.email,
          conversationId: conversation.id,
          seq: message.seq,
          nannyLabel: to.label,
          text: from.confirmed ? message.text : null,
          copy: true,
        },
      },
      accountId: null,
    });
  return { emails, notified };
}
