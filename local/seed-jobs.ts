import { districtOfPlace } from './places.ts';
import { payLine, type Pay } from '../lambdas/contract/pay.ts';
import { hourly, weekly, yearly } from './seed-pay.ts';
import type { JobType } from '../lambdas/contract/jobs-constants.ts';
import { putDraft, setCheckoutSession } from '../lambdas/data/drafts.ts';
import { getJob, publishJob, type Job } from '../lambdas/data/jobs.ts';
import { getPromo, putPromo } from '../lambdas/data/promos.ts';
import { weekWith, WEEKDAYS_MON_FRI, type Week } from '../lambdas/contract/week-constants.ts';

const PLACES = [
  'Clapham, London',
  'Didsbury, Manchester',
  'Headingley, Leeds',
  'Clifton, Bristol',
  'Jesmond, Newcastle',
  'Edgbaston, Birmingham',
  'Richmond, London',
  'Morningside, Edinburgh',
  'Jericho, Oxford',
  'Roath, Cardiff',
];
/**
 * The jobs the board is seeded with, cycled: each one a job a family could post, its type, hours, pay,
 * children, requirements and description telling the same story (a live-in job lives in, a rota job
 * works days on and days off). Requirements are stored as the job form stores them ('Driving license',
 * read as 'Driving licence').
 */
interface SeedJob {
  title: string;
  jobType: JobType;
  jobTypeOther: string;
  daysHours: string;
  /**
   * The parts of each day its days and hours cover (contract/week-constants.ts DAY_PART_HOURS: 8am–6pm
   * runs from the morning into the evening), or null for a rota, which states none.
   */
  schedule: Week | null;
  /** Gross, for the hours its days and hours state. */
  pay: Pay;
  childrenAges: string;
  requirements: string[];
  description: string;
}

export const JOBS: readonly SeedJob[] = [
  {
    title: 'Warm, experienced nanny for two young children',
    jobType: 'live-out',
    jobTypeOther: '',
    daysHours: 'Mon–Fri, 8am–6pm',
    schedule: weekWith(WEEKDAYS_MON_FRI, ['morning', 'afternoon', 'evening']),
    pay: weekly(700, 800, 50),
    childrenAges: '6 months and 3 years',
    requirements: ['First Aid', 'Newborn experience'],
    description:
      'We are a friendly family looking for a warm, experienced live-out nanny for our baby and our three-year-old. ' +
      'Days are spent at home, at the park and at toddler groups, with naps after lunch. You will prepare simple, ' +
      'healthy meals and keep a short daily diary. References and an enhanced DBS certificate are required.',
  },
  {
    title: 'Part-time nanny for after-school care',
    jobType: 'part-time',
    jobTypeOther: '',
    daysHours: 'Mon, Wed, Fri 3pm–7pm',
    schedule: weekWith(['mon', 'wed', 'fri'], ['afternoon', 'evening']),
    pay: hourly(15, 17, 12),
    childrenAges: '4 and 7',
    requirements: ['Driving license'],
    description:
      'We need a nanny three afternoons a week to collect our two children from school in our car, help with ' +
      'homework, take them to their clubs and make their tea. You will need a full UK driving licence. References ' +
      'and an enhanced DBS certificate are required.',
  },
  {
    title: 'Live-in nanny for a busy family of four',
    jobType: 'live-in',
    jobTypeOther: '',
    daysHours: 'Live-in, Mon–Fri, 7am–6pm, with evenings and weekends off',
    schedule: weekWith(WEEKDAYS_MON_FRI, ['morning', 'afternoon', 'evening']),
    pay: yearly(38000, 42000, 55, { liveIn: true }),
    childrenAges: '2 and 5',
    requirements: ['Driving license', 'Cooking'],
    description:
      'A live-in role with your own bedroom and bathroom in our home. You will care for our two children five days ' +
      'a week, cook their meals, do their laundry and drive them to nursery and school in the family car. Your ' +
      'evenings and weekends are your own. References and an enhanced DBS certificate are required.',
  },
  {
    title: 'Rota nanny for newborn twins',
    jobType: 'rota',
    jobTypeOther: '',
    daysHours: '4 days on, 4 days off, 7am–9pm, living in on your days on',
    schedule: null,
    pay: yearly(40000, 42000, 56, { liveIn: true, rota: true }),
    childrenAges: 'Newborn twins',
    requirements: ['Newborn experience', 'Twins experience', 'Overnight care'],
    description:
      'We are expecting twins and are looking for an experienced rota nanny to share their care with a second rota ' +
      'nanny, four days on and four days off. On your days on you live in with us and help with night feeds, sleep ' +
      'routines and bath time. References and an enhanced DBS certificate are required.',
  },
  {
    title: 'Temporary summer nanny',
    jobType: 'temporary',
    jobTypeOther: '',
    daysHours: 'Mon–Thu, 9am–5pm, for the six weeks of the school summer holidays',
    schedule: weekWith(['mon', 'tue', 'wed', 'thu'], ['morning', 'afternoon']),
    pay: hourly(14, 16, 32),
    childrenAges: '9 and 11',
    requirements: [],
    description:
      'Fun, energetic nanny wanted for the school summer holidays: days out, swimming, crafts and picnics with our ' +
      'two children, who are nine and eleven. References and an enhanced DBS certificate are required.',
  },
  {
    title: 'Nanny share with school runs',
    jobType: 'other',
    jobTypeOther: 'Nanny share',
    daysHours: 'Mon–Thu, 7:30am–5:30pm',
    schedule: weekWith(['mon', 'tue', 'wed', 'thu'], ['morning', 'afternoon', 'evening']),
    pay: weekly(600, 650, 40),
    childrenAges: '4, 5 and 7',
    requirements: ['Driving license', 'First Aid'],
    description:
      'Two neighbouring families would like to share a nanny: three children between us, school runs in one of our ' +
      'cars, and care that alternates between our two homes, five minutes apart. You will need a full UK driving ' +
      'licence. References and an enhanced DBS certificate are required.',
  },
];

