import { describe, expect, it } from 'vitest';
import { JOB_TYPE_VALUES, SPECIAL_REQUIREMENTS } from '../../lambdas/contract/jobs-constants.ts';
import { parseSalary } from '../../lambdas/contract/salary.ts';
import { JOBS as AGENCY_JOBS } from '../../local/seed-agency.ts';
import { JOBS as BOARD_JOBS } from '../../local/seed-jobs.ts';
import { HIRES } from '../../local/seed-reviews.ts';

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
  salary: string;
  childrenAges: string;
  requirements: readonly string[];
  description?: string;
}

const jobs: Array<[string, SeedJob]> = [
  ...BOARD_JOBS.map((j) => [`board: ${j.title}`, j] as [string, SeedJob]),
  ...AGENCY_JOBS.map((j) => [`agency: ${j.title}`, j] as [string, SeedJob]),
  ...HIRES.map((h) => [`hire: ${h.job.title}`, h.job] as [string, SeedJob]),
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

  it.each(jobs)('%s: its pay is read with a period', (_, job) => {
    const salary = parseSalary(job.salary);
    expect(salary.min).not.toBeNull();
    expect(salary.period).not.toBeNull();
    // A live-in or rota job is paid by the week, day or year; the hours of a part-time one by the hour.
    if (job.jobType === 'part-time') expect(salary.period).toBe('hourly');
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
