import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_WRITE_ATTRIBUTES, NAME_MESSAGES } from '../../lambdas/contract/auth.ts';
import { IDS } from '../../local/config.ts';
import { jobDetails, nannyProfile } from '../security/requests.ts';
import { sharedLocalCloud, type LocalCloud } from './cloud.ts';

/**
 * Names belong to accounts, and none passes for the site or its staff: through the local cloud, the
 * user pool (its PreSignUp and Pre Token Generation triggers, as on AWS) and the API that sets names.
 */
const PASSWORD = 'Sunny#Days2024';

let cloud: LocalCloud;

beforeAll(async () => {
  cloud = await sharedLocalCloud();
}, 90_000);
afterAll(async () => cloud?.stop());

const call: LocalCloud['call'] = (...args) => cloud.call(...args);

const uniqueEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

/** What the pool answers a call with: 'ok', or its error's type and message. */
const outcome = (target: string, body: unknown) =>
  cloud.pool(target, body).then(
    () => 'ok',
    (error: Error) => error.message,
  );

/** A session as the SPA holds one: its ID, access and refresh tokens. */
async function session(email: string) {
  const out = await cloud.pool('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: IDS.userPoolClientId,
    AuthParameters: { USERNAME: email, PASSWORD },
  });
  return out.AuthenticationResult as { IdToken: string; AccessToken: string; RefreshToken: string };
}

/** A fresh ID token for a session, as Amplify's refresh gets one. */
async function refreshed(refreshToken: string): Promise<string> {
  const out = await cloud.pool('InitiateAuth', {
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    ClientId: IDS.userPoolClientId,
    AuthParameters: { REFRESH_TOKEN: refreshToken },
  });
  return (out.AuthenticationResult as { IdToken: string }).IdToken;
}

/** The name the pool holds for an account. */
async function poolName(email: string): Promise<string | undefined> {
  const user = await cloud.pool('AdminGetUser', { UserPoolId: IDS.userPoolId, Username: email });
  return (user.UserAttributes as Array<{ Name: string; Value: string }>).find((a) => a.Name === 'name')
    ?.Value;
}

/** Starts the agency's free month on the Stripe stand-in's checkout page. */
async function subscribe(token: string) {
  const checkout = await call('POST', '/agency/subscription/checkout', token, { discountCode: '' });
  expect(checkout.status).toBe(200);
  const sessionId = new URL(checkout.body.url).pathname.split('/').pop()!;
  const paid = await fetch(`${cloud.stripe}/checkout/${sessionId}/pay`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  await expect
    .poll(async () => (await call('GET', '/agency/subscription', token)).body.hasSubscription, {
      timeout: 15_000,
    })
    .toBe(true);
}

describe('signing up', () => {
  it('is refused by the pool for "Nanny Marketplace Support", with the rule’s message', async () => {
    const email = uniqueEmail('impostor');
    const answer = await outcome('SignUp', {
      ClientId: IDS.userPoolClientId,
      Username: email,
      Password: PASSWORD,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'name', Value: 'Nanny Marketplace Support' },
        { Name: 'custom:user_type', Value: 'agency' },
      ],
    });
    expect(answer).toContain('UserLambdaValidationException');
    expect(answer).toContain(`PreSignUp failed with error ${NAME_MESSAGES.platform}`);
    // No account was made.
    expect(await outcome('AdminGetUser', { UserPoolId: IDS.userPoolId, Username: email })).toMatch(
      /UserNotFoundException/,
    );
  });
});

describe('an agency', () => {
  const NAME = 'Harbour Nannies';
  let agency: { email: string; token: string };

  beforeAll(async () => {
    agency = await cloud.newUser('agency', 'harbour');
    const created = await call('PUT', '/agency', agency.token, {
      agencyName: NAME,
      websiteUrl: '',
      logo: null,
    });
    expect(created.status).toBe(200);
  });

  it('cannot save "Nаnny Mаrketplace" (Cyrillic а) as its name, and keeps the name it had', async () => {
    const refused = await call('PUT', '/agency', agency.token, {
      agencyName: 'N\u0430nny M\u0430rketplace',
      websiteUrl: '',
      logo: null,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ agencyName: NAME_MESSAGES.platform });
    expect((await call('GET', '/agency', agency.token)).body.agencyName).toBe(NAME);
    const staff = await call('PUT', '/agency', agency.token, {
      agencyName: 'Harbour Safety Team',
      websiteUrl: '',
      logo: null,
    });
    expect(staff.status).toBe(400);
    expect(staff.body.fields).toEqual({ agencyName: NAME_MESSAGES.staff('Safety') });
    expect((await call('GET', '/agency', agency.token)).body.agencyName).toBe(NAME);
  });

  it('posts its jobs under its profile’s name: a body naming another cannot change it', async () => {
    await subscribe(agency.token);
    const job = {
      ...jobDetails(),
      jobTitle: `Agency nanny ${Date.now().toString(36)}`,
      contactEmail: agency.email,
      websiteUrl: 'harbournannies.example',
      logo: null,
    };
    const named = await call('POST', '/jobs/agency', agency.token, {
      ...job,
      agencyName: 'Nanny Marketplace Support Team',
    });
    expect(named.status).toBe(400);
    expect(named.body.fields).toEqual({ agencyName: 'Unknown field' });

    const posted = await call('POST', '/jobs/agency', agency.token, job);
    expect(posted.status).toBe(201);
    const page = await call('GET', `/jobs/${posted.body.jobId}`);
    expect(page.body).toMatchObject({ title: job.jobTitle, posterType: 'agency', posterLabel: NAME });
    expect((await call('GET', '/agency', agency.token)).body.agencyName).toBe(NAME);
    // The job-posted email names the agency by its profile's name too.
    const { emails } = (await (await fetch(`${cloud.mailbox}/store`)).json()) as {
      emails: Array<{ destination: { to: string[] }; body: { text: string } }>;
    };
    const confirmation = emails.filter(
      (e) => e.destination.to.includes(agency.email) && e.body.text.includes(posted.body.jobId),
    );
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]!.body.text).toContain(NAME);
    expect(confirmation[0]!.body.text).not.toContain('Nanny Marketplace Support');
  });
});

