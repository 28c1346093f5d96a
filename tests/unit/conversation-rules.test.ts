import { describe, expect, it } from 'vitest';
import { MESSAGES_TEXTS, NOTIFY_GAP_MINUTES } from '../../lambdas/contract/messages.ts';
import type { ConversationSide, StoredConversation } from '../../lambdas/data/conversation-keys.ts';
import { conversationKeys, guestSideKey } from '../../lambdas/data/conversation-keys.ts';
import { entity, messageEntity } from '../../lambdas/data/conversations.ts';
import { messageEmails, notificationDue } from '../../lambdas/domain/conversations.ts';
import type { Subject } from '../../lambdas/data/entity.ts';
import { guestMessageEmail, messageEmail } from '../../lambdas/domain/emails.ts';
import {
  matchesVersion,
  messageTextOf,
  messageView,
  threadVersion,
} from '../../lambdas/services/conversations.ts';

/** The rules of conversations that need no table: text, versions, the email gap, and the emails' words. */
const side = (over: Partial<ConversationSide> = {}): ConversationSide => ({
  key: 'ACCOUNT#u1',
  accountId: 'u1',
  kind: 'family',
  label: 'Pat',
  nannyId: null,
  readSeq: 0,
  ...over,
});
const conversation = (over: Partial<StoredConversation> = {}): StoredConversation => ({
  id: 'c'.repeat(32),
  origin: 'candidate',
  jobId: null,
  jobTitle: null,
  a: side(),
  b: side({ key: 'ACCOUNT#u2', accountId: 'u2', kind: 'nanny', label: 'Rosa', nannyId: 'n1' }),
  createdAt: '2026-11-01T10:00:00.000Z',
  lastAt: '2026-11-01T10:00:00.000Z',
  lastSeq: 3,
  lastSender: 'a',
  accounts: ['u1', 'u2'],
  pairPk: 'PAIR#x',
  ...over,
});

describe('a message’s text', () => {
  it('keeps what was typed as plain text, and refuses what says nothing', () => {
    expect(messageTextOf('  Hello <b>Rosa</b>,\r\n\r\n\r\nsee you\u0007 soon  ')).toBe(
      'Hello Rosa,\n\nsee you soon',
    );
    for (const empty of ['   ', '<p></p>', '\u200f\u200b', '<script>alert(1)</script>'])
      expect(() => messageTextOf(empty), JSON.stringify(empty)).toThrow(
        expect.objectContaining({ kind: 'invalid', fields: { text: MESSAGES_TEXTS.required } }),
      );
  });

  it('shows a removed message without its text, and a deleted account’s without its text', () => {
    const stored = {
      conversationId: 'c'.repeat(32),
      seq: 2,
      sender: 'a' as const,
      senderAccountId: 'u1',
      accounts: ['u1', 'u2'],
      text: 'Call me',
      sentAt: '2026-11-01T10:00:00.000Z',
    };
    expect(messageView({ ...stored, hidden: true }, 'b')).toMatchObject({
      text: null,
      removed: true,
      mine: false,
    });
    expect(messageView({ ...stored, text: '' }, 'a')).toMatchObject({
      text: null,
      removed: false,
      mine: true,
    });
    expect(messageView(stored, 'b')).toMatchObject({ id: `${'c'.repeat(32)}_2`, text: 'Call me' });
  });
});

