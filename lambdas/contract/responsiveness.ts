import * as z from 'zod/mini';
import { schema } from './schema.ts';
import './zod-locale.ts';
import { REPLY_BANDS } from './responsiveness-constants.ts';

export * from './responsiveness-constants.ts';

/** What a card or page shows of its person's responsiveness (contract/responsiveness-constants.ts). */
export const responsivenessViewSchema = /* @__PURE__ */ schema(() =>
  z.object({
    replies: z.nullable(z.enum(REPLY_BANDS)),
    reads: z.nullable(z.enum(REPLY_BANDS)),
    noMissed: z.boolean(),
  }),
);

const figure = () =>
  z.object({
    /** The band of the median case, or null with fewer than the cases a figure needs. */
    band: z.nullable(z.enum(REPLY_BANDS)),
    /** How many cases the last 90 days hold. */
    cases: z.number(),
  });

/**
 * An account's own record (GET /me/record), as they alone see it: each figure with the cases behind
 * it (shown to others only from 3 cases), the meetings both sides said happened, and the no-shows
 * recorded against them that stand, each with the decision it may be disputed through.
 */
export const myRecord = /* @__PURE__ */ schema(() =>
  z.object({
    windowDays: z.number(),
    minCases: z.number(),
    /** Which figures apply to this account: a nanny's replies; a family's or agency's replies and reads. */
    side: z.enum(['nanny', 'poster']),
    replies: figure(),
    reads: z.nullable(figure()),
    meetingsHeld: z.number(),
    noShows: z.array(
      z.object({
        interviewId: z.string(),
        /** The decision to dispute it through (Account → Moderation), while it may still be disputed. */
        decisionId: z.nullable(z.string()),
        kind: z.enum(['interview', 'trial']),
        /** The meeting as the decision names it: "Interview for Nanny in SW4, Monday 1 December, 10:00". */
        label: z.string(),
        markedAt: z.string(),
        overturned: z.boolean(),
      }),
    ),
    /** What others see today, exactly as cards show it (null: nothing). */
    shown: z.nullable(responsivenessViewSchema),
  }),
);
export type MyRecord = z.infer<typeof myRecord>;
