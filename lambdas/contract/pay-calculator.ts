/**
 * The true cost of a nanny: from her gross pay (or the take-home pay the family has in mind) to what
 * she takes home and what the family, as her employer, pays in all. Pure and dependency-free, for the
 * SPA and the server alike; every figure comes from the dated tables in ./legal/, passed in as
 * `PayrollTables` so the same arithmetic can be run on another year's figures.
 *
 * Each row is worked out the way a payroll run for that period works it out (HMRC's "week 1" or
 * "month 1" basis, which for steady pay gives what the cumulative basis gives):
 * - a week: one week's payslip if she is paid weekly;
 * - a month: one month's payslip if she is paid monthly;
 * - a year: the tax year's figures on the year's pay, with the personal allowance itself.
 * So 52 weeks or 12 months can differ from the year: each period's free pay, band limits and National
 * Insurance thresholds are rounded (1257L's free pay is £12,579.84 over 52 weeks, against £12,570 for the
 * year). Below the personal allowance taper, a year's take-home pay differs by up to about £30.
 *
 * Rounding, and where it comes from:
 * - Income Tax: taxable pay is pay less free pay, rounded down to whole pounds; tax is the rate on
 *   whole pounds in each band, so it is always whole pence (HMRC Tables B to D, "Round down taxable pay
 *   to the nearest pound": https://www.gov.uk/government/publications/taxable-pay-tables-manual-method).
 *   Free pay per week or month for tax code number n is HMRC's Tables A figure: for each complete 500
 *   of the code, £5,000 over the periods, and for the rest r, (r × 10 + 9) over the periods, each
 *   rounded up to the penny (https://www.gov.uk/government/publications/tables-a-pay-adjustment-tables;
 *   1257L: £241.92 a week, £1,048.26 a month). Each band's limit for a period is the year's limit over
 *   the periods, rounded up to the pound (Tables B to D, "Column 1").
 * - National Insurance: worked out on the exact pay of the period, employee and employer separately,
 *   each rounded to the nearest penny with half a penny or less disregarded (Social Security
 *   (Contributions) Regulations 2001 reg. 12(1); HMRC's examples round £500.15 × 10% = £50.015 to
 *   £50.01: https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim11002 and nim11009).
 * - Pension: each contribution rounded to the nearest penny (schemes may round differently; the
 *   difference is a penny at most).
 */
import { holidayOn, type HolidayRules } from './legal/holiday.ts';
import { incomeTaxOn, type IncomeTaxYear, type TaxBand } from './legal/income-tax.ts';
import { nationalInsuranceOn, type NationalInsuranceYear } from './legal/national-insurance.ts';
import { workplacePensionOn, type WorkplacePensionYear } from './legal/workplace-pension.ts';
import { livingWageWarning } from './pay-amounts.ts';

export interface PayrollTables {
  incomeTax: IncomeTaxYear;
  nationalInsurance: NationalInsuranceYear;
  pension: WorkplacePensionYear;
  holiday: HolidayRules;
}

/** The tables in force on a UK day (`YYYY-MM-DD`). */
export const payrollTablesOn = (day: string): PayrollTables => ({
  incomeTax: incomeTaxOn(day),
  nationalInsurance: nationalInsuranceOn(day),
  pension: workplacePensionOn(day),
  holiday: holidayOn(day),
});

/** The 2026/27 tax year (6 April 2026 to 5 April 2027): what the calculator uses. */
export const TAX_YEAR_2026_27: PayrollTables = payrollTablesOn('2026-04-06');

export type PayPeriodRow = 'week' | 'month' | 'year';
export type AmountPer = 'hour' | PayPeriodRow;
export const AMOUNT_PERS = ['hour', 'week', 'month', 'year'] as const satisfies readonly AmountPer[];

const PERIODS_A_YEAR: Record<PayPeriodRow, number> = { week: 52, month: 12, year: 1 };

// ---------------------------------------------------------------------------------------------------
// Income Tax (all amounts in pence)

