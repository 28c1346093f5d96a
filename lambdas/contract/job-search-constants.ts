/**
 * The job search's texts and enumerations, without its schemas: the board and its save-search dialog
 * take them without the schema library. job-search.ts re-exports all of it.
 */

export const SALARY_PERIODS = ['hourly', 'daily', 'weekly', 'monthly', 'annually'] as const;
export type SalaryPeriodValue = (typeof SALARY_PERIODS)[number];
export const SALARY_PERIOD_LABELS: Record<SalaryPeriodValue, string> = {
  hourly: 'Hourly',
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  annually: 'Yearly',
};

export const JOB_SEARCH_MESSAGES = {
  empty: 'Choose at least one thing to search by: a place, a job type, pay, a start date or a requirement.',
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
}

/** Whether a search names anything to search by (an alert with none would be every job). */
export const hasCriteria = (search: Criteria) =>
  Boolean(
    search.place ||
    search.type ||
    search.salaryPeriod ||
    search.startBy ||
    (search.needs && search.needs.length),
  );
