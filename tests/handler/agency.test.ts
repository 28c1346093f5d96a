import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { ApiHandler } from '../../lambdas/platform/http.ts';
import type { Agency } from '../../lambdas/domain/agency.ts';
import { AGENCY_MESSAGES } from '../../lambdas/contract/agency.ts';
import { NAME_MESSAGES } from '../../lambdas/contract/auth.ts';
import { jobReference } from '../../lambdas/contract/jobs-constants.ts';
import { apiEvent, claimsOf, lambdaContext } from './event.ts';
import { OutboxStream } from './outbox-stream.ts';
import { mockAws, quietConsole, stubFunctionEnv } from '../support/aws.ts';

const { ddb, s3, ses } = mockAws('ddb', 's3', 'ses');
quietConsole();
const handlers: Record<string, ApiHandler> = {};
/** The outbox deliverer: the emails a handler owes are sent from the table's stream. */
let deliverOutbox: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse>;
const NOW_S = Math.floor(Date.now() / 1000);

beforeAll(async () => {
  stubFunctionEnv();
  for (const [name, path] of Object.entries({
    get: 'agency/get.ts',
    save: 'agency/save.ts',
    status: 'agency/subscription.ts',
    checkout: 'agency/checkout.ts',
    portal: 'agency/portal.ts',
    post: 'jobs/create-agency.ts',
  }))
    handlers[name] = ((await import(`../../lambdas/http/${path}`)) as { handler: ApiHandler }).handler;
  deliverOutbox = (await import('../../lambdas/streams/outbox.ts')).handler;
});

