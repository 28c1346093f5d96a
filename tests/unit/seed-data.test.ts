import { describe, expect, it } from 'vitest';
import { JOB_TYPE_VALUES, SPECIAL_REQUIREMENTS } from '../../lambdas/contract/jobs-constants.ts';
import { hourlyOf, minimumWageRefusal, payInput, type Pay } from '../../lambdas/contract/pay.ts';
import { hoursAWeekOf } from '../../lambdas/contract/legacy-pay.ts';
import { londonDay } from '../../lambdas/contract/uk-day.ts';
import { demoJobs } from '../../frontend/src/demo/jobs.ts';
import { JOBS as AGENCY_JOBS } from '../../local/seed-agency.ts';
import { JOBS as BOARD_JOBS } from '../../local/seed-jobs.ts';
import { HIRES } from '../../local/seed-reviews.ts';
import { SEED_NANNY_COUNT, seedRateFrom } from '../../local/seed-nannies.ts';
import { minimumWageOn } from '../../lambdas/contract/legal/minimum-wage.ts';

/**
 * The demo data tells one story per job: its type, its hours, its pay, its children, its requirements,
 * its description (and, for a past hire, the review written about it) agree. A live-in job lives in and
 * keeps no office hours; a rota job works days on and days off; newborn twins ask for newborn and twins
 * experience; a job that needs a car asks for a driving licence.
 */
interface SeedJob {
  title: string;
  jobType: string;
  jobTypeOther?: string;
  daysHours: string;
  pay: Pay;
  childrenAges: string;
  requirements: readonly string[];
  description?: string;
}

const jobs: Array<[string, SeedJob]> = [
  ...BOARD_JOBS.map((j) => [`board: ${j.title}`, j] as [string, SeedJob]),
  ...AGENCY_JOBS.map((j) => [`agency: ${j.title}`, j] as [string, SeedJob]),
  ...HIRES.map((h) => [`hire: ${h.job.title}`, h.job] as [string, SeedJob]),
];

/** Every job with pay the local cloud and demo mode show: the seeds' and demo mode's sample board. */
const paid: Array<[string, Pick<SeedJob, 'jobType' | 'daysHours' | 'pay'>]> = [
  ...jobs,
  ...demoJobs().map((j): [string, Pick<SeedJob, 'jobType' | 'daysHours' | 'pay'>] => [
    `demo: ${j.title}`,
    { jobType: j.jobType, daysHours: j.daysHours, pay: j.pay! },
  ]),
];

describe('the seed jobs', () => {
  it.each(jobs)('%s: its type, title and hours agree', (_, job) => {
    expect(JOB_TYPE_VALUES).toContain(job.jobType);
    // A live-in job says so in its hours; no other job calls itself live-in (a rota nanny may live in
    // on her days on, and says that instead).
    if (job.jobType === 'live-in') expect(job.daysHours).toMatch(/\blive-in\b/i);
    else expect(`${job.title} ${job.daysHours}`).not.toMatch(/\blive-in\b/i);
    if (job.jobType === 'rota') expect(job.daysHours).toMatch(/\bon\b.*\boff\b/);
    if (/\brota\b/i.test(job.title)) expect(job.jobType).toBe('rota');
    if (/\bpart-time\b/i.test(job.title)) expect(job.jobType).toBe('part-time');
    if (/\b(temporary|summer)\b/i.test(job.title)) expect(job.jobType).toBe('temporary');
    if (/\bnanny share\b/i.test(job.title))
      expect([job.jobType, job.jobTypeOther]).toEqual(['other', 'Nanny share']);
    if (job.jobType === 'other') expect(job.jobTypeOther).not.toBe('');
    // After-school and school-run jobs keep the school's hours, not a working day's.
    if (/after-school/i.test(job.title)) expect(job.daysHours).toMatch(/\b3(:\d\d)?pm\b/);
  });

  it.each(paid)('%s: its gross pay fits its hours, at or above the minimum wage', (_, job) => {
    expect(payInput.safeParse(job.pay).success).toBe(true);
    const { pay } = job;
    // Its hours a week are the ones its days and hours state, wherever they state them.
    const stated = hoursAWeekOf(job.daysHours);
    if (stated !== null) expect(pay.hoursPerWeek).toBe(stated);
    expect(pay.liveIn).toBe(job.jobType === 'live-in' || /\bliving in\b/i.test(job.daysHours));
    if (job.jobType === 'rota') expect(pay.rota).toBe(true);
    // At or above £12.71 an hour gross (the rate from April 2026), the home counted for a live-in job.
    expect(minimumWageRefusal(pay, londonDay(new Date()))).toBeNull();
    expect(minimumWageRefusal(pay, '2026-04-01')).toBeNull();
    const low = hourlyOf(pay.min, pay.period, pay.hoursPerWeek);
    const high = hourlyOf(pay.max ?? pay.min, pay.period, pay.hoursPerWeek);
    if (pay.hoursPerWeek < 35) {
      // Part-time: by the hour, £14 to £20.
      expect(pay.period).toBe('hourly');
      expect([pay.min, pay.max ?? pay.min].every((n) => n >= 14 && n <= 20)).toBe(true);
    } else if (pay.period === 'weekly') {
      expect(pay.min).toBeGreaterThanOrEqual(550);
      expect(pay.max ?? pay.min).toBeLessThanOrEqual(800);
    } else if (pay.period === 'yearly') {
      expect(pay.min).toBeGreaterThanOrEqual(30000);
      expect(pay.max ?? pay.min).toBeLessThanOrEqual(42000);
    }
    // Nothing a nanny would laugh at: under £25 an hour at the top.
    expect(high).toBeLessThan(25);
    expect(low).toBeLessThanOrEqual(high);
  });

  it.each(jobs)('%s: its children and description ask for what it requires', (_, job) => {
    const said = `${job.title} ${job.childrenAges} ${job.description ?? ''}`;
    for (const requirement of job.requirements) expect(SPECIAL_REQUIREMENTS).toContain(requirement);
    if (/\btwins\b/i.test(said)) expect(job.requirements).toContain('Twins experience');
    if (/\bnewborn\b/i.test(said)) expect(job.requirements).toContain('Newborn experience');
    if (/\b(car|driving licence|school runs?)\b/i.test(said))
      expect(job.requirements).toContain('Driving license');
    if (job.requirements.includes('Overnight care')) expect(said).toMatch(/night|newborn|live/i);
  });
});

describe('the seed reviews', () => {
  it.each(HIRES.map((h) => [h.job.title, h] as const))(
    '%s: the review speaks of the job it is about',
    (_, hire) => {
      const text = hire.review.text;
      if (/\btwins\b/i.test(text)) expect(hire.job.childrenAges).toMatch(/twins/i);
      if (/\bnewborn\b/i.test(text)) expect(hire.job.childrenAges).toMatch(/newborn/i);
      if (/\bsummer\b/i.test(text)) expect(hire.job.jobType).toBe('temporary');
      if (/\btoddler\b/i.test(text)) expect(hire.job.childrenAges).toMatch(/^[1-3]$|\b[1-3]\b/);
      if (/\bschool\b|\bhomework\b|\beldest\b/i.test(text))
        expect(hire.job.childrenAges).toMatch(/\b([5-9]|1\d)\b/);
    },
  );
});

describe('the seeded nannies', () => {
  it('ask at least the National Living Wage an hour, so no card shows a rate below it', () => {
    const rate = minimumWageOn(londonDay(new Date())).age21AndOver;
    for (let i = 0; i < SEED_NANNY_COUNT; i++) expect(seedRateFrom(i)).toBeGreaterThanOrEqual(rate);
  });
});
