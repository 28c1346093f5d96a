import { districtOfPlace } from './places.ts';
import { londonDay } from '../lambdas/contract/uk-day.ts';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { SKILLS } from '../lambdas/contract/nanny.ts';
import { storedFileName } from '../lambdas/contract/uploads.ts';
import { uploadKeyOf } from '../lambdas/contract/upload-keys.ts';
import type { NannyProfile } from '../lambdas/domain/nanny.ts';
import { weekWith, WEEKDAYS_MON_FRI, type Week } from '../lambdas/contract/week-constants.ts';
import { getNannyIdOfUser, saveNanny } from '../lambdas/data/nannies.ts';
import { s3, uploadsBucket } from '../lambdas/platform/s3.ts';
import { ddb } from '../lambdas/platform/clients.ts';
import { checkEntity, checkRequestKey, refereeEntity, refereeKey } from '../lambdas/data/verifications.ts';
import {
  EMPTY_TRUST,
  lapseOf,
  withCheck,
  withReference,
  type CheckDetails,
  type TrustSummary,
} from '../lambdas/domain/verification.ts';
import { putItem } from '../lambdas/data/table/commands.ts';

/**
 * Twenty varied demo nannies: verified and not, looking and not, different skills and rates. Their
 * ratings are not typed here: they come from the reviews of their seeded hires (seed-reviews.ts).
 */
const PEOPLE: Array<[name: string, location: string, years: number]> = [
  ['Amelia Hughes', 'Clapham, London', 8],
  ['Sofia Moreno', 'Didsbury, Manchester', 5],
  ['Grace Okafor', 'Headingley, Leeds', 12],
  ['Chloe Walsh', 'Clifton, Bristol', 3],
  ['Hannah Price', 'Jesmond, Newcastle', 6],
  ['Priya Shah', 'Edgbaston, Birmingham', 10],
  ['Emily Carter', 'Richmond, London', 2],
  ['Lucy Bennett', 'Morningside, Edinburgh', 7],
  ['Isabella Rossi', 'Islington, London', 9],
  ['Zara Ahmed', 'Roath, Cardiff', 4],
  ['Megan Lloyd', 'Jericho, Oxford', 11],
  ['Olivia Novak', 'Mill Road, Cambridge', 1],
  ['Aisha Bello', 'Hackney, London', 6],
  ['Ruth Campbell', 'West End, Glasgow', 15],
  ['Freya Jensen', 'Southsea, Portsmouth', 3],
  ['Maya Patel', 'Harborne, Birmingham', 5],
  ['Ella Murphy', 'Chorlton, Manchester', 8],
  ['Nadia Kowalski', 'Ecclesall, Sheffield', 4],
  ['Holly Evans', 'Kings Heath, Birmingham', 2],
  ['Leah Thompson', 'Greenwich, London', 13],
];

/**
 * The bottom of the i-th nanny's hourly rate (the top is £4 more): £13 to £18 an hour gross, each at or
 * above the National Living Wage for workers aged 21 and over, as a family would see it on her card.
 */
export const seedRateFrom = (i: number) => 13 + (i % 6);
/** How many nannies are seeded. */
export const SEED_NANNY_COUNT = PEOPLE.length;

const LOOKING_FOR: string[][] = [
  ['live-out', 'part-time'],
  ['live-in'],
  [],
  ['rota', 'temporary'],
  ['part-time'],
  ['live-out'],
];
/**
 * Each nanny's usual week, in turn, so matching has days to weigh; one in six has not said hers. The
 * first (the demo nanny's) works weekday daytimes and evenings, as the seeded full-time jobs need.
 */
const AVAILABILITY: Array<Week | null> = [
  weekWith(WEEKDAYS_MON_FRI, ['morning', 'afternoon', 'evening']),
  weekWith(WEEKDAYS_MON_FRI, ['morning', 'afternoon']),
  null,
  { ...weekWith(['mon', 'tue', 'wed'], ['morning', 'afternoon']), fri: ['evening'], sat: ['evening'] },
  weekWith(['mon', 'wed', 'fri'], ['afternoon', 'evening']),
  weekWith(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], ['evening', 'overnight']),
];

