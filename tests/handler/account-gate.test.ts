import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { DATA_RIGHTS_MESSAGES } from '../../lambdas/contract/data-rights.ts';
import { deletionMarkerKey } from '../../lambdas/data/deletions.ts';
import type { ApiHandler } from '../../lambdas/platform/http.ts';
import { apiEvent, claimsOf, lambdaContext } from './event.ts';
import { accountRecord, callsPastGate, mockAws, quietConsole, stubFunctionEnv } from '../support/aws.ts';

/**
 * The gate every signed-in write passes (services/account-gate.ts): the server's record of the account
 * decides, whatever the token says.
 */
const { ddb } = mockAws('ddb');
quietConsole();
let createAlert: ApiHandler;
let listAlerts: ApiHandler;
let requestDeletion: ApiHandler;

beforeAll(async () => {
  stubFunctionEnv();
  createAlert = (await import('../../lambdas/http/alerts/create.ts')).handler;
  listAlerts = (await import('../../lambdas/http/alerts/list.ts')).handler;
  requestDeletion = (await import('../../lambdas/http/me/request-deletion.ts')).handler;
});

const NANNY = claimsOf({ 'custom:user_type': 'nanny' });
const alert = (claims = NANNY) =>
  createAlert(
    apiEvent({
      method: 'POST',
      path: '/account/alerts',
      body: JSON.stringify({ search: { type: 'rota' }, frequency: 'instant' }),
      claims,
    }),
    lambdaContext,
  );
const body = (result: { body?: string }) => JSON.parse(result.body ?? '{}');

describe('the gate of signed-in writes', () => {
  it('refuses every write of an account whose deletion has started, before anything else is read', async () => {
    accountRecord(ddb, { userType: 'nanny', deletingAt: '2026-11-27T10:00:00.000Z' });
    const result = await alert();
    expect(result.statusCode).toBe(403);
    expect(body(result).message).toBe(DATA_RIGHTS_MESSAGES.accountDeletingWrites);
    expect(callsPastGate(ddb)).toEqual([]);
    // The record is read consistently: a deletion written a moment ago is seen.
    const read = ddb.commandCalls(GetCommand)[0]!.args[0].input;
    expect(read).toMatchObject({ Key: { pk: 'USER#user-1', sk: 'ACCOUNT' }, ConsistentRead: true });
  });

  it('refuses an account whose record its deletion has erased already (its marker remains)', async () => {
    ddb
      .on(GetCommand, { Key: deletionMarkerKey('user-1') })
      .resolves({ Item: { ...deletionMarkerKey('user-1'), entity: 'DeletionMarker' } });
    const result = await alert();
    expect(result.statusCode).toBe(403);
    expect(callsPastGate(ddb)).toEqual([]);
  });

  it('lets an account without a record or a deletion write, as its token says', async () => {
    // Her alerts, which the save reads to refuse one like it: none.
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(TransactWriteCommand).resolves({});
    const result = await alert();
    expect(result.statusCode).toBe(201);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('acts as the type the record has now, not the type an older token carries', async () => {
    // The token says nanny; the account changed to family since, so it saves no alert...
    accountRecord(ddb, { userType: 'nanny', accountType: 'family' });
    const refused = await alert();
    expect(refused.statusCode).toBe(403);
    expect(callsPastGate(ddb)).toEqual([]);
    // ...and the other way round, an older family token saves alerts as the nanny the account is now.
    accountRecord(ddb, { userType: 'family', accountType: 'nanny' });
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(TransactWriteCommand).resolves({});
    expect((await alert(claimsOf())).statusCode).toBe(201);
  });

  it('reads nothing for a read', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    accountRecord(ddb, { userType: 'nanny', deletingAt: '2026-11-27T10:00:00.000Z' });
    await listAlerts(apiEvent({ method: 'GET', path: '/account/alerts', claims: NANNY }), lambdaContext);
    const reads = ddb.commandCalls(GetCommand).map((c) => c.args[0].input.Key?.sk);
    expect(reads).not.toContain('ACCOUNT');
  });

  it('answers a repeated deletion request with the deletion running (the route says whileDeleting)', async () => {
    accountRecord(ddb, { userType: 'nanny', deletingAt: '2026-11-27T10:00:00.000Z' });
    await requestDeletion(
      apiEvent({
        method: 'POST',
        path: '/me/deletion',
        body: JSON.stringify({ confirmEmail: 'pat@example.com' }),
        claims: NANNY,
      }),
      lambdaContext,
    );
    const reads = ddb.commandCalls(GetCommand).map((c) => c.args[0].input.Key?.sk);
    expect(reads).not.toContain('ACCOUNT');
  });
});
