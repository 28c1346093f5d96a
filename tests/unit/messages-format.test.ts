import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH, MESSAGES_TEXTS } from '../../lambdas/contract/messages-constants.ts';
import type { MessageView } from '../../lambdas/contract/messages.ts';
import { linkify, MESSAGE_LINK_REL, type Token } from '../../frontend/src/features/messages/linkify.ts';
import {
  composerError,
  conversationPath,
  COUNT_SHOWN_FROM,
  lengthNote,
  newClientId,
  previewOf,
  seenSeq,
  sendRefusal,
  sentAtLabel,
} from '../../frontend/src/features/messages/format.ts';
import {
  lastSeq,
  lastTheirs,
  markFailed,
  mergeMessages,
  settle,
  startSending,
} from '../../frontend/src/features/messages/threadState.ts';

const links = (tokens: Token[]) => tokens.filter((t) => t.kind === 'link').map((t) => [t.text, t.href]);
const joined = (tokens: Token[]) => tokens.map((t) => t.text).join('');

describe('linkify', () => {
  it('leaves text without addresses as one piece of text', () => {
    expect(linkify('Hello, are you free on Tuesday?')).toEqual([
      { kind: 'text', text: 'Hello, are you free on Tuesday?' },
    ]);
    expect(linkify('')).toEqual([]);
  });

  it('links http, https and www addresses, www ones on https', () => {
    const tokens = linkify('See https://example.com/a?b=1#c and www.example.org/x or http://example.net.');
    expect(links(tokens)).toEqual([
      ['https://example.com/a?b=1#c', 'https://example.com/a?b=1#c'],
      ['www.example.org/x', 'https://www.example.org/x'],
      ['http://example.net', 'http://example.net/'],
    ]);
  });

  it('gives the text back unchanged, joined, whatever it holds', () => {
    for (const text of [
      'Line one\nhttps://a.example.com/path, then (www.b.example.co.uk) and “https://c.example.com”!',
      '<script>alert(1)</script> https://x.example.com/<b>',
      'www. alone, https:// alone, and https://nodot',
    ])
      expect(joined(linkify(text))).toBe(text);
  });

  it('leaves the sentence’s punctuation and an enclosing bracket out of the link', () => {
    expect(links(linkify('Look (https://example.com/page).'))).toEqual([
      ['https://example.com/page', 'https://example.com/page'],
    ]);
    expect(links(linkify('Wiki: https://en.example.org/wiki/Nanny_(job), ok?'))).toEqual([
      ['https://en.example.org/wiki/Nanny_(job)', 'https://en.example.org/wiki/Nanny_(job)'],
    ]);
    expect(links(linkify('Is it https://example.com?'))).toEqual([
      ['https://example.com', 'https://example.com/'],
    ]);
  });

  it('links nothing that is not plainly a web address', () => {
    for (const text of [
      'javascript:alert(1)',
      'mail me at ann@example.com',
      'example.com',
      'https://nodot',
      'data:text/html,hi',
      'xhttps://example.com',
    ])
      expect(links(linkify(text))).toEqual([]);
  });

  it('stops an address at the first space or angle bracket', () => {
    expect(links(linkify('https://example.com/a<b>c d'))).toEqual([
      ['https://example.com/a', 'https://example.com/a'],
    ]);
  });

  it('marks links as the users’, with no ranking and no opener', () => {
    expect(MESSAGE_LINK_REL).toBe('nofollow ugc noopener');
  });
});

