import { describe, expect, it } from 'vitest';
import {
  INCOME_TAX_TABLE,
  type IncomeTaxYear,
  type TaxBand,
} from '../../lambdas/contract/legal/income-tax.ts';
import {
  NATIONAL_INSURANCE_TABLE,
  type NationalInsuranceYear,
} from '../../lambdas/contract/legal/national-insurance.ts';
import { WORKPLACE_PENSION_TABLE } from '../../lambdas/contract/legal/workplace-pension.ts';
import { HOLIDAY_TABLE } from '../../lambdas/contract/legal/holiday.ts';
import { minimumWageOn } from '../../lambdas/contract/legal/minimum-wage.ts';
import { formatPounds } from '../../lambdas/contract/money.ts';
import { longDate } from '../../lambdas/contract/long-date.ts';
import {
  calculatePay,
  calculationWageWarning,
  employeeNi,
  employerNi,
  freePayPerPeriod,
  isScottishPostcode,
  payslip,
  pensionContributions,
  pensionDuty,
  taxDueToDate,
  taxForYear,
  TAX_YEAR_2026_27,
} from '../../lambdas/contract/pay-calculator.ts';

const Y2026 = TAX_YEAR_2026_27;
const RUK = Y2026.incomeTax.restOfUk;
const SCOT = Y2026.incomeTax.scotland;
const pounds = (p: number) => Math.round(p * 100);

/** A National Insurance row for another year, as that year's examples need it. */
const niYear = (over: Partial<NationalInsuranceYear>): NationalInsuranceYear => ({
  ...Y2026.nationalInsurance,
  ...over,
});

