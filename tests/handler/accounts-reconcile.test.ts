import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockAws, quietConsole, stubFunctionEnv, TEST_ENV } from '../support/aws.ts';
import type * as ReconcileModule from '../../lambdas/scheduled/reconcile-accounts.ts';
import type * as PostConfirmationModule from '../../lambdas/triggers/post-confirmation.ts';

stubFunctionEnv();
const aws = mockAws('cognito', 'ddb');
quietConsole();

let reconcileAccounts: typeof ReconcileModule.reconcileAccounts;
let postConfirmation: typeof PostConfirmationModule.handler;
beforeAll(async () => {
  ({ reconcileAccounts } = await import('../../lambdas/scheduled/reconcile-accounts.ts'));
  ({ handler: postConfirmation } = await import('../../lambdas/triggers/post-confirmation.ts'));
});

const sub = (n: number) => `0000000${n}-aaaa-4bbb-8ccc-dddddddddddd`;
const user = (n: number) => ({ Username: sub(n), Attributes: [{ Name: 'sub', Value: sub(n) }] });
const record = (n: number, createdAt: string) => ({
  pk: `USER#${sub(n)}`,
  sk: 'ACCOUNT',
  gsi1pk: 'ACCOUNTS',
  gsi1sk: `${createdAt}#${sub(n)}`,
  entity: 'AccountRecord',
  sub: sub(n),
  userType: 'nanny',
  createdAt,
});
const keyOf = (item: ReturnType<typeof record>) => ({
  pk: item.pk,
  sk: item.sk,
  gsi1pk: item.gsi1pk,
  gsi1sk: item.gsi1sk,
});

describe('accounts reconciliation', () => {
  const listingStartedAt = new Date('2026-03-01T04:00:00.000Z');

  beforeEach(() => {
    // The pool, in two pages: users 1, 2 and 4 (user 3 and user 5 were deleted outside the product).
    aws.cognito
      .on(ListUsersCommand, { PaginationToken: undefined })
      .resolves({ Users: [user(1), user(2)], PaginationToken: 'second' })
      .on(ListUsersCommand, { PaginationToken: 'second' })
      .resolves({ Users: [user(4)] });
    // The account index, newest first, in two pages.
    const first = [record(6, '2026-03-01T04:00:01.000Z'), record(5, '2026-02-20T10:00:00.000Z')];
    const second = [
      record(4, '2026-02-01T10:00:00.000Z'),
      record(3, '2026-01-01T10:00:00.000Z'),
      record(2, '2025-12-01T10:00:00.000Z'),
      record(1, '2025-11-01T10:00:00.000Z'),
    ];
    // A deletion starts as one transaction (the deletion and its marker); nothing else of the account is found.
    aws.ddb.on(TransactWriteCommand).resolves({}).on(GetCommand).resolves({});
    aws.ddb
      .on(QueryCommand, { ExclusiveStartKey: undefined })
      .resolves({ Items: first, LastEvaluatedKey: keyOf(first[1]!) })
      .on(QueryCommand, { ExclusiveStartKey: keyOf(first[1]!) })
      .resolves({ Items: second });
  });

  it('starts the deletion of every recorded account whose user is gone, across every page', async () => {
    const counts = await reconcileAccounts(listingStartedAt);
    expect(counts).toMatchObject({ users: 3, accounts: 6, started: 2 });
    expect(counts.startedFor.sort()).toEqual([sub(3), sub(5)]);
    // Both lists were read to their last page, the index through gsi1's ACCOUNTS partition.
    const listings = aws.cognito.commandCalls(ListUsersCommand).map((c) => c.args[0].input);
    expect(listings.map((l) => [l.UserPoolId, l.PaginationToken])).toEqual([
      [TEST_ENV.USER_POOL_ID, undefined],
      [TEST_ENV.USER_POOL_ID, 'second'],
    ]);
    const queries = aws.ddb.commandCalls(QueryCommand).map((c) => c.args[0].input);
    const walk = queries.filter((q) => q.IndexName === 'gsi1');
    expect(walk).toHaveLength(2);
    expect(walk[0]).toMatchObject({ ExpressionAttributeValues: { ':p': 'ACCOUNTS' } });
    // Each deletion was recorded for its account, marked so only one runs for it.
    const started = aws.ddb
      .commandCalls(TransactWriteCommand)
      .map((c) => c.args[0].input.TransactItems!.map((t) => t.Put?.Item?.accountId).find(Boolean));
    expect(started.sort()).toEqual([sub(3), sub(5)]);
  });

  it('leaves an account recorded after the listing began, which the listing may not show yet', async () => {
    const counts = await reconcileAccounts(listingStartedAt);
    expect(counts.tooNew).toBe(1);
    expect(counts.startedFor).not.toContain(sub(6));
  });

  it('records an account in use that the index lacks, with its user’s creation time', async () => {
    aws.cognito.reset();
    const missing = {
      ...user(8),
      Attributes: [
        { Name: 'sub', Value: sub(8) },
        { Name: 'custom:user_type', Value: 'agency' },
      ],
      UserCreateDate: new Date('2024-05-01T09:00:00.000Z'),
      UserStatus: 'CONFIRMED' as const,
      Enabled: true,
    };
    aws.cognito.on(ListUsersCommand).resolves({
      Users: [
        ...[1, 2, 3, 4, 5, 6].map(user),
        missing,
        // A sign-up never confirmed is no account; a disabled user is one being deleted.
        { ...user(9), UserStatus: 'UNCONFIRMED' },
        { ...user(0), Enabled: false },
      ],
    });
    const counts = await reconcileAccounts(listingStartedAt);
    expect(counts).toMatchObject({ recorded: 1, started: 0 });
    const puts = aws.ddb.commandCalls(PutCommand).map((c) => c.args[0].input.Item);
    expect(puts).toEqual([
      expect.objectContaining({
        pk: `USER#${sub(8)}`,
        sk: 'ACCOUNT',
        userType: 'agency',
        createdAt: '2024-05-01T09:00:00.000Z',
        gsi1sk: `2024-05-01T09:00:00.000Z#${sub(8)}`,
      }),
    ]);
  });

  it('starts nothing when every recorded account still has its user', async () => {
    aws.cognito.reset();
    aws.cognito.on(ListUsersCommand).resolves({ Users: [1, 2, 3, 4, 5, 6].map(user) });
    const counts = await reconcileAccounts(listingStartedAt);
    expect(counts).toMatchObject({ users: 6, accounts: 6, started: 0, startedFor: [] });
  });
});

