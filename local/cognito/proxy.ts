/**
 * A thin proxy in front of cognito-local that makes it answer like Cognito where Amplify needs it:
 * - GetTokensFromRefreshToken (Amplify's refresh) becomes InitiateAuth REFRESH_TOKEN_AUTH;
 * - GlobalSignOut and RevokeToken are answered as Cognito does;
 * - SignUp, ConfirmForgotPassword and ChangePassword enforce the pool's password policy;
 * - SignUp runs the same check as the pool's PreSignUp trigger;
 * - SignUp and UpdateUserAttributes may not write what the app client cannot (the switched-to type).
 * Everything else passes through unchanged.
 */
import http from 'node:http';
import { ATTR, passwordProblems } from '../../lambdas/contract/auth.ts';
import { signUpProblem } from '../../lambdas/domain/sign-up.ts';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const CONTENT_TYPE = 'application/x-amz-json-1.1';

interface ProxyOptions {
  publicPort: number;
  internalPort: number;
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

/** Attributes the app client may not write (lib/auth.ts leaves them out of its write attributes). */
const NOT_CLIENT_WRITABLE = new Set<string>([ATTR.accountType]);
const WRITES_ATTRIBUTES = new Set(['SignUp', 'UpdateUserAttributes']);

const POLICY_CHECKED: Record<string, string> = {
  SignUp: 'Password',
  ConfirmForgotPassword: 'Password',
  ChangePassword: 'ProposedPassword',
};

export function startCognitoProxy({ publicPort, internalPort }: ProxyOptions): Promise<http.Server> {
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
        if (target === 'GlobalSignOut' || target === 'RevokeToken' || target === 'AdminUserGlobalSignOut')
          return send(res, 200, {});
        if (
          WRITES_ATTRIBUTES.has(target) &&
          ((input.UserAttributes ?? []) as Array<{ Name: string }>).some((a) =>
            NOT_CLIENT_WRITABLE.has(a.Name),
          )
        )
          return awsError(
            res,
            'NotAuthorizedException',
            'A client attempted to write unauthorized attribute',
          );
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
      // Cognito answers a wrong password, or (with user existence errors prevented) an unknown user,
      // with NotAuthorizedException; cognito-local names them differently.
      if (target === 'InitiateAuth' && upstream.status === 400) {
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
