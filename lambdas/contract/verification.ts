import * as z from 'zod/mini';
import { schema } from './schema.ts';
import './zod-locale.ts';
import { dayField } from './day-field.ts';
import { pagingQuery } from './paging.ts';
import { fileRef, storedFileRef } from './uploads.ts';
import {
  CHECK_KINDS,
  CHECK_STATUSES,
  IDENTITY_DOCUMENTS,
  KNOWN_FOR,
  LEVELS,
  REFEREE_STATUSES,
  UPDATE_SERVICE_RESULTS,
  VERIFICATION_MESSAGES as M,
  WOULD_EMPLOY_AGAIN,
  type CheckKind,
  type CheckStatus,
  type IdentityDocument,
  type KnownFor,
  type RefereeStatus,
  type UpdateServiceResult,
  type VerificationLevel,
  type WouldEmployAgain,
} from './verification-constants.ts';

export * from './verification-constants.ts';

const enumOf = <T extends string>(values: readonly T[], message: string) =>
  z.enum(values as unknown as [T, ...T[]], { error: message });

const day = dayField;

const checkKind = enumOf<CheckKind>(CHECK_KINDS, 'Unknown check');

// ---- What anyone may read: the level and the lines of "What we checked". ----

export const checkedLine = /* @__PURE__ */ schema(() =>
  z.object({
    kind: z.enum([...CHECK_KINDS, 'references']),
    on: z.string(),
    lapsesOn: z.string(),
    count: z.optional(z.number()),
  }),
);
export type CheckedLineView = z.infer<typeof checkedLine>;

/** A nanny's verification as the public sees it: computed from the checks still current today. */
export const publicVerification = /* @__PURE__ */ schema(() =>
  z.object({
    level: z.enum(LEVELS),
    checks: z.array(checkedLine),
  }),
);
export type PublicVerification = z.infer<typeof publicVerification>;

// ---- The nanny's side: /account/verification. ----

/** One check she asked for, as she sees it. */
export const checkRequestView = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    kind: checkKind,
    status: z.enum(CHECK_STATUSES),
    requestedAt: z.string(),
    note: z.string(),
    evidence: z.nullable(storedFileRef),
    decidedAt: z.nullable(z.string()),
    /** Recorded: the day the record is dated by and the day it stops counting. */
    on: z.nullable(z.string()),
    lapsesOn: z.nullable(z.string()),
    /** Refused: why, in the moderator's words. */
    reason: z.nullable(z.string()),
  }),
);
export type CheckRequestView = z.infer<typeof checkRequestView>;

/** A referee as the nanny sees one: never the answers' detail before a moderator confirms. */
export const refereeView = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    relationship: z.string(),
    status: z.enum(REFEREE_STATUSES),
    invitedAt: z.string(),
    linkLapsesAt: z.string(),
    answeredAt: z.nullable(z.string()),
    confirmedOn: z.nullable(z.string()),
    lapsesOn: z.nullable(z.string()),
    reason: z.nullable(z.string()),
  }),
);
export type RefereeView = z.infer<typeof refereeView>;

export const myVerification = /* @__PURE__ */ schema(() =>
  z.object({
    level: z.enum(LEVELS),
    checks: z.array(checkedLine),
    /** Her requests, newest first (every kind's latest, and earlier ones). */
    requests: z.array(checkRequestView),
    referees: z.array(refereeView),
    consent: z.object({ given: z.boolean(), at: z.nullable(z.string()) }),
    /** Whether her profile carries a DBS certificate upload, which a DBS request may use. */
    hasDbsUpload: z.boolean(),
  }),
);
export type MyVerification = z.infer<typeof myVerification>;

/** Asking for a check. What each kind needs is checked by the server (VERIFICATION_MESSAGES). */
export const checkRequestInput = /* @__PURE__ */ schema(() =>
  z.strictObject({
    kind: checkKind,
    evidence: z.nullable(fileRef),
    note: z.string().check(z.trim(), z.maxLength(500, 'Must be at most 500 characters')),
    /** The Update Service check needs the whole number; only its last four digits are kept once checked. */
    certificateNumber: z.optional(z.string().check(z.trim(), z.regex(/^\d{12}$/, M.certificateNumber))),
    registrationNumber: z.optional(
      z.string().check(z.trim(), z.toUpperCase(), z.regex(/^((EY|CE)\d{6,7}|\d{6,7})$/, M.ofstedNumber)),
    ),
  }),
);
export type CheckRequestInput = z.infer<typeof checkRequestInput>;

