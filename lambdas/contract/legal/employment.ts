/**
 * The statutory minimums an offer of employment is held to, and the figures its written statement
 * quotes, one dated row each with the page it comes from. A change in the law is a new row.
 *
 * Checked 2026-11-28 against the pages named in each row.
 */

export interface DatedRow<T> {
  /** The first day the row applies, `YYYY-MM-DD` (UK day). */
  readonly from: string;
  readonly value: T;
  readonly source: string;
}

/** The row in force on a UK day: the latest row that started by then (the first row before any). */
export function inForce<T>(rows: readonly DatedRow<T>[], day: string): T {
  let found = rows[0]!;
  for (const row of rows) if (row.from <= day) found = row;
  return found.value;
}

/**
 * Statutory holiday: 5.6 weeks a year, bank holidays may count towards it, capped at 28 days for
 * someone working 5 or more days a week; part-time workers get 5.6 times the days they work a week.
 */
export const HOLIDAY: readonly DatedRow<{ weeks: number; maxDays: number }>[] = [
  {
    from: '2009-04-01',
    value: { weeks: 5.6, maxDays: 28 },
    source: 'https://www.gov.uk/holiday-entitlement-rights',
  },
];

/**
 * Statutory notice (Employment Rights Act 1996 s.86): after one month's work, at least a week from
 * each side; from the employer, a week for each complete year from two years, up to twelve weeks.
 */
export const STATUTORY_NOTICE: readonly DatedRow<{
  minimumWeeks: number;
  employerWeeksPerYearFrom: number;
  employerMaxWeeks: number;
}>[] = [
  {
    from: '1996-08-22',
    value: { minimumWeeks: 1, employerWeeksPerYearFrom: 2, employerMaxWeeks: 12 },
    source: 'https://www.legislation.gov.uk/ukpga/1996/18/section/86',
  },
];

/**
 * Statutory Sick Pay. From 6 April 2026 (Employment Rights Act 2025) it is paid from the first day of
 * sickness, whatever she earns, at the weekly rate or 80% of her average weekly earnings, whichever
 * is lower, for up to 28 weeks.
 */
export const SICK_PAY: readonly DatedRow<{
  weeklyRate: number;
  fromDay: number;
  percentOfEarnings: number | null;
  maxWeeks: number;
}>[] = [
  {
    from: '2025-04-06',
    value: { weeklyRate: 118.75, fromDay: 4, percentOfEarnings: null, maxWeeks: 28 },
    source: 'https://www.gov.uk/statutory-sick-pay',
  },
  {
    from: '2026-04-06',
    value: { weeklyRate: 123.25, fromDay: 1, percentOfEarnings: 80, maxWeeks: 28 },
    source: 'https://www.gov.uk/statutory-sick-pay',
  },
];

/**
 * Workplace pension auto-enrolment: a worker aged 22 to State Pension age earning over the earnings
 * trigger a year is enrolled, and the employer pays at least 3% of her qualifying earnings (8% in all).
 */
export const AUTO_ENROLMENT: readonly DatedRow<{
  minAge: number;
  earningsTrigger: number;
  employerPercent: number;
  totalPercent: number;
}>[] = [
  {
    from: '2014-04-06',
    value: { minAge: 22, earningsTrigger: 10_000, employerPercent: 3, totalPercent: 8 },
    source: 'https://www.gov.uk/workplace-pensions-employers',
  },
];

/** The written statement of employment particulars: what it must say, from the first day of work. */
export const WRITTEN_STATEMENT_SOURCES = {
  guidance:
    'https://www.gov.uk/employment-contracts-and-conditions/written-statement-of-employment-particulars',
  law: 'https://www.legislation.gov.uk/ukpga/1996/18/section/1',
} as const;

/** The longest probation an offer may set, in months: a rule of the product, not of the law. */
export const MAX_PROBATION_MONTHS = 6;
