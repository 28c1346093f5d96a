/**
 * The National Minimum Wage and National Living Wage, one row per rate change, each with the day it
 * takes effect and the gov.uk page it comes from. Next April's rates are one new row.
 *
 * Source: https://www.gov.uk/national-minimum-wage-rates (rates and accommodation offset by year).
 * Checked 2026-11-28.
 */
import { rowInForce } from './in-force.ts';

export interface MinimumWageRates {
  /** The first day these rates apply, `YYYY-MM-DD` (UK day). */
  readonly from: string;
  /** Pounds an hour, gross: the National Living Wage, for workers aged 21 and over. */
  readonly age21AndOver: number;
  readonly age18To20: number;
  readonly under18: number;
  readonly apprentice: number;
  /** The most a day's accommodation given by the employer may count towards minimum-wage pay. */
  readonly accommodationOffsetPerDay: number;
  readonly source: string;
}

const SOURCE = 'https://www.gov.uk/national-minimum-wage-rates';

/** Oldest first. */
export const MINIMUM_WAGE_TABLE: readonly MinimumWageRates[] = [
  {
    from: '2025-04-01',
    age21AndOver: 12.21,
    age18To20: 10.0,
    under18: 7.55,
    apprentice: 7.55,
    accommodationOffsetPerDay: 10.66,
    source: SOURCE,
  },
  {
    from: '2026-04-01',
    age21AndOver: 12.71,
    age18To20: 10.85,
    under18: 8.0,
    apprentice: 8.0,
    accommodationOffsetPerDay: 11.1,
    source: SOURCE,
  },
];

/**
 * The rates in force on a UK day (`YYYY-MM-DD`). A day before the table's first row takes its first
 * row (no job starts in the past); a day after the last takes the last, as the rates after it are not
 * yet set in law.
 */
export const minimumWageOn = (day: string): MinimumWageRates => rowInForce(MINIMUM_WAGE_TABLE, day);
