import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { strFromU8, unzipSync } from 'fflate';
import { CREDENTIALS, IDS, REGION } from '../../local/config.ts';
import { COMPLAINT_ID, COMPLAINT_TEXTS } from '../../lambdas/contract/complaints.ts';
import { complaintKey, complaintToItem, type Complaint } from '../../lambdas/data/complaints.ts';
import { rateWindowPartition } from '../../lambdas/data/rate-limits.ts';
import { RATE_LIMITS } from '../../lambdas/domain/rate-limits.ts';
import { startLocalCloud, type LocalCloud } from './cloud.ts';

/**
 * Complaints about how we use personal data, through the whole local cloud: a visitor's complaint is
 * stored and acknowledged by email at once, listed for the admin with its age, answered with an outcome
 * the visitor is emailed; a signed-in person's is in their account's export; bad input stores nothing,
 * counts nothing and sends nothing.
 */
const OFFSET = 9650;
let cloud: LocalCloud;
let table: DynamoDBDocumentClient;
let admin: string;

beforeAll(async () => {
  cloud = await startLocalCloud(OFFSET);
  table = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: cloud.dynamodb, region: REGION, credentials: CREDENTIALS }),
  );
  admin = await cloud.signIn('admin@nannymarketplace.local', 'Admin#Local2024');
}, 120_000);
afterAll(async () => cloud?.stop());

const call: LocalCloud['call'] = (...args) => cloud.call(...args);
const unique = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

interface Mail {
  destination: { to: string[] };
  subject: string;
  body: { text: string };
}
const mailbox = async () =>
  ((await (await fetch(`${cloud.mailbox}/store`)).json()) as { emails: Mail[] }).emails;
const mailTo = async (address: string) => (await mailbox()).filter((m) => m.destination.to.includes(address));

/** Waits (up to 15 s) for an email the outbox sends on its own, off the request. */
async function emailTo(address: string, subject: RegExp): Promise<Mail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = (await mailTo(address)).find((mail) => subject.test(mail.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No email "${subject}" to ${address} within 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The items of one partition of the table or of an index. */
const partition = async (pk: string, index?: 'gsi1') =>
  (
    await table.send(
      new QueryCommand({
        TableName: IDS.tableName,
        ...(index ? { IndexName: index } : {}),
        KeyConditionExpression: `${index ? `${index}pk` : 'pk'} = :p`,
        ExpressionAttributeValues: { ':p': pk },
      }),
    )
  ).Items ?? [];

interface Queued {
  reference: string;
  status: string;
  ageDays: number;
  urgency: string | null;
  complainant: { name: string | null; email: string | null; account: boolean };
  responses: Array<{ text: string }>;
}

/** Every complaint of one of the admin's lists, page after page (each a Query with a cursor). */
async function queue(status: 'open' | 'resolved' | 'all'): Promise<Queued[]> {
  const all: Queued[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ status, limit: '5', ...(cursor ? { cursor } : {}) });
    const page = await call('GET', `/admin/complaints?${query}`, admin);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    all.push(...(page.body.items as Queued[]));
    cursor = page.body.nextCursor as string | null;
  } while (cursor);
  return all;
}

