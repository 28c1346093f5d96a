/**
 * How well a nanny fits a job, as a score out of 100 with its reasons in plain words: the suggested
 * nannies on a family's job page, the job board's "Best match" sort and "Recommended for you" strip
 * for a nanny, and job alerts all read it. Pure: the day is a parameter, nothing is read or written.
 *
 * Every reason is said twice, once to the job's poster (about her) and once to the nanny (about the
 * job), and says only what the data says: a skill she lists is "lists", a check is "checked" only when
 * a current record says so. Gaps are what the job asks for that her profile does not show, in the same
 * two voices.
 *
 * The weights (MATCH_WEIGHTS), out of 100:
 *
 * | What                | Points | How                                                                   |
 * | ------------------- | -----: | --------------------------------------------------------------------- |
 * | Location            |     21 | Same district (or its root: SW1 and SW1A) 21; same area 15; another   |
 * |                     |        | area but willing to travel 5; either district unknown 0.              |
 * | Usual week          |     10 | Shared equally among the parts of days the job's schedule needs, each |
 * |                     |        | one her availability offers earning its share. No schedule: all 10;   |
 * |                     |        | a schedule but no availability said: 0.                               |
 * | Requirements        |     20 | Shared equally among the requirements a profile can show; first aid   |
 * |                     |        | listed but not checked earns half its share. None asked: all 20.      |
 * | Languages           |      5 | Shared equally among the languages asked for. None asked: all 5.      |
 * | Job type            |     10 | Among what she is looking for 10; not said (or 'other') 5; not it 0.  |
 * | Availability        |      5 | Free by the start date (or now, once it has passed) 5; not said 2.5.  |
 * | Verification level  |     10 | Basic 3, Verified 7, Premium 10, as verificationLevel says today.     |
 * | DBS certificate     |      5 | A certificate that counts today.                                      |
 * | Experience          |      5 | One a year, up to five years.                                         |
 * | Rating              |      5 | Above 3.0 counts, up to 5 at 5.0, in full from three reviews.         |
 * | Responsiveness      |      4 | The other side's record as cards show it today (responsivenessView):  |
 * |                     |        | replies up to 2 and, for a job read by a nanny, its poster's reads up |
 * |                     |        | to 2; for a nanny read by a poster, "No missed interviews" 2. A band  |
 * |                     |        | earns its share of 2: within a day all, 2 days ¾, 3 days ½, a week ¼, |
 * |                     |        | more than a week nothing. Nothing shown: nothing, and no gap.         |
 *
 * The sum is rounded to a whole number. Every part only grows as her profile shows more (a skill, a
 * language, a check, a nearer district, a part of a day), so nothing she adds lowers her score: that is
 * why a week she has not said earns nothing rather than a middle share, as a week she offers might earn
 * less than that. The week weighs as much as the job type, taken from languages and experience: the
 * days are what a family cannot move, where a language or a few more years are wishes. Requirements a profile
 * cannot show (cooking, overnight care, anything typed by older posts) are neither reasons nor gaps and
 * take no share. In the same way, a job without a schedule (a rota, or a job posted before schedules)
 * and a profile without availability give neither reasons nor gaps about the week.
 *
 * Responsiveness weighs lightly, as a tie-breaker among good fits rather than a fit itself: its 4 points
 * came from the same district's lead over a neighbouring one (25 became 21; a nearby district is still a
 * short journey, and still 6 points behind). It is read one way at a time (`reader`): a nanny choosing
 * among jobs is told how quickly each poster answers and reads applications; a poster choosing among
 * nannies, how quickly she answers and that she turned up. No record, too few cases or one out of date
 * shows nothing on a card, so it earns nothing here and is never a gap: someone new is not marked down
 * for being new. Its reasons use the cards' words ('Replies within a day') in both voices.
 */
