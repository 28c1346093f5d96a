import { districtOfPlace } from './places.ts';
import { payLine, type Pay } from '../lambdas/contract/pay.ts';
import { hourly, weekly } from './seed-pay.ts';
import type { JobType } from '../lambdas/contract/jobs-constants.ts';
import type { ReviewInput } from '../lambdas/contract/reviews.ts';
import {
  applyToJob,
  getApplication,
  moveApplication,
  type Application,
} from '../lambdas/data/applications.ts';
import { closeJob } from '../lambdas/data/job-lifecycle.ts';
import { getJob, putPublishedJob, type Job } from '../lambdas/data/jobs.ts';
import { getNanny, getNannyIdOfUser } from '../lambdas/data/nannies.ts';
import type { NannyProfile } from '../lambdas/domain/nanny.ts';
import type { Principal } from '../lambdas/platform/principal.ts';
import { writeReview } from '../lambdas/services/reviews.ts';

/**
 * Demo nannies' ratings come from real hires: for each, a few families posted a job, hired her, and
 * reviewed her once the job's start date had passed, each step through the product's own code (the
 * review through the same service the API uses, which keeps her rating). No rating is typed here: each
 * review's stars are part of what the family wrote.
 *
 * The demo family also hired the demo nanny for a job whose start date has passed and has not reviewed
 * her yet, so a person (or a browser test) can write that review.
 */
/** A hire's job, as its family posted it: each one the job its review speaks of. */
interface HireJob {
  title: string;
  jobType: JobType;
  jobTypeOther: string;
  daysHours: string;
  /** Gross, for the hours its days and hours state. */
  pay: Pay;
  childrenAges: string;
  requirements: string[];
}

/** Each review with the job it was written about, so the words and the job agree. */
export const HIRES: Array<{ review: ReviewInput; job: HireJob }> = [
  {
    review: {
      rating: 5,
      text: 'She settled our two in no time and kept a lovely daily diary. The children ask for her every weekend.',
    },
    job: {
      title: 'Full-time nanny for our two little ones',
      jobType: 'live-out',
      jobTypeOther: '',
      daysHours: 'Mon–Fri, 8am–6pm',
      pay: weekly(700, 800, 50),
      childrenAges: '1 and 3',
      requirements: ['First Aid'],
    },
  },
  {
    review: {
      rating: 5,
      text: 'Calm, organised and always on time. Our toddler’s sleep routine has never been better.',
    },
    job: {
      title: 'Full-time nanny for our toddler',
      jobType: 'live-out',
      jobTypeOther: '',
      daysHours: 'Mon–Thu, 8am–6pm',
      pay: weekly(600, 680, 40),
      childrenAges: '2',
      requirements: ['First Aid'],
    },
  },
  {
    review: {
      rating: 4,
      text: 'Warm and reliable with plenty of ideas for rainy days. Occasionally needed reminders about the school bags.',
    },
    job: {
      title: 'After-school nanny for two',
      jobType: 'part-time',
      jobTypeOther: '',
      daysHours: 'Mon–Fri, 3pm–6:30pm',
      pay: hourly(14, 15, 17.5),
      childrenAges: '6 and 9',
      requirements: ['Driving license'],
    },
  },
  {
    review: {
      rating: 5,
      text: 'Brilliant with our newborn twins: patient at night and full of good advice for us as first-time parents.',
    },
    job: {
      title: 'Night nanny for newborn twins',
      jobType: 'other',
      jobTypeOther: 'Night nanny',
      daysHours: '4 nights a week, 10pm–7am',
      pay: hourly(16, 18, 36),
      childrenAges: 'Newborn twins',
      requirements: ['Newborn experience', 'Twins experience', 'Overnight care'],
    },
  },
  {
    review: {
      rating: 3,
      text: 'Kind to the children, though we had a few misunderstandings about hours early on. Things improved once we wrote them down.',
    },
    job: {
      title: 'Part-time nanny, three days a week',
      jobType: 'part-time',
      jobTypeOther: '',
      daysHours: 'Tue–Thu, 8am–6pm',
      pay: hourly(14, 16, 30),
      childrenAges: '3 and 6',
      requirements: ['First Aid'],
    },
  },
  {
    review: {
      rating: 4,
      text: 'Homework help was excellent and our eldest’s reading came on a lot. Would happily hire again.',
    },
    job: {
      title: 'After-school nanny with homework help',
      jobType: 'part-time',
      jobTypeOther: '',
      daysHours: 'Mon–Fri, 3pm–7pm',
      pay: hourly(14, 16, 20),
      childrenAges: '7 and 10',
      requirements: [],
    },
  },
  {
    review: {
      rating: 5,
      text: 'Creative, cheerful and tidy. The park trips and baking afternoons were a highlight of the summer.',
    },
    job: {
      title: 'Summer nanny, three children',
      jobType: 'temporary',
      jobTypeOther: '',
      daysHours: 'Mon–Fri, 9am–5pm, for the six weeks of the summer holidays',
      pay: hourly(14, 16, 40),
      childrenAges: '4, 7 and 9',
      requirements: [],
    },
  },
  {
    review: {
      rating: 4,
      text: 'Dependable school runs and healthy meals. She communicated clearly with us throughout the placement.',
    },
    job: {
      title: 'Nanny for school runs and family meals',
      jobType: 'live-out',
      jobTypeOther: '',
      daysHours: 'Mon–Fri, 7:30am–9am and 3pm–7pm',
      pay: hourly(14, 16, 27.5),
      childrenAges: '5 and 8',
      requirements: ['Driving license', 'Cooking'],
    },
  },
];

