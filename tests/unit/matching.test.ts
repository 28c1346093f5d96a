import { describe, expect, it } from 'vitest';
import { JOB_TYPE_VALUES, SPECIAL_REQUIREMENTS } from '../../lambdas/contract/jobs-constants.ts';
import { LANGUAGES, SKILLS } from '../../lambdas/contract/nanny-constants.ts';
import {
  explainMatch,
  experienceText,
  MATCH_TOTAL,
  matchOnCard,
  newestFirst,
  rankByMatch,
  requirementKnowable,
  type Match,
  type MatchJob,
  type MatchNanny,
  type MatchReason,
} from '../../lambdas/domain/matching.ts';
import {
  EMPTY_TRUST,
  verificationLevel,
  withCheck,
  withReference,
  type TrustSummary,
} from '../../lambdas/domain/verification.ts';

import {
  DAY_PARTS,
  emptyWeek,
  WEEKDAYS,
  weekWith,
  WEEKDAYS_MON_FRI,
  type Week,
} from '../../lambdas/contract/week-constants.ts';
import { REPLY_BANDS, type StoredResponsiveness } from '../../lambdas/contract/responsiveness-constants.ts';

const TODAY = '2026-11-24';

const JOB: MatchJob = {
  postcodeDistrict: 'SW4',
  jobType: 'live-out',
  startDate: '2027-01-05',
  languages: [],
  requirements: [],
};

const NANNY: MatchNanny = {
  postcodeDistrict: 'N1',
  willingToTravel: false,
  skills: [],
  languages: [],
  drivingLicense: false,
  lookingFor: [],
  availableFrom: null,
  yearsExperience: 0,
  rating: 0,
  totalReviews: 0,
  trust: EMPTY_TRUST,
};

const job = (over: Partial<MatchJob>): MatchJob => ({ ...JOB, ...over });
const nanny = (over: Partial<MatchNanny>): MatchNanny => ({ ...NANNY, ...over });
const reasonsOf = (m: Match, kind: MatchReason['kind']) => m.reasons.filter((r) => r.kind === kind);
const gapsOf = (m: Match, kind: MatchReason['kind']) => m.gaps.filter((r) => r.kind === kind);
const texts = (rs: MatchReason[]) => rs.map((r) => [r.forPoster, r.forNanny]);

/** Identity, a current certificate, two references: Verified on TODAY. */
const identity = (t: TrustSummary, checkedOn = '2025-01-10') =>
  withCheck(t, { kind: 'identity', documentType: 'passport', nameMatches: true, checkedOn });
const certificate = (t: TrustSummary, issuedOn = '2026-02-01', checkedOn = '2026-03-01') =>
  withCheck(t, {
    kind: 'dbs_certificate',
    issuedOn,
    certificateLast4: '1234',
    barredListChildren: true,
    checkedOn,
  });
const references = (t: TrustSummary, confirmedOn = '2026-01-05', count = 2) => {
  for (let i = 0; i < count; i++) t = withReference(t, `ref-${confirmedOn}-${i}`, confirmedOn);
  return t;
};
const firstAid = (t: TrustSummary, courseOn = '2025-03-12') =>
  withCheck(t, { kind: 'first_aid', courseOn, checkedOn: '2025-04-01' });
const updateService = (t: TrustSummary, checkedOn = '2026-10-01') =>
  withCheck(t, { kind: 'dbs_update_service', result: 'current', checkedOn });

/** A responsiveness summary as a job or profile carries it, holding until after TODAY. */
const stored = (over: Partial<StoredResponsiveness> = {}): StoredResponsiveness => ({
  replies: null,
  reads: null,
  noMissed: false,
  until: '2026-12-01',
  ...over,
});

const VERIFIED = references(certificate(identity(EMPTY_TRUST)));
const PREMIUM = firstAid(updateService(VERIFIED));

describe('the SW4 SEN case', () => {
  it('says the same district and the requirement to each reader', () => {
    const m = explainMatch(
      job({ postcodeDistrict: 'SW4', requirements: ['SEN experience'] }),
      nanny({ postcodeDistrict: 'SW4', skills: ['SEN'] }),
      TODAY,
    );
    expect(m.reasons.slice(0, 2)).toEqual([
      { kind: 'district', forPoster: 'Same area: SW4', forNanny: 'In your area: SW4' },
      {
        kind: 'requirement',
        forPoster: 'SEN experience, which you asked for',
        forNanny: 'Asks for SEN experience, which you have',
        about: 'SEN experience',
      },
    ]);
    expect(m.gaps).toEqual([]);
    // Location 21, no schedule stated 10, requirements 20, no languages asked 5, job type and
    // availability unsaid 5 + 2.5; no responsiveness on either side.
    expect(m.score).toBe(64);
  });

  it('names the missing requirement as a gap to each reader', () => {
    const m = explainMatch(
      job({ requirements: ['SEN experience'] }),
      nanny({ postcodeDistrict: 'SW4' }),
      TODAY,
    );
    expect(texts(m.gaps)).toEqual([['Does not list SEN experience', 'You do not list SEN experience']]);
    expect(reasonsOf(m, 'requirement')).toEqual([]);
  });
});

