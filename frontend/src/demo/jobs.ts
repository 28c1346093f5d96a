/**
 * The demo's job board: a dozen realistic UK postings. Loaded only in demo mode (see api/client.ts).
 * Dates are relative to when the page loads, so the board always looks current.
 */
import type { JobCard } from '@contract/jobs.ts';
import { hoursLine, payLine, type Pay } from '@contract/pay-amounts.ts';
import { demoDistrict } from '@/demo/places.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number, now: number) =>
  new Date(now - days * DAY_MS - 3 * 60 * 60 * 1000).toISOString();
const hourly = (min: number, max: number | null, hoursPerWeek: number): Pay => ({
  period: 'hourly',
  min,
  max,
  hoursPerWeek,
  liveIn: false,
  rota: false,
});
const weekly = (min: number, max: number | null, hoursPerWeek: number): Pay => ({
  ...hourly(min, max, hoursPerWeek),
  period: 'weekly',
});
const yearly = (
  min: number,
  max: number | null,
  hoursPerWeek: number,
  liveIn = false,
  rota = false,
): Pay => ({
  period: 'yearly',
  min,
  max,
  hoursPerWeek,
  liveIn,
  rota,
});
const inDays = (days: number, now: number) => new Date(now + days * DAY_MS).toISOString().slice(0, 10);

interface SampleJob {
  title: string;
  description: string;
  location: string;
  jobType: 'live-in' | 'live-out' | 'rota' | 'part-time' | 'temporary' | 'other';
  jobTypeLabel: string;
  poster: { type: 'family'; label: string } | { type: 'agency'; label: string };
  /** Gross, for the hours its days and hours state. */
  pay: Pay;
  daysHours: string;
  childrenAges: string;
  startsIn: number;
  postedDaysAgo: number;
  languages: string[];
  requirements: string[];
}

