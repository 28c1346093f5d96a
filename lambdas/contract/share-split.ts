/**
 * A nanny share: two families employ one nanny, who looks after both families' children together for
 * some hours of the week (the shared hours) and, often, one family's children alone for others (the
 * solo hours). This works out what each family pays her, gross, a week: the shared hours' pay divided
 * by children or half each, less a host allowance for the family whose home she works in, and each
 * family's own solo hours on top. Pure and dependency-free, for the SPA and the server alike.
 *
 * Every amount is whole pence. The first family's part of the shared pay is rounded to the penny and
 * the second family's is what is left, so the two parts always add up to the whole, to the penny.
 * Fractions are kept as whole numbers over a whole denominator until that one rounding, so no floating
 * point error can move a penny.
 */
import { formatPence } from './money.ts';

export type ShareSide = 'first' | 'partner';
export const SHARE_SIDES = ['first', 'partner'] as const satisfies readonly ShareSide[];

/** How the shared hours' pay divides: by the number of children of each family, or half each. */
export const SPLIT_BASES = ['children', 'equal'] as const;
export type SplitBasis = (typeof SPLIT_BASES)[number];

/** Whose home she works in for the shared hours: one family's, or each in turn. */
export const SHARE_HOMES = ['first', 'partner', 'alternate'] as const;
export type ShareHome = (typeof SHARE_HOMES)[number];

/** The most a host family's part of the shared pay may be lowered by, in percent. */
export const MAX_HOST_ALLOWANCE_PERCENT = 20;

/** Her hours with one family's children, shared and solo, at most (a family's week, not hers). */
const MAX_HOURS_A_FAMILY = 60;
/** Children of one family at most: a nanny looks after a handful, not a class. */
const MAX_CHILDREN = 4;
/** £1,000 an hour: far above any nanny's pay, and keeps every product well inside safe integers. */
const MAX_HOURLY_PENCE = 100_000;

export interface SplitInput {
  /** Gross pay an hour for the hours she looks after both families' children together, in pence. */
  sharedHourlyPence: number;
  /** Hours a week with both families' children. */
  sharedHours: number;
  /** Gross pay an hour for hours with one family's children alone, in pence (often lower). */
  soloHourlyPence: number;
  /** Hours a week with each family's children alone. */
  soloHours: Record<ShareSide, number>;
  /** Children of each family she looks after (1 to 4 each). */
  children: Record<ShareSide, number>;
  /** How the shared hours' pay divides: by children, or half each. */
  basis: SplitBasis;
  /** Whose home she works in for the shared hours. */
  home: ShareHome;
  /** The host family pays this much less of the shared hours' pay (0–20, whole numbers); 0 for 'alternate'. */
  hostAllowancePercent: number;
}

export interface FamilySplit {
  sharedPence: number;
  soloPence: number;
  weeklyGrossPence: number;
  hours: number;
  /** share of shared pay, 0..1, as worked */
  sharedFraction: number;
}

export interface SplitResult {
  first: FamilySplit;
  partner: FamilySplit;
  totalWeeklyGrossPence: number;
  totalHours: number;
  /** The arithmetic in words, a line a step, as the calculator shows it under the figures. */
  lines: string[];
}

/** How each side is named in a sentence. */
const FAMILY: Record<ShareSide, string> = { first: 'the first family', partner: 'the second family' };

/** Hours as typed, without float noise: 30 → '30', 7.5 → '7.5'. */
const hoursText = (hours: number) => String(Math.round(hours * 100) / 100);

/** An amount of pay for hours at a rate, to the penny. */
const payFor = (hourlyPence: number, hours: number) => Math.round(hourlyPence * hours);

/** A fraction held as whole numbers, so the one rounding to pence is exact. */
interface Fraction {
  num: number;
  den: number;
}

/** The first family's fraction of the shared pay before any host allowance. */
function baseFraction(input: SplitInput): Fraction {
  if (input.basis === 'equal') return { num: 1, den: 2 };
  return { num: input.children.first, den: input.children.first + input.children.partner };
}

/**
 * The first family's fraction after the host allowance: the host's own fraction lowered by the
 * allowance's percent of it, and the other family's raised by the same, so the whole is unchanged.
 */
