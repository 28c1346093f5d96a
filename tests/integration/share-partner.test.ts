import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIRING_MESSAGES } from '../../lambdas/contract/hiring-constants.ts';
import { SHARE_TEXTS } from '../../lambdas/contract/shares-texts.ts';
import { jobDetails } from '../security/requests.ts';
import { PDF, journeys } from '../support/journeys.ts';
import { shareJourneys } from '../support/shares.ts';
import { sharedLocalCloud, type LocalCloud } from './cloud.ts';

/**
 * A nanny share's job through the local cloud, as its partner reads it: the two families pair and agree
 * the split, the first posts the job once for both and a nanny applies; the other family (the partner)
 * then finds the job on its list, marked as shared, and reads the job, its applicants and a CV, without
 * its first look marking her viewed, and without any move of the poster's; a stranger family reads
 * nothing of it; and the job is not posted a second time.
 */
let cloud: LocalCloud;
beforeAll(async () => {
  cloud = await sharedLocalCloud();
}, 90_000);
afterAll(async () => cloud?.stop());

const j = journeys(() => cloud);
const { call } = j;

const shares = shareJourneys(() => cloud);

const applicationOf = (jobId: string, nannyId: string) =>
  j.item({ pk: `JOB#${jobId}`, sk: `APP#${nannyId}` });

