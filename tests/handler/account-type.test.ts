import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BatchGetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { ApiHandler } from '../../lambdas/platform/http.ts';
import { apiEvent, claimsOf, lambdaContext } from './event.ts';
import { accountRecord, cancelled, mockAws, quietConsole, stubFunctionEnv } from '../support/aws.ts';

const { ddb, cognito: pool } = mockAws('ddb', 'cognito');
quietConsole();
let status: ApiHandler;
let change: ApiHandler;

beforeAll(async () => {
  stubFunctionEnv();
  status = (await import('../../lambdas/http/me/account-type.ts')).handler;
  change = (await import('../../lambdas/http/me/change-account-type.ts')).handler;
});

beforeEach(() => {
  // The rate limit's window has room.
  ddb.on(UpdateCommand).resolves({});
  pool.on(AdminUpdateUserAttributesCommand).resolves({});
});

/** The account's records the table answers with: the owner records found, by sort key. */
const records = (...sks: string[]) => ({
  Responses: { 'table-under-test': sks.map((sk) => ({ pk: 'USER#user-1', sk })) },
});

const get = (claims = claimsOf({ 'custom:user_type': 'nanny' })) =>
  status(apiEvent({ method: 'GET', path: '/me/account-type', claims }), lambdaContext);
const put = (body: unknown, claims = claimsOf({ 'custom:user_type': 'nanny' })) =>
  change(
    apiEvent({ method: 'PUT', path: '/me/account-type', body: JSON.stringify(body), claims }),
    lambdaContext,
  );
const json = (result: unknown) => JSON.parse((result as { body: string }).body);
const typesSet = () =>
  pool
    .commandCalls(AdminUpdateUserAttributesCommand)
    .map((c) => [c.args[0].input.Username, c.args[0].input.UserAttributes]);

describe('GET /me/account-type', () => {
  it('reads the three owner records consistently, in one request', async () => {
    ddb.on(BatchGetCommand).resolves(records());
    const result = await get();
    expect(json(result)).toEqual({ userType: 'nanny', canChange: true, holdings: [] });
    const request = ddb.commandCalls(BatchGetCommand)[0]!.args[0].input.RequestItems!['table-under-test']!;
    expect(request.ConsistentRead).toBe(true);
    expect(request.Keys).toEqual([
      { pk: 'USER#user-1', sk: 'NANNY' },
      { pk: 'USER#user-1', sk: 'AGENCY' },
      { pk: 'USER#user-1', sk: 'POSTED_JOB' },
    ]);
  });

  it('says what the account holds once it has created something', async () => {
    ddb.on(BatchGetCommand).resolves(records('POSTED_JOB'));
    expect(json(await get(claimsOf()))).toEqual({ userType: 'family', canChange: false, holdings: ['job'] });
  });

  it('asks again for keys a batch left unread', async () => {
    ddb
      .on(BatchGetCommand)
      .resolvesOnce({
        Responses: { 'table-under-test': [] },
        UnprocessedKeys: {
          'table-under-test': { Keys: [{ pk: 'USER#user-1', sk: 'AGENCY' }], ConsistentRead: true },
        },
      })
      .resolves(records('AGENCY'));
    expect(json(await get(claimsOf({ 'custom:user_type': 'agency' }))).holdings).toEqual(['agency-profile']);
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(2);
  });
});

