import { describe, expect, it } from 'vitest';
import { handler as health } from '../../lambdas/http/system/health.ts';
import { handler as me } from '../../lambdas/http/me/get.ts';
import { apiEvent, claimsOf, lambdaContext } from './event.ts';

describe('GET /health', () => {
  it('answers ok with the stage', async () => {
    const res = await health(apiEvent({ path: '/health' }), lambdaContext);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body ?? '')).toMatchObject({ status: 'ok', stage: expect.any(String) });
  });
});

describe('GET /me', () => {
  it('returns the caller’s id, email, name, type and groups, and nothing else', async () => {
    const res = await me(
      apiEvent({ path: '/me', claims: claimsOf({ 'cognito:groups': '[admin]', 'custom:secret': 'x' }) }),
      lambdaContext,
    );
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body ?? '')).toEqual({
      id: 'user-1',
      email: 'pat@example.com',
      name: 'Pat Example',
      userType: 'family',
      groups: ['admin'],
    });
  });

  it('refuses a request that reached it without claims', async () => {
    expect((await me(apiEvent({ path: '/me' }), lambdaContext)).statusCode).toBe(401);
  });
});
