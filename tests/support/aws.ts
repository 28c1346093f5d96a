import { beforeEach, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';

/**
 * What handler tests share: the function environment a deployed function would have, and the AWS SDK
 * clients mocked at their boundary (aws-sdk-client-mock), so a handler runs its real code down to the
 * SDK call.
 */

/** Test values for every setting the handlers read (lambdas/platform/env.ts). */
export const TEST_ENV = {
  TABLE_NAME: 'table-under-test',
  UPLOADS_BUCKET: 'uploads-under-test',
  USER_POOL_ID: 'eu-west-2_Test',
  SITE_ORIGIN: 'https://nanny.example',
  EMAIL_FROM: 'no-reply@nanny.example',
  LINK_SIGNING_KEY: 'handler-test-link-signing-key-0123456789',
  STRIPE_SECRET_KEY: 'sk_test_handler',
  STRIPE_WEBHOOK_SECRET: 'whsec_handler',
  // Any call to Stripe from a handler test would be a bug: point the SDK where nothing answers.
  STRIPE_API_BASE: 'http://127.0.0.1:9',
} as const;

/**
 * Sets the function environment (with a test's own values over the defaults). Call it before the
 * handlers are imported: the environment is parsed once, as at a cold start.
 */
export function stubFunctionEnv(over: Partial<Record<keyof typeof TEST_ENV, string>> = {}): void {
  for (const [name, value] of Object.entries({ ...TEST_ENV, ...over })) vi.stubEnv(name, value);
}

const CLIENTS = {
  ddb: () => mockClient(DynamoDBDocumentClient),
  s3: () => mockClient(S3Client),
  ses: () => mockClient(SESv2Client),
  cognito: () => mockClient(CognitoIdentityProviderClient),
};
type Mocks = { [K in keyof typeof CLIENTS]: ReturnType<(typeof CLIENTS)[K]> };

/**
 * Mocks the named SDK clients for the whole file, and resets them before every test (before the
 * file's own `beforeEach`, which sets up each test's answers). Unmocked commands answer undefined, but
 * a table read by key finds nothing unless the test says what it finds (as an empty table answers): the
 * gate every signed-in write passes reads the account's record (services/account-gate.ts), and a test
 * about something else has no record to give it.
 */
export function mockAws<K extends keyof Mocks>(...names: K[]): Pick<Mocks, K> {
  const mocks = Object.fromEntries(names.map((name) => [name, CLIENTS[name]()])) as Pick<Mocks, K>;
  beforeEach(() => {
    for (const mock of Object.values<Mocks[K]>(mocks)) mock.reset();
    if ('ddb' in mocks) (mocks as unknown as Pick<Mocks, 'ddb'>).ddb.on(GetCommand).resolves({});
  });
  return mocks;
}

/** Keeps handlers' info and warning lines out of the test output, before every test of the file. */
export function quietConsole(): void {
  beforeEach(() => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
}

type DdbMock = ReturnType<(typeof CLIENTS)['ddb']>;

/** Whether a table call is one of the gate's reads (the account's record, its deletion marker). */
const isGateRead = (input: { Key?: { sk?: unknown } } | undefined) =>
  input?.Key?.sk === 'ACCOUNT' || input?.Key?.sk === 'MARKER';

/**
 * The table calls a handler made past the gate every signed-in write passes first (its read of the
 * account's record, and of its deletion marker when there is no record): what a test of "nothing was
 * read or written" counts.
 */
export const callsPastGate = (ddb: DdbMock) =>
  ddb.calls().filter((call) => !isGateRead(call.args[0].input as { Key?: { sk?: unknown } }));

/** The account record the gate reads, as a test gives it: a type now, and a deletion under way or not. */
export function accountRecord(
  ddb: DdbMock,
  record: { sub?: string; userType: string | null; accountType?: string; deletingAt?: string },
): void {
  const sub = record.sub ?? 'user-1';
  ddb.on(GetCommand, { Key: { pk: `USER#${sub}`, sk: 'ACCOUNT' } }).resolves({
    Item: {
      pk: `USER#${sub}`,
      sk: 'ACCOUNT',
      entity: 'AccountRecord',
      sub,
      userType: record.userType,
      createdAt: '2026-01-01T00:00:00.000Z',
      ...(record.accountType ? { accountType: record.accountType } : {}),
      ...(record.deletingAt ? { deletingAt: record.deletingAt } : {}),
    },
  });
}

/** A transaction's cancellation as DynamoDB answers it: one reason code per item, in the items' order. */
export const cancelled = (codes: readonly string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
