import { API_BASE_PATH } from '../../lambdas/contract/route-address.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { IDS } from '../../local/config.ts';
import { callUserPool } from '../support/user-pool.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ApiAnswer {
  status: number;
  // The tests read whatever the API answered; each asserts the shape it expects.
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface LocalCloud {
  /** The site's origin (the local web server): the SPA, /config.json and the public logos. */
  web: string;
  /** The API adapter under its base path (`…/api`), as API Gateway serves the stage; routes follow it. */
  api: string;
  cognito: string;
  dynamodb: string;
  stripe: string;
  mailbox: string;
  stop: () => Promise<void>;
  /** Calls the user pool's JSON API; throws on an error answer. */
  pool: (target: string, body: unknown) => Promise<Record<string, unknown>>;
  /** Signs in with a password; returns the ID token. */
  signIn: (email: string, password?: string) => Promise<string>;
  /** Signs up and confirms a new user of a type; returns its email and ID token. */
  newUser: (type: 'family' | 'nanny' | 'agency', label?: string) => Promise<{ email: string; token: string }>;
  /** Calls the API as the SPA does, with an optional bearer token and JSON body. */
  call: (method: string, path: string, token?: string, body?: unknown) => Promise<ApiAnswer>;
  /** Uploads a file as the SPA does (presigned POST), then asks the server to check it. */
  upload: (
    token: string,
    purpose: string,
    name: string,
    type: string,
    bytes: Buffer,
  ) => Promise<{ key: string; check: ApiAnswer }>;
}

/** The PORT_OFFSET a test file's cloud runs at: its own offset, moved by INTEGRATION_PORT_SHIFT. */
export const portOffset = (fileOffset: number) =>
  fileOffset + Number(process.env.INTEGRATION_PORT_SHIFT ?? 0);

/**
 * Starts the whole local cloud (`npm start`) on its own ports and a fresh data folder. Each test file
 * has its own offset; INTEGRATION_PORT_SHIFT moves every file's ports at once, so a second copy of
 * the suite (another checkout on the same machine) can run beside the first.
 */
export async function startLocalCloud(fileOffset: number): Promise<LocalCloud> {
  const offset = portOffset(fileOffset);
  const child: ChildProcess = spawn(
    process.execPath,
    ['--disable-warning=NodeVersionSupportWarning', '--import', 'tsx', 'local/start.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT_OFFSET: String(offset),
        LOCAL_DATA_DIR: `.local/it-${offset}`,
        LOCAL_FRESH: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  // INTEGRATION_ECHO=1 shows the cloud's own output (its handlers' logs) while a test runs.
  const echo = process.env.INTEGRATION_ECHO === '1';
  child.stdout?.on('data', (d: Buffer) => ((output += d.toString()), echo && process.stderr.write(d)));
  child.stderr?.on('data', (d: Buffer) => ((output += d.toString()), echo && process.stderr.write(d)));
  const at = (port: number) => `http://127.0.0.1:${port + offset}`;
  const cloud: LocalCloud = {
    web: at(5173),
    api: `${at(3001)}${API_BASE_PATH}`,
    cognito: at(9229),
    dynamodb: at(8000),
    stripe: at(12111),
    mailbox: at(8005),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
    pool: (target, body) => callUserPool(cloud.cognito, target, body),
    signIn: async (email, password = 'Demo#Pass2024') => {
      const out = await cloud.pool('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: IDS.userPoolClientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      });
      return (out.AuthenticationResult as { IdToken: string }).IdToken;
    },
    newUser: async (type, label = type) => {
      const email = `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
      const password = 'Sunny#Days2024';
      await cloud.pool('SignUp', {
        ClientId: IDS.userPoolClientId,
        Username: email,
        Password: password,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'name', Value: `Test ${label}` },
          { Name: 'custom:user_type', Value: type },
        ],
      });
      await cloud.pool('AdminConfirmSignUp', { UserPoolId: IDS.userPoolId, Username: email });
      return { email, token: await cloud.signIn(email, password) };
    },
    call: async (method, path, token, body) => {
      const res = await fetch(`${cloud.api}${path}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    upload: async (token, purpose, name, type, bytes) => {
      const target = await cloud.call('POST', '/uploads', token, {
        purpose,
        fileName: name,
        contentType: type,
        size: bytes.length,
      });
      if (target.status !== 200) throw new Error(`POST /uploads: ${JSON.stringify(target.body)}`);
      const form = new FormData();
      for (const [k, v] of Object.entries(target.body.fields as Record<string, string>)) form.append(k, v);
      form.append('file', new Blob([bytes], { type }), name);
      const stored = await fetch(target.body.url, { method: 'POST', body: form });
      if (!stored.ok) throw new Error(`the presigned POST answered ${stored.status}`);
      return {
        key: target.body.key as string,
        check: await cloud.call('POST', '/uploads/check', token, { key: target.body.key, purpose }),
      };
    },
  };
  const deadline = Date.now() + 60_000;
  while (!output.includes('is running locally')) {
    if (child.exitCode !== null) throw new Error(`the local cloud stopped while starting:\n${output}`);
    if (Date.now() > deadline) {
      await cloud.stop();
      throw new Error(`the local cloud did not start in 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return cloud;
}
