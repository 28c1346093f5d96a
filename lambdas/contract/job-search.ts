/**
 * What a nanny searches the board by, and what a saved search (a job alert) keeps: a place (a district,
 * a full postcode or an area) and whether nearby districts count, a job type, how the salary is paid, the
 * latest start date, the special requirements she can meet, and the days she can work. The board's filters, a saved search and
 * its alert emails all read the same criteria (domain/job-search.ts decides what they find).
 */
import * as z from 'zod/mini';
import { schema } from './schema.ts';
import './zod-locale.ts';
import { dayField } from './day-field.ts';
import { commaList, queryFlag } from './query-params.ts';
import { JOB_TYPE_VALUES, SPECIAL_REQUIREMENTS, type JobType } from './jobs-constants.ts';
import { placeField } from './postcode-field.ts';
import { weekdaysQuery } from './week.ts';
import { WEEKDAYS } from './week-constants.ts';
import { PLACE_RADII, type PlaceRadius } from './place-match.ts';
import {
  JOB_SEARCH_MESSAGES,
  OLD_SALARY_PERIODS,
  SALARY_PERIODS,
  salaryPeriodOf,
  type SalaryPeriodValue,
} from './job-search-constants.ts';

export * from './job-search-constants.ts';

type Requirement = (typeof SPECIAL_REQUIREMENTS)[number];

/** The criteria as an object (a saved search's, and the board's once its query is read). */
export const jobSearchShape = /* @__PURE__ */ schema(() => ({
  /** A district (`SW4`, or a full postcode, read to its district), an area (`SW`) or a town's name. */
  place: z.optional(placeField),
  /** With a district: the rest of its postcode area counts too. */
  nearby: z.optional(z.boolean()),
  /** With a place: the districts within this many miles of it count too. */
  radius: z.optional(z.union(PLACE_RADII.map((r) => z.literal(r)) as [z.ZodMiniLiteral<PlaceRadius>])),
  type: z.optional(z.enum(JOB_TYPE_VALUES as [JobType, ...JobType[]])),
  /** How the pay is stated; an older period (`annually`) is taken and read as today's (`yearly`). */
  salaryPeriod: z.optional(
    z.pipe(
      z.enum([
        ...SALARY_PERIODS,
        ...(Object.keys(OLD_SALARY_PERIODS) as (keyof typeof OLD_SALARY_PERIODS)[]),
      ]),
      z.transform((value): SalaryPeriodValue => salaryPeriodOf(value)!),
    ),
  ),
  /** Jobs starting on or before this day. */
  startBy: z.optional(dayField(JOB_SEARCH_MESSAGES.startBy)),
  /** Jobs asking for every one of these. */
  needs: z.optional(
    z
      .array(z.enum(SPECIAL_REQUIREMENTS as unknown as [Requirement, ...Requirement[]]))
      .check(z.maxLength(SPECIAL_REQUIREMENTS.length)),
  ),
  /**
   * The days she can work: jobs whose schedule needs no other day (`mon,tue,wed` finds a Monday and
   * Wednesday job, not a Monday to Friday one). A job that states no schedule (a rota, an older post)
   * is not known to fit, so it is not found.
   */
  days: z.optional(z.array(z.enum(WEEKDAYS)).check(z.maxLength(WEEKDAYS.length))),
}));
export const jobSearch = /* @__PURE__ */ schema(() => z.strictObject(jobSearchShape));
export type JobSearch = z.infer<typeof jobSearch>;

/** A distance as a query string gives it (`radius=10`). */
const queryRadius = /* @__PURE__ */ schema(() =>
  z.optional(
    z.pipe(
      z.enum(PLACE_RADII.map(String) as [string, ...string[]]),
      z.transform((v) => Number(v) as PlaceRadius),
    ),
  ),
);

/**
 * The same criteria as a query string gives them (`?place=SW4&nearby=1&needs=SEN experience,First Aid`):
 * repeated or comma-joined lists, and flags as `1`/`true`.
 */
export const jobSearchQuery = /* @__PURE__ */ schema(() => ({
  place: jobSearchShape.place,
  nearby: queryFlag,
  radius: queryRadius,
  type: jobSearchShape.type,
  salaryPeriod: jobSearchShape.salaryPeriod,
  startBy: jobSearchShape.startBy,
  needs: commaList(
    z.enum(SPECIAL_REQUIREMENTS as unknown as [Requirement, ...Requirement[]]),
    SPECIAL_REQUIREMENTS.length,
  ),
  days: weekdaysQuery,
}));
