import * as z from 'zod/mini';
import { schema } from './schema.ts';
import './zod-locale.ts';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_ID,
  COMPLAINT_LIMITS,
  COMPLAINT_LISTS,
  COMPLAINT_STATUSES,
  COMPLAINT_TEXTS,
  type ComplaintCategory,
  type ComplaintList,
  type ComplaintStatus,
} from './complaints-constants.ts';
import { pagingQuery } from './paging.ts';

export * from './complaints-constants.ts';

/**
 * Complaints about how the product uses personal data (complaints-constants.ts says why and how): the
 * form anyone may send (POST /complaints), and the admin queue with its responses (GET /admin/complaints,
 * POST /admin/complaints/{complaintId}/responses). The complainant gets each response by email, and finds
 * their complaints in their account's data export.
 */

const enumOf = <T extends string>(values: readonly T[], message: string) =>
  z.enum(values as unknown as [T, ...T[]], { error: message });

const category = enumOf<ComplaintCategory>(COMPLAINT_CATEGORIES, COMPLAINT_TEXTS.categoryRequired);
const status = enumOf<ComplaintStatus>(COMPLAINT_STATUSES, 'Unknown status');

/**
 * What the complaint form sends. A visitor gives the email we answer (the server refuses a visitor's
 * complaint without one); a signed-in person's complaint is their account's, answered at the account's
 * address, and an email sent with it is not used. Text is plain: markup is removed before it is kept.
 */
export const complaintInput = /* @__PURE__ */ schema(() =>
  z.strictObject({
    name: z.optional(
      z.string().check(z.trim(), z.maxLength(COMPLAINT_LIMITS.nameMax, COMPLAINT_TEXTS.nameTooLong)),
    ),
    email: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(COMPLAINT_LIMITS.emailMax, COMPLAINT_TEXTS.emailInvalid),
          z.email(COMPLAINT_TEXTS.emailInvalid),
        ),
    ),
    category,
    details: z
      .string()
      .check(
        z.trim(),
        z.minLength(COMPLAINT_LIMITS.detailsMin, COMPLAINT_TEXTS.detailsTooShort),
        z.maxLength(COMPLAINT_LIMITS.detailsMax, COMPLAINT_TEXTS.detailsTooLong),
      ),
  }),
);
export type ComplaintInput = z.infer<typeof complaintInput>;

/** The answer to a complaint sent: its reference and the day we aim to respond by. */
export const complaintReceived = /* @__PURE__ */ schema(() =>
  z.object({
    reference: z.string(),
    receivedAt: z.string(),
    respondBy: z.string(),
    message: z.string(),
  }),
);

/** How close a complaint without a response is to the day we aim to respond by. */
export const COMPLAINT_URGENCIES = ['due-soon', 'overdue'] as const;
export type ComplaintUrgency = (typeof COMPLAINT_URGENCIES)[number];

/** A complaint in the admin queue, with its age in whole days and how urgent it is. */
export const adminComplaint = /* @__PURE__ */ schema(() =>
  z.object({
    reference: z.string(),
    category,
    details: z.string(),
    status,
    createdAt: z.string(),
    respondBy: z.string(),
    /** Whole days since it was received, by the server's clock. */
    ageDays: z.number(),
    /** Set while it has no response: a week or less to the day we aim to respond by, or past it. */
    urgency: z.nullable(z.enum(COMPLAINT_URGENCIES)),
    complainant: z.object({
      name: z.nullable(z.string()),
      email: z.nullable(z.string()),
      /** Sent signed in: answered at the account's address of the day. */
      account: z.boolean(),
      /** Its account was deleted: the complaint was reduced to what it was about and how we answered it. */
      deleted: z.boolean(),
    }),
    responses: z.array(z.object({ text: z.string(), at: z.string(), byUserId: z.string() })),
    resolvedAt: z.nullable(z.string()),
  }),
);
export type AdminComplaint = z.infer<typeof adminComplaint>;

export const adminComplaintsQuery = /* @__PURE__ */ schema(() =>
  z.strictObject({
    status: z.optional(enumOf<ComplaintList>(COMPLAINT_LISTS, 'Unknown list')),
    ...pagingQuery,
  }),
);
export const adminComplaintsPage = /* @__PURE__ */ schema(() =>
  z.object({
    items: z.array(adminComplaint),
    nextCursor: z.nullable(z.string()),
  }),
);

export const complaintParams = /* @__PURE__ */ schema(() =>
  z.strictObject({
    complaintId: z.string().check(z.regex(COMPLAINT_ID, COMPLAINT_TEXTS.notFound)),
  }),
);

/**
 * An admin's response to a complaint, emailed to the complainant: an update while it stays open, or the
 * outcome with `resolve`, after which nothing more is added.
 */
export const complaintResponseInput = /* @__PURE__ */ schema(() =>
  z.strictObject({
    text: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, COMPLAINT_TEXTS.responseRequired),
        z.maxLength(COMPLAINT_LIMITS.responseMax, COMPLAINT_TEXTS.responseTooLong),
      ),
    resolve: z.boolean(),
  }),
);
