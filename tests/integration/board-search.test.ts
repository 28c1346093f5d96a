import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEST_MATCH_MESSAGES } from '../../lambdas/contract/jobs.ts';
import { PLACE_MESSAGES } from '../../lambdas/contract/place-match.ts';
import { startLocalCloud, type LocalCloud } from './cloud.ts';

/**
 * The board's search through the local cloud: a place (a district, with or without its nearby districts,
 * a whole area, or a town's name, alone or with a distance), a type, how the pay is given, a start date and requirements; and "Best match" for a
 * nanny with a profile.
 */
const OFFSET = 6900;
let cloud: LocalCloud;

beforeAll(async () => {
  cloud = await startLocalCloud(OFFSET);
}, 90_000);
afterAll(async () => cloud?.stop());

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const call: LocalCloud['call'] = (...args) => cloud.call(...args);
const run = `${Date.now().toString(36)}`;
const day = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

const jobBody = (over: Record<string, unknown> = {}) => ({
  jobTitle: 'A nanny for our family',
  location: 'London',
  postcode: 'SW4 0AA',
  startDate: day(14),
  daysHours: 'Mon–Thu, 8am–5pm',
  pay: { period: 'hourly', min: 15, max: 17, hoursPerWeek: 36, liveIn: false, rota: false },
  jobType: 'live-out',
  jobTypeOther: '',
  childrenAges: '2',
  description: 'Looking for a playful, reliable nanny who loves outdoor play.',
  selectedLanguages: [],
  selectedRequirements: [],
  photo: null,
  contactEmail: 'hiring.family@example.com',
  additionalComments: '',
  discountCode: '',
  ...over,
});

interface Card {
  id: string;
  title: string;
  postcodeDistrict: string | null;
  match?: { score: number; reasons: string[]; gaps: string[] } | null;
}

/** Posts and pays for a job as the demo family; its id. */
async function publish(family: string, over: Record<string, unknown>) {
  const created = await call('POST', '/jobs/family', family, jobBody(over));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const sessionId = new URL(created.body.checkoutUrl).pathname.split('/').pop()!;
  await fetch(`${cloud.stripe}/checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });
  return created.body.jobId as string;
}

const ids = { sw4Sen: '', sw4Driver: '', sw9: '', m1: '' };
const titles = {
  sw4Sen: `SW4 SEN nanny ${run}`,
  sw4Driver: `SW4 driving nanny ${run}`,
  sw9: `SW9 yearly nanny ${run}`,
  m1: `M1 rota nanny ${run}`,
};

/** The ids of our four jobs a search finds (the seeded board has others). */
async function found(query: string): Promise<string[]> {
  const res = await call('GET', `/jobs?limit=50&${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const ours = new Set(Object.values(ids));
  return (res.body.items as Card[]).map((j) => j.id).filter((id) => ours.has(id));
}

beforeAll(async () => {
  const family = await cloud.signIn('family@demo.local');
  ids.m1 = await publish(family, {
    jobTitle: titles.m1,
    postcode: 'M1 1AE',
    jobType: 'rota',
    pay: { period: 'weekly', min: 700, max: null, hoursPerWeek: 50, liveIn: false, rota: true },
    selectedRequirements: ['SEN experience'],
    startDate: day(60),
  });
  ids.sw9 = await publish(family, {
    jobTitle: titles.sw9,
    postcode: 'SW9 8AA',
    pay: { period: 'yearly', min: 35000, max: null, hoursPerWeek: 50, liveIn: false, rota: false },
    startDate: day(40),
  });
  ids.sw4Driver = await publish(family, {
    jobTitle: titles.sw4Driver,
    postcode: 'SW4',
    selectedRequirements: ['Driving license'],
    startDate: day(30),
  });
  ids.sw4Sen = await publish(family, {
    jobTitle: titles.sw4Sen,
    postcode: 'SW4 7AA',
    selectedRequirements: ['SEN experience'],
    startDate: day(7),
  });
}, 60_000);

describe('the board’s filters', () => {
  it('finds a district, its nearby districts, or a whole area', async () => {
    expect((await found('place=SW4')).sort()).toEqual([ids.sw4Sen, ids.sw4Driver].sort());
    expect((await found('place=sw4%200aa')).sort()).toEqual([ids.sw4Sen, ids.sw4Driver].sort());
    expect((await found('place=SW4&nearby=1')).sort()).toEqual([ids.sw4Sen, ids.sw4Driver, ids.sw9].sort());
    expect((await found('place=SW')).sort()).toEqual([ids.sw4Sen, ids.sw4Driver, ids.sw9].sort());
    expect(await found('place=M1')).toEqual([ids.m1]);
    // Every job a place finds is in it.
    const sw = await call('GET', '/jobs?limit=50&place=SW4');
    expect((sw.body.items as Card[]).every((j) => j.postcodeDistrict === 'SW4')).toBe(true);
  });

  it('finds a town by its name, as typed, and says how it read it', async () => {
    expect(await found('place=Manchester')).toEqual([ids.m1]);
    expect(await found('place=%20manchester%20')).toEqual([ids.m1]);
    expect((await found('place=London')).sort()).toEqual([ids.sw4Sen, ids.sw4Driver, ids.sw9].sort());
    expect((await found('place=Clapham')).sort()).toEqual([ids.sw4Sen, ids.sw4Driver].sort());
    // Brixton is SW2 and SW9; within 5 miles of it reaches Clapham too, but not Manchester.
    expect(await found('place=Brixton')).toEqual([ids.sw9]);
    expect((await found('place=Brixton&radius=5')).sort()).toEqual(
      [ids.sw4Sen, ids.sw4Driver, ids.sw9].sort(),
    );
    const manchester = await call('GET', '/jobs?limit=50&place=Manchester');
    expect(manchester.body.place).toMatchObject({ query: 'Manchester', label: 'Manchester (M)' });
    expect((manchester.body.items as Card[]).every((j) => j.postcodeDistrict?.match(/^M\d/))).toBe(true);
  });

  it('filters by requirements, type, pay period and start date, alone or together', async () => {
    expect((await found('needs=SEN%20experience')).sort()).toEqual([ids.sw4Sen, ids.m1].sort());
    expect(await found('needs=SEN%20experience&place=SW')).toEqual([ids.sw4Sen]);
    expect(await found('type=rota')).toEqual([ids.m1]);
    expect(await found('type=rota&place=SW')).toEqual([]);
    expect(await found('salaryPeriod=yearly')).toEqual([ids.sw9]);
    // An older address's period reads as today's.
    expect(await found('salaryPeriod=annually')).toEqual([ids.sw9]);
    expect(await found('salaryPeriod=weekly')).toEqual([ids.m1]);
    expect((await found(`startBy=${day(30)}&place=SW`)).sort()).toEqual([ids.sw4Sen, ids.sw4Driver].sort());
    expect(await found(`startBy=${day(10)}`)).toEqual([ids.sw4Sen]);
  });

  it('refuses a place that is not one, and the old location filter', async () => {
    const bad = await call('GET', '/jobs?place=Narnia');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ place: PLACE_MESSAGES.unknown('Narnia') });
    expect((await call('GET', '/jobs?place=Mancester')).body.fields).toMatchObject({
      place: "We don't know ‘Mancester’. Try a town, or a postcode like M20.",
    });
    expect((await call('GET', '/jobs?location=London')).status).toBe(400);
    expect((await call('GET', '/jobs?salaryPeriod=fortnightly')).status).toBe(400);
    expect((await call('GET', '/jobs?needs=Juggling')).status).toBe(400);
  });
});

