import { describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '../../lambdas/contract/job-messages.ts';
import { editResolver } from '../../frontend/src/features/my-jobs/editJob.ts';
import { emptyWeek } from '../../lambdas/contract/week-constants.ts';
import type { JobDetailsForm } from '../../frontend/src/features/job-posting/jobDetails.ts';

const PAST = '2020-01-06';
const FUTURE = `${new Date().getUTCFullYear() + 1}-03-01`;

const job = (change: Partial<JobDetailsForm> = {}): JobDetailsForm => ({
  jobTitle: 'Nanny for two children',
  location: 'Clapham, London',
  postcode: 'SW4',
  startDate: PAST,
  daysHours: 'Mon–Fri, 8am–6pm',
  schedule: emptyWeek(),
  pay: { period: 'hourly', min: 15, max: null, hoursPerWeek: 50, liveIn: false, rota: false },
  jobType: 'live-out',
  jobTypeOther: '',
  childrenAges: '2 and 5',
  description: 'A warm family looking for a kind nanny.',
  selectedLanguages: [],
  selectedRequirements: [],
  photo: null,
  contactEmail: 'family@example.com',
  additionalComments: '',
  ...change,
});

// react-hook-form's resolver options, as far as these rules read them.
const OPTIONS = { shouldUseNativeValidation: false, fields: {} } as never;
const check = (posted: string, values: JobDetailsForm) => editResolver(posted)(values, undefined, OPTIONS);

describe('the job edit form’s rules', () => {
  it('keeps a start date that has passed when it is the one posted', async () => {
    const result = await check(PAST, job());
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ startDate: PAST, jobTitle: 'Nanny for two children' });
  });

  it('refuses a start date changed to one in the past', async () => {
    const result = await check(FUTURE, job());
    expect(result.errors.startDate?.message).toBe(JOB_MESSAGES.startDatePast);
  });

  it('asks for the pay to be fixed when it is below the minimum wage, as the server refuses it', async () => {
    const low = await check(PAST, job({ pay: { ...job().pay, min: 10 } }));
    expect(low.errors.pay?.min?.message).toMatch(/below the National Minimum Wage: £12\.71 an hour gross/);
    // Living in, the home counts towards it: £10 an hour for 50 hours with it is enough.
    const liveIn = await check(PAST, job({ pay: { ...job().pay, min: 11.2, liveIn: true } }));
    expect(liveIn.errors).toEqual({});
  });

  it('names a missing amount, an upside-down range and too many hours', async () => {
    const blank = await check(PAST, job({ pay: { ...job().pay, min: null, hoursPerWeek: null } }));
    expect(blank.errors.pay?.min?.message).toBe('Enter the gross pay in pounds');
    expect(blank.errors.pay?.hoursPerWeek?.message).toBe('Enter the hours a week, more than 0');
    const upside = await check(PAST, job({ pay: { ...job().pay, min: 18, max: 16 } }));
    expect(upside.errors.pay?.max?.message).toBe('The top of the range must be at least its bottom');
    const long = await check(PAST, job({ pay: { ...job().pay, hoursPerWeek: 70 } }));
    expect(long.errors.pay?.hoursPerWeek?.message).toMatch(/needs a rota/);
  });

  it('still reports the other fields’ problems beside a kept start date', async () => {
    const result = await check(PAST, job({ jobTitle: '' }));
    expect(result.errors.startDate).toBeUndefined();
    expect(result.errors.jobTitle?.message).toBe(JOB_MESSAGES.jobTitle);
  });
});
