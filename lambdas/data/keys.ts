/**
 * Every key of the single table is built here and nowhere else.
 *
 * Entities:
 * - Stripe event receipt: pk STRIPE_EVENT#<eventId>, sk EVENT; expires after 30 days.
 * - Nanny profile: pk NANNY#<nannyId>, sk PROFILE. Listed profiles also carry
 *   gsi1pk CANDIDATES, gsi1sk <rating>#<createdAt>#<nannyId> (a sparse index read newest-best first).
 * - Profile owner: pk USER#<userId>, sk NANNY -> { nannyId } (one profile per user).
 * - Nanny skill (nanny_skills): pk NANNY#<nannyId>, sk SKILL#<skill>; gsi2pk SKILL#<skill>, gsi2sk NANNY#<nannyId>.
 * - Nanny language (nanny_languages): pk NANNY#<nannyId>, sk LANG#<language>; gsi2pk LANG#<language>,
 *   gsi2sk NANNY#<nannyId>; proficiency 'conversational'.
 * - CV access audit: pk NANNY#<nannyId>, sk CV_ACCESS#<at>#<viewerId>; expires after a year.
 * - Rate-limit window: pk RATE#<scope>#<subject>, sk W#<window start>; expires with its window.
 * - Job: pk JOB#<jobId>, sk JOB. Unpaid drafts expire after 7 days. Published jobs carry
 *   gsi1pk JOBS, gsi1sk <publishedAt>#<jobId> (the board, newest first) and
 *   gsi2pk JOBS#<type>, gsi2sk <publishedAt>#<jobId> (the board filtered by type). Drafts carry neither.
 * - Promo code: pk PROMO#<CODE>, sk PROMO.
 * - Saved job (saved_jobs): pk USER#<userId>, sk SAVED#<jobId>.
 * - Application: pk JOB#<jobId>, sk APP#<nannyId>, and its mirror pk NANNY#<nannyId>, sk APP#<jobId>,
 *   written together so a nanny applies to a job once.
 * - Agency (agencies): pk AGENCY#<agencyId>, sk AGENCY, with its Stripe customer and subscription state.
 * - Agency owner: pk USER#<userId>, sk AGENCY -> { agencyId } (one agency per user).
 * - Job poster: pk USER#<userId>, sk POSTED_JOB -> { firstAt, lastAt }: the user has stored a job (a draft
 *   or a post), written with it; it outlives an expired draft. With the two owner records it tells whether
 *   an account has created anything, and so may still change its type.
 * - Agency jobs are Job items (posterType 'agency', agencyId), published at once.
 * - Report (reports): pk REPORT#<reportId>, sk REPORT; gsi1pk REPORTED#<contentType>#<contentId>,
 *   gsi1sk <createdAt>#<id> (the reports about one item, newest first).
 * - Report stored before the queue was grouped by item: gsi1pk REPORTS#<status>, gsi2pk REPORTS, gsi2sk
 *   <createdAt>#<id> in place of the item index, counted into no group; the report backfill counts it
 *   into its group and moves it to the item index in one transaction, so carrying gsi2pk REPORTS means
 *   not counted yet.
 * - Reported item (the reports about one job, profile or application, as one entry of the admin queue):
 *   pk REPORTED#<contentType>#<contentId>, sk GROUP -> { total, and a count per report status };
 *   gsi2pk REPORT_GROUPS, gsi2sk <last reported at>#<contentType>#<contentId> (all, latest reported first).
 * - Reported item in a status: pk REPORTED#<contentType>#<contentId>, sk IN#<status> -> { count }; while
 *   the count is above 0 it carries gsi1pk REPORT_GROUPS#<status>, gsi1sk <at>#<contentType>#<contentId>
 *   (the items with a report in that status, the one whose report entered it last first).
 * - Pending reports count: pk COUNTER#REPORTS, sk PENDING -> { pending }.
 * - Newsletter subscription (newsletter_subscriptions): pk NEWSLETTER#<email lower-cased>, sk SUBSCRIPTION.
 * - Waitlist entry: pk WAITLIST#<list>, sk EMAIL#<email lower-cased>.
 * - Referral: pk USER#<userId>, sk REFERRAL -> { code }; gsi2pk REFERRAL#<CODE>, gsi2sk <at>#<userId>
 *   (who a code brought in).
 */
export const CANDIDATES_PARTITION = 'CANDIDATES';
export const BOARD_PARTITION = 'JOBS';
export const REPORT_GROUPS_PARTITION = 'REPORT_GROUPS';
export const LEGACY_REPORTS_PARTITION = 'REPORTS';

