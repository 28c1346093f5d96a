import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDetails, nannyProfile } from '../security/requests.ts';
import { emptyWeek, weekWith, WEEKDAYS_MON_FRI } from '../../lambdas/contract/week-constants.ts';
import { startLocalCloud, type LocalCloud } from './cloud.ts';

/**
 * A usual week through the local cloud: a nanny's availability and a job's schedule saved and read
 * back, a week that is none refused with nothing stored, the board and the candidates filtered by days,
 * and a family's suggested nanny told as free on the days its job needs.
 */
const OFFSET = 9350;
let cloud: LocalCloud;

beforeAll(async () => {
  cloud = await startLocalCloud(OFFSET);
}, 90_000);
afterAll(async () => cloud?.stop());

const call: LocalCloud['call'] = (...args) => cloud.call(...args);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const run = Date.now().toString(36);

const WEEKDAY_DAYTIME = weekWith(WEEKDAYS_MON_FRI, ['morning', 'afternoon']);
const MON_WED = weekWith(['mon', 'wed'], ['afternoon']);

async function nanny(label: string, over: Record<string, unknown>) {
  const user = await cloud.newUser('nanny', label);
  const cv = await cloud.upload(user.token, 'nanny-cv', 'cv.pdf', 'application/pdf', PDF);
  const body = {
    ...nannyProfile(user.email, { key: cv.key, name: 'cv.pdf' }),
    fullName: `${label} Tester`,
    ...over,
  };
  const saved = await call('PUT', '/nanny-profile', user.token, body);
  return { ...user, saved, body };
}

/** Posts and pays for a job as a new family; its id. */
async function publish(family: { token: string; email: string }, over: Record<string, unknown>) {
  const created = await call('POST', '/jobs/family', family.token, {
    ...jobDetails(),
    postcode: 'SW4 0AA',
    contactEmail: family.email,
    discountCode: '',
    ...over,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const sessionId = new URL(created.body.checkoutUrl).pathname.split('/').pop()!;
  await fetch(`${cloud.stripe}/checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });
  return String(created.body.jobId);
}

describe('a nanny’s usual week', () => {
  it('is saved with her profile, read back, and shown on her card', async () => {
    const ada = await nanny(`Weekday${run}`, { postcode: 'SW4 7AA', availability: WEEKDAY_DAYTIME });
    expect(ada.saved.status, JSON.stringify(ada.saved.body)).toBe(200);
    const own = await call('GET', '/nanny-profile', ada.token);
    expect(own.body.availability).toEqual(WEEKDAY_DAYTIME);
    const list = await call('GET', '/candidates?limit=50&place=SW4&days=mon');
    const card = (list.body.items as Array<{ id: string; availability: unknown }>).find(
      (c) => c.id === ada.saved.body.id,
    );
    expect(card?.availability).toEqual(WEEKDAY_DAYTIME);

    // Nothing ticked is not said.
    const cleared = await call('PUT', '/nanny-profile', ada.token, {
      ...ada.body,
      cv: own.body.cv,
      availability: emptyWeek(),
    });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.availability).toBeNull();
  });

  it('refuses a part or a day that is none, and stores nothing', async () => {
    for (const availability of [
      { ...emptyWeek(), mon: ['noon'] },
      { ...emptyWeek(), funday: ['morning'] },
      { ...emptyWeek(), tue: ['morning', 'morning'] },
    ]) {
      const bad = await nanny(`Badweek${run}`, { postcode: 'SW4 7AA', availability });
      expect(bad.saved.status, JSON.stringify(bad.saved.body)).toBe(400);
      expect((await call('GET', '/nanny-profile', bad.token)).status).toBe(404);
    }
  });
});

describe('a job’s schedule, and the filters by days', () => {
  const ids = { monWed: '', weekdays: '', none: '' };
  let free: Awaited<ReturnType<typeof nanny>>;
  let evenings: Awaited<ReturnType<typeof nanny>>;

  beforeAll(async () => {
    const family = await cloud.newUser('family', `sched${run}`);
    ids.monWed = await publish(family, { jobTitle: `Mon and Wed ${run}`, schedule: MON_WED });
    ids.weekdays = await publish(family, { jobTitle: `Weekdays ${run}`, schedule: WEEKDAY_DAYTIME });
    ids.none = await publish(family, { jobTitle: `No schedule ${run}` });
    free = await nanny(`Free${run}`, { postcode: 'SW4 9AA', availability: WEEKDAY_DAYTIME });
    evenings = await nanny(`Evenings${run}`, {
      postcode: 'SW4 9AB',
      availability: weekWith(['mon', 'tue', 'thu', 'fri'], ['evening']),
    });
    Object.assign(ids, { family: family.token });
  }, 120_000);

  it('keeps the schedule on the job’s page, and none on a job that states none', async () => {
    expect((await call('GET', `/jobs/${ids.monWed}`)).body.schedule).toEqual(MON_WED);
    expect((await call('GET', `/jobs/${ids.none}`)).body.schedule).toBeNull();
  });

  it('refuses a schedule with a day or part that is none, and posts nothing', async () => {
    const family = await cloud.newUser('family', `badsched${run}`);
    for (const schedule of [
      { ...emptyWeek(), wed: ['lunchtime'] },
      { ...emptyWeek(), someday: [] },
    ]) {
      const bad = await call('POST', '/jobs/family', family.token, {
        ...jobDetails(),
        contactEmail: family.email,
        discountCode: '',
        schedule,
      });
      expect(bad.status, JSON.stringify(bad.body)).toBe(400);
    }
    const mine = await call('GET', '/my-jobs', family.token);
    expect(mine.body.items).toEqual([]);
  });

  it('finds on the board the jobs that need no other day than those named', async () => {
    const found = async (query: string) => {
      const res = await call('GET', `/jobs?limit=50&place=SW4&${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const ours = new Set([ids.monWed, ids.weekdays, ids.none]);
      return (res.body.items as Array<{ id: string }>).map((j) => j.id).filter((id) => ours.has(id));
    };
    expect(await found('days=mon,tue,wed')).toEqual([ids.monWed]);
    expect((await found('days=mon,tue,wed,thu,fri')).sort()).toEqual([ids.monWed, ids.weekdays].sort());
    expect(await found('days=sat')).toEqual([]);
    expect((await call('GET', '/jobs?days=mon,funday')).status).toBe(400);
  });

  it('finds the candidates free on every day named', async () => {
    const found = async (query: string) => {
      const res = await call('GET', `/candidates?limit=50&place=SW4&${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.items as Array<{ id: string }>).map((c) => c.id);
    };
    const monWed = await found('days=mon,wed');
    expect(monWed).toContain(free.saved.body.id);
    expect(monWed).not.toContain(evenings.saved.body.id);
    const monTue = await found('days=mon,tue');
    expect(monTue).toEqual(expect.arrayContaining([free.saved.body.id, evenings.saved.body.id]));
    expect((await call('GET', '/candidates?days=someday')).status).toBe(400);
  });

  it('tells the family which suggested nanny is free on the days its job needs', async () => {
    const family = (ids as Record<string, string>).family!;
    const res = await call('GET', `/my-jobs/${ids.weekdays}/suggestions`, family);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const items = res.body.items as Array<{
      card: { id: string };
      match: { reasons: string[]; gaps: string[] };
    }>;
    const hers = items.find((i) => i.card.id === free.saved.body.id);
    expect(hers?.match.reasons).toContain('Free on all 5 days you need');
    const theirs = items.find((i) => i.card.id === evenings.saved.body.id);
    expect(theirs?.match.gaps).toContain('Not free on any of the 5 days you need');
  });
});