export const requestIdParams = /* @__PURE__ */ schema(() =>
  z.strictObject({
    requestId: z.string().check(z.regex(/^[a-z0-9-]{8,64}$/, 'Unknown request')),
  }),
);

export const consentInput = /* @__PURE__ */ schema(() => z.strictObject({ given: z.boolean() }));
export const consentView = /* @__PURE__ */ schema(() =>
  z.object({ given: z.boolean(), at: z.nullable(z.string()) }),
);

export const refereeInput = /* @__PURE__ */ schema(() =>
  z.strictObject({
    name: z.string({ error: M.refereeName }).check(z.trim(), z.minLength(2, M.refereeName), z.maxLength(100)),
    email: z
      .string({ error: M.refereeEmail })
      .check(z.trim(), z.toLowerCase(), z.email(M.refereeEmail), z.maxLength(254)),
    relationship: z
      .string({ error: M.refereeRelationship })
      .check(z.trim(), z.minLength(3, M.refereeRelationship), z.maxLength(200)),
  }),
);
export type RefereeInput = z.infer<typeof refereeInput>;

export const refereeIdParams = /* @__PURE__ */ schema(() =>
  z.strictObject({
    refereeId: z.string().check(z.regex(/^[a-z0-9-]{8,64}$/, 'Unknown referee')),
  }),
);

// ---- The referee's side: the emailed link (/reference#<token>). ----

const refereeToken = /* @__PURE__ */ schema(() => z.string().check(z.minLength(20), z.maxLength(600)));
export const referenceViewInput = /* @__PURE__ */ schema(() => z.strictObject({ token: refereeToken }));
export const referenceForm = /* @__PURE__ */ schema(() =>
  z.object({
    nannyFirstName: z.string(),
    refereeName: z.string(),
    relationship: z.string(),
    linkLapsesAt: z.string(),
  }),
);
export type ReferenceForm = z.infer<typeof referenceForm>;

export const referenceAnswerInput = /* @__PURE__ */ schema(() =>
  z.strictObject({
    token: refereeToken,
    howKnown: z
      .string({ error: M.howKnown })
      .check(z.trim(), z.minLength(10, M.howKnown), z.maxLength(1000, 'Must be at most 1000 characters')),
    knownFor: enumOf<KnownFor>(KNOWN_FOR, M.knownFor),
    wouldEmployAgain: enumOf<WouldEmployAgain>(WOULD_EMPLOY_AGAIN, M.wouldEmployAgain),
    comments: z.string().check(z.trim(), z.maxLength(2000, 'Must be at most 2000 characters')),
  }),
);
export type ReferenceAnswerInput = z.infer<typeof referenceAnswerInput>;
export const referenceAnswered = /* @__PURE__ */ schema(() => z.object({ status: z.literal('answered') }));

// ---- The admin's side: /admin/verifications. ----

export const QUEUE_KINDS = [...CHECK_KINDS, 'reference'] as const;
export type QueueKind = (typeof QUEUE_KINDS)[number];

/** One thing waiting for a moderator: a check request, or a referee's answer to confirm. */
export const queueEntry = /* @__PURE__ */ schema(() =>
  z.object({
    nannyId: z.string(),
    nannyName: z.string(),
    kind: z.enum(QUEUE_KINDS),
    /** The request's or the referee's id. */
    itemId: z.string(),
    waitingSince: z.string(),
  }),
);
export type QueueEntry = z.infer<typeof queueEntry>;
export const verificationQueue = /* @__PURE__ */ schema(() =>
  z.object({ items: z.array(queueEntry), nextCursor: z.nullable(z.string()) }),
);
export const verificationQueueQuery = /* @__PURE__ */ schema(() => z.strictObject(pagingQuery));

export const adminNannyParams = /* @__PURE__ */ schema(() =>
  z.strictObject({
    nannyId: z.string().check(z.regex(/^[a-z0-9-]{8,64}$/, 'Unknown nanny')),
  }),
);
export const adminRequestParams = /* @__PURE__ */ schema(() =>
  z.strictObject({ ...adminNannyParams.shape, ...requestIdParams.shape }),
);
export const adminRefereeParams = /* @__PURE__ */ schema(() =>
  z.strictObject({ ...adminNannyParams.shape, ...refereeIdParams.shape }),
);