/** HMRC Tables A free pay for one week or month of tax code number `code` (1257 for 1257L), in pence. */
export function freePayPerPeriod(code: number, period: 'week' | 'month'): number {
  if (code <= 0) return 0;
  const periods = PERIODS_A_YEAR[period];
  const fives = Math.floor(code / 500);
  const rest = code % 500;
  const perFive = Math.ceil(500_000 / periods);
  const restPay = rest > 0 ? Math.ceil(((rest * 10 + 9) * 100) / periods) : 0;
  return fives * perFive + restPay;
}

/** The personal allowance left on a year's income, in pounds (£1 less for every £2 over the threshold). */
export function personalAllowanceFor(yearIncomePounds: number, table: IncomeTaxYear): number {
  const over = Math.max(0, yearIncomePounds - table.taperThreshold);
  return Math.max(0, table.personalAllowance - Math.floor(over * table.taperRate));
}

/** Pence of tax on whole pounds of taxable pay, across bands whose limits are given in whole pounds. */
function taxOnBands(taxablePounds: number, bands: readonly TaxBand[], limitOf: (upTo: number) => number) {
  let tax = 0;
  let below = 0;
  for (const band of bands) {
    const top = band.upTo === null ? Infinity : limitOf(band.upTo);
    const inBand = Math.max(0, Math.min(taxablePounds, top) - below);
    tax += inBand * Math.round(band.rate * 100);
    if (taxablePounds <= top) break;
    below = top;
  }
  return tax;
}

/**
 * Tax due to date in pence, as HMRC's manual method works it: pay to date less free pay to date,
 * rounded down to whole pounds, taxed band by band with each band's limit to date rounded up to the
 * pound. `periodNumber` is the week (1–52) or month (1–12) of the tax year.
 */
export function taxDueToDate(args: {
  payToDate: number;
  periodNumber: number;
  period: 'week' | 'month';
  code: number;
  bands: readonly TaxBand[];
}): number {
  const periods = PERIODS_A_YEAR[args.period];
  const freePay = freePayPerPeriod(args.code, args.period) * args.periodNumber;
  const taxable = Math.max(0, Math.floor((args.payToDate - freePay) / 100));
  return taxOnBands(taxable, args.bands, (upTo) => Math.ceil((upTo * args.periodNumber) / periods));
}

/** A year's tax in pence on a year's pay, with the (tapered) personal allowance itself. */
export function taxForYear(payPence: number, bands: readonly TaxBand[], table: IncomeTaxYear): number {
  const allowance = personalAllowanceFor(payPence / 100, table);
  const taxable = Math.max(0, Math.floor((payPence - allowance * 100) / 100));
  return taxOnBands(taxable, bands, (upTo) => upTo);
}

// ---------------------------------------------------------------------------------------------------
// National Insurance (pence)

/** Hundredths of a penny to pence: nearest penny, half a penny or less disregarded (reg. 12(1)). */
const niPence = (hundredthsOfPenny: number) => {
  const whole = Math.floor(hundredthsOfPenny / 100);
  return hundredthsOfPenny - whole * 100 > 50 ? whole + 1 : whole;
};
/** A rate as hundredths of a percent (8% → 800), so the arithmetic stays in whole numbers. */
const basisPoints = (rate: number) => Math.round(rate * 10_000);

/** The employee's Class 1 contribution on one period's pay, in pence. */
export function employeeNi(earnings: number, period: PayPeriodRow, table: NationalInsuranceYear): number {
  const pt = table.primaryThreshold[period] * 100;
  const uel = table.upperEarningsLimit[period] * 100;
  const main = Math.max(0, Math.min(earnings, uel) - pt);
  const upper = Math.max(0, earnings - Math.max(uel, pt));
  return niPence((main * basisPoints(table.primaryRate) + upper * basisPoints(table.upperRate)) / 100);
}

/** The employer's Class 1 contribution on one period's pay, in pence: all pay above the threshold. */
export function employerNi(earnings: number, period: PayPeriodRow, table: NationalInsuranceYear): number {
  const st = table.secondaryThreshold[period] * 100;
  return niPence((Math.max(0, earnings - st) * basisPoints(table.secondaryRate)) / 100);
}

// ---------------------------------------------------------------------------------------------------
// Workplace pension (pence)

