/**
 * How well another family's nanny share fits mine: near enough to share a nanny (the same postcode
 * district, or at least the same area) and needing her on the same days. Pure: both families' places
 * and weeks are parameters, nothing is read or written.
 *
 * The score, out of 100:
 * - place: the same district (or its root: SW1 and SW1A) 50, the same area 25; another area is no match;
 * - days: 50 × the days both need over the days either needs, rounded to a whole number. A day counts
 *   when both need at least one same part of it (morning, afternoon, evening, overnight); with no such
 *   day there is no match.
 */
import { areaOf, districtOf, districtRoot } from '../contract/postcode.ts';
import { DAY_PARTS, daysInWords, WEEKDAYS, type Week, type Weekday } from '../contract/week-constants.ts';

export interface SharePlace {
  postcodeDistrict: string;
  schedule: Week;
}

export interface ShareMatch {
  score: number;
  sameDistrict: boolean;
  commonDays: Weekday[];
  reasons: string[];
}

const SAME_DISTRICT_POINTS = 50;
const SAME_AREA_POINTS = 25;
const DAYS_POINTS = 50;

/** A stored district as the postcode reader has it (`sw4` → `SW4`), or null when it is none. */
const districtIn = (place: SharePlace) => districtOf(place.postcodeDistrict)?.district ?? null;

/** Whether two districts are the same, counting a sub-district as its root (`SW1A` and `SW1`). */
const sameDistrict = (a: string, b: string) => a === b || districtRoot(a) === districtRoot(b);

/** The days on which both weeks need at least one same part of the day, Monday first. */
const commonDaysOf = (a: Week, b: Week): Weekday[] =>
  WEEKDAYS.filter((day) => a[day].some((part) => b[day].includes(part)));

/** The days either week needs, Monday first. */
const eitherDaysOf = (a: Week, b: Week): Weekday[] =>
  WEEKDAYS.filter((day) => a[day].length > 0 || b[day].length > 0);

/** Whether, on each of these days, the two weeks need exactly the same parts. */
const sameParts = (a: Week, b: Week, days: readonly Weekday[]) =>
  days.every((day) => DAY_PARTS.every((part) => a[day].includes(part) === b[day].includes(part)));

/**
 * How well another family's share fits mine: null when it is in another postcode area (or either
 * district cannot be read), or when no day has a part of the day both need.
 */
export function matchShare(mine: SharePlace, theirs: SharePlace): ShareMatch | null {
  const myDistrict = districtIn(mine);
  const theirDistrict = districtIn(theirs);
  if (!myDistrict || !theirDistrict || areaOf(myDistrict) !== areaOf(theirDistrict)) return null;
  const commonDays = commonDaysOf(mine.schedule, theirs.schedule);
  if (commonDays.length === 0) return null;
  const district = sameDistrict(myDistrict, theirDistrict);
  const eitherDays = eitherDaysOf(mine.schedule, theirs.schedule).length;
  const reasons = [
    district ? `Same district: ${myDistrict}` : `Same postcode area: ${areaOf(myDistrict)}`,
    `You both need ${daysInWords(commonDays)}`,
  ];
  if (sameParts(mine.schedule, theirs.schedule, commonDays)) reasons.push('The same hours on those days');
  const placePoints = district ? SAME_DISTRICT_POINTS : SAME_AREA_POINTS;
  const score = placePoints + Math.round((DAYS_POINTS * commonDays.length) / eitherDays);
  return { score, sameDistrict: district, commonDays, reasons };
}

/**
 * The items that match, best first: the higher score, then more days in common, then the order they
 * were given in (so the same list always ranks the same way).
 */
export function rankShares<T>(
  items: T[],
  matchOf: (item: T) => ShareMatch | null,
): Array<{ item: T; match: ShareMatch }> {
  return items
    .map((item, index) => ({ item, match: matchOf(item), index }))
    .filter((entry): entry is { item: T; match: ShareMatch; index: number } => entry.match !== null)
    .sort(
      (a, b) =>
        b.match.score - a.match.score ||
        b.match.commonDays.length - a.match.commonDays.length ||
        a.index - b.index,
    )
    .map(({ item, match }) => ({ item, match }));
}