const agency = (over: Partial<Agency> = {}): Agency => ({
  id: 'agency-1',
  userId: 'user-1',
  ownerEmail: 'pat@example.com',
  agencyName: 'Bright Start Nannies',
  websiteUrl: 'https://brightstart.example',
  logo: null,
  stripeCustomerId: null,
  trialUsed: false,
  pendingCheckoutSessionId: null,
  subscription: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

const live = {
  subscriptionId: 'sub_1',
  status: 'trialing',
  isTrial: true,
  planType: 'agency_monthly',
  trialEnd: NOW_S + 20 * 86400,
  currentPeriodEnd: NOW_S + 20 * 86400,
  cancelAtPeriodEnd: false,
  hasActiveSubscription: true,
  createdAt: NOW_S - 10 * 86400,
  syncedAt: Date.now(),
};

/** The table holds this agency for user-1 (or none). */
function tableHolds(record: Agency | null) {
  ddb
    .on(GetCommand, { Key: { pk: 'USER#user-1', sk: 'AGENCY' } })
    .resolves(record ? { Item: { agencyId: record.id } } : {});
  if (record)
    ddb.on(GetCommand, { Key: { pk: `AGENCY#${record.id}`, sk: 'AGENCY' } }).resolves({
      Item: { pk: `AGENCY#${record.id}`, sk: 'AGENCY', ...record },
    });
}

const call = (name: string, init: { method: string; path: string; body?: unknown }, type = 'agency') =>
  handlers[name]!(
    apiEvent({
      method: init.method,
      path: init.path,
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      claims: claimsOf({ 'custom:user_type': type }),
    }),
    lambdaContext,
  );

const jobBody = (over: Record<string, unknown> = {}) => ({
  jobTitle: 'Nanny for twins',
  location: 'Islington, London',
  postcode: 'N1 1AA',
  startDate: new Date(Date.now() + 7 * 86400_000).toISOString().slice(0, 10),
  daysHours: 'Mon-Fri 8-6',
  pay: { period: 'hourly', min: 15, max: 17, hoursPerWeek: 50, liveIn: false, rota: false },
  jobType: 'live-out',
  jobTypeOther: '',
  childrenAges: '',
  description: 'A lovely family needs a warm, experienced nanny.',
  selectedLanguages: ['English'],
  selectedRequirements: [],
  photo: null,
  contactEmail: 'jobs@brightstart.example',
  additionalComments: '',
  websiteUrl: 'https://brightstart.example',
  logo: null,
  ...over,
});

const ROUTES = [
  ['get', { method: 'GET', path: '/agency' }],
  ['save', { method: 'PUT', path: '/agency', body: { agencyName: 'X', websiteUrl: '', logo: null } }],
  ['status', { method: 'GET', path: '/agency/subscription' }],
  ['checkout', { method: 'POST', path: '/agency/subscription/checkout', body: { discountCode: '' } }],
  ['portal', { method: 'POST', path: '/agency/subscription/portal', body: {} }],
  ['post', { method: 'POST', path: '/jobs/agency', body: jobBody() }],
] as const;

describe('agency routes', () => {
  it.each(ROUTES.flatMap(([name, init]) => ['family', 'nanny'].map((type) => [name, init, type] as const)))(
    '%s refuses a %s account and writes nothing',
    async (name, init, type) => {
      tableHolds(agency());
      const res = await call(name, init, type);
      expect(res.statusCode).toBe(403);
      expect(JSON.parse(res.body ?? '{}').message).toBe(AGENCY_MESSAGES.agencyOnly);
      expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
      expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
      expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    },
  );

  it.each(ROUTES.filter(([name]) => name !== 'save'))(
    '%s answers 404 until the agency profile exists',
    async (name, init) => {
      tableHolds(null);
      const res = await call(name, init);
      expect(res.statusCode).toBe(404);
      expect(JSON.parse(res.body ?? '{}').message).toBe(AGENCY_MESSAGES.profileRequired);
    },
  );

  it('creates the profile once, with its owner record, sanitised', async () => {
    tableHolds(null);
    ddb.on(TransactWriteCommand).resolves({});
    const res = await call('save', {
      method: 'PUT',
      path: '/agency',
      body: {
        agencyName: '<b>Bright</b> Start<script>x()</script>',
        websiteUrl: 'brightstart.example',
        logo: null,
      },
    });
    expect(res.statusCode).toBe(200);
    const [agency, owner, accountType, ...rest] =
      ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    const items = [agency!, owner!];
    expect(items.map((i) => i.Put!.Item!.pk)).toEqual(['AGENCY#' + JSON.parse(res.body!).id, 'USER#user-1']);
    expect(items.every((i) => i.Put!.ConditionExpression === 'attribute_not_exists(pk)')).toBe(true);
    // Created only while the account's record says it is an agency's and not being deleted.
    expect(accountType!.ConditionCheck).toMatchObject({
      Key: { pk: 'USER#user-1', sk: 'ACCOUNT' },
      ExpressionAttributeValues: { ':type': 'agency' },
    });
    expect(rest).toEqual([]);
    expect(items[0]!.Put!.Item).toMatchObject({
      agencyName: 'Bright Start',
      websiteUrl: 'https://brightstart.example',
      userId: 'user-1',
      ownerEmail: 'pat@example.com',
      subscription: null,
      trialUsed: false,
    });
  });

  it.each([
    [{ agencyName: '   ' }, 'agencyName', AGENCY_MESSAGES.agencyName],
    [{ websiteUrl: 'javascript:alert(1)' }, 'websiteUrl', AGENCY_MESSAGES.websiteUrl],
    [{ websiteUrl: 'ftp://files.example.com' }, 'websiteUrl', AGENCY_MESSAGES.websiteUrl],
    [{ websiteUrl: 'not a site' }, 'websiteUrl', AGENCY_MESSAGES.websiteUrl],
    [{ websiteUrl: 'https://user:pw@example.com' }, 'websiteUrl', AGENCY_MESSAGES.websiteUrl],
  ])('refuses a bad profile %j with the spec message', async (over, field, message) => {
    tableHolds(null);
    const res = await call('save', {
      method: 'PUT',
      path: '/agency',
      body: { agencyName: 'Bright', websiteUrl: '', logo: null, ...over },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body!).fields[field]).toBe(message);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it.each([
    ['the site’s name', 'Nanny Marketplace Support Team', NAME_MESSAGES.platform],
    ['the site’s name in Cyrillic look-alikes', 'N\u0430nny M\u0430rketplace', NAME_MESSAGES.platform],
    ['a staff word', 'Bright Start Support', NAME_MESSAGES.staff('Support')],
    ['a staff word spaced apart', 'A d m i n Nannies', NAME_MESSAGES.staff('Admin')],
  ])('refuses an agency name with %s, changing nothing', async (_label, agencyName, message) => {
    for (const existing of [null, agency()]) {
      tableHolds(existing);
      const res = await call('save', {
        method: 'PUT',
        path: '/agency',
        body: { agencyName, websiteUrl: '', logo: null },
      });
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body!).fields).toEqual({ agencyName: message });
    }
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('refuses a post that names the agency, changing nothing: a job carries the profile’s name', async () => {
    tableHolds(agency({ subscription: live }));
    const res = await call('post', {
      method: 'POST',
      path: '/jobs/agency',
      body: jobBody({ agencyName: 'Nanny Marketplace Support Team' }),
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body!).fields).toEqual({ agencyName: 'Unknown field' });
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('posts nothing under a name saved before names were checked that passes for staff', async () => {
    tableHolds(agency({ subscription: live, agencyName: 'Nanny Marketplace Support Team' }));
    const res = await call('post', { method: 'POST', path: '/jobs/agency', body: jobBody() });
    expect(res.statusCode).toBe(409);
    expect(JSON.parse(res.body!).message).toBe(AGENCY_MESSAGES.nameNotAllowed);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses a forged agency id or subscription state in the body, changing nothing', async () => {
    tableHolds(agency());
    for (const forged of [
      { agencyId: 'agency-2' },
      { hasActiveSubscription: true },
      { subscription: live },
    ]) {
      const res = await call('post', { method: 'POST', path: '/jobs/agency', body: jobBody(forged) });
      expect(res.statusCode).toBe(400);
    }
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it.each([
    ['no subscription', null],
    ['a failed payment', { ...live, status: 'past_due', isTrial: false, hasActiveSubscription: false }],
    ['a cancelled one', { ...live, status: 'canceled', isTrial: false, hasActiveSubscription: false }],
  ])('an agency with %s cannot publish', async (_label, subscription) => {
    tableHolds(agency({ subscription }));
    const res = await call('post', { method: 'POST', path: '/jobs/agency', body: jobBody() });
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.body!).message).toBe(AGENCY_MESSAGES.subscriptionRequired);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('a subscribed agency publishes at once, under its brand (its profile’s name), on the board', async () => {
    tableHolds(agency({ subscription: live }));
    ddb.on(UpdateCommand).resolves({}); // the rate-limit counter
    ddb.on(TransactWriteCommand).resolves({});
    const res = await call('post', { method: 'POST', path: '/jobs/agency', body: jobBody() });
    expect(res.statusCode).toBe(201);
    // The job and the email it owes (an outbox item) are written together.
    const item = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems![0]!.Put!.Item!;
    expect(item).toMatchObject({
      posterType: 'agency',
      posterLabel: 'Bright Start Nannies',
      posterWebsite: 'https://brightstart.example',
      agencyId: 'agency-1',
      active: true,
      paymentConfirmed: true,
      amountPence: 0,
      gsi1pk: 'JOBS',
      gsi2pk: 'JOBS#live-out',
      childrenAges: '',
    });
    expect(item.expiresAt).toBeUndefined();
    const stream = new OutboxStream(ddb);
    expect(await deliverOutbox(stream.eventOf(stream.written()))).toEqual({ batchItemFailures: [] });
    const mail = ses.commandCalls(SendEmailCommand)[0]!.args[0].input;
    expect(mail.Destination?.ToAddresses).toEqual(['pat@example.com']);
    const jobId = String(JSON.parse(res.body!).jobId);
    expect(mail.Content?.Simple?.Body?.Text?.Data).toContain(`Reference: ${jobReference(jobId)} (`);
    expect(mail.Content?.Simple?.Body?.Text?.Data).toContain(`/jobs/${jobId}`);
    expect(mail.Content?.Simple?.Body?.Text?.Data).toContain('Bright Start Nannies');
  });

  it("keeps a post's photo only once the job is saved: the checked copy goes when the save fails", async () => {
    const PNG = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
    ]);
    const pending = 'pending/user-1/job-photo/4b1d8a0e-photo';
    tableHolds(agency({ subscription: live }));
    ddb.on(UpdateCommand).resolves({}); // the rate-limit counter
    ddb.on(TransactWriteCommand).rejects(new Error('table unavailable'));
    s3.on(CopyObjectCommand).resolves({});
    s3.on(HeadObjectCommand).resolves({ ContentLength: PNG.length });
    s3.on(GetObjectCommand).resolves({ Body: { transformToByteArray: async () => PNG } } as never);
    s3.on(DeleteObjectCommand).resolves({});
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const res = await call('post', {
      method: 'POST',
      path: '/jobs/agency',
      body: jobBody({ photo: { key: pending, name: 'garden.png' } }),
    });
    expect(res.statusCode).toBe(500);
    const copy = s3.commandCalls(CopyObjectCommand)[0]!.args[0].input.Key!;
    expect(copy).toMatch(/^files\/jobs\/[0-9a-f-]{36}\/job-photo\//);
    // The copy is removed; the pending upload stays, so the form can be sent again.
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key)).toEqual([copy]);
    expect(ses.calls()).toHaveLength(0);
  });

  describe('a logo', () => {
    /** A PNG's first bytes: enough for its type to be read off them. */
    const LOGO = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 7, 7,
    ]);
    const hash = createHash('sha256').update(LOGO).digest('hex').slice(0, 16);
    const pending = 'pending/user-1/agency-logo/9c1f2e4d-logo';

    /** S3 holds the uploaded logo; the table takes the agency's update (answering what it wrote). */
    function logoUploaded() {
      s3.on(CopyObjectCommand).resolves({});
      s3.on(HeadObjectCommand).resolves({ ContentLength: LOGO.length });
      s3.on(GetObjectCommand).resolves({ Body: { transformToByteArray: async () => LOGO } } as never);
      s3.on(PutObjectCommand).resolves({});
      s3.on(DeleteObjectCommand).resolves({});
      ddb.on(UpdateCommand).callsFake((input: { ExpressionAttributeValues: Record<string, unknown> }) => {
        const v = input.ExpressionAttributeValues;
        return {
          Attributes: {
            ...agency(),
            agencyName: v[':n'],
            websiteUrl: v[':w'],
            logo: v[':l'],
            updatedAt: v[':u'],
          },
        };
      });
    }

    it('is saved with a public copy: content-addressed, typed by its bytes, cached for good', async () => {
      tableHolds(agency());
      logoUploaded();
      const res = await call('save', {
        method: 'PUT',
        path: '/agency',
        body: {
          agencyName: 'Bright Start Nannies',
          websiteUrl: 'https://brightstart.example',
          logo: { key: pending, name: 'Our Logo.png' },
        },
      });
      expect(res.statusCode).toBe(200);
      const copy = s3.commandCalls(CopyObjectCommand)[0]!.args[0].input.Key!;
      expect(copy).toMatch(/^files\/agencies\/agency-1\/agency-logo\/[0-9a-f-]{36}$/);
      // The public copy is written from the checked file's bytes, never from the pending upload.
      const puts = s3.commandCalls(PutObjectCommand).map((c) => c.args[0].input);
      expect(puts).toHaveLength(1);
      expect(puts[0]).toMatchObject({
        Bucket: 'uploads-under-test',
        Key: `logos/agency-1/${hash}.png`,
        ContentType: 'image/png',
        CacheControl: 'public, max-age=31536000, immutable',
      });
      expect(Buffer.from(puts[0]!.Body as Uint8Array)).toEqual(Buffer.from(LOGO));
      const reads = s3.commandCalls(GetObjectCommand).map((c) => c.args[0].input.Key);
      expect(reads.every((key) => key === copy)).toBe(true);
      // The agency keeps the checked file and the public copy's site path...
      const written = ddb.commandCalls(UpdateCommand)[0]!.args[0].input.ExpressionAttributeValues!;
      expect(written[':l']).toEqual({ key: copy, name: 'logo.png', path: `/logos/agency-1/${hash}.png` });
      // ...and shows the logo by that path, with nothing signed.
      const profile = JSON.parse(res.body!);
      expect(profile.logoUrl).toBe(`/logos/agency-1/${hash}.png`);
      expect(profile.logo).toEqual({ key: copy, name: 'logo.png' });
      // The pending upload goes once the profile is saved.
      expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key)).toEqual([pending]);
    });

    it('is published under its public path with the jobs the agency posts', async () => {
      const logo = {
        key: 'files/agencies/agency-1/agency-logo/4f0c3a52-8a55-4b7e-9f62-2a4d3c1b0e9d',
        name: 'logo.png',
        path: `/logos/agency-1/${hash}.png`,
      };
      tableHolds(agency({ subscription: live, logo }));
      ddb.on(UpdateCommand).resolves({}); // the rate-limit counter
      ddb.on(TransactWriteCommand).resolves({});
      const res = await call('post', {
        method: 'POST',
        path: '/jobs/agency',
        body: jobBody({ logo: { key: logo.key, name: logo.name } }),
      });
      expect(res.statusCode).toBe(201);
      const item = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems![0]!.Put!.Item!;
      expect(item.posterLogo).toEqual(logo);
      // Nothing is copied again for a logo the agency already has.
      expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
      expect(s3.commandCalls(CopyObjectCommand)).toHaveLength(0);
    });

    it('saved before public copies gets its copy when the agency saves again', async () => {
      const logo = {
        key: 'files/agencies/agency-1/agency-logo/4f0c3a52-8a55-4b7e-9f62-2a4d3c1b0e9d',
        name: 'logo.jpg',
      };
      tableHolds(agency({ logo }));
      logoUploaded();
      const res = await call('save', {
        method: 'PUT',
        path: '/agency',
        body: { agencyName: 'Bright Start Nannies', websiteUrl: 'https://brightstart.example', logo },
      });
      expect(res.statusCode).toBe(200);
      expect(s3.commandCalls(CopyObjectCommand)).toHaveLength(0);
      expect(s3.commandCalls(PutObjectCommand)[0]!.args[0].input).toMatchObject({
        Key: `logos/agency-1/${hash}.jpg`,
        ContentType: 'image/jpeg',
      });
      const written = ddb.commandCalls(UpdateCommand)[0]!.args[0].input.ExpressionAttributeValues!;
      expect(written[':l']).toEqual({ ...logo, path: `/logos/agency-1/${hash}.jpg` });
    });
  });

  it('does not start a second subscription while one is live', async () => {
    tableHolds(agency({ subscription: live, stripeCustomerId: 'cus_1' }));
    const res = await call('checkout', {
      method: 'POST',
      path: '/agency/subscription/checkout',
      body: { discountCode: '' },
    });
    expect(res.statusCode).toBe(409);
    expect(JSON.parse(res.body!).message).toBe(AGENCY_MESSAGES.alreadySubscribed);
  });

  it('has no portal to open before there is a customer', async () => {
    tableHolds(agency());
    const res = await call('portal', { method: 'POST', path: '/agency/subscription/portal' });
    expect(res.statusCode).toBe(409);
  });

  it('reports the status from the record, offering the free month once', async () => {
    tableHolds(agency({ subscription: live, trialUsed: true, stripeCustomerId: 'cus_1' }));
    const res = await call('status', { method: 'GET', path: '/agency/subscription' });
    expect(JSON.parse(res.body!)).toEqual({
      hasSubscription: true,
      isTrial: true,
      planType: 'agency_monthly',
      status: 'trialing',
      trialEnd: live.trialEnd,
      currentPeriodEnd: live.currentPeriodEnd,
      cancelAtPeriodEnd: false,
      trialAvailable: false,
      canManage: true,
      needsManagement: false,
    });
  });
});