/** What the law asks of the family for this pay: enrol her, enrol her if she asks, or let her join. */
export type PensionDuty = 'enrol' | 'opt-in' | 'join';

export function pensionDuty(
  earnings: number,
  period: PayPeriodRow,
  table: WorkplacePensionYear,
): PensionDuty {
  if (earnings > table.earningsTrigger[period] * 100) return 'enrol';
  if (earnings > table.lowerLimit[period] * 100) return 'opt-in';
  return 'join';
}

export interface PensionContributions {
  /** Pay between the lower and upper limits of qualifying earnings. */
  qualifying: number;
  /** What she pays from her take-home pay (4% of qualifying earnings). */
  employee: number;
  /** The basic-rate relief the scheme claims from HMRC on her contribution (1%). */
  relief: number;
  /** What the family pays (3%). */
  employer: number;
}

const NO_PENSION: PensionContributions = { qualifying: 0, employee: 0, relief: 0, employer: 0 };

/** The legal minimum contributions on one period's pay under relief at source, in pence. */
export function pensionContributions(
  earnings: number,
  period: PayPeriodRow,
  table: WorkplacePensionYear,
): PensionContributions {
  const lower = table.lowerLimit[period] * 100;
  const upper = table.upperLimit[period] * 100;
  const qualifying = Math.max(0, Math.min(earnings, upper) - lower);
  if (qualifying === 0) return NO_PENSION;
  const employer = Math.round((qualifying * basisPoints(table.employerRate)) / 10_000);
  const employeeGross = Math.round(
    (qualifying * (basisPoints(table.totalRate) - basisPoints(table.employerRate))) / 10_000,
  );
  const relief = Math.round((employeeGross * basisPoints(table.reliefAtSourceRate)) / 10_000);
  return { qualifying, employee: employeeGross - relief, relief, employer };
}

// ---------------------------------------------------------------------------------------------------
// One period's figures

export interface PeriodFigures {
  /** Pounds, to the penny. */
  gross: number;
  incomeTax: number;
  employeeNi: number;
  /** Her pension contribution, out of her take-home pay. */
  employeePension: number;
  takeHome: number;
  employerNi: number;
  employerPension: number;
  /** Gross pay, employer National Insurance and employer pension: what the family pays in all. */
  familyCost: number;
  /** The tax relief the pension scheme adds to her contribution (not paid by anyone here). */
  pensionRelief: number;
  qualifyingEarnings: number;
}

interface PeriodOptions {
  scotland: boolean;
  /** Pension contributions on or off; undefined: on exactly when she must be enrolled. */
  pension: boolean | undefined;
  tables: PayrollTables;
}

interface PencePeriod {
  gross: number;
  tax: number;
  eeNi: number;
  erNi: number;
  pension: PensionContributions;
}

function periodInPence(gross: number, period: PayPeriodRow, options: PeriodOptions): PencePeriod {
  const { incomeTax, nationalInsurance, pension } = options.tables;
  const bands = options.scotland ? incomeTax.scotland : incomeTax.restOfUk;
  const yearIncome = (gross * PERIODS_A_YEAR[period]) / 100;
  const tax =
    period === 'year'
      ? taxForYear(gross, bands, incomeTax)
      : taxDueToDate({
          payToDate: gross,
          periodNumber: 1,
          period,
          code: Math.floor(personalAllowanceFor(yearIncome, incomeTax) / 10),
          bands,
        });
  const enrolled = options.pension ?? pensionDuty(gross, period, pension) === 'enrol';
  return {
    gross,
    tax,
    eeNi: employeeNi(gross, period, nationalInsurance),
    erNi: employerNi(gross, period, nationalInsurance),
    pension: enrolled ? pensionContributions(gross, period, pension) : NO_PENSION,
  };
}

const takeHomePence = (p: PencePeriod) => p.gross - p.tax - p.eeNi - p.pension.employee;
const pounds = (pence: number) => pence / 100;

