/**
 * How a free-text salary is understood and shown. The board's cards and the SPA's demo mode both
 * write the one salary line a job shows, so it lives in the contract.
 */
import { formatPounds } from './money.ts';

export type SalaryPeriod = 'hourly' | 'daily' | 'weekly' | 'monthly' | 'annually';

export interface Salary {
  min: number | null;
  max: number | null;
  period: SalaryPeriod | null;
}

const PERIODS: Array<[RegExp, SalaryPeriod]> = [
  [/\b(per\s*hour|an\s*hour|p\/?h|ph|hourly|hr|hour)\b|\/\s*h(ou)?r?\b/i, 'hourly'],
  [/\b(per\s*day|a\s*day|daily|pd|day)\b|\/\s*day\b/i, 'daily'],
  [/\b(per\s*week|a\s*week|weekly|pw|p\/w|week)\b|\/\s*w(ee)?k\b/i, 'weekly'],
  [/\b(per\s*month|a\s*month|monthly|pcm|pm|month)\b|\/\s*m(on)?th\b/i, 'monthly'],
  [/\b(per\s*(year|annum)|a\s*year|annually|annual|pa|p\/a|yearly|year)\b|\/\s*y(ea)?r\b/i, 'annually'],
];

/**
 * Reads the amounts and period out of a free-text salary such as "£12-15/hour", "£30,000 - £35,000 per
 * year", "£600 pw" or "30k"; whatever it cannot read stays null (the text itself is always kept).
 */
export function parseSalary(text: string): Salary {
  const amounts = [...text.matchAll(/(\d{1,3}(?:,\d{3})+|\d+(?:\.\d{1,2})?)\s*(k)?\b/gi)]
    .map((m) => Number(m[1]!.replace(/,/g, '')) * (m[2] ? 1000 : 1))
    .filter((n) => Number.isFinite(n) && n > 0);
  let period = PERIODS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  const [first, second] = amounts;
  if (first === undefined) return { min: null, max: null, period };
  const min = second === undefined ? first : Math.min(first, second);
  const max = second === undefined ? first : Math.max(first, second);
  // Without a stated period, the size says it: pounds an hour are small, a year's salary is large.
  if (!period) period = max <= 100 ? 'hourly' : max >= 10000 ? 'annually' : null;
  return { min, max, period };
}

/** The amounts of a salary: '£min - £max', '£amount', or 'Salary negotiable'. */
export function salaryDisplay(salary: Pick<Salary, 'min' | 'max'>): string {
  const { min, max } = salary;
  if (min === null && max === null) return 'Salary negotiable';
  if (min !== null && max !== null && min !== max) return `${formatPounds(min)} - ${formatPounds(max)}`;
  return formatPounds((min ?? max)!);
}

const PER_PERIOD: Record<SalaryPeriod, string> = {
  hourly: 'an hour',
  daily: 'a day',
  weekly: 'a week',
  monthly: 'a month',
  annually: 'a year',
};
const isPeriod = (value: string | null | undefined): value is SalaryPeriod =>
  typeof value === 'string' && Object.hasOwn(PER_PERIOD, value);

/** Whether the pay a poster wrote is before tax ('gross') or after it ('net'). */
export type SalaryBasis = 'gross' | 'net';

const GROSS = /\bgross\b|\bbefore\s+tax\b|\bpre-?\s?tax\b/i;
const NET = /\bnett?\b|\bafter\s+tax\b|\bpost-?\s?tax\b/i;

/**
 * The basis the poster wrote ('£650-750/week gross', '£500 a week after tax'): gross or net, with
 * 'before tax' and 'after tax' read as the same; null when they said neither, and 'both' when they named
 * both (then only their own words say which amount is which).
 */
export function salaryBasis(text: string): SalaryBasis | null | 'both' {
  const gross = GROSS.test(text);
  const net = NET.test(text);
  if (gross && net) return 'both';
  return gross ? 'gross' : net ? 'net' : null;
}

/**
 * The one salary line a job shows: its amounts, period and basis ('£14 - £16 an hour', '£650 - £750 a
 * week gross'), or, when no amount could be read or the poster named both a gross and a net amount, the
 * poster's own words ('Depends on experience'), which say more than 'Salary negotiable'.
 */
export function salaryLine(
  salary: Pick<Salary, 'min' | 'max'> & { period: string | null | undefined },
  text: string,
): string {
  const basis = salaryBasis(text);
  if ((salary.min === null && salary.max === null) || basis === 'both') {
    const own = text.replace(/\s+/g, ' ').trim();
    return own || 'Salary negotiable';
  }
  const amounts = salaryDisplay(salary);
  const line = isPeriod(salary.period) ? `${amounts} ${PER_PERIOD[salary.period]}` : amounts;
  return basis ? `${line} ${basis}` : line;
}
