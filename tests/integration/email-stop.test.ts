import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDetails, nannyProfile } from '../security/requests.ts';
import { sharedLocalCloud, type LocalCloud } from './cloud.ts';

/**
 * RFC 8058's one-click unsubscribe end to end on the local cloud: a nanny's application emails the
 * family with `List-Unsubscribe` and `List-Unsubscribe-Post` (stored by the SES stand-in's mailbox),
 * and the address in it, POSTed through the site's origin exactly as a mailbox provider does, turns
 * that one setting off for that account; a second POST is fine, a GET only leads to the page, a
 * tampered token changes nothing; and a job alert email's header stops that alert.
 */
let cloud: LocalCloud;

beforeAll(async () => {
  cloud = await sharedLocalCloud();
}, 120_000);
afterAll(async () => cloud?.stop());

interface Mail {
  destination: { to: string[] };
  subject: string;
  body: { text: string };
  headers?: Array<{ name: string; value: string }>;
}
const mailTo = async (address: string) =>
  ((await (await fetch(`${cloud.mailbox}/store`)).json()) as { emails: Mail[] }).emails.filter((m) =>
    m.destination.to.includes(address),
  );

/** Waits (up to 20 s) for an email the outbox or the alerts' poller sends on its own. */
async function mailFor(address: string, match: (m: Mail) => boolean): Promise<Mail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = (await mailTo(address)).find(match);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(
        `no email to ${address} matched; got: ${(await mailTo(address)).map((m) => m.subject).join(' | ')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The one-click address of an email, after checking both headers are there and well formed. */
function oneClickUrl(mail: Mail): URL {
  const headers = mail.headers ?? [];
  const header = (name: string) => headers.filter((h) => h.name.toLowerCase() === name.toLowerCase());
  const [list] = header('List-Unsubscribe');
  const [post] = header('List-Unsubscribe-Post');
  expect(header('List-Unsubscribe'), mail.subject).toHaveLength(1);
  expect(header('List-Unsubscribe-Post'), mail.subject).toHaveLength(1);
  expect(post!.value).toBe('List-Unsubscribe=One-Click');
  // One URI in angle brackets, nothing else (RFC 2369; RFC 8058 asks for exactly one HTTPS URI, which
  // the local cloud's http origin stands in for).
  const address = /^<(https?:\/\/[^<>\s,]+)>$/.exec(list!.value)?.[1];
  expect(address, list!.value).toBeTruthy();
  const url = new URL(address!);
  expect(url.pathname).toBe('/api/email/stop');
  expect([...url.searchParams.keys()]).toEqual(['token']);
  return url;
}

/** POSTs the address on the site's origin as a mailbox provider does: no cookies, no token, the form. */
const oneClick = (url: URL, as: 'urlencoded' | 'multipart' = 'urlencoded') => {
  const boundary = '----oneclick7MA4YWxkTrZu0gW';
  return fetch(`${cloud.web}${url.pathname}${url.search}`, {
    method: 'POST',
    redirect: 'manual',
    ...(as === 'urlencoded'
      ? {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        }
      : {
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          body: [
            `--${boundary}`,
            'Content-Disposition: form-data; name="List-Unsubscribe"',
            '',
            'One-Click',
            `--${boundary}--`,
            '',
          ].join('\r\n'),
        }),
  });
};

/** The same address with its token altered: one character of the signature, or the value's. */
function tampered(url: URL): URL[] {
  const token = url.searchParams.get('token')!;
  const [value, signature] = token.split('.') as [string, string];
  const flip = (text: string) => `${text.slice(0, -1)}${text.endsWith('A') ? 'B' : 'A'}`;
  return [`${value}.${flip(signature)}`, `${flip(value)}.${signature}`].map((t) => {
    const copy = new URL(url);
    copy.searchParams.set('token', t);
    return copy;
  });
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

describe('one-click unsubscribe headers', () => {
  it('stop exactly that kind of email for that recipient, once, and only with our token', async () => {
    // A nanny with a profile, and an instant job alert for the place the family is about to post in.
    const nanny = await cloud.newUser('nanny', 'oneclick');
    const cv = await cloud.upload(nanny.token, 'nanny-cv', 'cv.pdf', 'application/pdf', PDF);
    const saved = await cloud.call(
      'PUT',
      '/nanny-profile',
      nanny.token,
      nannyProfile(nanny.email, { key: cv.key, name: 'cv.pdf' }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const alert = await cloud.call('POST', '/account/alerts', nanny.token, {
      search: { place: 'BN3' },
      frequency: 'instant',
    });
    expect(alert.status, JSON.stringify(alert.body)).toBe(201);

    // A family posts and pays for a job there.
    const family = await cloud.newUser('family', 'oneclick');
    const created = await cloud.call('POST', '/jobs/family', family.token, {
      ...jobDetails(),
      jobTitle: 'Nanny wanted in Hove (one-click)',
      contactEmail: family.email,
      discountCode: '',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const jobId = String(created.body.jobId);
    const sessionId = new URL(created.body.checkoutUrl).pathname.split('/').pop()!;
    await fetch(`${cloud.stripe}/checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });

    // She applies: the family is emailed the application, with both headers.
    const applied = await cloud.call('POST', `/jobs/${jobId}/applications`, nanny.token, {
      coverLetter: 'I would love to look after your children.',
      phone: '07700 900123',
      cv: null,
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const note = await mailFor(family.email, (m) => m.subject.startsWith('New application'));
    const url = oneClickUrl(note);
    const settings = async () => (await cloud.call('GET', '/me/email-settings', family.token)).body;
    expect(await settings()).toMatchObject({ newApplication: true, jobReminders: true, messages: true });

    // Opened in a browser (or by a link scanner): sent on to the page, nothing changed.
    const opened = await fetch(`${cloud.web}${url.pathname}${url.search}`, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/email/stop#${url.searchParams.get('token')}`);
    expect((await settings()).newApplication).toBe(true);

    // A tampered token is refused, clearly, and changes nothing.
    for (const forged of tampered(url)) {
      const refused = await oneClick(forged);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toMatch(/not valid/);
    }
    // Any other body is refused too: another media type (415), another form (400).
    const asText = await fetch(`${cloud.web}${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(asText.status).toBe(415);
    const otherForm = await fetch(`${cloud.web}${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click&also=this',
    });
    expect(otherForm.status).toBe(400);
    expect((await settings()).newApplication).toBe(true);

    // The one-click POST, as a mailbox provider sends it: that setting, and only it, is off.
    const stopped = await oneClick(url);
    expect(stopped.status).toBe(200);
    expect(await stopped.json()).toMatchObject({ status: 'stopped' });
    expect(await settings()).toMatchObject({
      newApplication: false,
      applicationCopy: true,
      applicationUpdates: true,
      jobReminders: true,
      messages: true,
    });
    // A second POST (multipart, as some providers send it) is fine and changes nothing more.
    const again = await oneClick(url, 'multipart');
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ status: 'already-stopped' });
    expect((await settings()).newApplication).toBe(false);

    // The next application is not emailed to the family; the nanny's own copy still goes.
    const second = await cloud.newUser('nanny', 'oneclick2');
    const secondCv = await cloud.upload(second.token, 'nanny-cv', 'cv.pdf', 'application/pdf', PDF);
    expect(
      (
        await cloud.call(
          'PUT',
          '/nanny-profile',
          second.token,
          nannyProfile(second.email, { key: secondCv.key, name: 'cv.pdf' }),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await cloud.call('POST', `/jobs/${jobId}/applications`, second.token, {
          coverLetter: 'I have six years of experience.',
          phone: '',
          cv: null,
        })
      ).status,
    ).toBe(201);
    const copy = await mailFor(second.email, (m) => m.subject.startsWith('Your application for'));
    // Her copy carries its own stop: her copies, for her account.
    expect(oneClickUrl(copy).searchParams.get('token')).not.toBe(url.searchParams.get('token'));
    expect((await mailTo(family.email)).filter((m) => m.subject.startsWith('New application'))).toHaveLength(
      1,
    );

    // The job alert email's header stops that alert, as its own link does; a second POST is fine.
    const alertMail = await mailFor(nanny.email, (m) => m.subject.startsWith('New job:'));
    const alertUrl = oneClickUrl(alertMail);
    const alerts = async () =>
      (await cloud.call('GET', '/account/alerts', nanny.token)).body.items as unknown[];
    expect(await alerts()).toHaveLength(1);
    for (const forged of tampered(alertUrl)) expect((await oneClick(forged)).status).toBe(400);
    expect(await alerts()).toHaveLength(1);
    const alertStopped = await oneClick(alertUrl, 'multipart');
    expect(alertStopped.status).toBe(200);
    expect(await alertStopped.json()).toMatchObject({ status: 'stopped' });
    expect(await alerts()).toHaveLength(0);
    const alertAgain = await oneClick(alertUrl);
    expect(alertAgain.status).toBe(200);
    expect(await alertAgain.json()).toMatchObject({ status: 'already-stopped' });

    // Transactional emails carry no such header: the family's receipt.
    const receipt = await mailFor(family.email, (m) => m.subject.startsWith('Receipt:'));
    expect(receipt.headers ?? []).toEqual([]);
  }, 120_000);
});