describe('PUT /me/account-type', () => {
  it('sets the switched-to type on the caller’s own account only', async () => {
    ddb.on(BatchGetCommand).resolves(records());
    // A body naming someone else is read for the type alone.
    const result = await put({ userType: 'family', userId: 'someone-else', username: 'x@example.com' });
    expect(json(result)).toEqual({ userType: 'family', canChange: true, holdings: [] });
    expect(typesSet()).toEqual([['user-1', [{ Name: 'custom:account_type', Value: 'family' }]]]);
  });

  it('refuses once the account has created something, and changes nothing', async () => {
    ddb.on(BatchGetCommand).resolves(records('NANNY', 'POSTED_JOB'));
    const result = await put({ userType: 'family' });
    expect((result as { statusCode: number }).statusCode).toBe(409);
    expect(json(result).message).toBe(
      'Your account has a nanny profile and a job posting, so it stays a nanny account. To use the site as another kind of member, create a new account with a different email address.',
    );
    expect(typesSet()).toEqual([]);
  });

  it('changes the record in one transaction with the checks that nothing was created', async () => {
    ddb.on(BatchGetCommand).resolves(records());
    accountRecord(ddb, { userType: 'nanny' });
    ddb.on(TransactWriteCommand).resolves({});
    expect((await put({ userType: 'agency' })).statusCode).toBe(200);
    const items = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items[0]!.Update).toMatchObject({
      Key: { pk: 'USER#user-1', sk: 'ACCOUNT' },
      UpdateExpression: 'SET accountType = :to',
      ExpressionAttributeValues: { ':to': 'agency', ':type': 'nanny' },
    });
    expect(items.slice(1).map((i) => [i.ConditionCheck!.Key, i.ConditionCheck!.ConditionExpression])).toEqual(
      [
        [{ pk: 'USER#user-1', sk: 'NANNY' }, 'attribute_not_exists(pk)'],
        [{ pk: 'USER#user-1', sk: 'AGENCY' }, 'attribute_not_exists(pk)'],
        [{ pk: 'USER#user-1', sk: 'POSTED_JOB' }, 'attribute_not_exists(pk)'],
      ],
    );
    expect(typesSet()).toEqual([['user-1', [{ Name: 'custom:account_type', Value: 'agency' }]]]);
  });

  it('refuses when something was created as it was made, and the pool is never told', async () => {
    ddb.on(BatchGetCommand).resolvesOnce(records()).resolves(records('NANNY'));
    accountRecord(ddb, { userType: 'nanny' });
    ddb.on(TransactWriteCommand).rejects(cancelled(['None', 'ConditionalCheckFailed', 'None', 'None']));
    const result = await put({ userType: 'agency' });
    expect((result as { statusCode: number }).statusCode).toBe(409);
    expect(json(result).message).toMatch(/has a nanny profile, so it stays a nanny account/);
    expect(typesSet()).toEqual([]);
  });

  it('puts the record back when the pool refuses the new type', async () => {
    ddb.on(BatchGetCommand).resolves(records());
    accountRecord(ddb, { userType: 'nanny' });
    ddb.on(TransactWriteCommand).resolves({});
    pool.on(AdminUpdateUserAttributesCommand).rejects(new Error('pool down'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await put({ userType: 'family' })).statusCode).toBe(500);
    const changes = ddb
      .commandCalls(TransactWriteCommand)
      .map((c) => c.args[0].input.TransactItems![0]!.Update!.ExpressionAttributeValues);
    expect(changes).toEqual([
      { ':to': 'family', ':type': 'nanny' },
      { ':to': 'nanny', ':type': 'family' },
    ]);
  });

  it('records an account that has no record yet before changing it', async () => {
    ddb.on(BatchGetCommand).resolves(records());
    ddb.on(TransactWriteCommand).resolves({});
    ddb.on(PutCommand).resolves({});
    expect((await put({ userType: 'family' })).statusCode).toBe(200);
    const recorded = ddb.commandCalls(PutCommand).find((c) => c.args[0].input.Item?.sk === 'ACCOUNT');
    expect(recorded!.args[0].input).toMatchObject({
      Item: { pk: 'USER#user-1', sk: 'ACCOUNT', userType: 'nanny' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });

  it('takes the type from the record, not from an older token', async () => {
    // The token still says nanny; the account changed to family since.
    ddb.on(BatchGetCommand).resolves(records());
    accountRecord(ddb, { userType: 'nanny', accountType: 'family' });
    const result = await put({ userType: 'family' });
    expect(json(result)).toEqual({ userType: 'family', canChange: true, holdings: [] });
    expect(typesSet()).toEqual([]);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('changes nothing when the type asked for is the token’s own', async () => {
    ddb.on(BatchGetCommand).resolves(records());
    const result = await put({ userType: 'nanny' });
    expect(json(result)).toEqual({ userType: 'nanny', canChange: true, holdings: [] });
    expect(typesSet()).toEqual([]);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('refuses an account without a type (an administrator’s)', async () => {
    const result = await put({ userType: 'family' }, { ...claimsOf(), 'custom:user_type': '' });
    expect((result as { statusCode: number }).statusCode).toBe(403);
    expect(typesSet()).toEqual([]);
  });

  it('refuses a type that does not exist, with the field’s message', async () => {
    const result = await put({ userType: 'admin' });
    expect((result as { statusCode: number }).statusCode).toBe(400);
    expect(json(result).fields).toEqual({ userType: 'Please choose family, nanny or agency.' });
    expect(typesSet()).toEqual([]);
  });

  it('stops after a few changes a day', async () => {
    ddb.on(BatchGetCommand).resolves(records());
    // The account's window is full: its counter's condition fails.
    ddb.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'full', $metadata: {} }));
    const result = await put({ userType: 'family' });
    expect((result as { statusCode: number }).statusCode).toBe(429);
    expect(typesSet()).toEqual([]);
  });

  it('reads the switched-to type from the token once set', async () => {
    ddb.on(BatchGetCommand).resolves(records());
    const claims = claimsOf({ 'custom:user_type': 'nanny', 'custom:account_type': 'family' });
    expect(json(await get(claims)).userType).toBe('family');
  });
});
