import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCloud, type LocalCloud } from './cloud.ts';

/**
 * Job alerts end to end on the local cloud: saved searches, a family's paid job published through the
 * Stripe stand-in's webhook, the table stream's job-published event fanned out by its own poller, the
 * instant email in the mailbox with her reasons and a stop link, a repeated fan-out sending nothing,
 * the daily digest with a moved clock, and the stop link (used twice, and forged).
 */
const OFFSET = 7500;
let cloud: LocalCloud;

beforeAll(async () => {
  cloud = await startLocalCloud(OFFSET);
}, 120_000);
afterAll(async () => cloud?.stop());

interface Mail {
  destination: { to: string[] };
  subject: string;
  body: { text: string };
}
const mailTo = async (address: string) =>
  ((await (await fetch(`${cloud.mailbox}/store`)).json()) as { emails: Mail[] }).emails.filter((m) =>
    m.destination.to.includes(address),
  );

/** Waits (up to 20 s) for something the pollers do on their own, off any request. */
async function eventually<T>(what: string, probe: () => Promise<T | null | undefined>): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = await probe();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const inTwoWeeks = new Date(Date.now() + 14 * 24 * 3600 * 1000).toISOString().slice(0, 10);

async function nannyInSw4WithSen() {
  const nanny = await cloud.newUser('nanny', 'alerts');
  const cv = await cloud.upload(nanny.token, 'nanny-cv', 'cv.pdf', 'application/pdf', PDF);
  const saved = await cloud.call('PUT', '/nanny-profile', nanny.token, {
    fullName: 'Amelia Hughes',
    location: 'Clapham, London',
    postcode: 'SW4 0AA',
    yearsExperience: 6,
    email: nanny.email,
    bio: 'Calm and caring nanny.',
    skills: ['SEN', 'First Aid'],
    languages: ['English'],
    drivingLicense: false,
    willingToTravel: false,
    activelyLooking: true,
    hourlyRateMin: 14,
    hourlyRateMax: 18,
    additionalComments: '',
    photo: null,
    cv: { key: cv.key, name: 'cv.pdf' },
    dbs: null,
    references: [],
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return nanny;
}

describe('job alerts', () => {
  it('fan a paid job out once to the alerts that find it, digest the daily ones, and stop by link', async () => {
    const instant = await nannyInSw4WithSen();
    const daily = await cloud.newUser('nanny', 'daily');
    const elsewhere = await cloud.newUser('nanny', 'm1');

    const created = await cloud.call('POST', '/account/alerts', instant.token, {
      search: { place: 'sw4', needs: ['SEN experience'] },
      frequency: 'instant',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ label: 'SW4 · SEN experience', search: { place: 'SW4' } });
    const dailyAlert = await cloud.call('POST', '/account/alerts', daily.token, {
      search: { place: 'SW4', nearby: true },
      frequency: 'daily',
    });
    expect(dailyAlert.status).toBe(201);
    expect(
      (
        await cloud.call('POST', '/account/alerts', elsewhere.token, {
          search: { place: 'M1' },
          frequency: 'instant',
        })
      ).status,
    ).toBe(201);
    // An empty search is refused; another's alert is unknown.
    expect(
      (await cloud.call('POST', '/account/alerts', daily.token, { search: {}, frequency: 'daily' })).status,
    ).toBe(400);
    expect((await cloud.call('DELETE', `/account/alerts/${created.body.alertId}`, daily.token)).status).toBe(
      404,
    );

    // A family posts a job in SW4 asking for SEN experience, and pays.
    const family = await cloud.signIn('family@demo.local');
    const job = await cloud.call('POST', '/jobs/family', family, {
      jobTitle: 'SEN nanny for our son',
      location: 'Clapham, London',
      postcode: 'SW4 9ZZ',
      startDate: inTwoWeeks,
      daysHours: 'Mon–Fri, 8am–6pm',
      pay: { period: 'hourly', min: 16, max: null, hoursPerWeek: 50, liveIn: false, rota: false },
      jobType: 'live-out',
      jobTypeOther: '',
      childrenAges: '6',
      description: 'Looking for a patient nanny with SEN experience.',
      selectedLanguages: ['English'],
      selectedRequirements: ['SEN experience'],
      photo: null,
      contactEmail: 'hiring.family@example.com',
      additionalComments: '',
      discountCode: '',
    });
    expect(job.status, JSON.stringify(job.body)).toBe(201);
    const jobId = job.body.jobId as string;
    const sessionId = new URL(job.body.checkoutUrl).pathname.split('/').pop()!;
    await fetch(`${cloud.stripe}/checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });

    const [email] = await eventually('the instant alert email', async () => {
      const mails = (await mailTo(instant.email)).filter((m) => m.subject.startsWith('New job:'));
      return mails.length ? mails : null;
    });
    expect(email!.subject).toBe('New job: SEN nanny for our son in SW4');
    expect(email!.body.text).toContain('In your area: SW4');
    expect(email!.body.text).toContain('Asks for SEN experience, which you have');
    expect(email!.body.text).toContain(`/jobs/${jobId}`);
    expect(email!.body.text).toContain('/account/alerts');
    const stopLink = /\/alerts\/stop#(\S+)/.exec(email!.body.text)?.[1];
    expect(stopLink).toBeTruthy();
    // Nothing for the M1 alert, and nothing at once for the daily one.
    await settle();
    const alertMails = async (address: string) =>
      (await mailTo(address)).filter((m) => /^New job:|new jobs? for/.test(m.subject));
    expect(await alertMails(elsewhere.email)).toHaveLength(0);
    expect(await alertMails(daily.email)).toHaveLength(0);

    // The fan-out run again for the same job writes nothing new.
    const again = await fetch(`${cloud.api}/_local/scheduled/job-alerts`, {
      method: 'POST',
      body: JSON.stringify({ ids: [jobId] }),
    });
    const [counts] = ((await again.json()) as { result: Array<Record<string, number>> }).result;
    expect(counts).toMatchObject({ matches: 2, emails: 0, pending: 0, already: 2 });
    await settle();
    expect((await mailTo(instant.email)).filter((m) => m.subject.startsWith('New job:'))).toHaveLength(1);

    // The daily digest, with the clock moved to tomorrow morning: one email, and only one.
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
    for (let i = 0; i < 2; i++)
      await fetch(`${cloud.api}/_local/scheduled/alert-digests`, {
        method: 'POST',
        body: JSON.stringify({ time: tomorrow, ids: [dailyAlert.body.alertId] }),
      });
    const digests = await eventually('the digest', async () => {
      const mails = (await mailTo(daily.email)).filter((m) => m.subject.startsWith('1 new job for'));
      return mails.length ? mails : null;
    });
    await settle();
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe('1 new job for “SW4 and the rest of SW”');
    expect(digests[0]!.body.text).toContain('SEN nanny for our son');

    // A forged token changes nothing.
    const [value, signature] = stopLink!.split('.');
    const forgedValue = Buffer.from(
      `${Buffer.from(value!, 'base64url').toString().split('\n')[0]}\nnot-this-alert`,
    ).toString('base64url');
    for (const token of [`${forgedValue}.${signature}`, `${value}.${'A'.repeat(signature!.length)}`]) {
      const forged = await cloud.call('POST', '/alerts/stop', undefined, { token });
      expect(forged.status).toBe(400);
      expect(forged.body.message).toMatch(/not valid/);
    }
    expect((await cloud.call('GET', '/account/alerts', instant.token)).body.items).toHaveLength(1);

    // The stop link stops that alert; a second use says it was stopped already.
    const stopped = await cloud.call('POST', '/alerts/stop', undefined, { token: stopLink });
    expect(stopped).toMatchObject({ status: 200, body: { status: 'stopped', message: 'Alert stopped' } });
    expect((await cloud.call('GET', '/account/alerts', instant.token)).body.items).toHaveLength(0);
    const second = await cloud.call('POST', '/alerts/stop', undefined, { token: stopLink });
    expect(second.body).toMatchObject({
      status: 'already-stopped',
      message: 'This alert was already stopped',
    });
    // Her count went down with it: she may save a new alert, which the old link never touches.
    const fresh = await cloud.call('POST', '/account/alerts', instant.token, {
      search: { place: 'SW4' },
      frequency: 'daily',
    });
    expect(fresh.status).toBe(201);
    await cloud.call('POST', '/alerts/stop', undefined, { token: stopLink });
    expect((await cloud.call('GET', '/account/alerts', instant.token)).body.items).toHaveLength(1);
  }, 120_000);

  it('keeps at most ten alerts per account', async () => {
    const nanny = await cloud.newUser('nanny', 'limit');
    for (let i = 1; i <= 10; i++)
      expect(
        (
          await cloud.call('POST', '/account/alerts', nanny.token, {
            search: { place: `SW${i}` },
            frequency: 'daily',
          })
        ).status,
      ).toBe(201);
    const [first] = (await cloud.call('GET', '/account/alerts', nanny.token)).body.items;
    const edited = await cloud.call('PUT', `/account/alerts/${first.alertId}`, nanny.token, {
      search: { place: 'SW1', type: 'live-out' },
      frequency: 'instant',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ label: 'SW1 · Live-out', frequency: 'instant' });
    const eleventh = await cloud.call('POST', '/account/alerts', nanny.token, {
      search: { place: 'SW11' },
      frequency: 'daily',
    });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.message).toMatch(/up to 10 job alerts/);
  }, 60_000);

  it('keeps one alert of a search and frequency, however it is saved, at once or edited into', async () => {
    const nanny = await cloud.newUser('nanny', 'same');
    const save = (search: object, frequency = 'daily') =>
      cloud.call('POST', '/account/alerts', nanny.token, { search, frequency });
    const kept = await save({ place: 'SE15', needs: ['SEN experience'] });
    expect(kept.status).toBe(201);
    // The same search, typed otherwise: refused, naming the alert she has.
    const again = await save({ needs: ['SEN experience'], place: 'se15 4aa' });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('“SE15 · SEN experience”');
    // As often as another it is not the same.
    expect((await save({ place: 'SE15', needs: ['SEN experience'] }, 'instant')).status).toBe(201);

    // Saved twice at once (two tabs): one is kept, the other refused.
    const both = await Promise.all([save({ place: 'SE22' }), save({ place: 'SE22' })]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);

    // An alert changed into one she has is refused, and stays as it was.
    const other = await save({ place: 'SE5' });
    const into = await cloud.call('PUT', `/account/alerts/${other.body.alertId}`, nanny.token, {
      search: { place: 'SE22' },
      frequency: 'daily',
    });
    expect(into.status).toBe(409);
    const items = (await cloud.call('GET', '/account/alerts', nanny.token)).body.items as Array<{
      alertId: string;
      label: string;
    }>;
    expect(items.map((a) => a.label).sort()).toEqual([
      'SE15 · SEN experience',
      'SE15 · SEN experience',
      'SE22',
      'SE5',
    ]);

    // Once deleted, or changed to something else, its search can be saved again.
    expect((await cloud.call('DELETE', `/account/alerts/${kept.body.alertId}`, nanny.token)).status).toBe(
      200,
    );
    expect((await save({ place: 'SE15', needs: ['SEN experience'] })).status).toBe(201);
    expect(
      (
        await cloud.call('PUT', `/account/alerts/${other.body.alertId}`, nanny.token, {
          search: { place: 'SE6' },
          frequency: 'daily',
        })
      ).status,
    ).toBe(200);
    expect((await save({ place: 'SE5' })).status).toBe(201);
  }, 60_000);
});
