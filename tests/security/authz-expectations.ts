import type { RouteId } from '../../lambdas/routes.ts';

/**
 * Who may call each route, as the product promises it. Keyed by route id with `Record<RouteId, …>`, so a
 * route added to the table without an entry here fails typecheck, and the matrix test fails at runtime
 * as well (it compares the keys with the table).
 *
 * - allow: authorization lets the caller through (any status but 401 and 403; 400, 404, 409 and 429 are
 *   the route's own business);
 * - unauthenticated: 401 (no token on a user/admin route);
 * - forbidden: 403 (wrong account type, or not an admin);
 * - notOwner: the resource named in the request belongs to someone else; 403 or 404, never a success.
 */
export const CALLERS = ['anonymous', 'family', 'nanny', 'agency', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];
export type Outcome = 'allow' | 'unauthenticated' | 'forbidden' | 'notOwner';

export interface Expectation {
  callers: Record<Caller, Outcome>;
  /** Set when the route acts on a resource of one user: the owner-vs-other test that covers it. */
  owned?: string;
}

const everyone: Record<Caller, Outcome> = {
  anonymous: 'allow',
  family: 'allow',
  nanny: 'allow',
  agency: 'allow',
  admin: 'allow',
};
const signedIn: Record<Caller, Outcome> = { ...everyone, anonymous: 'unauthenticated' };
const only = (...allowed: Caller[]): Record<Caller, Outcome> => ({
  anonymous: 'unauthenticated',
  family: allowed.includes('family') ? 'allow' : 'forbidden',
  nanny: allowed.includes('nanny') ? 'allow' : 'forbidden',
  agency: allowed.includes('agency') ? 'allow' : 'forbidden',
  admin: allowed.includes('admin') ? 'allow' : 'forbidden',
});

export const EXPECTATIONS: Record<RouteId, Expectation> = {
  health: { callers: everyone },
  me: { callers: signedIn, owned: 'answers with the caller’s own identity' },
  accountType: { callers: signedIn, owned: 'answers for the caller’s own account' },
  // An administrator's account has no type to change. The others may ask; their records decide (409).
  changeAccountType: {
    callers: { ...signedIn, admin: 'forbidden' },
    owned: 'per user: changes the caller’s own type, never another’s',
  },
  // Public by design: the signature, not a token, decides (covered by tests/security/webhook.test.ts).
  stripeWebhook: { callers: everyone },
  // The matrix asks for a job photo: families and agencies may upload one (every purpose × type below).
  createUpload: { callers: only('family', 'agency') },
  checkUpload: { callers: signedIn, owned: 'another user’s pending upload is refused and kept' },
  getOwnNanny: { callers: signedIn, owned: 'per user by construction: never another nanny’s profile' },
  saveNanny: { callers: only('nanny'), owned: 'per user: saves the caller’s profile, never another’s' },
  listCandidates: { callers: everyone },
  candidateCvLink: { callers: only('family', 'agency', 'admin'), owned: 'a nanny may not read CVs' },
  contactCandidate: { callers: everyone },
  createFamilyJob: { callers: only('family') },
  promoQuote: { callers: everyone },
  verifyPayment: {
    callers: {
      anonymous: 'unauthenticated',
      family: 'allow',
      nanny: 'notOwner',
      agency: 'notOwner',
      admin: 'notOwner',
    },
    owned: 'another family cannot verify (or publish) the session',
  },
  listJobs: { callers: everyone },
  // Open to all; a job off the board is its poster's (and moderators') alone: the integration tests cover it.
  getJob: { callers: everyone },
  listSavedJobs: { callers: signedIn, owned: 'per user: another user’s saved jobs never show' },
  saveJob: { callers: signedIn, owned: 'per user' },
  unsaveJob: { callers: signedIn, owned: 'per user: cannot remove another user’s saved job' },
  applyToJob: { callers: only('nanny') },
  getOwnAgency: { callers: only('agency'), owned: 'per user: never another agency' },
  saveAgency: { callers: only('agency'), owned: 'per user: never another agency' },
  agencySubscription: { callers: only('agency'), owned: 'another agency sees its own (empty) state' },
  agencyCheckout: { callers: only('agency'), owned: 'per user' },
  agencyPortal: { callers: only('agency'), owned: 'another agency cannot open the portal of the first' },
  createAgencyJob: { callers: only('agency'), owned: 'another agency cannot publish under the first' },
  createReport: { callers: everyone },
  listReports: { callers: only('admin') },
  reviewReport: { callers: only('admin') },
  getReportedContent: { callers: only('admin') },
  setNannyDbs: { callers: only('admin') },
  subscribeNewsletter: { callers: everyone },
  unsubscribeNewsletter: { callers: everyone },
  unsubscribeByLink: { callers: everyone },
  joinWaitlist: { callers: everyone },
  applyReferral: { callers: signedIn },
};

/** Which account types may ask for an upload of each purpose (createUpload's own sub-matrix). */
export const UPLOAD_EXPECTATIONS = {
  'nanny-photo': ['nanny'],
  'nanny-cv': ['nanny'],
  'nanny-dbs': ['nanny'],
  'nanny-reference': ['nanny'],
  'job-photo': ['family', 'agency'],
  'application-cv': ['nanny'],
  'agency-logo': ['agency'],
} as const satisfies Record<string, readonly Caller[]>;