describe('location', () => {
  const at = (theirs: string | null, hers: string | null, willingToTravel = false) =>
    explainMatch(
      job({ postcodeDistrict: theirs }),
      nanny({ postcodeDistrict: hers, willingToTravel }),
      TODAY,
    );

  it('counts a district and its sub-districts as the same place', () => {
    expect(texts(at('SW1', 'SW1A').reasons.slice(0, 1))).toEqual([['Same area: SW1A', 'In your area: SW1']]);
    expect(reasonsOf(at('SW1A', 'SW1B'), 'district')).toHaveLength(1);
    expect(reasonsOf(at('sw4', 'SW4 '), 'district')).toHaveLength(1);
  });

  it('says a district in the same area is nearby', () => {
    expect(texts(reasonsOf(at('SW4', 'SW9'), 'area'))).toEqual([
      ['Nearby: SW9, in the same SW area', 'Nearby: SW4, in your SW area'],
    ]);
    // SW and S are different areas, however alike they look.
    expect(at('S1', 'SW1').reasons).toEqual([]);
  });

  it('gives another area points only when she is willing to travel', () => {
    expect(at('SW4', 'E8').reasons).toEqual([]);
    expect(texts(at('SW4', 'E8', true).reasons)).toEqual([
      ['Willing to travel, from E8', 'In SW4, outside your area, and you are willing to travel'],
    ]);
    expect(at('SW4', 'E8', true).score - at('SW4', 'E8').score).toBe(5);
  });

  it('says nothing and counts nothing when either district is unknown', () => {
    for (const [theirs, hers] of [
      [null, 'SW4'],
      ['SW4', null],
      [null, null],
      ['', 'SW4'],
    ] as const) {
      const m = at(theirs, hers, true);
      expect(m.reasons).toEqual([]);
      expect(m.score).toBe(at('SW4', 'E8').score);
    }
    expect(at('SW4', 'SW4').score - at(null, 'SW4').score).toBe(21);
    expect(at('SW4', 'SW9').score - at(null, 'SW4').score).toBe(15);
  });
});

describe('requirements', () => {
  it('says each one a profile can show in both voices', () => {
    const all = job({
      requirements: [
        'Newborn experience',
        'Twins experience',
        'Driving license',
        'Travel with family',
        'First Aid',
      ],
    });
    const m = explainMatch(
      all,
      nanny({
        postcodeDistrict: null,
        skills: ['Newborns', 'Twins'],
        drivingLicense: true,
        willingToTravel: true,
        trust: firstAid(EMPTY_TRUST),
      }),
      TODAY,
    );
    expect(texts(reasonsOf(m, 'requirement'))).toEqual([
      ['Newborn experience, which you asked for', 'Asks for newborn experience, which you have'],
      ['Experience with twins, which you asked for', 'Asks for experience with twins, which you have'],
      ['Driving licence, which you asked for', 'Asks for a driving licence, which you have'],
      [
        'Willing to travel, which you asked for',
        'Asks for travel with the family, and you are willing to travel',
      ],
      [
        'Paediatric first aid checked (course 12 Mar 2025)',
        'Asks for first aid, and your paediatric first aid is checked (course 12 Mar 2025)',
      ],
    ]);
    const none = explainMatch(all, NANNY, TODAY);
    expect(texts(gapsOf(none, 'requirement'))).toEqual([
      ['Does not list newborn experience', 'You do not list newborn experience'],
      ['Does not list experience with twins', 'You do not list experience with twins'],
      ['Does not list a driving licence', 'You do not list a driving licence'],
      [
        'Does not say she is willing to travel',
        'Asks for travel with the family; you do not say you are willing to travel',
      ],
      ['Does not list first aid', 'You do not list first aid'],
    ]);
    expect(m.score - none.score).toBe(20);
  });

  it('gives first aid she only lists half the credit of a checked course', () => {
    const asks = job({ requirements: ['First Aid'] });
    const listed = explainMatch(asks, nanny({ skills: ['First Aid'] }), TODAY);
    const checked = explainMatch(asks, nanny({ trust: firstAid(EMPTY_TRUST) }), TODAY);
    const neither = explainMatch(asks, NANNY, TODAY);
    expect(texts(reasonsOf(listed, 'requirement'))).toEqual([
      ['Lists first aid', 'Asks for first aid, which you list'],
    ]);
    expect(listed.score - neither.score).toBe(10);
    expect(checked.score - neither.score).toBe(20);
    // A lapsed course is no check: what she lists still counts, as a listing.
    const lapsed = firstAid(EMPTY_TRUST, '2023-05-01');
    expect(
      texts(
        reasonsOf(explainMatch(asks, nanny({ trust: lapsed, skills: ['First Aid'] }), TODAY), 'requirement'),
      ),
    ).toEqual([['Lists first aid', 'Asks for first aid, which you list']]);
    expect(gapsOf(explainMatch(asks, nanny({ trust: lapsed }), TODAY), 'requirement')).toHaveLength(1);
  });

  it('leaves out what a profile cannot show, without diluting the rest', () => {
    const sen = nanny({ skills: ['SEN'] });
    const plain = explainMatch(job({ requirements: ['SEN experience'] }), sen, TODAY);
    const more = explainMatch(
      job({ requirements: ['Cooking', 'SEN experience', 'Overnight care', 'Speaks Welsh'] }),
      sen,
      TODAY,
    );
    expect(more).toEqual(plain);
    expect(requirementKnowable('Cooking')).toBe(false);
    expect(requirementKnowable('Overnight care')).toBe(false);
    expect(requirementKnowable('Driving licence')).toBe(true);
  });

  it('reads a requirement however an older post spelled it, and counts it once', () => {
    const once = explainMatch(
      job({ requirements: ['Driving license'] }),
      nanny({ drivingLicense: true }),
      TODAY,
    );
    const twice = explainMatch(
      job({ requirements: ['driving licence', 'Driving license', ' SEN  experience'] }),
      nanny({ drivingLicense: true }),
      TODAY,
    );
    expect(texts(reasonsOf(twice, 'requirement'))).toEqual(texts(reasonsOf(once, 'requirement')));
    expect(texts(gapsOf(twice, 'requirement'))).toEqual([
      ['Does not list SEN experience', 'You do not list SEN experience'],
    ]);
  });

  it('shares the weight equally among the requirements asked for', () => {
    const asks = job({ requirements: ['SEN experience', 'Driving license'] });
    const none = explainMatch(asks, NANNY, TODAY).score;
    expect(explainMatch(asks, nanny({ skills: ['SEN'] }), TODAY).score - none).toBe(10);
    expect(explainMatch(asks, nanny({ drivingLicense: true }), TODAY).score - none).toBe(10);
  });
});