describe('an open thread’s version', () => {
  it('moves with everything the thread shows, and with the page asked for', () => {
    const base = threadVersion(conversation(), 'b', { after: 3 });
    expect(threadVersion(conversation(), 'b', { after: 3 })).toBe(base);
    const changes: Array<Partial<StoredConversation>> = [
      { lastSeq: 4 },
      { a: side({ readSeq: 3 }) },
      { b: side({ blocking: true }) },
      { a: side({ deleted: true }) },
      { hiddenVersion: 1 },
    ];
    for (const change of changes)
      expect(threadVersion(conversation(change), 'b', { after: 3 }), JSON.stringify(change)).not.toBe(base);
    expect(threadVersion(conversation(), 'b', { after: 2 })).not.toBe(base);
    expect(threadVersion(conversation(), 'a', { after: 3 })).not.toBe(base);
  });

  it('does not move for the blocked side: the other side’s block, or messages held from the blocker', () => {
    const base = threadVersion(conversation(), 'b', { after: 3 });
    // The other side (a) blocked b: b's version is the idle one.
    expect(threadVersion(conversation({ a: side({ blocking: true }) }), 'b', { after: 3 })).toBe(base);
    // b blocked a, and a's messages 4 and 5 are held from b: b's version stops at what it can see.
    const blocker = threadVersion(conversation({ b: side({ blocking: true }) }), 'b', { after: 3 });
    const held = conversation({ lastSeq: 5, b: side({ blocking: true, visibleSeq: 3 }) });
    expect(threadVersion(held, 'b', { after: 3 })).toBe(blocker);
  });

  it('matches an If-None-Match header as browsers send it', () => {
    expect(matchesVersion('"abc"', '"abc"')).toBe(true);
    expect(matchesVersion('W/"abc"', '"abc"')).toBe(true);
    expect(matchesVersion('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesVersion('"abd"', '"abc"')).toBe(false);
    expect(matchesVersion(undefined, '"abc"')).toBe(false);
  });
});

describe('the emails of new messages', () => {
  it('are due once per conversation every NOTIFY_GAP_MINUTES', () => {
    const now = new Date('2026-11-24T10:00:00.000Z');
    const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
    expect(notificationDue(side(), now)).toBe(true);
    expect(notificationDue(side({ notifiedAt: ago(NOTIFY_GAP_MINUTES - 1) }), now)).toBe(false);
    expect(notificationDue(side({ notifiedAt: ago(NOTIFY_GAP_MINUTES) }), now)).toBe(true);
  });

  it('owe an account one email, and record that it was told', () => {
    const message = { seq: 4, sender: 'a' as const, text: 'Hello', sentAt: '2026-11-24T10:00:00.000Z' };
    expect(messageEmails(conversation(), message)).toEqual({
      notified: true,
      emails: [
        {
          accountId: 'u2',
          message: {
            type: 'message-email',
            payload: {
              recipientId: 'u2',
              conversationId: 'c'.repeat(32),
              seq: 4,
              senderLabel: 'Pat',
              jobTitle: null,
              text: 'Hello',
            },
          },
        },
      ],
    });
    // Told a moment ago: nothing more until the gap has passed.
    const told = conversation({ b: { ...conversation().b, notifiedAt: '2026-11-24T09:59:00.000Z' } });
    expect(messageEmails(told, message)).toEqual({ emails: [], notified: false });
    // A deleted side is told nothing.
    const gone = conversation({ b: { ...conversation().b, deleted: true } });
    expect(messageEmails(gone, message)).toEqual({ emails: [], notified: false });
  });

  it('owe a visitor every answer, with the words only once her address is confirmed', () => {
    const visitor = side({
      key: 'GUEST#x',
      accountId: null,
      kind: 'visitor',
      label: 'Sam',
      email: 'sam@example.com',
    });
    const withVisitor = conversation({ a: visitor });
    const answer = { seq: 2, sender: 'b' as const, text: 'Hi Sam', sentAt: '2026-11-24T10:00:00.000Z' };
    const owed = messageEmails(withVisitor, answer);
    expect(owed.notified).toBe(false);
    expect(owed.emails).toEqual([
      {
        accountId: null,
        message: {
          type: 'guest-message-email',
          payload: {
            to: 'sam@example.com',
            conversationId: 'c'.repeat(32),
            seq: 2,
            nannyLabel: 'Rosa',
            text: null,
            copy: false,
          },
        },
      },
    ]);
    const confirmed = conversation({ a: { ...visitor, confirmed: true } });
    expect(messageEmails(confirmed, answer).emails[0]!.message.payload).toMatchObject({ text: 'Hi Sam' });
    // Her own first message: a copy to her only when asked for, and the nanny is told as usual.
    const first = { seq: 1, sender: 'a' as const, text: 'Hello', sentAt: '2026-11-24T10:00:00.000Z' };
    expect(messageEmails(withVisitor, first).emails.map((o) => o.message.type)).toEqual(['message-email']);
    expect(messageEmails(withVisitor, first, true).emails.map((o) => o.message.payload)).toEqual([
      expect.objectContaining({ recipientId: 'u2' }),
      expect.objectContaining({ to: 'sam@example.com', nannyLabel: 'Rosa', text: null, copy: true }),
    ]);
  });

  it('link into the product, quote the message, and carry no Reply-To', () => {
    const toAccount = messageEmail(
      {
        to: 'rosa@example.com',
        recipientId: 'u2',
        conversationId: 'c'.repeat(32),
        seq: 4,
        senderLabel: 'Pat',
        jobTitle: 'Nanny wanted',
        text: 'Hello\nThursday?',
      },
      'https://nanny.example',
    );
    expect(toAccount.subject).toBe('New message from Pat about "Nanny wanted"');
    expect(toAccount.text).toContain(`https://nanny.example/messages/${'c'.repeat(32)}`);
    expect(toAccount.text).toContain('> Hello\n> Thursday?');
    expect(toAccount.replyTo).toBeUndefined();
    const toVisitor = guestMessageEmail(
      {
        to: 'v@example.com',
        conversationId: 'c'.repeat(32),
        seq: 2,
        nannyLabel: 'Rosa',
        text: 'Yes',
        copy: false,
      },
      'https://nanny.example/messages/guest#token',
    );
    expect(toVisitor.subject).toBe('Rosa answered your message');
    expect(toVisitor.text).toContain('https://nanny.example/messages/guest#token');
    expect(toVisitor.replyTo).toBeUndefined();
  });

  it('carry none of anyone’s words to an address nobody has shown is theirs, only ours and her link', () => {
    const notice = {
      to: 'v@example.com',
      conversationId: 'c'.repeat(32),
      seq: 1,
      nannyLabel: 'Rosa',
      text: null,
    };
    const link = 'https://nanny.example/messages/guest#token';
    for (const email of [
      guestMessageEmail({ ...notice, copy: true }, link),
      guestMessageEmail({ ...notice, copy: false }, link),
    ]) {
      expect(email.text).toContain(link);
      expect(email.text).not.toMatch(/^> /m);
      expect(email.text.match(/https?:\/\/\S+/g)).toEqual([link]);
    }
  });
});

describe('the keys of conversations', () => {
  it('name a visitor by a code of her address, whatever its case', () => {
    expect(guestSideKey(' Priya@Example.com ')).toBe(guestSideKey('priya@example.com'));
    expect(guestSideKey('priya@example.com')).toMatch(/^GUEST#[a-f0-9]{64}$/);
  });

  it('keep one conversation per two sides and job, in either order', () => {
    expect(conversationKeys.pair(['ACCOUNT#b', 'ACCOUNT#a'], null)).toEqual(
      conversationKeys.pair(['ACCOUNT#a', 'ACCOUNT#b'], null),
    );
    expect(conversationKeys.pair(['ACCOUNT#a', 'ACCOUNT#b'], 'job-1').pk).toBe(
      'PAIR#ACCOUNT#a|ACCOUNT#b|job-1',
    );
    expect(conversationKeys.message('c'.repeat(32), 12).sk).toBe('MSG#000000012');
  });
});

describe('deleting an account', () => {
  const subject: Subject = {
    accountId: 'u1',
    email: 'pat@example.com',
    nannyId: null,
    agencyId: null,
    jobIds: [],
    appliedJobIds: [],
    promoCodes: [],
    welcomeCodes: [],
  };
  const reduce = (
    declaration: typeof entity | typeof messageEntity,
    item: Record<string, unknown>,
  ): Record<string, unknown> => declaration.erase.reduce(item, subject);

  it('leaves the other side the conversation, the deleted side named "Deleted user"', () => {
    const item = { pk: 'CONV#c', sk: 'CONV', ...conversation(), gsi2pk: 'GUEST_CONV#x', gsi2sk: 'y' };
    const reduced = reduce(entity, item);
    expect(reduced.a).toEqual({
      key: 'ACCOUNT#u1',
      accountId: null,
      kind: 'family',
      label: 'Deleted user',
      nannyId: null,
      readSeq: 0,
      deleted: true,
    });
    expect(reduced.b).toEqual(item.b);
    expect(reduced.accounts).toEqual(['u2']);
    expect(reduced).not.toHaveProperty('gsi2pk');
  });

  it('takes the deleted side’s text off its messages, unless a report holds one', () => {
    const message = {
      pk: 'CONV#c',
      sk: 'MSG#000000001',
      conversationId: 'c',
      seq: 1,
      sender: 'a',
      senderAccountId: 'u1',
      accounts: ['u1', 'u2'],
      text: 'My number is 07700 900123',
      sentAt: '2026-11-01T10:00:00.000Z',
    };
    expect(reduce(messageEntity, message)).toMatchObject({
      text: '',
      senderAccountId: null,
      accounts: ['u2'],
    });
    const reported = { ...message, reportedAt: '2026-11-02T10:00:00.000Z' };
    expect(reduce(messageEntity, reported)).toMatchObject({ text: message.text, accounts: ['u2'] });
    const theirs = { ...message, sender: 'b', senderAccountId: 'u2', text: 'Hello' };
    expect(reduce(messageEntity, theirs)).toMatchObject({
      text: 'Hello',
      senderAccountId: 'u2',
      accounts: ['u2'],
    });
  });
});