describe('the PostConfirmation trigger', () => {
  const event = (triggerSource: string) =>
    ({
      version: '1',
      region: 'eu-west-2',
      userPoolId: TEST_ENV.USER_POOL_ID,
      userName: sub(7),
      triggerSource,
      callerContext: { awsSdkVersion: '3', clientId: 'client' },
      request: { userAttributes: { sub: sub(7), email: 'new@example.com', 'custom:user_type': 'family' } },
      response: {},
    }) as unknown as Parameters<typeof postConfirmation>[0];

  it('records a confirmed sign-up in the account index, once', async () => {
    const out = await postConfirmation(event('PostConfirmation_ConfirmSignUp'));
    expect(out.userName).toBe(sub(7));
    const put = aws.ddb.commandCalls(PutCommand)[0]!.args[0].input;
    expect(put.Item).toMatchObject({
      pk: `USER#${sub(7)}`,
      sk: 'ACCOUNT',
      gsi1pk: 'ACCOUNTS',
      sub: sub(7),
      userType: 'family',
    });
    expect(String(put.Item!.gsi1sk)).toBe(`${String(put.Item!.createdAt)}#${sub(7)}`);
    expect(put.ConditionExpression).toBe('attribute_not_exists(pk)');
  });

  it('keeps the first record when Cognito runs the trigger again', async () => {
    aws.ddb
      .on(PutCommand)
      .rejects(Object.assign(new Error('exists'), { name: 'ConditionalCheckFailedException' }));
    await expect(postConfirmation(event('PostConfirmation_ConfirmSignUp'))).resolves.toBeDefined();
  });

  it('records nothing for a forgotten password', async () => {
    await postConfirmation(event('PostConfirmation_ConfirmForgotPassword'));
    expect(aws.ddb.commandCalls(PutCommand)).toHaveLength(0);
  });
});
