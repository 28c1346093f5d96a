import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDetails, nannyProfile } from '../security/requests.ts';
import { startLocalCloud, type LocalCloud } from './cloud.ts';

/**
 * What the board and a job's page tell each caller about themselves (their own jobs, their applications),
 * and which jobs a page shows to whom, through the local cloud.
 */
let cloud: LocalCloud;

beforeAll(async () => {
  cloud = await startLocalCloud(2150);
}, 90_000);
afterAll(async () => cloud?.stop());

const call: LocalCloud['call'] = (...args) => cloud.call(...args);

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

interface Card {
  id: string;
  title: string;
  photoUrl: string | null;
  payLine: string;
  hoursLine: string | null;
  viewer: { own: boolean; appliedAt: string | null } | null;
}

const board = async (token?: string, query = 'limit=50'): Promise<Card[]> => {
  const res = await call('GET', `/jobs?${query}`, token);
  expect(res.status).toBe(200);
  return res.body.items as Card[];
};

/** A new nanny with a profile (so she may apply), signed in. */
async function nannyWithProfile(label: string) {
  const nanny = await cloud.newUser('nanny', label);
  const cv = await cloud.upload(nanny.token, 'nanny-cv', 'cv.pdf', 'application/pdf', PDF);
  expect(cv.check.status).toBe(200);
  const saved = await call(
    'PUT',
    '/nanny-profile',
    nanny.token,
    nannyProfile(nanny.email, { key: cv.key, name: 'cv.pdf' }),
  );
  expect(saved.status).toBe(200);
  return nanny.token;
}

const apply = (token: string, jobId: string) =>
  call('POST', `/jobs/${jobId}/applications`, token, {
    coverLetter: 'I would love to look after your children.',
    phone: '',
    cv: null,
  });

describe('the board, as each caller sees it', () => {
  it('tells a visitor nothing about anyone, and is never stored by a shared cache', async () => {
    const res = await fetch(`${cloud.api}/jobs?limit=5`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('vary')).toMatch(/authorization/i);
    const { items } = (await res.json()) as { items: Array<Record<string, unknown>> };
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.viewer).toBeNull();
      expect(item).not.toHaveProperty('ownerId');
      expect(item).not.toHaveProperty('contactEmail');
    }
  });

  it('marks the poster’s own jobs, and only theirs', async () => {
    // Every seeded job is the demo family's.
    const poster = await cloud.signIn('family@demo.local');
    const mine = await board(poster);
    expect(mine.filter((j) => j.id.startsWith('seed-job-')).every((j) => j.viewer?.own === true)).toBe(true);
    const other = await cloud.newUser('family', 'jp-other-family');
    const theirs = await board(other.token);
    expect(theirs.every((j) => j.viewer?.own === false && j.viewer.appliedAt === null)).toBe(true);
    // A family never has applications: no date, even on its own jobs.
    expect(mine.every((j) => j.viewer?.appliedAt === null)).toBe(true);
  });

  it('shows a nanny when she applied, on each job she applied to, and never to anyone else', async () => {
    const [first, second] = await Promise.all([
      nannyWithProfile('jp-nanny-a'),
      nannyWithProfile('jp-nanny-b'),
    ]);
    const before = await board(first);
    expect(before.every((j) => j.viewer?.appliedAt === null && !j.viewer.own)).toBe(true);
    const [a, b] = [before[1]!.id, before[4]!.id];
    const startedAt = Date.now();
    expect((await apply(first, a)).status).toBe(201);
    expect((await apply(first, b)).status).toBe(201);

    const after = await board(first);
    const applied = after.filter((j) => j.viewer?.appliedAt);
    expect(applied.map((j) => j.id).sort()).toEqual([a, b].sort());
    for (const job of applied) {
      const at = Date.parse(job.viewer!.appliedAt!);
      expect(at).toBeGreaterThanOrEqual(startedAt - 1000);
      expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    }
    // Filtered and paged reads say the same of the jobs they hold.
    const page = await call('GET', `/jobs?limit=2`, first);
    expect(page.body.items[1].viewer.appliedAt).not.toBeNull();

    // The other nanny, the poster and a visitor learn nothing of her applications.
    expect((await board(second)).every((j) => j.viewer?.appliedAt === null)).toBe(true);
    const poster = await board(await cloud.signIn('family@demo.local'));
    expect(poster.every((j) => j.viewer?.appliedAt === null)).toBe(true);
    expect((await board()).every((j) => j.viewer === null)).toBe(true);
  });

  it('refuses a token that is not valid rather than answering as a visitor', async () => {
    const res = await call('GET', '/jobs?limit=1', 'not.a.token');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Your session has expired. Please sign in again.');
  });
});