describe('a nanny share’s job, read by its partner', () => {
  it('shows the partner the job and its applicants, and leaves every move to the poster', async () => {
    const { first, second, shareId } = await shares.paired('share-partner', 'YO44 1AA', true);
    const title = 'Share nanny for two toddlers';
    const jobId = await shares.postShareJob(first.token, first.email, shareId, title);

    // The partner may not post the share's job again.
    const again = await call('POST', '/jobs/family', second.token, {
      ...jobDetails(),
      jobTitle: 'A second job for the same share',
      contactEmail: second.email,
      discountCode: '',
      shareId,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(SHARE_TEXTS.jobPostedAlready);

    const nanny = await j.nanny('share-partner-nanny');
    const cv = await cloud.upload(nanny.token, 'application-cv', 'my cv.pdf', 'application/pdf', PDF);
    const applied = await call('POST', `/jobs/${jobId}/applications`, nanny.token, {
      coverLetter: 'I would love to look after both families’ children.',
      phone: '07700 900123',
      cv: { key: cv.key, name: 'my cv.pdf' },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);

    // The partner's list holds the job, marked as shared with the poster's family.
    const list = await call('GET', '/my-jobs', second.token);
    expect(list.status).toBe(200);
    const listed = (list.body.items as Array<Record<string, unknown>>).find((i) => i.id === jobId);
    expect(listed).toMatchObject({ role: 'partner', share: { otherFamilyLabel: 'Test' }, state: 'live' });
    // The poster's list holds it as its own, shared with the partner.
    const posterList = await call('GET', '/my-jobs', first.token);
    expect(
      (posterList.body.items as Array<Record<string, unknown>>).find((i) => i.id === jobId),
    ).toMatchObject({ role: 'poster', share: { otherFamilyLabel: 'Test' } });

    // The job's page: read only, with nothing of the poster's own in it.
    const detail = await call('GET', `/my-jobs/${jobId}`, second.token);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      title,
      role: 'partner',
      share: { otherFamilyLabel: 'Test' },
      canExtend: false,
      promoCode: null,
      applicants: { new: 1, total: 1 },
    });
    expect(detail.body.fields.contactEmail).toBe('');
    const body = JSON.stringify(detail.body);
    for (const id of [j.subOf(first.token), j.subOf(second.token)]) expect(body).not.toContain(id);
    expect((await call('GET', `/my-jobs/${jobId}`, first.token)).body.role).toBe('poster');

    // Her application, read by the partner, stays new: only the poster's look counts.
    const applicants = await call('GET', `/my-jobs/${jobId}/applicants`, second.token);
    expect(applicants.status).toBe(200);
    expect(applicants.body.items.map((a: { nannyId: string }) => a.nannyId)).toEqual([nanny.nannyId]);
    const opened = await call('GET', `/my-jobs/${jobId}/applicants/${nanny.nannyId}`, second.token);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ status: 'new', nannyId: nanny.nannyId, review: null });
    expect((await applicationOf(jobId, nanny.nannyId))?.status).toBe('new');

    // Her CV: the opening is recorded under the partner.
    const link = await call('POST', `/my-jobs/${jobId}/applicants/${nanny.nannyId}/cv-link`, second.token);
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const accesses = (await j.partition(`NANNY#${nanny.nannyId}`)).filter((i) =>
      String(i.sk).startsWith('CV_ACCESS#'),
    );
    expect(accesses.map((a) => [a.viewerId, a.viewerType])).toEqual([[j.subOf(second.token), 'family']]);

    // Every move is the poster's: the partner's are refused and change nothing.
    const before = await applicationOf(jobId, nanny.nannyId);
    for (const status of ['shortlisted', 'declined', 'viewed']) {
      const decided = await call(
        'PUT',
        `/my-jobs/${jobId}/applicants/${nanny.nannyId}/status`,
        second.token,
        { status },
      );
      expect(decided.status).toBe(404);
      expect(decided.body.message).toBe(HIRING_MESSAGES.jobNotFound);
    }
    const refused: Array<[string, string, unknown]> = [
      ['POST', `/my-jobs/${jobId}/close`, { outcome: 'closed' }],
      ['POST', `/my-jobs/${jobId}/extend`, {}],
      ['PUT', `/my-jobs/${jobId}`, { ...jobDetails(), jobTitle: 'Taken over' }],
      ['POST', `/my-jobs/${jobId}/invitations`, { nannyId: nanny.nannyId }],
      ['GET', `/my-jobs/${jobId}/suggestions`, undefined],
      ['DELETE', `/my-jobs/${jobId}`, undefined],
    ];
    for (const [method, path, payload] of refused) {
      const answer = await call(method, path, second.token, payload);
      expect([403, 404], `${method} ${path}: ${JSON.stringify(answer.body)}`).toContain(answer.status);
    }
    // Nor does she hear from the partner as if from the poster.
    const message = await j.start(second.token, {
      nannyId: nanny.nannyId,
      jobId,
      text: 'Hello from the other family',
    });
    expect(message.status).toBe(404);
    expect(await applicationOf(jobId, nanny.nannyId)).toEqual(before);
    const still = await call('GET', `/my-jobs/${jobId}`, first.token);
    expect(still.body).toMatchObject({ title, state: 'live' });

    // The poster's first look marks her viewed.
    const posterOpened = await call('GET', `/my-jobs/${jobId}/applicants/${nanny.nannyId}`, first.token);
    expect(posterOpened.body.status).toBe('viewed');
    expect((await applicationOf(jobId, nanny.nannyId))?.status).toBe('viewed');
    // The partner reads the move the poster made.
    expect(
      (await call('GET', `/my-jobs/${jobId}/applicants/${nanny.nannyId}`, second.token)).body.status,
    ).toBe('viewed');

    // A stranger family reads nothing of it, and is told the same as for a job that does not exist.
    const stranger = await cloud.newUser('family', 'share-partner-x');
    const strangerList = await call('GET', '/my-jobs', stranger.token);
    expect((strangerList.body.items as Array<{ id: string }>).map((i) => i.id)).not.toContain(jobId);
    for (const [method, path] of [
      ['GET', `/my-jobs/${jobId}`],
      ['GET', `/my-jobs/${jobId}/applicants`],
      ['GET', `/my-jobs/${jobId}/applicants/${nanny.nannyId}`],
      ['POST', `/my-jobs/${jobId}/applicants/${nanny.nannyId}/cv-link`],
      ['POST', `/my-jobs/${jobId}/close`],
    ] as const) {
      const answer = await call(
        method,
        path,
        stranger.token,
        path.endsWith('/close') ? { outcome: 'closed' } : undefined,
      );
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body.message).toBe(HIRING_MESSAGES.jobNotFound);
    }
    // Nor does the nanny, or an agency.
    expect((await call('GET', `/my-jobs/${jobId}`, nanny.token)).status).toBe(403);
  });
});
