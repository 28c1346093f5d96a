import type { RouteId } from '../../lambdas/contract/routes.ts';

/** What a minimal valid request to a route names: existing ids where the route looks one up. */
export interface SampleIds {
  jobId: string;
  nannyId: string;
  reportId: string;
  sessionId: string;
  promoCode: string;
  /** Makes each request that sends an email address unique, so throttles per address do not decide. */
  tag: string;
}

export interface SampleRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A share id that names nothing. */
const NO_SHARE = 'no-such-share-0000';
const samplePart = () => ({
  postcode: 'SW4 0AA',
  schedule: { mon: ['morning'], tue: ['morning'], wed: [], thu: [], fri: [], sat: [], sun: [] },
  children: 1,
  childrenAges: '2',
});
const sampleSplit = () => ({
  sharedHourlyPence: 1800,
  sharedHours: 30,
  soloHourlyPence: 1600,
  soloHours: { first: 0, partner: 0 },
  children: { first: 1, partner: 1 },
  basis: 'children',
  home: 'alternate',
  hostAllowancePercent: 0,
});

const inTwoWeeks = () => new Date(Date.now() + 14 * 24 * 3600 * 1000).toISOString().slice(0, 10);

export const jobDetails = () => ({
  jobTitle: 'Caring nanny for our toddler',
  location: 'Hove, Brighton',
  postcode: 'BN3 1AA',
  startDate: inTwoWeeks(),
  daysHours: 'Mon–Thu, 8am–5pm',
  pay: { period: 'hourly', min: 15, max: 17, hoursPerWeek: 36, liveIn: false, rota: false },
  jobType: 'live-out',
  jobTypeOther: '',
  childrenAges: '2',
  description: 'Looking for a playful, reliable nanny who loves outdoor play.',
  selectedLanguages: ['English'],
  selectedRequirements: ['First Aid'],
  photo: null,
  contactEmail: 'hiring.family@example.com',
  additionalComments: '',
});

/** The terms of an offer as PUT /offers/{jobId}/{nannyId} takes them, with the given fields changed. */
export const offerTerms = (fields: Record<string, unknown> = {}) => ({
  employerName: 'Hana and Tom Okafor',
  employerAddress: '12 Example Road, Hove BN3 1AA',
  jobTitle: 'Nanny',
  duties: 'Caring for our toddler: meals, play, naps and outings.',
  startDate: inTwoWeeks(),
  endDate: null,
  pay: { period: 'hourly', min: 16, max: null, hoursPerWeek: 40, liveIn: false, rota: false },
  payFrequency: 'monthly',
  payDay: 'the last Friday of the month',
  days: ['mon', 'tue', 'wed', 'thu', 'fri'],
  hours: '8am to 6pm, with an hour’s break',
  placeDescription: 'Our home',
  town: 'Hove',
  postcodeDistrict: 'BN3',
  workAddress: '',
  holidayDays: 28,
  probationMonths: 3,
  noticeFromEmployerWeeks: 4,
  noticeFromEmployeeWeeks: 4,
  sickPay: 'statutory',
  sickPayDetails: '',
  pensionScheme: '',
  otherPaidLeave: '',
  otherBenefits: '',
  training: '',
  ...fields,
});

export const nannyProfile = (email: string, cv: { key: string; name: string }) => ({
  fullName: 'Rosa Martínez Lopez',
  location: 'Brixton, London',
  postcode: 'SW2 1AA',
  yearsExperience: 6,
  email,
  bio: 'Calm and caring nanny with six years of experience.',
  skills: ['Newborns', 'First Aid'],
  languages: ['English'],
  drivingLicense: true,
  willingToTravel: false,
  activelyLooking: true,
  hourlyRateMin: 14,
  hourlyRateMax: 18,
  additionalComments: '',
  photo: null,
  cv,
  dbs: null,
  references: [],
});

/**
 * A request to each route that passes validation, so that authorization (and then the route's own
 * rules) decide the answer. Typed by route id: a new route without a sample fails typecheck.
 */
