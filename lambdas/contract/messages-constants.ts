/**
 * The messages contract's texts, limits and enumerations, without its schemas: pages that only show
 * them import this module and do not download the schema library. messages.ts re-exports all of it.
 *
 * Conversations are between two sides: two accounts (a family or agency and a nanny), or a nanny and
 * a visitor who wrote through the Contact dialog without signing in. Neither side ever sees an email
 * address or phone number the product holds; people share their own details in a message if they
 * choose.
 */

import { MESSAGE_BUTTON_TEXTS } from './message-buttons.ts';

export { MESSAGE_BUTTON_TEXTS };

/** Longest message, in characters (after trimming). */
export const MESSAGE_MAX_LENGTH = 2000;

/** How many characters of the last message a conversation list shows. */
export const MESSAGE_PREVIEW_LENGTH = 140;

/**
 * Rate limits. A family writing to the nannies it is considering starts a handful of conversations a
 * day, a script sending the same pitch to every card starts hundreds; a person types a few messages a
 * minute, a flood is many more.
 */
export const MESSAGE_LIMITS = {
  conversationsPerDay: 20,
  messagesPerMinute: 10,
} as const;

/**
 * Live enough: an open thread asks for what is new every THREAD_POLL_MS while its tab is visible, with
 * the version it holds (If-None-Match), so an unchanged thread answers 304 with no body; the header's
 * unread badge asks every BADGE_POLL_MS while the app is open. docs/architecture.md, "Messages: how new
 * messages arrive", gives the bench's figures for the choice.
 */
export const THREAD_POLL_MS = 2000;
export const BADGE_POLL_MS = 20_000;

/** At most one email per conversation per this many minutes, and only while the message is unread. */
export const NOTIFY_GAP_MINUTES = 15;

/** How long the link in a visitor's email opens her conversation. Each new answer sends a fresh one. */
export const GUEST_LINK_DAYS = 30;

/** Who the other side of a conversation is. */
export const CONVERSATION_SIDE_KINDS = ['family', 'agency', 'nanny', 'visitor'] as const;
export type ConversationSideKind = (typeof CONVERSATION_SIDE_KINDS)[number];

/** Shown for a side whose account was deleted. */
export const DELETED_USER_LABEL = 'Deleted user';

/**
 * The short notice every thread shows, about the scams that target nannies and families. Plain text;
 * the page renders the points as a list.
 */
export const SAFETY_NOTICE = {
  title: 'Stay safe',
  /** What a nanny reads: the scams that target people looking for work. */
  nanny: [
    'Never pay a fee to get a job: not for a DBS check, a visa, training or equipment. We never ask for one and neither should a family.',
    'Be wary of a “family abroad” who sends a cheque for more than they owe and asks for the difference back: the cheque bounces after you have paid.',
    'Keep talking here until you have met. Share your phone number or address only when you choose to.',
  ],
  /** What a family, an agency or a visitor reads: the scams that target people hiring. */
  family: [
    'Never send money before you have met: not for travel, a visa, a DBS check or an agency fee. A real nanny will not ask for it.',
    'Meet in person or on a video call, see her ID and her DBS certificate yourself, and speak to her references before she starts.',
    'Keep talking here until you have met. Share your phone number or address only when you choose to.',
  ],
  report: 'If something feels wrong, report the message: a moderator reads every report.',
} as const;

/** The product's texts for messages. */
export const MESSAGES_TEXTS = {
  pageTitle: 'Messages',
  empty: 'No messages yet',
  emptyBody:
    'Conversations with families, agencies and nannies appear here. Start one from a nanny’s card, an applicant, or a job you applied to.',
  loadFailed: 'Messages could not be loaded. Please try again.',
  notFound: 'This conversation could not be found.',
  placeholder: 'Write a message',
  send: 'Send',
  sent: 'Message sent',
  sendFailed: 'Your message was not sent. Please try again.',
  required: 'Please write a message.',
  tooLong: `Messages must be at most ${MESSAGE_MAX_LENGTH} characters.`,
  tooManyConversations:
    'You have started many conversations today. Please try again tomorrow, or reply in the conversations you have.',
  tooManyMessages: 'You are sending messages very quickly. Please wait a moment and try again.',
  /** Starting a conversation needs something to start from. */
  cannotStart: 'You cannot start a conversation here.',
  /** A nanny starts one only about a job she applied to. */
  notApplied: 'You can message the poster of a job you applied to.',
  message: MESSAGE_BUTTON_TEXTS.message,
  messageApplicant: MESSAGE_BUTTON_TEXTS.messageApplicant,
  messagePoster: MESSAGE_BUTTON_TEXTS.messagePoster,
  block: 'Block',
  unblock: 'Unblock',
  blockConfirm:
    'They will not be able to send you messages, and you will not be able to message them. They are not told.',
  blocked: 'You blocked this conversation. Unblock to send messages again.',
  blockedToast: 'Blocked',
  unblockedToast: 'Unblocked',
  /** Shown when the other side can no longer be written to (their account is gone). */
  closed: 'You can no longer send messages in this conversation.',
  /** A nanny whose profile a moderator hid reaches nobody until it is shown again. */
  senderHidden:
    'A moderator has hidden your profile, so you cannot send messages for now. You can see why, and appeal, on your account page.',
  report: 'Report',
  removed: 'This message was removed by a moderator.',
  unreadBadge: (count: number) => `${count} unread ${count === 1 ? 'message' : 'messages'}`,
  /** The visitor's page, opened from the link in her email. */
  guestTitle: 'Your conversation',
  guestExpired:
    'This link has expired. Each new answer sends you a fresh link by email; you can also contact the nanny again from her profile.',
  guestInvalid: 'This link is not valid. Please use the link in your most recent email.',
  emailSettingLabel: 'New messages',
  emailSettingDescription: `An email when someone messages you, at most one per conversation every ${NOTIFY_GAP_MINUTES} minutes while you have not read it.`,
} as const;

/** Starting points of a conversation, as the server records them (and the thread's header says). */
export const CONVERSATION_ORIGINS = [
  'applicant',
  'candidate',
  'application',
  'contact',
  'invitation',
  'share',
] as const;
export type ConversationOrigin = (typeof CONVERSATION_ORIGINS)[number];
