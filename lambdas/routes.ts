/**
 * THE route table. Every endpoint is declared here once: the CDK stack creates one function and one
 * API route per entry, the local API adapter serves the same list, and a test proves the synthesized
 * API matches it exactly.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * - public: anyone; no token is looked at.
 * - optional: anyone; a valid bearer token, when sent, identifies the caller (verified in the handler).
 * - user: a valid Cognito token is required (API Gateway JWT authorizer).
 * - admin: as user, and the caller must be in the admin group (checked by the middleware).
 */
export type AuthLevel = 'public' | 'optional' | 'user' | 'admin';

/** AWS resources a route's function may touch; the stack grants exactly these. */
export type Resource =
  | 'table:read'
  | 'table:write'
  | 'uploads:read'
  | 'uploads:write'
  | 'email'
  | 'stripe'
  | 'signing'
  | 'userpool';

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
}

export const routes = [
  {
    id: 'health',
    method: 'GET',
    path: '/health',
    handler: 'http/system/health.ts',
    auth: 'public',
    uses: [],
  },
  { id: 'me', method: 'GET', path: '/me', handler: 'http/me/get.ts', auth: 'user', uses: [] },
  {
    id: 'stripeWebhook',
    method: 'POST',
    path: '/webhooks/stripe',
    handler: 'webhooks/stripe.ts',
    auth: 'public',
    uses: ['table:write', 'stripe', 'email'],
  },
  {
    id: 'createUpload',
    method: 'POST',
    path: '/uploads',
    handler: 'http/uploads/create.ts',
    auth: 'user',
    uses: ['uploads:write', 'table:write'],
  },
  {
    id: 'checkUpload',
    method: 'POST',
    path: '/uploads/check',
    handler: 'http/uploads/check.ts',
    auth: 'user',
    uses: ['uploads:write'],
  },
  {
    id: 'getOwnNanny',
    method: 'GET',
    path: '/nanny-profile',
    handler: 'http/nannies/get-own.ts',
    auth: 'user',
    uses: ['table:read'],
  },
  {
    id: 'saveNanny',
    method: 'PUT',
    path: '/nanny-profile',
    handler: 'http/nannies/save.ts',
    auth: 'user',
    uses: ['table:write', 'uploads:write'],
  },
  {
    id: 'listCandidates',
    method: 'GET',
    path: '/candidates',
    handler: 'http/candidates/list.ts',
    auth: 'public',
    uses: ['table:read'],
  },
  {
    id: 'candidateCvLink',
    method: 'POST',
    path: '/candidates/{nannyId}/cv-link',
    handler: 'http/candidates/cv-link.ts',
    auth: 'user',
    uses: ['table:write', 'uploads:read'],
  },
  {
    id: 'contactCandidate',
    method: 'POST',
    path: '/candidates/{nannyId}/contact',
    handler: 'http/candidates/contact.ts',
    auth: 'optional',
    uses: ['table:write', 'email'],
  },
  {
    id: 'createFamilyJob',
    method: 'POST',
    path: '/jobs/family',
    handler: 'http/jobs/create-family.ts',
    auth: 'user',
    uses: ['table:write', 'uploads:write', 'stripe'],
  },
  {
    id: 'promoQuote',
    method: 'GET',
    path: '/promo-codes/{code}',
    handler: 'http/jobs/promo-quote.ts',
    auth: 'public',
    uses: ['table:read'],
  },
  {
    id: 'verifyPayment',
    method: 'POST',
    path: '/payments/verify',
    handler: 'http/payments/verify.ts',
    auth: 'user',
    uses: ['table:write', 'stripe', 'email'],
  },
  {
    id: 'listJobs',
    method: 'GET',
    path: '/jobs',
    handler: 'http/jobs/list.ts',
    auth: 'public',
    uses: ['table:read', 'uploads:read'],
  },
  {
    id: 'listSavedJobs',
    method: 'GET',
    path: '/saved-jobs',
    handler: 'http/jobs/saved.ts',
    auth: 'user',
    uses: ['table:read'],
  },
  {
    id: 'saveJob',
    method: 'PUT',
    path: '/jobs/{jobId}/save',
    handler: 'http/jobs/save.ts',
    auth: 'user',
    uses: ['table:write'],
  },
  {
    id: 'unsaveJob',
    method: 'DELETE',
    path: '/jobs/{jobId}/save',
    handler: 'http/jobs/unsave.ts',
    auth: 'user',
    uses: ['table:write'],
  },
  {
    id: 'applyToJob',
    method: 'POST',
    path: '/jobs/{jobId}/applications',
    handler: 'http/jobs/apply.ts',
    auth: 'user',
    uses: ['table:write', 'uploads:write', 'email'],
  },
  {
    id: 'getOwnAgency',
    method: 'GET',
    path: '/agency',
    handler: 'http/agency/get.ts',
    auth: 'user',
    uses: ['table:read', 'uploads:read'],
  },
  {
    id: 'saveAgency',
    method: 'PUT',
    path: '/agency',
    handler: 'http/agency/save.ts',
    auth: 'user',
    uses: ['table:write', 'uploads:write'],
  },
  {
    id: 'agencySubscription',
    method: 'GET',
    path: '/agency/subscription',
    handler: 'http/agency/subscription.ts',
    auth: 'user',
    uses: ['table:write', 'stripe'],
  },
  {
    id: 'agencyCheckout',
    method: 'POST',
    path: '/agency/subscription/checkout',
    handler: 'http/agency/checkout.ts',
    auth: 'user',
    uses: ['table:write', 'stripe'],
  },
  {
    id: 'agencyPortal',
    method: 'POST',
    path: '/agency/subscription/portal',
    handler: 'http/agency/portal.ts',
    auth: 'user',
    uses: ['table:read', 'stripe'],
  },
  {
    id: 'createAgencyJob',
    method: 'POST',
    path: '/jobs/agency',
    handler: 'http/jobs/create-agency.ts',
    auth: 'user',
    uses: ['table:write', 'uploads:write', 'stripe', 'email'],
  },
  {
    id: 'createReport',
    method: 'POST',
    path: '/reports',
    handler: 'http/reports/create.ts',
    auth: 'optional',
    uses: ['table:write'],
  },
  {
    id: 'listReports',
    method: 'GET',
    path: '/admin/reports',
    handler: 'http/admin/list-reports.ts',
    auth: 'admin',
    uses: ['table:read'],
  },
  {
    id: 'reviewReport',
    method: 'PATCH',
    path: '/admin/reports/{reportId}',
    handler: 'http/admin/review-report.ts',
    auth: 'admin',
    uses: ['table:write'],
  },
  {
    id: 'setNannyDbs',
    method: 'PUT',
    path: '/admin/nannies/{nannyId}/dbs',
    handler: 'http/admin/nanny-dbs.ts',
    auth: 'admin',
    uses: ['table:write'],
  },
  {
    id: 'subscribeNewsletter',
    method: 'POST',
    path: '/newsletter',
    handler: 'http/community/subscribe.ts',
    auth: 'public',
    uses: ['table:write', 'email', 'signing'],
  },
  {
    id: 'unsubscribeNewsletter',
    method: 'POST',
    path: '/newsletter/unsubscribe',
    handler: 'http/community/unsubscribe.ts',
    auth: 'public',
    uses: ['table:write'],
  },
  {
    id: 'unsubscribeByLink',
    method: 'POST',
    path: '/newsletter/unsubscribe-link',
    handler: 'http/community/unsubscribe-link.ts',
    auth: 'public',
    uses: ['table:write', 'signing'],
  },
  {
    id: 'joinWaitlist',
    method: 'POST',
    path: '/waitlist',
    handler: 'http/community/waitlist.ts',
    auth: 'public',
    uses: ['table:write'],
  },
  {
    id: 'applyReferral',
    method: 'POST',
    path: '/referrals',
    handler: 'http/community/referral.ts',
    auth: 'user',
    uses: ['table:write', 'userpool'],
  },
] as const satisfies readonly RouteDef[];

export type RouteId = (typeof routes)[number]['id'];
