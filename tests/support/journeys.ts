import { expect } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { CREDENTIALS, IDS, REGION } from '../../local/config.ts';
import type { LocalCloud } from '../integration/cloud.ts';
import { jobDetails, nannyProfile } from '../security/requests.ts';

/**
 * What tests against the local cloud do over and over, as a person does it: a family with a paid job,
 * a nanny with a profile, an application, the mailbox and the table looked at directly.
 */

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

export interface Email {
  destination: { to: string[] };
  subject: string;
  body: { text: string };
  headers?: Array<{ name: string; value: string }>;
}

/** A nanny's card on the public candidates list, looked for page by page; undefined when it is not listed. */
export async function candidateCard(cloud: LocalCloud, nannyId: string) {
  let cursor: string | null = null;
  do {
    const page = await cloud.call('GET', `/candidates?limit=50${cursor ? `&cursor=${cursor}` : ''}`);
    const card = page.body.items.find((c: { id: string }) => c.id === nannyId);
    if (card) return card;
    cursor = page.body.nextCursor;
  } while (cursor);
  return undefined;
}

export function journeys(cloud: () => LocalCloud) {
  const call: LocalCloud['call'] = (...args) => cloud().call(...args);
  let client: DynamoDBDocumentClient | undefined;
  const table = () =>
    (client ??= DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: cloud().dynamodb, region: REGION, credentials: CREDENTIALS }),
    ));

  /** Every email the mailbox holds, or those to one address. */
  async function mailbox(address?: string): Promise<Email[]> {
    const { emails } = (await (await fetch(`${cloud().mailbox}/store`)).json()) as { emails: Email[] };
    return address ? emails.filter((e) => e.destination.to.includes(address)) : emails;
  }

  async function waitForEmail(address: string, match: (e: Email) => boolean): Promise<Email> {
    for (let i = 0; i < 80; i++) {
      const found = (await mailbox(address)).find(match);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(
      `no email to ${address} matched; got: ${(await mailbox(address)).map((e) => e.subject).join(' | ')}`,
    );
  }

  /** Waits long enough for the outbox to deliver what was written so far (the local poller's pace). */
  const settled = () => new Promise((r) => setTimeout(r, 1500));

  async function familyWithJob(label: string) {
    const family = await cloud().newUser('family', label);
    const created = await call('POST', '/jobs/family', family.token, {
      ...jobDetails(),
      jobTitle: `Nanny wanted (${label})`,
      contactEmail: family.email,
      discountCode: '',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const sessionId = new URL(created.body.checkoutUrl).pathname.split('/').pop()!;
    await fetch(`${cloud().stripe}/checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });
    const jobId = String(created.body.jobId);
    expect((await call('GET', `/my-jobs/${jobId}`, family.token)).body.state).toBe('live');
    return { ...family, jobId };
  }

  async function nanny(label: string, listed = true) {
    const user = await cloud().newUser('nanny', label);
    const cv = await cloud().upload(user.token, 'nanny-cv', 'cv.pdf', 'application/pdf', PDF);
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
  const send = (token: string, id: string, text: string) =>
    call('POST', `/messages/${id}`, token, { text, clientId: clientId() });
  const start = (token: string, body: Record<string, unknown>) =>
    call('POST', '/messages', token, { clientId: clientId(), ...body });
  const thread = (token: string, id: string) => call('GET', `/messages/${id}`, token);

  /** Hides a job or nanny profile as a moderator does: a report, resolved with the content hidden. */
  async function hide(contentType: 'job_posting' | 'nanny_profile', contentId: string) {
    const admin = await cloud().signIn('admin@nannymarketplace.local', 'Admin#Local2024');
    const report = await call('POST', '/reports', undefined, {
      contentType,
      contentId,
      reason: 'fake',
      details: '',
      email: `moderation.${Date.now().toString(36)}@example.com`,
    });
    expect(report.status, JSON.stringify(report.body)).toBe(201);
    const resolved = await call('PATCH', `/admin/reports/${report.body.reportId}`, admin, {
      status: 'resolved',
      notes: 'Hidden while we check.',
      hideContent: true,
      explanation: 'Hidden while we check.',
    });
    expect(resolved.body.contentHidden).toBe(true);
  }

  /** One item of the table, read consistently. */
  const item = async (key: { pk: string; sk: string }) =>
    (await table().send(new GetCommand({ TableName: IDS.tableName, Key: key, ConsistentRead: true }))).Item;

  /** Every item of one partition, read consistently. */
  const partition = async (pk: string) =>
    (
      await table().send(
        new QueryCommand({
          TableName: IDS.tableName,
          KeyConditionExpression: 'pk = :p',
          ExpressionAttributeValues: { ':p': pk },
          ConsistentRead: true,
        }),
      )
    ).Items ?? [];

  const subOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;

  return {
    call,
    table,
    mailbox,
    waitForEmail,
    settled,
    familyWithJob,
    nanny,
    apply,
    clientId,
    send,
    start,
    thread,
    hide,
    item,
    partition,
    subOf,
  };
}
