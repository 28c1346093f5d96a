/**
 * Demo mode's answers, in one place: what each route of the table (by its id) answers when no backend
 * is configured (spec §7). Lists come from the sample data, forms are checked with the same contracts the server uses and
 * then answer as if sent, without saving anything; what needs an account or storage is unavailable.
 *
 * This module (and the sample data) is imported dynamically by api/client.ts in demo mode only, so it
 * is never part of the normal bundle's first download.
 */
import type * as z from 'zod/mini';
import type { RouteAnswer, RouteId } from '@contract/routes.ts';
import { ApiError } from '@/api/errors.ts';
import {
  applicationInput,
  BEST_MATCH_MESSAGES,
  FAMILY_JOB_PRICE_PENCE,
  JOB_MESSAGES,
  jobsQuery,
  type JobCard,
} from '@contract/jobs.ts';
import { inPlaceMatch, type PlaceRadius, type PlaceView } from '@contract/place-match.ts';
import { salaryPeriodOf } from '@contract/job-search-constants.ts';
import { localPayOf, localPayQuery } from '@contract/local-pay.ts';
import { areaOf, districtOf } from '@contract/postcode.ts';
import { candidatesQuery, contactInput, nannyProfileInput } from '@contract/nanny.ts';
import { newsletterInput, referralInput, unsubscribeLinkQuery, waitlistInput } from '@contract/community.ts';
import { REPORT_MESSAGES, reportInput } from '@contract/reports.ts';
import { COMPLAINT_TEXTS, complaintInput, RESPONSE_AIM_DAYS } from '@contract/complaints.ts';
import {
  activitySeenInput,
  applicantDecisionInput,
  closeJobInput,
  emailSettingsInput,
  HIRING_MESSAGES,
  jobEditInput,
  stillHiringInput,
  transitionRefusal,
  withdrawInput,
} from '@contract/hiring.ts';
import { demoCandidates } from '@/demo/candidates.ts';
import { DEMO_ACTIVITY, DEMO_EMAIL_SETTINGS, demoApplications, demoSavedJobs } from '@/demo/account.ts';
import { canWithdraw } from '@/features/my-applications/format.ts';
import { demoJobs } from '@/demo/jobs.ts';
import {
  demoApplicant,
  demoApplicants,
  demoClose,
  demoDecide,
  demoEdit,
  demoExtend,
  demoMyJob,
  demoMyJobs,
  demoStillHiring,
} from '@/demo/myJobs.ts';
import { DEMO_MESSAGES } from '@/demo/messages.ts';
import { referenceAnswerInput, referenceViewInput, VERIFICATION_MESSAGES } from '@contract/verification.ts';
import {
  DEMO_ACCOUNT_EMAIL,
  demoDeletion,
  demoExports,
  demoNewsletter,
  demoRequestExport,
  demoSetNewsletter,
} from '@/demo/dataRights.ts';
import { accountNewsletterInput, DATA_RIGHTS_MESSAGES, deletionInput } from '@contract/data-rights.ts';
import { parseApplicantStatus } from '@/features/my-jobs/format.ts';
import {
  blockInput,
  guestBlockInput,
  guestSendInput,
  guestThreadInput,
  readInput,
  sendMessageInput,
  startConversationInput,
  threadQuery,
} from '@contract/messages.ts';
import {
  demoBlock,
  demoConversationList,
  demoGuestBlock,
  demoGuestSend,
  demoGuestThread,
  demoRead,
  demoSend,
  demoStart,
  demoThread,
} from '@/demo/conversations.ts';

type Query = Record<string, string | number | undefined>;

/** A short pause, so busy states ('Subscribing...', 'Submitting...') show as they would online. */
const LATENCY_MS = 350;
const PROMO_AMOUNT_PENCE = 1000;

const unavailable = () => new ApiError(503, 'demo_unavailable', DEMO_MESSAGES.unavailable);
const notFound = (message = 'Not found') => new ApiError(404, 'not_found', message);
const forbidden = (): never => {
  throw new ApiError(403, 'forbidden', DEMO_MESSAGES.accountsTitle);
};