describe('languages', () => {
  it('says each language asked for as spoken or missing, English too', () => {
    const m = explainMatch(
      job({ languages: ['English', 'French'] }),
      nanny({ languages: ['French', 'Spanish'] }),
      TODAY,
    );
    expect(texts(reasonsOf(m, 'language'))).toEqual([
      ['Speaks French, which you asked for', 'Asks for French, which you speak'],
    ]);
    expect(texts(gapsOf(m, 'language'))).toEqual([
      ['Does not list English', 'Asks for English, which you do not list'],
    ]);
  });
});

describe('job type', () => {
  const asks = (jobType: string, lookingFor: string[]) =>
    explainMatch(job({ jobType }), nanny({ lookingFor }), TODAY);

  it('fits when she is looking for it, misses when she names only others, says nothing when she has not said', () => {
    expect(texts(asks('live-out', ['live-in', 'live-out']).reasons)).toEqual([
      ['Looking for live-out work', 'Live-out, which you are looking for'],
    ]);
    expect(texts(asks('live-out', ['live-in']).gaps)).toEqual([
      [
        'Does not list live-out work among what she is looking for',
        'Live-out, which you do not list among the work you are looking for',
      ],
    ]);
    const unsaid = asks('live-out', []);
    expect(unsaid.reasons).toEqual([]);
    expect(unsaid.gaps).toEqual([]);
    expect(asks('live-out', ['live-out']).score - unsaid.score).toBe(5);
    expect(unsaid.score - asks('live-out', ['live-in']).score).toBe(5);
  });

  it('names every job type in words, and takes "other" as no signal', () => {
    for (const type of JOB_TYPE_VALUES) {
      const m = asks(type, [type]);
      if (type === 'other') expect(m.reasons).toEqual([]);
      else expect(m.reasons[0]?.forPoster).toBe(`Looking for ${type} work`);
    }
  });
});

describe('availability', () => {
  const free = (availableFrom: string | null, startDate = '2027-01-05') =>
    explainMatch(job({ startDate }), nanny({ availableFrom }), TODAY);

  it('fits when she is free by the start date', () => {
    expect(texts(free('2026-12-01').reasons)).toEqual([
      ['Available from 1 Dec 2026, before your start date', 'Starts 5 Jan 2027, after you are free'],
    ]);
    expect(texts(free('2027-01-05').reasons)).toEqual([
      ['Available from 5 Jan 2027, your start date', 'Starts 5 Jan 2027, the day you are free'],
    ]);
    expect(texts(free('2026-09-01').reasons)).toEqual([
      ['Available now', 'Starts 5 Jan 2027, after you are free'],
    ]);
  });

  it('misses when she is free only after it', () => {
    const m = free('2027-02-09');
    expect(m.reasons).toEqual([]);
    expect(texts(m.gaps)).toEqual([
      [
        'Available from 9 Feb 2027, after your start date',
        'Starts 5 Jan 2027, before you are free on 9 Feb 2027',
      ],
    ]);
  });

  it('once the start date has passed, fits if she is free now', () => {
    expect(texts(free('2026-11-01', '2026-11-10').reasons)).toEqual([
      ['Available now', 'Start date 10 Nov 2026 has passed, and you are free now'],
    ]);
    expect(gapsOf(free('2026-12-01', '2026-11-10'), 'available')).toHaveLength(1);
  });

  it('says nothing when she has not said, and scores between', () => {
    const unsaid = free(null);
    expect(unsaid.reasons).toEqual([]);
    expect(unsaid.gaps).toEqual([]);
    expect(free('2026-12-01').score).toBeGreaterThan(unsaid.score);
    expect(unsaid.score).toBeGreaterThanOrEqual(free('2027-02-09').score);
  });
});

