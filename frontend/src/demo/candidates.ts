/**
 * The demo's candidates page: a dozen realistic UK nannies (first names only, as the page shows them).
 * Loaded only in demo mode (see api/client.ts).
 */
import type { CandidateCard } from '@contract/nanny.ts';
import type { PublicVerification } from '@contract/verification.ts';
import { demoDistrict } from '@/demo/places.ts';
import { weekWith, WEEKDAYS_MON_FRI, type Week } from '@contract/week-constants.ts';

/**
 * Sample levels, each with the checks that make it up (as the server computes them from dated records):
 * every date is a plain sample, and each check lapses as the rules say.
 */
const VERIFICATION: Record<'none' | 'basic' | 'verified' | 'premium', PublicVerification> = {
  none: { level: 'none', checks: [] },
  basic: {
    level: 'basic',
    checks: [{ kind: 'identity', on: '2026-06-12', lapsesOn: '2029-06-12' }],
  },
  verified: {
    level: 'verified',
    checks: [
      { kind: 'identity', on: '2026-03-03', lapsesOn: '2029-03-03' },
      { kind: 'dbs_certificate', on: '2026-03-03', lapsesOn: '2028-11-20' },
      { kind: 'references', on: '2026-03-05', lapsesOn: '2029-02-27', count: 2 },
    ],
  },
  premium: {
    level: 'premium',
    checks: [
      { kind: 'identity', on: '2026-01-14', lapsesOn: '2029-01-14' },
      { kind: 'dbs_certificate', on: '2026-01-14', lapsesOn: '2027-11-12' },
      { kind: 'dbs_update_service', on: '2026-11-12', lapsesOn: '2027-11-12' },
      { kind: 'references', on: '2026-02-02', lapsesOn: '2029-01-20', count: 3 },
      { kind: 'first_aid', on: '2025-01-01', lapsesOn: '2028-01-01' },
    ],
  },
};

type Sample = Omit<
  CandidateCard,
  | 'id'
  | 'initials'
  | 'photoUrl'
  | 'hasCv'
  | 'rating'
  | 'totalReviews'
  | 'postcodeDistrict'
  | 'languages'
  | 'lookingFor'
  | 'availableFrom'
  | 'availability'
>;

/** Work each sample nanny is after, in turn, so the demo's matches differ. */
const LOOKING_FOR = [['live-out', 'part-time'], ['live-in'], [], ['rota', 'temporary'], ['part-time']];
/** Each sample nanny's usual week, in turn; one in five has not said hers. */
const AVAILABILITY: Array<Week | null> = [
  weekWith(WEEKDAYS_MON_FRI, ['morning', 'afternoon', 'evening']),
  weekWith(WEEKDAYS_MON_FRI, ['morning', 'afternoon']),
  null,
  { ...weekWith(['mon', 'tue', 'wed'], ['morning', 'afternoon']), fri: ['evening'], sat: ['evening'] },
  weekWith(['mon', 'wed', 'fri', 'sat', 'sun'], ['afternoon', 'evening', 'overnight']),
];
const LANGUAGES = [['English'], ['English', 'French'], ['English', 'Spanish'], ['English', 'Polish']];

