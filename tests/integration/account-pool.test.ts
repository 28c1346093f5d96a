import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { CREDENTIALS, IDS, REGION } from '../../local/config.ts';
import { startLocalCloud, type LocalCloud } from './cloud.ts';

/**
 * The local user pool as the account page uses it, answering as Cognito does: an email change that
 * waits for the new address's code, a password change, signing out on one device or every device
 * (and an admin's sign-out, disabling and deletion) revoking refresh tokens; and the account index it
 * keeps with the table, which the accounts reconciliation compares with it.
 */
let cloud: LocalCloud;
let table: DynamoDBDocumentClient;
const PASSWORD = 'Sunny#Days2024';

beforeAll(async () => {
  cloud = await startLocalCloud(3950);
  table = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: cloud.dynamodb, region: REGION, credentials: CREDENTIALS }),
  );
}, 90_000);
afterAll(async () => cloud?.stop());

interface Session {
  AccessToken: string;
  IdToken: string;
  RefreshToken: string;
}

/** Signs in as a device does; the whole session. */
async function session(email: string, password = PASSWORD): Promise<Session> {
  const out = await cloud.pool('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: IDS.userPoolClientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  return out.AuthenticationResult as Session;
}

/** The error a pool call answers with (its type and message), or 'ok'. */
async function outcome(target: string, body: unknown): Promise<string> {
  try {
    await cloud.pool(target, body);
    return 'ok';
  } catch (error) {
    const json = JSON.parse(String((error as Error).message).replace(/^\w+: /, '')) as {
      __type: string;
      message: string;
    };
    return `${json.__type}: ${json.message}`;
  }
}

/** Both ways Amplify and the SDK refresh a session. */
const refreshes = async (refreshToken: string) => [
  await outcome('GetTokensFromRefreshToken', { ClientId: IDS.userPoolClientId, RefreshToken: refreshToken }),
  await outcome('InitiateAuth', {
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    ClientId: IDS.userPoolClientId,
    AuthParameters: { REFRESH_TOKEN: refreshToken },
  }),
];

const signInOutcome = (email: string, password = PASSWORD) =>
  outcome('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: IDS.userPoolClientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });

const subOf = (idToken: string) =>
  (JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;

/** The emails the mailbox holds for an address, oldest first. */
async function inbox(address: string): Promise<Array<{ body: { text?: string } }>> {
  const { emails } = (await (await fetch(`${cloud.mailbox}/store`)).json()) as {
    emails: Array<{ destination: { to: string[] }; body: { text?: string } }>;
  };
  return emails.filter((e) => e.destination.to.includes(address));
}

/** The newest code the mailbox holds for an address. */
const codeSentTo = async (address: string) =>
  (await inbox(address)).at(-1)?.body.text?.match(/\b(\d{6})\b/)?.[1];

const uniqueEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

describe('changing the email address', () => {
  it('sends a code to the new address and keeps the old one for sign-in until it is entered', async () => {
    const { email } = await cloud.newUser('family', 'mover');
    const device = await session(email);
    const newEmail = uniqueEmail('moved');
    const toOldAddress = (await inbox(email)).length;
    const update = await cloud.pool('UpdateUserAttributes', {
      AccessToken: device.AccessToken,
      UserAttributes: [{ Name: 'email', Value: newEmail }],
    });
    expect(update.CodeDeliveryDetailsList).toHaveLength(1);
    const first = await codeSentTo(newEmail);
    expect(first).toMatch(/^\d{6}$/);
    // Asking for the code again sends a new one, to the new address too.
    await cloud.pool('GetUserAttributeVerificationCode', {
      AccessToken: device.AccessToken,
      AttributeName: 'email',
    });
    expect(await inbox(newEmail)).toHaveLength(2);
    const code = await codeSentTo(newEmail);
    expect(await inbox(email)).toHaveLength(toOldAddress);

    // Until the code is entered the old address stays: signing in, and as the account's email.
    expect(await signInOutcome(email)).toBe('ok');
    expect(await signInOutcome(newEmail)).toMatch(/^NotAuthorizedException/);
    const before = await cloud.pool('GetUser', { AccessToken: device.AccessToken });
    expect(before.UserAttributes).toEqual(expect.arrayContaining([{ Name: 'email', Value: email }]));

    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      await outcome('VerifyUserAttribute', {
        AccessToken: device.AccessToken,
        AttributeName: 'email',
        Code: wrong,
      }),
    ).toMatch(/^CodeMismatchException/);
    expect(
      await outcome('VerifyUserAttribute', {
        AccessToken: device.AccessToken,
        AttributeName: 'email',
        Code: code,
      }),
    ).toBe('ok');

    expect(await signInOutcome(newEmail)).toBe('ok');
    expect(await signInOutcome(email)).toMatch(/^NotAuthorizedException/);
    const after = await cloud.pool('GetUser', { AccessToken: device.AccessToken });
    expect(after.UserAttributes).toEqual(
      expect.arrayContaining([
        { Name: 'email', Value: newEmail },
        { Name: 'email_verified', Value: 'true' },
      ]),
    );
  });
});

describe('changing the password', () => {
  it('needs the current password, holds the new one to the policy, and signs in with it', async () => {
    const { email } = await cloud.newUser('nanny', 'rekey');
    const { AccessToken } = await session(email);
    const change = (previous: string, proposed: string) =>
      outcome('ChangePassword', { AccessToken, PreviousPassword: previous, ProposedPassword: proposed });
    expect(await change('Wrong#Pass2024', 'Brand#New2025')).toBe(
      'NotAuthorizedException: Incorrect username or password.',
    );
    expect(await change(PASSWORD, 'short')).toMatch(/^InvalidPasswordException/);
    expect(await change(PASSWORD, 'Brand#New2025')).toBe('ok');
    expect(await signInOutcome(email, 'Brand#New2025')).toBe('ok');
    expect(await signInOutcome(email)).toMatch(/^NotAuthorizedException/);
  });
});

describe('signing out', () => {
  it('on one device revokes that device’s refresh token only', async () => {
    const { email } = await cloud.newUser('nanny', 'one-device');
    const [phone, laptop] = [await session(email), await session(email)];
    expect(await refreshes(phone.RefreshToken)).toEqual(['ok', 'ok']);
    expect(await outcome('RevokeToken', { ClientId: IDS.userPoolClientId, Token: phone.RefreshToken })).toBe(
      'ok',
    );
    expect(await refreshes(phone.RefreshToken)).toEqual([
      expect.stringMatching(/^NotAuthorizedException/),
      expect.stringMatching(/^NotAuthorizedException/),
    ]);
    expect(await refreshes(laptop.RefreshToken)).toEqual(['ok', 'ok']);
  });

  it('everywhere revokes every device’s refresh token and access token; a new sign-in works', async () => {
    const { email } = await cloud.newUser('family', 'everywhere');
    const [phone, laptop] = [await session(email), await session(email)];
    // Token times are whole seconds, and a token of the sign-out's own second is let through: let one
    // pass, so these tokens are older than the sign-out.
    await new Promise((r) => setTimeout(r, 1100));
    expect(await outcome('GlobalSignOut', { AccessToken: laptop.AccessToken })).toBe('ok');
    for (const device of [phone, laptop]) {
      expect(await refreshes(device.RefreshToken)).toEqual([
        expect.stringMatching(/^NotAuthorizedException/),
        expect.stringMatching(/^NotAuthorizedException/),
      ]);
      expect(await outcome('GetUser', { AccessToken: device.AccessToken })).toBe(
        'NotAuthorizedException: Access Token has been revoked',
      );
    }
    const again = await session(email);
    expect(await outcome('GetUser', { AccessToken: again.AccessToken })).toBe('ok');
    expect(await refreshes(again.RefreshToken)).toEqual(['ok', 'ok']);
  });

  it('by an admin, or by disabling or deleting the user, stops every refresh', async () => {
    const signedOut = await cloud.newUser('agency', 'signed-out');
    const disabled = await cloud.newUser('family', 'disabled');
    const deleted = await cloud.newUser('nanny', 'deleted');
    const sessions = await Promise.all([signedOut, disabled, deleted].map((u) => session(u.email)));
    const admin = (target: string, email: string) =>
      cloud.pool(target, { UserPoolId: IDS.userPoolId, Username: email });
    await admin('AdminUserGlobalSignOut', signedOut.email);
    await admin('AdminDisableUser', disabled.email);
    await admin('AdminDeleteUser', deleted.email);
    for (const s of sessions)
      expect(await refreshes(s.RefreshToken)).toEqual([
        expect.stringMatching(/^NotAuthorizedException/),
        expect.stringMatching(/^NotAuthorizedException/),
      ]);
    expect(await signInOutcome(signedOut.email)).toBe('ok');
  });

  it('leaves a disabled user unable to sign in until enabled again', async () => {
    const { email } = await cloud.newUser('nanny', 'suspended');
    await cloud.pool('AdminDisableUser', { UserPoolId: IDS.userPoolId, Username: email });
    expect(await signInOutcome(email)).toBe('NotAuthorizedException: User is disabled.');
    // A wrong password says nothing about the account.
    expect(await signInOutcome(email, 'Wrong#Pass2024')).toBe(
      'NotAuthorizedException: Incorrect username or password.',
    );
    await cloud.pool('AdminEnableUser', { UserPoolId: IDS.userPoolId, Username: email });
    expect(await signInOutcome(email)).toBe('ok');
  });
});

describe('the account index and its reconciliation', () => {
  const record = async (sub: string) =>
    (
      await table.send(
        new GetCommand({ TableName: IDS.tableName, Key: { pk: `USER#${sub}`, sk: 'ACCOUNT' } }),
      )
    ).Item;
  const reconcile = async (time: string) => {
    const res = await fetch(`${cloud.api}/_local/scheduled/reconcile-accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ time }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { result: { startedFor: string[]; tooNew: number } }).result;
  };

  it('records a confirmed sign-up, with its type', async () => {
    const { token } = await cloud.newUser('agency', 'indexed');
    const item = await record(subOf(token));
    expect(item).toMatchObject({
      sub: subOf(token),
      userType: 'agency',
      gsi1pk: 'ACCOUNTS',
      entity: 'AccountRecord',
    });
  });

  it('records a sign-up confirmed with its emailed code too', async () => {
    const email = uniqueEmail('coded');
    await cloud.pool('SignUp', {
      ClientId: IDS.userPoolClientId,
      Username: email,
      Password: PASSWORD,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'name', Value: 'Coded Person' },
        { Name: 'custom:user_type', Value: 'nanny' },
      ],
    });
    const code = await codeSentTo(email);
    await cloud.pool('ConfirmSignUp', {
      ClientId: IDS.userPoolClientId,
      Username: email,
      ConfirmationCode: code,
    });
    const { IdToken } = await session(email);
    expect(await record(subOf(IdToken))).toMatchObject({ userType: 'nanny' });
  });

  it('starts the deletion of an account whose user was deleted outside the product, and only that', async () => {
    const gone = await cloud.newUser('nanny', 'operator-deleted');
    const kept = await cloud.newUser('family', 'still-here');
    await cloud.pool('AdminDeleteUser', { UserPoolId: IDS.userPoolId, Username: gone.email });

    // A run whose listing began before the account was recorded leaves it for the next run.
    const earlier = await reconcile(new Date(Date.now() - 60 * 60 * 1000).toISOString());
    expect(earlier.startedFor).not.toContain(subOf(gone.token));

    const run = await reconcile(new Date().toISOString());
    expect(run.startedFor).toContain(subOf(gone.token));
    expect(run.startedFor).not.toContain(subOf(kept.token));
  });
});
