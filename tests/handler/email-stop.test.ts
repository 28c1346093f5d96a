import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DeleteCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  EMAIL_STOP_MESSAGES,
  emailStopToken,
  emailStopValue,
  type EmailStop,
} from '../../lambdas/contract/email-stop-constants.ts';
import { EMAIL_STOP_PURPOSE } from '../../lambdas/domain/email-stop.ts';
import type { ApiEvent, ApiHandler, ApiResult } from '../../lambdas/platform/http.ts';
import { apiEvent, lambdaContext } from './event.ts';
import { mockAws, quietConsole, stubFunctionEnv } from '../support/aws.ts';

/**
 * The one-click stop of notification emails at the SDK boundary: the form body mailbox providers POST
 * (RFC 8058) taken by this route alone and nothing else of the kind; JSON from the page; the token
 * deciding; a second stop answered OK; and opening the address (GET) changing nothing.
 */
const { ddb } = mockAws('ddb');
quietConsole();
let stop: ApiHandler;
let open: ApiHandler;
let alertsStop: ApiHandler;
let unsubscribeLink: ApiHandler;
let sign: (purpose: string, value: string) => Promise<string>;

beforeAll(async () => {
  stubFunctionEnv();
  type Module = { handler: ApiHandler };
  stop = ((await import('../../lambdas/http/email/stop.ts')) as Module).handler;
  open = ((await import('../../lambdas/http/email/stop-open.ts')) as Module).handler;
  alertsStop = ((await import('../../lambdas/http/alerts/stop.ts')) as Module).handler;
  unsubscribeLink = ((await import('../../lambdas/http/community/unsubscribe-link.ts')) as Module).handler;
  sign = (await import('../../lambdas/platform/signing.ts')).sign;
});

beforeEach(() => {
  ddb.on(UpdateCommand).resolves({});
  ddb.on(TransactWriteCommand).resolves({});
});

const FAMILY = 'family-user-1';
const ALERT_ID = '11111111-1111-4111-8111-111111111111';
const tokenFor = async (s: EmailStop) => emailStopToken(s, await sign(EMAIL_STOP_PURPOSE, emailStopValue(s)));

interface Post {
  token: string;
  type?: string;
  body?: string;
  base64?: boolean;
}
const post = (handler: ApiHandler, { token, type, body, base64 }: Post): Promise<ApiResult> => {
  const event: ApiEvent = apiEvent({
    method: 'POST',
    path: '/email/stop',
    query: { token },
    ...(body !== undefined ? { body: base64 ? Buffer.from(body).toString('base64') : body } : {}),
  });
  event.rawQueryString = `token=${encodeURIComponent(token)}`;
  event.headers = type === undefined ? {} : { 'content-type': type };
  event.isBase64Encoded = Boolean(base64);
  return handler(event, lambdaContext);
};

const FORM = 'application/x-www-form-urlencoded';
const ONE_CLICK = 'List-Unsubscribe=One-Click';
/** A multipart form as a mailbox provider sends it: one part, the field and its value. */
const multipart = (boundary: string, parts: Array<{ headers: string[]; value: string }>) =>
  [...parts.flatMap((p) => [`--${boundary}`, ...p.headers, '', p.value]), `--${boundary}--`, ''].join('\r\n');
const ONE_CLICK_PART = {
  headers: ['Content-Disposition: form-data; name="List-Unsubscribe"'],
  value: 'One-Click',
};

const json = (res: ApiResult) => JSON.parse(String(res.body ?? '{}')) as Record<string, unknown>;
const transactions = () =>
  ddb.commandCalls(TransactWriteCommand).map((c) => c.args[0].input as TransactWriteCommandInput);