describe('an account’s name', () => {
  it('changes through PUT /me/name, which refuses "Admin Team" and leaves the pool and tokens as they were', async () => {
    const { email } = await cloud.newUser('family', 'renamer');
    const device = await session(email);

    const refused = await call('PUT', '/me/name', device.IdToken, { name: 'Admin Team' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ name: NAME_MESSAGES.staff('Admin') });
    expect(await poolName(email)).toBe('Test renamer');
    expect(claimsOf(await refreshed(device.RefreshToken)).name).toBe('Test renamer');

    const changed = await call('PUT', '/me/name', device.IdToken, { name: 'Harriet Wimsey' });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ name: 'Harriet Wimsey' });
    expect(await poolName(email)).toBe('Harriet Wimsey');
    const token = await refreshed(device.RefreshToken);
    expect(claimsOf(token).name).toBe('Harriet Wimsey');
    expect((await call('GET', '/me', token)).body.name).toBe('Harriet Wimsey');
  });

  it('written by the app client straight to the pool, past the API, never reaches a token when it passes for staff', async () => {
    // Cognito makes every app client able to write the pool's required attributes (email and name), so
    // the client's own UpdateUserAttributes of `name` is accepted, on AWS as here. What it cannot do is
    // put such a name on the account: the Pre Token Generation trigger leaves it out of every token, so
    // no API answer, message or email carries it.
    const { email } = await cloud.newUser('agency', 'direct');
    const device = await session(email);
    expect(CLIENT_WRITE_ATTRIBUTES).toContain('name');
    await cloud.pool('UpdateUserAttributes', {
      AccessToken: device.AccessToken,
      UserAttributes: [{ Name: 'name', Value: 'Nanny Marketplace Support Team' }],
    });
    const token = await refreshed(device.RefreshToken);
    expect(claimsOf(token)).not.toHaveProperty('name');
    expect((await call('GET', '/me', token)).body.name).toBe('');
    // A fresh sign-in is no different.
    expect(claimsOf((await session(email)).IdToken)).not.toHaveProperty('name');

    // A name of the account's own, written the same way, is carried as before.
    await cloud.pool('UpdateUserAttributes', {
      AccessToken: device.AccessToken,
      UserAttributes: [{ Name: 'name', Value: 'Dana Direct' }],
    });
    expect(claimsOf(await refreshed(device.RefreshToken)).name).toBe('Dana Direct');
  });

  it('is the only attribute besides the email the client may write: others are refused as Cognito refuses them', async () => {
    const { email } = await cloud.newUser('family', 'writer');
    const device = await session(email);
    for (const attribute of ['email_verified', 'custom:account_type', 'nickname'])
      expect(
        await outcome('UpdateUserAttributes', {
          AccessToken: device.AccessToken,
          UserAttributes: [{ Name: attribute, Value: 'true' }],
        }),
        attribute,
      ).toMatch(/NotAuthorizedException.*A client attempted to write unauthorized attribute/);
  });
});

describe('other names', () => {
  it('a nanny’s full name on her profile may not pass for staff, and nothing is saved', async () => {
    const nanny = await cloud.newUser('nanny', 'profile');
    const refused = await call('PUT', '/nanny-profile', nanny.token, {
      // Her name is checked before any file: this CV is never looked at.
      ...nannyProfile(nanny.email, { key: 'pending/nobody/nanny-cv/unread', name: 'cv.pdf' }),
      fullName: 'Rosa Moderator',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ fullName: NAME_MESSAGES.staff('Moderator') });
    expect((await call('GET', '/nanny-profile', nanny.token)).status).toBe(404);
  });

  it('a visitor contacting a nanny may not sign as the site', async () => {
    const candidates = await call('GET', '/candidates?limit=1');
    const nannyId = candidates.body.items[0].id as string;
    const refused = await call('POST', `/candidates/${nannyId}/contact`, undefined, {
      senderName: 'Nanny Marketplace Safety Team',
      senderEmail: 'visitor@example.com',
      subject: 'Account security check',
      message: 'Please confirm your details at the link below.',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ senderName: NAME_MESSAGES.platform });
  });
});
