/**
 * A thin proxy in front of cognito-local that makes it answer like Cognito where Amplify needs it:
 * - GetTokensFromRefreshToken (Amplify's refresh) becomes InitiateAuth REFRESH_TOKEN_AUTH;
 * - GlobalSignOut, AdminUserGlobalSignOut and RevokeToken sign out as Cognito does: the refresh tokens
 *   they revoke stop refreshing, and access tokens issued before a sign-out everywhere are refused;
 * - AdminDisableUser signs the user out everywhere too, and a disabled user cannot sign in;
 * - SignUp, ConfirmForgotPassword and ChangePassword enforce the pool's password policy;
 * - SignUp runs the same check as the pool's PreSignUp trigger, and a confirmed sign-up the same
 *   handler as its PostConfirmation trigger;
 * - SignUp and UpdateUserAttributes may write only what the app client may (not the switched-to type).
 * Everything else passes through unchanged.
 */
import http from 'node:http';
import { ATTR, CLIENT_WRITE_ATTRIBUTES, passwordProblems } from '../../lambdas/contract/auth.ts';
import { signUpProblem } from '../../lambdas/domain/sign-up.ts';
import { recordConfirmed } from '../../lambdas/triggers/post-confirmation.ts';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const CONTENT_TYPE = 'application/x-amz-json-1.1';

type Attr = { Name: string; Value?: string };

/** A user as cognito-local stores it, with what this proxy adds. */
export interface PoolUser {
  Username: string;
  Attributes: Attr[];
  Enabled?: boolean;
  RefreshTokens?: string[];
  /** When the user last signed out everywhere (ms since the epoch): older access tokens are refused. */
  SignedOutEverywhereAt?: number;
  [other: string]: unknown;
}

/** The pool's users, as the proxy reads and changes them. */
export interface PoolUsers {
  byUsername(username: string): Promise<PoolUser | null>;
  byRefreshToken(token: string): Promise<PoolUser | null>;
  save(user: PoolUser): Promise<void>;
}

interface ProxyOptions {
  publicPort: number;
  internalPort: number;
  users: PoolUsers;
}

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-expose-headers': 'x-amzn-requestid, x-amzn-errortype, x-amzn-errormessage, date',
  'access-control-max-age': '600',
};

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { ...cors, 'content-type': CONTENT_TYPE });
  res.end(JSON.stringify(body));
}

const awsError = (res: http.ServerResponse, type: string, message: string) =>
  send(res, 400, { __type: type, message });

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function forward(
  internalPort: number,
  req: http.IncomingMessage,
  body: Buffer,
  target?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = {
      ...req.headers,
      host: `127.0.0.1:${internalPort}`,
      'content-length': String(body.length),
    };
    if (target) headers['x-amz-target'] = TARGET_PREFIX + target;
    const upstream = http.request(
      { host: '127.0.0.1', port: internalPort, method: req.method, path: req.url, headers },
      async (res) => {
        const chunks: Buffer[] = [];
        for await (const chunk of res) chunks.push(chunk as Buffer);
        resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) });
      },
    );
    upstream.on('error', reject);
    upstream.end(body);
  });
}

/**
 * What the app client may write (lib/auth.ts gives it the same list): cognito-local writes anything, so
 * the proxy refuses the rest as Cognito does (the switched-to type, email_verified, an unknown attribute).
 */
const CLIENT_WRITABLE = new Set<string>(CLIENT_WRITE_ATTRIBUTES);
const WRITES_ATTRIBUTES = new Set(['SignUp', 'UpdateUserAttributes']);

const POLICY_CHECKED: Record<string, string> = {
  SignUp: 'Password',
  ConfirmForgotPassword: 'Password',
  ChangePassword: 'ProposedPassword',
};

/** A JWT's claims, unverified: cognito-local signs every token with its one key and checks none. */
function claimsOf(token: unknown): Record<string, unknown> | null {
  if (typeof token !== 'string') return null;
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
  } catch {
    return null;
  }
}

/** The user an access token names, or null. */
async function userOfAccessToken(users: PoolUsers, token: unknown): Promise<PoolUser | null> {
  const claims = claimsOf(token);
  return typeof claims?.sub === 'string' ? users.byUsername(claims.sub) : null;
}

/**
 * Whether an access token was issued before its user signed out everywhere. Token times are whole
 * seconds: a token from the very second of the sign-out is let through, so that signing in again at once
 * works.
 */