describe('a visitor’s complaint', () => {
  it('is stored, acknowledged at once, listed with its age and answered with an outcome email', async () => {
    const email = unique('visitor');
    const sent = await call('POST', '/complaints', undefined, {
      name: 'Pat Visitor',
      email,
      category: 'marketing',
      details: 'You kept emailing me after I unsubscribed from your newsletter.',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const reference = String(sent.body.reference);
    expect(reference).toMatch(COMPLAINT_ID);

    const stored = (
      await table.send(new GetCommand({ TableName: IDS.tableName, Key: complaintKey(reference) }))
    ).Item;
    expect(stored).toMatchObject({ email, name: 'Pat Visitor', status: 'open', accountId: null });

    // The acknowledgement, from the outbox, at once: the reference, when we aim to respond, the ICO.
    const ack = await emailTo(email, new RegExp(`received your complaint \\(reference ${reference}\\)`));
    expect(ack.body.text).toContain('We aim to send you our response by');
    expect(ack.body.text).toContain('ico.org.uk');
    expect(ack.body.text).not.toContain('after I unsubscribed');

    // An older one nobody has answered yet, as the table would hold it 31 days on.
    const old: Complaint = {
      id: 'OLDER23456',
      accountId: null,
      email: unique('older'),
      name: null,
      category: 'access',
      details: 'I asked for a copy of my data and heard nothing.',
      status: 'open',
      createdAt: new Date(Date.now() - 31 * 24 * 3600 * 1000).toISOString(),
      respondBy: new Date(Date.now() - 24 * 3600 * 1000).toISOString(),
      responses: [],
      lastResponseAt: null,
      resolvedAt: null,
      complainantDeleted: false,
    };
    await table.send(new PutCommand({ TableName: IDS.tableName, Item: complaintToItem(old) }));

    // Only admins read the queue.
    const family = await cloud.newUser('family', 'family');
    expect((await call('GET', '/admin/complaints', family.token)).status).toBe(403);
    expect((await call('GET', '/admin/complaints')).status).toBe(401);

    const open = await queue('open');
    const listed = open.find((c) => c.reference === reference)!;
    expect(listed).toMatchObject({
      status: 'open',
      ageDays: 0,
      urgency: null,
      complainant: { name: 'Pat Visitor', email, account: false },
    });
    expect(open.find((c) => c.reference === old.id)).toMatchObject({ ageDays: 31, urgency: 'overdue' });
    // Newest first.
    expect(open.findIndex((c) => c.reference === reference)).toBeLessThan(
      open.findIndex((c) => c.reference === old.id),
    );

    // An update keeps it open; the outcome resolves it. Each is emailed.
    const update = await call('POST', `/admin/complaints/${reference}/responses`, admin, {
      text: 'We are checking our email records.',
      resolve: false,
    });
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    expect(update.body).toMatchObject({ status: 'responded', urgency: null });
    await emailTo(email, new RegExp(`An update on your complaint \\(reference ${reference}\\)`));

    const outcome = await call('POST', `/admin/complaints/${reference}/responses`, admin, {
      text: 'We found the fault and removed your address from every list.',
      resolve: true,
    });
    expect(outcome.status, JSON.stringify(outcome.body)).toBe(200);
    expect(outcome.body.status).toBe('resolved');
    const answer = await emailTo(
      email,
      new RegExp(`Our response to your complaint \\(reference ${reference}\\)`),
    );
    expect(answer.body.text).toContain('We found the fault and removed your address from every list.');
    expect(answer.body.text).toContain('We have now closed your complaint.');

    expect((await queue('open')).some((c) => c.reference === reference)).toBe(false);
    expect((await queue('resolved')).find((c) => c.reference === reference)?.responses).toHaveLength(2);
    expect((await queue('all')).some((c) => c.reference === old.id)).toBe(true);

    // A resolved complaint takes nothing more, and sends nothing more.
    const late = await call('POST', `/admin/complaints/${reference}/responses`, admin, {
      text: 'One more thing.',
      resolve: false,
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(COMPLAINT_TEXTS.alreadyResolved);
    expect(await mailTo(email)).toHaveLength(3);
  });
});

describe('a signed-in complaint', () => {
  it(
    'is the account’s, acknowledged at its address, and in its data export',
    { timeout: 90_000 },
    async () => {
      const nanny = await cloud.newUser('nanny', 'complainant');
      const sent = await call('POST', '/complaints', nanny.token, {
        category: 'deletion',
        details: 'Please delete the old CV I uploaded last year.',
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      const reference = String(sent.body.reference);
      await emailTo(nanny.email, new RegExp(`reference ${reference}`));

      const asked = await call('POST', '/me/exports', nanny.token);
      expect(asked.status, JSON.stringify(asked.body)).toBe(202);
      const id = String(asked.body.id);
      const deadline = Date.now() + 60_000;
      for (;;) {
        const list = await call('GET', '/me/exports', nanny.token);
        if (
          (list.body.items as Array<{ id: string; state: string }>).some(
            (e) => e.id === id && e.state === 'ready',
          )
        )
          break;
        if (Date.now() > deadline) throw new Error('the export did not become ready in 60 s');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const link = await call('GET', `/me/exports/${id}/download`, nanny.token);
      expect(link.status).toBe(200);
      const zip = unzipSync(new Uint8Array(await (await fetch(link.body.url as string)).arrayBuffer()));
      const doc = JSON.parse(strFromU8(zip['data.json']!)) as { data: Record<string, unknown[]> };
      expect(doc.data.Complaint).toEqual([
        expect.objectContaining({
          reference,
          category: 'deletion',
          details: 'Please delete the old CV I uploaded last year.',
          email: nanny.email,
          status: 'open',
          responses: [],
        }),
      ]);
    },
  );
});

describe('bad input', () => {
  it('stores nothing, counts nothing and sends nothing', async () => {
    const email = unique('bad');
    for (const body of [
      { email, category: 'access', details: 'Too short.' },
      { email, category: 'access', details: '<p></p><b></b><i></i><span></span><p></p>' },
      { email, category: 'cookies', details: 'I asked for a copy of my data and heard nothing.' },
      { email, category: 'access', details: 'I asked for a copy of my data and heard nothing.', extra: 1 },
      { category: 'access', details: 'I asked for a copy of my data and heard nothing.' },
    ]) {
      const res = await call('POST', '/complaints', undefined, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await partition(`COMPLAINTS_OF#EMAIL#${email}`, 'gsi1')).toEqual([]);
    expect(await partition(rateWindowPartition(RATE_LIMITS.complaintsPerEmail.scope, email))).toEqual([]);

    // A good complaint sent after them is acknowledged: by then, anything owed to the bad ones would be too.
    const good = unique('good');
    const sent = await call('POST', '/complaints', undefined, {
      email: good,
      category: 'access',
      details: 'I asked for a copy of my data and heard nothing.',
    });
    expect(sent.status).toBe(201);
    await emailTo(good, /received your complaint/);
    expect(await mailTo(email)).toEqual([]);
  });
});