function firstFraction(input: SplitInput): Fraction {
  const { num, den } = baseFraction(input);
  const keep = 100 - (input.home === 'alternate' ? 0 : input.hostAllowancePercent);
  if (input.home === 'partner') return { num: 100 * den - (den - num) * keep, den: 100 * den };
  if (input.home === 'first') return { num: num * keep, den: 100 * den };
  return { num: num * 100, den: 100 * den };
}

/** `whole × fraction` to the nearest penny (a half penny up), in whole numbers only. */
const partOf = (whole: number, { num, den }: Fraction) => Math.floor((2 * whole * num + den) / (2 * den));

/** The lines that say how the shared pay is divided. */
function divisionLines(input: SplitInput, names: Record<ShareSide, string>): string[] {
  const lines =
    input.basis === 'equal'
      ? ['Split equally: half to each family']
      : [
          `Split by children: ${input.children.first} of ${input.children.first + input.children.partner} to ${names.first}`,
        ];
  if (input.home !== 'alternate' && input.hostAllowancePercent > 0) {
    lines.push(
      `Host allowance: ${names[input.home]} pays ${input.hostAllowancePercent}% less of the shared pay`,
    );
  }
  return lines;
}

/**
 * What each family pays her a week, gross, and the arithmetic in words, each family named as `names`
 * says ("Hana’s family"; "the first family" and "the second family" when left out). The input must be
 * one that splitRefusals finds nothing wrong with; anything else is a RangeError.
 */
export function splitShare(input: SplitInput, names: Record<ShareSide, string> = FAMILY): SplitResult {
  const refusals = splitRefusals(input);
  if (refusals.length > 0) throw new RangeError(`Cannot split this share: ${refusals[0]!.message}`);
  const shared = payFor(input.sharedHourlyPence, input.sharedHours);
  const fraction = firstFraction(input);
  const sharedParts: Record<ShareSide, number> = { first: partOf(shared, fraction), partner: 0 };
  sharedParts.partner = shared - sharedParts.first;
  const family = (side: ShareSide): FamilySplit => {
    const soloPence = payFor(input.soloHourlyPence, input.soloHours[side]);
    const sharedFraction = side === 'first' ? fraction.num / fraction.den : 1 - fraction.num / fraction.den;
    return {
      sharedPence: sharedParts[side],
      soloPence,
      weeklyGrossPence: sharedParts[side] + soloPence,
      hours: input.sharedHours + input.soloHours[side],
      sharedFraction,
    };
  };
  const first = family('first');
  const partner = family('partner');
  const result = {
    first,
    partner,
    totalWeeklyGrossPence: first.weeklyGrossPence + partner.weeklyGrossPence,
    totalHours: input.sharedHours + input.soloHours.first + input.soloHours.partner,
  };
  return { ...result, lines: explanation(input, shared, result, names) };
}

/** The arithmetic in words, a line a step. */
function explanation(
  input: SplitInput,
  shared: number,
  result: Omit<SplitResult, 'lines'>,
  names: Record<ShareSide, string>,
): string[] {
  const lines = [
    `Shared hours: ${hoursText(input.sharedHours)} × ${formatPence(input.sharedHourlyPence)} = ${formatPence(shared)} a week`,
    ...divisionLines(input, names),
    `Shared pay: ${formatPence(result.first.sharedPence)} from ${names.first} and ${formatPence(result.partner.sharedPence)} from ${names.partner}`,
  ];
  for (const side of SHARE_SIDES) {
    const hours = input.soloHours[side];
    if (hours > 0) {
      lines.push(
        `Solo hours for ${names[side]}: ${hoursText(hours)} × ${formatPence(input.soloHourlyPence)} = ${formatPence(result[side].soloPence)} a week`,
      );
    }
  }
  for (const side of SHARE_SIDES) {
    const { weeklyGrossPence, hours } = result[side];
    const name = names[side].charAt(0).toUpperCase() + names[side].slice(1);
    lines.push(`${name} pays ${formatPence(weeklyGrossPence)} a week gross for ${hoursText(hours)} hours`);
  }
  lines.push(
    `In all: ${formatPence(result.totalWeeklyGrossPence)} a week gross for ${hoursText(result.totalHours)} hours`,
  );
  return lines;
}

type Refusal = { path: string[]; message: string };