describe('the 2026/27 tables', () => {
  it('hold the published figures, each row dated, sourced and checked', () => {
    const tax = INCOME_TAX_TABLE.at(-1)!;
    expect([tax.from, tax.to, tax.personalAllowance, tax.taperThreshold]).toEqual([
      '2026-04-06',
      '2027-04-05',
      12_570,
      100_000,
    ]);
    expect(tax.restOfUk.map((b) => [b.rate, b.upTo])).toEqual([
      [0.2, 37_700],
      [0.4, 125_140],
      [0.45, null],
    ]);
    // The Scottish Rate Resolution 2026-27: limits on income above the personal allowance.
    expect(tax.scotland.map((b) => [b.name, b.rate, b.upTo])).toEqual([
      ['Starter rate', 0.19, 3_967],
      ['Basic rate', 0.2, 16_956],
      ['Intermediate rate', 0.21, 31_092],
      ['Higher rate', 0.42, 62_430],
      ['Advanced rate', 0.45, 125_140],
      ['Top rate', 0.48, null],
    ]);
    const ni = NATIONAL_INSURANCE_TABLE.at(-1)!;
    expect([ni.primaryThreshold, ni.upperEarningsLimit, ni.secondaryThreshold]).toEqual([
      { week: 242, month: 1_048, year: 12_570 },
      { week: 967, month: 4_189, year: 50_270 },
      { week: 96, month: 417, year: 5_000 },
    ]);
    expect([ni.primaryRate, ni.upperRate, ni.secondaryRate]).toEqual([0.08, 0.02, 0.15]);
    expect(ni.employmentAllowanceForDomesticEmployers).toBe(false);
    const pension = WORKPLACE_PENSION_TABLE.at(-1)!;
    expect([pension.earningsTrigger, pension.lowerLimit, pension.upperLimit]).toEqual([
      { week: 192, month: 833, year: 10_000 },
      { week: 120, month: 520, year: 6_240 },
      { week: 967, month: 4_189, year: 50_270 },
    ]);
    expect([pension.employerRate, pension.totalRate]).toEqual([0.03, 0.08]);
    expect(HOLIDAY_TABLE.at(-1)!.statutoryWeeks).toBe(5.6);
    for (const row of [tax, ni, pension, HOLIDAY_TABLE.at(-1)!]) {
      expect(row.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const sources = 'sources' in row ? row.sources : [row.source];
      for (const url of sources)
        expect(url).toMatch(
          /^https:\/\/(www\.gov\.uk|www\.parliament\.scot|www\.thepensionsregulator\.gov\.uk)\//,
        );
    }
  });
});

describe('free pay (HMRC Tables A)', () => {
  it('matches HMRC’s Tables B to D (April 2013) example: code 431L at month 4 is £1,439.68', () => {
    // https://www.gov.uk/government/publications/taxable-pay-tables-manual-method (April 2013 issue,
    // "Example 1": code 431L, month 4, "Minus Pay Adjustment Tables A figure at Month 4 code 431L 1,439.68").
    expect(freePayPerPeriod(431, 'month') * 4).toBe(143_968);
  });

  it('uses the £96.16 week-1 figure for each complete 500 of a code, as Tables A’s box gives it', () => {
    // https://www.gov.uk/government/publications/tables-a-pay-adjustment-tables: codes over 500 take
    // £96.16 (week 1) per 500 from the box, plus the table's figure for the rest. 1250L: 2 × 96.16 + 48.25.
    expect(freePayPerPeriod(1250, 'week')).toBe(24_057);
    // 1257L by hand: 2 × 96.16 + ⌈2579 / 52⌉ = 192.32 + 49.60 = £241.92 a week;
    // 2 × 416.67 + ⌈2579 / 12⌉ = 833.34 + 214.92 = £1,048.26 a month.
    expect(freePayPerPeriod(1257, 'week')).toBe(24_192);
    expect(freePayPerPeriod(1257, 'month')).toBe(104_826);
    expect(freePayPerPeriod(0, 'week')).toBe(0);
  });
});

describe('PAYE tax to date (HMRC manual method)', () => {
  it('taxes the April 2013 example’s £1,960 of taxable pay at 20%: £392.00', () => {
    // Same example: total pay to date £3,400.00 less £1,439.68 = £1,960.32, rounded down to £1,960;
    // 2013/14's basic rate band (£32,010, so £10,670 by month 4) holds it all: 1,960 × 20% = £392.00.
    const bands2013: TaxBand[] = [
      { name: 'Basic rate', rate: 0.2, upTo: 32_010 },
      { name: 'Higher rate', rate: 0.4, upTo: 150_000 },
      { name: 'Additional rate', rate: 0.45, upTo: null },
    ];
    expect(
      taxDueToDate({ payToDate: 340_000, periodNumber: 4, period: 'month', code: 431, bands: bands2013 }),
    ).toBe(39_200);
  });

  it('rounds each band’s limit to date up to the pound, as Tables B to D’s Column 1', () => {
    // Tables B to D (April 2012), Column 1 for a £32,010 basic rate band: week 4 is £2,463
    // (32,010 × 4 / 52 = 2,462.31, rounded up). £2,500 taxable at week 4: 2,463 at 20% + 37 at 40%.
    const bands2012: TaxBand[] = [
      { name: 'Basic rate', rate: 0.2, upTo: 32_010 },
      { name: 'Higher rate', rate: 0.4, upTo: null },
    ];
    expect(
      taxDueToDate({ payToDate: 250_000, periodNumber: 4, period: 'week', code: 0, bands: bands2012 }),
    ).toBe(2_463 * 20 + 37 * 40);
  });
});

describe('a year’s Income Tax', () => {
  it('matches the Scottish Government’s 2026-27 figures (Scottish Budget, Table 8)', () => {
    // Scottish Government, Scottish Budget 2026-27, Table 8 "Differences between Scottish and rUK income
    // tax liabilities, 2026-27" (whole pounds), as stored at
    // https://www.parliament.scot/search?pg=2563&qry=annalena+baerbock+2024 . By hand, £20,000: 3,967 at
    // 19% (753.73) + 3,463 at 20% (692.60) = £1,446.33; £150,000 (no allowance left): 753.73 + 2,597.80 +
    // 2,968.56 + 13,161.96 + 28,219.50 + 24,860 at 48% (11,932.80) = £59,634.35.
    const expected: Array<[number, number, number]> = [
      [20_000, 1_446, 144_633],
      [30_000, 3_451, 345_107],
      [45_000, 6_882, 688_205],
      [50_000, 8_982, 898_205],
      [100_000, 30_732, 3_073_205],
      [150_000, 59_634, 5_963_435],
    ];
    for (const [pay, whole, pence] of expected) {
      const tax = taxForYear(pounds(pay), SCOT, Y2026.incomeTax);
      expect(tax).toBe(pence);
      expect(Math.round(tax / 100)).toBe(whole);
    }
  });

  it('matches the Chartered Institute of Taxation’s 2026/27 comparison for the rest of the UK', () => {
    // https://www.tax.org.uk/ciot-s-reaction-to-the-income-tax-announcements-in-today-s-scottish-budget
    // (13 January 2026): £15,000 → £486 (UK) and £462 (Scotland), £20,000 → £1,486, £50,000 → £7,486.
    expect(taxForYear(pounds(15_000), RUK, Y2026.incomeTax)).toBe(48_600);
    expect(Math.round(taxForYear(pounds(15_000), SCOT, Y2026.incomeTax) / 100)).toBe(462);
    expect(taxForYear(pounds(20_000), RUK, Y2026.incomeTax)).toBe(148_600);
    expect(taxForYear(pounds(50_000), RUK, Y2026.incomeTax)).toBe(748_600);
  });

  it('tapers the personal allowance above £100,000 (by hand: £110,000 leaves £7,570)', () => {
    // £110,000: allowance 12,570 − 5,000 = 7,570; taxable 102,430 = 37,700 at 20% (7,540) + 64,730 at
    // 40% (25,892) = £33,432.00.
    expect(taxForYear(pounds(110_000), RUK, Y2026.incomeTax)).toBe(3_343_200);
  });

  it('agrees with Deloitte’s 2026/27 Scottish example on £16,000 (tax £651.70, NI £274.40)', () => {
    // Published by the BBC, "Scottish Budget 2026/27: What could you be paying in tax?"
    // https://www.bbc.co.uk/news/articles/c3r709rwpy0o : 3,430 at 19% = £651.70; NI 3,430 at 8% = £274.40.
    const year = payslip(16_000, 'year', { scotland: true, pension: false });
    expect([year.incomeTax, year.employeeNi, year.takeHome]).toEqual([651.7, 274.4, 15_073.9]);
  });
});

describe('National Insurance, exact percentage method', () => {
  it('matches HMRC’s 2012/13 examples for an employee paid monthly', () => {
    // https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim01222 : £4,000 a month,
    // PT £634, UEL £3,540, 12% and 2%: £348.72 + £9.20 = £357.92.
    // https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim01223 : £3,000 → £283.92.
    const y2012 = niYear({
      primaryThreshold: { week: 146, month: 634, year: 7_605 },
      upperEarningsLimit: { week: 817, month: 3_540, year: 42_475 },
      primaryRate: 0.12,
      upperRate: 0.02,
    });
    expect(employeeNi(400_000, 'month', y2012)).toBe(35_792);
    expect(employeeNi(300_000, 'month', y2012)).toBe(28_392);
  });

  it('rounds half a penny down, as HMRC’s examples do', () => {
    // https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim11009 (1997/98): employer's
    // NICs on £500.15 a week at 10% of all earnings = £50.01. nim11011 (1998/99): £775.00 a month at 7%
    // = £54.25. nim11007 (1996/97): £115.00 a week at 5% = £5.75.
    const allEarnings = (rate: number) =>
      niYear({ secondaryThreshold: { week: 0, month: 0, year: 0 }, secondaryRate: rate });
    expect(employerNi(50_015, 'week', allEarnings(0.1))).toBe(5_001);
    expect(employerNi(77_500, 'month', allEarnings(0.07))).toBe(5_425);
    expect(employerNi(11_500, 'week', allEarnings(0.05))).toBe(575);
  });

  it('works 2026/27 on each period’s thresholds (by hand)', () => {
    const ni = Y2026.nationalInsurance;
    // £640 a week: (640 − 242) × 8% = £31.84; employer (640 − 96) × 15% = £81.60.
    expect(employeeNi(64_000, 'week', ni)).toBe(3_184);
    expect(employerNi(64_000, 'week', ni)).toBe(8_160);
    // £5,000 a month, above the UEL: (4,189 − 1,048) × 8% = 251.28 + (5,000 − 4,189) × 2% = 16.22.
    expect(employeeNi(500_000, 'month', ni)).toBe(26_750);
    // Below the thresholds: nothing.
    expect(employeeNi(24_200, 'week', ni)).toBe(0);
    expect(employerNi(9_600, 'week', ni)).toBe(0);
  });
});

describe('workplace pension, qualifying earnings', () => {
  const pension = Y2026.pension;

  it('splits 8% as gov.uk’s example does: she puts in £40, the family £30, tax relief £10', () => {
    // https://www.gov.uk/workplace-pensions/what-you-your-employer-and-the-government-pay : "you put in
    // £40, your employer puts in £30, you get £10 tax relief. A total of £80". £1,520 a month is £1,000
    // of qualifying earnings (above £520).
    expect(pensionContributions(152_000, 'month', pension)).toEqual({
      qualifying: 100_000,
      employee: 4_000,
      relief: 1_000,
      employer: 3_000,
    });
  });

  it('matches a payroll bureau’s weekly example on TPR’s thresholds: £300 a week', () => {
    // Paystream, "How much must I and my employer contribute…": qualifying earnings between £120 and
    // £967 a week; £300 a week → £180: you £7.20, employer £5.40, tax relief £1.80.
    // https://help.paystream.co.uk/hc/en/3-paystream/faq/37-how-much-must-i-and-my-employer-contribute-into-the-workplace-pension-scheme-under-the-pensions-auto-enrolment-provisions-1691160538
    expect(pensionContributions(30_000, 'week', pension)).toEqual({
      qualifying: 18_000,
      employee: 720,
      relief: 180,
      employer: 540,
    });
  });

  it('caps qualifying earnings at the upper limit, and says what the law asks at each level', () => {
    // £5,000 a month: 4,189 − 520 = £3,669; employer 3% £110.07, hers 5% £183.45 less relief £36.69.
    expect(pensionContributions(500_000, 'month', pension)).toEqual({
      qualifying: 366_900,
      employee: 14_676,
      relief: 3_669,
      employer: 11_007,
    });
    expect(pensionDuty(19_201, 'week', pension)).toBe('enrol');
    expect(pensionDuty(19_200, 'week', pension)).toBe('opt-in');
    expect(pensionDuty(12_000, 'week', pension)).toBe('join');
    expect(pensionContributions(12_000, 'week', pension).qualifying).toBe(0);
  });
});

describe('calculatePay', () => {
  it('turns £16 an hour for 40 hours into each period’s figures (by hand, rest of the UK)', () => {
    const result = calculatePay({
      amount: 16,
      basis: 'gross',
      per: 'hour',
      hoursPerWeek: 40,
      scotland: false,
    });
    // A week, £640: tax (640 − 241.92 = 398.08 → £398) × 20% = £79.60; NI £31.84; pension: qualifying
    // £520, hers £26.00 − £5.20 relief = £20.80, the family's £15.60; take-home 640 − 79.60 − 31.84 −
    // 20.80 = £507.76; the family's cost 640 + 81.60 + 15.60 = £737.20.
    expect(result.week).toEqual({
      gross: 640,
      incomeTax: 79.6,
      employeeNi: 31.84,
      employeePension: 20.8,
      takeHome: 507.76,
      employerNi: 81.6,
      employerPension: 15.6,
      familyCost: 737.2,
      pensionRelief: 5.2,
      qualifyingEarnings: 520,
    });
    // A month, £33,280 / 12 = £2,773.33: tax (2,773.33 − 1,048.26 → £1,725) × 20% = £345.00; NI
    // 1,725.33 × 8% = £138.03 (138.0264); employer 2,356.33 × 15% = £353.45 (353.4495); pension on
    // £2,253.33: family 3% = £67.60, hers 5% = £112.67 less £22.53 = £90.14; take-home £2,200.16.
    expect(result.month).toMatchObject({
      gross: 2_773.33,
      incomeTax: 345,
      employeeNi: 138.03,
      employerNi: 353.45,
      employerPension: 67.6,
      employeePension: 90.14,
      takeHome: 2_200.16,
      familyCost: 3_194.38,
    });
    // A year, £33,280: tax 20,710 × 20% = £4,142.00; NI £1,656.80; employer (33,280 − 5,000) × 15% =
    // £4,242.00; pension on £27,040: £811.20 and £1,352.00 − £270.40 = £1,081.60.
    expect(result.year).toMatchObject({
      gross: 33_280,
      incomeTax: 4_142,
      employeeNi: 1_656.8,
      employerNi: 4_242,
      employerPension: 811.2,
      employeePension: 1_081.6,
      takeHome: 26_399.6,
      familyCost: 38_333.2,
    });
    expect(result.hour).toEqual({ gross: 16, takeHome: 12.69, familyCost: 18.43 });
    expect(result.pensionDuty).toBe('enrol');
    expect(result.pensionOn).toBe(true);
    // 5.6 of the year's 52 weeks of pay: 33,280 × 5.6 / 52 = £3,584.00, already in the year's pay.
    expect(result.holiday).toEqual({ weeks: 5.6, pay: 3_584 });
    expect(result.taxYear).toMatchObject({ from: '2026-04-06', to: '2027-04-05' });
  });

  it('taxes a Scottish taxpayer on the Scottish bands, period by period (by hand)', () => {
    // £640 a week, S1257L: £398 taxable; week 1 limits ⌈3,967/52⌉ = 77 and ⌈16,956/52⌉ = 327:
    // 77 × 19% = 14.63 + 250 × 20% = 50.00 + 71 × 21% = 14.91 → £79.54 (rest of the UK: £79.60).
    const scot = calculatePay({ amount: 640, basis: 'gross', per: 'week', hoursPerWeek: 40, scotland: true });
    const ruk = calculatePay({ amount: 640, basis: 'gross', per: 'week', hoursPerWeek: 40, scotland: false });
    expect(scot.week.incomeTax).toBe(79.54);
    expect(ruk.week.incomeTax).toBe(79.6);
    expect(scot.week.employeeNi).toBe(ruk.week.employeeNi);
    // £50,000 a year: Scotland £8,982.05 against £7,486.00.
    const scotYear = calculatePay({
      amount: 50_000,
      basis: 'gross',
      per: 'year',
      hoursPerWeek: 40,
      scotland: true,
    });
    expect(scotYear.year.incomeTax).toBe(8_982.05);
  });

  it('above the upper earnings limit: 2% NI and capped pension (by hand)', () => {
    const result = calculatePay({
      amount: 5_000,
      basis: 'gross',
      per: 'month',
      hoursPerWeek: 45,
      scotland: false,
    });
    // Tax: 5,000 − 1,048.26 → £3,951; month-1 basic band ⌈37,700/12⌉ = £3,142: 628.40 + 809 × 40% = 323.60.
    expect(result.month).toMatchObject({ incomeTax: 952, employeeNi: 267.5, employerPension: 110.07 });
    expect(result.month.employeePension).toBe(146.76);
  });

  it('below the earnings trigger: no pension unless she opts in, and none below the lower limit', () => {
    const low = calculatePay({ amount: 15, basis: 'gross', per: 'hour', hoursPerWeek: 10, scotland: false });
    // £150 a week: under £192, over £120: she may opt in; no tax or NI of hers; the family's NI (150 − 96) × 15%.
    expect(low.pensionDuty).toBe('opt-in');
    expect(low.pensionOn).toBe(false);
    expect(low.week).toMatchObject({ incomeTax: 0, employeeNi: 0, employeePension: 0, employerNi: 8.1 });
    expect(low.week.takeHome).toBe(150);
    const optedIn = calculatePay({
      amount: 15,
      basis: 'gross',
      per: 'hour',
      hoursPerWeek: 10,
      scotland: false,
      pension: true,
    });
    // Qualifying £30: family 90p, hers £1.50 less 30p relief = £1.20.
    expect(optedIn.week).toMatchObject({ employerPension: 0.9, employeePension: 1.2, takeHome: 148.8 });
    const tiny = calculatePay({
      amount: 100,
      basis: 'gross',
      per: 'week',
      hoursPerWeek: 8,
      scotland: false,
      pension: true,
    });
    expect(tiny.pensionDuty).toBe('join');
    expect(tiny.week.employerPension).toBe(0);
  });

  it('finds the gross pay for a take-home pay, and both directions agree to the penny', () => {
    const net = calculatePay({
      amount: 507.76,
      basis: 'net',
      per: 'week',
      hoursPerWeek: 40,
      scotland: false,
    });
    expect(net.week.takeHome).toBe(507.76);
    expect(net.week.gross).toBeLessThanOrEqual(640);
    const back = calculatePay({
      amount: net.week.gross,
      basis: 'gross',
      per: 'week',
      hoursPerWeek: 40,
      scotland: false,
    });
    expect(back.week.takeHome).toBe(507.76);
    for (const per of ['week', 'month', 'year'] as const)
      for (const scotland of [false, true])
        for (const gross of [90, 155.55, 333.33, 641.27, 1_234.56, 2_999.99, 4_321.09, 48_765.43, 130_000]) {
          const forward = calculatePay({ amount: gross, basis: 'gross', per, hoursPerWeek: 40, scotland });
          const inverse = calculatePay({
            amount: forward[per].takeHome,
            basis: 'net',
            per,
            hoursPerWeek: 40,
            scotland,
          });
          expect(inverse[per].takeHome).toBe(forward[per].takeHome);
          // Within a pound of taxable pay's rounding (or the pension's start) of the gross pay given.
          expect(Math.abs(inverse[per].gross - gross)).toBeLessThan(per === 'year' ? 400 : 40);
        }
  });

  it('finds an hourly gross rate for an hourly take-home rate', () => {
    const net = calculatePay({ amount: 12.69, basis: 'net', per: 'hour', hoursPerWeek: 40, scotland: false });
    expect(net.week.takeHome).toBe(507.6);
    expect(net.hour!.gross).toBeCloseTo(16, 1);
  });

  it('passes another year’s tables through unchanged (the table is a parameter)', () => {
    const older: IncomeTaxYear = { ...Y2026.incomeTax, personalAllowance: 10_000 };
    const result = calculatePay(
      { amount: 20_000, basis: 'gross', per: 'year', hoursPerWeek: 40, scotland: false, pension: false },
      { ...Y2026, incomeTax: older },
    );
    expect(result.year.incomeTax).toBe(2_000);
  });
});

describe('isScottishPostcode', () => {
  it('knows the Scottish postcode areas, by postcode or district', () => {
    for (const code of ['EH1 1YZ', 'G1', 'g12 8qq', 'AB10', 'ZE1 0AA', 'DG16', 'KW15', 'TD1', 'TD9', 'TD12'])
      expect(isScottishPostcode(code), code).toBe(true);
  });

  it('counts TD15 (Berwick-upon-Tweed) and the Carlisle area in England, and nothing unknown', () => {
    for (const code of ['TD15', 'TD15 1AA', 'CA1', 'CA6 5AA', 'GL1', 'GU1', 'NE1', 'SW4', '', 'hello'])
      expect(isScottishPostcode(code), code).toBe(false);
    // "TD1 5AB" is a TD1 postcode, not TD15.
    expect(isScottishPostcode('TD1 5AB')).toBe(true);
  });
});

describe('calculationWageWarning', () => {
  const gross = (amount: number, per: 'hour' | 'week' | 'year', basis: 'gross' | 'net' = 'gross') =>
    calculatePay({ amount, basis, per, hoursPerWeek: 40, scotland: false });
  const rate = minimumWageOn('2026-11-28');

  it('warns when the gross pay an hour is below the National Living Wage in force, naming it and its day', () => {
    expect(calculationWageWarning(gross(11, 'hour'), 40, '2026-11-28')).toBe(
      `This pay is below the National Living Wage: ${formatPounds(rate.age21AndOver)} an hour gross for workers aged 21 and over from ${longDate(rate.from)}. It comes to £11 an hour gross. Lower rates apply only to workers under 21 and to apprentices.`,
    );
  });

  it('reads a take-home amount through its gross pay: £100 a week for 40 hours is £2.50 an hour', () => {
    expect(calculationWageWarning(gross(100, 'week', 'net'), 40, '2026-11-28')).toMatch(
      /It comes to £2\.50 an hour gross\./,
    );
  });

  it('says nothing at or above the rate, a week or a year, or without hours', () => {
    expect(calculationWageWarning(gross(rate.age21AndOver, 'hour'), 40, '2026-11-28')).toBeNull();
    expect(calculationWageWarning(gross(16, 'hour'), 40, '2026-11-28')).toBeNull();
    // 40 hours at £12.71 is £26,436.80 a year; a pound less is under it.
    expect(calculationWageWarning(gross(26_436.8, 'year'), 40, '2026-11-28')).toBeNull();
    expect(calculationWageWarning(gross(26_435.8, 'year'), 40, '2026-11-28')).toMatch(/£12\.71/);
    expect(calculationWageWarning(gross(300, 'week'), 0, '2026-11-28')).toBeNull();
  });

  it('takes the rate in force on the day', () => {
    expect(calculationWageWarning(gross(12.5, 'hour'), 40, '2026-03-31')).toBeNull();
    expect(calculationWageWarning(gross(12.5, 'hour'), 40, '2026-04-01')).toMatch(/from 1 April 2026/);
  });
});
