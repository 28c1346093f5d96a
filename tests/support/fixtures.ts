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
    pay: { period: 'hourly', min: 15, max: null, hoursPerWeek: 40, liveIn: false, rota: false },
    payLine: '£15 an hour gross',
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
