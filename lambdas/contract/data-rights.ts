import * as z from 'zod/mini';
import { schema } from './schema.ts';
import './zod-locale.ts';
import { pagingQuery } from './paging.ts';

/**
 * A person's rights over their data, self-serve: a download of everything the product keeps about
 * them (an export), the deletion of their account (by them, by an admin on their request, or because
 * their sign-in was removed outside the product), and the newsletter from their account page.
 */

/** How long an export's download link works once it is ready. */
export const EXPORT_LINK_HOURS = 24;

export const EXPORT_STATES = ['preparing', 'ready', 'failed'] as const;
export type ExportState = (typeof EXPORT_STATES)[number];

export const DELETION_STATES = ['running', 'done'] as const;
export type DeletionState = (typeof DELETION_STATES)[number];

/** Who asked for a deletion: the account itself, an admin on its owner's request, or the reconciliation. */
export const DELETION_REQUESTERS = ['self', 'admin', 'outside'] as const;
export type DeletionRequester = (typeof DELETION_REQUESTERS)[number];

/**
 * The steps of a deletion, in order. Each is idempotent and recorded when done, so a deletion that
 * fails half-way resumes at the step it was on. `label` is what the account page and the admin see.
 */
export const DELETION_STEPS = [
  { id: 'hide', label: 'Removed from public lists' },
  { id: 'jobs', label: 'Open jobs closed' },
  { id: 'subscription', label: 'Subscription cancelled' },
  { id: 'applications', label: 'Applications reduced to "Deleted user"' },
  { id: 'data', label: 'Profile, settings and saved items deleted' },
  { id: 'files', label: 'Uploaded files deleted' },
  { id: 'sign-in', label: 'Sign-in removed' },
  { id: 'check', label: 'Checked that nothing is left' },
] as const;
export type DeletionStepId = (typeof DELETION_STEPS)[number]['id'];

export const DATA_RIGHTS_MESSAGES = {
  exportRequested: "We're preparing your data. We'll email you when it's ready.",
  exportPreparing: 'Your data is still being prepared.',
  exportFailed: 'We could not prepare this export. Please request a new one.',
  exportExpired: 'This download link has expired. Please request a new export.',
  exportNotFound: 'Export not found.',
  tooManyExports: 'You have requested several exports today. Please try again tomorrow.',
  confirmEmailRequired: 'Please type your email address to confirm.',
  wrongEmail: 'That is not the email address of this account.',
  deletionStarted: 'Your account is being deleted.',
  deletionNotFound: 'Deletion not found.',
  accountDeleting: 'This account is being deleted.',
  /** A write from an account whose deletion has started, whatever token it carries. */
  accountDeletingWrites:
    'This account is being deleted, so it can no longer change anything or contact anyone.',
  noSuchAccount: 'No account has that email address.',
  adminSelf: 'An admin cannot delete their own account here.',
  newsletterSaved: 'Newsletter preference saved',
  emailSynced: 'Email address updated',
} as const;

const ID = /^[A-Za-z0-9_-]{8,64}$/;

/** One export, as its owner sees it. The download is asked for separately, so no link is ever listed. */
export const dataExport = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    state: z.enum(EXPORT_STATES),
    requestedAt: z.string(),
    readyAt: z.nullable(z.string()),
    /** When the download stops working (ready exports only). */
    expiresAt: z.nullable(z.string()),
    /** Whether the download has stopped working. */
    expired: z.boolean(),
    sizeBytes: z.nullable(z.number()),
  }),
);
export type DataExport = z.infer<typeof dataExport>;

export const dataExports = /* @__PURE__ */ schema(() => z.object({ items: z.array(dataExport) }));
export type DataExports = z.infer<typeof dataExports>;

export const exportIdParams = /* @__PURE__ */ schema(() =>
  z.strictObject({
    exportId: z.string().check(z.regex(ID, DATA_RIGHTS_MESSAGES.exportNotFound)),
  }),
);

/** A short-lived address of the export's file (a zip of data.json and the account's own files). */
export const exportDownload = /* @__PURE__ */ schema(() =>
  z.object({ url: z.string(), fileName: z.string(), expiresAt: z.string() }),
);
export type ExportDownload = z.infer<typeof exportDownload>;

export const deletionStep = /* @__PURE__ */ schema(() =>
  z.object({ id: z.string(), label: z.string(), done: z.boolean() }),
);

/** A deletion's progress. */
export const accountDeletion = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    state: z.enum(DELETION_STATES),
    requestedBy: z.enum(DELETION_REQUESTERS),
    startedAt: z.string(),
    finishedAt: z.nullable(z.string()),
    steps: z.array(deletionStep),
  }),
);
export type AccountDeletion = z.infer<typeof accountDeletion>;

/** DELETE /me: the account's own email, typed again, confirms it. */
export const deletionInput = /* @__PURE__ */ schema(() =>
  z.strictObject({
    confirmEmail: z
      .string({ error: DATA_RIGHTS_MESSAGES.confirmEmailRequired })
      .check(
        z.trim(),
        z.minLength(1, DATA_RIGHTS_MESSAGES.confirmEmailRequired),
        z.maxLength(254, DATA_RIGHTS_MESSAGES.wrongEmail),
      ),
  }),
);
export type DeletionInput = z.infer<typeof deletionInput>;

/** A deletion as an admin sees it: whose it is while it runs (nothing identifying once it is done). */
export const adminDeletion = /* @__PURE__ */ schema(() =>
  z.object({
    ...accountDeletion.shape,
    email: z.nullable(z.string()),
    accountId: z.nullable(z.string()),
    userType: z.nullable(z.string()),
  }),
);
export type AdminDeletion = z.infer<typeof adminDeletion>;

export const adminDeletionsQuery = /* @__PURE__ */ schema(() => z.strictObject({ ...pagingQuery }));
export const adminDeletionsPage = /* @__PURE__ */ schema(() =>
  z.object({ items: z.array(adminDeletion), cursor: z.nullable(z.string()) }),
);
export type AdminDeletionsPage = z.infer<typeof adminDeletionsPage>;

export const adminDeletionInput = /* @__PURE__ */ schema(() =>
  z.strictObject({
    email: z
      .string({ error: 'Please enter a valid email address' })
      .check(z.trim(), z.toLowerCase(), z.email('Please enter a valid email address'), z.maxLength(254)),
  }),
);
export type AdminDeletionInput = z.infer<typeof adminDeletionInput>;

export const deletionIdParams = /* @__PURE__ */ schema(() =>
  z.strictObject({
    deletionId: z.string().check(z.regex(ID, DATA_RIGHTS_MESSAGES.deletionNotFound)),
  }),
);

/** The account's newsletter subscription, for its own address. */
export const accountNewsletter = /* @__PURE__ */ schema(() => z.object({ subscribed: z.boolean() }));
export type AccountNewsletter = z.infer<typeof accountNewsletter>;
export const accountNewsletterInput = /* @__PURE__ */ schema(() =>
  z.strictObject({ subscribed: z.boolean() }),
);

/**
 * POST /me/email: after the new address was verified with Cognito, the server reads the account's
 * address from the pool (never from the request) and updates the copies it keeps (a nanny profile's
 * contact address, an agency's owner address).
 */
export const emailSynced = /* @__PURE__ */ schema(() => z.object({ email: z.string() }));
