import { beforeAll, describe, expect, it } from 'vitest';
import {
  EMAIL_STOP_FIELDS,
  EMAIL_STOP_KINDS,
  EMAIL_STOP_TEXTS,
  emailStopPagePath,
  emailStopToken,
  emailStopValue,
  readEmailStopToken,
  type EmailStop,
} from '../../lambdas/contract/email-stop-constants.ts';
import { EMAIL_SETTINGS } from '../../lambdas/contract/hiring-constants.ts';
import { routes } from '../../lambdas/contract/routes.ts';
import { EMAIL_STOP_PURPOSE, emailStopUrl, oneClickHeaders } from '../../lambdas/domain/email-stop.ts';
import { ALERT_STOP_PURPOSE, stopToken, stopValue } from '../../lambdas/domain/job-alerts.ts';
import { stubFunctionEnv, TEST_ENV } from '../support/aws.ts';

/**
 * The one-click stop's token (contract/email-stop-constants.ts) and headers (domain/email-stop.ts):
 * what a token names, read back exactly; junk, forged, altered and other kinds' tokens refused; and the
 * RFC 8058 headers the deliverer puts on an email (services/email-stop-link.ts), signed with the key.
 */
let sign: (purpose: string, value: string) => Promise<string>;
let verify: (purpose: string, value: string, signature: string) => Promise<boolean>;
let emailStopHeaders: (stop: EmailStop) => Promise<Array<{ name: string; value: string }>>;

beforeAll(async () => {
  stubFunctionEnv();
  ({ sign, verify } = await import('../../lambdas/platform/signing.ts'));
  ({ emailStopHeaders } = await import('../../lambdas/services/email-stop-link.ts'));
});

/** A token as the deliverer makes it: the stop's value signed for the stop's purpose. */
const tokenFor = async (stop: EmailStop) =>
  emailStopToken(stop, await sign(EMAIL_STOP_PURPOSE, emailStopValue(stop)));

/** Whether the server would take a token: read, then its signature checked (services/email-stop.ts). */
async function accepted(token: string): Promise<EmailStop | null> {
  const read = readEmailStopToken(token);
  if (!read) return null;
  return (await verify(EMAIL_STOP_PURPOSE, read.value, read.signature)) ? read.stop : null;
}

const b64 = (text: string) => Buffer.from(text).toString('base64url');
const SIGNATURE = 'A'.repeat(43);

describe('email stop kinds', () => {
  it('has a kind for each account email setting, the alert and the newsletter, each with its texts', () => {
    expect([...EMAIL_STOP_KINDS].sort()).toEqual([...EMAIL_SETTINGS, 'alert', 'newsletter'].sort());
    for (const setting of EMAIL_SETTINGS) expect(EMAIL_STOP_FIELDS[setting]).toEqual(['accountId']);
    expect(EMAIL_STOP_FIELDS.alert).toEqual(['accountId', 'alertId']);
    expect(EMAIL_STOP_FIELDS.newsletter).toEqual(['email']);
    for (const kind of EMAIL_STOP_KINDS) expect(EMAIL_STOP_TEXTS[kind].question).toMatch(/\?$/);
    expect(EMAIL_STOP_TEXTS.newApplication.question).toBe('Stop “New applications” emails?');
  });

  it('is served where the email points: the table’s POST and GET share the header’s path', () => {
    expect(routes.emailStop).toMatchObject({ method: 'POST', path: '/email/stop', oneClickForm: true });
    expect(routes.emailStopOpen).toMatchObject({ method: 'GET', path: '/email/stop', uses: [] });
    expect(emailStopPagePath('abc.def')).toBe('/email/stop#abc.def');
  });
});