const SAMPLES: Sample[] = [
  {
    firstName: 'Sophie',
    location: 'Clapham, London',
    bio: 'Former reception teacher turned nanny. I love messy play, nature walks and helping little ones build confidence before school.',
    yearsExperience: 9,
    hourlyRateMin: 16,
    hourlyRateMax: 19,
    drivingLicense: true,
    willingToTravel: false,
    skills: ['First Aid', 'Homework Help', 'Art & Crafts', 'Potty Training', 'Music'],
    verification: VERIFICATION.premium,
  },
  {
    firstName: 'Amara',
    location: 'Didsbury, Manchester',
    bio: 'Maternity nanny specialising in newborns and twins. Calm, organised and happy to work nights while routines settle.',
    yearsExperience: 12,
    hourlyRateMin: 18,
    hourlyRateMax: 22,
    drivingLicense: true,
    willingToTravel: true,
    skills: ['Newborns', 'Twins', 'Sleep Training', 'First Aid'],
    verification: VERIFICATION.verified,
  },
  {
    firstName: 'Isla',
    location: 'Edinburgh',
    bio: 'Outdoor-loving nanny with a Forest School certificate. Rain or shine, we will be outside exploring.',
    yearsExperience: 6,
    hourlyRateMin: 14,
    hourlyRateMax: 16,
    drivingLicense: true,
    willingToTravel: false,
    skills: ['Montessori', 'Art & Crafts', 'Swimming'],
    verification: VERIFICATION.basic,
  },
  {
    firstName: 'Priya',
    location: 'Harborne, Birmingham',
    bio: 'SEN-experienced nanny with a background as a teaching assistant. Makaton trained and confident with visual timetables.',
    yearsExperience: 8,
    hourlyRateMin: 15,
    hourlyRateMax: 18,
    drivingLicense: false,
    willingToTravel: false,
    skills: ['SEN', 'Homework Help', 'First Aid', 'Music', 'Art & Crafts', 'Potty Training'],
    verification: VERIFICATION.verified,
  },
  {
    firstName: 'Lucía',
    location: 'Bristol',
    bio: 'Native Spanish speaker, happy to raise bilingual little ones through songs, stories and play.',
    yearsExperience: 5,
    hourlyRateMin: 14,
    hourlyRateMax: 17,
    drivingLicense: true,
    willingToTravel: true,
    skills: ['Music', 'Art & Crafts', 'Potty Training'],
    verification: VERIFICATION.none,
  },
  {
    firstName: 'Hannah',
    location: 'Leeds',
    bio: 'Energetic and creative nanny who loves baking, dens and days out. Experienced with school-age children and homework.',
    yearsExperience: 4,
    hourlyRateMin: 13,
    hourlyRateMax: 15,
    drivingLicense: true,
    willingToTravel: false,
    skills: ['Homework Help', 'Swimming', 'Art & Crafts'],
    verification: VERIFICATION.basic,
  },
  {
    firstName: 'Chloé',
    location: 'Kensington, London',
    bio: 'Experienced travelling nanny, fluent in French and English. Used to discreet households and home-schooling support abroad.',
    yearsExperience: 11,
    hourlyRateMin: 20,
    hourlyRateMax: 25,
    drivingLicense: true,
    willingToTravel: true,
    skills: ['Homework Help', 'Swimming', 'Music', 'First Aid'],
    verification: VERIFICATION.premium,
  },
  {
    firstName: 'Megan',
    location: 'Cardiff',
    bio: 'Nanny housekeeper and keen cook. I batch-cook family meals and keep the children’s world calm and tidy.',
    yearsExperience: 7,
    hourlyRateMin: 14,
    hourlyRateMax: 16,
    drivingLicense: true,
    willingToTravel: false,
    skills: ['Newborns', 'Potty Training', 'Sleep Training'],
    verification: VERIFICATION.none,
  },
  {
    firstName: 'Grace',
    location: 'Brighton',
    bio: 'Evening and weekend nanny, and a drama student. Bedtime stories are my speciality.',
    yearsExperience: 3,
    hourlyRateMin: 13,
    hourlyRateMax: 15,
    drivingLicense: false,
    willingToTravel: false,
    skills: ['Music', 'Art & Crafts'],
    verification: VERIFICATION.verified,
  },
  {
    firstName: 'Aisling',
    location: 'Belfast',
    bio: 'Rota nanny with a nursing background. Confident with allergies, medication plans and early starts.',
    yearsExperience: 10,
    hourlyRateMin: 16,
    hourlyRateMax: 18,
    drivingLicense: true,
    willingToTravel: true,
    skills: ['Rota', 'First Aid', 'Newborns', 'Sleep Training', 'Swimming'],
    verification: VERIFICATION.basic,
  },
  {
    firstName: 'Olivia',
    location: 'Jesmond, Newcastle upon Tyne',
    bio: 'Happy to run a nanny share. Toddlers are my favourite age: singing, splashing and lots of giggles.',
    yearsExperience: 5,
    hourlyRateMin: null,
    hourlyRateMax: null,
    drivingLicense: true,
    willingToTravel: false,
    skills: ['Potty Training', 'Music', 'Swimming'],
    verification: VERIFICATION.none,
  },
  {
    firstName: 'Zara',
    location: 'Oxford',
    bio: 'Montessori-trained nanny and early years practitioner. I plan each week around the child’s interests.',
    yearsExperience: 6,
    hourlyRateMin: 15,
    hourlyRateMax: 17,
    drivingLicense: false,
    willingToTravel: true,
    skills: ['Montessori', 'Homework Help', 'Art & Crafts'],
    verification: VERIFICATION.verified,
  },
];

/**
 * The sample nannies. Nobody hired them, so nobody reviewed them: they have no rating (a rating only
 * ever comes from reviews of real hires).
 */
export function demoCandidates(): CandidateCard[] {
  return SAMPLES.map((sample, index) => ({
    ...sample,
    id: `demo-nanny-${String(index + 1).padStart(2, '0')}`,
    postcodeDistrict: demoDistrict(sample.location),
    languages: LANGUAGES[index % LANGUAGES.length]!,
    lookingFor: LOOKING_FOR[index % LOOKING_FOR.length]!,
    availableFrom: null,
    availability: AVAILABILITY[index % AVAILABILITY.length]!,
    // The first name's initial only, as the server gives it: a surname's initial is part of the surname.
    initials: sample.firstName.charAt(0).toUpperCase(),
    // No photos in the demo: every card shows the initial.
    photoUrl: null,
    rating: 0,
    totalReviews: 0,
    // No CV to download in the demo.
    hasCv: false,
  }));
}
