import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeys } from '../support/journeys.ts';
import { offerTerms } from '../security/requests.ts';
import { startLocalCloud, type LocalCloud } from './cloud.ts';

/**
 * Offers of employment through the local cloud: a family offers a nanny who applied the job, she
 * accepts the latest version and is hired, both download the written statement and the payroll pack;
 * every bad input is a clear 4xx that stores nothing; both parties' data exports hold the offer.
 */
let cloud: LocalCloud;
const OFFSET = 4300;
beforeAll(async () => {
  cloud = await startLocalCloud(OFFSET);
}, 120_000);
afterAll(async () => cloud?.stop());

const j = journeys(() => cloud);
const { call } = j;
const offerPath = (jobId: string, nannyId: string) => `/offers/${jobId}/${nannyId}`;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

/** A family's live job, and a nanny who applied to it. */
async function applied(label: string) {
  const family = await j.familyWithJob(`${label}-family`);
  const nanny = await j.nanny(`${label}-nanny`);
  const application = await j.apply(nanny.token, family.jobId);
  expect(application.status, JSON.stringify(application.body)).toBe(201);
  return { family, nanny, path: offerPath(family.jobId, nanny.nannyId) };
}

const offerItem = (jobId: string, nannyId: string) =>
  j.item({ pk: `OFFER#${jobId}#${nannyId}`, sk: 'OFFER' });
const statusOf = async (jobId: string, nannyId: string) =>
  (await j.item({ pk: `JOB#${jobId}`, sk: `APP#${nannyId}` }))?.status;

