import * as z from 'zod/mini';
import { schema } from './schema.ts';
import './zod-locale.ts';
import { pagingQuery } from './paging.ts';
import { REPORT_CONTENT_TYPES, type ReportContentType } from './reports-constants.ts';

/**
 * Moderation decisions and appeals. When a moderator hides someone's content (a job, a profile, a
 * message), a decision records what was hidden, the reason the owner is told and when; the owner is
 * emailed what and why, sees it under Account → Moderation, and may appeal it once. Appeals reach the
 * admin queue; a moderator upholds the decision or reverses it (the content shows again), and the
 * owner is told either way.
 */

export const APPEAL_STATUSES = ['open', 'upheld', 'reversed'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
export const APPEAL_OUTCOMES = ['upheld', 'reversed'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];

export const APPEAL_MIN_LENGTH = 10;
export const APPEAL_MAX_LENGTH = 2000;

export const MODERATION_TEXTS = {
  pageTitle: 'Moderation',
  intro:
    'When a moderator hides something you posted, it is listed here with the reason. You can appeal each decision once; a different moderator reads every appeal.',
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
  adminTitle: 'Appeals',
  adminEmpty: 'No appeals waiting.',
  decided: 'Appeal decided',
  notesRequired: 'Please tell the owner why.',
  alreadyDecided: 'This appeal was decided already.',
} as const;

const contentType = /* @__PURE__ */ schema(() =>
  z.enum(REPORT_CONTENT_TYPES as unknown as [ReportContentType, ...ReportContentType[]]),
);
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