/** How many families reviewed each demo nanny, by her place in seed-nannies.ts (some have none yet). */
const REVIEWS_PER_NANNY = [3, 2, 3, 1, 2, 3, 0, 1, 2, 0, 2, 0, 1, 2, 0, 1, 2, 1, 0, 2];
const FAMILY_NAMES = [
  'Sarah Collins',
  'Tom Ashworth',
  'Priya Nair',
  'Hannah Doyle',
  'Marcus Reid',
  'Jo Whitfield',
];

const DAY = 24 * 3600 * 1000;
const day = (at: number) => new Date(at).toISOString().slice(0, 10);

function pastJob(id: string, owner: { id: string; email: string }, startedDaysAgo: number, i: number): Job {
  const publishedAt = new Date(Date.now() - (startedDaysAgo + 21) * DAY).toISOString();
  const seed = HIRES[i % HIRES.length]!.job;
  const location = ['Clapham, London', 'Didsbury, Manchester', 'Clifton, Bristol'][i % 3]!;
  return {
    id,
    ownerId: owner.id,
    ownerEmail: owner.email,
    posterType: 'family',
    posterLabel: 'Family',
    agencyId: null,
    posterWebsite: null,
    posterLogo: null,
    title: seed.title,
    description: 'We were looking for a caring, reliable nanny for our family. This job has been filled.',
    location,
    locationLower: location.toLowerCase(),
    postcodeDistrict: districtOfPlace(location),
    jobType: seed.jobType,
    jobTypeOther: seed.jobTypeOther,
    startDate: day(Date.now() - startedDaysAgo * DAY),
    daysHours: seed.daysHours,
    pay: seed.pay,
    payLine: payLine(seed.pay),
    childrenAges: seed.childrenAges,
    languages: ['English'],
    requirements: seed.requirements,
    photo: null,
    contactEmail: owner.email,
    additionalComments: '',
    amountPence: 5000,
    promoCode: null,
    checkoutSessionId: null,
    active: true,
    paymentConfirmed: true,
    createdAt: publishedAt,
    publishedAt,
  };
}

/**
 * A demo nanny's application to a job, sent at `appliedAt` through the product's own write (with no
 * emails: the demo data sends nothing).
 */
export async function seedApplication(
  job: Job,
  nanny: NannyProfile,
  posterId: string,
  appliedAt: Date,
): Promise<void> {
  const application: Application & { posterId: string } = {
    id: `${job.id}_${nanny.id}`,
    jobId: job.id,
    nannyId: nanny.id,
    userId: nanny.userId,
    posterId,
    applicantName: nanny.fullName,
    applicantEmail: nanny.email,
    applicantPhone: '',
    coverLetter: 'I would love to look after your children. I have references and an enhanced DBS check.',
    cv: null,
    status: 'new',
    createdAt: appliedAt.toISOString(),
    statusChangedAt: null,
    viewedAt: null,
    message: null,
  };
  await applyToJob(application, [], appliedAt);
}

