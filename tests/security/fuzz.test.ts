import { generateKeyPairSync, createSign, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { mockClient } from 'aws-sdk-client-mock';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import Stripe from 'stripe';
import type { Context } from 'aws-lambda';
import { routeList, type RouteDef, type RouteId, handlerFile } from '../../lambdas/contract/routes.ts';
import type { ApiEvent, ApiHandler } from '../../lambdas/platform/http.ts';
import { apiEvent, lambdaContext } from '../handler/event.ts';
import { SAMPLES, type SampleIds } from './requests.ts';

/**
 * Property-based fuzzing of every route of the table through its real handler module and the real
 * middleware stack. AWS is mocked with plausible answers (an empty world, or one holding the demo data
 * the local cloud seeds); Stripe is the in-process stand-in. Whatever arrives (arbitrary JSON, wrong
 * types, huge strings, prototype-pollution keys, odd path and query parameters, headers, claims and
 * tokens), the answer is never a 5xx, and a refused request (4xx) writes nothing: no DynamoDB write
 * other than a throttle's counter, no S3 put/copy/delete, no email.
 *
 * Runs per route: FUZZ_RUNS (200 by default; 10000 for a deep run). fast-check prints the seed and the
 * shrunk counterexample of a failure; replay it with FUZZ_SEED and FUZZ_PATH.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const REPLAY_PATH = process.env.FUZZ_PATH;
/** FUZZ_STATS=1 prints, per route, how many runs ended in each status (to see how deep the inputs reach). */
const STATS = process.env.FUZZ_STATS === '1';

const REGION = 'eu-west-2';
const POOL_ID = `${REGION}_Fuzz00001`;
const CLIENT_ID = 'fuzzclient000000000000001';
const TABLE = 'fuzz-table';
const STRIPE_SECRET = 'sk_test_fuzz_standin';
const WEBHOOK_SECRET = 'whsec_fuzz_standin_secret';

const USERS = {
  family: 'fuzz-family-0001',
  nanny: 'fuzz-nanny-0001',
  agency: 'fuzz-agency-0001',
  admin: 'fuzz-admin-0001',
} as const;

// --- the mocks -----------------------------------------------------------------------------------

const ddb = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const ses = mockClient(SESv2Client);
const secrets = mockClient(SecretsManagerClient);
const cognito = mockClient(CognitoIdentityProviderClient);

type Item = Record<string, unknown>;
/** The demo data as the seeds write it, keyed by pk|sk; read-only once built. */
const seeded = new Map<string, Item>();
/** Whether the current run sees the seeded world or an empty table. */
let populated = false;
const keyOf = (key: Item | undefined) => `${String(key?.pk)}|${String(key?.sk)}`;
const lookup = (key: Item | undefined) => (populated ? seeded.get(keyOf(key)) : undefined);

function defaultAnswers() {
  ddb.on(GetCommand).callsFake((input: { Key?: Item }) => {
    const item = lookup(input.Key);
    return item ? { Item: structuredClone(item) } : {};
  });
  ddb
    .on(QueryCommand)
    .callsFake((input: { ExpressionAttributeValues?: Item; IndexName?: string; Limit?: number }) => {
      if (!populated) return { Items: [], Count: 0 };
      // Answers a partition lookup on the table or an index from the seeded items (no sort-key filter).
      const wanted = Object.values(input.ExpressionAttributeValues ?? {}).filter(
        (v) => typeof v === 'string',
      );
      const field = input.IndexName ? `${input.IndexName}pk` : 'pk';
      const items = [...seeded.values()]
        .filter((item) => wanted.includes(item[field] as string))
        .slice(0, input.Limit ?? 50)
        .map((item) => structuredClone(item));
      return { Items: items, Count: items.length };
    });
  ddb.on(BatchGetCommand).callsFake((input: { RequestItems?: Record<string, { Keys?: Item[] }> }) => {
    const Responses: Record<string, Item[]> = {};
    for (const [table, request] of Object.entries(input.RequestItems ?? {}))
      Responses[table] = (request.Keys ?? []).map(lookup).filter((i): i is Item => i !== undefined);
    return { Responses };
  });
  ddb.on(PutCommand).resolves({});
  ddb.on(UpdateCommand).callsFake((input: { Key?: Item; ReturnValues?: string }) => {
    const item = lookup(input.Key);
    // Conditional updates of an existing item succeed; ALL_NEW answers with the item as stored.
    return input.ReturnValues && input.ReturnValues !== 'NONE' && item
      ? { Attributes: structuredClone(item) }
      : {};
  });
  ddb.on(DeleteCommand).resolves({});
  ddb.on(TransactWriteCommand).resolves({});
  ddb.on(BatchWriteCommand).resolves({ UnprocessedItems: {} });
  // An empty bucket: nothing the request names exists.
  s3.on(HeadObjectCommand).rejects(
    new NotFound({ message: 'Not Found', $metadata: { httpStatusCode: 404 } }),
  );
  s3.on(GetObjectCommand).rejects(
    new NoSuchKey({ message: 'No such key', $metadata: { httpStatusCode: 404 } }),
  );
  s3.on(CopyObjectCommand).rejects(
    new NoSuchKey({ message: 'No such key', $metadata: { httpStatusCode: 404 } }),
  );
  s3.on(PutObjectCommand).resolves({});
  s3.on(DeleteObjectCommand).resolves({});
  ses.on(SendEmailCommand).resolves({ MessageId: 'fuzz-message' });
  secrets.on(GetSecretValueCommand).resolves({
    SecretString: JSON.stringify({ secretKey: STRIPE_SECRET, webhookSecret: WEBHOOK_SECRET }),
  });
  cognito.on(AdminGetUserCommand).resolves({
    Username: 'fuzz',
    UserCreateDate: new Date(),
    UserAttributes: [],
    Enabled: true,
    UserStatus: 'CONFIRMED',
  });
}

/** What a refused request must not have done. */
function writesMade(): string[] {
  const writes: string[] = [];
  for (const call of ddb.calls()) {
    const command = call.args[0] as { constructor: { name: string }; input: { Key?: Item } };
    const name = command.constructor.name;
    if (
      !['PutCommand', 'UpdateCommand', 'DeleteCommand', 'TransactWriteCommand', 'BatchWriteCommand'].includes(
        name,
      )
    )
      continue;
    // A throttle counts attempts, refused ones included: that is its job, not a write of the request's data.
    if (name === 'UpdateCommand' && String(command.input.Key?.pk).startsWith('RATE#')) continue;
    writes.push(`dynamodb ${name} ${JSON.stringify(command.input).slice(0, 300)}`);
  }
  for (const call of s3.calls()) {
    const name = (call.args[0] as { constructor: { name: string } }).constructor.name;
    if (['PutObjectCommand', 'CopyObjectCommand', 'DeleteObjectCommand'].includes(name))
      writes.push(`s3 ${name}`);
  }
  for (const call of ses.calls())
    writes.push(`ses ${(call.args[0] as { constructor: { name: string } }).constructor.name}`);
  return writes;
}

// --- a user pool of our own, for tokens on optional routes ------------------------------------------

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const KID = 'fuzz-key-1';
let jwksServer: http.Server;
let stripeServer: http.Server;

function signToken(claims: Record<string, unknown>) {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const body = `${b64({ alg: 'RS256', kid: KID, typ: 'JWT' })}.${b64({
    iss: `https://cognito-idp.${REGION}.amazonaws.com/${POOL_ID}`,
    aud: CLIENT_ID,
    token_use: 'id',
    iat: now,
    exp: now + 3600,
    ...claims,
  })}`;
  return `${body}.${createSign('RSA-SHA256').update(body).sign(privateKey).toString('base64url')}`;
}

// --- the routes' handlers --------------------------------------------------------------------------

const handlers = new Map<RouteId, ApiHandler>();
let ids: Omit<SampleIds, 'tag'>;
let publishedJobId = 'seed-job-01';
/** A correctly signed one-click unsubscribe link, so that route's runs get past the signature too. */
let unsubscribeSig = '';
/** A correctly signed one-click stop of a notification email, likewise. */
let emailStopToken = '';
const validTokens: string[] = [];

beforeAll(async () => {
  jwksServer = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        keys: [{ ...publicKey.export({ format: 'jwk' }), kid: KID, alg: 'RS256', use: 'sig' }],
      }),
    );
  });
  await new Promise<void>((r) => jwksServer.listen(0, '127.0.0.1', r));
  const { startStripeStandin } = await import('../../local/stripe/index.ts');
  stripeServer = await startStripeStandin({
    port: 0,
    host: '127.0.0.1',
    secretKey: STRIPE_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    // Events the stand-in raises are not this test's concern: delivered nowhere.
    webhookUrl: 'http://127.0.0.1:9/webhooks/stripe',
    dataFile: path.join(os.tmpdir(), `fuzz-stripe-${process.pid}-${randomUUID()}.json`),
  });
  const port = (address: http.Server) => (address.address() as AddressInfo).port;
  for (const [name, value] of Object.entries({
    STAGE: 'fuzz',
    AWS_REGION: REGION,
    AWS_ACCESS_KEY_ID: 'FUZZ',
    AWS_SECRET_ACCESS_KEY: 'FUZZ',
    TABLE_NAME: TABLE,
    USER_POOL_ID: POOL_ID,
    USER_POOL_CLIENT_ID: CLIENT_ID,
    JWKS_URI: `http://127.0.0.1:${port(jwksServer)}/jwks.json`,
    UPLOADS_BUCKET: 'fuzz-uploads',
    S3_FORCE_PATH_STYLE: 'true',
    EMAIL_FROM: 'Fuzz <no-reply@fuzz.example>',
    SITE_ORIGIN: 'http://localhost:5173',
    STRIPE_SECRET_KEY: STRIPE_SECRET,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: `http://127.0.0.1:${port(stripeServer)}`,
    LINK_SIGNING_KEY: 'fuzz-link-signing-key-0123456789abcdef',
  }))
    vi.stubEnv(name, value);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);

  // The seeded world: the local cloud's demo data, recorded as the seeds write it.
  defaultAnswers();
  populated = true;
  const record = (item: Item | undefined) => {
    if (item) seeded.set(keyOf(item), structuredClone(item));
  };
  ddb.on(PutCommand).callsFake((input: { Item?: Item }) => (record(input.Item), {}));
  ddb.on(TransactWriteCommand).callsFake((input: { TransactItems?: Array<{ Put?: { Item?: Item } }> }) => {
    for (const t of input.TransactItems ?? []) record(t.Put?.Item);
    return {};
  });
  const { seedNannies } = await import('../../local/seed-nannies.ts');
  const { seedJobs } = await import('../../local/seed-jobs.ts');
  const { seedAgency } = await import('../../local/seed-agency.ts');
  const { createReport } = await import('../../lambdas/data/reports.ts');
  await seedNannies(USERS.nanny);
  await seedJobs(USERS.family, 'family@demo.local');
  await seedAgency(USERS.agency, 'agency@demo.local');
  const reportId = randomUUID();
  await createReport({
    id: reportId,
    contentType: 'job_posting',
    contentId: 'seed-job-01',
    reason: 'spam',
    details: null,
    reporterEmail: 'reporter@example.com',
    reporterUserId: null,
    reporterIp: '203.0.113.9',
    status: 'pending',
    resolutionNotes: null,
    reviewedByUserId: null,
    reviewedAt: null,
    createdAt: new Date().toISOString(),
  });
  ddb.reset();
  defaultAnswers();
  const nanny = [...seeded.values()].find((i) => String(i.pk).startsWith('NANNY#') && i.sk === 'PROFILE');
  expect(nanny, 'the seeds wrote a nanny').toBeDefined();
  const published = [...seeded.values()].find((i) => i.sk === 'JOB' && i.active && i.paymentConfirmed);
  expect(published, 'the seeds wrote a published job').toBeDefined();
  publishedJobId = String(published!.id);
  ids = {
    jobId: publishedJobId,
    nannyId: String(nanny!.id),
    reportId,
    sessionId: 'cs_test_fuzz0001',
    promoCode: 'WELCOME10',
  };

  const { sign } = await import('../../lambdas/platform/signing.ts');
  const { UNSUBSCRIBE_PURPOSE } = await import('../../lambdas/services/newsletter.ts');
  unsubscribeSig = await sign(UNSUBSCRIBE_PURPOSE, 'fuzz@example.com');
  const stops = await import('../../lambdas/contract/email-stop-constants.ts');
  const { EMAIL_STOP_PURPOSE } = await import('../../lambdas/domain/email-stop.ts');
  const stop = { kind: 'newApplication', accountId: USERS.family } as const;
  emailStopToken = stops.emailStopToken(stop, await sign(EMAIL_STOP_PURPOSE, stops.emailStopValue(stop)));
  for (const [type, sub] of Object.entries(USERS))
    validTokens.push(
      signToken({
        sub,
        email: `${type}@demo.local`,
        name: `Fuzz ${type}`,
        ...(type === 'admin' ? { 'cognito:groups': ['admin'] } : { 'custom:user_type': type }),
      }),
    );

  for (const route of routeList) {
    const file = pathToFileURL(
      path.resolve(import.meta.dirname, '../../lambdas', handlerFile(route.id)),
    ).href;
    const mod = (await import(/* @vite-ignore */ file)) as { handler: ApiHandler };
    handlers.set(route.id, mod.handler);
  }
}, 60_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await Promise.all(
    [jwksServer, stripeServer].map((s) => new Promise((r) => (s ? s.close(r) : r(undefined)))),
  );
});