/** Checks a body with the contract, answering 400 with per-field messages as the server does. */
function checked<S extends z.ZodMiniType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || 'body';
    fields[key] ??= issue.message;
  }
  throw new ApiError(400, 'bad_request', result.error.issues[0]?.message ?? 'Invalid request', fields);
}

const randomId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');

/** A page of a list, with the item's index as the cursor. */
function page<T>(items: T[], query: Query, defaultLimit = 12) {
  const limit = Math.min(50, Math.max(1, Number(query.limit) || defaultLimit));
  const start = Math.max(0, Number(query.cursor) || 0);
  const next = start + limit;
  return { items: items.slice(start, next), nextCursor: next < items.length ? String(next) : null };
}

/**
 * A demo list's place, read as the server reads it (contract/places.ts, whose data is loaded only when
 * a place is asked), with the server's plain refusal of words that name no place.
 */
async function demoPlace(search: { place?: string; nearby?: boolean; radius?: PlaceRadius }) {
  if (!search.place) return null;
  const { placeViewOf, resolvePlace } = await import('@contract/places.ts');
  const outcome = resolvePlace(search.place, { nearby: search.nearby, radius: search.radius });
  if ('problem' in outcome)
    throw new ApiError(400, 'bad_request', outcome.problem, { place: outcome.problem });
  return { match: outcome.place, view: placeViewOf(outcome.place) };
}

/**
 * The demo board under the board's filters, checked by the contract as the server checks them. Same
 * criteria as domain/job-search.ts, on what a card shows. Best match needs a nanny profile, which the
 * demo never has.
 */
async function jobsFor(query: Query): Promise<{ jobs: JobCard[]; place: PlaceView | undefined }> {
  const search = checked(jobsQuery, { ...query, limit: undefined, cursor: undefined });
  if (search.sort === 'best') throw new ApiError(403, 'forbidden', BEST_MATCH_MESSAGES.needsProfile);
  const place = await demoPlace(search);
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const jobs = demoJobs().filter(
    (job) =>
      (!place || inPlaceMatch(job.postcodeDistrict, place.match)) &&
      (!search.type || job.jobType === search.type) &&
      (!search.salaryPeriod || job.pay?.period === salaryPeriodOf(search.salaryPeriod)) &&
      (!search.startBy || job.startDate <= search.startBy) &&
      (search.needs ?? []).every((need) => job.requirements.some((r) => same(r, need))),
  );
  return { jobs, place: place?.view };
}

/** The demo candidates in the asked place (the other filters are the server's alone). */
async function candidatesFor(query: Query) {
  const search = checked(candidatesQuery, { ...query, limit: undefined, cursor: undefined });
  const place = await demoPlace(search);
  const candidates = demoCandidates().filter((c) => !place || inPlaceMatch(c.postcodeDistrict, place.match));
  return { candidates, place: place?.view };
}

const isDemoPromo = (code: string) => code.trim().toUpperCase() === DEMO_MESSAGES.promoCode;

/** A call as the client makes it: the route's path parameters (as given, not encoded), query and body. */
export interface DemoCall {
  params?: Readonly<Record<string, string>>;
  query: Query;
  body: unknown;
}

/** A call as an answer reads it: no path parameters is none. */
type Call = DemoCall & { params: Readonly<Record<string, string>> };

/** The sample answer of each route the demo serves, typed by the route's own response in the table. */
type DemoAnswers = {
  readonly [Id in RouteId]?: (call: Call) => RouteAnswer<Id> | Promise<RouteAnswer<Id>>;
};

/** A conversation's id as the server writes it; any other answers as the demo's unavailable. */
const conversationId = (params: Call['params']) => {
  const id = params.conversationId ?? '';
  if (!/^[a-f0-9]{32}$/.test(id)) throw unavailable();
  return id;
};