describe('checks, experience and rating', () => {
  const of = (over: Partial<MatchNanny>) => explainMatch(JOB, nanny(over), TODAY);

  it('says each level as the rules define it', () => {
    expect(texts(of({ trust: identity(EMPTY_TRUST) }).reasons)).toEqual([
      ['Basic: identity checked', 'Your profile shows Basic: identity checked'],
    ]);
    expect(texts(of({ trust: VERIFIED }).reasons)).toEqual([
      [
        'Verified: identity, DBS certificate and 2 references checked',
        'Your profile shows Verified: identity, DBS certificate and 2 references checked',
      ],
      ['DBS certificate checked from a copy in 2026', 'Your DBS certificate was checked from a copy in 2026'],
    ]);
    expect(of({ trust: PREMIUM }).reasons[0]?.forPoster).toBe(
      'Premium: identity, DBS certificate and its Update Service status, 2 references and paediatric first aid checked',
    );
    expect(verificationLevel(PREMIUM, TODAY)).toBe('premium');
  });

  it('says a current DBS certificate without a level', () => {
    expect(texts(of({ trust: certificate(EMPTY_TRUST, '2025-06-01', '2025-07-02') }).reasons)).toEqual([
      ['DBS certificate checked from a copy in 2025', 'Your DBS certificate was checked from a copy in 2025'],
    ]);
  });

  it('gives lapsed checks no level and no DBS reason', () => {
    const lapsed = references(
      certificate(identity(EMPTY_TRUST, '2023-01-10'), '2023-06-01', '2023-07-01'),
      '2023-01-05',
    );
    expect(lapsed.identity!.lapsesOn < TODAY).toBe(true);
    expect(lapsed.dbsCertificate!.lapsesOn < TODAY).toBe(true);
    const m = of({ trust: lapsed });
    expect(reasonsOf(m, 'level')).toEqual([]);
    expect(reasonsOf(m, 'dbs')).toEqual([]);
    expect(m.score).toBe(of({}).score);
    // Identity current, the rest lapsed: Basic only, no DBS.
    const basic = of({ trust: identity(lapsed) });
    expect(texts(basic.reasons)).toEqual([
      ['Basic: identity checked', 'Your profile shows Basic: identity checked'],
    ]);
    // The Update Service saying "new information" stops the certificate counting.
    const flagged = withCheck(VERIFIED, {
      kind: 'dbs_update_service',
      result: 'new_information',
      checkedOn: '2026-10-01',
    });
    expect(reasonsOf(of({ trust: flagged }), 'dbs')).toEqual([]);
    expect(reasonsOf(of({ trust: flagged }), 'level')[0]?.forPoster).toBe('Basic: identity checked');
  });

  it('says experience from two years, and scales it up to five', () => {
    expect(texts(of({ yearsExperience: 8 }).reasons)).toEqual([
      ["8 years' experience", "You have 8 years' experience"],
    ]);
    expect(of({ yearsExperience: 1 }).reasons).toEqual([]);
    expect(experienceText(1)).toBe("1 year's experience");
    expect(experienceText(2)).toBe("2 years' experience");
    expect(of({ yearsExperience: 5 }).score - of({}).score).toBe(5);
    expect(of({ yearsExperience: 25 }).score).toBe(of({ yearsExperience: 5 }).score);
    expect(of({ yearsExperience: 4 }).score - of({ yearsExperience: 3 }).score).toBe(1);
  });

  it('says a rating of 4 or more only from reviews', () => {
    expect(texts(of({ rating: 4.8, totalReviews: 3 }).reasons)).toEqual([
      ['Rated 4.8 from 3 reviews', 'You are rated 4.8 from 3 reviews'],
    ]);
    expect(of({ rating: 5, totalReviews: 1 }).reasons[0]?.forPoster).toBe('Rated 5.0 from 1 review');
    expect(of({ rating: 3.9, totalReviews: 10 }).reasons).toEqual([]);
    expect(of({ rating: 4.8, totalReviews: 0 }).reasons).toEqual([]);
    expect(of({ rating: 4.8, totalReviews: 0 }).score).toBe(of({}).score);
    expect(of({ rating: 5, totalReviews: 3 }).score - of({}).score).toBe(5);
  });
});

describe('the whole list', () => {
  it('orders reasons by importance, and weighs 100 in all', () => {
    expect(MATCH_TOTAL).toBe(100);
    const best = explainMatch(
      job({
        requirements: ['SEN experience'],
        languages: ['French'],
        jobType: 'live-out',
        responsiveness: stored({ replies: 'day', reads: 'day' }),
      }),
      nanny({
        postcodeDistrict: 'SW4',
        skills: ['SEN'],
        languages: ['French'],
        lookingFor: ['live-out'],
        availableFrom: '2026-12-01',
        yearsExperience: 12,
        rating: 5,
        totalReviews: 4,
        trust: PREMIUM,
      }),
      TODAY,
    );
    expect(best.reasons.map((r) => r.kind)).toEqual([
      'district',
      'requirement',
      'language',
      'job-type',
      'available',
      'level',
      'dbs',
      'experience',
      'rating',
      'replies',
      'reads',
    ]);
    expect(best.score).toBe(100);
    expect(best.gaps).toEqual([]);
  });
});