// --- the arbitraries -------------------------------------------------------------------------------

/** Long strings (one past the 64 KB body limit) and deep nesting, built once. */
const HUGE = ['x'.repeat(1_000), 'é'.repeat(20_000), 'x'.repeat(70_000)];
const nest = (depth: number) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};
const DEEP = [nest(20), nest(200), nest(1_000)];
const huge = fc.constantFrom(...HUGE);
const deep = fc.constantFrom(...DEEP);
/** An object with an own `__proto__` key (JSON.parse makes one; an assignment would set the prototype). */
const polluting = fc
  .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.jsonValue({ maxDepth: 2 }))
  .map(([key, value]) =>
    key === 'constructor'
      ? { constructor: { prototype: { isAdmin: true, polluted: value } } }
      : (JSON.parse(
          `{"${key}": {"isAdmin": true, "polluted": ${JSON.stringify(value ?? null)}}}`,
        ) as unknown),
  );
const oddStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\uFFFF\uD800',
  '../../etc/passwd',
  '%2e%2e%2f',
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  "' OR 1=1 --",
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'pending/fuzz-nanny-0001/nanny-cv/x',
  'files/nannies/x/nanny-cv/y',
  'seed-job-01',
  'WELCOME10',
  'cs_test_fuzz0001',
);
const weird: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 3, arbitrary: oddStrings },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }) },
  { weight: 1, arbitrary: huge },
  { weight: 1, arbitrary: deep },
  { weight: 1, arbitrary: polluting },
  { weight: 1, arbitrary: fc.constantFrom(-1, 0, 1, 1e308, -1e308, 2 ** 53, 0.5, true, false, null) },
  {
    weight: 1,
    arbitrary: fc.record({ key: fc.oneof(oddStrings, fc.string()), name: fc.oneof(oddStrings, fc.string()) }),
  },
  { weight: 1, arbitrary: fc.array(fc.oneof(oddStrings, fc.jsonValue({ maxDepth: 1 })), { maxLength: 30 }) },
);

