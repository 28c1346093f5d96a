/**
 * Job types, as stored and as people read them: apart from the rest of the job contract's words, so a
 * page that only names a job type (the candidate card, its filters) loads no more. jobs-constants.ts
 * re-exports all of it.
 */

export const JOB_TYPES = ['Live-in', 'Live-out', 'Rota', 'Part-time', 'Temporary', 'Other'] as const;
/** Job types as stored and sent: lower-cased, as the spec says. */
export const JOB_TYPE_VALUES = JOB_TYPES.map((t) => t.toLowerCase()) as Lowercase<
  (typeof JOB_TYPES)[number]
>[];
export type JobType = (typeof JOB_TYPE_VALUES)[number];
/** A job type's label (`live-out` → `Live-out`); an unknown value reads as itself. */
export const jobTypeLabel = (value: string) => JOB_TYPES[JOB_TYPE_VALUES.indexOf(value as JobType)] ?? value;
/** A job type's value from its label (`Live-out` → `live-out`). */
export const jobTypeValue = (label: string) => label.toLowerCase() as JobType;
