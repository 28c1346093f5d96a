import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_MESSAGES } from '../../lambdas/contract/offers-constants.ts';
import { SHARE_TEXTS } from '../../lambdas/contract/shares-texts.ts';
import { pdfText } from '../e2e/pdf-text.ts';
import { offerTerms } from '../security/requests.ts';
import { journeys } from '../support/journeys.ts';
import { shareJourneys } from '../support/shares.ts';
import { sharedLocalCloud, type LocalCloud } from './cloud.ts';

/**
 * A nanny share's offer through the local cloud: one offer in two parts, which must add up to the whole
 * and be the split both families agreed, made only once the other family gave its details as an
 * employer; her acceptance issues two written statements, each naming its own employer and its own part
 * of the pay, each family reading its own and the nanny both.
 */
let cloud: LocalCloud;
beforeAll(async () => {
  cloud = await sharedLocalCloud();
}, 90_000);
afterAll(async () => cloud?.stop());

const j = journeys(() => cloud);
const s = shareJourneys(() => cloud);
const { call } = j;

// The worked split: 30 shared hours and 5 of the first family's own, £404 and £216 of £620 a week.
const terms = (over: Record<string, unknown> = {}) =>
  offerTerms({
    employerName: 'Hana and Tom Okafor',
    pay: { period: 'weekly', min: 620, max: null, hoursPerWeek: 35, liveIn: false, rota: false },
    ...over,
  });
const parts = { posterWeeklyPence: 40400, partnerWeeklyPence: 21600 };

const pdf = async (answer: { status: number; body: { base64: string } }) => {
  expect(answer.status).toBe(200);
  // One line of text per line of the page: a long line wraps, so the words are read joined.
  return (await pdfText(Buffer.from(answer.body.base64, 'base64'))).replace(/\s+/g, ' ');
};

