/**
 * The schema of a usual week (week-constants.ts): the seven days, each with the parts of the day, each
 * part once. The stored week is always in the order of DAY_PARTS, so two equal weeks read the same.
 */
import * as z from 'zod/mini';
import { schema } from './schema.ts';
import { commaList } from './query-params.ts';
import { DAY_PARTS, WEEK_MESSAGES, WEEKDAYS, weekOf, type Week } from './week-constants.ts';

export * from './week-constants.ts';

const parts = () =>
  z.array(z.enum(DAY_PARTS, { error: WEEK_MESSAGES.part }), { error: WEEK_MESSAGES.week }).check(
    z.maxLength(DAY_PARTS.length, WEEK_MESSAGES.week),
    z.refine((list) => new Set(list).size === list.length, WEEK_MESSAGES.week),
  );

/** A week's parts, each day's in the order of DAY_PARTS. */
export const weekInput = /* @__PURE__ */ schema(() =>
  z.pipe(
    z.strictObject(
      { mon: parts(), tue: parts(), wed: parts(), thu: parts(), fri: parts(), sat: parts(), sun: parts() },
      { error: WEEK_MESSAGES.week },
    ),
    z.transform(
      (week): Week =>
        Object.fromEntries(
          Object.entries(week).map(([day, list]) => [day, DAY_PARTS.filter((p) => list.includes(p))]),
        ) as Week,
    ),
  ),
);

/** A week a form may leave out or send empty: not stated (null) either way, as weekOf reads it. */
export const optionalWeek = /* @__PURE__ */ schema(() =>
  z.optional(
    z.pipe(
      z.nullable(weekInput),
      z.transform((week) => (week ? weekOf(week) : null)),
    ),
  ),
);

/** Days as a query string gives them (`days=mon,tue,wed`), each once, Monday first. */
export const weekdaysQuery = /* @__PURE__ */ schema(() =>
  z.optional(
    z.pipe(
      commaList(z.enum(WEEKDAYS, { error: WEEK_MESSAGES.days }), WEEKDAYS.length * 2),
      z.transform((days) => (days ? WEEKDAYS.filter((day) => days.includes(day)) : undefined)),
    ),
  ),
);