export const keys = {
  stripeEvent: (eventId: string) => ({ pk: `STRIPE_EVENT#${eventId}`, sk: 'EVENT' }),
  nannyProfile: (nannyId: string) => ({ pk: `NANNY#${nannyId}`, sk: 'PROFILE' }),
  nannyOwner: (userId: string) => ({ pk: `USER#${userId}`, sk: 'NANNY' }),
  candidatesIndex: (sortKey: string) => ({ gsi1pk: CANDIDATES_PARTITION, gsi1sk: sortKey }),
  nannySkill: (nannyId: string, skill: string) => ({
    pk: `NANNY#${nannyId}`,
    sk: `SKILL#${skill}`,
    gsi2pk: `SKILL#${skill}`,
    gsi2sk: `NANNY#${nannyId}`,
  }),
  nannyLanguage: (nannyId: string, language: string) => ({
    pk: `NANNY#${nannyId}`,
    sk: `LANG#${language}`,
    gsi2pk: `LANG#${language}`,
    gsi2sk: `NANNY#${nannyId}`,
  }),
  cvAccess: (nannyId: string, at: string, viewerId: string) => ({
    pk: `NANNY#${nannyId}`,
    sk: `CV_ACCESS#${at}#${viewerId}`,
  }),
  job: (jobId: string) => ({ pk: `JOB#${jobId}`, sk: 'JOB' }),
  boardIndex: (type: string, publishedAt: string, jobId: string) => ({
    gsi1pk: BOARD_PARTITION,
    gsi1sk: `${publishedAt}#${jobId}`,
    gsi2pk: `${BOARD_PARTITION}#${type}`,
    gsi2sk: `${publishedAt}#${jobId}`,
  }),
  promo: (code: string) => ({ pk: `PROMO#${code}`, sk: 'PROMO' }),
  /** A user's hold on one use of a promo code, by their unpaid draft (one draft at a time per code). */
  promoHold: (code: string, userId: string) => ({ pk: `PROMO#${code}`, sk: `HOLD#${userId}` }),
  /** An agency's hold on one use of a promo code, by its open subscription checkout (`claim` names it). */
  agencyPromoHold: (code: string, agencyId: string) => ({
    pk: `PROMO#${code}`,
    sk: `HOLD#AGENCY#${agencyId}`,
  }),
  savedJob: (userId: string, jobId: string) => ({ pk: `USER#${userId}`, sk: `SAVED#${jobId}` }),
  application: (jobId: string, nannyId: string) => ({ pk: `JOB#${jobId}`, sk: `APP#${nannyId}` }),
  nannyApplication: (nannyId: string, jobId: string) => ({ pk: `NANNY#${nannyId}`, sk: `APP#${jobId}` }),
  agency: (agencyId: string) => ({ pk: `AGENCY#${agencyId}`, sk: 'AGENCY' }),
  agencyOwner: (userId: string) => ({ pk: `USER#${userId}`, sk: 'AGENCY' }),
  jobPoster: (userId: string) => ({ pk: `USER#${userId}`, sk: 'POSTED_JOB' }),
  report: (reportId: string) => ({ pk: `REPORT#${reportId}`, sk: 'REPORT' }),
  reportOfItem: (contentType: string, contentId: string, createdAt: string, reportId: string) => ({
    gsi1pk: `REPORTED#${contentType}#${contentId}`,
    gsi1sk: `${createdAt}#${reportId}`,
  }),
  legacyReportIndex: (status: string, createdAt: string, reportId: string) => ({
    gsi1pk: `${LEGACY_REPORTS_PARTITION}#${status}`,
    gsi1sk: `${createdAt}#${reportId}`,
    gsi2pk: LEGACY_REPORTS_PARTITION,
    gsi2sk: `${createdAt}#${reportId}`,
  }),
  reportedItem: (contentType: string, contentId: string) => ({
    pk: `REPORTED#${contentType}#${contentId}`,
    sk: 'GROUP',
  }),
  reportedItemIndex: (lastReportedAt: string, contentType: string, contentId: string) => ({
    gsi2pk: REPORT_GROUPS_PARTITION,
    gsi2sk: `${lastReportedAt}#${contentType}#${contentId}`,
  }),
  reportedItemInStatus: (contentType: string, contentId: string, status: string) => ({
    pk: `REPORTED#${contentType}#${contentId}`,
    sk: `IN#${status}`,
  }),
  reportedItemStatusIndex: (status: string, at: string, contentType: string, contentId: string) => ({
    gsi1pk: `${REPORT_GROUPS_PARTITION}#${status}`,
    gsi1sk: `${at}#${contentType}#${contentId}`,
  }),
  pendingReports: () => ({ pk: 'COUNTER#REPORTS', sk: 'PENDING' }),
  newsletter: (email: string) => ({ pk: `NEWSLETTER#${email.toLowerCase()}`, sk: 'SUBSCRIPTION' }),
  waitlist: (list: string, email: string) => ({ pk: `WAITLIST#${list}`, sk: `EMAIL#${email.toLowerCase()}` }),
  referral: (userId: string, code: string, at: string) => ({
    pk: `USER#${userId}`,
    sk: 'REFERRAL',
    gsi2pk: `REFERRAL#${code.toUpperCase()}`,
    gsi2sk: `${at}#${userId}`,
  }),
  rateWindow: (scope: string, subject: string, windowStart: number) => ({
    pk: `RATE#${scope}#${subject}`,
    sk: `W#${windowStart}`,
  }),
} as const;
