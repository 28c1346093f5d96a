import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { CREDENTIALS, IDS, LOCAL_LINK_SIGNING_KEY, REGION } from '../../local/config.ts';
import { MODERATION_TEXTS } from '../../lambdas/contract/moderation.ts';
import { REPORT_MESSAGES } from '../../lambdas/contract/reports.ts';
import { conversationKeys } from '../../lambdas/data/conversation-keys.ts';
import { nannyProfile } from '../security/requests.ts';
import { startLocalCloud, type LocalCloud } from './cloud.ts';

/**
 * Reporting a message, and what follows through the local cloud: only the conversation's participants
 * may report it, the admin queue shows it with the messages around it, hiding it records a decision its
 * owner is emailed about, the owner appeals once, and a moderator decides the appeal.
 * The conversations are real ones: a family writes to a listed nanny, and a visitor contacts her
 * without signing in and answers from the link in her email.
 */
const OFFSET = 5500;
let cloud: LocalCloud;
let table: DynamoDBDocumentClient;
let admin: string;
let family: { token: string; id: string; email: string };
let nanny: { token: string; id: string; email: string; nannyId: string };
let stranger: { token: string; id: string; email: string };

const subOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;

async function user(type: 'family' | 'nanny', label: string) {
  const made = await cloud.newUser(type, label);
  return { ...made, id: subOf(made.token) };
}

beforeAll(async () => {
  cloud = await startLocalCloud(OFFSET);
  table = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: cloud.dynamodb, region: REGION, credentials: CREDENTIALS }),
  );
  admin = await cloud.signIn('admin@nannymarketplace.local', 'Admin#Local2024');
  const [f, n, s] = await Promise.all([
    user('family', 'family'),
    user('nanny', 'nanny'),
    user('family', 'stranger'),
  ]);
  family = f;
  stranger = s;
  const cv = await cloud.upload(n.token, 'nanny-cv', 'cv.pdf', 'application/pdf', PDF);
  const saved = await cloud.call(
    'PUT',
    '/nanny-profile',
    n.token,
    nannyProfile(n.email, { key: cv.key, name: 'cv.pdf' }),
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  nanny = { ...n, nannyId: String(saved.body.id) };
}, 120_000);
afterAll(async () => cloud?.stop());

const call: LocalCloud['call'] = (...args) => cloud.call(...args);
const stored = async (key: { pk: string; sk: string }) =>
  (await table.send(new GetCommand({ TableName: IDS.tableName, Key: key, ConsistentRead: true }))).Item;

interface Mail {
  destination: { to: string[] };
  subject: string;
  body: { text: string };
}
const mailbox = async () =>
  ((await (await fetch(`${cloud.mailbox}/store`)).json()) as { emails: Mail[] }).emails;