describe('message words', () => {
  const now = new Date('2026-06-10T12:00:00Z');

  it('says the time today, Yesterday, or the day (with the year when it is another year’s), in UK time', () => {
    expect(sentAtLabel('2026-06-10T08:05:00Z', now)).toBe('09:05');
    expect(sentAtLabel('2026-06-09T20:30:00Z', now)).toBe('Yesterday 21:30');
    expect(sentAtLabel('2026-03-03T14:05:00Z', now)).toBe('3 Mar 14:05');
    expect(sentAtLabel('2025-12-24T10:00:00Z', now)).toBe('24 Dec 2025 10:00');
    expect(sentAtLabel('not a date', now)).toBe('');
  });

  it('previews the last message on one line, cut short, with You: for one’s own and the removal notice', () => {
    expect(previewOf(null)).toBe('');
    expect(previewOf({ text: 'Hello\n\nthere', mine: false, removed: false })).toBe('Hello there');
    expect(previewOf({ text: 'On my way', mine: true, removed: false })).toBe('You: On my way');
    expect(previewOf({ text: null, mine: false, removed: true })).toBe(MESSAGES_TEXTS.removed);
    const long = previewOf({ text: 'word '.repeat(100), mine: false, removed: false });
    expect(long.length).toBeLessThanOrEqual(140);
    expect(long.endsWith('…')).toBe(true);
  });

  it('shows the count only near the cap, and how far over', () => {
    expect(lengthNote('hello')).toEqual({ shown: false, over: false, text: '' });
    expect(lengthNote('a'.repeat(COUNT_SHOWN_FROM))).toMatchObject({
      shown: true,
      over: false,
      text: '200 characters left',
    });
    expect(lengthNote('a'.repeat(MESSAGE_MAX_LENGTH - 1)).text).toBe('1 character left');
    expect(lengthNote('a'.repeat(MESSAGE_MAX_LENGTH + 3))).toEqual({
      shown: true,
      over: true,
      text: '3 characters too many',
    });
  });

  it('refuses an empty or over-long message with the contract’s words, counting the trimmed text', () => {
    expect(composerError('   \n ')).toBe(MESSAGES_TEXTS.required);
    expect(composerError('a'.repeat(MESSAGE_MAX_LENGTH + 1))).toBe(MESSAGES_TEXTS.tooLong);
    expect(composerError(` ${'a'.repeat(MESSAGE_MAX_LENGTH)} `)).toBeNull();
  });

  it('explains a refused send by the server’s answer', () => {
    expect(sendRefusal(null)).toBe(MESSAGES_TEXTS.sendFailed);
    expect(sendRefusal({ status: 400, message: 'Bad', fields: { text: MESSAGES_TEXTS.tooLong } })).toBe(
      MESSAGES_TEXTS.tooLong,
    );
    expect(sendRefusal({ status: 404, message: 'Not found' })).toBe(MESSAGES_TEXTS.closed);
    expect(sendRefusal({ status: 429, message: 'Please wait 30 seconds.' })).toBe('Please wait 30 seconds.');
    expect(sendRefusal({ status: 500, message: 'boom' })).toBe(MESSAGES_TEXTS.sendFailed);
  });

  it('puts Seen under one’s last message the other side has read', () => {
    const thread = [
      { seq: 1, mine: true },
      { seq: 2, mine: false },
      { seq: 3, mine: true },
      { seq: 4, mine: true },
    ];
    expect(seenSeq(thread, 0)).toBeNull();
    expect(seenSeq(thread, 2)).toBe(1);
    expect(seenSeq(thread, 3)).toBe(3);
    expect(seenSeq(thread, 9)).toBe(4);
  });

  it('makes client ids the contract takes, a new one each time', () => {
    const a = newClientId();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newClientId()).not.toBe(a);
    expect(conversationPath('ab12')).toBe('/messages/ab12');
  });
});

describe('a thread’s messages', () => {
  const message = (seq: number, mine = false, text: string | null = `m${seq}`): MessageView => ({
    id: `c_${seq}`,
    seq,
    mine,
    text,
    removed: text === null,
    sentAt: '2026-06-10T12:00:00Z',
  });

  it('merges answers by number, oldest first, the newer copy winning', () => {
    const held = [message(2), message(3)];
    const merged = mergeMessages(held, [message(3, false, null), message(4, true), message(1)]);
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    expect(merged[2]!.removed).toBe(true);
    expect(mergeMessages(held, [])).toBe(held);
    expect(lastSeq(merged)).toBe(4);
    expect(lastSeq([])).toBe(0);
    expect(lastTheirs(merged)).toBe(3);
    expect(lastTheirs([message(1, true)])).toBe(0);
  });

  it('keeps a message on its way once per client id, marks a failure and lets it go', () => {
    let pending = startSending([], 'id-00001', 'Hello');
    pending = startSending(pending, 'id-00001', 'Hello');
    expect(pending).toEqual([{ clientId: 'id-00001', text: 'Hello', status: 'sending', error: null }]);
    pending = markFailed(startSending(pending, 'id-00002', 'Again'), 'id-00001', 'Not now');
    expect(pending.map((p) => [p.clientId, p.status, p.error])).toEqual([
      ['id-00001', 'failed', 'Not now'],
      ['id-00002', 'sending', null],
    ]);
    expect(settle(pending, 'id-00001').map((p) => p.clientId)).toEqual(['id-00002']);
  });
});
