/**
 * Statutory paid holiday: 5.6 weeks a year for a worker on a regular week (28 days for five days a
 * week; bank holidays may be counted in it). Source: https://www.gov.uk/holiday-entitlement-rights .
 * Checked 2026-11-28.
 *
 * How the calculator shows it: pay agreed by the hour or the week is paid for all 52 weeks of the
 * year, the 5.6 weeks she is on holiday included, so her holiday pay is already inside the year's
 * gross pay and the family's cost. "Holiday accrual" in a result is that part of the year's pay
 * (5.6 of the 52 weeks' pay): money the family pays while she is away, not a cost on top. Cover while
 * she is on holiday, if the family needs it, is a cost on top, and is not counted.
 */
import { rowInForce } from './in-force.ts';

export interface HolidayRules {
  readonly from: string;
  /** Weeks of paid holiday a year. */
  readonly statutoryWeeks: number;
  /** The most days a year the statutory entitlement comes to (5.6 × 5). */
  readonly maximumDays: number;
  readonly source: string;
  readonly checked: string;
}

/** Oldest first. */
export const HOLIDAY_TABLE: readonly HolidayRules[] = [
  {
    from: '2009-04-01',
    statutoryWeeks: 5.6,
    maximumDays: 28,
    source: 'https://www.gov.uk/holiday-entitlement-rights',
    checked: '2026-11-28',
  },
];

export const holidayOn = (day: string): HolidayRules => rowInForce(HOLIDAY_TABLE, day);