describe('Best match', () => {
  it('puts the job in her district that asks for what she has first, and says why', async () => {
    const { email, token } = await cloud.newUser('nanny', 'best');
    const { key } = await cloud.upload(token, 'nanny-cv', 'cv.pdf', 'application/pdf', PDF);
    const saved = await call('PUT', '/nanny-profile', token, {
      fullName: 'Bea Match',
      location: 'Clapham, London',
      postcode: 'SW4 9ZZ',
      lookingFor: ['live-out'],
      availableFrom: day(0),
      yearsExperience: 4,
      email,
      bio: 'Calm, caring and creative with children of every age.',
      skills: ['SEN'],
      languages: ['English'],
      drivingLicense: false,
      willingToTravel: false,
      activelyLooking: true,
      hourlyRateMin: null,
      hourlyRateMax: null,
      additionalComments: '',
      photo: null,
      cv: { key, name: 'cv.pdf' },
      dbs: null,
      references: [],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);

    const best = await call('GET', '/jobs?sort=best&limit=50', token);
    expect(best.status, JSON.stringify(best.body)).toBe(200);
    const items = best.body.items as Card[];
    expect(items[0]!.id).toBe(ids.sw4Sen);
    expect(items[0]!.match!.reasons[0]).toBe('In your area: SW4');
    expect(items[0]!.match!.reasons).toContain('Asks for SEN experience, which you have');
    const scores = items.map((j) => j.match!.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const driver = items.find((j) => j.id === ids.sw4Driver)!;
    expect(driver.match!.gaps).toContain('You do not list a driving licence');

    // Three, as the "Recommended for you" strip reads them, and filters still apply.
    const top = await call('GET', '/jobs?sort=best&limit=3', token);
    expect((top.body.items as Card[]).map((j) => j.id)[0]).toBe(ids.sw4Sen);
    expect(top.body.items).toHaveLength(3);
    const filtered = await call('GET', '/jobs?sort=best&place=M1', token);
    expect((filtered.body.items as Card[]).map((j) => j.id)).toContain(ids.m1);
    expect((filtered.body.items as Card[]).every((j) => j.postcodeDistrict === 'M1')).toBe(true);

    // Newest first carries no match.
    const plain = await call('GET', '/jobs?limit=5', token);
    expect((plain.body.items as Card[]).every((j) => j.match === null)).toBe(true);
  });

  it('is refused to a visitor, a family and a nanny without a profile', async () => {
    const family = await cloud.signIn('family@demo.local');
    const { token } = await cloud.newUser('nanny', 'noprofile');
    for (const who of [undefined, family, token]) {
      const res = await call('GET', '/jobs?sort=best', who);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(BEST_MATCH_MESSAGES.needsProfile);
    }
  });
});