const SAMPLES: SampleJob[] = [
  {
    title: 'Loving live-out nanny for two little ones',
    description:
      'We are a friendly family in Clapham looking for a warm, energetic nanny for our two children. Days are spent at the park, toddler groups and the library, with a nap after lunch. You will prepare simple healthy meals and keep the children’s areas tidy.\n\nWe would love someone who can stay with us for at least a year.',
    location: 'Clapham, London',
    jobType: 'live-out',
    jobTypeLabel: 'Live-out',
    poster: { type: 'family', label: 'The Harrison Family' },
    pay: weekly(700, 800, 50),
    daysHours: 'Monday to Friday, 8am–6pm',
    childrenAges: '18 months and 4 years',
    startsIn: 21,
    postedDaysAgo: 0,
    languages: ['English'],
    requirements: ['First Aid', 'Cooking'],
  },
  {
    title: 'Part-time after-school nanny',
    description:
      'School pick-ups at 3.15pm, homework help, an active hour outside and tea for our two school-age boys. A car is provided for pick-ups and weekly swimming lessons.',
    location: 'Didsbury, Manchester',
    jobType: 'part-time',
    jobTypeLabel: 'Part-time',
    poster: { type: 'family', label: 'The Okafor Family' },
    pay: hourly(15, null, 14),
    daysHours: 'Monday to Thursday, 3pm–6.30pm',
    childrenAges: '6 and 9 years',
    startsIn: 10,
    postedDaysAgo: 1,
    languages: ['English'],
    requirements: ['Driving license'],
  },
  {
    title: 'Experienced maternity nanny for newborn twins',
    description:
      'Our twins are due in the spring and we are looking for an experienced maternity nanny to help establish feeding and sleep routines. You will work closely with both parents and our health visitor.',
    location: 'Richmond, London',
    jobType: 'temporary',
    jobTypeLabel: 'Temporary',
    poster: { type: 'agency', label: 'Little Acorns Nanny Agency' },
    pay: weekly(780, 800, 60),
    daysHours: '5 days a week, 7am–7pm, for 12 weeks',
    childrenAges: 'Newborn twins',
    startsIn: 45,
    postedDaysAgo: 2,
    languages: ['English'],
    requirements: ['Newborn experience', 'Twins experience', 'Overnight care'],
  },
  {
    title: 'Live-in nanny for a family in the Cotswolds',
    description:
      'A relaxed countryside family with three children and a dog. You will have your own self-contained annexe with a bathroom and sitting room, and use of a family car. Weekends are free and we travel to France each summer.',
    location: 'Cirencester, Gloucestershire',
    jobType: 'live-in',
    jobTypeLabel: 'Live-in',
    poster: { type: 'family', label: 'The Whitfield Family' },
    pay: yearly(38000, 42000, 60, true),
    daysHours: 'Monday to Friday, 7am–7pm',
    childrenAges: '3, 7 and 10 years',
    startsIn: 30,
    postedDaysAgo: 4,
    languages: ['English', 'French'],
    requirements: ['Driving license', 'Travel with family', 'Cooking'],
  },
  {
    title: 'Rota nanny, one week on and one week off',
    description:
      'A busy medical family seeks a calm and confident rota nanny to share care with our existing nanny. Every other week you will look after our daughter full time, including school runs and after-school clubs.',
    location: 'Edinburgh',
    jobType: 'rota',
    jobTypeLabel: 'Rota',
    poster: { type: 'family', label: 'The MacLeod Family' },
    pay: yearly(40000, 42000, 42, false, true),
    daysHours: 'Alternate weeks, Monday to Sunday, 7am–7pm (42 hours a week on average)',
    childrenAges: '8 years',
    startsIn: 28,
    postedDaysAgo: 5,
    languages: ['English'],
    requirements: ['Driving license', 'First Aid'],
  },
  {
    title: 'Nanny with SEN experience',
    description:
      'Our son is autistic and thrives on routine, visual timetables and lots of outdoor time. We are looking for a patient nanny with SEN experience who can work alongside his school and occupational therapist.',
    location: 'Harborne, Birmingham',
    jobType: 'live-out',
    jobTypeLabel: 'Live-out',
    poster: { type: 'family', label: 'The Patel Family' },
    pay: hourly(15, 17, 27),
    daysHours: 'Monday, Wednesday and Friday, 8am–5pm',
    childrenAges: '5 years',
    startsIn: 14,
    postedDaysAgo: 6,
    languages: ['English', 'Arabic'],
    requirements: ['SEN experience', 'First Aid'],
  },
  {
    title: 'Bilingual Spanish-speaking nanny',
    description:
      'We would love our children to keep up their Spanish. You will speak Spanish with them throughout the day, take them to nursery and activities, and read and play with them at home.',
    location: 'Bristol',
    jobType: 'live-out',
    jobTypeLabel: 'Live-out',
    poster: { type: 'agency', label: 'Westcountry Nannies' },
    pay: yearly(34000, 38000, 50),
    daysHours: 'Monday to Friday, 8am–6pm',
    childrenAges: '2 and 5 years',
    startsIn: 35,
    postedDaysAgo: 8,
    languages: ['English', 'Spanish'],
    requirements: ['First Aid'],
  },
  {
    title: 'Summer holiday nanny',
    description:
      'Fun, creative nanny needed for the school summer holidays. Days out, picnics, crafts and plenty of outdoor play for two lively girls. Ideal for a student or teacher with childcare experience.',
    location: 'Leeds',
    jobType: 'temporary',
    jobTypeLabel: 'Temporary',
    poster: { type: 'family', label: 'The Brennan Family' },
    pay: hourly(14, 16, 40),
    daysHours: 'Monday to Friday, 9am–5pm, for six weeks',
    childrenAges: '7 and 11 years',
    startsIn: 60,
    postedDaysAgo: 9,
    languages: ['English'],
    requirements: [],
  },
  {
    title: 'Nanny housekeeper for a young family',
    description:
      'Caring for our toddler while our baby is at home with a parent on leave, plus light housekeeping: children’s laundry, tidying and batch cooking family meals.',
    location: 'Cardiff',
    jobType: 'live-out',
    jobTypeLabel: 'Live-out',
    poster: { type: 'family', label: 'The Evans Family' },
    pay: hourly(15, 17, 36),
    daysHours: 'Tuesday to Friday, 8.30am–5.30pm',
    childrenAges: '6 months and 2 years',
    startsIn: 18,
    postedDaysAgo: 12,
    languages: ['English'],
    requirements: ['Cooking', 'Newborn experience'],
  },
  {
    title: 'Weekend and evening nanny',
    description:
      'Two working parents in hospitality need reliable help on Friday and Saturday evenings and Sunday daytimes. Bedtime routines, stories and a calm house.',
    location: 'Brighton',
    jobType: 'part-time',
    jobTypeLabel: 'Part-time',
    poster: { type: 'family', label: 'The Novak Family' },
    pay: hourly(16, null, 20),
    daysHours: 'Fri and Sat 5pm–midnight, Sun 10am–4pm',
    childrenAges: '3 and 6 years',
    startsIn: 7,
    postedDaysAgo: 15,
    languages: ['English'],
    requirements: ['Overnight care'],
  },
  {
    title: 'Travelling nanny for a family based in London and Monaco',
    description:
      'Our family splits its time between London and Monaco. We are looking for an experienced, discreet nanny who is happy to travel and to support the children’s home-school routine while away.',
    location: 'Kensington, London',
    jobType: 'live-in',
    jobTypeLabel: 'Live-in',
    poster: { type: 'agency', label: 'Crown & Cradle Agency' },
    pay: yearly(40000, 42000, 55, true),
    daysHours: '5 days a week, 11 hours a day, flexible around travel',
    childrenAges: '4 and 8 years',
    startsIn: 40,
    postedDaysAgo: 20,
    languages: ['English', 'French', 'Italian'],
    requirements: ['Travel with family', 'First Aid'],
  },
  {
    title: 'Nanny share for two families',
    description:
      'Two neighbouring families would like to share a nanny for our toddlers, who are already good friends. Care alternates between our two homes, five minutes apart.',
    location: 'Jesmond, Newcastle upon Tyne',
    jobType: 'other',
    jobTypeLabel: 'Nanny share',
    poster: { type: 'family', label: 'The Robson and Clarke Families' },
    pay: weekly(640, 720, 40),
    daysHours: 'Monday to Thursday, 8am–6pm',
    childrenAges: '2 years and 2 years',
    startsIn: 25,
    postedDaysAgo: 27,
    languages: ['English'],
    requirements: ['First Aid'],
  },
];

/** The sample board, newest first, with fresh dates. */
export function demoJobs(now = Date.now()): JobCard[] {
  return SAMPLES.map((job, index) => ({
    id: `demo-job-${String(index + 1).padStart(2, '0')}`,
    title: job.title,
    description: job.description,
    location: job.location,
    postcodeDistrict: demoDistrict(job.location),
    jobType: job.jobType,
    jobTypeLabel: job.jobTypeLabel,
    posterType: job.poster.type,
    posterLabel: job.poster.label,
    posterLogoUrl: null,
    posterWebsite: null,
    photoUrl: null,
    pay: job.pay,
    payLine: payLine(job.pay),
    hoursLine: hoursLine(job.pay),
    daysHours: job.daysHours,
    childrenAges: job.childrenAges,
    startDate: inDays(job.startsIn, now),
    languages: job.languages,
    requirements: job.requirements,
    publishedAt: daysAgo(job.postedDaysAgo, now),
    // The demo has no accounts: nobody is looking as a poster or an applicant.
    viewer: null,
  })).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}
