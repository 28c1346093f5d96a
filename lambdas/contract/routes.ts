/**
 * THE route table. Every endpoint is declared here once, with its whole contract: method, path, who
 * may call it, what it may touch, its throttle, and the schemas of its path parameters, query string,
 * body and answer. The handler takes all of that from its entry (`httpHandler(routes.jobsApply, …)`),
 * the CDK stack creates one function and one API route per entry, the local API adapter serves the
 * same list, the SPA's client is typed from it, and a test proves the synthesized API matches it.
 *
 * A route's id names its handler file: `jobsPromoQuote` is lambdas/http/jobs/promo-quote.ts (the first
 * word is the folder, the rest the file in kebab case); see handlerFile().
 *
 * This module depends on zod and the contract alone, so the SPA can read it (types only: the first
 * page load must not carry the schemas; the addresses reach it through route-address.ts).
 */
import type * as z from 'zod/mini';
import {
  agencyJobInput,
  agencyJobResponse,
  agencyProfile,
  agencyProfileInput,
  createSubscriptionInput,
  portalInput,
  redirectResponse,
  subscriptionStatus,
} from './agency.ts';
import {
  newsletterInput,
  newsletterSubscribed,
  newsletterUnsubscribed,
  referralInput,
  referralRecorded,
  unsubscribeLinkQuery,
  waitlistInput,
  waitlistJoined,
} from './community.ts';
import {
  adminComplaint,
  adminComplaintsPage,
  adminComplaintsQuery,
  complaintInput,
  complaintParams,
  complaintReceived,
  complaintResponseInput,
} from './complaints.ts';
import {
  activity,
  activitySeenInput,
  applicant,
  applicantDecisionInput,
  applicantParams,
  applicantsPage,
  applicantsQuery,
  closeJobInput,
  discardDraftResult,
  emailSettings,
  emailSettingsInput,
  extendJobInput,
  jobEditInput,
  myApplication,
  myApplicationsPage,
  myApplicationsQuery,
  myJobDetail,
  myJobParams,
  myJobsPage,
  myJobsQuery,
  resumePaymentInput,
  resumePaymentResult,
  savedJobsPage,
  savedJobsQuery,
  stillHiringInput,
  stillHiringResult,
  withdrawInput,
} from './hiring.ts';
import {
  applicationInput,
  applicationResponse,
  createJobResponse,
  familyJobInput,
  jobIdParams,
  jobPage,
  jobPageParams,
  jobsPage,
  jobsQuery,
  promoParams,
  promoQuote,
  savedJobs,
  verifyPaymentInput,
  verifyPaymentResponse,
} from './jobs.ts';
import { accountTypeStatus, changeAccountTypeInput, changeNameInput, meResponse, nameChanged } from './me.ts';
import {
  blockInput,
  blockResult,
  conversationParams,
  conversationsPage,
  conversationsQuery,
  conversationStarted,
  guestBlockInput,
  guestSendInput,
  guestThread,
  guestThreadInput,
  readInput,
  readResult,
  sendMessageInput,
  sentMessage,
  startConversationInput,
  thread,
  threadQuery,
} from './messages.ts';
import {
  adminAppeal,
  appealDecisionInput,
  appealInput,
  appealsPage,
  appealsQuery,
  decisionParams,
  myDecision,
  myDecisions,
} from './moderation.ts';
import {
  candidatesPage,
  candidatesQuery,
  contactInput,
  cvLinkResponse,
  nannyIdParams,
  nannyProfileInput,
  ownNannyProfile,
} from './nanny.ts';
import {
  contentParams,
  reportCreated,
  reportIdParams,
  reportInput,
  reportsPage,
  reportsQuery,
  reportView,
  reportedContent,
  reviewInput,
} from './reports.ts';
import type { AuthLevel, HttpMethod, RouteAddress } from './route-address.ts';
import {
  hireReview,
  myReview,
  myReviewsPage,
  replyInput,
  reviewIdParams,
  reviewInput as hireReviewInput,
  reviewsPage,
  reviewsQuery,
} from './reviews.ts';
import { healthResponse } from './system.ts';
import { invitationInput, invitationSent, suggestions } from './suggestions.ts';
import {
  alertDeleted,
  alertIdParams,
  alertInput,
  alertsList,
  alertView,
  stopAlertInput,
  stopAlertResult,
} from './alerts.ts';
import {
  EMAIL_STOP_API_PATH,
  emailStopInput,
  emailStopOpenQuery,
  emailStopQuery,
  emailStopResult,
} from './email-stop.ts';
import {
  accountDeletion,
  accountNewsletter,
  accountNewsletterInput,
  adminDeletion,
  adminDeletionInput,
  adminDeletionsPage,
  adminDeletionsQuery,
  dataExport,
  dataExports,
  deletionIdParams,
  deletionInput,
  emailSynced,
  exportDownload,
  exportIdParams,
} from './data-rights.ts';
import {
  adminNannyParams,
  adminRefereeParams,
  adminRequestParams,
  checkDecisionInput,
  checkRequestInput,
  checkRequestView,
  consentInput,
  consentView,
  myVerification,
  referenceAnswered,
  referenceAnswerInput,
  referenceForm,
  referenceViewInput,
  refereeDecisionInput,
  refereeIdParams,
  refereeInput,
  refereeView,
  verificationFile,
  verificationQueue,
  verificationQueueQuery,
} from './verification.ts';
import type { UploadPurpose } from './uploads-constants.ts';
import {
  checkUploadRequest,
  checkUploadResponse,
  createUploadRequest,
  createUploadResponse,
} from './uploads.ts';

export type { AuthLevel, HttpMethod, RouteAddress } from './route-address.ts';

/** The single table's secondary indexes (data/table.ts declares them under these names). */
export type IndexName = 'gsi1' | 'gsi2' | 'gsi3';

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
export type UploadVerb = 'read' | 'write' | 'delete' | 'list';
/**
 * Exports (exports/<accountId>/<exportId>.zip) are data exports, not uploads, kept in the same bucket;
 * so are the public copies of agency logos (logos/<agencyId>/<hash>.<ext>, contract/logo-keys.ts), the
 * one area the site's distribution may read.
 */
export type UploadArea =
  `pending/${UploadPurpose | '*'}` | `files/${UploadPurpose | '*'}` | 'exports' | 'logos';
export type UploadsUse = `uploads:${UploadVerb}:${UploadArea}`;