/** Sets an own property, even `__proto__`. */
const withKey = (object: Record<string, unknown>, key: string, value: unknown) => {
  Object.defineProperty(object, key, { value, enumerable: true, configurable: true, writable: true });
  return object;
};

/** Bodies near the valid one (a field changed, dropped or added) and far from it. */
function bodies(valid: unknown): fc.Arbitrary<string | undefined> {
  const fields = valid && typeof valid === 'object' ? Object.keys(valid) : [];
  const near =
    fields.length > 0
      ? fc
          .array(
            fc.tuple(
              fc.oneof(
                fc.constantFrom(...fields),
                fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'ownerId', 'userId', 'amountPence'),
                fc.string({ maxLength: 10 }),
              ),
              weird,
              fc.boolean(),
            ),
            { minLength: 1, maxLength: 3 },
          )
          .map((changes) => {
            const copy = structuredClone(valid) as Record<string, unknown>;
            for (const [key, value, drop] of changes) {
              if (drop) delete copy[key];
              else withKey(copy, key, value);
            }
            return JSON.stringify(copy);
          })
      : fc.constant(JSON.stringify(valid ?? {}));
  const validText =
    valid === undefined
      ? fc.constant(undefined)
      : fc.constant(typeof valid === 'string' ? valid : JSON.stringify(valid));
  return fc.oneof(
    { weight: 3, arbitrary: validText },
    { weight: 6, arbitrary: near },
    { weight: 2, arbitrary: weird.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: polluting.map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(undefined, '', '{', '[]', 'null', '"x"', '{"a":1,"a":2}', '\uFEFF{}'),
    },
  );
}

