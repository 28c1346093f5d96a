import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'cognito-local/lib/services/totp.js';
import { IDS } from '../../local/config.ts';
import { SEED_USERS } from '../../local/seed.ts';
import { TWO_FACTOR_REQUIRED_CLAIM } from '../../lambdas/contract/two-factor.ts';
import { startLocalCloud, type LocalCloud } from './cloud.ts';

/**
 * Admins and their authenticator app, with the local pool holding admins to TOTP as AWS does
 * (LOCAL_ADMIN_MFA=required): until it is set up an admin's tokens carry no admin group and the admin
 * API refuses them; once it is, signing in asks for its code and the tokens carry the group again.
 */
let cloud: LocalCloud;
const admin = SEED_USERS.find((u) => u.admin)!;

beforeAll(async () => {
  // Its own cloud: this setting changes what every admin sees.
  cloud = await startLocalCloud(3750, { env: { LOCAL_ADMIN_MFA: 'required' } });
}, 90_000);
afterAll(async () => cloud?.stop());

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

const passwordStep = () =>
  cloud.pool('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: IDS.userPoolClientId,
    AuthParameters: { USERNAME: admin.email, PASSWORD: admin.password },
  });

describe('an admin without an authenticator app', () => {
  it('gets tokens without the admin group, which say two-factor is required, and the admin API refuses them', async () => {
    const out = await passwordStep();
    const { IdToken } = out.AuthenticationResult as { IdToken: string };
    expect(claimsOf(IdToken)[TWO_FACTOR_REQUIRED_CLAIM]).toBe('true');
    expect(claimsOf(IdToken)['cognito:groups']).toBeUndefined();
    expect((await cloud.call('GET', '/admin/reports', IdToken)).status).toBe(403);
  });

  it('leaves everyone else’s tokens alone', async () => {
    const { token } = await cloud.newUser('family', 'member');
    expect(claimsOf(token)[TWO_FACTOR_REQUIRED_CLAIM]).toBeUndefined();
  });
});

describe('an admin who sets up an authenticator app', () => {
  it('is asked for its code at sign-in, and then gets the admin group', async () => {
    const first = (await passwordStep()).AuthenticationResult as { AccessToken: string };
    const { SecretCode } = (await cloud.pool('AssociateSoftwareToken', {
      AccessToken: first.AccessToken,
    })) as { SecretCode: string };
    await expect(
      cloud.pool('VerifySoftwareToken', { AccessToken: first.AccessToken, UserCode: '000000x' }),
    ).rejects.toThrow(/CodeMismatchException|InvalidParameter/);
    expect(
      await cloud.pool('VerifySoftwareToken', {
        AccessToken: first.AccessToken,
        UserCode: generate(SecretCode),
        FriendlyDeviceName: 'Phone',
      }),
    ).toMatchObject({ Status: 'SUCCESS' });
    await cloud.pool('SetUserMFAPreference', {
      AccessToken: first.AccessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    });

    const challenge = await passwordStep();
    expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(challenge.AuthenticationResult).toBeUndefined();
    const respond = (code: string) =>
      cloud.pool('RespondToAuthChallenge', {
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        ClientId: IDS.userPoolClientId,
        Session: challenge.Session,
        ChallengeResponses: { USERNAME: admin.email, SOFTWARE_TOKEN_MFA_CODE: code },
      });
    const right = generate(SecretCode);
    await expect(respond(right === '123456' ? '654321' : '123456')).rejects.toThrow(/CodeMismatchException/);
    const { IdToken } = (await respond(right)).AuthenticationResult as { IdToken: string };
    expect(claimsOf(IdToken)['cognito:groups']).toEqual(['admin']);
    expect(claimsOf(IdToken)[TWO_FACTOR_REQUIRED_CLAIM]).toBeUndefined();
    expect((await cloud.call('GET', '/admin/reports', IdToken)).status).toBe(200);
  });
});