/** User pool actions, as IAM names them (without the `cognito-idp:` prefix). */
export type UserPoolAction =
  | 'AdminGetUser'
  | 'AdminUpdateUserAttributes'
  | 'AdminDisableUser'
  | 'AdminUserGlobalSignOut'
  | 'AdminDeleteUser'
  | 'ListUsers';

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
 * - live: what an open page asks for every few seconds (an open message thread).
 * - admin: moderators' routes.
 */
/**
 * Starting an account's deletion (services/deletion-start.ts): the deletion and its marker put, what
 * leads to the account's data read (its pointers, its posted jobs, its applications), its profile
 * unlisted and its open jobs closed (each with its clock deleted and the work it owes put), and its
 * sign-in disabled and signed out everywhere.
 */
export const DELETION_START = [
  'table:GetItem',
  'table:BatchGetItem',
  'table:Query',
  'table:PutItem',
  'table:UpdateItem',
  'table:DeleteItem',
  'userpool:AdminDisableUser',
  'userpool:AdminUserGlobalSignOut',
] as const satisfies readonly Resource[];

export type ThrottleClass =
  'webhook' | 'payment' | 'browse' | 'lookup' | 'publicWrite' | 'account' | 'live' | 'admin';

export type Schema = z.ZodMiniType;

/** One route, as declared in the table (its id is its key there). */
export interface RouteSpec {
  readonly method: HttpMethod;
  /** API Gateway path syntax, e.g. /jobs/{jobId}. */
  readonly path: string;
  readonly auth: AuthLevel;
  readonly uses: readonly Resource[];
  readonly throttle: ThrottleClass;
  readonly params?: Schema;
  readonly query?: Schema;
  readonly body?: Schema;
  /** Answers are parsed through this schema, so a field it does not name never leaves the server. */
  readonly response?: Schema;
  /** Status of a successful answer; 200 unless set. */
  readonly status?: number;
  /** Keep the body as received, unparsed (the webhook verifies its signature over it). */
  readonly rawBody?: boolean;
  /** Largest body taken, in bytes; 64 KB unless set. */
  readonly maxBodyBytes?: number;
  /**
   * Besides JSON, takes the one form body of RFC 8058's one-click unsubscribe, `List-Unsubscribe=One-Click`
   * (url-encoded or multipart, that field alone), which mailbox providers POST; any other form is 400,
   * any other media type 415 (platform/http.ts). For the one-click stop of notification emails only.
   */
  readonly oneClickForm?: boolean;
  /**
   * Taken from an account whose deletion has started. Every other signed-in write is refused then
   * (services/account-gate.ts); asking for the deletion again answers the one running.
   */
  readonly whileDeleting?: boolean;
}

