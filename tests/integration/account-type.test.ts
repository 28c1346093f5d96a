import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDS } from '../../local/config.ts';
import { jobDetails, nannyProfile } from '../security/requests.ts';
import { sharedLocalCloud, type LocalCloud } from './cloud.ts';

/**
 * Changing an account's type through the local cloud: the real user pool (its attribute written by the
 * server, its next token carrying it), the table's records deciding whether the change is allowed.
 */
let cloud: LocalCloud;
const PASSWORD = 'Sunny#Days2024';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

beforeAll(async () => {
  cloud = await sharedLocalCloud();
}, 90_000);
afterAll(async () => cloud?.stop());

const call: LocalCloud['call'] = (...args) => cloud.call(...args);
const typeOf = async (token: string) => (await call('GET', '/me', token)).body.userType as string;

describe('an account that has created nothing', () => {
  it('may change its type; the next session carries it, and the new type’s pages let it in', async () => {
    const nanny = await cloud.newUser('nanny', 'wrong-pick');
    expect((await call('GET', '/me/account-type', nanny.token)).body).toEqual({
      userType: 'nanny',
      canChange: true,
      holdings: [],
    });
    expect(
      (await call('POST', '/jobs/family', nanny.token, { ...jobDetails(), discountCode: '' })).status,
    ).toBe(403);

    const changed = await call('PUT', '/me/account-type', nanny.token, { userType: 'family' });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ userType: 'family', canChange: true, holdings: [] });

    const token = await cloud.signIn(nanny.email, PASSWORD);
    expect(await typeOf(token)).toBe('family');
    const job = await call('POST', '/jobs/family', token, { ...jobDetails(), discountCode: '' });
    expect(job.status).toBe(201);

    // A job draft fixes the type: a second change is refused, and the type stays.
    expect((await call('GET', '/me/account-type', token)).body).toEqual({
      userType: 'family',
      canChange: false,
      holdings: ['job'],
    });
    const again = await call('PUT', '/me/account-type', token, { userType: 'nanny' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/has a job posting, so it stays a family account/);
    expect(await typeOf(await cloud.signIn(nanny.email, PASSWORD))).toBe('family');
  });

  it('changes only the caller’s own account, whatever else the request names', async () => {
    const [first, second] = await Promise.all([
      cloud.newUser('family', 'bystander'),
      cloud.newUser('family', 'switcher'),
    ]);
    const firstId = (await call('GET', '/me', first.token)).body.id as string;
    const changed = await call('PUT', '/me/account-type', second.token, {
      userType: 'agency',
      userId: firstId,
      username: first.email,
    });
    expect(changed.status).toBe(200);
    expect(await typeOf(await cloud.signIn(second.email, PASSWORD))).toBe('agency');
    expect(await typeOf(await cloud.signIn(first.email, PASSWORD))).toBe('family');
  });

  it('refuses a type that does not exist, and a caller without a session or without a type', async () => {
    const family = await cloud.newUser('family', 'bad-type');
    const bad = await call('PUT', '/me/account-type', family.token, { userType: 'admin' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ userType: 'Please choose family, nanny or agency.' });
    expect((await call('PUT', '/me/account-type', undefined, { userType: 'nanny' })).status).toBe(401);
    const admin = await cloud.signIn('admin@nannymarketplace.local', 'Admin#Local2024');
    expect((await call('GET', '/me/account-type', admin)).body).toEqual({
      userType: null,
      canChange: false,
      holdings: [],
    });
    expect((await call('PUT', '/me/account-type', admin, { userType: 'nanny' })).status).toBe(403);
    expect(await typeOf(family.token)).toBe('family');
  });
});

describe('an account that has created something', () => {
  it('keeps its type once it has a nanny profile', async () => {
    const nanny = await cloud.newUser('nanny', 'has-profile');
    const cv = await cloud.upload(nanny.token, 'nanny-cv', 'cv.pdf', 'application/pdf', PDF);
    expect(
      (
        await call(
          'PUT',
          '/nanny-profile',
          nanny.token,
          nannyProfile(nanny.email, { key: cv.key, name: 'cv.pdf' }),
        )
      ).status,
    ).toBe(200);
    const refused = await call('PUT', '/me/account-type', nanny.token, { userType: 'family' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/has a nanny profile, so it stays a nanny account/);
    expect(await typeOf(await cloud.signIn(nanny.email, PASSWORD))).toBe('nanny');
  });

  it('keeps its type once it has an agency profile', async () => {
    const agency = await cloud.newUser('agency', 'has-agency');
    expect(
      (
        await call('PUT', '/agency', agency.token, {
          agencyName: 'Harbour Nannies',
          websiteUrl: '',
          logo: null,
        })
      ).status,
    ).toBe(200);
    const refused = await call('PUT', '/me/account-type', agency.token, { userType: 'nanny' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/has an agency profile, so it stays an agency account/);
  });
});

describe('the pool', () => {
  it('lets no client write the switched-to type: not at sign-up, not afterwards', async () => {
    const email = `self-typed.${Date.now().toString(36)}@example.com`;
    await expect(
      cloud.pool('SignUp', {
        ClientId: IDS.userPoolClientId,
        Username: email,
        Password: PASSWORD,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'name', Value: 'Self Typed' },
          { Name: 'custom:user_type', Value: 'nanny' },
          { Name: 'custom:account_type', Value: 'agency' },
        ],
      }),
    ).rejects.toThrow(/NotAuthorizedException/);

    const family = await cloud.newUser('family', 'self-update');
    const auth = await cloud.pool('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: IDS.userPoolClientId,
      AuthParameters: { USERNAME: family.email, PASSWORD },
    });
    const accessToken = (auth.AuthenticationResult as { AccessToken: string }).AccessToken;
    await expect(
      cloud.pool('UpdateUserAttributes', {
        AccessToken: accessToken,
        UserAttributes: [{ Name: 'custom:account_type', Value: 'agency' }],
      }),
    ).rejects.toThrow(/NotAuthorizedException/);
    expect(await typeOf(await cloud.signIn(family.email, PASSWORD))).toBe('family');
  });

  it('refuses a sign-up whose name looks like markup', async () => {
    const email = `markup.${Date.now().toString(36)}@example.com`;
    await expect(
      cloud.pool('SignUp', {
        ClientId: IDS.userPoolClientId,
        Username: email,
        Password: PASSWORD,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'name', Value: '<b>Ann</b>' },
          { Name: 'custom:user_type', Value: 'nanny' },
        ],
      }),
    ).rejects.toThrow(/without < or > characters/);
  });
});
