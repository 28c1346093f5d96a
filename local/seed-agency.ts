import { districtOfPlace } from './places.ts';
import { payLine } from '../lambdas/contract/pay.ts';
import { weekWith, WEEKDAYS_MON_FRI } from '../lambdas/contract/week-constants.ts';
import { hourly, yearly } from './seed-pay.ts';
import type { Agency } from '../lambdas/domain/agency.ts';
import { createAgency, getAgencyOfUser } from '../lambdas/data/agencies.ts';
import { getJob, putPublishedJob, type Job } from '../lambdas/data/jobs.ts';

const AGENCY = {
  agencyName: 'Little Acorns Nanny Agency',
  websiteUrl: 'https://littleacorns.example',
};

/**
 * The agency's two jobs, each telling one story: a live-in maternity nanny for newborn twins lives in
 * for the twelve weeks after the birth, and an after-school job keeps after-school hours.
 */
export const JOBS = [
  {
    title: 'Maternity nanny for newborn twins',
    location: 'Richmond, London',
    jobType: 'live-in',
    pay: yearly(40000, 42000, 60, { liveIn: true }),
    daysHours: 'Live-in, Mon–Fri, 7am–7pm, for the 12 weeks after the birth',
    schedule: weekWith(WEEKDAYS_MON_FRI, ['morning', 'afternoon', 'evening']),
    childrenAges: 'Newborn twins',
    requirements: ['Newborn experience', 'Twins experience', 'Overnight care', 'First Aid'],
    description:
      'Our agency is recruiting an experienced maternity nanny for a family expecting twins. Living in five days a ' +
      'week for twelve weeks, you will look after the babies day and night, help establish feeding and sleep ' +
      'routines and support both parents. Enhanced DBS, two references and a paediatric first aid certificate are ' +
      'required; we support you through the whole process.',
    daysAgo: 2,
  },
  {
    title: 'After-school nanny, two children',
    location: 'Didsbury, Manchester',
    jobType: 'part-time',
    pay: hourly(15, 17, 20),
    daysHours: 'Mon–Fri, 3pm–7pm',
    schedule: weekWith(WEEKDAYS_MON_FRI, ['afternoon', 'evening']),
    childrenAges: '',
    requirements: ['Driving license', 'First Aid'],
    description:
      'Our agency is recruiting a warm, reliable nanny for a family in Didsbury: school pick-ups in the family car, ' +
      'homework, tea and bedtime routines for two primary-school children, every weekday afternoon. Enhanced DBS, ' +
      'two references and a paediatric first aid certificate are required; we support you through the whole ' +
      'process.',
    daysAgo: 5,
  },
] as const;

/**
 * The demo agency's profile (without a subscription, so a person can start the free month on the
 * Stripe stand-in) and two jobs it posted earlier, which show agency branding on the board.
 */
export async function seedAgency(userId: string | null, ownerEmail: string): Promise<number> {
  if (!userId) return 0;
  let agency = await getAgencyOfUser(userId);
  if (!agency) {
    const now = new Date().toISOString();
    agency = {
      id: 'seed-agency-01',
      userId,
      ownerEmail,
      ...AGENCY,
      logo: null,
      stripeCustomerId: null,
      trialUsed: false,
      pendingCheckoutSessionId: null,
      subscription: null,
      createdAt: now,
      updatedAt: now,
    } satisfies Agency;
    await createAgency(agency);
  }
  let created = 0;
  for (const [i, seed] of JOBS.entries()) {
    const id = `seed-agency-job-${String(i + 1).padStart(2, '0')}`;
    if (await getJob(id)) continue;
    const at = new Date(Date.now() - seed.daysAgo * 24 * 3600 * 1000).toISOString();
    const job: Job = {
      id,
      ownerId: userId,
      ownerEmail,
      posterType: 'agency',
      posterLabel: agency.agencyName,
      agencyId: agency.id,
      posterWebsite: agency.websiteUrl || null,
      posterLogo: agency.logo,
      title: seed.title,
      description: seed.description,
      location: seed.location,
      locationLower: seed.location.toLowerCase(),
      postcodeDistrict: districtOfPlace(seed.location),
      jobType: seed.jobType,
      jobTypeOther: '',
      startDate: new Date(Date.now() + 21 * 24 * 3600 * 1000).toISOString().slice(0, 10),
      daysHours: seed.daysHours,
      schedule: seed.schedule,
      pay: seed.pay,
      payLine: payLine(seed.pay),
      childrenAges: seed.childrenAges,
      languages: ['English'],
      requirements: [...seed.requirements],
      photo: null,
      contactEmail: ownerEmail,
      additionalComments: '',
      amountPence: 0,
      promoCode: null,
      checkoutSessionId: null,
      active: true,
      paymentConfirmed: true,
      createdAt: at,
      publishedAt: at,
    };
    await putPublishedJob(job, null);
    created += 1;
  }
  return created;
}