describe('a nanny share’s offer', () => {
  it('is made in two agreed parts and issues each family its own statement', async () => {
    const { first, second, shareId } = await s.paired('share-offer', 'YO41 1AA', true);
    const jobId = await s.postShareJob(first.token, first.email, shareId, 'Nanny share in York (offer)');
    const nanny = await j.nanny('share-offer-nanny');
    expect((await j.apply(nanny.token, jobId)).status).toBe(201);
    const at = `/offers/${jobId}/${nanny.nannyId}`;

    // The form starts from the agreed split.
    const page = await call('GET', at, first.token);
    expect(page.body.prefill.split).toEqual({
      ...parts,
      partnerLabel: 'Test',
      agreed: true,
      partnerEmployerGiven: false,
    });

    // Without parts, parts that do not add up, or parts other than agreed: refused, nothing stored.
    const none = await call('PUT', at, first.token, terms());
    expect(none.status).toBe(400);
    expect(none.body.fields.split).toBe(OFFER_MESSAGES.splitNeeded);
    const short = await call('PUT', at, first.token, {
      ...terms(),
      split: { ...parts, partnerWeeklyPence: 21500 },
    });
    expect(short.status).toBe(400);
    expect(short.body.fields.split).toBe(OFFER_MESSAGES.splitWhole('£620.00'));
    const other = await call('PUT', at, first.token, {
      ...terms(),
      split: { posterWeeklyPence: 31000, partnerWeeklyPence: 31000 },
    });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(SHARE_TEXTS.splitDiffers);
    // The other family has not given its details as an employer yet.
    const early = await call('PUT', at, first.token, { ...terms(), split: parts });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(SHARE_TEXTS.employerMissing);
    expect(await j.item({ pk: `OFFER#${jobId}#${nanny.nannyId}`, sk: 'OFFER' })).toBeUndefined();

    expect(
      (
        await call('PUT', `/nanny-shares/${shareId}/employer`, second.token, {
          employerName: 'Sam and Alex Doe',
          employerAddress: '2 Mill Lane, York YO41 2BB',
        })
      ).status,
    ).toBe(200);
    const made = await call('PUT', at, first.token, { ...terms(), split: parts });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.offer.share).toEqual({
      posterLabel: 'Test',
      partnerLabel: 'Test',
      partnerEmployerName: 'Sam and Alex Doe',
      ...parts,
    });
    // The other family reads the offer, and moves nothing.
    const theirs = await call('GET', at, second.token);
    expect([theirs.status, theirs.body.role, theirs.body.canPropose]).toEqual([200, 'partner', false]);
    expect((await call('POST', `${at}/withdraw`, second.token, {})).status).toBe(404);

    const accepted = await call('POST', `${at}/accept`, nanny.token, {
      version: 1,
      employeeName: 'Rosa Martínez Lopez',
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

    // Two statements: each its own employer and part, naming the other's beside it.
    const posters = await pdf(await call('GET', `${at}/statements/1`, first.token));
    expect(posters).toContain('Employer: Hana and Tom Okafor');
    expect(posters).toContain('£404 a week gross, for 35 hours a week.');
    expect(posters).toContain(
      'This is a nanny share: the pay above is this employer’s part. Sam and Alex Doe employs her separately, for 30 hours a week, and pays £216 a week gross. Her whole pay from both is £620 a week gross for 35 hours a week (£17.71 an hour).',
    );
    const partners = await pdf(await call('GET', `${at}/statements/1`, second.token));
    expect(partners).toContain('Employer: Sam and Alex Doe');
    expect(partners).toContain('2 Mill Lane, York YO41 2BB');
    expect(partners).toContain('£216 a week gross, for 30 hours a week.');
    // The place of work as the other family's statement says it: the posting family's home.
    expect(partners).toContain('The home of Hana and Tom Okafor, Hove, BN3');
    expect(partners).toContain(
      'Hana and Tom Okafor employs her separately, for 35 hours a week, and pays £404',
    );
    expect(partners).not.toContain('12 Example Road');
    // The nanny reads both; the poster only its own.
    expect(await pdf(await call('GET', `${at}/statements/1?employer=partner`, nanny.token))).toBe(partners);
    expect(await pdf(await call('GET', `${at}/statements/1`, nanny.token))).toBe(posters);
    expect((await call('GET', `${at}/statements/1?employer=partner`, first.token)).status).toBe(404);
    const pack = await pdf(await call('GET', `${at}/payroll-pack`, second.token));
    expect(pack).toContain('Name: Sam and Alex Doe');
    expect(pack).toContain('Pay: £216 a week gross, for 30 hours a week');
    // The other family is told she accepted, and led to its own documents.
    const hired = await j.waitForEmail(
      second.email,
      (e) => e.subject === 'The nanny accepted your nanny share’s offer',
    );
    expect(hired.body.text).toContain(`/offers/${jobId}/${nanny.nannyId}`);
    // Both families have it in their offers; a stranger family reads nothing.
    const mine = await call('GET', '/offers', second.token);
    expect(mine.body.items.map((o: { jobId: string; role: string }) => [o.jobId, o.role])).toEqual([
      [jobId, 'partner'],
    ]);
    const stranger = await cloud.newUser('family', 'share-offer-x');
    expect((await call('GET', at, stranger.token)).status).toBe(404);
    expect((await call('GET', `${at}/statements/1`, stranger.token)).status).toBe(404);
  });

  it('refuses parts on an offer for a job that is not a share', async () => {
    const family = await j.familyWithJob('share-offer-single');
    const nanny = await j.nanny('share-offer-single-nanny');
    expect((await j.apply(nanny.token, family.jobId)).status).toBe(201);
    const made = await call('PUT', `/offers/${family.jobId}/${nanny.nannyId}`, family.token, {
      ...terms(),
      split: parts,
    });
    expect(made.status).toBe(400);
    expect(made.body.fields.split).toBe(OFFER_MESSAGES.splitNotShare);
  });

  it('turns the job back into the posting family’s own when the other family leaves', async () => {
    const { first, second, shareId } = await s.paired('share-offer-leave', 'YO42 1AA', true);
    const jobId = await s.postShareJob(first.token, first.email, shareId, 'Nanny share in York (leave)');
    const nanny = await j.nanny('share-offer-leave-nanny');
    expect((await j.apply(nanny.token, jobId)).status).toBe(201);
    expect(
      (
        await call('PUT', `/nanny-shares/${shareId}/employer`, second.token, {
          employerName: 'Sam and Alex Doe',
          employerAddress: '2 Mill Lane, York YO42 2BB',
        })
      ).status,
    ).toBe(200);
    const at = `/offers/${jobId}/${nanny.nannyId}`;
    expect((await call('PUT', at, first.token, { ...terms(), split: parts })).status).toBe(200);
    expect((await call('GET', `/my-jobs/${jobId}`, second.token)).status).toBe(200);

    const left = await call('POST', `/nanny-shares/${shareId}/leave`, second.token, {});
    expect([left.status, left.body.status]).toEqual([200, 'ended']);
    await j.waitForEmail(
      first.email,
      (e) => e.subject === SHARE_TEXTS.leftEmailSubject && e.body.text.includes(SHARE_TEXTS.leftJobNote),
    );
    // One family's job again: its parts gone from the page, the other family reads it no more.
    const job = await call('GET', `/jobs/${jobId}`);
    expect(job.body.share ?? null).toBeNull();
    expect((await call('GET', `/my-jobs/${jobId}`, second.token)).status).toBe(404);
    expect((await call('GET', `/my-jobs/${jobId}`, first.token)).body.state).toBe('live');
    // The two-part offer made while both were in it can no longer be taken.
    const accept = await call('POST', `${at}/accept`, nanny.token, {
      version: 1,
      employeeName: 'Rosa Martínez Lopez',
    });
    expect(accept.status).toBe(409);
    expect(accept.body.message).toBe(OFFER_MESSAGES.shareChanged);
    expect((await j.item({ pk: `OFFER#${jobId}#${nanny.nannyId}`, sk: 'OFFER' }))?.status).toBe('proposed');
    // Both families are free to start again.
    expect((await call('GET', '/nanny-shares/mine', first.token)).body.share).toBeNull();
    expect((await call('GET', '/nanny-shares/mine', second.token)).body.share).toBeNull();
  });

  it('does the same when the other family deletes its account, and tells the family that remains', async () => {
    const { first, second, shareId } = await s.paired('share-offer-delete', 'YO43 1AA', true);
    const jobId = await s.postShareJob(first.token, first.email, shareId, 'Nanny share in York (delete)');
    const started = await call('POST', '/me/deletion', second.token, { confirmEmail: second.email });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    // The deletion's first step takes the family out of its share.
    await j.waitForEmail(first.email, (e) => e.subject === SHARE_TEXTS.leftEmailSubject);
    expect((await j.item({ pk: `JOB#${jobId}`, sk: 'JOB' }))?.share).toBeUndefined();
    expect((await j.item({ pk: `SHARE#${shareId}`, sk: 'SHARE' }))?.status).toBe('ended');
    expect((await call('GET', `/my-jobs/${jobId}`, first.token)).body.state).toBe('live');
  });
});
