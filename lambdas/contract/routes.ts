/**
 * THE route table. Every endpoint is declared once, in its area's file (routes/<area>.ts: the handler
 * folder under lambdas/http/), with its whole contract: method, path, who may call it, what it may
 * touch, its throttle, and the schemas of its path parameters, query string, body and answer. This
 * module merges them into one table: the CDK stack creates one function and one API route per entry,
 * the local API adapter serves the same list, the SPA's client is typed from it, and a test proves the
 * synthesized API matches it. A handler takes its own entry from its area's file
 * (`httpHandler(jobsApply, …)`), never from here, so its bundle holds no other route's schemas.
 *
 * A route's id names its handler file: `jobsPromoQuote` is lambdas/http/jobs/promo-quote.ts (the first
 * word is the folder, the rest the file in kebab case); see handlerFile().
 *
 * This module depends on zod and the contract alone, so the SPA can read it (types only: the first
 * page load must not carry the schemas; the addresses reach it through route-address.ts).
 */
import type * as z from 'zod/mini';
import type { RouteAddress } from './route-address.ts';
import {
  adminAppeals,
  adminComplaints,
  adminDecideAppeal,
  adminDecideCheck,
  adminDecideReferee,
  adminDeletion,
  adminDeletions,
  adminListReports,
  adminReportedContent,
  adminRequestDeletion,
  adminRespondComplaint,
  adminReviewReport,
  adminVerificationFile,
  adminVerifications,
} from './routes/admin.ts';
import { agencyCheckout, agencyGet, agencyPortal, agencySave, agencySubscription } from './routes/agency.ts';
import { alertsCreate, alertsDelete, alertsEdit, alertsList, alertsStop } from './routes/alerts.ts';
import { candidatesContact, candidatesCvLink, candidatesList } from './routes/candidates.ts';
import {
  communityReferral,
  communitySubscribe,
  communityUnsubscribe,
  communityUnsubscribeLink,
  communityWaitlist,
} from './routes/community.ts';
import { complaintsCreate } from './routes/complaints.ts';
import { emailStop, emailStopOpen } from './routes/email.ts';
import { guestBlock, guestSend, guestThread } from './routes/guest.ts';
import {
  hiringApplicant,
  hiringApplicantCv,
  hiringApplicants,
  hiringCloseJob,
  hiringDecide,
  hiringDiscardDraft,
  hiringEditJob,
  hiringExtendJob,
  hiringInvite,
  hiringMyApplications,
  hiringMyJob,
  hiringMyJobs,
  hiringResumePayment,
  hiringSavedJobs,
  hiringStillHiring,
  hiringSuggestions,
  hiringWithdraw,
} from './routes/hiring.ts';
import {
  jobsApply,
  jobsCreateAgency,
  jobsCreateFamily,
  jobsGet,
  jobsList,
  jobsLocalPay,
  jobsPromoQuote,
  jobsSave,
  jobsSaved,
  jobsUnsave,
} from './routes/jobs.ts';
import {
  meAccountType,
  meActivity,
  meActivitySeen,
  meAppeal,
  meChangeAccountType,
  meChangeName,
  meDeletion,
  meEmailSettings,
  meExportDownload,
  meExports,
  meGet,
  meModeration,
  meRecord,
  meNewsletter,
  meRequestDeletion,
  meRequestExport,
  meSyncEmail,
  meUpdateEmailSettings,
  meUpdateNewsletter,
} from './routes/me.ts';
import {
  messagesBlock,
  messagesList,
  messagesRead,
  messagesSend,
  messagesStart,
  messagesThread,
} from './routes/messages.ts';
import { nanniesGetOwn, nanniesSave } from './routes/nannies.ts';
import {
  offersAccept,
  offersDecline,
  offersGet,
  offersMine,
  offersPayrollPack,
  offersPropose,
  offersStatement,
  offersWithdraw,
} from './routes/offers.ts';
import {
  interviewsFeed,
  interviewsCancel,
  interviewsGet,
  interviewsHappened,
  interviewsInvite,
  interviewsMine,
  interviewsNoShow,
  interviewsPair,
  interviewsPick,
  interviewsPropose,
  interviewsRetime,
  interviewsRevokeFeed,
} from './routes/interviews.ts';
import { paymentsVerify } from './routes/payments.ts';
import { referencesAnswer, referencesView } from './routes/references.ts';
import { reportsCreate } from './routes/reports.ts';
import { reviewsCreate, reviewsEdit, reviewsList, reviewsMine, reviewsReply } from './routes/reviews.ts';
import {
  sharesAccept,
  sharesAgree,
  sharesCreate,
  sharesDecline,
  sharesEmployer,
  sharesGet,
  sharesLeave,
  sharesList,
  sharesMine,
  sharesPropose,
  sharesSplit,
} from './routes/shares.ts';
import { systemHealth } from './routes/system.ts';
import { uploadsCheck, uploadsCreate } from './routes/uploads.ts';
import {
  verificationAddReferee,
  verificationConsent,
  verificationMine,
  verificationRequest,
  verificationWithdrawReferee,
} from './routes/verification.ts';
import { webhooksStripe } from './routes/webhooks.ts';
import type { RouteSpec, Schema } from './routes/spec.ts';