function params(route: RouteDef, valid: Record<string, string> | undefined) {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  if (names.length === 0) return fc.constant(undefined);
  const one = (name: string) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constant(valid?.[name] ?? 'x') },
      { weight: 2, arbitrary: fc.stringMatching(/^[a-z0-9-]{8,64}$/) },
      { weight: 2, arbitrary: oddStrings },
      { weight: 2, arbitrary: fc.string({ maxLength: 100 }) },
      { weight: 1, arbitrary: huge },
    );
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc.record(Object.fromEntries(names.map((n) => [n, one(n)]))) as fc.Arbitrary<
        Record<string, string>
      >,
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 8 })), fc.string()),
    },
  );
}

const cursor = fc.jsonValue({ maxDepth: 2 }).map((v) => Buffer.from(JSON.stringify(v)).toString('base64url'));
function queries(valid: Record<string, string> | undefined) {
  const value = fc.oneof(
    fc.string({ maxLength: 50 }),
    oddStrings,
    cursor,
    fc.constantFrom('0', '-1', '51', '1e3', '12', '3.5', 'rota', 'pending'),
    huge,
  );
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(valid) },
    {
      weight: 6,
      arbitrary: fc.dictionary(
        fc.oneof(
          fc.constantFrom('limit', 'cursor', 'type', 'location', 'status', '__proto__', 'constructor'),
          fc.string({ maxLength: 10 }),
        ),
        value,
        { maxKeys: 4 },
      ),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

const claims = fc.option(
  fc
    .record(
      {
        sub: fc.oneof(fc.constantFrom(...Object.values(USERS)), fc.uuid(), oddStrings, fc.string()),
        email: fc.oneof(
          fc.constantFrom('family@demo.local', 'nanny@demo.local', 'x@example.com'),
          oddStrings,
          fc.string(),
        ),
        name: fc.string({ maxLength: 40 }),
        'custom:user_type': fc.oneof(
          fc.constantFrom('family', 'nanny', 'agency', 'admin', 'FAMILY'),
          oddStrings,
        ),
        'cognito:groups': fc.constantFrom(
          '',
          '[admin]',
          'admin',
          '[editors]',
          '[admin editors]',
          '[]',
          'admins',
          '[Admin]',
        ),
        token_use: fc.constantFrom('id', 'access', 'refresh'),
      },
      { requiredKeys: ['sub'] },
    )
    .map((c) => c as Record<string, string>),
  { freq: 3 },
);

function headers(route: RouteDef) {
  const authorization = fc.oneof(
    fc.constant(undefined),
    fc.constantFrom(
      'Bearer',
      'Bearer ',
      'Bearer not.a.jwt',
      'Basic dXNlcjpwYXNz',
      'bearer x.y.z',
      'Bearer a b',
    ),
    fc.constantFrom(...(validTokens.length ? validTokens : ['x'])).map((t) => `Bearer ${t}`),
    fc.constantFrom(...(validTokens.length ? validTokens : ['x'])).map((t) => `Bearer ${t.slice(0, -4)}AAAA`),
    fc.string({ maxLength: 60 }).map((s) => `Bearer ${s}`),
  );
  const contentType = fc.constantFrom(
    undefined,
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=xyz',
    'application/xml',
    '',
  );
  const signature =
    route.id === 'webhooksStripe'
      ? fc.oneof(
          fc.constant(undefined),
          fc.string({ maxLength: 80 }),
          fc.constantFrom('t=1,v1=abc', 't=,v1=', 'v1=' + 'a'.repeat(64)),
        )
      : fc.constant(undefined);
  return fc
    .record({
      authorization,
      contentType,
      signature,
      extra: fc.dictionary(fc.stringMatching(/^[a-z-]{1,20}$/), fc.string({ maxLength: 40 }), { maxKeys: 3 }),
    })
    .map(({ authorization: a, contentType: c, signature: s, extra }) => {
      const out: Record<string, string> = { ...extra };
      if (a !== undefined) out.authorization = a;
      if (c !== undefined) out['content-type'] = c;
      if (s !== undefined) out['stripe-signature'] = s;
      return out;
    });
}

/** Correctly signed Stripe events, well-typed, with values drawn from the seeded world and beyond. */
const stripeSigner = new Stripe('sk_test_signer');
const signedEvents = () =>
  fc
    .record({
      id: fc.oneof(fc.constantFrom('evt_fuzz_1', 'evt_fuzz_2'), fc.stringMatching(/^evt_[A-Za-z0-9]{4,20}$/)),
      type: fc.constantFrom(
        'checkout.session.completed',
        'customer.subscription.created',
        'customer.subscription.updated',
        'customer.subscription.deleted',
        'customer.subscription.trial_will_end',
        'invoice.paid',
        'invoice.payment_failed',
        'payment_intent.succeeded',
      ),
      age: fc.constantFrom(0, 10, 299, 301, 3600, -30),
      secret: fc.constantFrom(WEBHOOK_SECRET, WEBHOOK_SECRET, 'whsec_someone_else'),
      object: fc.record(
        {
          id: fc.oneof(
            fc.constantFrom('cs_test_fuzz0001', 'sub_fuzz', 'in_fuzz'),
            fc.stringMatching(/^[a-z]{2,3}_[A-Za-z0-9]{4,12}$/),
          ),
          object: fc.constantFrom('checkout.session', 'subscription', 'invoice'),
          mode: fc.constantFrom('payment', 'subscription'),
          payment_status: fc.constantFrom('paid', 'unpaid', 'no_payment_required'),
          status: fc.constantFrom('complete', 'open', 'active', 'trialing', 'canceled'),
          customer: fc.option(fc.stringMatching(/^cus_[A-Za-z0-9]{4,12}$/)),
          subscription: fc.option(fc.stringMatching(/^sub_[A-Za-z0-9]{4,12}$/)),
          metadata: fc.record(
            {
              kind: fc.constantFrom('family-job', 'agency-subscription', 'other'),
              jobId: fc.constantFrom(publishedJobId, 'seed-job-01', 'seed-job-31', 'nope-0000'),
              agencyId: fc.constantFrom('seed-agency-01', 'nope'),
              promoCode: fc.constantFrom('WELCOME10', 'NOPE'),
            },
            { requiredKeys: [] },
          ),
        },
        { requiredKeys: ['id', 'object', 'metadata'] },
      ),
    })
    .map(({ id, type, age, secret, object }) => {
      const payload = JSON.stringify({
        id,
        object: 'event',
        type,
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: { object },
      });
      const header = stripeSigner.webhooks.generateTestHeaderString({
        payload,
        secret,
        timestamp: Math.floor(Date.now() / 1000) - age,
      });
      return {
        body: payload as string | undefined,
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
      };
    });

interface FuzzInput {
  populated: boolean;
  body: string | undefined;
  base64: boolean;
  params: Record<string, string> | undefined;
  query: Record<string, string> | undefined;
  /** The address as it came: the path and query string before decoding (percent-escapes and all). */
  rawPath: string | undefined;
  rawQueryString: string | undefined;
  headers: Record<string, string>;
  claims: Record<string, string> | null;
}

/** Raw address text: percent-escapes well and badly formed, separators and dot segments. */
const rawPiece = fc
  .array(
    fc.oneof(
      {
        weight: 3,
        arbitrary: fc.constantFrom('%', '%Z', '%ZZ', '%E0%A4%A', '%C3%28', '%25', '%2F', '%00', '%2e%2e'),
      },
      { weight: 2, arbitrary: fc.constantFrom('/', '..', '.', '?', '&', '=', '+', '#', ';') },
      { weight: 3, arbitrary: fc.string({ maxLength: 6 }) },
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(''));

/** The route's path with each parameter spelt raw, as a client may send it. */
const rawPaths = (route: RouteDef) =>
  fc
    .array(rawPiece, { minLength: 3, maxLength: 3 })
    .map(([a, b, c]) => route.path.replace(/\{\w+\}/g, () => a!).replace(/$/, b!) + (c ? `/${c}` : ''));
const rawQueries = fc.oneof(
  rawPiece,
  fc
    .array(fc.tuple(rawPiece, rawPiece), { maxLength: 4 })
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&')),
);

/** Claims of the seeded world's users, as API Gateway passes them (strings). */
const goodClaims = fc.constantFrom<Record<string, string> | null>(
  null,
  ...Object.entries(USERS).map(([type, sub]) => ({
    sub,
    email: `${type}@demo.local`,
    name: `Fuzz ${type}`,
    token_use: 'id',
    ...(type === 'admin' ? { 'cognito:groups': '[admin]' } : { 'custom:user_type': type }),
  })),
);
const goodHeaders = fc.constantFrom<Record<string, string>>(
  { 'content-type': 'application/json' },
  { 'content-type': 'application/json; charset=utf-8' },
  {},
);

/**
 * Each run starts from the route's valid request, as one of the seeded users (or nobody), and replaces
 * one part of it (or none, or all) with arbitrary input, so runs reach past validation as well.
 */
function inputs(route: RouteDef): fc.Arbitrary<FuzzInput> {
  const sample = SAMPLES[route.id as RouteId]({ ...ids, tag: 'fuzz' });
  if (route.id === 'communityUnsubscribeLink')
    sample.body = { email: 'fuzz@example.com', sig: unsubscribeSig };
  if (route.id === 'emailStop') sample.query = { token: emailStopToken };
  const validBody = fc.constant(
    sample.body === undefined
      ? undefined
      : typeof sample.body === 'string'
        ? sample.body
        : JSON.stringify(sample.body),
  );
  const part = <T>(mode: string, name: string, valid: fc.Arbitrary<T>, arbitrary: fc.Arbitrary<T>) =>
    mode === name || mode === 'all' ? arbitrary : valid;
  // Built once per route, not once per run: building some (a string matching a pattern) costs more
  // than drawing from them.
  const arbitrary = {
    body: bodies(sample.body),
    base64: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    params: params(route, sample.params),
    query: queries(sample.query),
    rawPath: fc.option(rawPaths(route), { nil: undefined }),
    rawQueryString: fc.option(rawQueries, { nil: undefined }),
    headers: headers(route),
  };
  const valid = {
    params: fc.constant(sample.params),
    query: fc.constant(sample.query),
    headers: fc.tuple(goodHeaders, fc.constantFrom(undefined, ...validTokens)).map(([h, token]) =>
      // The edge verifies an optional route's bearer token; user and admin routes get claims.
      route.auth === 'optional' && token ? { ...h, authorization: `Bearer ${token}` } : h,
    ),
  };
  const plain = fc
    .constantFrom(
      'none',
      'body',
      'body',
      'body',
      'params',
      'query',
      'address',
      'headers',
      'claims',
      'all',
      'all',
    )
    .chain((mode) =>
      fc.record({
        populated: fc.boolean(),
        body: part(mode, 'body', validBody, arbitrary.body),
        base64: part(mode, 'body', fc.constant(false), arbitrary.base64),
        params: part(mode, 'params', valid.params, arbitrary.params),
        query: part(mode, 'query', valid.query, arbitrary.query),
        rawPath: part(mode, 'address', fc.constant(undefined), arbitrary.rawPath),
        rawQueryString: part(mode, 'address', fc.constant(undefined), arbitrary.rawQueryString),
        headers: part(mode, 'headers', valid.headers, arbitrary.headers),
        claims: part(mode, 'claims', goodClaims, claims),
      }),
    );
  if (route.id !== 'webhooksStripe') return plain;
  return fc.oneof(
    plain,
    fc.record({ populated: fc.boolean(), signed: signedEvents() }).map(({ populated: p, signed }) => ({
      populated: p,
      body: signed.body,
      base64: false,
      params: undefined,
      query: undefined,
      rawPath: undefined,
      rawQueryString: undefined,
      headers: signed.headers,
      claims: null,
    })),
  );
}

function eventOf(route: RouteDef, input: FuzzInput): ApiEvent {
  const event = apiEvent({
    method: route.method,
    path: route.path,
    ...(input.body !== undefined ? { body: input.body } : {}),
    ...(input.query ? { query: input.query } : {}),
    ...(input.params ? { params: input.params } : {}),
    ...(input.claims ? { claims: input.claims } : {}),
  });
  event.headers = input.headers;
  if (input.rawPath !== undefined) event.rawPath = input.rawPath;
  if (input.rawQueryString !== undefined) event.rawQueryString = input.rawQueryString;
  if (input.base64 && input.body !== undefined) {
    event.body = Buffer.from(input.body).toString('base64');
    event.isBase64Encoded = true;
  }
  return event;
}

const context = { ...lambdaContext, getRemainingTimeInMillis: () => 10_000 } as Context;

describe('fuzzing every route through the real middleware stack', () => {
  it('covers every route of the table', () => {
    expect([...handlers.keys()].sort()).toEqual(routeList.map((r) => r.id).sort());
  });

  it.each(routeList.map((r) => [r.id, r] as const))(
    '%s: never a 5xx, and a refused request writes nothing',
    async (_id, route) => {
      const handler = handlers.get(route.id)!;
      const errors: unknown[] = [];
      const statuses: Record<number, number> = {};
      (
        console.error as unknown as { mockImplementation: (f: (...a: unknown[]) => void) => void }
      ).mockImplementation((...args: unknown[]) => errors.push(args.join(' ')));
      await fc.assert(
        fc.asyncProperty(inputs(route), async (input) => {
          populated = input.populated;
          ddb.resetHistory();
          s3.resetHistory();
          ses.resetHistory();
          errors.length = 0;
          const res = await handler(eventOf(route, input), context);
          const status = res.statusCode ?? 200;
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status >= 500)
            throw new Error(
              `${route.id} answered ${status}: ${res.body}\nlogged: ${errors.join('\n').slice(0, 3000)}`,
            );
          if (status >= 400) {
            const writes = writesMade();
            if (writes.length)
              throw new Error(`${route.id} refused with ${status} but wrote: ${writes.join('; ')}`);
          }
        }),
        {
          numRuns: RUNS,
          ...(SEED !== undefined ? { seed: SEED } : {}),
          ...(REPLAY_PATH ? { path: REPLAY_PATH } : {}),
        },
      );
      if (STATS) process.stdout.write(`fuzz ${route.id}: ${JSON.stringify(statuses)}\n`);
    },
    Math.max(60_000, RUNS * 100),
  );
});