/**
 * A job posted in the past by `owner`, the nanny applying, hired and the job filled, each at the time it
 * would have happened. Returns the job, or null when it was seeded already.
 */
async function seedHire(
  id: string,
  owner: { id: string; email: string },
  nannyId: string,
  startedDaysAgo: number,
  i: number,
): Promise<Job | null> {
  if (await getJob(id)) return null;
  const nanny = await getNanny(nannyId, true);
  if (!nanny) return null;
  const job = pastJob(id, owner, startedDaysAgo, i);
  await putPublishedJob(job, null);
  const appliedAt = new Date(Date.parse(job.publishedAt!) + 3600 * 1000);
  await seedApplication(job, nanny, owner.id, appliedAt);
  const hiredAt = new Date(appliedAt.getTime() + 2 * DAY);
  const read = await getApplication(job.id, nannyId);
  if (read) await moveApplication(read, owner.id, 'hired', { now: hiredAt });
  await closeJob(job, 'filled', { now: new Date(hiredAt.getTime() + 3600 * 1000), hiredNannyId: nannyId });
  return job;
}

const principalOf = (id: string, email: string, name: string): Principal => ({
  id,
  email,
  name,
  userType: 'family',
  groups: [],
  isAdmin: false,
});

/**
 * Seeds the demo nannies' hires and reviews once (seedNannies first), and the demo family's hire of the
 * demo nanny awaiting its review. Returns how many reviews it wrote.
 */
export async function seedReviews(
  demoNannyUserId: string | null,
  demoFamily: { id: string; email: string; name: string } | null,
): Promise<number> {
  // The demo family's hire of the demo nanny first: started last week, its review still to write.
  if (demoFamily && demoNannyUserId) {
    const nannyId = await getNannyIdOfUser(demoNannyUserId);
    if (nannyId) await seedHire('seed-hire-demo', demoFamily, nannyId, 7, 1);
  }
  // Each nanny's hires one after another (each review moves her rating), the nannies side by side.
  const firstOf = REVIEWS_PER_NANNY.map((_, i) => REVIEWS_PER_NANNY.slice(0, i).reduce((a, b) => a + b, 0));
  const written = await Promise.all(
    REVIEWS_PER_NANNY.map(async (count, i) => {
      const userId =
        i === 0 && demoNannyUserId ? demoNannyUserId : `seed-nanny-${String(i + 1).padStart(2, '0')}`;
      const nannyId = await getNannyIdOfUser(userId);
      if (!nannyId) return 0;
      let done = 0;
      for (let k = 0; k < count; k++) {
        const n = firstOf[i]! + k;
        const family = FAMILY_NAMES[n % FAMILY_NAMES.length]!;
        // A family of its own for each hire: nannies are seeded side by side, and no two of their
        // transactions count on the same family's items.
        const owner = {
          id: `seed-family-${String(n + 1).padStart(2, '0')}`,
          email: `family${n + 1}@demo.local`,
        };
        const startedDaysAgo = 40 + ((n * 37) % 300);
        const id = `seed-hire-${String(i + 1).padStart(2, '0')}-${k + 1}`;
        const job = await seedHire(id, owner, nannyId, startedDaysAgo, n);
        if (!job) continue;
        // Written a couple of weeks after she started, so no seeded review is still open to changes.
        const at = new Date(Date.parse(`${job.startDate}T12:00:00Z`) + (10 + (n % 20)) * DAY);
        // The review of the job it was written about (pastJob takes the same hire's job).
        const review = HIRES[n % HIRES.length]!.review;
        await writeReview(principalOf(owner.id, owner.email, family), job, nannyId, review, at);
        done += 1;
      }
      return done;
    }),
  );
  return written.reduce((a, b) => a + b, 0);
}