/** Seeds 30 published jobs over the last six weeks, 3 unpaid drafts that must never show, and a promo code. */
export async function seedJobs(ownerId: string | null, ownerEmail: string): Promise<number> {
  if (!(await getPromo('WELCOME10')))
    await putPromo({
      code: 'WELCOME10',
      amountOffPence: 1000,
      active: true,
      validFrom: null,
      validUntil: null,
      maxUses: null,
      uses: 0,
    });
  let created = 0;
  for (let i = 0; i < 33; i++) {
    const id = `seed-job-${String(i + 1).padStart(2, '0')}`;
    if (await getJob(id)) continue;
    const draft = i >= 30;
    const seed = JOBS[i % JOBS.length]!;
    const location = PLACES[i % PLACES.length]!;
    const createdAt = new Date(Date.now() - (i * 31 + 2) * 3600 * 1000).toISOString();
    const job: Job = {
      id,
      ownerId: ownerId ?? 'seed-family',
      ownerEmail,
      posterType: 'family',
      posterLabel: 'Family',
      agencyId: null,
      posterWebsite: null,
      posterLogo: null,
      title: draft ? `Unpaid draft ${i - 29} (never on the board)` : seed.title,
      description: seed.description,
      location,
      locationLower: location.toLowerCase(),
      postcodeDistrict: districtOfPlace(location),
      jobType: seed.jobType,
      jobTypeOther: seed.jobTypeOther,
      startDate: new Date(Date.now() + (14 + i) * 24 * 3600 * 1000).toISOString().slice(0, 10),
      daysHours: seed.daysHours,
      schedule: seed.schedule,
      pay: seed.pay,
      payLine: payLine(seed.pay),
      childrenAges: seed.childrenAges,
      languages: i % 3 === 0 ? ['English', 'French'] : ['English'],
      requirements: seed.requirements,
      photo: null,
      contactEmail: ownerEmail,
      additionalComments: '',
      amountPence: 5000,
      promoCode: null,
      checkoutSessionId: null,
      active: false,
      paymentConfirmed: false,
      createdAt,
      publishedAt: null,
    };
    await putDraft(job, false);
    if (!draft) {
      await setCheckoutSession(job, `cs_seed_${id}`);
      await publishJob(id, `cs_seed_${id}`, new Date(Date.parse(createdAt) + 60_000));
    }
    created += 1;
  }
  return created;
}
