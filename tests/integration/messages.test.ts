import { DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createHmac } from 'node:crypto';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS, LOCAL_LINK_SIGNING_KEY } from '../../local/config.ts';
import { MESSAGE_MAX_LENGTH, MESSAGES_TEXTS, NOTIFY_GAP_MINUTES } from '../../lambdas/contract/messages.ts';
import { jobDetails, nannyProfile } from '../security/requests.ts';
import { sharedLocalCloud, type LocalCloud } from './cloud.ts';

/**
 * Messages through the local cloud: conversations started from an applicant, a nanny's card and an
 * application; who may not start or read what; unread counts and the header's badge; the same message
 * twice and two at once; an open thread's 304; blocks; the emails (the gap between them, the setting
 * that turns them off); a visitor's conversation from the Contact dialog to her link; and what export
 * and account deletion do with it all.
 */
let cloud: LocalCloud;

beforeAll(async () => {
  cloud = await sharedLocalCloud();
}, 90_000);
afterAll(async () => cloud?.stop());

const call: LocalCloud['call'] = (...args) => cloud.call(...args);

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

let table: DynamoDBDocumentClient;
const db = () =>
  (table ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: cloud.dynamodb,
      region: 'eu-west-2',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
  ));

interface Email {
  destination: { to: string[] };
  subject: string;
  body: { text: string };
  replyTo?: unknown;
  from?: unknown;
}
async function inbox(address: string): Promise<Email[]> {
  const { emails } = (await (await fetch(`${cloud.mailbox}/store`)).json()) as { emails: Email[] };
  return emails.filter((e) => e.destination.to.includes(address));
}
async function waitForEmail(address: string, match: (e: Email) => boolean): Promise<Email> {
  for (let i = 0; i < 80; i++) {
    const found = (await inbox(address)).find(match);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `no email to ${address} matched; got: ${(await inbox(address)).map((e) => e.subject).join(' | ')}`,
  );
}
/** Waits until the outbox has delivered everything written so far (its items record the delivery). */
async function settled(): Promise<void> {
  await new Promise((r) => setTimeout(r, 1500));
}