import { dayInWords } from './calendar.ts';
import { isCalendarDay } from '../contract/uk-day.ts';
import { areaOf, districtRoot } from '../contract/postcode.ts';
import { JOB_TYPES, JOB_TYPE_VALUES } from '../contract/jobs-constants.ts';
import { LEVEL_NAMES } from '../contract/verification-constants.ts';
import {
  RESPONSIVENESS_TEXTS,
  responsivenessView,
  type ReplyBand,
  type StoredResponsiveness,
} from '../contract/responsiveness-constants.ts';
import {
  DAY_PART_PLURALS,
  listInWords,
  WEEKDAY_NAMES,
  WEEKDAYS,
  weekdaysName,
  weekOf,
  type Week,
  type Weekday,
} from '../contract/week-constants.ts';
import {
  certificateCurrent,
  currentReferences,
  verificationLevel,
  type Day,
  type TrustSummary,
} from './verification.ts';

export interface MatchJob {
  /** e.g. 'SW4', 'SW1A'; null for old jobs. */
  postcodeDistrict: string | null;
  /** A JOB_TYPE_VALUES value. */
  jobType: string;
  /** 'YYYY-MM-DD'. */
  startDate: Day;
  /** The languages the poster asked for. */
  languages: string[];
  /** SPECIAL_REQUIREMENTS values, possibly others typed by older posts. */
  requirements: string[];
  /** The parts of each day it needs; absent or null: no schedule stated (a rota, an older job). */
  schedule?: Week | null;
  /** Its poster's responsiveness as the job carries it; absent or null: nothing written yet. */
  responsiveness?: StoredResponsiveness | null;
}

export interface MatchNanny {
  postcodeDistrict: string | null;
  willingToTravel: boolean;
  /** SKILLS values. */
  skills: string[];
  languages: string[];
  drivingLicense: boolean;
  /** The job types she wants (JOB_TYPE_VALUES); [] when not said (older profiles). */
  lookingFor: string[];
  /** 'YYYY-MM-DD', or null when not said. */
  availableFrom: Day | null;
  /** Her usual week; absent or null: not said. */
  availability?: Week | null;
  yearsExperience: number;
  /** Average 0..5, one decimal. */
  rating: number;
  totalReviews: number;
  trust: TrustSummary;
  /** Her responsiveness as her profile carries it; absent or null: nothing written yet. */
  responsiveness?: StoredResponsiveness | null;
}

/**
 * Who the match is read by, and so whose responsiveness counts: a nanny weighing jobs (the board's
 * "Best match", "Recommended for you", job alerts) or a poster weighing nannies (suggestions).
 */
export type MatchReader = 'nanny' | 'poster';

export type MatchReasonKind =
  | 'district'
  | 'area'
  /** Another area, but she is willing to travel. */
  | 'travel'
  /** Her usual week against the job's schedule. */
  | 'schedule'
  | 'requirement'
  | 'language'
  | 'job-type'
  | 'available'
  | 'level'
  | 'dbs'
  | 'experience'
  | 'rating'
  /** How quickly the other side answers a first message. */
  | 'replies'
  /** How quickly a job's poster opens applications. */
  | 'reads'
  /** A nanny's meetings: at least one held, none missed. */
  | 'meetings';

export interface MatchReason {
  kind: MatchReasonKind;
  /** To the job's poster, about the nanny. */
  forPoster: string;
  /** To the nanny, about the job. */
  forNanny: string;
  /** A requirement or language as the job names it, or the job's type: which of them this is about. */
  about?: string;
}

export interface Match {
  /** A whole number, 0..100. */
  score: number;
  /** What fits, most important first. */
  reasons: MatchReason[];
  /** What the job asks for that her profile does not show, most important first. */
  gaps: MatchReason[];
}

export const MATCH_WEIGHTS = {
  location: { district: 21, area: 15, travel: 5 },
  schedule: 10,
  requirements: 20,
  languages: 5,
  jobType: { wanted: 10, unsaid: 5 },
  availability: { free: 5, unsaid: 2.5 },
  level: { none: 0, basic: 3, verified: 7, premium: 10 },
  dbs: 5,
  experience: { perYear: 1, years: 5 },
  rating: { points: 5, from: 3, reviews: 3 },
  /** `record`: a poster's reads for a nanny reading, a nanny's "No missed interviews" for a poster's. */
  responsiveness: {
    replies: 2,
    record: 2,
    bands: { day: 1, '2days': 0.75, '3days': 0.5, week: 0.25, longer: 0 } satisfies Record<ReplyBand, number>,
  },
} as const;

