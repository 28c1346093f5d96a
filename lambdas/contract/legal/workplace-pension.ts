/**
 * Workplace pension automatic enrolment, one row per tax year: who must be enrolled, the band of
 * pay contributions are worked out on ("qualifying earnings") and the legal minimum contributions.
 *
 * Annual figures for 2026-27 (all held at their 2025-26 levels): the Department for Work and
 * Pensions' review,
 * https://www.gov.uk/government/publications/review-of-the-automatic-enrolment-earnings-trigger-and-qualifying-earnings-band-for-202627/review-of-the-automatic-enrolment-earnings-trigger-and-qualifying-earnings-band-for-202627
 * The weekly and monthly figures are the rounded ones set for those pay reference periods (unchanged
 * since 2021-22), as The Pensions Regulator lists them in its guidance on earnings thresholds:
 * https://www.thepensionsregulator.gov.uk/en/employers ("Automatic enrolment earnings thresholds").
 *
 * Minimum contributions (8% of qualifying earnings in all, at least 3% from the employer) and tax
 * relief: https://www.gov.uk/workplace-pensions/what-you-your-employer-and-the-government-pay . Its
 * own example: "you put in £40, your employer puts in £30, you get £10 tax relief. A total of £80".
 *
 * The calculator assumes a scheme with "relief at source" (the usual kind for a family's nanny, NEST
 * among them): her 5% is taken from her pay after tax, as 4% of qualifying earnings, and the scheme
 * claims the other 1% (basic-rate relief, 20% of her 5%) from HMRC, even when she pays no Income Tax.
 * A "net pay arrangement" would take it before tax instead, and a nanny earning under the personal
 * allowance would then get no relief at all; that is why relief at source is assumed.
 */
import { rowInForce } from './in-force.ts';
import type { PerPeriod } from './national-insurance.ts';

export interface WorkplacePensionYear {
  readonly from: string;
  readonly to: string;
  /** Earnings above this (and age 22 to State Pension age) mean she must be enrolled. */
  readonly earningsTrigger: PerPeriod;
  /** Qualifying earnings are the pay above `lowerLimit`, up to `upperLimit`. */
  readonly lowerLimit: PerPeriod;
  readonly upperLimit: PerPeriod;
  /** The least the employer pays, and the least paid in all, as fractions of qualifying earnings. */
  readonly employerRate: number;
  readonly totalRate: number;
  /** Basic-rate relief the scheme claims on her contribution under relief at source. */
  readonly reliefAtSourceRate: number;
  readonly sources: readonly string[];
  readonly checked: string;
}

/** Oldest first. */
export const WORKPLACE_PENSION_TABLE: readonly WorkplacePensionYear[] = [
  {
    from: '2026-04-06',
    to: '2027-04-05',
    earningsTrigger: { week: 192, month: 833, year: 10_000 },
    lowerLimit: { week: 120, month: 520, year: 6_240 },
    upperLimit: { week: 967, month: 4_189, year: 50_270 },
    employerRate: 0.03,
    totalRate: 0.08,
    reliefAtSourceRate: 0.2,
    sources: [
      'https://www.gov.uk/government/publications/review-of-the-automatic-enrolment-earnings-trigger-and-qualifying-earnings-band-for-202627/review-of-the-automatic-enrolment-earnings-trigger-and-qualifying-earnings-band-for-202627',
      'https://www.thepensionsregulator.gov.uk/en/employers',
      'https://www.gov.uk/workplace-pensions/what-you-your-employer-and-the-government-pay',
    ],
    checked: '2026-11-28',
  },
];

/** The row for the tax year holding a UK day; before the first row, the first; after the last, the last. */
export const workplacePensionOn = (day: string): WorkplacePensionYear =>
  rowInForce(WORKPLACE_PENSION_TABLE, day);