/** The UK day `days` after `now`. */
const daysAhead = (now: Date, days: number) => londonDay(new Date(now.getTime() + days * 24 * 3600 * 1000));

/** Bios as earlier versions stored them, as HTML: the local cloud cleans them as it starts. */
const BIOS = [
  '<p>Warm, patient nanny who loves outdoor play, baking and reading together. <strong>Paediatric first aid</strong> trained.</p>',
  '<p>Bilingual nanny with a background in early years education. I plan days around each child’s routine and interests.</p>',
  '<p>Experienced with newborns and twins; calm, organised and happy to help with sleep routines.</p><ul><li>Night care</li><li>Weaning</li></ul>',
  '<p>Creative and energetic: arts and crafts, music and lots of park trips. Reliable and always on time.</p>',
  '<p>Former teaching assistant who enjoys homework help and building confidence in school-age children.</p>',
];
/** The skills each bio speaks of, so a card never says more in its bio than in its skills. */
const BIO_SKILLS: ReadonlyArray<ReadonlyArray<(typeof SKILLS)[number]>> = [
  ['First Aid'],
  [],
  ['Newborns', 'Twins', 'Sleep Training'],
  ['Art & Crafts', 'Music'],
  ['Homework Help'],
];
const LANGS = [
  ['English'],
  ['English', 'Spanish'],
  ['English', 'French'],
  ['English', 'Polish'],
  ['English', 'Italian'],
];