/** A small seeded PRNG (mulberry32), so the generated cases are the same on every run. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DISTRICTS = [null, 'SW4', 'SW9', 'SW1', 'SW1A', 'SE15', 'E8', 'M1', 'S1'];
const DAYS = [null, '2026-09-01', '2026-11-24', '2026-12-01', '2027-01-05', '2027-03-01'];
const REQUIREMENTS = [...SPECIAL_REQUIREMENTS, 'Speaks Welsh', 'Pets'];
const TRUSTS: TrustSummary[] = [
  EMPTY_TRUST,
  identity(EMPTY_TRUST),
  VERIFIED,
  PREMIUM,
  firstAid(EMPTY_TRUST),
  firstAid(EMPTY_TRUST, '2023-01-01'),
  updateService(identity(EMPTY_TRUST)),
  references(identity(EMPTY_TRUST, '2023-01-01'), '2023-02-01', 3),
  withCheck(VERIFIED, { kind: 'dbs_update_service', result: 'new_information', checkedOn: '2026-10-01' }),
];

/** A week with each part of each day in it with the chance given. */
function randomWeek(random: () => number, p: number): Week {
  const week = emptyWeek();
  for (const day of WEEKDAYS) week[day] = DAY_PARTS.filter(() => random() < p);
  return week;
}

/** A stored summary with any bands, some of it out of date on TODAY. */
function randomRecord(random: () => number, pick: <T>(list: readonly T[]) => T): StoredResponsiveness {
  return stored({
    replies: pick([null, ...REPLY_BANDS]),
    reads: pick([null, ...REPLY_BANDS]),
    noMissed: random() < 0.5,
    until: pick(['2026-11-01', TODAY, '2026-11-25', '2027-02-01']),
  });
}

function generated(count: number, seed: number): Array<{ job: MatchJob; nanny: MatchNanny }> {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const some = <T>(list: readonly T[], p: number): T[] => list.filter(() => random() < p);
  const cases: Array<{ job: MatchJob; nanny: MatchNanny }> = [];
  for (let i = 0; i < count; i++)
    cases.push({
      job: {
        postcodeDistrict: pick(DISTRICTS),
        jobType: pick(JOB_TYPE_VALUES),
        startDate: pick(DAYS) ?? '2026-11-01',
        languages: some(LANGUAGES, 0.15),
        requirements: some(REQUIREMENTS, 0.3),
        schedule: random() < 0.2 ? null : randomWeek(random, 0.3),
      },
      nanny: {
        postcodeDistrict: pick(DISTRICTS),
        willingToTravel: random() < 0.5,
        skills: some(SKILLS, 0.3),
        languages: some(LANGUAGES, 0.2),
        drivingLicense: random() < 0.5,
        lookingFor: some(JOB_TYPE_VALUES, 0.3),
        availableFrom: pick(DAYS),
        availability: random() < 0.2 ? null : randomWeek(random, 0.5),
        yearsExperience: Math.floor(random() * 15),
        rating: Math.round(random() * 50) / 10,
        totalReviews: Math.floor(random() * 5),
        trust: pick(TRUSTS),
      },
    });
  // Each side's responsiveness, drawn after the rest so the cases above stay as they were.
  for (const c of cases) {
    c.job.responsiveness = random() < 0.4 ? null : randomRecord(random, pick);
    c.nanny.responsiveness = random() < 0.4 ? null : randomRecord(random, pick);
  }
  return cases;
}

