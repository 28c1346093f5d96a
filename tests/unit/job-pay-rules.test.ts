import { describe, expect, it } from 'vitest';
import { jobDetailsFrom, type JobDetailsInput } from '../../lambdas/domain/job-details.ts';
import { JOB_MESSAGES } from '../../lambdas/contract/job-messages.ts';
import { payInput, type Pay } from '../../lambdas/contract/pay.ts';
import { DomainError } from '../../lambdas/domain/errors.ts';

const body = (pay: Partial<Pay>, startDate: string): JobDetailsInput => ({
  jobTitle: 'Nanny for two',
  location: 'Clapham, London',
  postcode: 'SW4 0AA',
  startDate,
  daysHours: 'Mon–Fri, 8am–6pm',
  pay: { period: 'hourly', min: 15, max: null, hoursPerWeek: 40, liveIn: false, rota: false, ...pay },
  jobType: 'live-out',
  jobTypeOther: '',
  childrenAges: '2',
  description: 'A warm family looking for a kind nanny.',
  selectedLanguages: [],
  selectedRequirements: [],
  contactEmail: 'family@example.com',
  additionalComments: '',
});

/** The fields of the 400 a posting is refused with, or null when it is taken. */
function refusal(input: JobDetailsInput, now: Date, kept?: string): Record<string, string> | null {
  try {
    jobDetailsFrom(input, now, true, kept ? { kept } : {});
    return null;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    expect(error.kind).toBe('invalid');
    return error.fields ?? {};
  }
}

const MARCH = new Date('2026-03-20T12:00:00Z');

describe('a job’s pay and start date, as the server holds them', () => {
  it('holds the pay to the minimum wage in force on the start date, the new rate from its first day', () => {
    // £12.21 was the rate until 31 March 2026; £12.71 from 1 April 2026.
    expect(refusal(body({ min: 12.21 }, '2026-03-31'), MARCH)).toBeNull();
    expect(refusal(body({ min: 12.2 }, '2026-03-31'), MARCH)?.pay).toMatch(/£12.21 an hour gross/);
    expect(refusal(body({ min: 12.71 }, '2026-04-01'), MARCH)).toBeNull();
    expect(refusal(body({ min: 12.7 }, '2026-04-01'), MARCH)?.pay).toMatch(
      /below the National Minimum Wage: £12.71 an hour gross for workers aged 21 and over from 1 April 2026/,
    );
  });

  it('reads weekly and yearly pay for its hours, and counts the home of a live-in nanny', () => {
    const april = '2026-04-02';
    // £508.40 for 40 hours is £12.71 an hour; £508 (£12.70) is not.
    expect(refusal(body({ period: 'weekly', min: 508.4 }, april), MARCH)).toBeNull();
    expect(refusal(body({ period: 'weekly', min: 508 }, april), MARCH)?.pay).toBeDefined();
    // £26,436.80 a year is £508.40 a week.
    expect(refusal(body({ period: 'yearly', min: 26436.8 }, april), MARCH)).toBeNull();
    expect(refusal(body({ period: 'yearly', min: 26000 }, april), MARCH)?.pay).toBeDefined();
    // Living in, £11.10 a day (£77.70 a week) of the home counts: £430.70 cash for 40 hours is enough.
    expect(refusal(body({ period: 'weekly', min: 430.7, liveIn: true }, april), MARCH)).toBeNull();
    expect(refusal(body({ period: 'weekly', min: 430.7 }, april), MARCH)?.pay).toBeDefined();
  });

  it('checks the lowest amount of a range', () => {
    expect(refusal(body({ min: 11, max: 20 }, '2026-04-02'), MARCH)?.pay).toMatch(/£11 an hour/);
  });

  it('refuses a start date before today (the UK day), unless it is the one the job keeps', () => {
    const lateEvening = new Date('2026-06-30T23:30:00Z'); // already 1 July in the UK
    expect(refusal(body({}, '2026-06-30'), lateEvening)).toEqual({ startDate: JOB_MESSAGES.startDatePast });
    expect(JOB_MESSAGES.startDatePast).toBe('The start date must be today or later');
    expect(refusal(body({}, '2026-07-01'), lateEvening)).toBeNull();
    expect(refusal(body({}, '2026-06-01'), lateEvening, '2026-06-01')).toBeNull();
    // A kept start date that has passed is held to today's rates.
    expect(refusal(body({ min: 12.5 }, '2026-03-01'), lateEvening, '2026-03-01')?.pay).toMatch(/£12.71/);
  });

  it('stores the pay with its line, a range of one amount as that amount', () => {
    const details = jobDetailsFrom(body({ min: 16, max: 16 }, '2026-04-02'), MARCH, true);
    expect(details.pay).toEqual({
      period: 'hourly',
      min: 16,
      max: null,
      hoursPerWeek: 40,
      liveIn: false,
      rota: false,
    });
    expect(details.payLine).toBe('£16 an hour gross');
  });
});

describe('the pay’s own shape (the contract)', () => {
  const ok = { period: 'hourly', min: 15, max: 17, hoursPerWeek: 40, liveIn: false, rota: false };
  it.each([
    ['a range upside down', { ...ok, min: 18, max: 16 }],
    ['no hours', { ...ok, hoursPerWeek: 0 }],
    ['over 60 hours without a rota', { ...ok, hoursPerWeek: 61 }],
    ['over 84 hours even on a rota', { ...ok, hoursPerWeek: 85, rota: true }],
    ['amounts as strings', { ...ok, min: '15' }],
    ['a missing amount', { ...ok, min: undefined }],
    ['part pence', { ...ok, min: 15.001 }],
    ['another period', { ...ok, period: 'daily' }],
    ['a field it does not take', { ...ok, net: true }],
  ])('refuses %s', (_, pay) => {
    expect(payInput.safeParse(pay).success).toBe(false);
  });

  it('takes over 60 hours on a rota', () => {
    expect(payInput.safeParse({ ...ok, hoursPerWeek: 72, rota: true }).success).toBe(true);
  });
});