async function familyWithJob(label: string) {
  const family = await cloud.newUser('family', label);
  const created = await call('POST', '/jobs/family', family.token, {
    ...jobDetails(),
    jobTitle: `Nanny wanted (${label})`,
    contactEmail: family.email,
    discountCode: '',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const sessionId = new URL(created.body.checkoutUrl).pathname.split('/').pop()!;
  await fetch(`${cloud.stripe}/checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });
  const jobId = String(created.body.jobId);
  expect((await call('GET', `/my-jobs/${jobId}`, family.token)).body.state).toBe('live');
  return { ...family, jobId };
}

async function nanny(label: string, listed = true) {
  const user = await cloud.newUser('nanny', label);
  const cv = await cloud.upload(user.token, 'nanny-cv', 'cv.pdf', 'application/pdf', PDF);
  const saved = await call('PUT', '/nanny-profile', user.token, {
    ...nannyProfile(user.email, { key: cv.key, name: 'cv.pdf' }),
    activelyLooking: listed,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { ...user, nannyId: String(saved.body.id) };
}

const apply = (token: string, jobId: string) =>
  call('POST', `/jobs/${jobId}/applications`, token, {
    coverLetter: 'I would love to look after your children.',
    phone: '07700 900123',
    cv: null,
  });

let clientIds = 0;
const clientId = () => `test-${Date.now().toString(36)}-${++clientIds}`;
const send = (token: string, id: string, text: string, cid = clientId()) =>
  call('POST', `/messages/${id}`, token, { text, clientId: cid });
const start = (token: string, body: Record<string, unknown>) =>
  call('POST', '/messages', token, { clientId: clientId(), ...body });
const thread = (token: string, id: string, query = '') => call('GET', `/messages/${id}${query}`, token);
const badge = async (token: string) => Number((await call('GET', '/me/activity', token)).body.unreadMessages);

/** Everything a response body says, as text: no address or phone number may be in it. */
const leaks = (body: unknown, ...secrets: string[]) =>
  secrets.filter((secret) => JSON.stringify(body).includes(secret));

describe('conversations between accounts', () => {
  it('start from an applicant, count unread exactly, and never show an address or phone', async () => {
    const family = await familyWithJob('poster');
    const rosa = await nanny('rosa');
    expect((await apply(rosa.token, family.jobId)).status).toBe(201);

    const started = await start(family.token, {
      nannyId: rosa.nannyId,
      jobId: family.jobId,
      text: '  Hello Rosa,\r\nwhen could you meet?  ',
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body.created).toBe(true);
    const id = String(started.body.conversationId);
    expect(id).toMatch(/^[a-f0-9]{32}$/);

    // Her list: the family's first name, the job, the last message, one unread; the badge says one.
    const list = await call('GET', '/messages', rosa.token);
    expect(list.status).toBe(200);
    expect(list.body.items[0]).toMatchObject({
      id,
      origin: 'applicant',
      other: { label: 'Test', kind: 'family', nannyId: null },
      job: { id: family.jobId, title: 'Nanny wanted (poster)' },
      lastMessage: { text: 'Hello Rosa, when could you meet?', mine: false, removed: false },
      unread: 1,
      blocked: false,
    });
    expect(await badge(rosa.token)).toBe(1);

    // Her thread: the text as sent (trimmed, one kind of line break); the family's view names her.
    const hers = await thread(rosa.token, id);
    expect(hers.body.messages).toEqual([
      expect.objectContaining({
        id: `${id}_1`,
        seq: 1,
        mine: false,
        text: 'Hello Rosa,\nwhen could you meet?',
      }),
    ]);
    expect(hers.body).toMatchObject({ canSend: true, hasOlder: false, otherReadSeq: 1 });
    const theirs = await thread(family.token, id);
    expect(theirs.body.conversation.other).toEqual({ label: 'Rosa', kind: 'nanny', nannyId: rosa.nannyId });
    for (const body of [list.body, hers.body, theirs.body])
      expect(leaks(body, rosa.email, family.email, '07700', 'Lopez')).toEqual([]);

    // Two answers, then reading: her count and badge go to nothing, the family sees "Seen".
    expect((await send(rosa.token, id, 'Tuesday works.')).status).toBe(201);
    expect((await send(rosa.token, id, 'Or Wednesday.')).body.message).toMatchObject({ seq: 3, mine: true });
    expect(await badge(family.token)).toBe(2);
    const read = await call('PUT', `/messages/${id}/read`, family.token, { seq: 2 });
    expect(read.body).toEqual({ unread: 1 });
    expect(await badge(family.token)).toBe(1);
    expect((await call('PUT', `/messages/${id}/read`, family.token, { seq: 3 })).body).toEqual({ unread: 0 });
    expect(await badge(family.token)).toBe(0);
    expect((await call('PUT', `/messages/${id}/read`, rosa.token, { seq: 3 })).body).toEqual({ unread: 0 });
    expect(await badge(rosa.token)).toBe(0);
    expect((await thread(rosa.token, id)).body.otherReadSeq).toBe(3);

    // Starting again about the same job adds to the same conversation.
    const again = await start(rosa.token, { jobId: family.jobId, text: 'One more thing.' });
    expect(again.body).toEqual({ conversationId: id, created: false });
    const fromCard = await start(family.token, { nannyId: rosa.nannyId, text: 'About another job' });
    expect(fromCard.body.created).toBe(true);
    expect(fromCard.body.conversationId).not.toBe(id);
  });

  it('refuses what may not be started or read, storing nothing', async () => {
    const family = await familyWithJob('refuser');
    const other = await familyWithJob('stranger');
    const rosa = await nanny('rosa2');
    const hidden = await nanny('hidden', false);

    // Not applied: a family naming its job, a nanny naming a job she did not apply to.
    const notApplicant = await start(family.token, {
      nannyId: rosa.nannyId,
      jobId: family.jobId,
      text: 'Hi',
    });
    expect(notApplicant.status).toBe(404);
    const notApplied = await start(rosa.token, { jobId: family.jobId, text: 'Hi' });
    expect(notApplied.status).toBe(400);
    expect(notApplied.body.message).toBe(MESSAGES_TEXTS.notApplied);
    // An unlisted nanny's card; another poster's job.
    expect((await start(family.token, { nannyId: hidden.nannyId, text: 'Hi' })).status).toBe(404);
    expect((await apply(rosa.token, other.jobId)).status).toBe(201);
    expect(
      (await start(family.token, { nannyId: rosa.nannyId, jobId: other.jobId, text: 'Hi' })).status,
    ).toBe(404);
    expect((await start(family.token, { text: 'Hi' })).body.message).toBe(MESSAGES_TEXTS.cannotStart);
    // An unlisted nanny who applied may be messaged about the job; her card is not linked.
    expect((await apply(hidden.token, family.jobId)).status).toBe(201);
    const applicant = await start(family.token, {
      nannyId: hidden.nannyId,
      jobId: family.jobId,
      text: 'Hello',
    });
    expect(applicant.status).toBe(201);
    const withHer = await thread(family.token, String(applicant.body.conversationId));
    expect(withHer.body.conversation.other).toEqual({ label: 'Rosa', kind: 'nanny', nannyId: null });

    // Empty and over-long messages, in the form's words.
    const empty = await start(family.token, { nannyId: rosa.nannyId, text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields.text).toBe(MESSAGES_TEXTS.required);
    const markup = await start(family.token, { nannyId: rosa.nannyId, text: '<b></b>\u200f' });
    expect(markup.body.fields.text).toBe(MESSAGES_TEXTS.required);
    const long = await start(family.token, {
      nannyId: rosa.nannyId,
      text: 'x'.repeat(MESSAGE_MAX_LENGTH + 1),
    });
    expect(long.body.fields.text).toBe(MESSAGES_TEXTS.tooLong);
    expect((await call('GET', '/messages', rosa.token)).body.items).toEqual([]);

    // Somebody else's conversation is not found, whatever is asked of it.
    const started = await start(other.token, { nannyId: rosa.nannyId, jobId: other.jobId, text: 'Hello' });
    const id = String(started.body.conversationId);
    expect((await thread(family.token, id)).status).toBe(404);
    expect((await send(family.token, id, 'Me too')).status).toBe(404);
    expect((await call('PUT', `/messages/${id}/read`, family.token, { seq: 1 })).status).toBe(404);
    expect((await call('PUT', `/messages/${id}/block`, family.token, { blocked: true })).status).toBe(404);
    expect((await thread(other.token, id)).body.messages).toHaveLength(1);
  });

  it('stores the same message once, gives two at once their own numbers, and answers 304 when nothing changed', async () => {
    const family = await familyWithJob('racer');
    const rosa = await nanny('rosa3');
    const id = String(
      (await start(family.token, { nannyId: rosa.nannyId, text: 'First' })).body.conversationId,
    );

    const cid = clientId();
    const [one, two] = await Promise.all([
      send(family.token, id, 'Twice', cid),
      send(family.token, id, 'Twice', cid),
    ]);
    expect(one.body.message.id).toBe(two.body.message.id);
    const burst = await Promise.all([
      send(family.token, id, 'A'),
      send(rosa.token, id, 'B'),
      send(rosa.token, id, 'C'),
    ]);
    const seqs = burst.map((r) => r.body.message.seq as number).sort();
    expect(new Set(seqs).size).toBe(3);
    const all = (await thread(family.token, id)).body.messages as Array<{ seq: number; text: string }>;
    expect(all.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(all.filter((m) => m.text === 'Twice')).toHaveLength(1);
    // Her unread count is what she was sent: 'First', 'Twice' and 'A'.
    expect(await badge(rosa.token)).toBe(3);

    // The open thread's poll: the version it holds answers 304 with no body, until something changes.
    const url = `${cloud.api}/messages/${id}?after=5`;
    const headers = { authorization: `Bearer ${rosa.token}` };
    const first = await fetch(url, { headers });
    expect(first.status).toBe(200);
    expect(((await first.json()) as { messages: unknown[] }).messages).toEqual([]);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const same = await fetch(url, { headers: { ...headers, 'if-none-match': etag } });
    expect(same.status).toBe(304);
    expect(await same.text()).toBe('');
    await send(family.token, id, 'Newer');
    const changed = await fetch(url, { headers: { ...headers, 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(
      ((await changed.json()) as { messages: Array<{ text: string }> }).messages.map((m) => m.text),
    ).toEqual(['Newer']);
    // Through the site's own /api, as the browser asks: the version goes there and back, and 304 stays 304.
    const viaSite = `${cloud.site}/api/messages/${id}?after=5`;
    const latest = await fetch(viaSite, { headers });
    expect(latest.status).toBe(200);
    const version = latest.headers.get('etag')!;
    expect(version).toMatch(/^".+"$/);
    expect((await fetch(viaSite, { headers: { ...headers, 'if-none-match': version } })).status).toBe(304);
  });

  it('stops the blocker’s messages and quietly holds the blocked side’s, without telling it', async () => {
    const family = await familyWithJob('blocker');
    const rosa = await nanny('rosa4');
    const id = String(
      (await start(family.token, { nannyId: rosa.nannyId, text: 'Hello' })).body.conversationId,
    );
    const before = await thread(family.token, id);
    expect((await call('PUT', `/messages/${id}/block`, rosa.token, { blocked: true })).body).toEqual({
      blocked: true,
    });
    // The blocked side's thread reads exactly as it did: it can send, and is told nothing.
    expect((await thread(family.token, id)).body).toEqual(before.body);
    const held = await send(family.token, id, 'Are you there?');
    expect(held.status).toBe(201);
    expect(held.body.message).toMatchObject({ mine: true, text: 'Are you there?' });
    const theirs = await thread(family.token, id);
    expect(theirs.body).toMatchObject({ canSend: true, conversation: { blocked: false } });
    expect(theirs.body.messages.map((m: { text: string }) => m.text)).toEqual(['Hello', 'Are you there?']);
    // The blocker never sees it, nor is it counted or emailed.
    const hers = await thread(rosa.token, id);
    expect(hers.body).toMatchObject({ canSend: false, conversation: { blocked: true, unread: 1 } });
    expect(hers.body.messages.map((m: { text: string }) => m.text)).toEqual(['Hello']);
    expect((await send(rosa.token, id, 'Bye')).status).toBe(404);
    // Starting again from her card adds to the same conversation, held the same way.
    expect((await start(family.token, { nannyId: rosa.nannyId, text: 'Again' })).status).toBe(201);
    expect((await thread(rosa.token, id)).body.messages).toHaveLength(1);
    await settled();
    expect((await inbox(rosa.email)).filter((e) => e.subject.startsWith('New message'))).toHaveLength(1);
    // Unblocked: what was held stays undelivered; what is sent now arrives.
    expect((await call('PUT', `/messages/${id}/block`, rosa.token, { blocked: false })).status).toBe(200);
    expect((await send(family.token, id, 'Hello again')).status).toBe(201);
    const after = await thread(rosa.token, id);
    expect(after.body.canSend).toBe(true);
    expect(after.body.messages.map((m: { text: string }) => m.text)).toEqual(['Hello', 'Hello again']);
  });

  it('answers 429 with the wait past the messages a minute', async () => {
    const family = await familyWithJob('flood');
    const rosa = await nanny('rosa5');
    const id = String(
      (await start(family.token, { nannyId: rosa.nannyId, text: 'One' })).body.conversationId,
    );
    let refused: Awaited<ReturnType<typeof send>> | null = null;
    for (let i = 0; i < 12 && !refused; i++) {
      const res = await send(family.token, id, `Message ${i}`);
      if (res.status === 429) refused = res;
    }
    expect(refused?.body.message).toBe(MESSAGES_TEXTS.tooManyMessages);
    const res = await fetch(`${cloud.api}/messages/${id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${family.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'More', clientId: clientId() }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('emails of new messages', () => {
  it('sends one per conversation per gap, with a link and no addresses, and none when turned off', async () => {
    const family = await familyWithJob('mailer');
    const rosa = await nanny('rosa6');
    const id = String(
      (await start(family.token, { nannyId: rosa.nannyId, text: 'Can we talk on Friday?' })).body
        .conversationId,
    );
    const first = await waitForEmail(rosa.email, (e) => e.subject.startsWith('New message from Test'));
    expect(first.body.text).toContain(`/messages/${id}`);
    expect(first.body.text).toContain('> Can we talk on Friday?');
    expect(first.body.text).not.toContain(family.email);
    expect(first.replyTo ?? []).toEqual([]);

    // Within the gap: no second email.
    await send(family.token, id, 'Also Saturday');
    await settled();
    expect((await inbox(rosa.email)).filter((e) => e.subject.startsWith('New message'))).toHaveLength(1);

    // The gap has passed (her side's last email moved back): the next message is emailed again.
    await db().send(
      new UpdateCommand({
        TableName: IDS.tableName,
        Key: { pk: `CONV#${id}`, sk: 'CONV' },
        UpdateExpression: 'SET b.notifiedAt = :then',
        ExpressionAttributeValues: {
          ':then': new Date(Date.now() - (NOTIFY_GAP_MINUTES + 1) * 60_000).toISOString(),
        },
      }),
    );
    await send(family.token, id, 'Or Sunday');
    await waitForEmail(rosa.email, (e) => e.body.text.includes('> Or Sunday'));

    // Turned off: nothing more, however long the gap.
    const settings = await call('GET', '/me/email-settings', rosa.token);
    expect(
      (await call('PUT', '/me/email-settings', rosa.token, { ...settings.body, messages: false })).status,
    ).toBe(200);
    await db().send(
      new UpdateCommand({
        TableName: IDS.tableName,
        Key: { pk: `CONV#${id}`, sk: 'CONV' },
        UpdateExpression: 'REMOVE b.notifiedAt',
      }),
    );
    await send(family.token, id, 'Monday then');
    await settled();
    expect((await inbox(rosa.email)).some((e) => e.body.text.includes('> Monday then'))).toBe(false);
  });
});

describe('a visitor who is not signed in', () => {
  it('contacts a nanny, receives her answer by email with a link, and answers through it', async () => {
    const rosa = await nanny('rosa7');
    const visitor = `visitor.${Date.now().toString(36)}@example.com`;
    const contact = await call('POST', `/candidates/${rosa.nannyId}/contact`, undefined, {
      senderName: 'Priya Shah',
      senderEmail: visitor,
      subject: 'Childcare in Brixton',
      message: 'Hello, are you free on weekday mornings?',
    });
    expect(contact.status, JSON.stringify(contact.body)).toBe(202);

    // The nanny is told with a link into the product, without the visitor's address; the visitor
    // gets her copy with her own link.
    const told = await waitForEmail(rosa.email, (e) => e.subject.startsWith('New message from Priya'));
    expect(told.body.text).not.toContain(visitor);
    expect(told.replyTo ?? []).toEqual([]);
    const copy = await waitForEmail(visitor, (e) => e.subject === 'Your message to Rosa');
    expect(copy.body.text).toMatch(/\/messages\/guest#[^\s]+/);
    expect(copy.body.text).not.toContain(rosa.email);
    // Nobody has shown the address is theirs yet: the copy carries none of the sender's words.
    expect(copy.body.text).not.toContain('weekday mornings');
    const copyToken = copy.body.text.match(/\/messages\/guest#([^\s]+)/)![1]!;

    const list = await call('GET', '/messages', rosa.token);
    const row = list.body.items[0];
    expect(row).toMatchObject({ origin: 'contact', other: { label: 'Priya', kind: 'visitor' }, unread: 1 });
    expect(leaks(list.body, visitor)).toEqual([]);
    const id = String(row.id);
    const hers = await thread(rosa.token, id);
    expect(hers.body.messages[0].text).toBe(
      'Childcare in Brixton\n\nHello, are you free on weekday mornings?',
    );

    // The visitor opens her link (the address is hers); her answer then reaches her by email with its
    // words, a fresh link and not her address.
    expect((await call('POST', '/guest/conversation', undefined, { token: copyToken })).status).toBe(200);
    await send(rosa.token, id, 'Yes, Monday to Wednesday.');
    const answer = await waitForEmail(visitor, (e) => e.subject === 'Rosa answered your message');
    expect(answer.body.text).toContain('> Yes, Monday to Wednesday.');
    expect(answer.body.text).not.toContain(rosa.email);
    const token = answer.body.text.match(/\/messages\/guest#([^\s]+)/)![1]!;

    // The visitor's page: her side, the nanny's first name, and she can answer.
    const page = await call('POST', '/guest/conversation', undefined, { token });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body).toMatchObject({
      other: { label: 'Rosa', kind: 'nanny' },
      canSend: true,
      blocked: false,
    });
    expect(page.body.messages.map((m: { mine: boolean }) => m.mine)).toEqual([true, false]);
    expect(leaks(page.body, rosa.email, '07700', 'Lopez')).toEqual([]);
    const reply = await call('POST', '/guest/conversation/messages', undefined, {
      token,
      text: 'Lovely, Monday it is.',
      clientId: clientId(),
    });
    expect(reply.status).toBe(201);
    expect((await thread(rosa.token, id)).body.messages.at(-1)).toMatchObject({
      text: 'Lovely, Monday it is.',
      mine: false,
    });

    // A genuine link past its time: 410, saying a newer email has a fresh one.
    const expires = Math.floor(Date.now() / 1000) - 60;
    const signature = createHmac('sha256', LOCAL_LINK_SIGNING_KEY)
      .update(`guest-conversation\n${id}.${expires}`)
      .digest('base64url');
    const expired = await call('POST', '/guest/conversation', undefined, {
      token: `${id}.${expires}.${signature}`,
    });
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe(MESSAGES_TEXTS.guestExpired);

    // A token that is not ours: 404 with the page's words; the visitor blocks: the nanny's messages are
    // held from her, and the nanny's thread reads as before.
    const forged = await call('POST', '/guest/conversation', undefined, {
      token: `${token.slice(0, -4)}AAAA`,
    });
    expect(forged.status).toBe(404);
    expect(forged.body.message).toBe(MESSAGES_TEXTS.guestInvalid);
    expect(
      (await call('PUT', '/guest/conversation/block', undefined, { token, blocked: true })).body,
    ).toEqual({
      blocked: true,
    });
    expect((await send(rosa.token, id, 'Still there?')).status).toBe(201);
    expect((await thread(rosa.token, id)).body.canSend).toBe(true);
    const visitorView = await call('POST', '/guest/conversation', undefined, { token });
    expect(visitorView.body.messages.map((m: { text: string }) => m.text)).not.toContain('Still there?');
  });
});

describe('a signed-in family through the Contact dialog', () => {
  it('starts an ordinary conversation about her card, with no visitor side', async () => {
    const family = await cloud.newUser('family', 'contacter');
    const rosa = await nanny('rosa11');
    const sent = await call('POST', `/candidates/${rosa.nannyId}/contact`, family.token, {
      senderName: 'Someone Else',
      senderEmail: 'not.my.address@example.com',
      subject: 'Afternoons',
      message: 'Could you do afternoons from March?',
    });
    expect(sent.status).toBe(202);
    const mine = (await call('GET', '/messages', family.token)).body.items;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      origin: 'candidate',
      other: { label: 'Rosa', kind: 'nanny' },
      unread: 0,
    });
    const hers = (await call('GET', '/messages', rosa.token)).body.items[0];
    expect(hers).toMatchObject({ id: mine[0].id, other: { label: 'Test', kind: 'family' }, unread: 1 });
    // The address typed in the form is not the account's: nothing is sent to it.
    await settled();
    expect(await inbox('not.my.address@example.com')).toEqual([]);
  });
});

describe('data rights', () => {
  async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string) {
    for (let i = 0; i < 120; i++) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`timed out waiting for ${what}`);
  }

  it('exports the conversation and, on deletion, keeps it for the other side without the deleted side', async () => {
    const family = await familyWithJob('leaver');
    const rosa = await nanny('rosa8');
    const id = String(
      (await start(family.token, { nannyId: rosa.nannyId, text: 'Hello from us' })).body.conversationId,
    );
    await send(rosa.token, id, 'Hello back');

    // Her export: the conversation (who with, labels only) and both sides' messages, hers as "you".
    const asked = await call('POST', '/me/exports', rosa.token);
    expect(asked.status).toBe(202);
    await eventually(
      () => call('GET', '/me/exports', rosa.token),
      (res) => (res.body.items as Array<{ state: string }>).some((e) => e.state === 'ready'),
      'the export',
    );
    const link = await call('GET', `/me/exports/${String(asked.body.id)}/download`, rosa.token);
    const zip = unzipSync(new Uint8Array(await (await fetch(link.body.url as string)).arrayBuffer()));
    const doc = JSON.parse(strFromU8(zip['data.json']!)) as { data: Record<string, unknown[]> };
    expect(doc.data.Conversation).toEqual([
      expect.objectContaining({ conversationId: id, with: 'Test', startedFrom: 'candidate' }),
    ]);
    expect(doc.data.Message).toHaveLength(2);
    expect(doc.data.Message).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ conversationId: id, from: 'them', text: 'Hello from us' }),
        expect.objectContaining({ conversationId: id, from: 'you', text: 'Hello back' }),
      ]),
    );

    // Before signing in, the family's address wrote to another nanny as a visitor.
    const other = await nanny('rosa10');
    const contacted = await call('POST', `/candidates/${other.nannyId}/contact`, undefined, {
      senderName: 'Pat Visitor',
      senderEmail: family.email,
      subject: 'Weekday mornings',
      message: 'Are you free on weekday mornings?',
    });
    expect(contacted.status).toBe(202);
    const visited = String((await call('GET', '/messages', other.token)).body.items[0].id);

    // The family deletes its account: its side becomes "Deleted user", its message keeps its place
    // without its text, and she still reads the thread but can send nothing more.
    const deletion = await call('POST', '/me/deletion', family.token, { confirmEmail: family.email });
    expect(deletion.status, JSON.stringify(deletion.body)).toBe(202);
    await eventually(
      () => db().send(new GetCommand({ TableName: IDS.tableName, Key: { pk: `CONV#${id}`, sk: 'CONV' } })),
      (out) => (out.Item?.a as { deleted?: boolean } | undefined)?.deleted === true,
      'the conversation reduced',
    );
    const left = await thread(rosa.token, id);
    expect(left.status).toBe(200);
    expect(left.body.conversation.other).toEqual({ label: 'Deleted user', kind: 'family', nannyId: null });
    expect(left.body.messages.map((m: { text: string | null }) => m.text)).toEqual([null, 'Hello back']);
    expect(left.body.canSend).toBe(false);
    expect((await send(rosa.token, id, 'Goodbye')).status).toBe(404);
    expect((await call('GET', '/messages', rosa.token)).body.items[0].other.label).toBe('Deleted user');
    const row = await db().send(
      new GetCommand({ TableName: IDS.tableName, Key: { pk: `CONV#${id}`, sk: 'CONV' } }),
    );
    expect(JSON.stringify(row.Item)).not.toContain(family.email);
    expect(row.Item?.accounts).toHaveLength(1);
    // Its address leaves the conversation it began as a visitor; the nanny keeps the conversation.
    const asVisitor = await eventually(
      () =>
        db().send(new GetCommand({ TableName: IDS.tableName, Key: { pk: `CONV#${visited}`, sk: 'CONV' } })),
      (out) => (out.Item?.a as { deleted?: boolean } | undefined)?.deleted === true,
      'the visitor side reduced',
    );
    expect(JSON.stringify(asVisitor.Item)).not.toContain(family.email);
    expect((await thread(other.token, visited)).body.conversation.other.label).toBe('Deleted user');
  });

  it('deletes a conversation 12 months after its last message, and keeps one a report holds', async () => {
    const family = await familyWithJob('retained');
    const rosa = await nanny('rosa9');
    expect((await apply(rosa.token, family.jobId)).status).toBe(201);
    const old = String(
      (await start(family.token, { nannyId: rosa.nannyId, text: 'Old news' })).body.conversationId,
    );
    const held = String(
      (await start(rosa.token, { jobId: family.jobId, text: 'About the job' })).body.conversationId,
    );
    // A message in it was reported (as the report's transaction marks it).
    await db().send(
      new UpdateCommand({
        TableName: IDS.tableName,
        Key: { pk: `CONV#${held}`, sk: 'CONV' },
        UpdateExpression: 'SET reportedAt = :now',
        ExpressionAttributeValues: { ':now': new Date().toISOString() },
      }),
    );
    const run = async (days: number) => {
      const res = await fetch(`${cloud.api}/_local/scheduled/retention`, {
        method: 'POST',
        body: JSON.stringify({
          time: new Date(Date.now() + days * 24 * 3600_000).toISOString(),
          ids: [old, held],
        }),
      });
      expect(res.status).toBe(200);
    };
    await run(300);
    expect((await thread(rosa.token, old)).status).toBe(200);
    await run(367);
    expect((await thread(rosa.token, old)).status).toBe(404);
    const partition = await db().send(
      new QueryCommand({
        TableName: IDS.tableName,
        KeyConditionExpression: 'pk = :p',
        ExpressionAttributeValues: { ':p': `CONV#${old}` },
      }),
    );
    expect(partition.Items).toEqual([]);
    const ids = (await call('GET', '/messages', rosa.token)).body.items.map((i: { id: string }) => i.id);
    expect(ids).toEqual([held]);
    // Held with its report for the report's two years, then it goes too.
    expect((await thread(rosa.token, held)).status).toBe(200);
    await run(2 * 366 + 1);
    expect((await thread(rosa.token, held)).status).toBe(404);
  });
});
