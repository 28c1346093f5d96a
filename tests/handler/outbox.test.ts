import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { mockAws, quietConsole, stubFunctionEnv } from '../support/aws.ts';
import { OutboxStream } from './outbox-stream.ts';

const { ddb, ses, s3 } = mockAws('ddb', 'ses', 's3');
quietConsole();
let handler: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse>;

beforeAll(async () => {
  stubFunctionEnv();
  ({ handler } = await import('../../lambdas/streams/outbox.ts'));
});

let stream: OutboxStream;
beforeEach(() => {
  // Any other item read (a recipient's email settings) is absent unless a test stores it.
  ddb.on(GetCommand).resolves({});
  stream = new OutboxStream(ddb);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const receiptItem = (id: string, jobId = `job-${id}`) => ({
  pk: `OUTBOX#${id}`,
  sk: 'MESSAGE',
  entity: 'OutboxMessage',
  id,
  type: 'receipt-email',
  accountId: 'family-1',
  createdAt: '2026-11-22T10:00:00.000Z',
  expiresAt: 1_800_000_000,
  payload: {
    to: 'family@example.com',
    jobId,
    title: 'Nanny for two',
    amountPence: 4000,
    promoCode: 'SAVE10',
    publishedAt: '2026-11-22T10:00:00.000Z',
  },
});

const sent = () => ses.commandCalls(SendEmailCommand).map((c) => c.args[0].input);
const sentTo = (jobId: string) =>
  sent().filter((email) =>
    email.Content?.Simple?.Body?.Text?.Data?.includes(`https://nanny.example/jobs/${jobId}\n`),
  );

describe('outbox deliverer', () => {
  it('sends a receipt worded as ever and records its delivery on the item, conditionally', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    const item = receiptItem('a');
    expect(await handler(stream.eventOf([item]))).toEqual({ batchItemFailures: [] });
    const [email] = sent();
    expect(sent()).toHaveLength(1);
    expect(email?.Destination?.ToAddresses).toEqual(['family@example.com']);
    expect(email?.FromEmailAddress).toBe('no-reply@nanny.example');
    expect(email?.Content?.Simple?.Subject?.Data).toBe('Receipt: your nanny job "Nanny for two" is live');
    expect(email?.Content?.Simple?.Body?.Text?.Data).toBe(
      [
        'Thank you for posting on Nanny Marketplace.',
        '',
        'Job: Nanny for two',
        'Reference: JOBA (quote it if you contact us about this job)',
        'Amount paid: £40.00 (promo code SAVE10)',
        'Published: 22/11/2026, 10:00:00',
        '',
        'Your job is now on the job board: https://nanny.example/jobs/job-a',
        'Each application is emailed to the contact address you gave, and you can read and answer them all in your account: https://nanny.example/my-jobs/job-a',
        'Your job stays on the board for 60 days; we will ask you a week before whether you are still hiring. Fees are non-refundable unless stated in our terms.',
      ].join('\n'),
    );
    const record = ddb.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(record.Key).toEqual({ pk: 'OUTBOX#a', sk: 'MESSAGE' });
    expect(record.ConditionExpression).toBe('attribute_exists(pk) AND attribute_not_exists(deliveredAt)');
    expect(stream.stored.get('OUTBOX#a')?.deliveredAt).toEqual(expect.any(String));
    // Read consistently: a delivery recorded a moment ago is seen.
    expect(ddb.commandCalls(GetCommand)[0]!.args[0].input.ConsistentRead).toBe(true);
  });

  it('sends a message once however often the stream hands it over', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    const item = receiptItem('b');
    for (let delivery = 0; delivery < 3; delivery++)
      expect(await handler(stream.eventOf([item]))).toEqual({ batchItemFailures: [] });
    expect(sentTo('job-b')).toHaveLength(1);
  });

  it('stopped before the email went out, sends it on the retry, exactly once, and repeats none before it', async () => {
    // SES refuses the second message of the batch once (the function dying there looks the same to the
    // stream); only what SES accepted counts as sent.
    const accepted: string[] = [];
    let refusals = 1;
    ses
      .on(SendEmailCommand)
      .callsFake(async (input: { Content?: { Simple?: { Body?: { Text?: { Data?: string } } } } }) => {
        const text = input.Content?.Simple?.Body?.Text?.Data ?? '';
        if (text.includes('job-c2') && refusals-- > 0) throw new Error('connection reset');
        accepted.push(text.match(/\/jobs\/(\S+)/)![1]!);
        return { MessageId: `m-${accepted.length}` };
      });
    const first = stream.eventOf([receiptItem('c1'), receiptItem('c2'), receiptItem('c3')]);
    const answer = await handler(first);
    // The failed record is named; the stream hands it and those after it over again.
    const failedSequence = first.Records[1]!.dynamodb!.SequenceNumber;
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: failedSequence }] });
    expect(accepted).toEqual(['job-c1']);

    // The retry, and then the whole batch again (a redelivery after a timeout, say).
    expect(await handler({ Records: first.Records.slice(1) })).toEqual({ batchItemFailures: [] });
    expect(await handler(first)).toEqual({ batchItemFailures: [] });
    expect(accepted).toEqual(['job-c1', 'job-c2', 'job-c3']);
  });

  it('killed between sending and recording, sends that one email again: the one duplicate window', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    const event = stream.eventOf([receiptItem('d')]);
    ddb
      .on(UpdateCommand, { Key: { pk: 'OUTBOX#d', sk: 'MESSAGE' } })
      .rejectsOnce(new Error('Task timed out'))
      .callsFake(async () => {
        stream.stored.get('OUTBOX#d')!.deliveredAt = '2026-11-22T10:00:01.000Z';
        return {};
      });
    expect((await handler(event)).batchItemFailures).toHaveLength(1);
    expect(await handler(event)).toEqual({ batchItemFailures: [] });
    expect(await handler(event)).toEqual({ batchItemFailures: [] });
    // SES took it twice (it has no idempotency key); the third hand-over found it recorded.
    expect(sentTo('job-d')).toHaveLength(2);
  });

  it('sends the failed-payment notice worded as ever', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    const item = {
      ...receiptItem('e'),
      type: 'payment-failed-email',
      payload: {
        to: 'family@example.com',
        jobId: 'job-e',
        title: 'Nanny for two',
        reusablePromoCode: 'SAVE10',
      },
    };
    await handler(stream.eventOf([item]));
    const [email] = sent();
    expect(email?.Content?.Simple?.Subject?.Data).toBe('Your payment for "Nanny for two" did not go through');
    expect(email?.Content?.Simple?.Body?.Text?.Data).toBe(
      [
        'Your bank payment for your nanny job "Nanny for two" did not go through, so the job is not on the job board and you have not been charged.',
        '',
        'You can try again at any time: post the job at https://nanny.example/post-job-family and pay with a card or another account.',
        'Your promo code SAVE10 can be used again.',
        '',
        'Reference: JOBE (quote it if you contact us about this payment)',
      ].join('\n'),
    );
  });

  it('sends an application to the poster with a link to her and no attachment, replies going to her', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    const cv = { key: 'files/applications/job-h/nanny-1/application-cv/cv-1', name: 'Amelia CV.pdf' };
    const item = {
      ...receiptItem('h'),
      type: 'application-email',
      accountId: 'nanny-user-1',
      payload: {
        to: 'hiring@example.com',
        recipientId: 'family-1',
        nannyId: 'nanny-1',
        jobId: 'job-h',
        jobTitle: 'Nanny for two',
        applicantName: 'Amelia Jones',
        applicantEmail: 'amelia@example.com',
        phone: '07700 900123',
        location: 'Leeds',
        yearsExperience: 6,
        coverLetter: 'I would love to help your family.',
        cv,
      },
    };
    expect(await handler(stream.eventOf([item]))).toEqual({ batchItemFailures: [] });
    // The CV stays in the bucket: nothing reads it to attach it.
    expect(s3.commandCalls(GetObjectCommand)).toHaveLength(0);
    const [email] = sent();
    expect(email?.Destination?.ToAddresses).toEqual(['hiring@example.com']);
    // An older message still carries her address: it is neither shown nor a Reply-To.
    expect(email?.ReplyToAddresses).toBeUndefined();
    // A message written before first names only still names her in full: the email shows her first name.
    expect(email?.Content?.Simple?.Subject?.Data).toBe('New application for "Nanny for two" from Amelia');
    expect(email?.Content?.Simple?.Attachments ?? []).toHaveLength(0);
    const text = email?.Content?.Simple?.Body?.Text?.Data ?? '';
    expect(text).toContain('https://nanny.example/my-jobs/job-h?applicant=nanny-1');
    expect(text).toContain('Phone: 07700 900123');
    expect(text).not.toContain('amelia@example.com');
    expect(text).toContain('Amelia applied for your job');
    expect(text).not.toContain('Jones');
    expect(text).toContain('Experience: 6 years');
    // Named as it downloads, not as she uploaded it (an older upload's name may carry her surname).
    expect(text).toContain('They sent a CV (cv.pdf): open it from your account.');
    expect(text).not.toContain('Amelia CV.pdf');
  });

  it('does not send an email its recipient turned off, and records the message as delivered', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    const settingsKey = { pk: 'USER#nanny-user-2', sk: 'EMAIL_SETTINGS' };
    ddb.on(GetCommand, { Key: settingsKey }).resolves({
      Item: {
        ...settingsKey,
        newApplication: true,
        applicationCopy: false,
        applicationUpdates: true,
        jobReminders: true,
      },
    });
    const item = {
      ...receiptItem('c'),
      type: 'application-copy-email',
      accountId: 'nanny-user-2',
      payload: {
        to: 'amelia@example.com',
        recipientId: 'nanny-user-2',
        jobId: 'job-c',
        jobTitle: 'Nanny for two',
        posterLabel: 'Family',
        coverLetter: 'Hello',
        phone: '',
        cvName: null,
      },
    };
    expect(await handler(stream.eventOf([item]))).toEqual({ batchItemFailures: [] });
    expect(sent()).toHaveLength(0);
    expect(stream.stored.get('OUTBOX#c')?.deliveredAt).toEqual(expect.any(String));
  });

  it('fails a message of a type it does not know, so it is retried and then dead-lettered', async () => {
    const event = stream.eventOf([{ ...receiptItem('f'), type: 'carrier-pigeon' }]);
    expect(await handler(event)).toEqual({
      batchItemFailures: [{ itemIdentifier: event.Records[0]!.dynamodb!.SequenceNumber }],
    });
    expect(sent()).toHaveLength(0);
    expect(stream.stored.get('OUTBOX#f')).not.toHaveProperty('deliveredAt');
  });

  it('passes over records that are not new outbox items', async () => {
    const event = stream.eventOf([receiptItem('g')]);
    const record = event.Records[0]!;
    const others: DynamoDBStreamEvent = {
      Records: [
        { ...record, eventName: 'MODIFY' },
        { ...record, dynamodb: { ...record.dynamodb, Keys: { pk: { S: 'JOB#1' }, sk: { S: 'JOB' } } } },
      ],
    };
    expect(await handler(others)).toEqual({ batchItemFailures: [] });
    expect(ddb.calls()).toHaveLength(0);
    expect(sent()).toHaveLength(0);
  });
});

describe('a message an outside event owes', () => {
  it('is written once per event: a redelivered Stripe event owes nothing more', async () => {
    const { outboxEntry, addToOutbox } = await import('../../lambdas/data/outbox.ts');
    const notice = () =>
      outboxEntry(
        {
          type: 'subscription-payment-failed-email',
          payload: { to: 'agency@example.com', agencyId: 'agency-1', agencyName: 'Little Stars' },
        },
        'agency-user-1',
        new Date('2026-11-22T10:00:00Z'),
        'evt_1#payment-failed',
      );
    ddb
      .on(PutCommand)
      .resolvesOnce({})
      .rejectsOnce(new ConditionalCheckFailedException({ message: 'exists', $metadata: {} }));
    expect(await addToOutbox(notice())).toBe(true);
    expect(await addToOutbox(notice())).toBe(false);
    const puts = ddb.commandCalls(PutCommand).map((c) => c.args[0].input);
    expect(puts.map((put) => put.Item?.pk)).toEqual([
      'OUTBOX#evt_1#payment-failed',
      'OUTBOX#evt_1#payment-failed',
    ]);
    expect(puts.every((put) => put.ConditionExpression === 'attribute_not_exists(pk)')).toBe(true);
  });
});
