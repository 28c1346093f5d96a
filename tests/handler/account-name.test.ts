import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { ApiHandler } from '../../lambdas/platform/http.ts';
import { NAME_MESSAGES } from '../../lambdas/contract/auth.ts';
import { apiEvent, claimsOf, lambdaContext } from './event.ts';
import { callsPastGate, mockAws, quietConsole, stubFunctionEnv, TEST_ENV } from '../support/aws.ts';

/** PUT /me/name: the only way the SPA changes an account's name, through the server's check. */
const { ddb, cognito: pool } = mockAws('ddb', 'cognito');
quietConsole();
let handler: ApiHandler;

beforeAll(async () => {
  stubFunctionEnv();
  handler = (await import('../../lambdas/http/me/change-name.ts')).handler;
});

beforeEach(() => {
  pool.on(AdminUpdateUserAttributesCommand).resolves({});
});

const put = (body: unknown, claims: Record<string, string> = claimsOf()) =>
  handler(apiEvent({ method: 'PUT', path: '/me/name', body: JSON.stringify(body), claims }), lambdaContext);
const json = (result: unknown) => JSON.parse((result as { body: string }).body);
const written = () => pool.commandCalls(AdminUpdateUserAttributesCommand).map((c) => c.args[0].input);

describe('PUT /me/name', () => {
  it('sets the checked name in the user pool, by the caller’s own id', async () => {
    const res = await put({ name: '  Harriet Wimsey ' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ name: 'Harriet Wimsey' });
    expect(written()).toEqual([
      {
        UserPoolId: TEST_ENV.USER_POOL_ID,
        Username: 'user-1',
        UserAttributes: [{ Name: 'name', Value: 'Harriet Wimsey' }],
      },
    ]);
    expect(callsPastGate(ddb)).toHaveLength(0);
  });

  it.each([
    ['passes for the site', 'Nanny Marketplace', NAME_MESSAGES.platform],
    ['passes for the site in look-alike letters', 'N\u0430nny M\u0430rketpl\u0430ce', NAME_MESSAGES.platform],
    ['passes for staff', 'Admin Team', NAME_MESSAGES.staff('Admin')],
    ['holds a hidden character', 'Harriet\u200B Vane', NAME_MESSAGES.hidden],
    ['looks like markup', '<b>Harriet</b>', NAME_MESSAGES.markup],
    ['is blank', '   ', NAME_MESSAGES.missing],
    ['is too long', 'x'.repeat(101), NAME_MESSAGES.tooLong],
  ])('refuses a name that %s with a 400 naming the field, and changes nothing', async (_l, name, message) => {
    const res = await put({ name });
    expect(res.statusCode).toBe(400);
    expect(json(res).fields).toEqual({ name: message });
    expect(written()).toEqual([]);
  });

  it('refuses any other attribute in the body', async () => {
    const res = await put({ name: 'Harriet Vane', 'custom:account_type': 'agency' });
    expect(res.statusCode).toBe(400);
    expect(written()).toEqual([]);
  });

  it('lets staff (the admin group) take a staff name', async () => {
    const res = await put({ name: 'Site Admin' }, { ...claimsOf(), 'cognito:groups': '[admin]' });
    expect(res.statusCode).toBe(200);
    expect(written()[0]!.UserAttributes).toEqual([{ Name: 'name', Value: 'Site Admin' }]);
  });

  it('asks for a session first', async () => {
    const res = await handler(
      apiEvent({ method: 'PUT', path: '/me/name', body: JSON.stringify({ name: 'Harriet' }) }),
      lambdaContext,
    );
    expect(res.statusCode).toBe(401);
    expect(written()).toEqual([]);
  });
});