describe('over many generated cases', () => {
  const cases = generated(3000, 20261124);

  it('scores a whole number from 0 to 100, the same every time', () => {
    for (const c of cases) {
      for (const reader of ['nanny', 'poster'] as const) {
        const m = explainMatch(c.job, c.nanny, TODAY, reader);
        expect(Number.isInteger(m.score)).toBe(true);
        expect(m.score).toBeGreaterThanOrEqual(0);
        expect(m.score).toBeLessThanOrEqual(100);
        expect(explainMatch(structuredClone(c.job), structuredClone(c.nanny), TODAY, reader)).toEqual(m);
        for (const r of [...m.reasons, ...m.gaps]) {
          expect(r.forPoster).toMatch(/^[A-Z0-9].*[^.\s]$/);
          expect(r.forNanny).toMatch(/^[A-Z0-9].*[^.\s]$/);
        }
      }
    }
  });

  it('never lowers the score when she shows more', () => {
    const more: Array<[string, (n: MatchNanny, j: MatchJob) => MatchNanny]> = [
      ['SEN', (n) => ({ ...n, skills: [...n.skills, 'SEN'] })],
      ['Newborns', (n) => ({ ...n, skills: [...n.skills, 'Newborns'] })],
      ['Twins', (n) => ({ ...n, skills: [...n.skills, 'Twins'] })],
      ['First Aid', (n) => ({ ...n, skills: [...n.skills, 'First Aid'] })],
      ['a driving licence', (n) => ({ ...n, drivingLicense: true })],
      ['willing to travel', (n) => ({ ...n, willingToTravel: true })],
      ['a language asked for', (n, j) => ({ ...n, languages: [...n.languages, ...j.languages.slice(0, 1)] })],
      ['every language asked for', (n, j) => ({ ...n, languages: [...n.languages, ...j.languages] })],
      ['the same district', (n, j) => ({ ...n, postcodeDistrict: j.postcodeDistrict })],
      [
        'a DBS record',
        (n) =>
          n.trust.dbsCertificate
            ? n
            : {
                ...n,
                trust: {
                  ...n.trust,
                  dbsCertificate: { seenOn: '2026-03-01', issuedOn: '2026-02-01', lapsesOn: '2029-02-01' },
                },
              },
      ],
      ['a first aid check', (n) => (n.trust.firstAid ? n : { ...n, trust: firstAid(n.trust) })],
      ['an identity check', (n) => (n.trust.identity ? n : { ...n, trust: identity(n.trust) })],
      ['a reference', (n) => ({ ...n, trust: withReference(n.trust, 'extra', '2026-06-01') })],
      ['a year of experience', (n) => ({ ...n, yearsExperience: n.yearsExperience + 1 })],
      [
        'a part of a day the job needs',
        (n, j) => {
          const day = WEEKDAYS.find((d) => (j.schedule?.[d].length ?? 0) > 0);
          if (!day) return n;
          const week = n.availability ?? emptyWeek();
          return {
            ...n,
            availability: { ...week, [day]: [...new Set([...week[day], j.schedule![day][0]!])] },
          };
        },
      ],
      ['a whole week', (n) => ({ ...n, availability: weekWith(WEEKDAYS, DAY_PARTS) })],
    ];
    const lowered: string[] = [];
    let raised = 0;
    for (const c of cases)
      for (const [what, add] of more) {
        const before = explainMatch(c.job, c.nanny, TODAY).score;
        const after = explainMatch(c.job, add(c.nanny, c.job), TODAY).score;
        if (after < before) lowered.push(`${what}: ${before} → ${after}`);
        if (after > before) raised++;
      }
    expect(lowered).toEqual([]);
    // The additions do count for something across the cases.
    expect(raised).toBeGreaterThan(cases.length);
  });

  it('takes every requirement as a reason, a gap, or something a profile cannot show', () => {
    for (const c of cases) {
      const m = explainMatch(c.job, c.nanny, TODAY);
      const said = [...reasonsOf(m, 'requirement'), ...gapsOf(m, 'requirement')].map((r) => r.about);
      for (const requirement of c.job.requirements) {
        const times = said.filter((a) => a === requirement).length;
        expect(times).toBe(requirementKnowable(requirement) ? 1 : 0);
      }
      expect(said.length).toBe(c.job.requirements.filter(requirementKnowable).length);
      const languages = [...reasonsOf(m, 'language'), ...gapsOf(m, 'language')].map((r) => r.about);
      expect(languages.sort()).toEqual([...c.job.languages].sort());
    }
  });

  it('ranks a nanny nearby with every requirement above one elsewhere with none', () => {
    for (const c of cases) {
      if (!c.job.postcodeDistrict) continue;
      const elsewhere = c.job.postcodeDistrict.startsWith('M') ? 'SW4' : 'M1';
      const none: MatchNanny = {
        ...c.nanny,
        postcodeDistrict: elsewhere,
        willingToTravel: false,
        skills: [],
        drivingLicense: false,
        trust: EMPTY_TRUST,
      };
      const every: MatchNanny = {
        ...none,
        postcodeDistrict: c.job.postcodeDistrict,
        willingToTravel: true,
        skills: ['SEN', 'Newborns', 'Twins', 'First Aid'],
        drivingLicense: true,
        trust: firstAid(EMPTY_TRUST),
      };
      const ranked = rankByMatch(
        [
          { id: 'none', nanny: none },
          { id: 'every', nanny: every },
        ],
        (x) => explainMatch(c.job, x.nanny, TODAY),
        (a, b) => a.id.localeCompare(b.id),
      );
      expect(ranked.map((r) => r.item.id)).toEqual(['every', 'none']);
      expect(ranked[0]!.match.score).toBeGreaterThan(ranked[1]!.match.score);
    }
  });
});