const table = {
  systemHealth: {
    method: 'GET',
    path: '/health',
    auth: 'public',
    uses: [],
    throttle: 'browse',
    response: healthResponse,
  },
  meGet: {
    method: 'GET',
    path: '/me',
    auth: 'user',
    uses: [],
    throttle: 'account',
    response: meResponse,
  },
  meAccountType: {
    method: 'GET',
    path: '/me/account-type',
    auth: 'user',
    uses: ['table:BatchGetItem'],
    throttle: 'account',
    response: accountTypeStatus,
  },
  meChangeAccountType: {
    method: 'PUT',
    path: '/me/account-type',
    auth: 'user',
    // The account's record read, made (for an account without one) and changed with the checks that it
    // holds nothing; the pool's attribute set after it.
    uses: [
      'table:GetItem',
      'table:BatchGetItem',
      'table:PutItem',
      'table:UpdateItem',
      'table:ConditionCheckItem',
      'userpool:AdminUpdateUserAttributes',
    ],
    throttle: 'account',
    body: changeAccountTypeInput,
    response: accountTypeStatus,
  },
  meChangeName: {
    method: 'PUT',
    path: '/me/name',
    auth: 'user',
    // The name checked, then set in the user pool (the SPA does not write it there itself).
    uses: ['userpool:AdminUpdateUserAttributes'],
    throttle: 'account',
    body: changeNameInput,
    response: nameChanged,
  },
  webhooksStripe: {
    method: 'POST',
    path: '/webhooks/stripe',
    auth: 'public',
    uses: ['table:GetItem', 'table:PutItem', 'table:UpdateItem', 'table:DeleteItem', 'stripe'],
    throttle: 'webhook',
    // The signature is verified over the body exactly as received.
    rawBody: true,
    maxBodyBytes: 512 * 1024,
  },
  uploadsCreate: {
    method: 'POST',
    path: '/uploads',
    auth: 'user',
    uses: ['table:UpdateItem', 'uploads:write:pending/*'],
    throttle: 'account',
    body: createUploadRequest,
    response: createUploadResponse,
  },
  uploadsCheck: {
    method: 'POST',
    path: '/uploads/check',
    auth: 'user',
    uses: ['uploads:read:pending/*', 'uploads:delete:pending/*'],
    throttle: 'account',
    body: checkUploadRequest,
    response: checkUploadResponse,
  },
  nanniesGetOwn: {
    method: 'GET',
    path: '/nanny-profile',
    auth: 'user',
    uses: ['table:GetItem'],
    throttle: 'account',
    response: ownNannyProfile,
  },
  nanniesSave: {
    method: 'PUT',
    path: '/nanny-profile',
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
    body: nannyProfileInput,
    response: ownNannyProfile,
  },
  candidatesList: {
    method: 'GET',
    path: '/candidates',
    auth: 'public',
    // Signs a view link to a listed nanny's photo.
    // With a place, her postcode area's partition (gsi3); else the whole list (gsi1).
    uses: ['table:Query:gsi1', 'table:Query:gsi3', 'uploads:read:files/nanny-photo'],
    throttle: 'browse',
    query: candidatesQuery,
    response: candidatesPage,
  },
  candidatesCvLink: {
    method: 'POST',
    path: '/candidates/{nannyId}/cv-link',
    auth: 'user',
    uses: ['table:GetItem', 'table:PutItem', 'table:UpdateItem', 'uploads:read:files/nanny-cv'],
    throttle: 'account',
    params: nannyIdParams,
    response: cvLinkResponse,
  },
  candidatesContact: {
    method: 'POST',
    path: '/candidates/{nannyId}/contact',
    auth: 'optional',
    // The message starts a conversation (data/conversations.ts): its emails go through the outbox.
    uses: [
      'table:GetItem',
      'table:PutItem',
      'table:UpdateItem',
      'table:ConditionCheckItem',
      // A family's first name when its token does not carry one.
      'userpool:AdminGetUser',
    ],
    throttle: 'publicWrite',
    params: nannyIdParams,
    body: contactInput,
    status: 202,
  },
  jobsCreateFamily: {
    method: 'POST',
    path: '/jobs/family',
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
    body: familyJobInput,
    response: createJobResponse,
    status: 201,
  },
  jobsPromoQuote: {
    method: 'GET',
    path: '/promo-codes/{code}',
    auth: 'optional',
    // Checks are counted per address and per account (rate-limit counters are updates).
    uses: ['table:GetItem', 'table:UpdateItem'],
    throttle: 'lookup',
    params: promoParams,
    response: promoQuote,
  },
  paymentsVerify: {
    method: 'POST',
    path: '/payments/verify',
    auth: 'user',
    // Publishing writes the receipt to the outbox (PutItem) in its transaction; the deliverer sends it.
    uses: ['table:GetItem', 'table:UpdateItem', 'table:DeleteItem', 'table:PutItem', 'stripe'],
    throttle: 'payment',
    body: verifyPaymentInput,
    response: verifyPaymentResponse,
  },
  jobsList: {
    method: 'GET',
    path: '/jobs',
    // A signed-in caller also learns which jobs are theirs and which they applied to: their nanny
    // profile's id, then their own application records for the page, in one batch. A place filter reads
    // its postcode area (gsi3); "Best match" reads her profile and her area's jobs.
    auth: 'optional',
    uses: [
      'table:Query:gsi1',
      'table:Query:gsi2',
      'table:Query:gsi3',
      'table:GetItem',
      'table:BatchGetItem',
      // Logos are public copies served by the site; a job posted before them links to its logo presigned.
      'uploads:read:files/agency-logo',
      'uploads:read:files/job-photo',
    ],
    throttle: 'browse',
    query: jobsQuery,
    response: jobsPage,
  },
  jobsGet: {
    method: 'GET',
    path: '/jobs/{jobId}',
    auth: 'optional',
    uses: [
      'table:GetItem',
      'table:BatchGetItem',
      'uploads:read:files/agency-logo',
      'uploads:read:files/job-photo',
    ],
    throttle: 'browse',
    params: jobPageParams,
    response: jobPage,
  },
  jobsSaved: {
    method: 'GET',
    path: '/saved-jobs',
    auth: 'user',
    uses: ['table:Query'],
    throttle: 'account',
    response: savedJobs,
  },
  jobsSave: {
    method: 'PUT',
    path: '/jobs/{jobId}/save',
    auth: 'user',
    uses: ['table:GetItem', 'table:PutItem', 'table:ConditionCheckItem'],
    throttle: 'account',
    params: jobIdParams,
    status: 204,
  },
  jobsUnsave: {
    method: 'DELETE',
    path: '/jobs/{jobId}/save',
    auth: 'user',
    uses: ['table:DeleteItem'],
    throttle: 'account',
    params: jobIdParams,
    status: 204,
  },
  jobsApply: {
    method: 'POST',
    path: '/jobs/{jobId}/applications',
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
    params: jobIdParams,
    body: applicationInput,
    response: applicationResponse,
    status: 201,
  },
  agencyGet: {
    method: 'GET',
    path: '/agency',
    auth: 'user',
    // A logo saved before public copies is shown presigned until the profile is saved again.
    uses: ['table:GetItem', 'uploads:read:files/agency-logo'],
    throttle: 'account',
    response: agencyProfile,
  },
  agencySave: {
    method: 'PUT',
    path: '/agency',
    auth: 'user',
    uses: [
      'table:GetItem',
      'table:PutItem',
      'table:UpdateItem',
      ...attach('agency-logo'),
      'uploads:delete:pending/agency-logo',
      // The logo's public copy, read from its checked file (above) and written under logos/.
      'uploads:write:logos',
    ],
    throttle: 'account',
    body: agencyProfileInput,
    response: agencyProfile,
  },
  agencySubscription: {
    method: 'GET',
    path: '/agency/subscription',
    auth: 'user',
    uses: ['table:GetItem', 'table:UpdateItem', 'stripe'],
    throttle: 'payment',
    response: subscriptionStatus,
  },
  agencyCheckout: {
    method: 'POST',
    path: '/agency/subscription/checkout',
    auth: 'user',
    // A limited promo code's use is held by the checkout (a hold item put, the code updated) and given
    // back (the hold deleted) when the checkout cannot be opened.
    uses: ['table:GetItem', 'table:PutItem', 'table:UpdateItem', 'table:DeleteItem', 'stripe'],
    throttle: 'payment',
    body: createSubscriptionInput,
    response: redirectResponse,
  },
  agencyPortal: {
    method: 'POST',
    path: '/agency/subscription/portal',
    auth: 'user',
    uses: ['table:GetItem', 'stripe'],
    throttle: 'payment',
    body: portalInput,
    response: redirectResponse,
  },
  jobsCreateAgency: {
    method: 'POST',
    path: '/jobs/agency',
    auth: 'user',
    uses: [
      'table:GetItem',
      'table:PutItem',
      'table:UpdateItem',
      ...attach('job-photo'),
      'uploads:delete:pending/job-photo',
      ...attach('agency-logo'),
      'uploads:delete:pending/agency-logo',
      'uploads:write:logos',
      'stripe',
      // Its confirmation email goes through the outbox (PutItem, in the job's transaction).
    ],
    throttle: 'payment',
    body: agencyJobInput,
    response: agencyJobResponse,
    status: 201,
  },
  reportsCreate: {
    method: 'POST',
    path: '/reports',
    auth: 'optional',
    // A visitor reporting a message proves she is in its conversation with her link's signed token; a
    // poster reporting an applicant who is no longer listed is found among her latest applications.
    uses: [
      'table:GetItem',
      'table:BatchGetItem',
      'table:Query:gsi1',
      'table:PutItem',
      'table:UpdateItem',
      'signing',
    ],
    throttle: 'publicWrite',
    body: reportInput,
    response: reportCreated,
    status: 201,
  },
  adminListReports: {
    method: 'GET',
    path: '/admin/reports',
    auth: 'admin',
    uses: ['table:GetItem', 'table:BatchGetItem', 'table:Query:gsi1', 'table:Query:gsi2'],
    throttle: 'admin',
    query: reportsQuery,
    response: reportsPage,
  },
  adminReviewReport: {
    method: 'PATCH',
    path: '/admin/reports/{reportId}',
    auth: 'admin',
    // Hiding records a decision and emails its owner (their address from the user pool); showing
    // again closes the decision and deletes the content's pointer to it.
    uses: [
      'table:GetItem',
      'table:BatchGetItem',
      'table:PutItem',
      'table:UpdateItem',
      'table:DeleteItem',
      'userpool:AdminGetUser',
    ],
    throttle: 'admin',
    params: reportIdParams,
    body: reviewInput,
    response: reportView,
  },
  adminReportedContent: {
    method: 'GET',
    path: '/admin/content/{contentType}/{contentId}',
    auth: 'admin',
    uses: ['table:GetItem', 'table:BatchGetItem', 'userpool:AdminGetUser'],
    throttle: 'admin',
    params: contentParams,
    response: reportedContent,
  },

  // Verification: a nanny's checks, her referees' answers, and the moderators' queue.
  verificationMine: {
    method: 'GET',
    path: '/me/verification',
    auth: 'user',
    uses: ['table:GetItem', 'table:Query'],
    throttle: 'account',
    response: myVerification,
  },
  verificationRequest: {
    method: 'POST',
    path: '/me/verification/requests',
    auth: 'user',
    uses: [
      'table:GetItem',
      'table:PutItem',
      'table:UpdateItem',
      'table:ConditionCheckItem',
      ...attach('nanny-evidence'),
      'uploads:delete:pending/nanny-evidence',
    ],
    throttle: 'account',
    body: checkRequestInput,
    response: checkRequestView,
    status: 201,
  },
  verificationConsent: {
    method: 'PUT',
    path: '/me/verification/consent',
    auth: 'user',
    // Withdrawing consent also withdraws a waiting Update Service request.
    uses: ['table:GetItem', 'table:Query', 'table:PutItem', 'table:UpdateItem', 'table:DeleteItem'],
    throttle: 'account',
    body: consentInput,
    response: consentView,
  },
  verificationAddReferee: {
    method: 'POST',
    path: '/me/verification/referees',
    auth: 'user',
    // The referee's email goes through the outbox, which signs the link as it sends it. The referee, her
    // places and the email are one transaction, which checks her profile (and, the first time her places
    // are written, the referees they are made from).
    uses: ['table:GetItem', 'table:Query', 'table:PutItem', 'table:UpdateItem', 'table:ConditionCheckItem'],
    throttle: 'account',
    body: refereeInput,
    response: refereeView,
    status: 201,
  },
  verificationWithdrawReferee: {
    method: 'DELETE',
    path: '/me/verification/referees/{refereeId}',
    auth: 'user',
    uses: [
      'table:GetItem',
      'table:PutItem',
      'table:UpdateItem',
      'table:DeleteItem',
      'table:ConditionCheckItem',
    ],
    throttle: 'account',
    params: refereeIdParams,
    response: refereeView,
  },
  referencesView: {
    method: 'POST',
    path: '/references/view',
    auth: 'public',
    uses: ['table:GetItem', 'signing'],
    throttle: 'browse',
    body: referenceViewInput,
    response: referenceForm,
  },
  referencesAnswer: {
    method: 'POST',
    path: '/references/answer',
    auth: 'public',
    uses: ['table:GetItem', 'table:PutItem', 'table:UpdateItem', 'table:ConditionCheckItem', 'signing'],
    throttle: 'publicWrite',
    body: referenceAnswerInput,
    response: referenceAnswered,
    status: 201,
  },
  adminVerifications: {
    method: 'GET',
    path: '/admin/verifications',
    auth: 'admin',
    uses: ['table:Query:gsi1'],
    throttle: 'admin',
    query: verificationQueueQuery,
    response: verificationQueue,
  },
  adminVerificationFile: {
    method: 'GET',
    path: '/admin/verifications/{nannyId}',
    auth: 'admin',
    uses: [
      'table:GetItem',
      'table:Query',
      'uploads:read:files/nanny-evidence',
      'uploads:read:files/nanny-dbs',
      'uploads:read:files/nanny-reference',
    ],
    throttle: 'admin',
    params: adminNannyParams,
    response: verificationFile,
  },
  adminDecideCheck: {
    method: 'PUT',
    path: '/admin/verifications/{nannyId}/requests/{requestId}',
    auth: 'admin',
    // The decision, the profile's checks, the nanny's email and the deletion of her document (an outbox
    // entry: the deliverer deletes it) in one transaction. Answers with the nanny's file, as the file
    // route does (links to her documents).
    uses: [
      'table:GetItem',
      'table:Query',
      'table:PutItem',
      'table:UpdateItem',
      'table:ConditionCheckItem',
      'uploads:read:files/nanny-evidence',
      'uploads:read:files/nanny-dbs',
      'uploads:read:files/nanny-reference',
    ],
    throttle: 'admin',
    params: adminRequestParams,
    body: checkDecisionInput,
    response: verificationFile,
  },
  adminDecideReferee: {
    method: 'PUT',
    path: '/admin/verifications/{nannyId}/referees/{refereeId}',
    auth: 'admin',
    // Holds only on the answer the moderator was shown (the body's answeredAt); a refusal frees the
    // referee's place, or checks her places were never written.
    uses: [
      'table:GetItem',
      'table:Query',
      'table:PutItem',
      'table:UpdateItem',
      'table:ConditionCheckItem',
      'uploads:read:files/nanny-evidence',
      'uploads:read:files/nanny-dbs',
      'uploads:read:files/nanny-reference',
    ],
    throttle: 'admin',
    params: adminRefereeParams,
    body: refereeDecisionInput,
    response: verificationFile,
  },
  communitySubscribe: {
    method: 'POST',
    path: '/newsletter',
    auth: 'public',
    // The welcome goes through the outbox (PutItem, in the subscription's transaction).
    uses: ['table:GetItem', 'table:PutItem', 'table:UpdateItem', 'signing'],
    throttle: 'publicWrite',
    body: newsletterInput,
    response: newsletterSubscribed,
  },
  communityUnsubscribe: {
    method: 'POST',
    path: '/newsletter/unsubscribe',
    auth: 'public',
    uses: ['table:UpdateItem'],
    throttle: 'publicWrite',
    body: newsletterInput,
    response: newsletterUnsubscribed,
  },
  communityUnsubscribeLink: {
    method: 'POST',
    path: '/newsletter/unsubscribe-link',
    auth: 'public',
    uses: ['table:UpdateItem', 'signing'],
    throttle: 'publicWrite',
    body: unsubscribeLinkQuery,
    response: newsletterUnsubscribed,
  },
  communityWaitlist: {
    method: 'POST',
    path: '/waitlist',
    auth: 'public',
    uses: ['table:PutItem', 'table:UpdateItem'],
    throttle: 'publicWrite',
    body: waitlistInput,
    response: waitlistJoined,
  },
  communityReferral: {
    method: 'POST',
    path: '/referrals',
    auth: 'user',
    uses: ['table:PutItem', 'userpool:AdminGetUser'],
    throttle: 'account',
    body: referralInput,
    response: referralRecorded,
  },
  // The hiring loop: a poster's jobs and applicants, a nanny's applications and saved jobs.
  hiringMyJobs: {
    method: 'GET',
    path: '/my-jobs',
    auth: 'user',
    uses: ['table:Query', 'table:BatchGetItem'],
    throttle: 'account',
    query: myJobsQuery,
    response: myJobsPage,
  },
  hiringMyJob: {
    method: 'GET',
    path: '/my-jobs/{jobId}',
    auth: 'user',
    uses: ['table:GetItem', 'uploads:read:files/job-photo'],
    throttle: 'account',
    params: myJobParams,
    response: myJobDetail,
  },
  hiringEditJob: {
    method: 'PUT',
    path: '/my-jobs/{jobId}',
    auth: 'user',
    uses: ['table:GetItem', 'table:UpdateItem', ...attach('job-photo'), 'uploads:delete:pending/job-photo'],
    throttle: 'account',
    params: myJobParams,
    body: jobEditInput,
    response: myJobDetail,
  },
  hiringCloseJob: {
    method: 'POST',
    path: '/my-jobs/{jobId}/close',
    auth: 'user',
    // The job, its clock and the named applicant change together; the applicants are told through the outbox.
    uses: [
      'table:GetItem',
      'table:UpdateItem',
      'table:DeleteItem',
      'table:PutItem',
      'uploads:read:files/job-photo',
    ],
    throttle: 'account',
    params: myJobParams,
    body: closeJobInput,
    response: myJobDetail,
  },
  hiringExtendJob: {
    method: 'POST',
    path: '/my-jobs/{jobId}/extend',
    auth: 'user',
    uses: ['table:GetItem', 'table:UpdateItem', 'uploads:read:files/job-photo'],
    throttle: 'account',
    params: myJobParams,
    body: extendJobInput,
    response: myJobDetail,
  },
  hiringResumePayment: {
    method: 'POST',
    path: '/my-jobs/{jobId}/checkout',
    auth: 'user',
    // Priced again as a post is (checkouts and promo checks counted, rate-limit counters are updates):
    // the draft's earlier checkout ended and the use of a limited code it held given back (the hold
    // deleted), a new code's use taken with a hold put, or taken from the family's earlier draft (as
    // jobsCreateFamily does, a hold left by an expired draft released only if it is really gone).
    uses: [
      'table:GetItem',
      'table:UpdateItem',
      'table:PutItem',
      'table:DeleteItem',
      'table:ConditionCheckItem',
      'stripe',
    ],
    throttle: 'payment',
    params: myJobParams,
    body: resumePaymentInput,
    response: resumePaymentResult,
  },
  hiringDiscardDraft: {
    method: 'DELETE',
    path: '/my-jobs/{jobId}',
    auth: 'user',
    // Its checkout ended at Stripe; then in one transaction the draft marked discarded, its place in the
    // poster's list deleted, its retention due now (its photo goes), and a held promo use given back
    // (the code updated, the hold deleted).
    uses: ['table:GetItem', 'table:UpdateItem', 'table:DeleteItem', 'table:PutItem', 'stripe'],
    throttle: 'payment',
    params: myJobParams,
    response: discardDraftResult,
  },
  hiringStillHiring: {
    method: 'POST',
    path: '/jobs/{jobId}/still-hiring',
    auth: 'public',
    uses: ['table:GetItem', 'table:UpdateItem', 'signing'],
    throttle: 'publicWrite',
    params: myJobParams,
    body: stillHiringInput,
    response: stillHiringResult,
  },
  hiringApplicants: {
    method: 'GET',
    path: '/my-jobs/{jobId}/applicants',
    auth: 'user',
    uses: [
      'table:GetItem',
      'table:Query:gsi1',
      'table:Query:gsi2',
      'table:BatchGetItem',
      'uploads:read:files/nanny-photo',
    ],
    throttle: 'account',
    params: myJobParams,
    query: applicantsQuery,
    response: applicantsPage,
  },
  hiringApplicant: {
    method: 'GET',
    path: '/my-jobs/{jobId}/applicants/{nannyId}',
    auth: 'user',
    // The poster's first look marks the application viewed (it, the job's counts and the badge's); her
    // profile card is read in a batch, as in the list.
    uses: ['table:GetItem', 'table:BatchGetItem', 'table:UpdateItem', 'uploads:read:files/nanny-photo'],
    throttle: 'account',
    params: applicantParams,
    response: applicant,
  },
  hiringDecide: {
    method: 'PUT',
    path: '/my-jobs/{jobId}/applicants/{nannyId}/status',
    auth: 'user',
    // The email it owes the nanny goes through the outbox (PutItem, in the change's transaction).
    uses: [
      'table:GetItem',
      'table:BatchGetItem',
      'table:UpdateItem',
      'table:PutItem',
      'uploads:read:files/nanny-photo',
    ],
    throttle: 'account',
    params: applicantParams,
    body: applicantDecisionInput,
    response: applicant,
  },
  hiringApplicantCv: {
    method: 'POST',
    path: '/my-jobs/{jobId}/applicants/{nannyId}/cv-link',
    auth: 'user',
    // Every opening of her CV is recorded (PutItem) before the link is given.
    uses: ['table:GetItem', 'table:PutItem', 'uploads:read:files/application-cv'],
    throttle: 'account',
    params: applicantParams,
    response: cvLinkResponse,
  },
  hiringMyApplications: {
    method: 'GET',
    path: '/my-applications',
    auth: 'user',
    uses: ['table:GetItem', 'table:Query:gsi1', 'table:BatchGetItem'],
    throttle: 'account',
    query: myApplicationsQuery,
    response: myApplicationsPage,
  },
  hiringWithdraw: {
    method: 'POST',
    path: '/my-applications/{jobId}/withdraw',
    auth: 'user',
    uses: ['table:GetItem', 'table:UpdateItem'],
    throttle: 'account',
    params: myJobParams,
    body: withdrawInput,
    response: myApplication,
  },
  hiringSavedJobs: {
    method: 'GET',
    path: '/saved-jobs/details',
    auth: 'user',
    uses: ['table:GetItem', 'table:Query:gsi1', 'table:BatchGetItem'],
    throttle: 'account',
    query: savedJobsQuery,
    response: savedJobsPage,
  },
  meActivity: {
    method: 'GET',
    path: '/me/activity',
    auth: 'user',
    uses: ['table:GetItem'],
    throttle: 'account',
    response: activity,
  },
  meActivitySeen: {
    method: 'POST',
    path: '/me/activity/seen',
    auth: 'user',
    uses: ['table:UpdateItem'],
    throttle: 'account',
    body: activitySeenInput,
    response: activity,
  },
  meEmailSettings: {
    method: 'GET',
    path: '/me/email-settings',
    auth: 'user',
    uses: ['table:GetItem'],
    throttle: 'account',
    response: emailSettings,
  },
  meUpdateEmailSettings: {
    method: 'PUT',
    path: '/me/email-settings',
    auth: 'user',
    uses: ['table:PutItem'],
    throttle: 'account',
    body: emailSettingsInput,
    response: emailSettings,
  },
  meExports: {
    method: 'GET',
    path: '/me/exports',
    auth: 'user',
    uses: ['table:Query'],
    throttle: 'account',
    response: dataExports,
  },
  meRequestExport: {
    method: 'POST',
    path: '/me/exports',
    auth: 'user',
    uses: ['table:Query', 'table:PutItem', 'table:UpdateItem'],
    throttle: 'account',
    status: 202,
    response: dataExport,
  },
  meExportDownload: {
    method: 'GET',
    path: '/me/exports/{exportId}/download',
    auth: 'user',
    uses: ['table:GetItem', 'uploads:read:exports'],
    throttle: 'account',
    params: exportIdParams,
    response: exportDownload,
  },
  meDeletion: {
    method: 'GET',
    path: '/me/deletion',
    auth: 'user',
    uses: ['table:GetItem'],
    throttle: 'account',
    response: accountDeletion,
  },
  meRequestDeletion: {
    method: 'POST',
    path: '/me/deletion',
    auth: 'user',
    uses: DELETION_START,
    throttle: 'account',
    status: 202,
    // A retry of the request that started the deletion is answered with the deletion running.
    whileDeleting: true,
    body: deletionInput,
    response: accountDeletion,
  },
  meNewsletter: {
    method: 'GET',
    path: '/me/newsletter',
    auth: 'user',
    uses: ['table:GetItem'],
    throttle: 'account',
    response: accountNewsletter,
  },
  meUpdateNewsletter: {
    method: 'PUT',
    path: '/me/newsletter',
    auth: 'user',
    // Subscribing issues a welcome code and owes the welcome, with its signed unsubscribe link.
    uses: ['table:GetItem', 'table:PutItem', 'table:UpdateItem', 'signing'],
    throttle: 'account',
    body: accountNewsletterInput,
    response: accountNewsletter,
  },
  meSyncEmail: {
    method: 'POST',
    path: '/me/email',
    auth: 'user',
    uses: ['userpool:AdminGetUser', 'table:GetItem', 'table:UpdateItem'],
    throttle: 'account',
    response: emailSynced,
  },
  adminDeletions: {
    method: 'GET',
    path: '/admin/deletions',
    auth: 'admin',
    uses: ['table:Query:gsi1'],
    throttle: 'admin',
    query: adminDeletionsQuery,
    response: adminDeletionsPage,
  },
  adminRequestDeletion: {
    method: 'POST',
    path: '/admin/deletions',
    auth: 'admin',
    uses: ['userpool:AdminGetUser', ...DELETION_START],
    throttle: 'admin',
    status: 202,
    body: adminDeletionInput,
    response: adminDeletion,
  },
  adminDeletion: {
    method: 'GET',
    path: '/admin/deletions/{deletionId}',
    auth: 'admin',
    uses: ['table:GetItem'],
    throttle: 'admin',
    params: deletionIdParams,
    response: adminDeletion,
  },
  // Messages (messages.ts): conversations between two accounts, or a nanny and a visitor.
  messagesList: {
    method: 'GET',
    path: '/messages',
    auth: 'user',
    // The inbox rows (gsi1), then their conversations, last messages and blocks by key.
    uses: ['table:Query:gsi1', 'table:BatchGetItem'],
    throttle: 'account',
    query: conversationsQuery,
    response: conversationsPage,
  },
  messagesStart: {
    method: 'POST',
    path: '/messages',
    auth: 'user',
    uses: [
      'table:GetItem',
      'table:PutItem',
      'table:UpdateItem',
      'table:ConditionCheckItem',
      // The new-message email goes through the outbox (PutItem, in the message's transaction).
      // A family poster's first name, for a nanny starting from her application.
      'userpool:AdminGetUser',
    ],
    throttle: 'account',
    body: startConversationInput,
    response: conversationStarted,
    status: 201,
  },
  messagesThread: {
    method: 'GET',
    path: '/messages/{conversationId}',
    auth: 'user',
    uses: ['table:GetItem', 'table:BatchGetItem', 'table:Query'],
    // An open thread asks every few seconds (THREAD_POLL_MS): its own budget, sized for open threads.
    throttle: 'live',
    params: conversationParams,
    query: threadQuery,
    response: thread,
  },
  messagesSend: {
    method: 'POST',
    path: '/messages/{conversationId}',
    auth: 'user',
    uses: ['table:GetItem', 'table:PutItem', 'table:UpdateItem', 'table:ConditionCheckItem'],
    throttle: 'account',
    params: conversationParams,
    body: sendMessageInput,
    response: sentMessage,
    status: 201,
  },
  messagesRead: {
    method: 'PUT',
    path: '/messages/{conversationId}/read',
    auth: 'user',
    // What is still unread after the mark is counted from the messages after it (Query).
    uses: ['table:GetItem', 'table:Query', 'table:UpdateItem', 'table:ConditionCheckItem'],
    throttle: 'account',
    params: conversationParams,
    body: readInput,
    response: readResult,
  },
  messagesBlock: {
    method: 'PUT',
    path: '/messages/{conversationId}/block',
    auth: 'user',
    uses: ['table:GetItem', 'table:PutItem', 'table:UpdateItem', 'table:DeleteItem'],
    throttle: 'account',
    params: conversationParams,
    body: blockInput,
    response: blockResult,
  },
  // A visitor's side of her conversation, opened with the signed token from her email.
  guestThread: {
    method: 'POST',
    path: '/guest/conversation',
    auth: 'public',
    uses: ['table:GetItem', 'table:BatchGetItem', 'table:Query', 'table:UpdateItem', 'signing'],
    // Open to anyone with a link, so in a public class; a visitor's open page asks as a member's does.
    throttle: 'browse',
    body: guestThreadInput,
    response: guestThread,
  },
  guestSend: {
    method: 'POST',
    path: '/guest/conversation/messages',
    auth: 'public',
    uses: ['table:GetItem', 'table:PutItem', 'table:UpdateItem', 'table:ConditionCheckItem', 'signing'],
    throttle: 'publicWrite',
    body: guestSendInput,
    response: sentMessage,
    status: 201,
  },
  guestBlock: {
    method: 'PUT',
    path: '/guest/conversation/block',
    auth: 'public',
    uses: ['table:GetItem', 'table:PutItem', 'table:UpdateItem', 'table:DeleteItem', 'signing'],
    throttle: 'publicWrite',
    body: guestBlockInput,
    response: blockResult,
  },
  // Moderation decisions and appeals (moderation.ts).
  meModeration: {
    method: 'GET',
    path: '/me/moderation',
    auth: 'user',
    uses: ['table:Query:gsi1'],
    throttle: 'account',
    response: myDecisions,
  },
  meAppeal: {
    method: 'POST',
    path: '/me/moderation/{decisionId}/appeal',
    auth: 'user',
    // The appeal is written on the decision, with the open appeals' count, in one transaction.
    uses: ['table:GetItem', 'table:UpdateItem'],
    throttle: 'account',
    params: decisionParams,
    body: appealInput,
    response: myDecision,
    status: 201,
  },
  adminAppeals: {
    method: 'GET',
    path: '/admin/appeals',
    auth: 'admin',
    // Appeals by status on gsi2 (a decision's gsi1 is its owner's list); owners' first names from the pool.
    uses: ['table:Query:gsi2', 'table:GetItem', 'userpool:AdminGetUser'],
    throttle: 'admin',
    query: appealsQuery,
    response: appealsPage,
  },
  adminDecideAppeal: {
    method: 'POST',
    path: '/admin/appeals/{decisionId}',
    auth: 'admin',
    // Reversed, the content shows again and its pointer to the decision goes; the owner's email (their
    // address from the pool) is put in the outbox either way.
    uses: ['table:GetItem', 'table:UpdateItem', 'table:PutItem', 'table:DeleteItem', 'userpool:AdminGetUser'],
    throttle: 'admin',
    params: decisionParams,
    body: appealDecisionInput,
    response: adminAppeal,
  },
  // Complaints about how we use personal data (complaints.ts): anyone may send one, signed in or not
  // (the complainant follows it by email, and finds it in their data export); admins answer them.
  complaintsCreate: {
    method: 'POST',
    path: '/complaints',
    auth: 'optional',
    // The complaint and its acknowledgement email (the outbox) in one transaction; counted per address.
    uses: ['table:PutItem', 'table:UpdateItem'],
    throttle: 'publicWrite',
    body: complaintInput,
    response: complaintReceived,
    status: 201,
  },
  adminComplaints: {
    method: 'GET',
    path: '/admin/complaints',
    auth: 'admin',
    // Not yet resolved or resolved on gsi2, all on gsi3 (a complaint's gsi1 is its complainant's list).
    uses: ['table:Query:gsi2', 'table:Query:gsi3'],
    throttle: 'admin',
    query: adminComplaintsQuery,
    response: adminComplaintsPage,
  },
  adminRespondComplaint: {
    method: 'POST',
    path: '/admin/complaints/{complaintId}/responses',
    auth: 'admin',
    // The response on the complaint and its email (the outbox) in one transaction; the address is the
    // visitor's, or the account's looked up as the email is sent.
    uses: ['table:GetItem', 'table:UpdateItem', 'table:PutItem'],
    throttle: 'admin',
    params: complaintParams,
    body: complaintResponseInput,
    response: adminComplaint,
  },
  // Reviews (reviews.ts): a poster's review of the nanny they hired, her reply, the public list.
  reviewsList: {
    method: 'GET',
    path: '/candidates/{nannyId}/reviews',
    auth: 'public',
    // Her reviews no moderator has hid, on their own index (gsi2), newest first.
    // Each review's id is sealed with a key derived from the signing secret.
    uses: ['table:GetItem', 'table:Query:gsi2', 'signing'],
    throttle: 'browse',
    params: nannyIdParams,
    query: reviewsQuery,
    response: reviewsPage,
  },
  reviewsCreate: {
    method: 'POST',
    path: '/my-jobs/{jobId}/applicants/{nannyId}/review',
    auth: 'user',
    // The review is put with her rating (an update of her profile), while the application is a hire.
    uses: ['table:GetItem', 'table:PutItem', 'table:UpdateItem', 'table:ConditionCheckItem'],
    throttle: 'account',
    params: applicantParams,
    body: hireReviewInput,
    response: hireReview,
    status: 201,
  },
  reviewsEdit: {
    method: 'PUT',
    path: '/my-jobs/{jobId}/applicants/{nannyId}/review',
    auth: 'user',
    uses: ['table:GetItem', 'table:PutItem', 'table:UpdateItem'],
    throttle: 'account',
    params: applicantParams,
    body: hireReviewInput,
    response: hireReview,
  },
  reviewsMine: {
    method: 'GET',
    path: '/me/reviews',
    auth: 'user',
    // Her profile's id, then every review about her (gsi1), hidden ones too.
    uses: ['table:GetItem', 'table:Query:gsi1'],
    throttle: 'account',
    query: reviewsQuery,
    response: myReviewsPage,
  },
  reviewsReply: {
    method: 'POST',
    path: '/me/reviews/{reviewId}/reply',
    auth: 'user',
    uses: ['table:GetItem', 'table:PutItem'],
    throttle: 'account',
    params: reviewIdParams,
    body: replyInput,
    response: myReview,
    status: 201,
  },
  // Suggested nannies for a poster's job, and inviting one of them to apply.
  hiringSuggestions: {
    method: 'GET',
    path: '/my-jobs/{jobId}/suggestions',
    auth: 'user',
    // The job; its area's listed nannies (gsi3), or the top of the whole list without a postcode (gsi1);
    // whether each applied or was invited, in one batch; her photo's view link.
    uses: [
      'table:GetItem',
      'table:Query:gsi1',
      'table:Query:gsi3',
      'table:BatchGetItem',
      'uploads:read:files/nanny-photo',
    ],
    throttle: 'account',
    params: myJobParams,
    response: suggestions,
  },
  hiringInvite: {
    method: 'POST',
    path: '/my-jobs/{jobId}/invitations',
    auth: 'user',
    // A message as POST /messages sends it (its email through the outbox), with the invitation's record
    // and the job's on-board check in its transaction; a family's first name when its token has none.
    uses: [
      'table:GetItem',
      'table:PutItem',
      'table:UpdateItem',
      'table:ConditionCheckItem',
      'userpool:AdminGetUser',
    ],
    throttle: 'account',
    params: myJobParams,
    body: invitationInput,
    response: invitationSent,
    status: 201,
  },
  // Job alerts (alerts.ts): a nanny's saved searches, and the one-click stop link of their emails.
  alertsList: {
    method: 'GET',
    path: '/account/alerts',
    auth: 'user',
    uses: ['table:Query'],
    throttle: 'account',
    response: alertsList,
  },
  alertsCreate: {
    method: 'POST',
    path: '/account/alerts',
    auth: 'user',
    // Her profile's id (for why a job suits her) and her alerts (one like it refuses it), then the alert
    // put with her count and its sameness (a transaction; a sameness left over by an alert gone or
    // changed since is read with its alert, and taken over on the condition that alert still lacks it).
    uses: ['table:GetItem', 'table:Query', 'table:PutItem', 'table:UpdateItem', 'table:ConditionCheckItem'],
    throttle: 'account',
    body: alertInput,
    response: alertView,
    status: 201,
  },
  alertsEdit: {
    method: 'PUT',
    path: '/account/alerts/{alertId}',
    auth: 'user',
    // Her alerts read (one like the change refuses it); the alert put with its new sameness and its old
    // one deleted, in one transaction (a left-over sameness taken over as a save takes it).
    uses: ['table:GetItem', 'table:Query', 'table:PutItem', 'table:DeleteItem', 'table:ConditionCheckItem'],
    throttle: 'account',
    params: alertIdParams,
    body: alertInput,
    response: alertView,
  },
  alertsDelete: {
    method: 'DELETE',
    path: '/account/alerts/{alertId}',
    auth: 'user',
    // The alert deleted with her count (a transaction).
    uses: ['table:DeleteItem', 'table:UpdateItem'],
    throttle: 'account',
    params: alertIdParams,
    response: alertDeleted,
  },
  alertsStop: {
    method: 'POST',
    path: '/alerts/stop',
    auth: 'public',
    // The link's signature decides; the alert deleted with her count; counted per address.
    uses: ['table:DeleteItem', 'table:UpdateItem', 'signing'],
    throttle: 'publicWrite',
    body: stopAlertInput,
    response: stopAlertResult,
  },
  // The one-click stop of a notification email (RFC 8058; contract/email-stop-constants.ts): the
  // address in its List-Unsubscribe header. POST stops; GET, a person opening it, leads to the page.
  emailStop: {
    method: 'POST',
    path: EMAIL_STOP_API_PATH,
    auth: 'public',
    // The token's signature decides: one setting turned off (the account's record checked in the same
    // write), an alert deleted with her count, or an address unsubscribed; counted per address.
    uses: ['table:UpdateItem', 'table:DeleteItem', 'table:ConditionCheckItem', 'signing'],
    throttle: 'publicWrite',
    oneClickForm: true,
    query: emailStopQuery,
    body: emailStopInput,
    response: emailStopResult,
  },
  emailStopOpen: {
    method: 'GET',
    path: EMAIL_STOP_API_PATH,
    auth: 'public',
    // A 303 to the page that asks first: a link scanner's GET stops nothing.
    uses: [],
    throttle: 'browse',
    query: emailStopOpenQuery,
  },
} as const satisfies Record<string, RouteSpec>;

