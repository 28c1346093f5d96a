/**
 * The buttons that start a conversation from a card, apart from the rest of the messages' texts: a list
 * of cards loads only these. messages-constants.ts re-exports them and keeps them in MESSAGES_TEXTS.
 */
export const MESSAGE_BUTTON_TEXTS = {
  message: 'Message',
  messageApplicant: 'Message',
  messagePoster: 'Message the poster',
} as const;
