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
 * How near another family's share is to a district, in words ("Same district: SW4", "Same postcode
 * area: SW"), with whether it is the same district; null in another area, or when either district
 * cannot be read.
 */
export function placeMatch(
  myPostcodeDistrict: string,
  theirPostcodeDistrict: string,
): { sameDistrict: boolean; reason: string } | null {
  const mine = districtOf(myPostcodeDistrict)?.district ?? null;
  const theirs = districtOf(theirPostcodeDistrict)?.district ?? null;
  if (!mine || !theirs || areaOf(mine) !== areaOf(theirs)) return null;
  return sameDistrict(mine, theirs)
    ? { sameDistrict: true, reason: `Same district: ${mine}` }
    : { sameDistrict: false, reason: `Same postcode area: ${areaOf(mine)}` };
}

/**
 * How well another family's share fits mine: null when it is in another postcode area (or either
 * district cannot be read), or when no day has a part of the day both need.
 */
export function matchShare(mine: SharePlace, theirs: SharePlace): ShareMatch | null {
  const place = placeMatch(mine.postcodeDistrict, theirs.postcodeDistrict);
  if (!place) return null;
  const commonDays = commonDaysOf(mine.schedule, theirs.schedule);
  if (commonDays.length === 0) return null;
  const district = place.sameDistrict;
  const eitherDays = eitherDaysOf(mine.schedule, theirs.schedule).length;
  const reasons = [place.reason, `You both need ${daysInWords(commonDays)}`];
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
