import type { RouteId } from '../../lambdas/contract/routes.ts';

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
  systemHealth: { callers: everyone },
  meGet: { callers: signedIn, owned: 'answers with the caller’s own identity' },
  meAccountType: { callers: signedIn, owned: 'answers for the caller’s own account' },
  meRecord: { callers: signedIn, owned: 'answers with the caller’s own record only' },
  // An administrator's account has no type to change. The others may ask; their records decide (409).
  meChangeAccountType: {
    callers: { ...signedIn, admin: 'forbidden' },
    owned: 'per user: changes the caller’s own type, never another’s',
  },
  meChangeName: { callers: signedIn, owned: 'per user: names the caller’s own account, never another’s' },
  // Public by design: the signature, not a token, decides (covered by tests/security/webhook.test.ts).
  webhooksStripe: { callers: everyone },
  // The matrix asks for a job photo: families and agencies may upload one (every purpose × type below).
  uploadsCreate: { callers: only('family', 'agency') },
  uploadsCheck: { callers: signedIn, owned: 'another user’s pending upload is refused and kept' },
  nanniesGetOwn: { callers: signedIn, owned: 'per user by construction: never another nanny’s profile' },
  nanniesSave: { callers: only('nanny'), owned: 'per user: saves the caller’s profile, never another’s' },
  candidatesList: { callers: everyone },
  candidatesCvLink: { callers: only('family', 'agency', 'admin'), owned: 'a nanny may not read CVs' },
  candidatesContact: { callers: everyone },
  jobsCreateFamily: { callers: only('family') },
  jobsPromoQuote: { callers: everyone },
  paymentsVerify: {
    callers: {
      anonymous: 'unauthenticated',
      family: 'allow',
      nanny: 'notOwner',
      agency: 'notOwner',
      admin: 'notOwner',
    },
    owned: 'another family cannot verify (or publish) the session',
  },
  jobsList: { callers: everyone },
  jobsLocalPay: { callers: everyone },
  // Open to all; a job off the board is its poster's (and moderators') alone: the integration tests cover it.
  jobsGet: { callers: everyone },
  jobsSaved: { callers: signedIn, owned: 'per user: another user’s saved jobs never show' },
  jobsSave: { callers: signedIn, owned: 'per user' },
  jobsUnsave: { callers: signedIn, owned: 'per user: cannot remove another user’s saved job' },
  jobsApply: { callers: only('nanny') },
  agencyGet: { callers: only('agency'), owned: 'per user: never another agency' },
  agencySave: { callers: only('agency'), owned: 'per user: never another agency' },
  agencySubscription: { callers: only('agency'), owned: 'another agency sees its own (empty) state' },
  agencyCheckout: { callers: only('agency'), owned: 'per user' },
  agencyPortal: { callers: only('agency'), owned: 'another agency cannot open the portal of the first' },
  jobsCreateAgency: { callers: only('agency'), owned: 'another agency cannot publish under the first' },
  reportsCreate: { callers: everyone },
  adminListReports: { callers: only('admin') },
  adminReviewReport: { callers: only('admin') },
  adminReportedContent: { callers: only('admin') },
  communitySubscribe: { callers: everyone },
  communityUnsubscribe: { callers: everyone },
  communityUnsubscribeLink: { callers: everyone },
  communityWaitlist: { callers: everyone },
  communityReferral: { callers: signedIn },
  // The hiring loop. The sample job is a seeded one: no caller of the matrix posted it, so its poster's
  // routes answer 404 to every family and agency, exactly as to anyone else who is not its poster.
  hiringMyJobs: { callers: only('family', 'agency'), owned: 'per user: lists only the caller’s own jobs' },
  hiringMyJob: { callers: { ...only('family', 'agency'), family: 'notOwner', agency: 'notOwner' } },
  hiringEditJob: { callers: { ...only('family', 'agency'), family: 'notOwner', agency: 'notOwner' } },
  hiringCloseJob: { callers: { ...only('family', 'agency'), family: 'notOwner', agency: 'notOwner' } },
  hiringResumePayment: { callers: { ...only('family', 'agency'), family: 'notOwner', agency: 'notOwner' } },
  hiringDiscardDraft: { callers: { ...only('family', 'agency'), family: 'notOwner', agency: 'notOwner' } },
  hiringExtendJob: { callers: { ...only('family', 'agency'), family: 'notOwner', agency: 'notOwner' } },
  // Public by design: the link's signature, not a token, decides (a bad one is refused).
  hiringStillHiring: { callers: everyone },
  hiringApplicants: { callers: { ...only('family', 'agency'), family: 'notOwner', agency: 'notOwner' } },
  hiringApplicant: { callers: { ...only('family', 'agency'), family: 'notOwner', agency: 'notOwner' } },
  hiringDecide: { callers: { ...only('family', 'agency'), family: 'notOwner', agency: 'notOwner' } },
  hiringApplicantCv: { callers: { ...only('family', 'agency'), family: 'notOwner', agency: 'notOwner' } },
  hiringSuggestions: { callers: { ...only('family', 'agency'), family: 'notOwner', agency: 'notOwner' } },
  hiringInvite: { callers: { ...only('family', 'agency'), family: 'notOwner', agency: 'notOwner' } },
  hiringMyApplications: {
    callers: only('nanny'),
    owned: 'per user: lists only the caller’s own applications',
  },
  // Her own application only (the matrix's nanny applies to the sample job above, so hers is found);
  // another nanny's is covered by tests/integration/hiring.test.ts.
  hiringWithdraw: { callers: only('nanny'), owned: 'per user: only her own application, another’s is 404' },
  hiringSavedJobs: { callers: signedIn, owned: 'per user: another user’s saved jobs never show' },
  // Offers: the sample names the seeded job and nanny, whose offer no caller of the matrix is a party
  // to, so each answers 404 (or 403 for the wrong account type) as to anyone else; the parties' own
  // calls and a stranger's are in tests/integration/offers.test.ts.
  offersMine: { callers: signedIn, owned: 'per user: lists only the offers the caller made or received' },
  offersGet: {
    callers: { ...signedIn, family: 'notOwner', nanny: 'notOwner', agency: 'notOwner', admin: 'notOwner' },
  },
  offersPropose: {
    callers: { ...only('family', 'agency'), family: 'notOwner', agency: 'notOwner' },
  },
  offersAccept: { callers: { ...only('nanny'), nanny: 'notOwner' } },
  offersDecline: { callers: { ...only('nanny'), nanny: 'notOwner' } },
  offersWithdraw: {
    callers: { ...signedIn, family: 'notOwner', nanny: 'notOwner', agency: 'notOwner', admin: 'notOwner' },
  },
  offersStatement: {
    callers: { ...signedIn, family: 'notOwner', nanny: 'notOwner', agency: 'notOwner', admin: 'notOwner' },
  },
  offersPayrollPack: {
    callers: { ...signedIn, family: 'notOwner', nanny: 'notOwner', agency: 'notOwner', admin: 'notOwner' },
  },
  // Interviews: the samples name the seeded job and nanny, or a meeting that does not exist, which no
  // caller of the matrix is a side of, so each answers 404 as to anyone else; the sides' own calls and
  // a stranger's are in tests/integration/interviews.test.ts.
  interviewsMine: { callers: signedIn, owned: 'per user: lists only the caller’s own interviews' },
  interviewsRevokeFeed: { callers: signedIn, owned: 'per user: moves the caller’s own feed version' },
  interviewsPair: {
    callers: { ...signedIn, family: 'notOwner', nanny: 'notOwner', agency: 'notOwner', admin: 'notOwner' },
  },
  interviewsPropose: {
    callers: { ...signedIn, family: 'notOwner', nanny: 'notOwner', agency: 'notOwner', admin: 'notOwner' },
  },
  interviewsGet: {
    callers: { ...signedIn, family: 'notOwner', nanny: 'notOwner', agency: 'notOwner', admin: 'notOwner' },
  },
  interviewsPick: {
    callers: { ...signedIn, family: 'notOwner', nanny: 'notOwner', agency: 'notOwner', admin: 'notOwner' },
  },
  interviewsRetime: {
    callers: { ...signedIn, family: 'notOwner', nanny: 'notOwner', agency: 'notOwner', admin: 'notOwner' },
  },
  interviewsCancel: {
    callers: { ...signedIn, family: 'notOwner', nanny: 'notOwner', agency: 'notOwner', admin: 'notOwner' },
  },
  interviewsHappened: {
    callers: { ...signedIn, family: 'notOwner', nanny: 'notOwner', agency: 'notOwner', admin: 'notOwner' },
  },
  interviewsNoShow: {
    callers: { ...signedIn, family: 'notOwner', nanny: 'notOwner', agency: 'notOwner', admin: 'notOwner' },
  },
  interviewsInvite: {
    callers: { ...signedIn, family: 'notOwner', nanny: 'notOwner', agency: 'notOwner', admin: 'notOwner' },
  },
  // Public: its signed address is the only key (a made-up one is 404).
  interviewsFeed: { callers: everyone },
  meActivity: { callers: signedIn, owned: 'answers for the caller’s own account' },
  meActivitySeen: { callers: signedIn, owned: 'per user: clears the caller’s own badge' },
  meEmailSettings: { callers: signedIn, owned: 'answers for the caller’s own account' },
  meUpdateEmailSettings: { callers: signedIn, owned: 'per user: changes the caller’s own settings' },
  meExports: { callers: signedIn, owned: 'per user: lists only the caller’s own exports' },
  meRequestExport: { callers: signedIn, owned: 'per user: exports the caller’s own data' },
  // Another user's export id answers 404: tests/integration/data-rights.test.ts.
  meExportDownload: { callers: signedIn, owned: 'per user: the export is looked up under the caller' },
  meDeletion: { callers: signedIn, owned: 'answers for the caller’s own account' },
  // The sample confirms with an address that is not the caller's, so nothing is deleted (400).
  meRequestDeletion: { callers: signedIn, owned: 'per user: deletes the caller’s own account only' },
  meNewsletter: { callers: signedIn, owned: 'answers for the caller’s own address' },
  meUpdateNewsletter: { callers: signedIn, owned: 'per user: the caller’s own address' },
  meSyncEmail: { callers: signedIn, owned: 'per user: reads the caller’s address from the pool' },
  adminDeletions: { callers: only('admin') },
  adminRequestDeletion: { callers: only('admin') },
  adminDeletion: { callers: only('admin') },
  // Messages. The sample conversation is nobody's: every signed-in caller is answered 404.
  messagesList: { callers: signedIn, owned: 'per user: lists only the caller’s own conversations' },
  // Moderators do not start conversations. The matrix's nanny names the job she applied to; a family or
  // agency naming no nanny is refused (400): the handler, not authorization, decides.
  messagesStart: { callers: only('family', 'nanny', 'agency') },
  messagesThread: {
    callers: { ...signedIn, family: 'notOwner', nanny: 'notOwner', agency: 'notOwner', admin: 'notOwner' },
  },
  messagesSend: {
    callers: { ...signedIn, family: 'notOwner', nanny: 'notOwner', agency: 'notOwner', admin: 'notOwner' },
  },
  messagesRead: {
    callers: { ...signedIn, family: 'notOwner', nanny: 'notOwner', agency: 'notOwner', admin: 'notOwner' },
  },
  messagesBlock: {
    callers: { ...signedIn, family: 'notOwner', nanny: 'notOwner', agency: 'notOwner', admin: 'notOwner' },
  },
  // Public by design: the link's signed token, not a bearer token, decides (a bad one is refused).
  guestThread: { callers: everyone },
  guestSend: { callers: everyone },
  guestBlock: { callers: everyone },
  meModeration: { callers: signedIn, owned: 'per user: lists only decisions about the caller’s content' },
  meAppeal: {
    callers: { ...signedIn, family: 'notOwner', nanny: 'notOwner', agency: 'notOwner', admin: 'notOwner' },
  },
  adminAppeals: { callers: only('admin') },
  adminDecideAppeal: { callers: only('admin') },
  // Anyone may complain about how we use their data, signed in or not.
  complaintsCreate: { callers: everyone },
  adminComplaints: { callers: only('admin') },
  adminRespondComplaint: { callers: only('admin') },
  verificationMine: { callers: only('nanny'), owned: 'per user: her own checks only' },
  verificationRequest: { callers: only('nanny'), owned: 'per user: a check of her own profile only' },
  verificationConsent: { callers: only('nanny'), owned: 'per user: her own consent only' },
  verificationAddReferee: { callers: only('nanny'), owned: 'per user: a referee of her own profile only' },
  // Another nanny's referee is unknown to her (404), as is one that does not exist.
  verificationWithdrawReferee: { callers: { ...only('nanny'), nanny: 'notOwner' } },
  referencesView: { callers: everyone },
  referencesAnswer: { callers: everyone },
  adminVerifications: { callers: only('admin') },
  adminVerificationFile: { callers: only('admin') },
  adminDecideCheck: { callers: only('admin') },
  adminDecideReferee: { callers: only('admin') },
  reviewsList: { callers: everyone },
  // Only the job's poster reviews its hire (another poster's job is 404): tests/integration/reviews.test.ts.
  reviewsCreate: { callers: { ...only('family', 'agency'), family: 'notOwner', agency: 'notOwner' } },
  reviewsEdit: { callers: { ...only('family', 'agency'), family: 'notOwner', agency: 'notOwner' } },
  reviewsMine: { callers: only('nanny'), owned: 'per user: lists only the reviews about the caller' },
  reviewsReply: {
    callers: { ...only('nanny'), nanny: 'notOwner' },
    owned: 'per review: only the nanny it is about replies; to anyone else it is unknown (404)',
  },
  // Nanny shares: family accounts only. The sample share is nobody's: a family is answered 404.
  sharesList: { callers: only('family'), owned: 'per user: matched to the caller’s own share' },
  sharesMine: { callers: only('family'), owned: 'per user: the caller’s own share only' },
  sharesCreate: { callers: only('family'), owned: 'per user: the share is the caller’s own' },
  sharesGet: { callers: { ...only('family'), family: 'notOwner' } },
  sharesPropose: { callers: { ...only('family'), family: 'notOwner' } },
  sharesAccept: { callers: { ...only('family'), family: 'notOwner' } },
  sharesDecline: { callers: { ...only('family'), family: 'notOwner' } },
  sharesSplit: { callers: { ...only('family'), family: 'notOwner' } },
  sharesAgree: { callers: { ...only('family'), family: 'notOwner' } },
  sharesEmployer: { callers: { ...only('family'), family: 'notOwner' } },
  sharesLeave: { callers: { ...only('family'), family: 'notOwner' } },
  // Job alerts. The sample alert is nobody's: its edit and delete answer 404 to every caller allowed in.
  alertsList: { callers: signedIn, owned: 'per user: lists only the caller’s own alerts' },
  alertsCreate: { callers: only('nanny'), owned: 'per user: saves under the caller’s own account' },
  alertsEdit: { callers: { ...only('nanny'), nanny: 'notOwner' } },
  alertsDelete: {
    callers: { ...signedIn, family: 'notOwner', nanny: 'notOwner', agency: 'notOwner', admin: 'notOwner' },
  },
  // Public by design: the link's signed token, not a bearer token, decides (a bad one is refused).
  alertsStop: { callers: everyone },
  // Public by design (RFC 8058: a mailbox provider sends no credentials): the signed token in the
  // address decides (a bad one is refused, 400); opening it only leads to the page (303).
  emailStop: { callers: everyone },
  emailStopOpen: { callers: everyone },
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
