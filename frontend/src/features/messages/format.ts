/**
 * Messages in words: when a message was sent, who the other side is, what the list's preview says,
 * when the composer shows its count, and what to say when the server refuses. Pure, so unit tests
 * (Node) load it.
 */
import {
  MESSAGE_MAX_LENGTH,
  MESSAGE_PREVIEW_LENGTH,
  MESSAGES_TEXTS,
  type ConversationSideKind,
} from '@contract/messages-constants.ts';

const LONDON = 'Europe/London';
const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: LONDON });
const DAY_THIS_YEAR = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: LONDON });
const DAY_OTHER_YEAR = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: LONDON,
});
const FULL = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: LONDON,
});
const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone: LONDON });
const yearOf = new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: LONDON });

/**
 * When a message was sent, as a thread or the list shows it: the time today ("14:05"), "Yesterday 09:30",
 * or the day ("3 Mar 14:05"; with the year when it is another year's). UK time, as the product's users.
 */
export function sentAtLabel(iso: string, now = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const time = TIME.format(at);
  const today = dayKey.format(now);
  if (dayKey.format(at) === today) return time;
  const yesterday = dayKey.format(new Date(now.getTime() - 24 * 3600_000));
  if (dayKey.format(at) === yesterday) return `Yesterday ${time}`;
  const day = yearOf.format(at) === yearOf.format(now) ? DAY_THIS_YEAR.format(at) : DAY_OTHER_YEAR.format(at);
  return `${day} ${time}`;
}

/** The whole date and time, for the time element's title. */
export const sentAtFull = (iso: string) => {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : FULL.format(at);
};

/** Who the other side is, after their name. */
export const SIDE_KIND_LABELS: Record<ConversationSideKind, string> = {
  family: 'Family',
  agency: 'Agency',
  nanny: 'Nanny',
  visitor: 'Visitor',
};

/** The list's line for the last message: "You: …" for one's own, the removal notice for a removed one. */
export function previewOf(last: { text: string | null; mine: boolean; removed: boolean } | null): string {
  if (!last) return '';
  if (last.removed || last.text === null) return MESSAGES_TEXTS.removed;
  const oneLine = last.text.replace(/\s+/g, ' ').trim();
  const cut =
    oneLine.length > MESSAGE_PREVIEW_LENGTH
      ? `${oneLine.slice(0, MESSAGE_PREVIEW_LENGTH - 1).trimEnd()}…`
      : oneLine;
  return last.mine ? `You: ${cut}` : cut;
}

/** The composer shows how many characters are left once a message nears the cap. */
export const COUNT_SHOWN_FROM = MESSAGE_MAX_LENGTH - 200;

/** What the composer says about the length: nothing well below the cap, then what is left or over. */
export function lengthNote(text: string): { shown: boolean; over: boolean; text: string } {
  const length = text.trim().length;
  const left = MESSAGE_MAX_LENGTH - length;
  if (length < COUNT_SHOWN_FROM) return { shown: false, over: false, text: '' };
  if (left >= 0)
    return { shown: true, over: false, text: `${left} ${left === 1 ? 'character' : 'characters'} left` };
  return {
    shown: true,
    over: true,
    text: `${-left} ${left === -1 ? 'character' : 'characters'} too many`,
  };
}

/** The composer's own check, before anything is sent: the contract's words for empty and too long. */
export function composerError(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return MESSAGES_TEXTS.required;
  if (trimmed.length > MESSAGE_MAX_LENGTH) return MESSAGES_TEXTS.tooLong;
  return null;
}

/** A refused send in words: the server's reason where it gives one the sender can act on. */
export function sendRefusal(
  error: { status: number; message: string; fields?: Record<string, string> } | null,
): string {
  if (!error) return MESSAGES_TEXTS.sendFailed;
  if (error.status === 400) return error.fields?.text ?? error.message ?? MESSAGES_TEXTS.sendFailed;
  if (error.status === 404) return MESSAGES_TEXTS.closed;
  if (error.status === 429) return error.message || MESSAGES_TEXTS.tooManyMessages;
  if (error.status === 401 || error.status === 403) return error.message;
  return MESSAGES_TEXTS.sendFailed;
}

/** "Seen" under one's last message the other side has read. */
export function seenSeq(
  messages: ReadonlyArray<{ seq: number; mine: boolean }>,
  otherReadSeq: number,
): number | null {
  let seen: number | null = null;
  for (const message of messages) if (message.mine && message.seq <= otherReadSeq) seen = message.seq;
  return seen;
}

/** A random id for one message, so sending it again (a retry, a double click) stores it once. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID needs a secure context; a page opened over plain http on a LAN has none.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/** The address of a conversation's page. */
export const conversationPath = (conversationId: string) => `/messages/${encodeURIComponent(conversationId)}`;
