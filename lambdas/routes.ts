/**
 * THE route table. Every endpoint is declared here once: the CDK stack creates one function and one
 * API route per entry, the local API adapter serves the same list, and a test proves the synthesized
 * API matches it exactly.
 */
import type { UploadPurpose } from './contract/uploads-constants.ts';
import type { IndexName } from './data/table.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * - public: anyone; no token is looked at.
 * - optional: anyone; a valid bearer token, when sent, identifies the caller (verified in the handler).
 * - user: a valid Cognito token is required (API Gateway JWT authorizer).
 * - admin: as user, and the caller must be in the admin group (checked by the middleware).
 */
export type AuthLevel = 'public' | 'optional' | 'user' | 'admin';

/**
 * DynamoDB actions on the single table, as IAM names them. A TransactWriteItems call needs the action of
 * each item it holds (PutItem, UpdateItem, DeleteItem, ConditionCheckItem); a Query is granted on the
 * base table (`table:Query`) or on one index (`table:Query:gsi1`).
 */
export type TableAction =
  'GetItem' | 'BatchGetItem' | 'Query' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'ConditionCheckItem';
export type TableUse = `table:${TableAction}` | `table:Query:${IndexName}`;

/**
 * Upload keys (contract/upload-keys.ts) are `pending/<userId>/<purpose>/<id>` for a fresh upload and
 * `files/<owner…>/<purpose>/<id>` once attached. An area names one purpose's part of either; `pending/*`
 * is every purpose's fresh uploads. Reading (GetObject; HEAD is a read) a pending area also lets the
 * function tell a missing upload from a forbidden one (ListBucket limited to that area); writing is
 * PutObject (a presigned POST, or the target of a copy); a copy reads its source.
 */
export type UploadVerb = 'read' | 'write' | 'delete';
export type UploadArea = `pending/${UploadPurpose | '*'}` | `files/${UploadPurpose}`;
export type UploadsUse = `uploads:${UploadVerb}:${UploadArea}`;

/** User pool actions, as IAM names them (without the `cognito-idp:` prefix). */
export type UserPoolAction = 'AdminGetUser' | 'AdminUpdateUserAttributes';

/**
 * AWS resources a route's function may touch, each naming what it may do; the stack grants exactly
 * these (lib/grants.ts) and tests/infra/least-privilege.test.ts holds every role to them.
 * - email: send from the app's SES identity; stripe, signing: read that one secret.
 */
export type Resource = TableUse | UploadsUse | `userpool:${UserPoolAction}` | 'email' | 'stripe' | 'signing';

/**
 * Attaching a fresh upload of a purpose (data/files.ts acceptFile): the pending upload is read (the
 * copy's source), its copy written under files/, read back for its check and deleted when it fails.
 * Deleting the pending original afterwards is named on its own (`uploads:delete:pending/<purpose>`).
 */
const attach = <P extends UploadPurpose>(purpose: P) =>
  [
    `uploads:read:pending/${purpose}`,
    `uploads:write:files/${purpose}`,
    `uploads:read:files/${purpose}`,
    `uploads:delete:files/${purpose}`,
  ] as const;

/**
 * Each route's own API Gateway throttle; lib/config.ts gives each class its numbers per stage and
 * says why. A class is a budget per route, never shared between routes.
 * - webhook: the payment provider's webhook, alone in its class.
 * - payment: routes that open or check a payment (checkout, verification, subscription, billing portal).
 * - browse: public pages' reads (job board, candidates, health).
 * - lookup: public reads that answer for a guessed value (a promo code).
 * - publicWrite: anonymous writes and messages (newsletter, waitlist, reports, contact).
 * - account: a signed-in user's own reads and writes.
 * - admin: moderators' routes.
 */
export type ThrottleClass = 'webhook' | 'payment' | 'browse' | 'lookup' | 'publicWrite' | 'account' | 'admin';

export interface RouteDef {
  /** Stable id, used to name the function and its log group. */
  readonly id: string;
  readonly method: HttpMethod;
  /** API Gateway path syntax, e.g. /jobs/{jobId}. */
  readonly path: string;
  /** Handler module, relative to lambdas/; it exports `handler`. */
  readonly handler: string;
  readonly auth: AuthLevel;
  readonly uses: readonly Resource[];
  readonly throttle: ThrottleClass;
}