describe('ranking', () => {
  const scored = (score: number): Match => ({ score, reasons: [], gaps: [] });

  it('puts the best first, then follows the caller’s tie-break, then the order given', () => {
    const items = [
      { id: 'a', score: 40, postedAt: '2026-11-01' },
      { id: 'b', score: 70, postedAt: '2026-10-01' },
      { id: 'c', score: 40, postedAt: '2026-11-20' },
      { id: 'd', score: 70, postedAt: '2026-11-05' },
      { id: 'e', score: 40, postedAt: '2026-11-20' },
    ];
    const newerFirst = (x: { postedAt: string }, y: { postedAt: string }) =>
      y.postedAt.localeCompare(x.postedAt);
    const ranked = rankByMatch(items, (x) => scored(x.score), newerFirst);
    expect(ranked.map((r) => r.item.id)).toEqual(['d', 'b', 'c', 'e', 'a']);
    expect(ranked.map((r) => r.match.score)).toEqual([70, 70, 40, 40, 40]);
    expect(
      rankByMatch([...items].reverse(), (x) => scored(x.score), newerFirst).map((r) => r.item.id),
    ).toEqual(['d', 'b', 'e', 'c', 'a']);
    expect(items.map((i) => i.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('reads each item’s match once', () => {
    let reads = 0;
    rankByMatch(
      generated(50, 7),
      (c) => {
        reads++;
        return explainMatch(c.job, c.nanny, TODAY);
      },
      () => 0,
    );
    expect(reads).toBe(50);
  });
});

describe('a match on a job card', () => {
  const reason = (n: number): MatchReason => ({
    kind: 'job-type',
    forPoster: `poster ${n}`,
    forNanny: `nanny ${n}`,
  });
  it("carries the first four reasons and three gaps, in the nanny's words", () => {
    const match: Match = { score: 70, reasons: [1, 2, 3, 4, 5].map(reason), gaps: [6, 7, 8, 9].map(reason) };
    expect(matchOnCard(match)).toEqual({
      score: 70,
      reasons: ['nanny 1', 'nanny 2', 'nanny 3', 'nanny 4'],
      gaps: ['nanny 6', 'nanny 7', 'nanny 8'],
    });
  });

  it('breaks a tie by the newer job, then by id', () => {
    const jobs = [
      { id: 'a', publishedAt: '2026-11-01T00:00:00Z' },
      { id: 'b', publishedAt: '2026-11-02T00:00:00Z' },
      { id: 'c', publishedAt: '2026-11-01T00:00:00Z' },
      { id: 'd', publishedAt: null },
    ];
    expect([...jobs].sort(newestFirst).map((j) => j.id)).toEqual(['b', 'c', 'a', 'd']);
  });
});

describe('her usual week against the job’s schedule', () => {
  const WEEKDAY_DAYTIME = weekWith(WEEKDAYS_MON_FRI, ['morning', 'afternoon']);
  const of = (schedule: Week | null, availability: Week | null) =>
    explainMatch(job({ schedule }), nanny({ availability }), TODAY);

  it('says she is free on every day needed, to each reader', () => {
    const m = of(WEEKDAY_DAYTIME, weekWith(WEEKDAYS, ['morning', 'afternoon', 'evening']));
    expect(texts(reasonsOf(m, 'schedule'))).toEqual([
      ['Free on all 5 days you need', "You're free on all 5 days this job needs"],
    ]);
    expect(gapsOf(m, 'schedule')).toEqual([]);
    expect(m.reasons[0]?.kind).toBe('schedule');
  });

  it('names one day needed by its name', () => {
    const m = of(weekWith(['sat'], ['morning']), weekWith(['sat', 'sun'], ['morning']));
    expect(texts(reasonsOf(m, 'schedule'))).toEqual([
      ['Free on Saturdays, the day you need', "You're free on Saturdays, the day this job needs"],
    ]);
  });

  it('names a day she does not offer as a gap, and counts the days she does', () => {
    const offered = { ...WEEKDAY_DAYTIME, wed: [] };
    const m = of(WEEKDAY_DAYTIME, offered);
    expect(texts(reasonsOf(m, 'schedule'))).toEqual([
      ['Free on 4 of the 5 days you need', "You're free on 4 of the 5 days this job needs"],
    ]);
    expect(texts(gapsOf(m, 'schedule'))).toEqual([
      ['Not free on Wednesdays', "This job needs Wednesdays, which your profile doesn't offer"],
    ]);
  });

  it('names the parts of a day she offers only in part', () => {
    const offered = { ...WEEKDAY_DAYTIME, wed: ['morning' as const], fri: [] };
    const m = of(WEEKDAY_DAYTIME, offered);
    expect(texts(gapsOf(m, 'schedule'))).toEqual([
      [
        'Not free on Wednesday afternoons or Fridays',
        "This job needs Wednesday afternoons and Fridays, which your profile doesn't offer",
      ],
    ]);
  });

  it('gives no reason when she is free on none of the days, only the gap', () => {
    const m = of(weekWith(['sat', 'sun'], ['morning']), WEEKDAY_DAYTIME);
    expect(reasonsOf(m, 'schedule')).toEqual([]);
    expect(texts(gapsOf(m, 'schedule'))).toEqual([
      ['Not free on any of the 2 days you need', 'This job needs 2 days, none of which your profile offers'],
    ]);
    const one = of(weekWith(['sat'], ['morning']), weekWith(['sat'], ['evening']));
    expect(gapsOf(one, 'schedule').map((g) => g.forPoster)).toEqual(['Not free on Saturdays']);
  });

  it('counts the days she is short on when there are more than three, to keep a card short', () => {
    const m = of(WEEKDAY_DAYTIME, weekWith(WEEKDAYS_MON_FRI, ['morning']));
    expect(texts(gapsOf(m, 'schedule'))).toEqual([
      ['Not free on 5 of the 5 days you need', "This job needs 5 days your profile doesn't offer in full"],
    ]);
    const three = of(WEEKDAY_DAYTIME, { ...WEEKDAY_DAYTIME, mon: [], tue: ['morning'], wed: ['evening'] });
    expect(gapsOf(three, 'schedule').map((g) => g.forPoster)).toEqual([
      'Not free on Mondays, Tuesday afternoons or Wednesdays',
    ]);
  });

  it('shares its points among the parts of days needed', () => {
    const none = of(WEEKDAY_DAYTIME, weekWith(['sat'], ['morning'])).score;
    const all = of(WEEKDAY_DAYTIME, WEEKDAY_DAYTIME).score;
    const half = of(WEEKDAY_DAYTIME, weekWith(WEEKDAYS_MON_FRI, ['morning'])).score;
    expect(all - none).toBe(10);
    expect(half - none).toBe(5);
  });

  it('says nothing without a schedule or without her week, and scores a job without one in full', () => {
    for (const m of [
      of(null, WEEKDAY_DAYTIME),
      of(emptyWeek(), WEEKDAY_DAYTIME),
      of(WEEKDAY_DAYTIME, null),
      of(WEEKDAY_DAYTIME, emptyWeek()),
      of(null, null),
    ]) {
      expect(reasonsOf(m, 'schedule')).toEqual([]);
      expect(gapsOf(m, 'schedule')).toEqual([]);
    }
    expect(of(null, null).score).toBe(of(WEEKDAY_DAYTIME, WEEKDAY_DAYTIME).score);
    expect(of(WEEKDAY_DAYTIME, null).score).toBe(of(WEEKDAY_DAYTIME, weekWith(['sun'], ['overnight'])).score);
  });
});

describe('responsiveness', () => {
  const kinds = ['replies', 'reads', 'meetings'] as const;
  const said = (m: Match) => m.reasons.filter((r) => (kinds as readonly string[]).includes(r.kind));
  const forNanny = (record: StoredResponsiveness | null | undefined) =>
    explainMatch(job({ responsiveness: record }), NANNY, TODAY, 'nanny');
  const forPoster = (record: StoredResponsiveness | null | undefined) =>
    explainMatch(JOB, nanny({ responsiveness: record }), TODAY, 'poster');

  it("tells a nanny how quickly a job's poster answers and reads applications, in the cards' words", () => {
    const m = forNanny(stored({ replies: 'day', reads: '3days', noMissed: true }));
    expect(texts(said(m))).toEqual([
      ['Replies within a day', 'Replies within a day'],
      ['Reads applications within 3 days', 'Reads applications within 3 days'],
    ]);
    // Replies within a day 2, reads within 3 days 1; the poster's meetings are not hers to weigh.
    expect(m.score - forNanny(null).score).toBe(3);
    expect(forNanny(stored({ replies: 'day', reads: 'day' })).score - forNanny(null).score).toBe(4);
    expect(forNanny(stored({ replies: 'week', reads: 'week' })).score - forNanny(null).score).toBe(1);
  });

  it('tells a poster how quickly a nanny answers and that she missed no meeting', () => {
    const m = forPoster(stored({ replies: '3days', reads: 'day', noMissed: true }));
    expect(texts(said(m))).toEqual([
      ['Replies within 3 days', 'Replies within 3 days'],
      ['No missed interviews', 'No missed interviews'],
    ]);
    // Replies within 3 days 1, no missed interviews 2; reads are not a nanny's.
    expect(m.score - forPoster(null).score).toBe(3);
    expect(forPoster(stored({ replies: 'day', noMissed: true })).score - forPoster(null).score).toBe(4);
  });

  it('weighs only the other side: her own record does not move the jobs she is shown', () => {
    const hers = nanny({ responsiveness: stored({ replies: 'day', noMissed: true }) });
    const m = explainMatch(JOB, hers, TODAY, 'nanny');
    expect(said(m)).toEqual([]);
    expect(m.score).toBe(explainMatch(JOB, NANNY, TODAY, 'nanny').score);
    const theirs = job({ responsiveness: stored({ replies: 'day', reads: 'day' }) });
    expect(said(explainMatch(theirs, NANNY, TODAY, 'poster'))).toEqual([]);
  });

  it('gives nothing, says nothing and names no gap without a record to show', () => {
    const none = forNanny(undefined);
    for (const record of [
      null,
      stored(),
      // Out of date: shown only on the days before `until`.
      stored({ replies: 'day', reads: 'day', until: TODAY }),
      stored({ replies: 'day', reads: 'day', until: '2026-11-01' }),
    ]) {
      for (const m of [forNanny(record), forPoster(record)]) {
        expect(said(m)).toEqual([]);
        expect(m.gaps.filter((g) => (kinds as readonly string[]).includes(g.kind))).toEqual([]);
      }
      expect(forNanny(record).score).toBe(none.score);
      expect(forPoster(record).score).toBe(forPoster(undefined).score);
    }
  });

  it('counts a slow band for nothing and says nothing of it, but never a gap', () => {
    const m = forNanny(stored({ replies: 'longer', reads: 'longer' }));
    expect(said(m)).toEqual([]);
    expect(m.gaps).toEqual(forNanny(null).gaps);
    expect(m.score).toBe(forNanny(null).score);
  });

  it('ranks the quicker of two otherwise equal posters first', () => {
    const ranked = rankByMatch(
      [
        { id: 'slow', job: job({ responsiveness: stored({ replies: 'week' }) }) },
        { id: 'quick', job: job({ responsiveness: stored({ replies: 'day', reads: 'day' }) }) },
        { id: 'new', job: JOB },
      ],
      (x) => explainMatch(x.job, NANNY, TODAY, 'nanny'),
      () => 0,
    );
    expect(ranked.map((r) => r.item.id)).toEqual(['quick', 'slow', 'new']);
  });
});