const ANSWERS: DemoAnswers = {
  jobsList: async ({ query }) => {
    const { jobs, place } = await jobsFor(query);
    return { ...page(jobs, query), ...(place ? { place } : {}) };
  },
  jobsGet: ({ params }) => {
    const job = demoJobs().find((j) => j.id === params.jobId);
    if (!job) throw notFound(JOB_MESSAGES.notAvailable);
    return { ...job, status: 'live' };
  },
  candidatesList: async ({ query }) => {
    const { candidates, place } = await candidatesFor(query);
    return { ...page(candidates, query), ...(place ? { place } : {}) };
  },
  jobsSaved: () => ({ jobIds: [] }),
  jobsApply: ({ body }) => {
    checked(applicationInput, body);
    return { applicationId: `demo-${randomId()}`, status: 'new' };
  },
  candidatesContact: ({ body }) => {
    checked(contactInput, body);
    return { status: 'sent' };
  },
  nanniesGetOwn: () => {
    throw notFound();
  },
  nanniesSave: ({ body }) => {
    const profile = checked(nannyProfileInput, body);
    const now = new Date().toISOString();
    // As the server saves it: the kinds of work once each, and no start date as null.
    return {
      ...profile,
      lookingFor: [...new Set(profile.lookingFor ?? [])],
      availableFrom: profile.availableFrom ?? null,
      availability: profile.availability ?? null,
      id: `demo-${randomId()}`,
      verification: { level: 'none' as const, checks: [] },
      createdAt: now,
      updatedAt: now,
    };
  },
  jobsLocalPay: ({ query }) => {
    const { postcode } = checked(localPayQuery, query);
    const area = areaOf(districtOf(postcode)!.district);
    const pays = demoJobs().flatMap((job) =>
      job.pay && job.postcodeDistrict && areaOf(job.postcodeDistrict) === area ? [job.pay] : [],
    );
    return localPayOf(area, pays);
  },
  jobsPromoQuote: ({ params }) => {
    if (!isDemoPromo(params.code ?? '')) throw notFound(JOB_MESSAGES.promoInvalid);
    return {
      code: DEMO_MESSAGES.promoCode,
      amountOffPence: PROMO_AMOUNT_PENCE,
      totalPence: FAMILY_JOB_PRICE_PENCE - PROMO_AMOUNT_PENCE,
    };
  },
  jobsCreateFamily: ({ body }) => {
    const code =
      typeof (body as { discountCode?: unknown })?.discountCode === 'string'
        ? (body as { discountCode: string }).discountCode
        : '';
    if (code && !isDemoPromo(code))
      throw new ApiError(400, 'bad_request', JOB_MESSAGES.promoInvalid, {
        discountCode: JOB_MESSAGES.promoInvalid,
      });
    const jobId = `demo-${randomId()}`;
    // No payment in the demo: "checkout" is the payment result page, which confirms at once.
    return {
      jobId,
      checkoutUrl: `/payment-success?session_id=cs_demo_${jobId.replace(/-/g, '_')}`,
      amountPence: FAMILY_JOB_PRICE_PENCE - (code ? PROMO_AMOUNT_PENCE : 0),
    };
  },
  paymentsVerify: ({ body }) => {
    const sessionId = String((body as { sessionId?: unknown })?.sessionId ?? '');
    const match = /^cs_demo_(demo_[0-9a-f]+)$/.exec(sessionId);
    if (!match?.[1]) throw new ApiError(400, 'bad_request', 'Invalid session');
    return { jobId: match[1].replace(/_/g, '-'), message: JOB_MESSAGES.posted };
  },
  communitySubscribe: ({ body }) => {
    checked(newsletterInput, body);
    return { status: 'subscribed' };
  },
  communityUnsubscribe: ({ body }) => {
    checked(newsletterInput, body);
    return { status: 'unsubscribed' };
  },
  communityUnsubscribeLink: ({ body }) => {
    checked(unsubscribeLinkQuery, body);
    return { status: 'unsubscribed' };
  },
  communityWaitlist: ({ body }) => {
    checked(waitlistInput, body);
    return { status: 'joined' };
  },
  reportsCreate: ({ body }) => {
    checked(reportInput, body);
    return { reportId: `demo-${randomId()}`, message: REPORT_MESSAGES.submitted };
  },
  // A complaint is checked as the server checks it and answered with a sample reference; nothing is kept
  // or emailed.
  complaintsCreate: ({ body }) => {
    const complaint = checked(complaintInput, body);
    if (!complaint.email)
      throw new ApiError(400, 'bad_request', COMPLAINT_TEXTS.emailRequired, {
        email: COMPLAINT_TEXTS.emailRequired,
      });
    const receivedAt = new Date().toISOString();
    const respondBy = new Date(Date.now() + RESPONSE_AIM_DAYS * 86_400_000).toISOString();
    return { reference: 'DEMO234567', receivedAt, respondBy, message: COMPLAINT_TEXTS.sent };
  },
  communityReferral: ({ body }) => {
    checked(referralInput, body);
    return { status: 'recorded' };
  },
  agencyGet: () => {
    throw notFound();
  },
  // The account area, as a nanny sees it: her applications and saved jobs from the sample board; the
  // badge, the email settings, a withdrawal and a removal answer as if done (nothing is kept).
  meActivity: () => DEMO_ACTIVITY,
  meActivitySeen: ({ body }) => {
    checked(activitySeenInput, body);
    return DEMO_ACTIVITY;
  },
  meEmailSettings: () => DEMO_EMAIL_SETTINGS,
  meUpdateEmailSettings: ({ body }) => checked(emailSettingsInput, body),
  hiringMyApplications: ({ query }) => page(demoApplications(), query, 10),
  hiringWithdraw: ({ params, body }) => {
    checked(withdrawInput, body);
    const application = demoApplications().find((a) => a.jobId === params.jobId);
    if (!application) throw notFound(HIRING_MESSAGES.applicationNotFound);
    if (!canWithdraw(application.status))
      throw new ApiError(409, 'conflict', transitionRefusal(application.status, 'withdrawn'));
    return { ...application, status: 'withdrawn' as const, statusChangedAt: new Date().toISOString() };
  },
  hiringSavedJobs: ({ query }) => page(demoSavedJobs(), query, 10),
  jobsUnsave: () => undefined,
  // A poster's account area: the sample family's jobs and applicants (kept in this tab until reload).
  hiringMyJobs: ({ query }) => page(demoMyJobs(), query, 10),
  hiringMyJob: ({ params }) => demoMyJob(params.jobId ?? ''),
  hiringEditJob: ({ params, body }) => demoEdit(params.jobId ?? '', checked(jobEditInput, body)),
  hiringCloseJob: ({ params, body }) => demoClose(params.jobId ?? '', checked(closeJobInput, body)),
  hiringExtendJob: ({ params }) => demoExtend(params.jobId ?? ''),
  hiringStillHiring: ({ params, body }) => {
    checked(stillHiringInput, body);
    return demoStillHiring(params.jobId ?? '');
  },
  hiringApplicants: ({ params, query }) =>
    page(
      demoApplicants(params.jobId ?? '', parseApplicantStatus(String(query.status ?? '')) || undefined),
      query,
      10,
    ),
  hiringApplicant: ({ params }) => demoApplicant(params.jobId ?? '', params.nannyId ?? ''),
  hiringDecide: ({ params, body }) => {
    const { status, message } = checked(applicantDecisionInput, body);
    return demoDecide(params.jobId ?? '', params.nannyId ?? '', status, message);
  },
  // The account's data: exports prepare in a few seconds but hold no file to download; the newsletter
  // switch is kept in the tab; a deletion confirmed with the demo address answers as if started.
  meExports: () => demoExports(),
  meRequestExport: () => demoRequestExport(`demo-export-${randomId()}`),
  meNewsletter: () => demoNewsletter(),
  meUpdateNewsletter: ({ body }) => demoSetNewsletter(checked(accountNewsletterInput, body).subscribed),
  meRequestDeletion: ({ body }) => {
    const { confirmEmail } = checked(deletionInput, body);
    if (confirmEmail.toLowerCase() !== DEMO_ACCOUNT_EMAIL)
      throw new ApiError(400, 'bad_request', DATA_RIGHTS_MESSAGES.wrongEmail, {
        confirmEmail: DATA_RIGHTS_MESSAGES.wrongEmail,
      });
    return demoDeletion(`demo-deletion-${randomId()}`);
  },
  // Messages, as the sample family sees them (kept in this tab until reload); a visitor's link opens a
  // sample conversation with a nanny.
  messagesList: ({ query }) => page(demoConversationList(), query, 20),
  messagesStart: ({ body }) => demoStart(checked(startConversationInput, body)),
  messagesThread: ({ params, query }) => demoThread(conversationId(params), checked(threadQuery, query)),
  messagesSend: ({ params, body }) => {
    const id = conversationId(params);
    const { text, clientId } = checked(sendMessageInput, body);
    return { message: demoSend(id, text, clientId) };
  },
  messagesRead: ({ params, body }) => {
    const id = conversationId(params);
    return demoRead(id, checked(readInput, body).seq);
  },
  messagesBlock: ({ params, body }) => {
    const id = conversationId(params);
    return demoBlock(id, checked(blockInput, body).blocked);
  },
  guestThread: ({ body }) => {
    checked(guestThreadInput, body);
    return demoGuestThread();
  },
  guestSend: ({ body }) => {
    const { text, clientId } = checked(guestSendInput, body);
    return { message: demoGuestSend(text, clientId) };
  },
  guestBlock: ({ body }) => demoGuestBlock(checked(guestBlockInput, body).blocked),
  // A referee's link: /reference#demo-reference-link-sample opens a sample form; any other token is not
  // valid. An answer is checked and accepted, and nothing is kept.
  referencesView: ({ body }) => {
    const { token } = checked(referenceViewInput, body);
    if (token !== DEMO_MESSAGES.referenceToken)
      throw new ApiError(404, 'not_found', VERIFICATION_MESSAGES.linkInvalid);
    return {
      nannyFirstName: 'Sophie',
      refereeName: 'Claire',
      relationship: 'I looked after her two children for three years',
      linkLapsesAt: new Date(Date.now() + 14 * 86_400_000).toISOString(),
    };
  },
  referencesAnswer: ({ body }) => {
    checked(referenceAnswerInput, body);
    return { status: 'answered' };
  },
  // No CVs are stored in the demo: the CV link stays unavailable, as the candidates' does.
  // No accounts in the demo: nothing of anyone's was hidden by a moderator.
  meModeration: () => ({ items: [] }),
  // No accounts in the demo: nobody has a type to change.
  meAccountType: () => ({ userType: null, canChange: false, holdings: [] }),
  // No accounts in the demo, so nobody may read the moderators' pages.
  adminListReports: forbidden,
  adminReportedContent: forbidden,
  adminVerifications: forbidden,
  adminVerificationFile: forbidden,
  adminDeletions: forbidden,
  adminDeletion: forbidden,
  adminAppeals: forbidden,
  adminComplaints: forbidden,
};

/**
 * What the API would answer to a call of a route, from the sample data; rejects with an ApiError as the
 * client does. A route the demo has no answer for is unavailable.
 */
export async function demoAnswer<Id extends RouteId>(id: Id, call: DemoCall): Promise<RouteAnswer<Id>> {
  await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
  const answer = (ANSWERS as Partial<Record<RouteId, (call: Call) => unknown>>)[id];
  if (!answer) throw unavailable();
  return (await answer({ ...call, params: call.params ?? {} })) as RouteAnswer<Id>;
}