function figures(p: PencePeriod): PeriodFigures {
  return {
    gross: pounds(p.gross),
    incomeTax: pounds(p.tax),
    employeeNi: pounds(p.eeNi),
    employeePension: pounds(p.pension.employee),
    takeHome: pounds(takeHomePence(p)),
    employerNi: pounds(p.erNi),
    employerPension: pounds(p.pension.employer),
    familyCost: pounds(p.gross + p.erNi + p.pension.employer),
    pensionRelief: pounds(p.pension.relief),
    qualifyingEarnings: pounds(p.pension.qualifying),
  };
}

/** One period's figures on a gross pay in pounds. */
export function payslip(
  grossPounds: number,
  period: PayPeriodRow,
  options: { scotland: boolean; pension?: boolean; tables?: PayrollTables },
): PeriodFigures {
  return figures(
    periodInPence(Math.round(grossPounds * 100), period, {
      scotland: options.scotland,
      pension: options.pension,
      tables: options.tables ?? TAX_YEAR_2026_27,
    }),
  );
}

/**
 * A gross pay for one period, in pence, whose take-home pay is exactly the one asked for. Take-home
 * pay rises by at most a penny for each penny of gross pay (it can fall a little where a new whole
 * pound of taxable pay begins, or where the pension starts), so a search to the penny for where it
 * first reaches the target from below lands on the target exactly, and that gross pay gives back the
 * take-home pay asked for. Where two gross pays a few pence apart give the same take-home pay, the
 * search may find either.
 */
function grossForTakeHome(target: number, period: PayPeriodRow, options: PeriodOptions): number {
  if (target <= 0) return 0;
  const enough = (gross: number) => takeHomePence(periodInPence(gross, period, options)) >= target;
  let high = target * 2;
  while (!enough(high)) high *= 2;
  let low = 0;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (enough(mid)) high = mid;
    else low = mid;
  }
  return high;
}

// ---------------------------------------------------------------------------------------------------
// The calculator

export interface PayCalculatorInput {
  /** Pounds: gross pay, or the take-home pay wanted when `basis` is 'net'. */
  amount: number;
  basis: 'gross' | 'net';
  per: AmountPer;
  /** Hours a week: turns an hourly amount into a week's, and gives the hourly figures. */
  hoursPerWeek: number;
  /** She pays Scottish Income Tax (her main home is in Scotland). */
  scotland: boolean;
  /** Pension contributions on or off; left out, on exactly when she must be enrolled. */
  pension?: boolean;
}

export interface PayCalculation {
  week: PeriodFigures;
  month: PeriodFigures;
  year: PeriodFigures;
  /** Per hour, from the week's figures, when hours a week are given. */
  hour: Pick<PeriodFigures, 'gross' | 'takeHome' | 'familyCost'> | null;
  /** The pay period the amount was given in (an hourly amount is worked as a week's pay). */
  basisPeriod: PayPeriodRow;
  /** What the law asks about the pension, on the basis period's pay. */
  pensionDuty: PensionDuty;
  /** Whether contributions are counted. */
  pensionOn: boolean;
  /** The part of the year's gross pay paid for her weeks of statutory holiday (already in it). */
  holiday: { weeks: number; pay: number };
  taxYear: { from: string; to: string; checked: string };
}

const roundTo = (pence: number, divisor: number) => Math.round(pence / divisor);

/** Gross pay in pence for each row, from the basis period's. */
function grossRows(basisGross: number, basis: PayPeriodRow): Record<PayPeriodRow, number> {
  if (basis === 'week') {
    const year = basisGross * 52;
    return { week: basisGross, month: roundTo(year, 12), year };
  }
  if (basis === 'month') {
    const year = basisGross * 12;
    return { week: roundTo(year, 52), month: basisGross, year };
  }
  return { week: roundTo(basisGross, 52), month: roundTo(basisGross, 12), year: basisGross };
}