describe('a job’s page', () => {
  it('shows a job on the board to anyone, with the caller’s own state', async () => {
    const nanny = await nannyWithProfile('jp-nanny-page');
    // A seeded family job (the demo family's); the seed's agency jobs are the demo agency's.
    const jobId = (await board()).filter((j) => j.id.startsWith('seed-job-'))[2]!.id;
    const seen = await call('GET', `/jobs/${jobId}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ id: jobId, status: 'live', viewer: null });
    expect(seen.body).not.toHaveProperty('contactEmail');
    expect(seen.body).not.toHaveProperty('ownerId');

    expect((await call('GET', `/jobs/${jobId}`, nanny)).body.viewer).toEqual({ own: false, appliedAt: null });
    expect((await apply(nanny, jobId)).status).toBe(201);
    const after = await call('GET', `/jobs/${jobId}`, nanny);
    expect(after.body.viewer.appliedAt).toEqual(expect.any(String));
    const poster = await call('GET', `/jobs/${jobId}`, await cloud.signIn('family@demo.local'));
    expect(poster.body.viewer).toEqual({ own: true, appliedAt: null });
  });

  it('shows an unpaid draft to its poster and a moderator only: 404 to everyone else', async () => {
    // seed-job-31 is an unpaid draft of the demo family's.
    const draft = '/jobs/seed-job-31';
    const other = await cloud.newUser('family', 'jp-stranger');
    const nanny = await cloud.newUser('nanny', 'jp-stranger-nanny');
    for (const token of [undefined, other.token, nanny.token]) {
      const res = await call('GET', draft, token);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('This job is no longer available.');
    }
    const own = await call('GET', draft, await cloud.signIn('family@demo.local'));
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ status: 'unpaid', publishedAt: null, viewer: { own: true } });
    const admin = await call(
      'GET',
      draft,
      await cloud.signIn('admin@nannymarketplace.local', 'Admin#Local2024'),
    );
    expect(admin.status).toBe(200);
    expect(admin.body.viewer.own).toBe(false);
  });

  it('answers 404, never an error, for ids that name no job', async () => {
    for (const id of [
      'not-a-real-job-id',
      'NOT_AN_ID',
      'x'.repeat(300),
      encodeURIComponent('😀🎉'),
      encodeURIComponent('مرحبا'),
      encodeURIComponent('<script>alert(1)</script>'),
      encodeURIComponent("seed-job-01' OR '1'='1"),
      'family',
    ]) {
      const res = await call('GET', `/jobs/${id}`);
      expect(res.status, id).toBe(404);
    }
  });

  it('shows a paid job’s photo on its card and page', async () => {
    const family = await cloud.newUser('family', 'jp-photo');
    const photo = await cloud.upload(family.token, 'job-photo', 'garden.png', 'image/png', PNG);
    expect(photo.check.status).toBe(200);
    const created = await call('POST', '/jobs/family', family.token, {
      ...jobDetails(),
      jobTitle: 'A nanny with a photo',
      photo: { key: photo.key, name: 'garden.png' },
      discountCode: '',
    });
    expect(created.status).toBe(201);
    const jobId = created.body.jobId as string;
    // Its poster sees the draft's photo before it is paid for.
    const draft = await call('GET', `/jobs/${jobId}`, family.token);
    expect(draft.body).toMatchObject({ status: 'unpaid', viewer: { own: true } });
    expect(draft.body.photoUrl).toEqual(expect.any(String));

    const sessionId = new URL(created.body.checkoutUrl).pathname.split('/').pop()!;
    await fetch(`${cloud.stripe}/checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });
    const card = (await board()).find((j) => j.id === jobId)!;
    expect(card.photoUrl).toEqual(expect.any(String));
    expect(card.payLine).toBe('£15–£17 an hour gross');
    expect(card.hoursLine).toBe('36 hours a week');
    const image = await fetch(card.photoUrl!);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
    const page = await call('GET', `/jobs/${jobId}`);
    expect(page.body).toMatchObject({ status: 'live', viewer: null, photoUrl: expect.any(String) });
  });
});