function revokedAccessToken(user: PoolUser, token: unknown): boolean {
  const issued = Number(claimsOf(token)?.iat);
  return (
    user.SignedOutEverywhereAt !== undefined &&
    Number.isFinite(issued) &&
    issued < Math.floor(user.SignedOutEverywhereAt / 1000)
  );
}

/** Revokes every refresh token of the user and every access token issued so far. */
async function signOutEverywhere(users: PoolUsers, user: PoolUser): Promise<void> {
  await users.save({ ...user, RefreshTokens: [], SignedOutEverywhereAt: Date.now() });
}

const attributesRecord = (attributes: Attr[] | undefined) =>
  Object.fromEntries((attributes ?? []).map((a) => [a.Name, a.Value ?? '']));

/** The PostConfirmation trigger's handler, for a user cognito-local has just confirmed. */
async function afterConfirmation(users: PoolUsers, username: string, clientId: string): Promise<void> {
  const user = await users.byUsername(username);
  if (!user) return;
  await recordConfirmed(
    {
      version: '1',
      region: process.env.AWS_REGION ?? 'eu-west-2',
      userPoolId: process.env.USER_POOL_ID ?? '',
      userName: user.Username,
      triggerSource: 'PostConfirmation_ConfirmSignUp',
      callerContext: { awsSdkVersion: 'local', clientId },
      request: { userAttributes: attributesRecord(user.Attributes) },
      response: {},
    },
    new Date(),
  );
}

/** Targets that act on the caller's access token, which a sign-out everywhere revokes. */
const WITH_ACCESS_TOKEN = new Set([
  'GetUser',
  'UpdateUserAttributes',
  'VerifyUserAttribute',
  'GetUserAttributeVerificationCode',
  'ChangePassword',
  'DeleteUser',
  'DeleteUserAttributes',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
  'GlobalSignOut',
]);

