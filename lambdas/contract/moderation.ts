import * as z from 'zod/mini';
import { schema } from './schema.ts';
import './zod-locale.ts';
import { pagingQuery } from './paging.ts';
import { MEETING_KINDS, type MeetingKind } from './interviews-constants.ts';
import { REPORT_CONTENT_TYPES, type ReportContentType } from './reports-constants.ts';

/**
 * Moderation decisions and appeals. When a moderator hides someone's content (a job, a profile, a
 * message), a decision records what was hidden, the reason the owner is told and when; the owner is
 * emailed what and why, sees it under Account → Moderation, and may appeal it once. Appeals reach the
 * admin queue; a moderator upholds the decision or reverses it (the content shows again), and the
 * owner is told either way.
 *
 * A no-show is disputed the same way: when one side of an interview or trial records that the other did
 * not come, a decision of type `no_show` is recorded for the marked person in the same write. They see it
 * here and may dispute it once, with a text, like any appeal; a moderator upholds the mark or overturns
 * it (the mark is struck: it stays on the record as overturned and no longer counts against them).
 */

/** What a decision is about: content a moderator hid, or a no-show recorded against someone. */
export const DECISION_CONTENT_TYPES = [...REPORT_CONTENT_TYPES, 'no_show'] as const;
export type DecisionContentType = ReportContentType | 'no_show';

export const APPEAL_STATUSES = ['open', 'upheld', 'reversed'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
export const APPEAL_OUTCOMES = ['upheld', 'reversed'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];

export const APPEAL_MIN_LENGTH = 10;
export const APPEAL_MAX_LENGTH = 2000;

export const MODERATION_TEXTS = {
  pageTitle: 'Moderation',
  intro:
    'When a moderator hides something you posted, or someone records that you did not come to an interview or trial, it is listed here with the reason. You can appeal each decision, or dispute each no-show, once; a moderator reads every appeal and dispute.',
  empty: 'Nothing you posted has been hidden by a moderator.',
  appeal: 'Appeal',
  appealLabel: 'Why should this be shown again?',
  appealTooShort: `Please explain in at least ${APPEAL_MIN_LENGTH} characters.`,
  appealTooLong: `Appeals must be at most ${APPEAL_MAX_LENGTH} characters.`,
  appealSent: 'Appeal sent',
  appealSentBody: 'A moderator will review it and we will email you the outcome.',
  appealOnce: 'You have already appealed this decision.',
  notFound: 'This decision could not be found.',
  explanationRequired: 'Tell the owner why their content is hidden.',
  statusLabels: {
    open: 'Appeal under review',
    upheld: 'Appeal reviewed: the decision stands',
    reversed: 'Appeal upheld: your content is shown again',
  } satisfies Record<AppealStatus, string>,
  noShowStatusLabels: {
    open: 'Dispute under review',
    upheld: 'Dispute reviewed: the no-show stands',
    reversed: 'Dispute upheld: the no-show is overturned',
  } satisfies Record<AppealStatus, string>,
  dispute: 'Dispute',
  disputeLabel: 'Why is this no-show wrong?',
  disputeHint: 'You can dispute a no-show once. A moderator reads it and we email you the outcome.',
  adminTitle: 'Appeals',
  adminEmpty: 'No appeals waiting.',
  decided: 'Appeal decided',
  notesRequired: 'Please tell the owner why.',
  alreadyDecided: 'This appeal was decided already.',
} as const;

const contentType = /* @__PURE__ */ schema(() =>
  z.enum(DECISION_CONTENT_TYPES as unknown as [DecisionContentType, ...DecisionContentType[]]),
);

/** What a moderator needs to decide a no-show's dispute: the meeting, who marked whom, and when. */
export const noShowFacts = /* @__PURE__ */ schema(() =>
  z.object({
    interviewId: z.string(),
    kind: z.enum(MEETING_KINDS as unknown as [MeetingKind, ...MeetingKind[]]),
    startAt: z.nullable(z.string()),
    /** The side that recorded the no-show; the other side (the owner) is the one marked. */
    markedBy: z.enum(['poster', 'nanny']),
    markedAt: z.string(),
  }),
);
export type NoShowFacts = z.infer<typeof noShowFacts>;
const appealStatus = /* @__PURE__ */ schema(() =>
  z.enum(APPEAL_STATUSES as unknown as [AppealStatus, ...AppealStatus[]]),
);

/** A decision's id: 32 lower-case hex characters. */
export const DECISION_ID = /^[a-f0-9]{32}$/;
export const decisionParams = /* @__PURE__ */ schema(() =>
  z.strictObject({
    decisionId: z.string().check(z.regex(DECISION_ID, MODERATION_TEXTS.notFound)),
  }),
);

export const appealView = /* @__PURE__ */ schema(() =>
  z.object({
    text: z.string(),
    status: appealStatus,
    createdAt: z.string(),
    decidedAt: z.nullable(z.string()),
    /** What the moderator who decided it told the owner. */
    outcomeNotes: z.nullable(z.string()),
  }),
);

/** A decision as its owner sees it (GET /me/moderation). */
export const myDecision = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    contentType,
    /** A job's title, "Your profile", or the start of the message. */
    contentLabel: z.string(),
    /** The report reason's label. */
    reason: z.string(),
    /** What the moderator told the owner. */
    explanation: z.string(),
    hiddenAt: z.string(),
    /** False once the content is shown again (an appeal reversed it, or a moderator showed it). */
    stillHidden: z.boolean(),
    appeal: z.nullable(appealView),
    canAppeal: z.boolean(),
  }),
);
export type MyDecision = z.infer<typeof myDecision>;
export const myDecisions = /* @__PURE__ */ schema(() => z.object({ items: z.array(myDecision) }));