/** A small, valid one-page PDF, so "View CV" opens a real document. */
function cvPdf(name: string): Buffer {
  const text = `${name} - Curriculum Vitae (demo)`.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const daysAgo = (now: Date, days: number) => londonDay(new Date(now.getTime() - days * 24 * 3600_000));

/**
 * A demo nanny's checks, as moderators would have recorded them: the records themselves (a recorded
 * request per check, a confirmed referee per reference) and the profile's summary computed from them by
 * the product's own rules. Every third nanny is Verified and every sixth Premium, a few are Basic, the
 * rest have no checks yet; the demo nanny's account starts with none, so she can ask for them.
 */
function seedChecks(nannyId: string, i: number, now: Date) {
  let trust: TrustSummary = EMPTY_TRUST;
  const items: Record<string, unknown>[] = [];
  if (i === 0 || i % 3 === 2) return { trust, items };
  const record = (details: CheckDetails, on: string, lapsesOn: string) => {
    const id = `seed-${details.kind.replace(/_/g, '-')}-${nannyId}`.slice(0, 64);
    trust = withCheck(trust, details);
    items.push({
      ...checkRequestKey(nannyId, id),
      entity: checkEntity.name,
      id,
      kind: details.kind,
      status: 'recorded',
      requestedAt: new Date(`${details.checkedOn}T09:00:00Z`).toISOString(),
      note: '',
      evidence: null,
      decidedAt: new Date(`${details.checkedOn}T11:00:00Z`).toISOString(),
      decidedBy: 'seed-admin',
      details,
      on,
      lapsesOn,
    });
  };
  const seen = daysAgo(now, 40 + i);
  record(
    { kind: 'identity', documentType: 'passport', nameMatches: true, checkedOn: seen },
    seen,
    lapseOf.identity(seen),
  );
  if (i % 3 !== 0) return { trust, items };
  const issued = daysAgo(now, 200 + i * 10);
  record(
    {
      kind: 'dbs_certificate',
      issuedOn: issued,
      certificateLast4: String(1000 + i * 37).slice(-4),
      barredListChildren: true,
      checkedOn: seen,
    },
    seen,
    lapseOf.dbsCertificate(issued, seen),
  );
  for (const n of [1, 2]) {
    const refereeId = `seed-referee-${n}-${nannyId}`.slice(0, 64);
    const confirmedOn = daysAgo(now, 30 + i + n);
    trust = withReference(trust, refereeId, confirmedOn);
    items.push({
      ...refereeKey(nannyId, refereeId),
      entity: refereeEntity.name,
      id: refereeId,
      name: n === 1 ? 'Former employer' : 'Nursery manager',
      email: `referee${n}.${nannyId}@demo.local`,
      relationship: n === 1 ? 'Employed her as a nanny' : 'Her manager at a nursery',
      status: 'confirmed',
      invitedAt: new Date(`${confirmedOn}T08:00:00Z`).toISOString(),
      linkLapsesAt: new Date(`${confirmedOn}T08:00:00Z`).toISOString(),
      answeredAt: new Date(`${confirmedOn}T09:00:00Z`).toISOString(),
      answers: {
        howKnown: 'She looked after our two children for three years.',
        knownFor: '2_to_5_years',
        wouldEmployAgain: 'yes',
        comments: '',
      },
      confirmedOn,
      lapsesOn: lapseOf.reference(confirmedOn),
      reason: null,
      decidedBy: 'seed-admin',
    });
  }
  if (i % 6 !== 3) return { trust, items };
  const checked = daysAgo(now, 20);
  record(
    { kind: 'dbs_update_service', result: 'current', checkedOn: checked },
    checked,
    lapseOf.updateService(checked),
  );
  const course = daysAgo(now, 400);
  record({ kind: 'first_aid', courseOn: course, checkedOn: seen }, course, lapseOf.firstAid(course));
  return { trust, items };
}

/** Seeds the demo nannies once; the first belongs to the demo nanny account. Returns how many it created. */
export async function seedNannies(demoNannyUserId: string | null): Promise<number> {
  let created = 0;
  for (const [i, [fullName, location, years]] of PEOPLE.entries()) {
    const userId =
      i === 0 && demoNannyUserId ? demoNannyUserId : `seed-nanny-${String(i + 1).padStart(2, '0')}`;
    if (await getNannyIdOfUser(userId)) continue;
    const id = `seed-${String(i + 1).padStart(2, '0')}-${userId.slice(0, 8)}`.toLowerCase();
    const cvKey = uploadKeyOf({
      stage: 'files',
      owner: { kind: 'nannies', nannyId: id },
      purpose: 'nanny-cv',
      id: 'seed-cv',
    });
    await s3().send(
      new PutObjectCommand({
        Bucket: uploadsBucket(),
        Key: cvKey,
        Body: cvPdf(fullName),
        ContentType: 'application/pdf',
      }),
    );
    const first = fullName.split(' ')[0]!.toLowerCase();
    const createdAt = new Date(Date.UTC(2026, 9, 1 + i)).toISOString();
    const min = seedRateFrom(i);
    const checks = seedChecks(id, i, new Date());
    const profile: NannyProfile = {
      id,
      userId,
      fullName,
      location,
      postcodeDistrict: districtOfPlace(location),
      // What work each is after, and from when, varies so matches differ.
      lookingFor: LOOKING_FOR[i % LOOKING_FOR.length]!,
      availableFrom: i % 4 === 3 ? null : daysAhead(new Date(), (i % 5) * 7),
      availability: AVAILABILITY[i % AVAILABILITY.length]!,
      yearsExperience: years,
      email: i === 0 ? 'nanny@demo.local' : `${first}.nanny@demo.local`,
      bio: BIOS[i % BIOS.length]!,
      skills: SKILLS.filter(
        (skill, s) =>
          (s + i) % 3 === 0 || s === i % SKILLS.length || BIO_SKILLS[i % BIO_SKILLS.length]!.includes(skill),
      ),
      languages: LANGS[i % LANGS.length]!,
      drivingLicense: i % 3 !== 1,
      willingToTravel: i % 2 === 0,
      // A few are not looking, so they stay off the candidates page.
      activelyLooking: i % 7 !== 6,
      hourlyRateMin: i % 5 === 4 ? null : min,
      hourlyRateMax: i % 5 === 4 ? null : min + 4,
      additionalComments: '',
      photo: null,
      cv: { key: cvKey, name: storedFileName('nanny-cv', 'application/pdf') },
      dbs: null,
      references: [],
      // No reviews yet: seed-reviews.ts writes them, and her rating with each.
      rating: 0,
      totalReviews: 0,
      ratingSum: 0,
      trust: checks.trust,
      trustVersion: 0,
      hidden: false,
      createdAt,
      updatedAt: createdAt,
    };
    await saveNanny(profile, null);
    for (const item of checks.items) await ddb().send(putItem({ Item: item }));
    created += 1;
  }
  return created;
}
