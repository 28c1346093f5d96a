/**
 * Pay as a job and an offer state it: gross, per hour, week or year, one amount or a range, with the
 * hours a week it pays for. The server refuses pay below the minimum wage with `minimumWageRefusal`;
 * the job forms run the same check as the poster types.
 */
import * as z from 'zod/mini';
import { schema } from './schema.ts';
import {
  MAX_HOURS_A_WEEK,
  MAX_ROTA_HOURS_A_WEEK,
  PAY_MESSAGES,
  PAY_PERIODS,
  type Pay,
} from './pay-amounts.ts';

export * from './pay-amounts.ts';

const pounds = (message: string) =>
  z.number({ error: message }).check(
    z.positive(message),
    z.lte(1_000_000, message),
    z.refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'Whole pence only'),
  );

/** Gross pay: an amount (`min`, with `max` null) or a range, per `period`, for `hoursPerWeek`. */
export const payInput = /* @__PURE__ */ schema(() =>
  z
    .strictObject({
      period: z.enum(PAY_PERIODS, { error: 'Choose hourly, weekly or yearly' }),
      min: pounds(PAY_MESSAGES.amount),
      max: z.nullable(pounds(PAY_MESSAGES.amount)),
      hoursPerWeek: z.number({ error: PAY_MESSAGES.hours }).check(z.positive(PAY_MESSAGES.hours)),
      /** The nanny lives in the home the family provides (the accommodation offset applies). */
      liveIn: z.boolean(),
      /** The hours follow a rota, so a week may run over 60 hours. */
      rota: z.boolean(),
    })
    .check(
      z.superRefine((pay, ctx) => {
        if (pay.max !== null && pay.max < pay.min)
          ctx.addIssue({ code: 'custom', path: ['max'], message: PAY_MESSAGES.range });
        if (pay.hoursPerWeek > MAX_ROTA_HOURS_A_WEEK)
          ctx.addIssue({ code: 'custom', path: ['hoursPerWeek'], message: PAY_MESSAGES.rotaHours });
        else if (pay.hoursPerWeek > MAX_HOURS_A_WEEK && !pay.rota)
          ctx.addIssue({ code: 'custom', path: ['hoursPerWeek'], message: PAY_MESSAGES.tooManyHours });
      }),
    ),
);

// The schema takes in exactly the shape the rest of the product reads (a type error otherwise).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type _PayInputIsPay = Holds<Same<z.infer<typeof payInput>, Pay>>;