export function startCognitoProxy({ publicPort, internalPort, users }: ProxyOptions): Promise<http.Server> {
  const server = http.createServer(async (req, res) => {
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors);
        res.end();
        return;
      }
      const body = await readBody(req);
      const target = String(req.headers['x-amz-target'] ?? '').replace(TARGET_PREFIX, '');

      if (req.method === 'POST' && target) {
        const input = body.length ? (JSON.parse(body.toString('utf8')) as Record<string, unknown>) : {};
        // (A setup during sign-in names its session instead; cognito-local has none of those.)
        if (WITH_ACCESS_TOKEN.has(target) && input.AccessToken !== undefined) {
          const user = await userOfAccessToken(users, input.AccessToken);
          if (!user || revokedAccessToken(user, input.AccessToken))
            return awsError(res, 'NotAuthorizedException', 'Access Token has been revoked');
          if (target === 'GlobalSignOut') {
            await signOutEverywhere(users, user);
            return send(res, 200, {});
          }
        }
        if (target === 'AdminUserGlobalSignOut') {
          const user = await users.byUsername(String(input.Username ?? ''));
          if (!user) return awsError(res, 'UserNotFoundException', 'User does not exist.');
          await signOutEverywhere(users, user);
          return send(res, 200, {});
        }
        if (target === 'RevokeToken') {
          // Signing out on one device revokes its refresh token (the app client has revocation on).
          const token = String(input.Token ?? '');
          const user = await users.byRefreshToken(token);
          if (user)
            await users.save({
              ...user,
              RefreshTokens: (user.RefreshTokens ?? []).filter((t) => t !== token),
            });
          return send(res, 200, {});
        }
        const signingIn = target === 'InitiateAuth' || target === 'GetTokensFromRefreshToken';
        if (signingIn) {
          const parameters = (input.AuthParameters ?? {}) as Record<string, string>;
          const refreshToken = String(input.RefreshToken ?? parameters.REFRESH_TOKEN ?? '');
          const user = refreshToken
            ? await users.byRefreshToken(refreshToken)
            : await users.byUsername(String(parameters.USERNAME ?? ''));
          // Cognito checks the password first, and answers a disabled user so only after it; a wrong
          // password for a disabled user is answered as any wrong password below.
          if (user?.Enabled === false && (refreshToken || parameters.PASSWORD === user.Password))
            return awsError(res, 'NotAuthorizedException', 'User is disabled.');
        }
        if (
          WRITES_ATTRIBUTES.has(target) &&
          ((input.UserAttributes ?? []) as Array<{ Name: string }>).some((a) => !CLIENT_WRITABLE.has(a.Name))
        )
          return awsError(
            res,
            'NotAuthorizedException',
            'A client attempted to write unauthorized attribute',
          );
        if (target === 'UpdateUserAttributes') {
          // The pool signs in by email, so an address is one account's: Cognito refuses one another
          // account holds (AliasExistsException), which cognito-local does not check.
          const email = ((input.UserAttributes ?? []) as Array<{ Name: string; Value: string }>).find(
            (a) => a.Name === ATTR.email,
          )?.Value;
          const caller = await userOfAccessToken(users, input.AccessToken);
          const holder = email ? await users.byUsername(email.trim().toLowerCase()) : null;
          if (caller && holder && holder.Username !== caller.Username)
            return awsError(res, 'AliasExistsException', 'An account with the given email already exists.');
        }
        const passwordField = POLICY_CHECKED[target];
        if (passwordField) {
          const problems = passwordProblems(String(input[passwordField] ?? ''));
          if (problems.length)
            return awsError(
              res,
              'InvalidPasswordException',
              `Password did not conform with policy: ${problems[0]}`,
            );
        }
        if (target === 'SignUp') {
          const attributes = Object.fromEntries(
            ((input.UserAttributes ?? []) as Array<{ Name: string; Value: string }>).map((a) => [
              a.Name,
              a.Value,
            ]),
          );
          const problem = signUpProblem(attributes, false);
          if (problem)
            return awsError(res, 'UserLambdaValidationException', `PreSignUp failed with error ${problem}.`);
        }
        if (target === 'GetTokensFromRefreshToken') {
          const refreshed = await forward(
            internalPort,
            req,
            Buffer.from(
              JSON.stringify({
                AuthFlow: 'REFRESH_TOKEN_AUTH',
                ClientId: input.ClientId,
                AuthParameters: { REFRESH_TOKEN: input.RefreshToken },
              }),
            ),
            'InitiateAuth',
          );
          res.writeHead(refreshed.status, { ...cors, 'content-type': CONTENT_TYPE });
          res.end(refreshed.body);
          return;
        }
      }

      const upstream = await forward(internalPort, req, body);
      if (upstream.status === 200 && target === 'AdminDisableUser') {
        // Cognito revokes a disabled user's tokens.
        const input = JSON.parse(body.toString('utf8')) as { Username?: string };
        const user = await users.byUsername(String(input.Username ?? ''));
        if (user) await signOutEverywhere(users, user);
      }
      if (upstream.status === 200 && (target === 'ConfirmSignUp' || target === 'AdminConfirmSignUp')) {
        const input = JSON.parse(body.toString('utf8')) as { Username?: string; ClientId?: string };
        try {
          await afterConfirmation(users, String(input.Username ?? ''), String(input.ClientId ?? ''));
        } catch (error) {
          // As on AWS: the user stays confirmed, and the caller is told the trigger failed.
          console.error('cognito proxy: PostConfirmation failed', error);
          return awsError(
            res,
            'UnexpectedLambdaException',
            'PostConfirmation failed with error Recording the account failed.',
          );
        }
      }
      // Cognito answers a wrong password, or (with user existence errors prevented) an unknown user,
      // with NotAuthorizedException; cognito-local names them differently. (A new password that breaks
      // the policy never reaches it: ChangePassword's is checked above, so its error is the old one.)
      if ((target === 'InitiateAuth' || target === 'ChangePassword') && upstream.status === 400) {
        const type = String(
          (JSON.parse(upstream.body.toString('utf8') || '{}') as { __type?: string }).__type,
        );
        if (/InvalidPasswordException|UserNotFoundException/.test(type))
          return awsError(res, 'NotAuthorizedException', 'Incorrect username or password.');
      }
      const headers: http.OutgoingHttpHeaders = { ...upstream.headers, ...cors };
      delete headers['content-length'];
      delete headers['transfer-encoding'];
      res.writeHead(upstream.status, headers);
      res.end(upstream.body);
    } catch (error) {
      console.error('cognito proxy: request failed', error);
      if (!res.headersSent) awsError(res, 'InternalErrorException', 'The local user pool failed to answer.');
      else res.end();
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(publicPort, '127.0.0.1', () => resolve(server));
  });
}