/** Every write but the rate limit's counter (its job is to count refused attempts too). */
const writes = () => [
  ...ddb.commandCalls(TransactWriteCommand),
  ...ddb.commandCalls(PutCommand),
  ...ddb.commandCalls(DeleteCommand),
  ...ddb.commandCalls(UpdateCommand).filter((c) => !String(c.args[0].input.Key?.pk).startsWith('RATE#')),
];
const counted = () =>
  ddb
    .commandCalls(UpdateCommand)
    .filter((c) => String(c.args[0].input.Key?.pk).startsWith('RATE#email-stop-ip#'));

const cancelled = (codes: string[]) =>
  new TransactionCanceledException({
    message: 'cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

describe('POST /email/stop: what it takes', () => {
  it('takes the url-encoded one-click form, and turns that setting off for that account only', async () => {
    const token = await tokenFor({ kind: 'newApplication', accountId: FAMILY });
    const res = await post(stop, { token, type: FORM, body: ONE_CLICK });
    expect(res.statusCode, String(res.body)).toBe(200);
    expect(json(res)).toEqual({ status: 'stopped', message: EMAIL_STOP_MESSAGES.stopped });
    expect(res.headers?.location).toBeUndefined();
    const [check, update] = transactions()[0]!.TransactItems!;
    expect(check!.ConditionCheck).toMatchObject({
      Key: { pk: `USER#${FAMILY}`, sk: 'ACCOUNT' },
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletingAt)',
    });
    expect(update!.Update).toMatchObject({
      Key: { pk: `USER#${FAMILY}`, sk: 'EMAIL_SETTINGS' },
      ExpressionAttributeNames: { '#setting': 'newApplication' },
      ExpressionAttributeValues: { ':off': false, ':entity': 'EmailSettings' },
    });
    expect(counted()).toHaveLength(1);
  });

  it('takes the form as a charset-labelled, a multipart and a base64-encoded multipart body', async () => {
    const token = await tokenFor({ kind: 'messages', accountId: FAMILY });
    const body = multipart('----gmail0001', [ONE_CLICK_PART]);
    for (const request of [
      { type: `${FORM}; charset=UTF-8`, body: ONE_CLICK },
      { type: 'multipart/form-data; boundary=----gmail0001', body },
      { type: 'multipart/form-data; boundary="----gmail0001"', body, base64: true },
      {
        type: 'multipart/form-data; boundary=xyz',
        body: multipart('xyz', [
          { ...ONE_CLICK_PART, headers: [...ONE_CLICK_PART.headers, 'Content-Type: text/plain'] },
        ]),
      },
    ]) {
      const res = await post(stop, { token, ...request });
      expect(res.statusCode, `${request.type}: ${String(res.body)}`).toBe(200);
    }
    expect(transactions()).toHaveLength(4);
  });

  it('takes the same field as JSON (the page’s button), and no other JSON', async () => {
    const token = await tokenFor({ kind: 'applicationCopy', accountId: FAMILY });
    const ok = await post(stop, {
      token,
      type: 'application/json',
      body: JSON.stringify({ 'List-Unsubscribe': 'One-Click' }),
    });
    expect(ok.statusCode).toBe(200);
    ddb.resetHistory();
    for (const body of ['{}', '{"List-Unsubscribe":"Other"}', '{"List-Unsubscribe":"One-Click","x":1}', '']) {
      const res = await post(stop, { token, type: 'application/json', body });
      expect(res.statusCode, body).toBe(400);
    }
    expect(writes()).toEqual([]);
  });

  it('refuses every other media type with 415, before anything is counted or written', async () => {
    const token = await tokenFor({ kind: 'messages', accountId: FAMILY });
    for (const type of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/xml',
      'multipart/form-data',
      'multipart/mixed; boundary=xyz',
      'application/x-www-form-urlencoded-x',
      'application/x-www-form-urlencoded; charset=iso-8859-1',
    ]) {
      const res = await post(stop, { token, type, body: ONE_CLICK });
      expect(res.statusCode, type).toBe(415);
      expect(json(res).error).toBe('unsupported_media_type');
    }
    expect(await post(stop, { token, body: ONE_CLICK }).then((r) => r.statusCode)).toBe(415);
    expect(ddb.calls()).toHaveLength(0);
  });

  it('refuses (400) a form with another field, another value, more fields or a file, writing nothing', async () => {
    const token = await tokenFor({ kind: 'messages', accountId: FAMILY });
    const refused: Array<Omit<Post, 'token'>> = [
      { type: FORM, body: 'List-Unsubscribe=Yes' },
      { type: FORM, body: 'Unsubscribe=One-Click' },
      { type: FORM, body: `${ONE_CLICK}&email=someone@example.com` },
      { type: FORM, body: `${ONE_CLICK}&${ONE_CLICK}` },
      { type: FORM, body: '' },
      { type: FORM, body: '{"List-Unsubscribe":"One-Click"}' },
      {
        type: 'multipart/form-data; boundary=xyz',
        body: multipart('xyz', [
          ONE_CLICK_PART,
          { headers: ['Content-Disposition: form-data; name="a"'], value: 'b' },
        ]),
      },
      {
        type: 'multipart/form-data; boundary=xyz',
        body: multipart('xyz', [
          {
            headers: ['Content-Disposition: form-data; name="List-Unsubscribe"; filename="x.txt"'],
            value: 'One-Click',
          },
        ]),
      },
      {
        type: 'multipart/form-data; boundary=xyz',
        body: multipart('xyz', [
          { ...ONE_CLICK_PART, headers: [...ONE_CLICK_PART.headers, 'Content-Type: text/html'] },
        ]),
      },
      { type: 'multipart/form-data; boundary=xyz', body: multipart('other', [ONE_CLICK_PART]) },
      { type: 'multipart/form-data; boundary=xyz', body: 'List-Unsubscribe=One-Click' },
    ];
    for (const request of refused) {
      const res = await post(stop, { token, ...request });
      expect(res.statusCode, `${request.type}: ${request.body}`).toBe(400);
      expect(json(res).fields ?? json(res).message).toBeTruthy();
    }
    expect(writes()).toEqual([]);
  });

  it('leaves every other route refusing a form body with 415', async () => {
    const event = (path: string) => {
      const e = apiEvent({ method: 'POST', path, body: ONE_CLICK, headers: { 'content-type': FORM } });
      return e;
    };
    expect((await alertsStop(event('/alerts/stop'), lambdaContext)).statusCode).toBe(415);
    expect((await unsubscribeLink(event('/newsletter/unsubscribe-link'), lambdaContext)).statusCode).toBe(
      415,
    );
    const multipartBody = apiEvent({
      method: 'POST',
      path: '/alerts/stop',
      body: multipart('xyz', [ONE_CLICK_PART]),
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect((await alertsStop(multipartBody, lambdaContext)).statusCode).toBe(415);
    expect(writes()).toEqual([]);
  });
});

describe('POST /email/stop: the token decides', () => {
  it('refuses a forged, altered or other-purpose token with a clear 400, changing nothing', async () => {
    const real = await tokenFor({ kind: 'newApplication', accountId: FAMILY });
    const [value, signature] = real.split('.') as [string, string];
    const b64 = (text: string) => Buffer.from(text).toString('base64url');
    const alertSigned = emailStopToken(
      { kind: 'alert', accountId: FAMILY, alertId: ALERT_ID },
      await sign('job-alert-stop', `${FAMILY}\n${ALERT_ID}`),
    );
    for (const token of [
      `${b64('newApplication\nsomeone-else')}.${signature}`,
      `${b64('messages\nfamily-user-1')}.${signature}`,
      `${value}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${value}x.${signature}`,
      alertSigned,
      'junk',
    ]) {
      const res = await post(stop, { token, type: FORM, body: ONE_CLICK });
      expect(res.statusCode, token).toBe(400);
      expect(json(res).message).toBe(EMAIL_STOP_MESSAGES.linkInvalid);
    }
    expect(writes()).toEqual([]);
    // Each attempt is counted against its address, forged ones too.
    expect(counted()).toHaveLength(6);
  });

  it('answers OK again when the setting is off already, and when the account is gone', async () => {
    ddb
      .on(TransactWriteCommand)
      .resolvesOnce({})
      .rejectsOnce(cancelled(['None', 'ConditionalCheckFailed']))
      .rejectsOnce(cancelled(['ConditionalCheckFailed', 'None']));
    const token = await tokenFor({ kind: 'jobReminders', accountId: FAMILY });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await post(stop, { token, type: FORM, body: ONE_CLICK }));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => json(a).status)).toEqual(['stopped', 'already-stopped', 'already-stopped']);
  });

  it('deletes the alert an alert email’s token names, once', async () => {
    ddb
      .on(TransactWriteCommand)
      .resolvesOnce({})
      .rejects(cancelled(['ConditionalCheckFailed', 'None']));
    const token = await tokenFor({ kind: 'alert', accountId: 'nanny-user-1', alertId: ALERT_ID });
    const first = await post(stop, { token, type: FORM, body: ONE_CLICK });
    const second = await post(stop, { token, type: FORM, body: ONE_CLICK });
    expect([json(first).status, json(second).status]).toEqual(['stopped', 'already-stopped']);
    for (const t of transactions())
      expect(t.TransactItems![0]!.Delete).toMatchObject({
        Key: { pk: 'USER#nanny-user-1', sk: `ALERT#${ALERT_ID}` },
        ConditionExpression: 'attribute_exists(pk)',
      });
  });

  it('unsubscribes the newsletter address a welcome email’s token names', async () => {
    // The subscription is not there (unsubscribed already): nothing to change, and still OK.
    ddb.on(UpdateCommand).callsFake((input: { Key?: { pk?: string } }) => {
      if (String(input.Key?.pk).startsWith('RATE#')) return {};
      throw new ConditionalCheckFailedException({ message: 'no', $metadata: {} });
    });
    const token = await tokenFor({ kind: 'newsletter', email: 'reader@example.com' });
    const res = await post(stop, { token, type: FORM, body: ONE_CLICK });
    expect(res.statusCode).toBe(200);
    const read = ddb
      .commandCalls(UpdateCommand)
      .map((c) => c.args[0].input)
      .find((input) => !String(input.Key?.pk).startsWith('RATE#'));
    expect(read?.Key?.pk).toMatch(/^NEWSLETTER#/);
    expect(transactions()).toHaveLength(0);
  });

  it('is limited per source address like the alert stop link (429 once the window is full)', async () => {
    ddb.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'full', $metadata: {} }));
    const token = await tokenFor({ kind: 'messages', accountId: FAMILY });
    const res = await post(stop, { token, type: FORM, body: ONE_CLICK });
    expect(res.statusCode).toBe(429);
    expect(res.headers?.['retry-after']).toMatch(/^\d+$/);
    expect(transactions()).toHaveLength(0);
  });
});

describe('GET /email/stop: a person opening the address', () => {
  const get = (query?: Record<string, string>) =>
    open(apiEvent({ method: 'GET', path: '/email/stop', ...(query ? { query } : {}) }), lambdaContext);

  it('is sent on (303) to the page that asks first, the token in its fragment, with nothing read or written', async () => {
    const token = await tokenFor({ kind: 'newApplication', accountId: FAMILY });
    const res = await get({ token, utm_source: 'scanner' });
    expect(res.statusCode).toBe(303);
    expect(res.headers?.location).toBe(`/email/stop#${token}`);
    expect(res.headers?.['cache-control']).toBe('no-store');
    expect(ddb.calls()).toHaveLength(0);
  });

  it('keeps the location well formed whatever the address held', async () => {
    expect((await get({ token: 'a b\r\nSet-Cookie: x' })).headers?.location).toBe(
      '/email/stop#a%20b%0D%0ASet-Cookie%3A%20x',
    );
    expect((await get()).headers?.location).toBe('/email/stop#');
    expect((await get({ token: 'x'.repeat(2000) })).statusCode).toBe(400);
  });
});
