import * as z from 'zod/mini';
import { schema } from './schema.ts';
import './zod-locale.ts';
import {
  INTERVIEW_MESSAGES,
  INTERVIEW_MINUTES,
  MAX_PROPOSED_TIMES,
  MEETING_KINDS,
  MEETING_MODES,
  MEETING_STATUSES,
  TRIAL_HOURS,
} from './interviews-constants.ts';
import { APPLICATION_STATUSES } from './hiring-constants.ts';

export * from './interviews-constants.ts';

const ID = /^[a-z0-9-]{8,64}$/;
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

const times = () =>
  z
    .array(z.string().check(z.regex(TIME, INTERVIEW_MESSAGES.timeFormat)), {
      error: INTERVIEW_MESSAGES.times,
    })
    .check(
      z.minLength(1, INTERVIEW_MESSAGES.times),
      z.maxLength(MAX_PROPOSED_TIMES, INTERVIEW_MESSAGES.times),
    );
const optionalText = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, `Must be at most ${max} characters`)));

export const interviewParams = /* @__PURE__ */ schema(() =>
  z.strictObject({ interviewId: z.string().check(z.regex(ID, INTERVIEW_MESSAGES.notFound)) }),
);
export const pairParams = /* @__PURE__ */ schema(() =>
  z.strictObject({
    jobId: z.string().check(z.regex(ID, INTERVIEW_MESSAGES.pairNotFound)),
    nannyId: z.string().check(z.regex(ID, INTERVIEW_MESSAGES.pairNotFound)),
  }),
);

/**
 * A proposal of an interview or a trial: to whom (the job and the nanny), how (a video call at a link
 * the proposer gives, a phone call, or in person at a general place), and one to three London clock
 * times ('YYYY-MM-DDTHH:mm'). A trial also says its hours and its gross pay (pounds, for the trial), and
 * is proposed by the job's poster. The server checks the times against now and the pay against the
 * minimum wage.
 */
export const proposeInterviewInput = /* @__PURE__ */ schema(() =>
  z.strictObject({
    jobId: z.string().check(z.regex(ID, INTERVIEW_MESSAGES.pairNotFound)),
    nannyId: z.string().check(z.regex(ID, INTERVIEW_MESSAGES.pairNotFound)),
    kind: z.enum(MEETING_KINDS),
    mode: z.enum(MEETING_MODES, { error: 'Choose how you will meet' }),
    /** The video call's link (video only). */
    link: optionalText(500),
    /** A general, public place (in person only); never a home address unless its writer chooses. */
    place: optionalText(200),
    /** The proposer chooses to give a place that reads like a home's address (a trial at home, say). */
    homeAddressChosen: z.optional(z.boolean()),
    /** Anything the other side should know (who calls whom, what to bring). */
    note: optionalText(500),
    times: times(),
    /** An interview's length. */
    minutes: z.optional(
      z
        .int(INTERVIEW_MESSAGES.minutes)
        .check(
          z.gte(INTERVIEW_MINUTES.min, INTERVIEW_MESSAGES.minutes),
          z.lte(INTERVIEW_MINUTES.max, INTERVIEW_MESSAGES.minutes),
        ),
    ),
    /** A trial's hours. */
    hours: z.optional(
      z.number(INTERVIEW_MESSAGES.hours).check(
        z.gte(TRIAL_HOURS.min, INTERVIEW_MESSAGES.hours),
        z.lte(TRIAL_HOURS.max, INTERVIEW_MESSAGES.hours),
        z.refine((n) => Number.isInteger(n * 2), 'Whole or half hours'),
      ),
    ),
    /** A trial's gross pay, in pounds, for the whole trial. */
    grossPay: z.optional(
      z.number(INTERVIEW_MESSAGES.trialPay).check(
        z.positive(INTERVIEW_MESSAGES.trialPay),
        z.lte(10_000, INTERVIEW_MESSAGES.trialPay),
        z.refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'Whole pence only'),
      ),
    ),
  }),
);
export type ProposeInterviewInput = z.infer<typeof proposeInterviewInput>;

/** The other side picks one of the proposed times, at the version it read. */
export const pickTimeInput = /* @__PURE__ */ schema(() =>
  z.strictObject({
    time: z.string().check(z.regex(TIME, INTERVIEW_MESSAGES.timeFormat)),
    version: z.int().check(z.gte(1)),
  }),
);
/** Other times (to a proposal), or new times (a reschedule of a confirmed one). */
export const retimeInput = /* @__PURE__ */ schema(() =>
  z.strictObject({ times: times(), version: z.int().check(z.gte(1)), reason: optionalText(500) }),
);
export const cancelInput = /* @__PURE__ */ schema(() =>
  z.strictObject({
    reason: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, INTERVIEW_MESSAGES.reason),
        z.maxLength(500, 'Must be at most 500 characters'),
      ),
    version: z.int().check(z.gte(1)),
  }),
);
export const emptyInput = /* @__PURE__ */ schema(() => z.strictObject({}));

