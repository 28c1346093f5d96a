/**
 * The job search's texts and enumerations, without its schemas: the board and its save-search dialog
 * take them without the schema library. job-search.ts re-exports all of it.
 */

/** How a job's gross pay is stated (contract/pay.ts PAY_PERIODS), as the board filters by it. */
export const SALARY_PERIODS = ['hourly', 'weekly', 'yearly'] as const;
export type SalaryPeriodValue = (typeof SALARY_PERIODS)[number];
export const SALARY_PERIOD_LABELS: Record<SalaryPeriodValue, string> = {
  hourly: 'Hourly',
  weekly: 'Weekly',
  yearly: 'Yearly',
};

/**
 * The periods the filter took before pay was structured, as read now: an older address or saved search
 * keeps finding what it found. A year's pay was 'annually'; a month's pay is read as a year's and a
 * day's as a week's (contract/legacy-pay.ts reads older jobs so).
 */
export const OLD_SALARY_PERIODS = {
  annually: 'yearly',
  monthly: 'yearly',
  daily: 'weekly',
} as const satisfies Record<string, SalaryPeriodValue>;

/** A salary period as given (today's or an older one), as read now; null for anything else. */
export function salaryPeriodOf(value: unknown): SalaryPeriodValue | null {
  if (typeof value !== 'string') return null;
  if ((SALARY_PERIODS as readonly string[]).includes(value)) return value as SalaryPeriodValue;
  return Object.hasOwn(OLD_SALARY_PERIODS, value)
    ? OLD_SALARY_PERIODS[value as keyof typeof OLD_SALARY_PERIODS]
    : null;
}

export const JOB_SEARCH_MESSAGES = {
  empty:
    'Choose at least one thing to search by: a place, a job type, pay, a start date, a requirement or days.',
  startBy: 'Enter a date, like 2027-01-31',
} as const;

/** What a search may name (contract/job-search.ts JobSearch), as far as deciding it names something. */
interface Criteria {
  place?: string | undefined;
  nearby?: boolean | undefined;
  radius?: number | undefined;
  type?: string | undefined;
  salaryPeriod?: string | undefined;
  startBy?: string | undefined;
  needs?: readonly string[] | undefined;
  days?: readonly string[] | undefined;
}

/** Whether a search names anything to search by (an alert with none would be every job). */
export const hasCriteria = (search: Criteria) =>
  Boolean(
    search.place ||
    search.type ||
    search.salaryPeriod ||
    search.startBy ||
    (search.needs && search.needs.length) ||
    (search.days && search.days.length),
  );