describe('email stop tokens', () => {
  it('reads back exactly what each kind of token names', () => {
    const stops: EmailStop[] = [
      { kind: 'newApplication', accountId: 'f1e2d3c4-0000-4000-8000-000000000001' },
      { kind: 'messages', accountId: 'nanny-user-1' },
      { kind: 'alert', accountId: 'nanny-user-1', alertId: '11111111-1111-4111-8111-111111111111' },
      { kind: 'newsletter', email: 'zoë.o’brien@example.co.uk' },
    ];
    for (const stop of stops) {
      const read = readEmailStopToken(emailStopToken(stop, SIGNATURE));
      expect(read).toEqual({ stop, value: emailStopValue(stop), signature: SIGNATURE });
    }
    expect(emailStopValue({ kind: 'alert', accountId: 'u', alertId: 'a' })).toBe('alert\nu\na');
  });

  it('refuses to make a token naming an empty or malformed field', () => {
    expect(() => emailStopValue({ kind: 'messages', accountId: '' })).toThrow(/malformed/);
    expect(() => emailStopValue({ kind: 'newsletter', email: 'a@b.c\nmessages' })).toThrow(/malformed/);
    expect(() => emailStopValue({ kind: 'newsletter', email: `${'x'.repeat(250)}@b.co` })).toThrow();
  });

  it('reads nothing from junk, or from a token whose value names no stop', () => {
    for (const junk of [
      '',
      'nonsense',
      `${b64('messages\nu1')}`,
      `${b64('messages\nu1')}.${SIGNATURE}.x`,
      `${b64('messages\nu1')}.short`,
      `${b64('messages\nu1')}.${'!'.repeat(43)}`,
      `not base64!.${SIGNATURE}`,
      `${b64('unknownKind\nu1')}.${SIGNATURE}`,
      `${b64('constructor\nu1')}.${SIGNATURE}`,
      `${b64('messages')}.${SIGNATURE}`,
      `${b64('messages\nu1\nextra')}.${SIGNATURE}`,
      `${b64('alert\nu1')}.${SIGNATURE}`,
      `${b64('messages\n')}.${SIGNATURE}`,
      `${b64('newsletter\na@b.c\r')}.${SIGNATURE}`,
      `${Buffer.from([0x6d, 0xff, 0xfe]).toString('base64url')}.${SIGNATURE}`,
      `${b64(`newsletter\n${'x'.repeat(600)}`)}.${SIGNATURE}`,
    ])
      expect(readEmailStopToken(junk), junk).toBeNull();
  });

  it('reads a token only in its one spelling: unused bits set in the value make another token', () => {
    const token = emailStopToken({ kind: 'messages', accountId: 'u1' }, SIGNATURE);
    const [value] = token.split('.') as [string];
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // 'messages\nu1' is 11 bytes: its last character's two lowest bits are unused.
    for (const bit of [1, 2]) {
      const other = `${value.slice(0, -1)}${alphabet[alphabet.indexOf(value.at(-1)!) ^ bit]}`;
      expect(Buffer.from(other, 'base64url')).toEqual(Buffer.from(value, 'base64url'));
      expect(readEmailStopToken(`${other}.${SIGNATURE}`), other).toBeNull();
    }
    expect(readEmailStopToken(token)).not.toBeNull();
  });

  it('takes a token the server signed, and refuses a forged, altered or other kind’s one', async () => {
    const stop: EmailStop = { kind: 'newApplication', accountId: 'family-1' };
    const token = await tokenFor(stop);
    expect(await accepted(token)).toEqual(stop);
    const [value, signature] = token.split('.') as [string, string];

    // Forged: another account's value under this signature, or a signature made up.
    expect(await accepted(`${b64('newApplication\nfamily-2')}.${signature}`)).toBeNull();
    expect(await accepted(`${value}.${SIGNATURE}`)).toBeNull();
    // Altered: one character of the signature changed, or cut short.
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(await accepted(`${value}.${flipped}`)).toBeNull();
    expect(await accepted(`${value}.${signature.slice(0, -2)}`)).toBeNull();
    // Another kind: the same account's signature does not stop its other emails.
    expect(await accepted(`${b64('messages\nfamily-1')}.${signature}`)).toBeNull();
    // Signed for another purpose: an alert email's own stop link, or the same value signed elsewhere.
    const alertSignature = await sign(ALERT_STOP_PURPOSE, stopValue('family-1', 'alert-1'));
    expect(await accepted(stopToken('family-1', 'alert-1', alertSignature))).toBeNull();
    const alertStop: EmailStop = { kind: 'alert', accountId: 'family-1', alertId: 'alert-1' };
    expect(
      await accepted(emailStopToken(alertStop, await sign(ALERT_STOP_PURPOSE, emailStopValue(alertStop)))),
    ).toBeNull();
    expect(await accepted(await tokenFor(alertStop))).toEqual(alertStop);
  });
});

describe('the RFC 8058 headers', () => {
  it('name one HTTPS address of the site’s API in angle brackets, and the one-click POST', () => {
    const url = emailStopUrl('https://nanny.example', 'abc_-.xyz');
    expect(url).toBe('https://nanny.example/api/email/stop?token=abc_-.xyz');
    expect(oneClickHeaders(url)).toEqual([
      { name: 'List-Unsubscribe', value: '<https://nanny.example/api/email/stop?token=abc_-.xyz>' },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    ]);
  });

  it('carry a token signed for that kind of email and that recipient, made as the email is sent', async () => {
    const stop: EmailStop = { kind: 'jobReminders', accountId: 'family-9' };
    const headers = await emailStopHeaders(stop);
    expect(headers.map((h) => h.name)).toEqual(['List-Unsubscribe', 'List-Unsubscribe-Post']);
    const address = /^<(.+)>$/.exec(headers[0]!.value)?.[1];
    const url = new URL(address!);
    expect(`${url.origin}${url.pathname}`).toBe(`${TEST_ENV.SITE_ORIGIN}/api/email/stop`);
    expect([...url.searchParams.keys()]).toEqual(['token']);
    expect(await accepted(url.searchParams.get('token')!)).toEqual(stop);
    // The same stop always makes the same address: nothing is stored, and nothing needs to be.
    expect(await emailStopHeaders(stop)).toEqual(headers);
  });

  it('are left off an email whose message names no usable recipient', async () => {
    expect(await emailStopHeaders({ kind: 'messages', accountId: '' })).toEqual([]);
  });
});