/** The most each part can add: the weights' total, 100. */
export const MATCH_TOTAL =
  MATCH_WEIGHTS.location.district +
  MATCH_WEIGHTS.schedule +
  MATCH_WEIGHTS.requirements +
  MATCH_WEIGHTS.languages +
  MATCH_WEIGHTS.jobType.wanted +
  MATCH_WEIGHTS.availability.free +
  MATCH_WEIGHTS.level.premium +
  MATCH_WEIGHTS.dbs +
  MATCH_WEIGHTS.experience.perYear * MATCH_WEIGHTS.experience.years +
  MATCH_WEIGHTS.rating.points +
  MATCH_WEIGHTS.responsiveness.replies +
  MATCH_WEIGHTS.responsiveness.record;

const isDay = (value: unknown): value is Day =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A day in words: '1 Dec 2026'. */
/** A day as people read it (`1 Dec 2026`); a stored day that names no date reads as it was stored. */
export const dayText = (day: Day) => (isCalendarDay(day) ? dayInWords(day, 'short') : day);

/** "1 year's experience", "8 years' experience". */
export const experienceText = (years: number) =>
  years === 1 ? "1 year's experience" : `${years} years' experience`;

/** "Rated 4.8 from 1 review", "Rated 5.0 from 3 reviews". */
export const ratingText = (rating: number, reviews: number) =>
  `Rated ${rating.toFixed(1)} from ${reviews} review${reviews === 1 ? '' : 's'}`;