/** Waits (up to 15 s) for an email the outbox sends on its own, off the request. */
async function emailTo(address: string, subject: RegExp, saying = ''): Promise<Mail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = (await mailbox()).find(
      (mail) =>
        mail.destination.to.includes(address) &&
        subject.test(mail.subject) &&
        mail.body.text.includes(saying),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No email "${subject}" to ${address} within 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

let clientIds = 0;
const clientId = () => `mod-${Date.now().toString(36)}-${++clientIds}`;

/** A conversation between the family and the nanny, each message sent as the thread sends it. */
async function conversation(first: string, rest: Array<['family' | 'nanny', string]>): Promise<string> {
  const started = await call('POST', '/messages', family.token, {
    nannyId: nanny.nannyId,
    text: first,
    clientId: clientId(),
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const id = String(started.body.conversationId);
  for (const [who, text] of rest) {
    const sent = await call('POST', `/messages/${id}`, (who === 'family' ? family : nanny).token, {
      text,
      clientId: clientId(),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  }
  return id;
}

/** The messages of a thread as a participant sees them. */
const seen = async (token: string, id: string) =>
  (await call('GET', `/messages/${id}`, token)).body.messages as Array<{
    id: string;
    text: string | null;
    removed: boolean;
  }>;

/** The visitor's link token for a conversation, signed as the product signs it (services/guest-link.ts). */
function guestToken(conversationId: string, days = 30) {
  const value = `${conversationId}.${Math.floor(Date.now() / 1000) + days * 86400}`;
  const signature = createHmac('sha256', LOCAL_LINK_SIGNING_KEY)
    .update(`guest-conversation\n${value}`)
    .digest('base64url');
  return `${value}.${signature}`;
}

let reporters = 0;
/** A report of a message; each from its own address, as the limit per address would otherwise stop them. */
const report = (messageId: string, token?: string, extra: Record<string, unknown> = {}) =>
  call('POST', '/reports', token, {
    contentType: 'message',
    contentId: messageId,
    reason: 'harassment',
    details: '',
    email: `reporter${++reporters}@example.com`,
    ...extra,
  });

const ABUSE = 'Pay me £60 now for the DBS check or I tell every family in Bath you are a thief.';
let conv: string;
let visitorConv: string;
let visitorToken: string;
let abusive: string;
let reportId: string;

describe('reporting a message', () => {
  it('is refused to anyone outside the conversation, storing nothing', async () => {
    conv = await conversation('Hello, are you free on Tuesdays?', [
      ['nanny', 'Yes, I am.'],
      ['family', 'Lovely. Could you start at 8?'],
      ['nanny', ABUSE],
      ['family', 'That is not OK.'],
      ['nanny', 'Sorry, wrong chat.'],
      ['family', 'Please do not write again.'],
    ]);
    abusive = `${conv}_4`;
    // Another account, an anonymous visitor, a visitor's valid token for another conversation, and
    // a moderator (who reads reports, not conversations).
    const other = 'f'.repeat(32);
    for (const [token, extra] of [
      [stranger.token, {}],
      [undefined, {}],
      [undefined, { guestToken: guestToken(other) }],
      [admin, {}],
    ] as const) {
      const refused = await report(abusive, token, extra);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe(REPORT_MESSAGES.unknownContent);
    }
    // A message that does not exist answers the same.
    expect((await report(`${conv}_99`, family.token)).status).toBe(404);
    expect(await stored({ pk: `REPORTED#message#${abusive}`, sk: 'GROUP' })).toBeUndefined();
    expect((await stored(conversationKeys.message(conv, 4)))?.reportedAt).toBeUndefined();
  });

  it('is refused for one’s own message', async () => {
    const own = await report(abusive, nanny.token);
    expect(own.status).toBe(400);
    expect(await stored({ pk: `REPORTED#message#${abusive}`, sk: 'GROUP' })).toBeUndefined();
  });

  it('from a participant marks the message and keeps the conversation with the report', async () => {
    const sent = await report(abusive, family.token, { email: family.email, details: 'Threats.' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    reportId = sent.body.reportId;
    const message = await stored(conversationKeys.message(conv, 4));
    const held = await stored(conversationKeys.conversation(conv));
    expect(message?.reportedAt).toEqual(expect.any(String));
    // The retention run keeps a reported conversation with its report (conversations.ts).
    expect(held?.reportedAt).toBe(message?.reportedAt);
  });

  it('from a visitor holding her link', async () => {
    const visitor = `jo.${Date.now().toString(36)}@example.com`;
    const contact = await call('POST', `/candidates/${nanny.nannyId}/contact`, undefined, {
      senderName: 'Jo Bloggs',
      senderEmail: visitor,
      subject: 'Twins in Bath',
      message: 'Hi, we need a nanny for our twins.',
    });
    expect(contact.status, JSON.stringify(contact.body)).toBe(202);
    const row = (await call('GET', '/messages', nanny.token)).body.items.find(
      (c: { other: { kind: string } }) => c.other.kind === 'visitor',
    );
    visitorConv = String(row.id);
    const answered = await call('POST', `/messages/${visitorConv}`, nanny.token, {
      text: 'Send £200 by bank transfer to hold the place.',
      clientId: clientId(),
    });
    expect(answered.status).toBe(201);
    // Her link, from the email that carries the answer.
    const mail = await emailTo(visitor, /answered your message/);
    visitorToken = mail.body.text.match(/\/messages\/guest#([^\s]+)/)![1]!;
    const sent = await report(`${visitorConv}_2`, undefined, {
      email: visitor,
      guestToken: visitorToken,
      reason: 'spam',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    // Her own message is hers: refused.
    expect((await report(`${visitorConv}_1`, undefined, { guestToken: visitorToken })).status).toBe(400);
    // An expired link proves nothing.
    expect(
      (await report(`${visitorConv}_2`, undefined, { guestToken: guestToken(visitorConv, -1) })).status,
    ).toBe(404);
  });
});

describe('the admin queue', () => {
  it('shows a reported message with its start, and in context with the messages around it', async () => {
    const queue = await call('GET', '/admin/reports?status=pending&limit=50', admin);
    const entry = queue.body.items.find((g: { contentId: string }) => g.contentId === abusive);
    expect(entry).toMatchObject({
      contentType: 'message',
      contentLabel: expect.stringMatching(/^Pay me £60 now for the DBS check/),
      contentHidden: false,
      visibility: 'private',
      counts: { total: 1, pending: 1 },
    });
    expect(entry.reports[0]).toMatchObject({ id: reportId, reason: 'harassment', details: 'Threats.' });

    const content = await call('GET', `/admin/content/message/${abusive}`, admin);
    expect(content.status).toBe(200);
    expect(content.body).toMatchObject({
      contentType: 'message',
      visibility: 'private',
      ownerFirstName: 'Rosa',
      job: null,
      nanny: null,
      application: null,
      message: {
        conversationId: conv,
        sides: { a: { label: 'Test', kind: 'family' }, b: { label: 'Rosa', kind: 'nanny' } },
        jobTitle: null,
      },
    });
    const context = content.body.message.context as Array<Record<string, unknown>>;
    expect(context.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(context.filter((m) => m.reported).map((m) => m.id)).toEqual([abusive]);
    expect(context[3]).toMatchObject({ side: 'b', senderLabel: 'Rosa', text: ABUSE, hidden: false });
    // Never an address.
    expect(JSON.stringify(content.body)).not.toContain('@');
  });
});

let decisionId: string;

describe('hiding a message', () => {
  it('needs an explanation for its owner, and changes nothing without one', async () => {
    const refused = await call('PATCH', `/admin/reports/${reportId}`, admin, {
      status: 'resolved',
      notes: '',
      hideContent: true,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.explanation).toBe(MODERATION_TEXTS.explanationRequired);
    expect((await stored(conversationKeys.message(conv, 4)))?.hidden).toBeUndefined();
    expect((await stored({ pk: `REPORT#${reportId}`, sk: 'REPORT' }))?.status).toBe('pending');
  });

  it('records a decision, hides the message and emails its owner what and why', async () => {
    const hidden = await call('PATCH', `/admin/reports/${reportId}`, admin, {
      status: 'resolved',
      notes: 'Threats and a fee.',
      hideContent: true,
      explanation: 'Threatening someone and asking for a fee break our Terms.',
    });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    expect(hidden.body).toMatchObject({ contentHidden: true, visibility: 'hidden' });
    expect((await stored(conversationKeys.message(conv, 4)))?.hidden).toBe(true);
    // Both sides see that a moderator removed it, not its text.
    for (const side of [family, nanny]) {
      const removed = (await seen(side.token, conv)).find((m) => m.id === abusive);
      expect(removed).toMatchObject({ removed: true, text: null });
    }

    const mine = await call('GET', '/me/moderation', nanny.token);
    expect(mine.status).toBe(200);
    expect(mine.body.items).toHaveLength(1);
    expect(mine.body.items[0]).toMatchObject({
      contentType: 'message',
      contentLabel: expect.stringMatching(/^Pay me £60/),
      reason: 'Harassment',
      explanation: 'Threatening someone and asking for a fee break our Terms.',
      stillHidden: true,
      appeal: null,
      canAppeal: true,
    });
    decisionId = mine.body.items[0].id;
    // Only the owner's: the reporter has none.
    expect((await call('GET', '/me/moderation', family.token)).body.items).toEqual([]);

    const mail = await emailTo(nanny.email, /A moderator hid your message/);
    expect(mail.body.text).toContain('Threatening someone and asking for a fee break our Terms.');
    expect(mail.body.text).toContain('Reported for: Harassment');
    expect(mail.body.text).toMatch(/\/account\/moderation/);
  });
});

describe('appeals', () => {
  it('are the owner’s alone, once, and one of two sent at once is stored', async () => {
    const path = `/me/moderation/${decisionId}/appeal`;
    const body = { text: 'It was a joke between friends, and I apologised straight away.' };
    expect((await call('POST', path, family.token, body)).status).toBe(404);
    expect((await call('POST', path, nanny.token, { text: 'No.' })).status).toBe(400);
    expect((await call('POST', `/me/moderation/${'0'.repeat(32)}/appeal`, nanny.token, body)).status).toBe(
      404,
    );

    const [first, second] = await Promise.all([
      call('POST', path, nanny.token, body),
      call('POST', path, nanny.token, { text: 'A second appeal, sent at the same moment.' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const won = first.status === 201 ? first : second;
    const lost = first.status === 201 ? second : first;
    expect(lost.body.message).toBe(MODERATION_TEXTS.appealOnce);
    expect(won.body).toMatchObject({ canAppeal: false, appeal: { status: 'open' } });
    expect((await call('POST', path, nanny.token, body)).body.message).toBe(MODERATION_TEXTS.appealOnce);
  });

  it('reach the admin queue with the decision, and a reversal shows the message again', async () => {
    const open = await call('GET', '/admin/appeals', admin);
    expect(open.status).toBe(200);
    expect(open.body.openCount).toBeGreaterThanOrEqual(1);
    const appeal = open.body.items.find((a: { decisionId: string }) => a.decisionId === decisionId);
    expect(appeal).toMatchObject({
      contentType: 'message',
      contentId: abusive,
      reportId,
      ownerFirstName: 'Test',
      explanation: 'Threatening someone and asking for a fee break our Terms.',
      appeal: { status: 'open', decidedAt: null },
    });
    expect((await call('GET', '/admin/appeals', nanny.token)).status).toBe(403);

    const decided = await call('POST', `/admin/appeals/${decisionId}`, admin, {
      outcome: 'reversed',
      notes: 'On reflection the message was not a threat.',
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body.appeal).toMatchObject({
      status: 'reversed',
      outcomeNotes: 'On reflection the message was not a threat.',
    });
    expect((await stored(conversationKeys.message(conv, 4)))?.hidden).toBeUndefined();
    expect((await seen(family.token, conv)).find((m) => m.id === abusive)).toMatchObject({
      removed: false,
      text: ABUSE,
    });
    const mine = (await call('GET', '/me/moderation', nanny.token)).body.items[0];
    expect(mine).toMatchObject({ stillHidden: false, canAppeal: false, appeal: { status: 'reversed' } });
    const mail = await emailTo(nanny.email, /Your appeal was upheld/);
    expect(mail.body.text).toContain('On reflection the message was not a threat.');

    // Decided once.
    const again = await call('POST', `/admin/appeals/${decisionId}`, admin, {
      outcome: 'upheld',
      notes: 'No.',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MODERATION_TEXTS.alreadyDecided);
    const decidedList = await call('GET', '/admin/appeals?status=decided', admin);
    expect(decidedList.body.items.map((a: { decisionId: string }) => a.decisionId)).toContain(decisionId);
    expect(
      (await call('GET', '/admin/appeals', admin)).body.items.map(
        (a: { decisionId: string }) => a.decisionId,
      ),
    ).not.toContain(decisionId);
  });

  it('upheld, the content stays hidden and the owner is told', async () => {
    const queue = await call('GET', '/admin/reports?status=pending&limit=50', admin);
    const entry = queue.body.items.find((g: { contentId: string }) => g.contentId === `${visitorConv}_2`);
    const hidden = await call('PATCH', `/admin/reports/${entry.reports[0].id}`, admin, {
      status: 'resolved',
      notes: '',
      hideContent: true,
      explanation: 'Asking a family for money up front is not allowed.',
    });
    expect(hidden.status).toBe(200);
    const decision = (await call('GET', '/me/moderation', nanny.token)).body.items.find(
      (d: { stillHidden: boolean }) => d.stillHidden,
    );
    expect(
      (
        await call('POST', `/me/moderation/${decision.id}/appeal`, nanny.token, {
          text: 'It was a deposit for a trial day, which we agreed.',
        })
      ).status,
    ).toBe(201);
    const decided = await call('POST', `/admin/appeals/${decision.id}`, admin, {
      outcome: 'upheld',
      notes: 'Deposits are not allowed under our Terms.',
    });
    expect(decided.body.appeal.status).toBe('upheld');
    expect((await stored(conversationKeys.message(visitorConv, 2)))?.hidden).toBe(true);
    const page = await call('POST', '/guest/conversation', undefined, { token: visitorToken });
    expect(page.body.messages[1]).toMatchObject({ removed: true, text: null });
    const mail = await emailTo(nanny.email, /the decision stands/);
    expect(mail.body.text).toContain('Deposits are not allowed under our Terms.');
  });

  it('still open when a moderator shows the content again from a report, is answered by it', async () => {
    const sixth = `${conv}_6`;
    const first = await report(sixth, family.token);
    expect(first.status).toBe(201);
    const hid = await call('PATCH', `/admin/reports/${first.body.reportId}`, admin, {
      status: 'resolved',
      notes: '',
      hideContent: true,
      explanation: 'Hidden while we check.',
    });
    expect(hid.status).toBe(200);
    const decision = (await call('GET', '/me/moderation', nanny.token)).body.items.find(
      (d: { contentLabel: string }) => d.contentLabel === 'Sorry, wrong chat.',
    );
    const appealed = await call('POST', `/me/moderation/${decision.id}/appeal`, nanny.token, {
      text: 'This was only an apology.',
    });
    expect(appealed.status).toBe(201);
    const openBefore = (await call('GET', '/admin/appeals', admin)).body.openCount as number;

    // Reported again; the review shows it again.
    const second = await report(sixth, family.token);
    const shown = await call('PATCH', `/admin/reports/${second.body.reportId}`, admin, {
      status: 'dismissed',
      notes: '',
      hideContent: false,
    });
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    expect((await stored(conversationKeys.message(conv, 6)))?.hidden).toBeUndefined();
    const mine = (await call('GET', '/me/moderation', nanny.token)).body.items.find(
      (d: { id: string }) => d.id === decision.id,
    );
    expect(mine).toMatchObject({ stillHidden: false, appeal: { status: 'reversed' } });
    const open = await call('GET', '/admin/appeals', admin);
    expect(open.body.openCount).toBe(openBefore - 1);
    expect(open.body.items.map((a: { decisionId: string }) => a.decisionId)).not.toContain(decision.id);
    await emailTo(
      nanny.email,
      /Your appeal was upheld/,
      'A moderator looked at it again and it is shown again.',
    );
  });
});
