import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
} from '@aws-sdk/lib-dynamodb';
import { CREDENTIALS, IDS, REGION } from '../../local/config.ts';
import { sharedLocalCloud, type LocalCloud } from './cloud.ts';

/**
 * The outbox on the local cloud: the table's stream on DynamoDB Local, read by the local poller and
 * handed to the same deliverer the Lambda runs, with its retries and its dead-letter stand-in.
 */
let cloud: LocalCloud;
let table: DynamoDBDocumentClient;

beforeAll(async () => {
  cloud = await sharedLocalCloud();
  table = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: cloud.dynamodb, region: REGION, credentials: CREDENTIALS }),
  );
}, 120_000);
afterAll(async () => cloud?.stop());

interface Mail {
  destination: { to: string[] };
  subject: string;
  body: { text: string };
}
const mailbox = async () =>
  ((await (await fetch(`${cloud.mailbox}/store`)).json()) as { emails: Mail[] }).emails;
const receiptsFor = async (jobId: string) =>
  (await mailbox()).filter((e) => e.subject.startsWith('Receipt') && e.body.text.includes(jobId));

/** Waits (up to 15 s) for something the poller does on its own, off any request. */
async function eventually<T>(what: string, probe: () => Promise<T | null | undefined>): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = await probe();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const outboxItem = (id: string, type: string, payload: Record<string, unknown>) => ({
  pk: `OUTBOX#${id}`,
  sk: 'MESSAGE',
  entity: 'OutboxMessage',
  id,
  type,
  payload,
  accountId: null,
  createdAt: new Date().toISOString(),
  expiresAt: Math.floor(Date.now() / 1000) + 30 * 86400,
});

describe('the outbox on the local cloud', () => {
  it('sends a paid job receipt through the stream once, recording its delivery on the outbox item', async () => {
    const family = await cloud.newUser('family', 'outbox-family');
    const created = await cloud.call('POST', '/jobs/family', family.token, {
      jobTitle: 'Outbox receipt job',
      location: 'Leeds',
      postcode: 'LS6 1AA',
      startDate: new Date(Date.now() + 14 * 86400_000).toISOString().slice(0, 10),
      daysHours: 'Mon–Fri',
      pay: { period: 'hourly', min: 15, max: null, hoursPerWeek: 40, liveIn: false, rota: false },
      jobType: 'live-out',
      jobTypeOther: '',
      childrenAges: '3',
      description: 'A kind and reliable nanny for our little one, please.',
      selectedLanguages: ['English'],
      selectedRequirements: [],
      photo: null,
      contactEmail: 'outbox.family@example.com',
      additionalComments: '',
      discountCode: '',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const jobId = created.body.jobId as string;
    const sessionId = new URL(created.body.checkoutUrl).pathname.split('/').pop()!;
    await fetch(`${cloud.stripe}/checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });
    // The webhook's answer waited for the stream round that delivered the receipt.
    expect(await receiptsFor(jobId)).toHaveLength(1);
    // Asked again by the success page: published already, nothing owed.
    expect((await cloud.call('POST', '/payments/verify', family.token, { sessionId })).status).toBe(200);

    const { Items: owed = [] } = await table.send(
      new ScanCommand({
        TableName: IDS.tableName,
        FilterExpression: 'begins_with(pk, :outbox) AND payload.jobId = :job',
        ExpressionAttributeValues: { ':outbox': 'OUTBOX#', ':job': jobId },
      }),
    );
    // The publish owed its receipt and, once, the event job alerts are fanned out from.
    expect(owed.filter((item) => item.type === 'job-published')).toHaveLength(1);
    const Items = owed.filter((item) => item.type !== 'job-published');
    expect(Items).toHaveLength(1);
    expect(Items[0]).toMatchObject({
      type: 'receipt-email',
      payload: { to: family.email, jobId, title: 'Outbox receipt job', amountPence: 5000 },
      deliveredAt: expect.any(String),
    });
    // Kept a month, then the table's TTL removes it.
    expect(Number(Items[0]!.expiresAt)).toBeGreaterThan(Date.now() / 1000 + 29 * 86400);
    expect(await receiptsFor(jobId)).toHaveLength(1);
  });

  it('delivers an outbox item written outside any request, by polling, once', async () => {
    const jobId = `job-polled-${Date.now().toString(36)}`;
    await table.send(
      new PutCommand({
        TableName: IDS.tableName,
        Item: outboxItem(`polled-${jobId}`, 'receipt-email', {
          to: 'polled@example.com',
          jobId,
          title: 'Polled job',
          amountPence: 5000,
          promoCode: null,
          publishedAt: new Date().toISOString(),
        }),
      }),
    );
    const [receipt] = await eventually('the receipt', async () => {
      const found = await receiptsFor(jobId);
      return found.length ? found : null;
    });
    expect(receipt!.destination.to).toEqual(['polled@example.com']);
    // The delivery is recorded just after the email is sent (send first, then record): wait for it.
    const stored = await eventually('the delivery record', async () => {
      const read = await table.send(
        new GetCommand({
          TableName: IDS.tableName,
          Key: { pk: `OUTBOX#polled-${jobId}`, sk: 'MESSAGE' },
          ConsistentRead: true,
        }),
      );
      return read.Item?.deliveredAt ? read.Item : null;
    });
    expect(stored.deliveredAt).toEqual(expect.any(String));
    // Any later round finds it delivered.
    await cloud.call('GET', '/health');
    expect(await receiptsFor(jobId)).toHaveLength(1);
  });

  it('retries a message it cannot deliver, then dead-letters it, and goes on with the next', async () => {
    const id = `unknown-${Date.now().toString(36)}`;
    const jobId = `job-after-${id}`;
    await table.send(
      new PutCommand({
        TableName: IDS.tableName,
        Item: outboxItem(id, 'carrier-pigeon', { to: 'x@example.com' }),
      }),
    );
    await table.send(
      new PutCommand({
        TableName: IDS.tableName,
        Item: outboxItem(`after-${id}`, 'receipt-email', {
          to: 'after@example.com',
          jobId,
          title: 'After the dead letter',
          amountPence: 5000,
          promoCode: null,
          publishedAt: new Date().toISOString(),
        }),
      }),
    );
    const deadLetter = await eventually('the dead letter', async () => {
      const { Items = [] } = await table.send(
        new QueryCommand({
          TableName: IDS.tableName,
          KeyConditionExpression: 'pk = :p',
          ExpressionAttributeValues: { ':p': 'DEADLETTER#OUTBOX' },
        }),
      );
      return Items.find((item) => JSON.stringify(item.record).includes(`OUTBOX#${id}`));
    });
    // Named by the worker it failed in: the outbox's and the data rights worker's share the stand-in queue.
    expect(deadLetter.reason).toBe('outbox: failed 11 times');
    const stored = await table.send(
      new GetCommand({ TableName: IDS.tableName, Key: { pk: `OUTBOX#${id}`, sk: 'MESSAGE' } }),
    );
    expect(stored.Item).not.toHaveProperty('deliveredAt');
    // The message behind it was held back while it failed, and delivered once it was passed.
    await cloud.call('GET', '/health');
    expect(await receiptsFor(jobId)).toHaveLength(1);
  });
});