export function calculatePay(
  input: PayCalculatorInput,
  tables: PayrollTables = TAX_YEAR_2026_27,
): PayCalculation {
  const basisPeriod: PayPeriodRow = input.per === 'hour' ? 'week' : input.per;
  const amount = Math.round(
    input.per === 'hour' ? input.amount * 100 * input.hoursPerWeek : input.amount * 100,
  );
  const base = { scotland: input.scotland, tables };
  // The pension follows the basis period's pay, so every row counts it or none does.
  const basisOptions: PeriodOptions = { ...base, pension: input.pension };
  const basisGross = input.basis === 'gross' ? amount : grossForTakeHome(amount, basisPeriod, basisOptions);
  const duty = pensionDuty(basisGross, basisPeriod, tables.pension);
  const pensionOn = input.pension ?? duty === 'enrol';
  const options: PeriodOptions = { ...base, pension: pensionOn };
  const gross = grossRows(basisGross, basisPeriod);
  const week = figures(periodInPence(gross.week, 'week', options));
  const month = figures(periodInPence(gross.month, 'month', options));
  const year = figures(periodInPence(gross.year, 'year', options));
  const hours = input.hoursPerWeek > 0 ? input.hoursPerWeek : null;
  const perHour = (pounds: number) => Math.round((pounds * 100) / hours!) / 100;
  return {
    week,
    month,
    year,
    hour: hours
      ? { gross: perHour(week.gross), takeHome: perHour(week.takeHome), familyCost: perHour(week.familyCost) }
      : null,
    basisPeriod,
    pensionDuty: duty,
    pensionOn,
    holiday: {
      weeks: tables.holiday.statutoryWeeks,
      pay: Math.round((gross.year * tables.holiday.statutoryWeeks) / 52) / 100,
    },
    taxYear: { from: tables.incomeTax.from, to: tables.incomeTax.to, checked: tables.incomeTax.checked },
  };
}

/**
 * Why the calculated gross pay is below the National Living Wage (aged 21 and over) in force on `day`,
 * as a warning beside the figures; null when it is not, or when no hours a week are given to say what
 * it pays an hour. A week is a 52nd of the year's gross pay, however the amount was given.
 */
export function calculationWageWarning(
  result: Pick<PayCalculation, 'year'>,
  hoursPerWeek: number,
  day: string,
): string | null {
  if (!(hoursPerWeek > 0)) return null;
  return livingWageWarning(result.year.gross / 52, hoursPerWeek, day);
}

// ---------------------------------------------------------------------------------------------------
// Scotland by postcode

/**
 * The postcode areas in Scotland. Two cross the border: TD15 (Berwick-upon-Tweed) is mostly in
 * Northumberland, England, with a few Scottish Borders villages (Foulden, Paxton, Hutton); TD12
 * (Coldstream, Scotland; Cornhill-on-Tweed and Mindrum, England) and TD9 (Hawick, Newcastleton;
 * a few addresses in Cumbria) are mostly in Scotland; the DG area also holds a few addresses just over
 * the border in Cumbria; the CA (Carlisle) area is in England. A district is counted where most of it
 * lies. Sources: https://en.wikipedia.org/wiki/TD_postcode_area and
 * https://en.wikipedia.org/wiki/DG_postcode_area (Royal Mail's coverage, local authority by district).
 */
const SCOTTISH_AREAS = new Set([
  'AB',
  'DD',
  'DG',
  'EH',
  'FK',
  'G',
  'HS',
  'IV',
  'KA',
  'KW',
  'KY',
  'ML',
  'PA',
  'PH',
  'TD',
  'ZE',
]);
/** Districts of Scottish areas that lie mostly in England. */
const ENGLISH_DISTRICTS = new Set(['TD15']);

/** Whether a postcode (`EH1 1YZ`) or district (`EH1`) is in Scotland, counting a district where most of it lies. */
export function isScottishPostcode(postcodeOrDistrict: string): boolean {
  const compact = postcodeOrDistrict.toUpperCase().replace(/\s+/g, '');
  const match = /^([A-Z]{1,2})(\d[A-Z\d]?)/.exec(compact);
  if (!match) return false;
  const [, area, rest] = match;
  // A full postcode ends in a digit and two letters: its district is what comes before them.
  const district = compact.length >= 5 && /\d[A-Z]{2}$/.test(compact) ? compact.slice(0, -3) : area! + rest!;
  if (ENGLISH_DISTRICTS.has(district)) return false;
  return SCOTTISH_AREAS.has(area!);
}