export type {
  AuthLevel,
  HttpMethod,
  IndexName,
  Resource,
  RouteAddress,
  RouteSpec,
  Schema,
  TableAction,
  TableUse,
  ThrottleClass,
  UploadArea,
  UploadsUse,
  UploadVerb,
  UserPoolAction,
} from './routes/spec.ts';
export { DELETION_START } from './routes/spec.ts';

/** Every route by id, in the order the API adapter matches paths (a fixed path before a parameter). */
const table = {
  systemHealth,
  meGet,
  meAccountType,
  meChangeAccountType,
  meChangeName,
  webhooksStripe,
  uploadsCreate,
  uploadsCheck,
  nanniesGetOwn,
  nanniesSave,
  candidatesList,
  candidatesCvLink,
  candidatesContact,
  jobsCreateFamily,
  jobsPromoQuote,
  paymentsVerify,
  jobsList,
  jobsLocalPay,
  jobsGet,
  jobsSaved,
  jobsSave,
  jobsUnsave,
  jobsApply,
  agencyGet,
  agencySave,
  agencySubscription,
  agencyCheckout,
  agencyPortal,
  jobsCreateAgency,
  reportsCreate,
  adminListReports,
  adminReviewReport,
  adminReportedContent,
  verificationMine,
  verificationRequest,
  verificationConsent,
  verificationAddReferee,
  verificationWithdrawReferee,
  referencesView,
  referencesAnswer,
  adminVerifications,
  adminVerificationFile,
  adminDecideCheck,
  adminDecideReferee,
  communitySubscribe,
  communityUnsubscribe,
  communityUnsubscribeLink,
  communityWaitlist,
  communityReferral,
  hiringMyJobs,
  hiringMyJob,
  hiringEditJob,
  hiringCloseJob,
  hiringExtendJob,
  hiringResumePayment,
  hiringDiscardDraft,
  hiringStillHiring,
  hiringApplicants,
  hiringApplicant,
  hiringDecide,
  hiringApplicantCv,
  hiringMyApplications,
  hiringWithdraw,
  hiringSavedJobs,
  meActivity,
  meActivitySeen,
  meEmailSettings,
  meUpdateEmailSettings,
  meExports,
  meRequestExport,
  meExportDownload,
  meDeletion,
  meRequestDeletion,
  meNewsletter,
  meUpdateNewsletter,
  meSyncEmail,
  adminDeletions,
  adminRequestDeletion,
  adminDeletion,
  messagesList,
  messagesStart,
  messagesThread,
  messagesSend,
  messagesRead,
  messagesBlock,
  guestThread,
  guestSend,
  guestBlock,
  meModeration,
  meRecord,
  meAppeal,
  adminAppeals,
  adminDecideAppeal,
  complaintsCreate,
  adminComplaints,
  adminRespondComplaint,
  reviewsList,
  reviewsCreate,
  reviewsEdit,
  reviewsMine,
  reviewsReply,
  sharesList,
  sharesMine,
  sharesCreate,
  sharesGet,
  sharesPropose,
  sharesAccept,
  sharesDecline,
  sharesSplit,
  sharesAgree,
  sharesEmployer,
  sharesLeave,
  hiringSuggestions,
  hiringInvite,
  alertsList,
  alertsCreate,
  alertsEdit,
  alertsDelete,
  alertsStop,
  emailStop,
  emailStopOpen,
  offersMine,
  offersGet,
  offersPropose,
  offersAccept,
  offersDecline,
  offersWithdraw,
  offersPayrollPack,
  offersStatement,
  interviewsMine,
  interviewsRevokeFeed,
  interviewsPropose,
  interviewsPair,
  interviewsGet,
  interviewsPick,
  interviewsRetime,
  interviewsCancel,
  interviewsHappened,
  interviewsNoShow,
  interviewsInvite,
  interviewsFeed,
};

/** Each entry's id is its key: the handler file, the function and its logs are named by it. */
table satisfies { readonly [Id in keyof typeof table]: RouteSpec & { readonly id: Id } };

export type RouteId = keyof typeof table;

/** A route with its id: what every reader of the table gets. */
export type RouteDef = RouteSpec & { readonly id: RouteId };

/** The routes by id: `routes.jobsApply`. */
export const routes: Readonly<typeof table> = table;

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