const normal = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
const district = (value: string | null) => (value ? value.trim().toUpperCase().replace(/\s+/g, '') : '');
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Each value once, in the order first given (compared without case or extra spaces). */
function distinct(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const key = normal(v);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** How much of a requirement's share she earns (0, ½ or 1), and what is said of it. */
type Shown = { credit: number; forPoster: string; forNanny: string };

/** A requirement a profile can show: how it is said, and what of her profile shows it. */
interface Knowable {
  /** As the middle of a sentence: 'SEN experience', 'a driving licence'. */
  phrase: string;
  shown: (nanny: MatchNanny, today: Day) => Shown | null;
  /** What a gap says, when not "Does not list …" / "You do not list …" with the phrase. */
  gap?: { forPoster: string; forNanny: string };
}

const fromSkill =
  (skill: string, name: string, phrase: string) =>
  (nanny: MatchNanny): Shown | null =>
    nanny.skills.includes(skill)
      ? {
          credit: 1,
          forPoster: `${name}, which you asked for`,
          forNanny: `Asks for ${phrase}, which you have`,
        }
      : null;

const skillRequirement = (skill: string, name: string, phrase: string): Knowable => ({
  phrase,
  shown: fromSkill(skill, name, phrase),
});

/** The requirements a profile can show, by their stored value (in lower case). */
const KNOWABLE: Record<string, Knowable> = {
  'sen experience': skillRequirement('SEN', 'SEN experience', 'SEN experience'),
  'newborn experience': skillRequirement('Newborns', 'Newborn experience', 'newborn experience'),
  'twins experience': skillRequirement('Twins', 'Experience with twins', 'experience with twins'),
  'driving licence': {
    phrase: 'a driving licence',
    shown: (n) =>
      n.drivingLicense
        ? {
            credit: 1,
            forPoster: 'Driving licence, which you asked for',
            forNanny: 'Asks for a driving licence, which you have',
          }
        : null,
  },
  'travel with family': {
    phrase: 'travel with the family',
    shown: (n) =>
      n.willingToTravel
        ? {
            credit: 1,
            forPoster: 'Willing to travel, which you asked for',
            forNanny: 'Asks for travel with the family, and you are willing to travel',
          }
        : null,
    gap: {
      forPoster: 'Does not say she is willing to travel',
      forNanny: 'Asks for travel with the family; you do not say you are willing to travel',
    },
  },
  'first aid': {
    phrase: 'first aid',
    shown: (n, today) => {
      const check = n.trust.firstAid;
      if (check && today < check.lapsesOn) {
        const course = dayText(check.courseOn);
        return {
          credit: 1,
          forPoster: `Paediatric first aid checked (course ${course})`,
          forNanny: `Asks for first aid, and your paediatric first aid is checked (course ${course})`,
        };
      }
      return n.skills.includes('First Aid')
        ? { credit: 0.5, forPoster: 'Lists first aid', forNanny: 'Asks for first aid, which you list' }
        : null;
    },
  },
};
// The job form stores it as it always has ('Driving license', contract/jobs-constants.ts).
KNOWABLE['driving license'] = KNOWABLE['driving licence']!;

/** Whether her profile can show a requirement at all (cooking, overnight care and typed ones cannot). */
export const requirementKnowable = (requirement: string) => Object.hasOwn(KNOWABLE, normal(requirement));

/** The job type's label in lower case ('live-out'), or null for 'other' and anything unknown. */
function jobTypeLabel(value: string): string | null {
  const index = (JOB_TYPE_VALUES as string[]).indexOf(normal(value));
  const label = JOB_TYPES[index];
  return label && label !== 'Other' ? label.toLowerCase() : null;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface Part {
  points: number;
  reasons: MatchReason[];
  gaps: MatchReason[];
}

const part = (points: number, reasons: MatchReason[] = [], gaps: MatchReason[] = []): Part => ({
  points,
  reasons,
  gaps,
});

function location(job: MatchJob, nanny: MatchNanny): Part {
  const W = MATCH_WEIGHTS.location;
  const theirs = district(job.postcodeDistrict);
  const hers = district(nanny.postcodeDistrict);
  const area = areaOf(theirs);
  if (!area || !areaOf(hers)) return part(0);
  if (hers === theirs || districtRoot(hers) === districtRoot(theirs))
    return part(W.district, [
      { kind: 'district', forPoster: `Same area: ${hers}`, forNanny: `In your area: ${theirs}` },
    ]);
  if (areaOf(hers) === area)
    return part(W.area, [
      {
        kind: 'area',
        forPoster: `Nearby: ${hers}, in the same ${area} area`,
        forNanny: `Nearby: ${theirs}, in your ${area} area`,
      },
    ]);
  if (nanny.willingToTravel)
    return part(W.travel, [
      {
        kind: 'travel',
        forPoster: `Willing to travel, from ${hers}`,
        forNanny: `In ${theirs}, outside your area, and you are willing to travel`,
      },
    ]);
  return part(0);
}

/**
 * A day she is short on, as its gap names it: 'Wednesdays' when she offers none of the parts the job
 * needs that day, else the parts she lacks ('Wednesday afternoons').
 */
function missingOn(day: Weekday, needed: Week, offered: Week, last: 'and' | 'or') {
  const missing = needed[day].filter((p) => !offered[day].includes(p));
  if (missing.length === needed[day].length) return weekdaysName(day);
  return `${WEEKDAY_NAMES[day]} ${listInWords(
    missing.map((p) => DAY_PART_PLURALS[p]),
    last,
  )}`;
}

/** How many days a gap names one by one; beyond it, it counts them, so a card stays short. */
const DAYS_NAMED = 3;

/** What her week lacks of the days needed, in both voices: named, counted, or none of them. */
function scheduleGap(short: Weekday[], days: Weekday[], needed: Week, offered: Week, covered: number) {
  if (covered === 0 && days.length > 1)
    return {
      forPoster: `Not free on any of the ${days.length} days you need`,
      forNanny: `This job needs ${days.length} days, none of which your profile offers`,
    };
  if (short.length > DAYS_NAMED)
    return {
      forPoster: `Not free on ${short.length} of the ${days.length} days you need`,
      forNanny: `This job needs ${short.length} days your profile doesn't offer in full`,
    };
  return {
    forPoster: `Not free on ${listInWords(
      short.map((day) => missingOn(day, needed, offered, 'or')),
      'or',
    )}`,
    forNanny: `This job needs ${listInWords(short.map((day) => missingOn(day, needed, offered, 'and')))}, which your profile doesn't offer`,
  };
}

/**
 * Her usual week against the job's schedule. A day counts as free when she offers every part of it the
 * job needs; the points are shared among the parts of days needed, so a day she offers in part earns
 * part of its share, and what she lacks is named to the part ('Not free on Wednesday afternoons').
 */
function schedule(job: MatchJob, nanny: MatchNanny): Part {
  const W = MATCH_WEIGHTS.schedule;
  const needed = weekOf(job.schedule);
  if (!needed) return part(W);
  const offered = weekOf(nanny.availability);
  if (!offered) return part(0);
  const days = WEEKDAYS.filter((day) => needed[day].length > 0);
  const slots = days.reduce((sum, day) => sum + needed[day].length, 0);
  const covered = days.reduce(
    (sum, day) => sum + needed[day].filter((p) => offered[day].includes(p)).length,
    0,
  );
  const free = days.filter((day) => needed[day].every((p) => offered[day].includes(p)));
  const short = days.filter((day) => !free.includes(day));
  const reasons: MatchReason[] = [];
  if (free.length === days.length)
    reasons.push(
      days.length === 1
        ? {
            kind: 'schedule',
            forPoster: `Free on ${weekdaysName(days[0]!)}, the day you need`,
            forNanny: `You're free on ${weekdaysName(days[0]!)}, the day this job needs`,
          }
        : {
            kind: 'schedule',
            forPoster: `Free on all ${days.length} days you need`,
            forNanny: `You're free on all ${days.length} days this job needs`,
          },
    );
  else if (free.length > 0)
    reasons.push({
      kind: 'schedule',
      forPoster: `Free on ${free.length} of the ${days.length} days you need`,
      forNanny: `You're free on ${free.length} of the ${days.length} days this job needs`,
    });
  const gaps: MatchReason[] = short.length
    ? [{ kind: 'schedule', ...scheduleGap(short, days, needed, offered, covered) }]
    : [];
  return part((W * covered) / slots, reasons, gaps);
}

function requirements(job: MatchJob, nanny: MatchNanny, today: Day): Part {
  // Each requirement once, however often or however spelled ('Driving license', 'driving licence').
  const asked = new Map<Knowable, string>();
  for (const about of job.requirements) {
    const knowable = KNOWABLE[normal(about)];
    if (knowable && !asked.has(knowable)) asked.set(knowable, about);
  }
  if (asked.size === 0) return part(MATCH_WEIGHTS.requirements);
  const share = MATCH_WEIGHTS.requirements / asked.size;
  let points = 0;
  const reasons: MatchReason[] = [];
  const gaps: MatchReason[] = [];
  for (const [knowable, about] of asked) {
    const shown = knowable.shown(nanny, today);
    if (shown) {
      points += share * shown.credit;
      reasons.push({ kind: 'requirement', forPoster: shown.forPoster, forNanny: shown.forNanny, about });
    } else
      gaps.push({
        kind: 'requirement',
        forPoster: knowable.gap?.forPoster ?? `Does not list ${knowable.phrase}`,
        forNanny: knowable.gap?.forNanny ?? `You do not list ${knowable.phrase}`,
        about,
      });
  }
  return part(points, reasons, gaps);
}

function languages(job: MatchJob, nanny: MatchNanny): Part {
  const asked = distinct(job.languages);
  if (asked.length === 0) return part(MATCH_WEIGHTS.languages);
  const spoken = new Set(nanny.languages.map(normal));
  const share = MATCH_WEIGHTS.languages / asked.length;
  const reasons: MatchReason[] = [];
  const gaps: MatchReason[] = [];
  for (const about of asked) {
    const language = about.trim();
    if (spoken.has(normal(about)))
      reasons.push({
        kind: 'language',
        forPoster: `Speaks ${language}, which you asked for`,
        forNanny: `Asks for ${language}, which you speak`,
        about,
      });
    else
      gaps.push({
        kind: 'language',
        forPoster: `Does not list ${language}`,
        forNanny: `Asks for ${language}, which you do not list`,
        about,
      });
  }
  return part(share * reasons.length, reasons, gaps);
}

function jobType(job: MatchJob, nanny: MatchNanny): Part {
  const W = MATCH_WEIGHTS.jobType;
  const label = jobTypeLabel(job.jobType);
  const wanted = nanny.lookingFor.map(jobTypeLabel).filter((l): l is string => l !== null);
  if (!label || wanted.length === 0) return part(W.unsaid);
  const about = normal(job.jobType);
  if (wanted.includes(label))
    return part(W.wanted, [
      {
        kind: 'job-type',
        forPoster: `Looking for ${label} work`,
        forNanny: `${capitalised(label)}, which you are looking for`,
        about,
      },
    ]);
  return part(
    0,
    [],
    [
      {
        kind: 'job-type',
        forPoster: `Does not list ${label} work among what she is looking for`,
        forNanny: `${capitalised(label)}, which you do not list among the work you are looking for`,
        about,
      },
    ],
  );
}

function availability(job: MatchJob, nanny: MatchNanny, today: Day): Part {
  const W = MATCH_WEIGHTS.availability;
  const from = nanny.availableFrom;
  if (!isDay(from) || !isDay(job.startDate)) return part(W.unsaid);
  const start = job.startDate;
  const started = start < today;
  // Once the start date has passed, the job starts as soon as she can: she fits if she is free now.
  const needed = started ? today : start;
  if (from <= needed) {
    const forPoster =
      from <= today
        ? 'Available now'
        : from === start
          ? `Available from ${dayText(from)}, your start date`
          : `Available from ${dayText(from)}, before your start date`;
    const forNanny = started
      ? `Start date ${dayText(start)} has passed, and you are free now`
      : from === start
        ? `Starts ${dayText(start)}, the day you are free`
        : `Starts ${dayText(start)}, after you are free`;
    return part(W.free, [{ kind: 'available', forPoster, forNanny }]);
  }
  return part(
    0,
    [],
    [
      {
        kind: 'available',
        forPoster: `Available from ${dayText(from)}, after your start date`,
        forNanny: `${started ? 'Start date' : 'Starts'} ${dayText(start)}, before you are free on ${dayText(from)}`,
      },
    ],
  );
}

const referencesText = (count: number) => `${count} reference${count === 1 ? '' : 's'}`;

function trust(nanny: MatchNanny, today: Day): Part {
  const level = verificationLevel(nanny.trust, today);
  let points = MATCH_WEIGHTS.level[level];
  const reasons: MatchReason[] = [];
  if (level !== 'none') {
    const references = referencesText(currentReferences(nanny.trust, today).length);
    const checked =
      level === 'basic'
        ? 'identity checked'
        : level === 'verified'
          ? `identity, DBS certificate and ${references} checked`
          : `identity, DBS certificate and its Update Service status, ${references} and paediatric first aid checked`;
    const said = `${LEVEL_NAMES[level].name}: ${checked}`;
    reasons.push({ kind: 'level', forPoster: said, forNanny: `Your profile shows ${said}` });
  }
  const certificate = nanny.trust.dbsCertificate;
  if (certificate && certificateCurrent(nanny.trust, today)) {
    points += MATCH_WEIGHTS.dbs;
    const year = certificate.seenOn.slice(0, 4);
    reasons.push({
      kind: 'dbs',
      forPoster: `DBS certificate checked from a copy in ${year}`,
      forNanny: `Your DBS certificate was checked from a copy in ${year}`,
    });
  }
  return part(points, reasons);
}

function experience(nanny: MatchNanny): Part {
  const W = MATCH_WEIGHTS.experience;
  const years = Number.isFinite(nanny.yearsExperience) ? Math.max(0, nanny.yearsExperience) : 0;
  const points = Math.min(years, W.years) * W.perYear;
  const whole = Math.floor(years);
  if (whole < 2) return part(points);
  const said = experienceText(whole);
  return part(points, [{ kind: 'experience', forPoster: said, forNanny: `You have ${said}` }]);
}

function rating(nanny: MatchNanny): Part {
  const W = MATCH_WEIGHTS.rating;
  const reviews = Number.isFinite(nanny.totalReviews) ? Math.floor(nanny.totalReviews) : 0;
  if (reviews < 1 || !Number.isFinite(nanny.rating)) return part(0);
  const above = Math.min(1, Math.max(0, (nanny.rating - W.from) / (5 - W.from)));
  const points = W.points * above * (Math.min(reviews, W.reviews) / W.reviews);
  if (nanny.rating < 4) return part(points);
  const said = ratingText(nanny.rating, reviews);
  return part(points, [{ kind: 'rating', forPoster: said, forNanny: `You are ${lowerFirst(said)}` }]);
}

/**
 * The other side's responsiveness as cards show it on the day: for a nanny reading a job, its poster's
 * replies and reads; for a poster reading a nanny, her replies and her meetings. Only the quick bands are
 * a reason (RESPONSIVENESS_TEXTS); nothing shown earns nothing and says nothing.
 */
function responsiveness(job: MatchJob, nanny: MatchNanny, today: Day, reader: MatchReader): Part {
  const W = MATCH_WEIGHTS.responsiveness;
  const view = responsivenessView(reader === 'nanny' ? job.responsiveness : nanny.responsiveness, today);
  if (!view) return part(0);
  let points = 0;
  const reasons: MatchReason[] = [];
  const said = (kind: MatchReasonKind, words: string | null) => {
    if (words) reasons.push({ kind, forPoster: words, forNanny: words });
  };
  if (view.replies) {
    points += W.replies * W.bands[view.replies];
    said('replies', RESPONSIVENESS_TEXTS.replyReason(view.replies));
  }
  if (reader === 'nanny' && view.reads) {
    points += W.record * W.bands[view.reads];
    said('reads', RESPONSIVENESS_TEXTS.readReason(view.reads));
  }
  if (reader === 'poster' && view.noMissed) {
    points += W.record;
    said('meetings', RESPONSIVENESS_TEXTS.noMissed);
  }
  return part(points, reasons);
}

/**
 * How well a nanny fits a job on a day, as `reader` weighs it (whose responsiveness counts): the score,
 * what fits and what is missing, in plain words.
 */
export function explainMatch(
  job: MatchJob,
  nanny: MatchNanny,
  today: string,
  reader: MatchReader = 'nanny',
): Match {
  const parts = [
    location(job, nanny),
    schedule(job, nanny),
    requirements(job, nanny, today),
    languages(job, nanny),
    jobType(job, nanny),
    availability(job, nanny, today),
    trust(nanny, today),
    experience(nanny),
    rating(nanny),
    responsiveness(job, nanny, today, reader),
  ];
  const total = parts.reduce((sum, p) => sum + p.points, 0);
  return {
    score: Math.min(100, Math.max(0, Math.round(total))),
    reasons: parts.flatMap((p) => p.reasons),
    gaps: parts.flatMap((p) => p.gaps),
  };
}

/** Best first: score desc, then a stable tie-break given by the caller's key (e.g. newer job / id). */
export function rankByMatch<T>(
  items: T[],
  matchOf: (item: T) => Match,
  tieBreak: (a: T, b: T) => number,
): Array<{ item: T; match: Match }> {
  return items
    .map((item, index) => ({ item, match: matchOf(item), index }))
    .sort((a, b) => b.match.score - a.match.score || tieBreak(a.item, b.item) || a.index - b.index)
    .map(({ item, match }) => ({ item, match }));
}

/** How many of a match's reasons and gaps a job card carries, best first. */
export const CARD_REASONS = 4;
export const CARD_GAPS = 3;

/** What a card says of a match: her own words (the nanny's voice), the most important first. */
export const matchOnCard = (match: Match): { score: number; reasons: string[]; gaps: string[] } => ({
  score: match.score,
  reasons: match.reasons.slice(0, CARD_REASONS).map((r) => r.forNanny),
  gaps: match.gaps.slice(0, CARD_GAPS).map((g) => g.forNanny),
});

/** Newer first, then by id, so equal scores keep one order from page to page. */
export const newestFirst = (
  a: { publishedAt?: string | null; id: string },
  b: { publishedAt?: string | null; id: string },
) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') || b.id.localeCompare(a.id);
