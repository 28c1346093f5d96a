import { describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '../../lambdas/contract/job-messages.ts';
import { editResolver } from '../../frontend/src/features/my-jobs/editJob.ts';
import type { JobDetailsForm } from '../../frontend/src/features/job-posting/jobDetails.ts';

const PAST = '2020-01-06';
const FUTURE = `${new Date().getUTCFullYear() + 1}-03-01`;

const job = (change: Partial<JobDetailsForm> = {}): JobDetailsForm => ({
  jobTitle: 'Nanny for two children',
  location: 'Clapham, London',
  postcode: 'SW4',
  startDate: PAST,
  daysHours: 'Mon–Fri, 8am–6pm',
  salary: '£15/hour',
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

  it('still reports the other fields’ problems beside a kept start date', async () => {
    const result = await check(PAST, job({ jobTitle: '' }));
    expect(result.errors.startDate).toBeUndefined();
    expect(result.errors.jobTitle?.message).toBe(JOB_MESSAGES.jobTitle);
  });
});
