import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { SendEmailCommand, type SendEmailCommandInput } from '@aws-sdk/client-sesv2';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { readEmailStopToken, type EmailStop } from '../../lambdas/contract/email-stop-constants.ts';
import { alertToItem, newAlert } from '../../lambdas/data/job-alerts.ts';
import { EMAIL_STOP_PURPOSE } from '../../lambdas/domain/email-stop.ts';
import type { OutboxPayloads, OutboxType } from '../../lambdas/domain/emails.ts';
import { mockAws, quietConsole, stubFunctionEnv, TEST_ENV } from '../support/aws.ts';
import { OutboxStream } from './outbox-stream.ts';

/**
 * The deliverer puts RFC 8058's one-click headers on every notification email, each naming a signed stop
 * of that kind of email for that recipient, and on no transactional email (receipts, payment notices,
 * an export, moderation decisions, an agency's notices, a job posted) nor on a visitor's message email.
 */
const { ddb, ses, cognito } = mockAws('ddb', 'ses', 'cognito');
quietConsole();
let handler: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse>;
let verify: (purpose: string, value: string, signature: string) => Promise<boolean>;

beforeAll(async () => {
  stubFunctionEnv();
  ({ handler } = await import('../../lambdas/streams/outbox.ts'));
  ({ verify } = await import('../../lambdas/platform/signing.ts'));
});

let stream: OutboxStream;
let n = 0;
beforeEach(() => {
  // Email settings, alerts and conversations are absent unless a test stores them.
  ddb.on(GetCommand).resolves({});
  ses.on(SendEmailCommand).resolves({ MessageId: 'm' });
  cognito.on(AdminGetUserCommand).callsFake(async (input: { Username?: string }) => ({
    Username: input.Username,
    UserAttributes: [
      { Name: 'sub', Value: input.Username },
      { Name: 'email', Value: `${input.Username}@example.com` },
    ],
  }));
  stream = new OutboxStream(ddb);
});

/** Delivers one outbox message and answers the email it sent. */
async function deliver<T extends OutboxType>(type: T, payload: OutboxPayloads[T]) {
  n += 1;
  const item = {
    pk: `OUTBOX#u${n}`,
    sk: 'MESSAGE',
    entity: 'OutboxMessage',
    id: `u${n}`,
    type,
    accountId: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    expiresAt: 1_800_000_000,
    payload,
  };
  expect(await handler(stream.eventOf([item]))).toEqual({ batchItemFailures: [] });
  const calls = ses.commandCalls(SendEmailCommand);
  expect(calls, type).toHaveLength(1);
  return calls[0]!.args[0].input;
}

/** The stop an email's headers name, checked as the endpoint checks it; null when it has none. */
async function stopOf(email: SendEmailCommandInput): Promise<EmailStop | null> {
  const headers = email.Content?.Simple?.Headers ?? [];
  if (!headers.length) return null;
  expect(headers.map((h) => h.Name)).toEqual(['List-Unsubscribe', 'List-Unsubscribe-Post']);
  expect(headers[1]!.Value).toBe('List-Unsubscribe=One-Click');
  const url = new URL(/^<(https?:\/\/[^<>\s]+)>$/.exec(headers[0]!.Value ?? '')![1]!);
  expect(`${url.origin}${url.pathname}`).toBe(`${TEST_ENV.SITE_ORIGIN}/api/email/stop`);
  const read = readEmailStopToken(url.searchParams.get('token') ?? '');
  expect(read).not.toBeNull();
  expect(await verify(EMAIL_STOP_PURPOSE, read!.value, read!.signature)).toBe(true);
  return read!.stop;
}

const application = {
  to: 'jobs@family.example',
  recipientId: 'family-1',
  nannyId: 'nanny-1',
  jobId: 'job-1',
  jobTitle: 'Nanny for two',
  applicantName: 'Rosa',
  phone: '',
  location: 'Brixton',
  yearsExperience: 6,
  coverLetter: 'Hello',
  cv: null,
};

