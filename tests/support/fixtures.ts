import type { Job } from '../../lambdas/data/jobs.ts';

/**
 * A paid family job on the board as the table holds it (lambdas/data/jobs.ts), with the given fields
 * changed: what tests at the SDK boundary and the bench start from.
 */
export function aJob(fields: Partial<Job> = {}): Job {
  return {
    id: 'job-12345678',
    ownerId: 'family-1',
    ownerEmail: 'olivia@example.com',
    posterType: 'family',
    posterLabel: 'Family',
    agencyId: null,
    posterWebsite: null,
    posterLogo: null,
    title: 'Nanny for two',
    description: 'A caring nanny.',
    location: 'Clapham',
    locationLower: 'clapham',
    postcodeDistrict: 'SW4',
    jobType: 'live-out',
    jobTypeOther: '',
    startDate: '2027-02-01',
    daysHours: 'Mon–Fri',
    salaryText: '£15/hour',
    salaryMin: 15,
    salaryMax: 15,
    salaryPeriod: 'hourly',
    childrenAges: '2 and 5',
    languages: [],
    requirements: [],
    photo: null,
    contactEmail: 'olivia@example.com',
    additionalComments: '',
    amountPence: 5000,
    promoCode: null,
    checkoutSessionId: null,
    active: true,
    paymentConfirmed: true,
    createdAt: '2027-01-02T08:00:00.000Z',
    publishedAt: '2027-01-02T08:59:00.000Z',
    ...fields,
  };
}