const isWholePence = (pence: number) => Number.isInteger(pence) && pence >= 0;
const isHours = (hours: number) => Number.isFinite(hours) && hours >= 0;

/** What is wrong with an hourly rate, or null. */
function hourlyProblem(pence: number, what: string): string | null {
  if (!isWholePence(pence)) return `Enter the ${what} in pounds and whole pence, not less than 0`;
  if (pence > MAX_HOURLY_PENCE) return `Enter at most ${formatPence(MAX_HOURLY_PENCE)} an hour`;
  return null;
}

function payRefusals(input: SplitInput): Refusal[] {
  const refusals: Refusal[] = [];
  const shared = hourlyProblem(input.sharedHourlyPence, 'shared hourly pay');
  if (shared) refusals.push({ path: ['sharedHourlyPence'], message: shared });
  else if (input.sharedHourlyPence === 0)
    refusals.push({ path: ['sharedHourlyPence'], message: 'Enter the shared hourly pay, more than £0' });
  const solo = hourlyProblem(input.soloHourlyPence, 'solo hourly pay');
  if (solo) refusals.push({ path: ['soloHourlyPence'], message: solo });
  return refusals;
}

function hoursRefusals(input: SplitInput): Refusal[] {
  const refusals: Refusal[] = [];
  const sharedFits = isHours(input.sharedHours) && input.sharedHours <= MAX_HOURS_A_FAMILY;
  if (!isHours(input.sharedHours) || input.sharedHours === 0)
    refusals.push({ path: ['sharedHours'], message: 'Enter the shared hours a week, more than 0' });
  else if (!sharedFits)
    refusals.push({ path: ['sharedHours'], message: `At most ${MAX_HOURS_A_FAMILY} shared hours a week` });
  for (const side of SHARE_SIDES) {
    const solo = input.soloHours[side];
    if (!isHours(solo)) {
      refusals.push({ path: ['soloHours', side], message: 'Enter the solo hours a week, 0 or more' });
    } else if (sharedFits && input.sharedHours + solo > MAX_HOURS_A_FAMILY) {
      refusals.push({
        path: ['soloHours', side],
        message: `At most ${MAX_HOURS_A_FAMILY} hours a week for each family, shared and solo together`,
      });
    }
  }
  return refusals;
}

function childrenRefusals(input: SplitInput): Refusal[] {
  return SHARE_SIDES.filter((side) => {
    const n = input.children[side];
    return !Number.isInteger(n) || n < 1 || n > MAX_CHILDREN;
  }).map((side) => ({
    path: ['children', side],
    message: `Enter the children of ${FAMILY[side]}, from 1 to ${MAX_CHILDREN}`,
  }));
}

function arrangementRefusals(input: SplitInput): Refusal[] {
  const refusals: Refusal[] = [];
  if (!SPLIT_BASES.includes(input.basis))
    refusals.push({ path: ['basis'], message: 'Choose by children or half each' });
  if (!SHARE_HOMES.includes(input.home))
    refusals.push({ path: ['home'], message: 'Choose whose home she works in' });
  const allowance = input.hostAllowancePercent;
  if (!Number.isInteger(allowance) || allowance < 0 || allowance > MAX_HOST_ALLOWANCE_PERCENT) {
    refusals.push({
      path: ['hostAllowancePercent'],
      message: `Enter a whole number of percent, from 0 to ${MAX_HOST_ALLOWANCE_PERCENT}`,
    });
  } else if (input.home === 'alternate' && allowance !== 0) {
    refusals.push({
      path: ['hostAllowancePercent'],
      message: 'No host allowance when the families take turns: enter 0',
    });
  }
  return refusals;
}

/** What is wrong with an input, each with its field's path and a message to show by it; [] when fine. */
export function splitRefusals(input: SplitInput): Array<{ path: string[]; message: string }> {
  return [
    ...payRefusals(input),
    ...hoursRefusals(input),
    ...childrenRefusals(input),
    ...arrangementRefusals(input),
  ];
}

/** Whether two families' weekly parts add up to the whole, to the penny. */
export function splitAddsUp(parts: Record<ShareSide, number>, totalPence: number): boolean {
  const amounts = [parts.first, parts.partner, totalPence];
  if (!amounts.every(Number.isInteger)) return false;
  return parts.first + parts.partner === totalPence;
}