describe('one-click headers on notification emails', () => {
  it('turn off that setting for that account: applications, copies, updates, reminders', async () => {
    expect(await stopOf(await deliver('application-email', application))).toEqual({
      kind: 'newApplication',
      accountId: 'family-1',
    });
    ses.resetHistory();
    const copy = {
      to: 'rosa@example.com',
      recipientId: 'nanny-user-1',
      jobId: 'job-1',
      jobTitle: 'Nanny for two',
      posterLabel: 'Family',
      coverLetter: 'Hello',
      phone: '',
      cvName: null,
    };
    expect(await stopOf(await deliver('application-copy-email', copy))).toEqual({
      kind: 'applicationCopy',
      accountId: 'nanny-user-1',
    });
    ses.resetHistory();
    const update = {
      to: 'rosa@example.com',
      recipientId: 'nanny-user-1',
      jobId: 'job-1',
      jobTitle: 'Nanny for two',
      posterLabel: 'Family',
      status: 'shortlisted' as const,
      message: null,
      closedReason: null,
    };
    expect(await stopOf(await deliver('application-update-email', update))).toEqual({
      kind: 'applicationUpdates',
      accountId: 'nanny-user-1',
    });
    ses.resetHistory();
    const ending = {
      to: 'jobs@family.example',
      recipientId: 'family-1',
      jobId: 'job-1',
      title: 'Nanny for two',
      liveUntil: '2026-12-01T10:00:00.000Z',
    };
    expect(await stopOf(await deliver('job-ending-email', ending))).toEqual({
      kind: 'jobReminders',
      accountId: 'family-1',
    });
  });

  it('are left off an application email that names no account (written before accounts were named)', async () => {
    const { recipientId: _none, ...older } = application;
    expect(await stopOf(await deliver('application-email', older))).toBeNull();
  });

  it('turn off new-message emails for the account a message email goes to', async () => {
    const id = '0123456789abcdef0123456789abcdef';
    ddb.on(GetCommand, { Key: { pk: `CONV#${id}`, sk: 'CONV' } }).resolves({
      Item: {
        pk: `CONV#${id}`,
        sk: 'CONV',
        entity: 'Conversation',
        id,
        origin: 'candidate',
        jobId: null,
        jobTitle: null,
        a: {
          key: 'ACCOUNT#family-1',
          accountId: 'family-1',
          kind: 'family',
          label: 'Pat',
          nannyId: null,
          readSeq: 4,
        },
        b: {
          key: 'ACCOUNT#nanny-user-1',
          accountId: 'nanny-user-1',
          kind: 'nanny',
          label: 'Rosa',
          nannyId: 'nanny-1',
          readSeq: 0,
        },
        createdAt: '2026-11-01T10:00:00.000Z',
        lastAt: '2026-11-01T10:00:00.000Z',
        lastSeq: 4,
        lastSender: 'a',
        accounts: ['family-1', 'nanny-user-1'],
        pairPk: 'PAIR#ACCOUNT#family-1|ACCOUNT#nanny-user-1|-',
      },
    });
    const email = await deliver('message-email', {
      recipientId: 'nanny-user-1',
      conversationId: id,
      seq: 4,
      senderLabel: 'Pat',
      jobTitle: null,
      text: 'Are you free on Monday?',
    });
    expect(await stopOf(email)).toEqual({ kind: 'messages', accountId: 'nanny-user-1' });
  });

  it('stop the alert a job alert email or digest came from', async () => {
    const alert = newAlert(
      'nanny-user-1',
      'nanny-1',
      { place: 'SW4' },
      'instant',
      new Date(),
      'alert-00000001',
    );
    ddb
      .on(GetCommand, { Key: { pk: 'USER#nanny-user-1', sk: 'ALERT#alert-00000001' } })
      .resolves({ Item: alertToItem(alert) });
    const job = {
      jobId: 'job-1',
      title: 'Nanny for two',
      district: 'SW4',
      payLine: '£16/hour',
      startDate: '2026-12-01',
      reasons: [],
    };
    const instant = await deliver('job-alert-email', {
      recipientId: 'nanny-user-1',
      alertId: 'alert-00000001',
      label: 'SW4',
      job,
    });
    expect(await stopOf(instant)).toEqual({
      kind: 'alert',
      accountId: 'nanny-user-1',
      alertId: 'alert-00000001',
    });
    // The body keeps its own stop link as well.
    expect(instant.Content?.Simple?.Body?.Text?.Data).toContain('/alerts/stop#');
    ses.resetHistory();
    const digest = await deliver('job-alert-digest-email', {
      recipientId: 'nanny-user-1',
      alertId: 'alert-00000001',
      label: 'SW4',
      day: '2026-11-22',
      jobs: [job],
      more: 0,
    });
    expect(await stopOf(digest)).toEqual({
      kind: 'alert',
      accountId: 'nanny-user-1',
      alertId: 'alert-00000001',
    });
  });

  it('unsubscribe the address a newsletter welcome went to', async () => {
    const email = await deliver('welcome-email', {
      to: 'reader@example.com',
      discountCode: 'WELCOME-ABC',
      discountUsed: false,
      unsubscribeLink: 'https://nanny.example/newsletter/unsubscribe?email=reader%40example.com&sig=x',
    });
    expect(await stopOf(email)).toEqual({ kind: 'newsletter', email: 'reader@example.com' });
  });
});

describe('no one-click headers on other emails', () => {
  const cases: Array<{ [T in OutboxType]: [T, OutboxPayloads[T]] }[OutboxType]> = [
    [
      'receipt-email',
      {
        to: 'f@example.com',
        jobId: 'job-1',
        title: 'Nanny',
        amountPence: 4000,
        promoCode: null,
        publishedAt: '2026-11-22T10:00:00.000Z',
      },
    ],
    [
      'payment-failed-email',
      { to: 'f@example.com', jobId: 'job-1', title: 'Nanny', reusablePromoCode: null },
    ],
    ['job-posted-email', { to: 'a@example.com', jobId: 'job-1', title: 'Nanny', agencyName: 'Agency' }],
    [
      'export-ready-email',
      { to: 'f@example.com', exportId: 'e-1', linkExpiresAt: '2026-11-23T10:00:00.000Z' },
    ],
    [
      'trial-ending-email',
      { to: 'a@example.com', agencyId: 'ag-1', agencyName: 'Agency', trialEnd: 1_800_000_000 },
    ],
    ['subscription-payment-failed-email', { to: 'a@example.com', agencyId: 'ag-1', agencyName: 'Agency' }],
    [
      'moderation-decision-email',
      {
        to: 'f@example.com',
        contentType: 'job_posting',
        contentLabel: 'Nanny',
        reason: 'Spam',
        explanation: 'It was spam.',
        canAppeal: true,
      },
    ],
    [
      'appeal-outcome-email',
      {
        to: 'f@example.com',
        contentType: 'job_posting',
        contentLabel: 'Nanny',
        outcome: 'upheld',
        notes: 'No.',
      },
    ],
    [
      'guest-message-email',
      {
        to: 'visitor@example.com',
        conversationId: '0123456789abcdef0123456789abcdef',
        seq: 2,
        nannyLabel: 'Rosa',
        text: 'Hello',
        copy: false,
      },
    ],
  ];

  it.each(cases.map((c) => [c[0], c] as const))('%s', async (_type, [type, payload]) => {
    const email = await deliver(type, payload as never);
    expect(email.Content?.Simple?.Headers).toBeUndefined();
  });
});