/** A meeting that does not exist. */
const NO_INTERVIEW = '00000000-0000-4000-8000-000000000000';
/** Ten in the morning, London's time, some days ahead ('YYYY-MM-DDTHH:mm'). */
const londonTimeInDays = (days: number) =>
  `${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + days * 24 * 3600 * 1000))}T10:00`;

export const SAMPLES: Record<RouteId, (ids: SampleIds) => SampleRequest> = {
  systemHealth: () => ({}),
  meGet: () => ({}),
  meAccountType: () => ({}),
  meRecord: () => ({}),
  meChangeAccountType: () => ({ body: { userType: 'family' } }),
  meChangeName: () => ({ body: { name: 'Matrix Member' } }),
  webhooksStripe: () => ({ body: '{}', headers: { 'stripe-signature': 't=1,v1=00' } }),
  uploadsCreate: () => ({
    body: { purpose: 'job-photo', fileName: 'kids.png', contentType: 'image/png', size: 100 },
  }),
  uploadsCheck: () => ({ body: { key: 'pending/someone/nanny-photo/abc', purpose: 'nanny-photo' } }),
  nanniesGetOwn: () => ({}),
  nanniesSave: ({ tag }) => ({
    body: nannyProfile(`${tag}@example.com`, { key: 'pending/nobody/nanny-cv/x', name: 'cv.pdf' }),
  }),
  candidatesList: () => ({ query: { limit: '3' } }),
  candidatesCvLink: ({ nannyId }) => ({ params: { nannyId } }),
  candidatesContact: ({ nannyId, tag }) => ({
    params: { nannyId },
    body: {
      senderName: 'Pat Example',
      senderEmail: `${tag}@example.com`,
      subject: 'Childcare enquiry',
      message: 'Hello, are you available from next month?',
    },
  }),
  jobsCreateFamily: () => ({ body: { ...jobDetails(), discountCode: '' } }),
  jobsPromoQuote: ({ promoCode }) => ({ params: { code: promoCode } }),
  paymentsVerify: ({ sessionId }) => ({ body: { sessionId } }),
  jobsList: () => ({ query: { limit: '3' } }),
  jobsLocalPay: () => ({ query: { postcode: 'BN3 1AA' } }),
  jobsGet: ({ jobId }) => ({ params: { jobId } }),
  jobsSaved: () => ({}),
  jobsSave: ({ jobId }) => ({ params: { jobId } }),
  jobsUnsave: ({ jobId }) => ({ params: { jobId } }),
  jobsApply: ({ jobId }) => ({
    params: { jobId },
    body: { coverLetter: 'I would love to help your family.', phone: '07700 900123', cv: null },
  }),
  agencyGet: () => ({}),
  agencySave: () => ({ body: { agencyName: 'Harbour Nannies', websiteUrl: '', logo: null } }),
  agencySubscription: () => ({}),
  agencyCheckout: () => ({ body: { discountCode: '' } }),
  agencyPortal: () => ({}),
  jobsCreateAgency: () => ({
    body: {
      ...jobDetails(),
      childrenAges: '',
      websiteUrl: 'harbournannies.example',
      logo: null,
    },
  }),
  reportsCreate: ({ jobId, tag }) => ({
    body: {
      contentType: 'job_posting',
      contentId: jobId,
      reason: 'spam',
      details: 'Looks like spam.',
      email: `${tag}@example.com`,
    },
  }),
  adminListReports: () => ({ query: { limit: '5' } }),
  adminReviewReport: ({ reportId }) => ({ params: { reportId }, body: { status: 'reviewing', notes: '' } }),
  adminReportedContent: ({ jobId }) => ({ params: { contentType: 'job_posting', contentId: jobId } }),
  communitySubscribe: ({ tag }) => ({ body: { email: `${tag}@example.com` } }),
  communityUnsubscribe: ({ tag }) => ({ body: { email: `${tag}@example.com` } }),
  communityUnsubscribeLink: ({ tag }) => ({
    body: { email: `${tag}@example.com`, sig: 'A'.repeat(43) },
  }),
  communityWaitlist: ({ tag }) => ({ body: { email: `${tag}@example.com` } }),
  communityReferral: () => ({ body: { referralCode: 'FRIEND-123' } }),
  hiringMyJobs: () => ({}),
  hiringMyJob: ({ jobId }) => ({ params: { jobId } }),
  hiringEditJob: ({ jobId }) => ({ params: { jobId }, body: jobDetails() }),
  hiringCloseJob: ({ jobId }) => ({ params: { jobId }, body: { outcome: 'closed' } }),
  hiringExtendJob: ({ jobId }) => ({ params: { jobId }, body: {} }),
  hiringResumePayment: ({ jobId }) => ({ params: { jobId }, body: {} }),
  hiringDiscardDraft: ({ jobId }) => ({ params: { jobId } }),
  hiringStillHiring: ({ jobId }) => ({
    params: { jobId },
    body: { until: new Date().toISOString(), signature: 'A'.repeat(43) },
  }),
  hiringApplicants: ({ jobId }) => ({ params: { jobId } }),
  hiringApplicant: ({ jobId, nannyId }) => ({ params: { jobId, nannyId } }),
  hiringDecide: ({ jobId, nannyId }) => ({ params: { jobId, nannyId }, body: { status: 'shortlisted' } }),
  hiringApplicantCv: ({ jobId, nannyId }) => ({ params: { jobId, nannyId } }),
  hiringSuggestions: ({ jobId }) => ({ params: { jobId } }),
  hiringInvite: ({ jobId, nannyId }) => ({ params: { jobId }, body: { nannyId } }),
  hiringMyApplications: () => ({}),
  hiringWithdraw: ({ jobId }) => ({ params: { jobId }, body: {} }),
  hiringSavedJobs: () => ({}),
  interviewsMine: () => ({}),
  interviewsRevokeFeed: () => ({ body: {} }),
  interviewsPair: ({ jobId, nannyId }) => ({ params: { jobId, nannyId } }),
  interviewsPropose: ({ jobId, nannyId }) => ({
    body: { jobId, nannyId, kind: 'interview', mode: 'phone', times: [londonTimeInDays(3)] },
  }),
  interviewsGet: () => ({ params: { interviewId: NO_INTERVIEW } }),
  interviewsPick: () => ({
    params: { interviewId: NO_INTERVIEW },
    body: { time: londonTimeInDays(3), version: 1 },
  }),
  interviewsRetime: () => ({
    params: { interviewId: NO_INTERVIEW },
    body: { times: [londonTimeInDays(3)], version: 1 },
  }),
  interviewsCancel: () => ({ params: { interviewId: NO_INTERVIEW }, body: { reason: 'Ill', version: 1 } }),
  interviewsHappened: () => ({ params: { interviewId: NO_INTERVIEW }, body: {} }),
  interviewsNoShow: () => ({ params: { interviewId: NO_INTERVIEW }, body: {} }),
  interviewsInvite: () => ({ params: { interviewId: NO_INTERVIEW } }),
  interviewsFeed: () => ({
    params: { token: 'bm9ib2R5OjA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics' },
  }),
  offersMine: () => ({}),
  offersGet: ({ jobId, nannyId }) => ({ params: { jobId, nannyId } }),
  sharesList: () => ({ query: { postcode: 'SW4' } }),
  sharesMine: () => ({}),
  // Unlisted, so the matrix's share never shows in another test's search.
  sharesCreate: () => ({ body: { part: samplePart(), about: '', listed: false } }),
  sharesGet: () => ({ params: { shareId: NO_SHARE } }),
  sharesPropose: () => ({
    params: { shareId: NO_SHARE },
    body: { part: samplePart(), text: 'Shall we share?' },
  }),
  sharesAccept: () => ({ params: { shareId: NO_SHARE, familyId: 'nobody-000000' }, body: {} }),
  sharesDecline: () => ({ params: { shareId: NO_SHARE, familyId: 'nobody-000000' }, body: {} }),
  sharesSplit: () => ({ params: { shareId: NO_SHARE }, body: sampleSplit() }),
  sharesAgree: () => ({ params: { shareId: NO_SHARE }, body: { version: 1 } }),
  sharesEmployer: () => ({
    params: { shareId: NO_SHARE },
    body: { employerName: 'Sam and Alex Doe', employerAddress: '1 High Street, London SW4 0AA' },
  }),
  sharesLeave: () => ({ params: { shareId: NO_SHARE }, body: {} }),
  offersPropose: ({ jobId, nannyId }) => ({ params: { jobId, nannyId }, body: offerTerms() }),
  offersAccept: ({ jobId, nannyId }) => ({
    params: { jobId, nannyId },
    body: { version: 1, employeeName: 'Rosa Martínez Lopez' },
  }),
  offersDecline: ({ jobId, nannyId }) => ({ params: { jobId, nannyId }, body: { version: 1 } }),
  offersWithdraw: ({ jobId, nannyId }) => ({ params: { jobId, nannyId }, body: {} }),
  offersStatement: ({ jobId, nannyId }) => ({ params: { jobId, nannyId, version: '1' } }),
  offersPayrollPack: ({ jobId, nannyId }) => ({ params: { jobId, nannyId } }),
  meActivity: () => ({}),
  meActivitySeen: () => ({ body: { what: 'applicationUpdates' } }),
  meEmailSettings: () => ({}),
  meUpdateEmailSettings: () => ({
    body: {
      newApplication: true,
      applicationCopy: true,
      applicationUpdates: true,
      jobReminders: true,
      messages: true,
      unreadApplications: true,
      unansweredMessages: true,
    },
  }),
  meExports: () => ({}),
  meRequestExport: () => ({}),
  meExportDownload: () => ({ params: { exportId: 'no-such-export-0000' } }),
  meDeletion: () => ({}),
  meRequestDeletion: ({ tag }) => ({ body: { confirmEmail: `${tag}-not-mine@example.com` } }),
  meNewsletter: () => ({}),
  meUpdateNewsletter: () => ({ body: { subscribed: false } }),
  meSyncEmail: () => ({}),
  adminDeletions: () => ({ query: { limit: '5' } }),
  adminRequestDeletion: ({ tag }) => ({ body: { email: `${tag}-nobody@example.com` } }),
  adminDeletion: () => ({ params: { deletionId: 'no-such-deletion-0000' } }),
  messagesList: () => ({}),
  messagesStart: ({ jobId, tag }) => ({
    body: {
      jobId,
      text: `Hello, is the job still open? (${tag})`,
      clientId: `matrix-${tag}`.replace(/[^A-Za-z0-9_-]/g, '-'),
    },
  }),
  messagesThread: () => ({ params: { conversationId: NO_CONVERSATION } }),
  messagesSend: ({ tag }) => ({
    params: { conversationId: NO_CONVERSATION },
    body: { text: 'Hello', clientId: `matrix-${tag}`.replace(/[^A-Za-z0-9_-]/g, '-') },
  }),
  messagesRead: () => ({ params: { conversationId: NO_CONVERSATION }, body: { seq: 1 } }),
  messagesBlock: () => ({ params: { conversationId: NO_CONVERSATION }, body: { blocked: true } }),
  guestThread: () => ({ body: { token: NO_GUEST_TOKEN } }),
  guestSend: ({ tag }) => ({
    body: { token: NO_GUEST_TOKEN, text: 'Hello', clientId: `matrix-${tag}`.replace(/[^A-Za-z0-9_-]/g, '-') },
  }),
  guestBlock: () => ({ body: { token: NO_GUEST_TOKEN, blocked: true } }),
  meModeration: () => ({}),
  meAppeal: () => ({ params: { decisionId: NO_DECISION }, body: { text: 'Please look at this again.' } }),
  adminAppeals: () => ({ query: { limit: '5' } }),
  adminDecideAppeal: () => ({
    params: { decisionId: NO_DECISION },
    body: { outcome: 'upheld', notes: 'The decision stands.' },
  }),
  complaintsCreate: ({ tag }) => ({
    body: {
      email: `${tag}@example.com`,
      category: 'access',
      details: 'I asked for a copy of my data a month ago and heard nothing.',
    },
  }),
  adminComplaints: () => ({ query: { limit: '5' } }),
  // A reference of the right shape that nothing in the table has.
  adminRespondComplaint: () => ({
    params: { complaintId: 'ZZZZZZZZZZ' },
    body: { text: 'We have looked into your complaint.', resolve: false },
  }),
  verificationMine: () => ({}),
  verificationRequest: () => ({
    body: { kind: 'ofsted', evidence: null, note: '', registrationNumber: 'EY123456' },
  }),
  verificationConsent: () => ({ body: { given: false } }),
  verificationAddReferee: ({ tag }) => ({
    body: { name: 'Ruth Referee', email: `referee.${tag}@example.com`, relationship: 'Her employer' },
  }),
  verificationWithdrawReferee: () => ({ params: { refereeId: 'no-such-referee-0000' } }),
  referencesView: () => ({ body: { token: 'not-a-reference-token-at-all' } }),
  referencesAnswer: () => ({
    body: {
      token: 'not-a-reference-token-at-all',
      howKnown: 'I employed her for two years.',
      knownFor: '1_to_2_years',
      wouldEmployAgain: 'yes',
      comments: '',
    },
  }),
  adminVerifications: () => ({ query: { limit: '5' } }),
  adminVerificationFile: ({ nannyId }) => ({ params: { nannyId } }),
  adminDecideCheck: ({ nannyId }) => ({
    params: { nannyId, requestId: 'no-such-request-0000' },
    body: { outcome: 'refuse', reason: 'The document was unreadable.' },
  }),
  adminDecideReferee: ({ nannyId }) => ({
    params: { nannyId, refereeId: 'no-such-referee-0000' },
    body: { outcome: 'confirm', answeredAt: '2026-01-05T10:00:00.000Z' },
  }),
  reviewsList: ({ nannyId }) => ({ params: { nannyId }, query: { limit: '5' } }),
  reviewsCreate: ({ jobId, nannyId }) => ({
    params: { jobId, nannyId },
    body: { rating: 5, text: 'Wonderful with our children, always on time and kind.' },
  }),
  reviewsEdit: ({ jobId, nannyId }) => ({
    params: { jobId, nannyId },
    body: { rating: 4, text: 'Wonderful with our children, always on time and kind.' },
  }),
  reviewsMine: () => ({}),
  reviewsReply: ({ jobId, nannyId }) => ({
    params: { reviewId: `${jobId}_${nannyId}` },
    body: { text: 'Thank you, it was a joy to look after them.' },
  }),
  alertsList: () => ({}),
  alertsCreate: () => ({ body: { search: { place: 'SW4', needs: ['SEN experience'] }, frequency: 'daily' } }),
  alertsEdit: () => ({
    params: { alertId: '00000000-0000-4000-8000-000000000000' },
    body: { search: { type: 'live-out' }, frequency: 'instant' },
  }),
  alertsDelete: () => ({ params: { alertId: '00000000-0000-4000-8000-000000000000' } }),
  alertsStop: () => ({ body: { token: 'bm9ib2R5Cm5vdGhpbmc.AAAA' } }),
  // A token of the right shape whose signature is wrong: refused (400) after the caller is let in.
  emailStop: () => ({
    query: { token: 'bmV3QXBwbGljYXRpb24Kbm9ib2R5.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    body: { 'List-Unsubscribe': 'One-Click' },
  }),
  emailStopOpen: () => ({ query: { token: 'bmV3QXBwbGljYXRpb24Kbm9ib2R5.AAAA' } }),
};

/** Ids of the right shape that nothing in the table has. */
const NO_CONVERSATION = '0'.repeat(32);
const NO_DECISION = '0'.repeat(32);
/** A token of the right length whose signature is wrong. */
const NO_GUEST_TOKEN = 'x'.repeat(64);

/** The route's path with its parameters filled in (encoded). */
export const fillPath = (path: string, params: Record<string, string> = {}) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