const meetingView = () =>
  z.object({
    id: z.string(),
    kind: z.enum(MEETING_KINDS),
    role: z.enum(['poster', 'nanny']),
    jobId: z.string(),
    nannyId: z.string(),
    jobTitle: z.string(),
    /** The other side, as the caller sees them: the family or agency, or the nanny's first name. */
    otherParty: z.string(),
    mode: z.enum(MEETING_MODES),
    link: z.nullable(z.string()),
    place: z.nullable(z.string()),
    note: z.nullable(z.string()),
    status: z.enum(MEETING_STATUSES),
    /** Each change the other side should see; the answer to a move names the version it read. */
    version: z.number(),
    /** The calendar invite's SEQUENCE. */
    sequence: z.number(),
    proposedBy: z.enum(['poster', 'nanny']),
    /** The times waiting for an answer (instants), while proposed. */
    times: z.array(z.string()),
    startAt: z.nullable(z.string()),
    endAt: z.nullable(z.string()),
    minutes: z.number(),
    hours: z.nullable(z.number()),
    grossPay: z.nullable(z.number()),
    cancelledBy: z.nullable(z.enum(['poster', 'nanny', 'system'])),
    cancelReason: z.nullable(z.string()),
    happenedBy: z.array(z.enum(['poster', 'nanny'])),
    noShow: z.nullable(
      z.object({
        by: z.enum(['poster', 'nanny']),
        at: z.string(),
        /** Set when a moderator overturned it on a dispute: struck, it no longer counts. */
        overturnedAt: z.nullable(z.string()),
      }),
    ),
    applicationStatus: z.nullable(z.enum(APPLICATION_STATUSES)),
    /** What the caller may do now. */
    can: z.object({
      pick: z.boolean(),
      retime: z.boolean(),
      cancel: z.boolean(),
      happened: z.boolean(),
      noShow: z.boolean(),
      download: z.boolean(),
    }),
    createdAt: z.string(),
    updatedAt: z.string(),
  });

export const interviewView = /* @__PURE__ */ schema(meetingView);
export type InterviewView = z.infer<typeof interviewView>;

/** The caller's interviews and trials, upcoming first (soonest first), then past (latest first). */
export const myInterviews = /* @__PURE__ */ schema(() =>
  z.object({
    upcoming: z.array(meetingView()),
    past: z.array(meetingView()),
    /** The private calendar address (https), signed and revocable. */
    feedUrl: z.string(),
  }),
);
export type MyInterviews = z.infer<typeof myInterviews>;

/** What a proposal to one nanny for one job starts from: who, and times inside her usual week. */
export const pairView = /* @__PURE__ */ schema(() =>
  z.object({
    jobId: z.string(),
    nannyId: z.string(),
    role: z.enum(['poster', 'nanny']),
    jobTitle: z.string(),
    otherParty: z.string(),
    /** London clock times inside her availability (or weekday daytimes when she has not said). */
    suggestions: z.array(z.string()),
    /** The interview with this person that is not over yet, if any. */
    openId: z.nullable(z.string()),
    /**
     * The interview and the trial with this person that are not over yet (times proposed, or confirmed),
     * as the caller sees them: what a conversation between the two shows.
     */
    open: z.array(meetingView()),
    /** Whether the caller may propose a trial (the poster). */
    mayProposeTrial: z.boolean(),
  }),
);
export type PairView = z.infer<typeof pairView>;

/** An invite to download: its file name and its text. */
export const calendarDocument = /* @__PURE__ */ schema(() =>
  z.object({ fileName: z.string(), contentType: z.string(), text: z.string() }),
);
export type CalendarDocument = z.infer<typeof calendarDocument>;

export const feedParams = /* @__PURE__ */ schema(() =>
  z.strictObject({
    token: z
      .string()
      .check(z.regex(/^[A-Za-z0-9_-]{10,300}\.[A-Za-z0-9_-]{20,100}\.ics$/, INTERVIEW_MESSAGES.feedNotFound)),
  }),
);
export const feedAddress = /* @__PURE__ */ schema(() => z.object({ feedUrl: z.string() }));