export const routes = [
  {
    id: 'health',
    method: 'GET',
    path: '/health',
    handler: 'http/system/health.ts',
    auth: 'public',
    uses: [],
    throttle: 'browse',
  },
  {
    id: 'me',
    method: 'GET',
    path: '/me',
    handler: 'http/me/get.ts',
    auth: 'user',
    uses: [],
    throttle: 'account',
  },
  {
    id: 'accountType',
    method: 'GET',
    path: '/me/account-type',
    handler: 'http/me/account-type.ts',
    auth: 'user',
    uses: ['table:BatchGetItem'],
    throttle: 'account',
  },
  {
    id: 'changeAccountType',
    method: 'PUT',
    path: '/me/account-type',
    handler: 'http/me/change-account-type.ts',
    auth: 'user',
    uses: ['table:BatchGetItem', 'table:UpdateItem', 'userpool:AdminUpdateUserAttributes'],
    throttle: 'account',
  },
  {
    id: 'stripeWebhook',
    method: 'POST',
    path: '/webhooks/stripe',
    handler: 'webhooks/stripe.ts',
    auth: 'public',
    uses: ['table:GetItem', 'table:PutItem', 'table:UpdateItem', 'table:DeleteItem', 'stripe', 'email'],
    throttle: 'webhook',
  },
  {
    id: 'createUpload',
    method: 'POST',
    path: '/uploads',
    handler: 'http/uploads/create.ts',
    auth: 'user',
    uses: ['table:UpdateItem', 'uploads:write:pending/*'],
    throttle: 'account',
  },
  {
    id: 'checkUpload',
    method: 'POST',
    path: '/uploads/check',
    handler: 'http/uploads/check.ts',
    auth: 'user',
    uses: ['uploads:read:pending/*', 'uploads:delete:pending/*'],
    throttle: 'account',
  },
  {
    id: 'getOwnNanny',
    method: 'GET',
    path: '/nanny-profile',
    handler: 'http/nannies/get-own.ts',
    auth: 'user',
    uses: ['table:GetItem'],
    throttle: 'account',
  },
  {
    id: 'saveNanny',
    method: 'PUT',
    path: '/nanny-profile',
    handler: 'http/nannies/save.ts',
    auth: 'user',
    uses: [
      'table:GetItem',
      'table:PutItem',
      'table:UpdateItem',
      'table:DeleteItem',
      ...attach('nanny-photo'),
      ...attach('nanny-cv'),
      ...attach('nanny-dbs'),
      ...attach('nanny-reference'),
      'uploads:delete:pending/nanny-photo',
      'uploads:delete:pending/nanny-cv',
      'uploads:delete:pending/nanny-dbs',
      'uploads:delete:pending/nanny-reference',
    ],
    throttle: 'account',
  },
  {
    id: 'listCandidates',
    method: 'GET',
    path: '/candidates',
    handler: 'http/candidates/list.ts',
    auth: 'public',
    // Signs a view link to a listed nanny's photo.
    uses: ['table:Query:gsi1', 'uploads:read:files/nanny-photo'],
    throttle: 'browse',
  },
  {
    id: 'candidateCvLink',
    method: 'POST',
    path: '/candidates/{nannyId}/cv-link',
    handler: 'http/candidates/cv-link.ts',
    auth: 'user',
    uses: ['table:GetItem', 'table:PutItem', 'table:UpdateItem', 'uploads:read:files/nanny-cv'],
    throttle: 'account',
  },
  {
    id: 'contactCandidate',
    method: 'POST',
    path: '/candidates/{nannyId}/contact',
    handler: 'http/candidates/contact.ts',
    auth: 'optional',
    uses: ['table:GetItem', 'table:UpdateItem', 'email'],
    throttle: 'publicWrite',
  },
  {
    id: 'createFamilyJob',
    method: 'POST',
    path: '/jobs/family',
    handler: 'http/jobs/create-family.ts',
    auth: 'user',
    uses: [
      'table:GetItem',
      'table:PutItem',
      'table:UpdateItem',
      'table:DeleteItem',
      // A hold left by a draft that expired unpaid is released only if the draft is really gone.
      'table:ConditionCheckItem',
      ...attach('job-photo'),
      'uploads:delete:pending/job-photo',
      'stripe',
    ],
    throttle: 'payment',
  },
  {
    id: 'promoQuote',
    method: 'GET',
    path: '/promo-codes/{code}',
    handler: 'http/jobs/promo-quote.ts',
    auth: 'optional',
    // Checks are counted per address and per account (rate-limit counters are updates).
    uses: ['table:GetItem', 'table:UpdateItem'],
    throttle: 'lookup',
  },
  {
    id: 'verifyPayment',
    method: 'POST',
    path: '/payments/verify',
    handler: 'http/payments/verify.ts',
    auth: 'user',
    // Publishing writes the receipt to the outbox (PutItem) in its transaction; the deliverer sends it.
    uses: ['table:GetItem', 'table:UpdateItem', 'table:DeleteItem', 'table:PutItem', 'stripe'],
    throttle: 'payment',
  },
  {
    id: 'listJobs',
    method: 'GET',
    path: '/jobs',
    handler: 'http/jobs/list.ts',
    // A signed-in caller also learns which jobs are theirs and which they applied to: their nanny
    // profile's id, then their own application records for the page, in one batch.
    auth: 'optional',
    uses: [
      'table:Query:gsi1',
      'table:Query:gsi2',
      'table:GetItem',
      'table:BatchGetItem',
      'uploads:read:files/agency-logo',
      'uploads:read:files/job-photo',
    ],
    throttle: 'browse',
  },
  {
    id: 'getJob',
    method: 'GET',
    path: '/jobs/{jobId}',
    handler: 'http/jobs/get.ts',
    auth: 'optional',
    uses: [
      'table:GetItem',
      'table:BatchGetItem',
      'uploads:read:files/agency-logo',
      'uploads:read:files/job-photo',
    ],
    throttle: 'browse',
  },
  {
    id: 'listSavedJobs',
    method: 'GET',
    path: '/saved-jobs',
    handler: 'http/jobs/saved.ts',
    auth: 'user',
    uses: ['table:Query'],
    throttle: 'account',
  },
  {
    id: 'saveJob',
    method: 'PUT',
    path: '/jobs/{jobId}/save',
    handler: 'http/jobs/save.ts',
    auth: 'user',
    uses: ['table:GetItem', 'table:PutItem', 'table:ConditionCheckItem'],
    throttle: 'account',
  },
  {
    id: 'unsaveJob',
    method: 'DELETE',
    path: '/jobs/{jobId}/save',
    handler: 'http/jobs/unsave.ts',
    auth: 'user',
    uses: ['table:DeleteItem'],
    throttle: 'account',
  },
  {
    id: 'applyToJob',
    method: 'POST',
    path: '/jobs/{jobId}/applications',
    handler: 'http/jobs/apply.ts',
    auth: 'user',
    uses: [
      'table:GetItem',
      'table:PutItem',
      'table:UpdateItem',
      // The application is written only while the job is on the board and the profile not hidden.
      'table:ConditionCheckItem',
      ...attach('application-cv'),
      'uploads:delete:pending/application-cv',
      // The email to the poster goes through the outbox (PutItem, in the application's transaction).
    ],
    throttle: 'account',
  },
  {
    id: 'getOwnAgency',
    method: 'GET',
    path: '/agency',
    handler: 'http/agency/get.ts',
    auth: 'user',
    uses: ['table:GetItem', 'uploads:read:files/agency-logo'],
    throttle: 'account',
  },
  {
    id: 'saveAgency',
    method: 'PUT',
    path: '/agency',
    handler: 'http/agency/save.ts',
    auth: 'user',
    uses: [
      'table:GetItem',
      'table:PutItem',
      'table:UpdateItem',
      ...attach('agency-logo'),
      'uploads:delete:pending/agency-logo',
    ],
    throttle: 'account',
  },
  {
    id: 'agencySubscription',
    method: 'GET',
    path: '/agency/subscription',
    handler: 'http/agency/subscription.ts',
    auth: 'user',
    uses: ['table:GetItem', 'table:UpdateItem', 'stripe'],
    throttle: 'payment',
  },
  {
    id: 'agencyCheckout',
    method: 'POST',
    path: '/agency/subscription/checkout',
    handler: 'http/agency/checkout.ts',
    auth: 'user',
    // A limited promo code's use is held by the checkout (a hold item put, the code updated) and given
    // back (the hold deleted) when the checkout cannot be opened.
    uses: ['table:GetItem', 'table:PutItem', 'table:UpdateItem', 'table:DeleteItem', 'stripe'],
    throttle: 'payment',
  },
  {
    id: 'agencyPortal',
    method: 'POST',
    path: '/agency/subscription/portal',
    handler: 'http/agency/portal.ts',
    auth: 'user',
    uses: ['table:GetItem', 'stripe'],
    throttle: 'payment',
  },
  {
    id: 'createAgencyJob',
    method: 'POST',
    path: '/jobs/agency',
    handler: 'http/jobs/create-agency.ts',
    auth: 'user',
    uses: [
      'table:GetItem',
      'table:PutItem',
      'table:UpdateItem',
      ...attach('job-photo'),
      'uploads:delete:pending/job-photo',
      ...attach('agency-logo'),
      'uploads:delete:pending/agency-logo',
      'stripe',
      // Its confirmation email goes through the outbox (PutItem, in the job's transaction).
    ],
    throttle: 'payment',
  },
  {
    id: 'createReport',
    method: 'POST',
    path: '/reports',
    handler: 'http/reports/create.ts',
    auth: 'optional',
    uses: ['table:GetItem', 'table:BatchGetItem', 'table:PutItem', 'table:UpdateItem'],
    throttle: 'publicWrite',
  },
  {
    id: 'listReports',
    method: 'GET',
    path: '/admin/reports',
    handler: 'http/admin/list-reports.ts',
    auth: 'admin',
    uses: ['table:GetItem', 'table:BatchGetItem', 'table:Query:gsi1', 'table:Query:gsi2'],
    throttle: 'admin',
  },
  {
    id: 'reviewReport',
    method: 'PATCH',
    path: '/admin/reports/{reportId}',
    handler: 'http/admin/review-report.ts',
    auth: 'admin',
    uses: ['table:GetItem', 'table:BatchGetItem', 'table:PutItem', 'table:UpdateItem'],
    throttle: 'admin',
  },
  {
    id: 'getReportedContent',
    method: 'GET',
    path: '/admin/content/{contentType}/{contentId}',
    handler: 'http/admin/reported-content.ts',
    auth: 'admin',
    uses: ['table:GetItem', 'table:BatchGetItem', 'userpool:AdminGetUser'],
    throttle: 'admin',
  },
  {
    id: 'setNannyDbs',
    method: 'PUT',
    path: '/admin/nannies/{nannyId}/dbs',
    handler: 'http/admin/nanny-dbs.ts',
    auth: 'admin',
    uses: ['table:GetItem', 'table:UpdateItem'],
    throttle: 'admin',
  },
  {
    id: 'subscribeNewsletter',
    method: 'POST',
    path: '/newsletter',
    handler: 'http/community/subscribe.ts',
    auth: 'public',
    // The welcome goes through the outbox (PutItem, in the subscription's transaction).
    uses: ['table:GetItem', 'table:PutItem', 'table:UpdateItem', 'signing'],
    throttle: 'publicWrite',
  },
  {
    id: 'unsubscribeNewsletter',
    method: 'POST',
    path: '/newsletter/unsubscribe',
    handler: 'http/community/unsubscribe.ts',
    auth: 'public',
    uses: ['table:UpdateItem'],
    throttle: 'publicWrite',
  },
  {
    id: 'unsubscribeByLink',
    method: 'POST',
    path: '/newsletter/unsubscribe-link',
    handler: 'http/community/unsubscribe-link.ts',
    auth: 'public',
    uses: ['table:UpdateItem', 'signing'],
    throttle: 'publicWrite',
  },
  {
    id: 'joinWaitlist',
    method: 'POST',
    path: '/waitlist',
    handler: 'http/community/waitlist.ts',
    auth: 'public',
    uses: ['table:PutItem', 'table:UpdateItem'],
    throttle: 'publicWrite',
  },
  {
    id: 'applyReferral',
    method: 'POST',
    path: '/referrals',
    handler: 'http/community/referral.ts',
    auth: 'user',
    uses: ['table:PutItem', 'userpool:AdminGetUser'],
    throttle: 'account',
  },
] as const satisfies readonly RouteDef[];

export type RouteId = (typeof routes)[number]['id'];
