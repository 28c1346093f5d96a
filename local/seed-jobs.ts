import { districtOfPlace } from './places.ts';
import { parseSalary } from '../lambdas/contract/salary.ts';
import { JOB_TYPE_VALUES } from '../lambdas/domain/jobs.ts';
import { putDraft, setCheckoutSession } from '../lambdas/data/drafts.ts';
import { getJob, publishJob, type Job } from '../lambdas/data/jobs.ts';
import { getPromo, putPromo } from '../lambdas/data/promos.ts';

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
const TITLES = [
  'Warm, experienced nanny for two young children',
  'Part-time nanny for after-school care',
  'Live-in nanny for a busy family of four',
  'Rota nanny for newborn twins',
  'Temporary summer nanny',
  'Nanny with driving licence for school runs',
];
const SALARIES = [
  '£14-16/hour',
  '£32,000 - £36,000 per year',
  '£15 per hour',
  '£600 pw',
  'Negotiable',
  '£13.50-£15 an hour',
];
const AGES = ['6 months and 3 years', '4 and 7', 'Newborn twins', '2, 5 and 8', '18 months', '9 and 11'];
const HOURS = [
  'Mon–Fri, 8am–6pm',
  'Mon, Wed, Fri 3pm–7pm',
  'Live-in, 5 days a week',
  '4 on, 4 off',
  'Mon–Thu, 7:30am–5:30pm',
  'Weekday mornings',
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
    const salaryText = SALARIES[i % SALARIES.length]!;
    const salary = parseSalary(salaryText);
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
      title: draft ? `Unpaid draft ${i - 29} (never on the board)` : TITLES[i % TITLES.length]!,
      description:
        'We are a friendly family looking for a caring, reliable nanny. You will plan fun, age-appropriate activities, ' +
        'prepare healthy meals and keep a simple daily diary. References and an enhanced DBS check are required.',
      location,
      locationLower: location.toLowerCase(),
      postcodeDistrict: districtOfPlace(location),
      jobType: JOB_TYPE_VALUES[i % JOB_TYPE_VALUES.length]!,
      jobTypeOther: JOB_TYPE_VALUES[i % JOB_TYPE_VALUES.length] === 'other' ? 'Maternity nurse' : '',
      startDate: new Date(Date.now() + (14 + i) * 24 * 3600 * 1000).toISOString().slice(0, 10),
      daysHours: HOURS[i % HOURS.length]!,
      salaryText,
      salaryMin: salary.min,
      salaryMax: salary.max,
      salaryPeriod: salary.period,
      childrenAges: AGES[i % AGES.length]!,
      languages: i % 3 === 0 ? ['English', 'French'] : ['English'],
      requirements: i % 2 === 0 ? ['Driving license', 'First Aid'] : ['Cooking'],
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
