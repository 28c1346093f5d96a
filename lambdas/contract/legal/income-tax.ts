/**
 * Income Tax on a nanny's pay (non-savings, non-dividend income), one row per tax year, each with the
 * day it starts and ends, the pages it comes from and the day those were checked. Next April's figures
 * are one new row.
 *
 * Rest of the UK (England and Northern Ireland; Wales sets its own rates but has kept the same ones):
 * https://www.gov.uk/income-tax-rates and
 * https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2026-to-2027 ("Tax thresholds, rates
 * and codes"); the allowance and basic rate limit held at £12,570 and £37,700 until 5 April 2028:
 * https://www.gov.uk/government/publications/the-personal-allowance-and-basic-rate-limit-for-income-tax-and-certain-national-insurance-contributions-nics-thresholds-from-6-april-2026-to-5-apr/income-tax-personal-allowance-and-the-basic-rate-limit-and-certain-national-insurance-contributions-thresholds-from-6-april-2026-to-5-april-2028
 *
 * Scotland: the Scottish Rate Resolution for 2026-27 (motion S6M-20844, debated 19 February 2026)
 * https://www.parliament.scot/chamber-and-committees/votes-and-motions/S6M-20844 , which sets the limits
 * on income above the personal allowance as below, and https://www.gov.uk/scottish-income-tax .
 *
 * The personal allowance falls by £1 for every £2 of income over £100,000, so none is left from
 * £125,140: https://www.gov.uk/income-tax-rates/income-over-100000 .
 */
import { rowInForce } from './in-force.ts';

export interface TaxBand {
  readonly name: string;
  /** The rate, as a fraction: 0.2 for 20%. */
  readonly rate: number;
  /**
   * The top of the band in pounds of taxable pay a year (pay above the personal allowance), or null
   * for the last band, which has no top.
   */
  readonly upTo: number | null;
}

export interface IncomeTaxYear {
  /** The first and last day of the tax year, `YYYY-MM-DD`. */
  readonly from: string;
  readonly to: string;
  /** The standard personal allowance, pounds a year: the 1257 of tax code 1257L. */
  readonly personalAllowance: number;
  /** Income above which the allowance falls by £1 for every £2 (`taperRate` 0.5). */
  readonly taperThreshold: number;
  readonly taperRate: number;
  /** England, Wales and Northern Ireland. */
  readonly restOfUk: readonly TaxBand[];
  /** Scottish taxpayers: those whose main home is in Scotland (tax code S1257L). */
  readonly scotland: readonly TaxBand[];
  readonly sources: readonly string[];
  /** The day the figures were last checked against the sources. */
  readonly checked: string;
}

/** Oldest first. */
export const INCOME_TAX_TABLE: readonly IncomeTaxYear[] = [
  {
    from: '2026-04-06',
    to: '2027-04-05',
    personalAllowance: 12_570,
    taperThreshold: 100_000,
    taperRate: 0.5,
    restOfUk: [
      { name: 'Basic rate', rate: 0.2, upTo: 37_700 },
      { name: 'Higher rate', rate: 0.4, upTo: 125_140 },
      { name: 'Additional rate', rate: 0.45, upTo: null },
    ],
    scotland: [
      { name: 'Starter rate', rate: 0.19, upTo: 3_967 },
      { name: 'Basic rate', rate: 0.2, upTo: 16_956 },
      { name: 'Intermediate rate', rate: 0.21, upTo: 31_092 },
      { name: 'Higher rate', rate: 0.42, upTo: 62_430 },
      { name: 'Advanced rate', rate: 0.45, upTo: 125_140 },
      { name: 'Top rate', rate: 0.48, upTo: null },
    ],
    sources: [
      'https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2026-to-2027',
      'https://www.gov.uk/income-tax-rates',
      'https://www.gov.uk/scottish-income-tax',
      'https://www.parliament.scot/chamber-and-committees/votes-and-motions/S6M-20844',
    ],
    checked: '2026-11-28',
  },
];

/** The row for the tax year holding a UK day; before the first row, the first; after the last, the last. */
export const incomeTaxOn = (day: string): IncomeTaxYear => rowInForce(INCOME_TAX_TABLE, day);