export type RouteId = keyof typeof table;

/** A route with its id: what every reader of the table gets. */
export type RouteDef = RouteSpec & { readonly id: RouteId };

/**
 * A signed-in write is admitted by the account's own record first (services/account-gate.ts reads it):
 * such a route may read the table, whatever else it declares.
 */
const admitted = (spec: RouteSpec): RouteSpec =>
  spec.auth === 'public' || spec.method === 'GET' || spec.whileDeleting || spec.uses.includes('table:GetItem')
    ? spec
    : { ...spec, uses: [...spec.uses, 'table:GetItem'] };

const withIds = <T extends Record<string, RouteSpec>>(entries: T) =>
  Object.fromEntries(Object.entries(entries).map(([id, spec]) => [id, { id, ...admitted(spec) }])) as {
    readonly [K in keyof T]: T[K] & { readonly id: K };
  };

/** The routes by id: `routes.jobsApply`. */
export const routes = withIds(table);

/** Every route, in the table's order. */
export const routeList: readonly RouteDef[] = Object.values(routes);

/**
 * The handler module of a route, relative to lambdas/: the id's first word is the folder under http/,
 * the rest the file name in kebab case (`jobsPromoQuote` → http/jobs/promo-quote.ts).
 */
export function handlerFile(id: string): string {
  const match = /^([a-z][a-z0-9]*)((?:[A-Z][a-z0-9]*)+)$/.exec(id);
  if (!match) throw new Error(`Route id "${id}" does not name a handler file (folderFile, in camel case)`);
  const file = match[2]!.replace(/[A-Z]/g, (c, at: number) => (at ? '-' : '') + c.toLowerCase());
  return `http/${match[1]}/${file}.ts`;
}

/** Each route's method, path and auth level, by id: all the SPA needs to send a request. */
export const routeAddresses = (): Record<RouteId, RouteAddress> =>
  Object.fromEntries(routeList.map((r) => [r.id, [r.method, r.path, r.auth] as const])) as Record<
    RouteId,
    RouteAddress
  >;

type Route<Id extends RouteId> = (typeof table)[Id];
type InputOf<R, K extends 'params' | 'query' | 'body'> = R extends {
  readonly [P in K]: infer S extends Schema;
}
  ? { [P in K]: z.input<S> }
  : { [P in K]?: never };

/** What a call to a route sends: its path parameters, query string and body, as the schemas take them. */
export type RouteInput<Id extends RouteId> = InputOf<Route<Id>, 'params'> &
  InputOf<Route<Id>, 'query'> &
  InputOf<Route<Id>, 'body'>;

/** What a route answers on success, as its response schema gives it. */
export type RouteAnswer<Id extends RouteId> =
  Route<Id> extends { readonly response: infer S extends Schema } ? z.output<S> : unknown;