/** A file a moderator may open: a short-lived link. */
const evidenceLink = /* @__PURE__ */ schema(() => z.object({ name: z.string(), url: z.string() }));

export const adminCheckRequest = /* @__PURE__ */ schema(() =>
  z.object({
    ...checkRequestView.shape,
    evidenceLink: z.nullable(evidenceLink),
    /** What she gave with the request: the certificate number (until checked), the Ofsted number. */
    certificateNumber: z.nullable(z.string()),
    registrationNumber: z.nullable(z.string()),
    /** What was recorded, in words (document seen, last four digits, result), and by whom. */
    recorded: z.nullable(z.array(z.object({ label: z.string(), value: z.string() }))),
    decidedBy: z.nullable(z.string()),
  }),
);
export type AdminCheckRequest = z.infer<typeof adminCheckRequest>;

export const adminReferee = /* @__PURE__ */ schema(() =>
  z.object({
    ...refereeView.shape,
    answers: z.nullable(
      z.object({
        howKnown: z.string(),
        knownFor: z.enum(KNOWN_FOR),
        wouldEmployAgain: z.enum(WOULD_EMPLOY_AGAIN),
        comments: z.string(),
      }),
    ),
  }),
);
export type AdminReferee = z.infer<typeof adminReferee>;

/** Everything a moderator needs to decide a nanny's checks. */
export const verificationFile = /* @__PURE__ */ schema(() =>
  z.object({
    nannyId: z.string(),
    fullName: z.string(),
    location: z.string(),
    level: z.enum(LEVELS),
    checks: z.array(checkedLine),
    requests: z.array(adminCheckRequest),
    referees: z.array(adminReferee),
    consent: consentView,
    dbsUpload: z.nullable(evidenceLink),
    referenceUploads: z.array(evidenceLink),
  }),
);
export type VerificationFile = z.infer<typeof verificationFile>;

const checkedOn = day(M.date);
export const recordDetails = /* @__PURE__ */ schema(() =>
  z.discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('identity'),
      documentType: enumOf<IdentityDocument>(IDENTITY_DOCUMENTS, 'Choose the document seen'),
      nameMatches: z.literal(true, { error: M.nameMatches }),
      checkedOn,
    }),
    z.strictObject({
      kind: z.literal('dbs_certificate'),
      issuedOn: day(M.date),
      certificateLast4: z.string({ error: M.last4 }).check(z.regex(/^\d{4}$/, M.last4)),
      barredListChildren: z.literal(true, { error: M.barredList }),
      checkedOn,
    }),
    z.strictObject({
      kind: z.literal('dbs_update_service'),
      result: enumOf<UpdateServiceResult>(UPDATE_SERVICE_RESULTS, 'Choose the result'),
      checkedOn,
    }),
    z.strictObject({ kind: z.literal('first_aid'), courseOn: day(M.date), checkedOn }),
    z.strictObject({ kind: z.literal('ofsted'), checkedOn }),
  ]),
);
export type RecordDetails = z.infer<typeof recordDetails>;

const reason = /* @__PURE__ */ schema(() =>
  z.string({ error: M.reason }).check(z.trim(), z.minLength(10, M.reason), z.maxLength(1000)),
);

export const checkDecisionInput = /* @__PURE__ */ schema(() =>
  z.discriminatedUnion('outcome', [
    z.strictObject({ outcome: z.literal('record'), details: recordDetails }),
    z.strictObject({ outcome: z.literal('refuse'), reason }),
  ]),
);
export type CheckDecisionInput = z.infer<typeof checkDecisionInput>;

/**
 * The answer the moderator was shown, by the time it was given: a decision holds only on that answer,
 * not on one the referee gave after the page was loaded.
 */
const answeredAt = /* @__PURE__ */ schema(() =>
  z.iso.datetime({ error: 'The answer decided on is missing: reload the page.' }),
);

export const refereeDecisionInput = /* @__PURE__ */ schema(() =>
  z.discriminatedUnion('outcome', [
    z.strictObject({ outcome: z.literal('confirm'), answeredAt }),
    z.strictObject({ outcome: z.literal('refuse'), reason, answeredAt }),
  ]),
);
export type RefereeDecisionInput = z.infer<typeof refereeDecisionInput>;

export type { CheckKind, CheckStatus, RefereeStatus, VerificationLevel };