export const appealInput = /* @__PURE__ */ schema(() =>
  z.strictObject({
    text: z
      .string()
      .check(
        z.trim(),
        z.minLength(APPEAL_MIN_LENGTH, MODERATION_TEXTS.appealTooShort),
        z.maxLength(APPEAL_MAX_LENGTH, MODERATION_TEXTS.appealTooLong),
      ),
  }),
);

/** An appeal in the admin queue (GET /admin/appeals), with the decision and the content it is about. */
export const adminAppeal = /* @__PURE__ */ schema(() =>
  z.object({
    decisionId: z.string(),
    contentType,
    contentId: z.string(),
    contentLabel: z.string(),
    reason: z.string(),
    explanation: z.string(),
    hiddenAt: z.string(),
    hiddenByUserId: z.string(),
    /** The report the decision was made on, to open the content in context. */
    reportId: z.string(),
    ownerFirstName: z.nullable(z.string()),
    /** A no-show's facts, for a decision of type `no_show` (null for hidden content). */
    noShow: z.nullable(noShowFacts),
    appeal: appealView,
  }),
);
export type AdminAppeal = z.infer<typeof adminAppeal>;
export const appealsQuery = /* @__PURE__ */ schema(() =>
  z.strictObject({
    status: z.optional(z.enum(['open', 'decided'])),
    ...pagingQuery,
  }),
);
export const appealsPage = /* @__PURE__ */ schema(() =>
  z.object({
    items: z.array(adminAppeal),
    nextCursor: z.nullable(z.string()),
    openCount: z.number(),
  }),
);
export const appealDecisionInput = /* @__PURE__ */ schema(() =>
  z.strictObject({
    outcome: z.enum(APPEAL_OUTCOMES as unknown as [AppealOutcome, ...AppealOutcome[]]),
    notes: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, MODERATION_TEXTS.notesRequired),
        z.maxLength(APPEAL_MAX_LENGTH, 'Must be at most 2000 characters'),
      ),
  }),
);