describe('an offer, from made to accepted', () => {
  it('hires her only when she accepts the latest version, and gives both sides the statement', async () => {
    const { family, nanny, path } = await applied('offer');
    // The poster's page starts from the job's own words.
    const blank = await call('GET', path, family.token);
    expect(blank.status, JSON.stringify(blank.body)).toBe(200);
    expect(blank.body).toMatchObject({ role: 'poster', offer: null, canPropose: true });
    expect(blank.body.prefill.jobTitle).toBe(`Nanny wanted (offer-family)`);

    const made = await call('PUT', path, family.token, offerTerms());
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.offer).toMatchObject({ status: 'proposed', version: 1 });
    expect(await statusOf(family.jobId, nanny.nannyId)).toBe('offered');
    await j.waitForEmail(nanny.email, (e) => e.subject.startsWith('A job offer for'));

    // The poster changes it: version 2 is the one she sees, and the only one she may accept.
    const changed = await call('PUT', path, family.token, offerTerms({ holidayDays: 30 }));
    expect(changed.body.offer).toMatchObject({ status: 'proposed', version: 2 });
    const seen = await call('GET', path, nanny.token);
    expect(seen.body).toMatchObject({ role: 'nanny', offer: { version: 2, terms: { holidayDays: 30 } } });
    const old = await call('POST', `${path}/accept`, nanny.token, { version: 1, employeeName: 'Rosa Lopez' });
    expect(old.status).toBe(409);
    expect(old.body.message).toMatch(/changed after you opened it/);
    expect(await statusOf(family.jobId, nanny.nannyId)).toBe('offered');

    const accepted = await call('POST', `${path}/accept`, nanny.token, {
      version: 2,
      employeeName: 'Rosa Martínez Lopez',
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.offer).toMatchObject({ status: 'accepted', statements: [{ version: 1 }] });
    expect(await statusOf(family.jobId, nanny.nannyId)).toBe('hired');
    const hired = await j.waitForEmail(family.email, (e) => e.subject.includes('accepted your offer'));
    // The job stays on the board until the family mark it filled: the email and their page say so.
    expect(hired.body.text).toContain(`/my-jobs/${family.jobId}?close=filled`);
    expect((await call('GET', path, family.token)).body).toMatchObject({ jobOpen: true });
    expect((await call('GET', path, nanny.token)).body).toMatchObject({ jobOpen: false });

    for (const token of [family.token, nanny.token]) {
      const pdf = await call('GET', `${path}/statements/1`, token);
      expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
      expect(pdf.body.contentType).toBe('application/pdf');
      expect(Buffer.from(pdf.body.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
      const pack = await call('GET', `${path}/payroll-pack`, token);
      expect(pack.status).toBe(200);
    }

    // A term changed after acceptance needs her agreement: the family confirm they agreed it with her,
    // or nothing is issued.
    const raisedTerms = offerTerms({
      holidayDays: 30,
      pay: { period: 'hourly', min: 17, max: null, hoursPerWeek: 40, liveIn: false, rota: false },
    });
    const unconfirmed = await call('PUT', path, family.token, raisedTerms);
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.fields.agreedWithEmployee).toMatch(/agreed this change with her/);
    expect(await offerItem(family.jobId, nanny.nannyId)).toMatchObject({ statementVersion: 1 });

    // Confirmed, it is the statement's version 2, naming what changed; both sides are told what, and
    // both versions stay.
    const raised = await call('PUT', path, family.token, { ...raisedTerms, agreedWithEmployee: true });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect(raised.body.offer.statements).toMatchObject([
      { version: 1, changed: [] },
      { version: 2, changed: ['pay'] },
    ]);
    const hers = await j.waitForEmail(nanny.email, (e) => e.subject.startsWith('Your written statement'));
    expect(hers.body.text).toContain('changed these terms (Pay) of your job');
    const theirs = await j.waitForEmail(family.email, (e) => e.subject.includes('written statement for'));
    expect(theirs.body.text).toContain('You changed these terms (Pay) of');
    expect((await call('GET', `${path}/statements/1`, nanny.token)).status).toBe(200);
    expect((await call('GET', `${path}/statements/2`, nanny.token)).status).toBe(200);
    expect((await call('GET', `${path}/statements/3`, nanny.token)).status).toBe(404);

    // Both find it in their account.
    for (const token of [family.token, nanny.token]) {
      const mine = await call('GET', '/offers', token);
      expect(mine.body.items).toContainEqual(
        expect.objectContaining({ jobId: family.jobId, status: 'accepted', version: 2 }),
      );
    }
  });
});

describe('bad input: a clear 4xx, nothing stored', () => {
  it('refuses an offer on someone else’s job, to someone who did not apply or withdrew, and a stranger’s reads', async () => {
    const { family, nanny, path } = await applied('refuse');
    const other = await j.familyWithJob('refuse-other');
    expect((await call('PUT', path, other.token, offerTerms())).status).toBe(404);
    expect((await call('GET', path, other.token)).status).toBe(404);
    const stranger = await j.nanny('refuse-stranger');
    expect(
      (await call('PUT', offerPath(family.jobId, stranger.nannyId), family.token, offerTerms())).status,
    ).toBe(404);
    expect(await offerItem(family.jobId, stranger.nannyId)).toBeUndefined();
    // She withdraws: no offer can be made to her.
    const withdrawn = await call('POST', `/my-applications/${family.jobId}/withdraw`, nanny.token, {});
    expect(withdrawn.status).toBe(200);
    const late = await call('PUT', path, family.token, offerTerms());
    expect(late.status).toBe(409);
    expect(await offerItem(family.jobId, nanny.nannyId)).toBeUndefined();
  });

  it('refuses a past start date, pay below the minimum wage and too little holiday, field by field', async () => {
    const { family, nanny, path } = await applied('fields');
    const past = await call('PUT', path, family.token, offerTerms({ startDate: '2020-01-06' }));
    expect(past.status).toBe(400);
    expect(past.body.fields.startDate).toBe('The start date must be today or later.');
    const low = await call(
      'PUT',
      path,
      family.token,
      offerTerms({
        pay: { period: 'hourly', min: 9, max: null, hoursPerWeek: 40, liveIn: false, rota: false },
      }),
    );
    expect(low.status).toBe(400);
    expect(low.body.fields['pay.min']).toMatch(/below the National Minimum Wage/);
    const short = await call('PUT', path, family.token, offerTerms({ holidayDays: 20 }));
    expect(short.status).toBe(400);
    expect(short.body.fields.holidayDays).toMatch(/At least 28 days/);
    // Today is a valid start date.
    expect(await offerItem(family.jobId, nanny.nannyId)).toBeUndefined();
    expect(await statusOf(family.jobId, nanny.nannyId)).not.toBe('offered');
    expect((await call('PUT', path, family.token, offerTerms({ startDate: today() }))).status).toBe(200);
  });

  it('lets two accepts sent at once hire her once, and refuses an accept after a withdrawal', async () => {
    const { family, nanny, path } = await applied('race');
    expect((await call('PUT', path, family.token, offerTerms())).status).toBe(200);
    const answers = await Promise.all(
      [1, 2].map(() =>
        call('POST', `${path}/accept`, nanny.token, { version: 1, employeeName: 'Rosa Lopez' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe('This offer has been accepted already.');
    const item = await offerItem(family.jobId, nanny.nannyId);
    expect(item).toMatchObject({ status: 'accepted', statementVersion: 1 });
    const statements = await j.partition(`OFFER#${family.jobId}#${nanny.nannyId}`);
    expect(statements.filter((s) => String(s.sk).startsWith('STATEMENT#'))).toHaveLength(1);
    // An accepted offer can no longer be withdrawn.
    expect((await call('POST', `${path}/withdraw`, family.token, {})).status).toBe(409);

    const second = await applied('withdrawn');
    expect((await call('PUT', second.path, second.family.token, offerTerms())).status).toBe(200);
    const withdrew = await call('POST', `${second.path}/withdraw`, second.family.token, {});
    expect(withdrew.status).toBe(200);
    expect(await statusOf(second.family.jobId, second.nanny.nannyId)).toBe('shortlisted');
    const accept = await call('POST', `${second.path}/accept`, second.nanny.token, {
      version: 1,
      employeeName: 'Rosa Lopez',
    });
    expect(accept.status).toBe(409);
    expect(accept.body.message).toBe('This offer was withdrawn, so it can no longer be accepted.');
    expect(await offerItem(second.family.jobId, second.nanny.nannyId)).toMatchObject({ status: 'withdrawn' });
    expect(await statusOf(second.family.jobId, second.nanny.nannyId)).toBe('shortlisted');
    // The poster cannot hire without an offer, nor accept for her.
    const hire = await call(
      'PUT',
      `/my-jobs/${second.family.jobId}/applicants/${second.nanny.nannyId}/status`,
      second.family.token,
      { status: 'hired' },
    );
    expect(hire.status).toBe(409);
    expect(hire.body.message).toBe('Make her an offer instead: she is hired when she accepts it.');
    expect(
      (await call('POST', `${second.path}/accept`, second.family.token, { version: 1, employeeName: 'X Y' }))
        .status,
    ).toBe(403);
  });
});

describe('the offer in each party’s data export', () => {
  it('exports the offer and its statements to both of them', async () => {
    const { family, nanny, path } = await applied('export');
    expect((await call('PUT', path, family.token, offerTerms())).status).toBe(200);
    expect(
      (await call('POST', `${path}/accept`, nanny.token, { version: 1, employeeName: 'Rosa Martínez Lopez' }))
        .status,
    ).toBe(200);
    for (const token of [family.token, nanny.token]) {
      const asked = await call('POST', '/me/exports', token);
      expect(asked.status, JSON.stringify(asked.body)).toBe(202);
      const id = String(asked.body.id);
      let ready = false;
      for (let i = 0; i < 80 && !ready; i++) {
        const list = await call('GET', '/me/exports', token);
        ready = (list.body.items as Array<{ id: string; state: string }>).some(
          (e) => e.id === id && e.state === 'ready',
        );
        if (!ready) await new Promise((r) => setTimeout(r, 250));
      }
      const link = await call('GET', `/me/exports/${id}/download`, token);
      expect(link.status, JSON.stringify(link.body)).toBe(200);
      const zip = unzipSync(new Uint8Array(await (await fetch(link.body.url as string)).arrayBuffer()));
      const data = JSON.stringify(JSON.parse(strFromU8(zip['data.json']!)));
      expect(data).toContain('"Offer"');
      expect(data).toContain('"Statement"');
      expect(data).toContain('Rosa Martínez Lopez');
      expect(data).toContain('Hana and Tom Okafor');
    }
  });
});

describe('an account deleted', () => {
  it('keeps the offer and its statement for the other party, without the deleted account', async () => {
    const { family, nanny, path } = await applied('deleted');
    expect((await call('PUT', path, family.token, offerTerms())).status).toBe(200);
    expect(
      (await call('POST', `${path}/accept`, nanny.token, { version: 1, employeeName: 'Rosa Lopez' })).status,
    ).toBe(200);
    const nannyId = j.subOf(nanny.token);
    const started = await call('POST', '/me/deletion', nanny.token, { confirmEmail: nanny.email });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    // Every step but the last check (an hour later) runs at once, from the stream.
    let left = '';
    for (let i = 0; i < 120 && left !== 'check'; i++) {
      const deletion = await call('GET', '/me/deletion', nanny.token);
      left = ((deletion.body.steps ?? []) as Array<{ id: string; done: boolean }>)
        .filter((s) => !s.done)
        .map((s) => s.id)
        .join();
      if (left !== 'check') await new Promise((r) => setTimeout(r, 250));
    }
    expect(left).toBe('check');
    const offer = await offerItem(family.jobId, nanny.nannyId);
    expect(offer).toMatchObject({
      status: 'accepted',
      nannyUserId: '',
      nannyDeleted: true,
      posterId: j.subOf(family.token),
    });
    expect(
      await j.item({ pk: `USER#${nannyId}`, sk: `OFFER#${family.jobId}#${nanny.nannyId}` }),
    ).toBeUndefined();
    expect(
      await j.item({ pk: `USER#${j.subOf(family.token)}`, sk: `OFFER#${family.jobId}#${nanny.nannyId}` }),
    ).toBeDefined();
    expect((await call('GET', `${path}/statements/1`, family.token)).status).toBe(200);
  });
});
