/**
 * Class 1 National Insurance on a nanny's pay, one row per tax year: what she pays (primary) and what
 * the family, as her employer, pays on top (secondary). Thresholds are per earnings period as HMRC
 * publishes them (a week, a month, a year); contributions are worked out on each period's pay.
 *
 * Source: https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2026-to-2027 ("Class 1
 * National Insurance thresholds" and "rates", category letter A). The primary threshold and upper
 * earnings limit stay tied to £12,570 and £50,270 until 5 April 2028:
 * https://www.gov.uk/government/publications/the-personal-allowance-and-basic-rate-limit-for-income-tax-and-certain-national-insurance-contributions-nics-thresholds-from-6-april-2026-to-5-apr/income-tax-personal-allowance-and-the-basic-rate-limit-and-certain-national-insurance-contributions-thresholds-from-6-april-2026-to-5-april-2028
 *
 * A family cannot claim the Employment Allowance against a nanny's employer contributions: liabilities
 * from employing someone for "personal, family or household affairs (eg nanny, au pair …)" are
 * excluded (National Insurance Contributions Act 2014 s.2(3)), unless she is a care or support worker
 * for someone who needs care: https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim06535
 * and https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim06520 .
 */
import { rowInForce } from './in-force.ts';

/** Pounds for each earnings period, as HMRC rounds them for weekly and monthly payrolls. */
export interface PerPeriod {
  readonly week: number;
  readonly month: number;
  readonly year: number;
}

export interface NationalInsuranceYear {
  readonly from: string;
  readonly to: string;
  /** Employee contributions start above this. */
  readonly primaryThreshold: PerPeriod;
  /** Employee contributions fall to `upperRate` above this. */
  readonly upperEarningsLimit: PerPeriod;
  /** Employer contributions start above this. */
  readonly secondaryThreshold: PerPeriod;
  /** Employee: 8% between the primary threshold and the upper earnings limit, 2% above. */
  readonly primaryRate: number;
  readonly upperRate: number;
  /** Employer: on everything above the secondary threshold, with no upper limit. */
  readonly secondaryRate: number;
  /** Whether a family employing a nanny may claim the Employment Allowance: no (see above). */
  readonly employmentAllowanceForDomesticEmployers: false;
  readonly employmentAllowanceSource: string;
  readonly sources: readonly string[];
  readonly checked: string;
}

/** Oldest first. */
export const NATIONAL_INSURANCE_TABLE: readonly NationalInsuranceYear[] = [
  {
    from: '2026-04-06',
    to: '2027-04-05',
    primaryThreshold: { week: 242, month: 1_048, year: 12_570 },
    upperEarningsLimit: { week: 967, month: 4_189, year: 50_270 },
    secondaryThreshold: { week: 96, month: 417, year: 5_000 },
    primaryRate: 0.08,
    upperRate: 0.02,
    secondaryRate: 0.15,
    employmentAllowanceForDomesticEmployers: false,
    employmentAllowanceSource: 'https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim06535',
    sources: ['https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2026-to-2027'],
    checked: '2026-11-28',
  },
];

/** The row for the tax year holding a UK day; before the first row, the first; after the last, the last. */
export const nationalInsuranceOn = (day: string): NationalInsuranceYear =>
  rowInForce(NATIONAL_INSURANCE_TABLE, day);
