import { londonDay } from '../contract/uk-day.ts';
import { withoutTags } from '../domain/html-text.ts';
import { certificateCurrent, trustFromStored, type TrustSummary } from '../domain/verification.ts';
import type { DbsState, ReportedContent, ReportGroupView, ReportView } from '../contract/reports.ts';
import { JOB_TYPES } from '../domain/jobs.ts';
import { firstName } from '../domain/nanny.ts';
import {
  jobVisibility,
  nannyVisibility,
  type ContentVisibility,
  type ReportContentType,
} from '../domain/reports.ts';
import { applicationKey as storedApplicationKey, listNannyApplications } from '../data/applications.ts';
import { hasPublicPage, isListed, mayReachOthers } from '../domain/visibility.ts';
import { getMany } from '../data/table/batch.ts';
import { getJob, getJobs, jobFromItem, jobKey, type Job } from '../data/jobs.ts';
import { payAndHoursLine } from '../contract/pay.ts';
import { getNanny, nannyKey } from '../data/nannies.ts';
import {
  getReportGroup,
  listReportGroups,
  pendingReportCount,
  reportsAbout,
  type Report,
  type ReportGroup,
} from '../data/reports.ts';
import {
  contextMessageId,
  getMessage,
  messageInContext,
  messageKeyOf,
  messageLabel,
  sideOf,
} from '../data/message-moderation.ts';
import { parseReviewId } from '../contract/reviews.ts';
import { getReview, reviewKey } from '../data/reviews.ts';
import { readGuestToken } from './guest-link.ts';
import { accountFirstName } from './accounts.ts';

/** An application is named by its job and nanny: `<jobId>_<nannyId>` (neither id contains '_'). */
export const applicationKey = (contentId: string) => {
  const [jobId, nannyId, extra] = contentId.split('_');
  return jobId && nannyId && extra === undefined ? storedApplicationKey(jobId, nannyId) : null;
};

/** How many of a nanny's latest applications are read to find whether she applied to the reporter. */
const APPLICATIONS_READ = 100;

/** Whether a nanny applied to a job of the reporter's (among her latest applications). */
async function appliedToReporter(nannyId: string, reporterId: string): Promise<boolean> {
  const { items } = await listNannyApplications(nannyId, { limit: APPLICATIONS_READ });
  const jobs = await getJobs(items.map((item) => item.jobId));
  return [...jobs.values()].some((job) => job.ownerId === reporterId);
}

/**
 * Whether the reported content exists and the reporter could have seen it; anything else is unknown,
 * whether or not it exists, so a report tells nobody what is there. A moderator sees everything there
 * is (a report of theirs about content already hidden is how they take it up again). For anyone else:
 * - a job whose page the public can read (domain/visibility.ts hasPublicPage);
 * - a nanny profile while it is listed, or, unlisted, by a poster she applied to (her card is on
 *   their applicants list); a profile hidden or being deleted by nobody;
 * - a review shown on a listed nanny's card;
 * - an application only by the job's poster, who received it, so reports cannot tell who applied where.
 */
export async function reportableContentExists(
  type: ReportContentType,
  id: string,
  reporterId: string | null,
  { moderator = false }: { moderator?: boolean } = {},
): Promise<boolean> {
  if (type === 'job_posting') {
    const job = await getJob(id);
    return job !== null && (moderator ? job.paymentConfirmed : hasPublicPage(job));
  }
  if (type === 'nanny_profile') {
    const profile = await getNanny(id);
    if (profile && moderator) return true;
    if (!profile || !mayReachOthers(profile)) return false;
    return isListed(profile) || (reporterId !== null && (await appliedToReporter(profile.id, reporterId)));
  }
  // A message has its own rule (messageReportable): who may report it depends on who asks.
  if (type === 'message') return false;
  // A review is read on a listed nanny's card: one a moderator hid is no longer shown to be reported.
  if (type === 'review') {
    const review = reviewIdKey(id);
    const found = review && (await getReview(review.jobId, review.nannyId));
    if (!found || found.hidden) return false;
    const profile = await getNanny(found.nannyId);
    return profile !== null && isListed(profile);
  }
  const key = applicationKey(id);
  if (key === null || reporterId === null) return false;
  const job = await getJob(id.split('_')[0]!);
  return job?.ownerId === reporterId && (await getMany([key])).size > 0;
}

/**
 * Who is reporting a message: a participant of its conversation other than its sender ('participant'),
 * its sender ('sender'), or anyone else, to whom it is unknown whether or not it exists ('unknown'). A
 * signed-in participant is known by her account; a visitor by her link's token, valid and for that
 * conversation.
 */
export async function messageReportable(
  messageId: string,
  accountId: string | null,
  guestToken: string | null,
): Promise<'participant' | 'sender' | 'unknown'> {
  const found = await getMessage(messageId);
  if (!found) return 'unknown';
  const { conversation, message } = found;
  let side = accountId ? sideOf(conversation, { accountId }) : null;
  if (!side && guestToken) {
    const token = await readGuestToken(guestToken);
    if (token.ok && token.conversationId === conversation.id)
      side = sideOf(conversation, { visitorOf: token.conversationId });
  }
  if (!side) return 'unknown';
  return side === message.sender ? 'sender' : 'participant';
}

/** A review is named by its hire: `<jobId>_<nannyId>` (contract/reviews.ts). */
const reviewIdKey = (id: string) => parseReviewId(id);

const keyOf = (type: string, id: string) => {
  if (type === 'review') {
    const review = reviewIdKey(id);
    return review ? reviewKey(review.jobId, review.nannyId) : null;
  }
  return type === 'job_posting'
    ? jobKey(id)
    : type === 'nanny_profile'
      ? nannyKey(id)
      : type === 'message'
        ? messageKeyOf(id)
        : applicationKey(id);
};

type Ref = { contentType: string; contentId: string };

/** What the queue says about a reported item: a label, where it stands, and a nanny's DBS check. */
interface Summary {
  contentLabel: string | null;
  contentHidden: boolean;
  visibility: ContentVisibility;
  dbs: DbsState | null;
}

const GONE: Summary = { contentLabel: null, contentHidden: false, visibility: 'removed', dbs: null };

/** Her DBS certificate as her records say today: seen and still counting, and the day it was seen. */
function dbsState(uploaded: boolean, trust: TrustSummary, now = new Date()): DbsState {
  const counts = certificateCurrent(trust, londonDay(now));
  return {
    uploaded,
    verified: counts,
    verifiedAt: counts ? (trust.dbsCertificate?.seenOn ?? null) : null,
  };
}

function summaryOf(type: string, item: Record<string, unknown> | undefined): Summary {
  if (!item) return GONE;
  if (type === 'job_posting')
    return {
      contentLabel: String(item.title ?? ''),
      contentHidden: item.hidden === true,
      visibility: jobVisibility(jobFromItem(item)),
      dbs: null,
    };
  if (type === 'nanny_profile')
    return {
      contentLabel: firstName(String(item.fullName ?? '')),
      contentHidden: item.hidden === true,
      visibility: nannyVisibility({
        activelyLooking: item.activelyLooking === true,
        hidden: item.hidden === true,
      }),
      dbs: dbsState(typeof item.dbs === 'object' && item.dbs !== null, trustFromStored(item.trust)),
    };
  if (type === 'review')
    return {
      contentLabel: messageLabel(String(item.text ?? '')),
      contentHidden: item.hidden === true,
      visibility: item.hidden === true ? 'hidden' : 'published',
      dbs: null,
    };
  if (type === 'message')
    return {
      contentLabel: messageLabel(String(item.text ?? '')),
      contentHidden: item.hidden === true,
      // Seen only by the two sides of its conversation, or hidden from them by a moderator.
      visibility: item.hidden === true ? 'hidden' : 'private',
      dbs: null,
    };
  return {
    contentLabel: `Application from ${firstName(String(item.applicantName ?? ''))}`,
    contentHidden: false,
    visibility: 'private',
    dbs: null,
  };
}

/** The reported items' summaries, read in one batch, by `<type>|<id>`. */
async function summaries(refs: Ref[]): Promise<Map<string, Summary>> {
  const items = await getMany(
    refs
      .map((r) => keyOf(r.contentType, r.contentId))
      .filter((k): k is { pk: string; sk: string } => k !== null),
  );
  return new Map(
    refs.map((ref) => {
      const key = keyOf(ref.contentType, ref.contentId);
      const item = key ? items.get(`${key.pk}|${key.sk}`) : undefined;
      return [`${ref.contentType}|${ref.contentId}`, summaryOf(ref.contentType, item)];
    }),
  );
}

const viewOf = (report: Report, summary: Summary): ReportView => ({
  id: report.id,
  contentType: report.contentType,
  contentId: report.contentId,
  contentLabel: summary.contentLabel,
  contentHidden: summary.contentHidden,
  visibility: summary.visibility,
  reason: report.reason,
  details: report.details,
  reporterEmail: report.reporterEmail,
  reporterUserId: report.reporterUserId,
  status: report.status,
  resolutionNotes: report.resolutionNotes,
  reviewedByUserId: report.reviewedByUserId,
  reviewedAt: report.reviewedAt,
  createdAt: report.createdAt,
});

/** Reports as the admin queue shows them, each with what it is about and where that stands now. */
export async function reportViews(reports: Report[]): Promise<ReportView[]> {
  const found = await summaries(reports);
  return reports.map((report) =>
    viewOf(report, found.get(`${report.contentType}|${report.contentId}`) ?? GONE),
  );
}

/**
 * The queue's entries: each reported item once, with where it stands now and its reports, newest first.
 * The items are read in one batch; each item's reports in one Query, all at once.
 */
export async function reportGroupViews(groups: ReportGroup[]): Promise<ReportGroupView[]> {
  const [found, reports] = await Promise.all([
    summaries(groups),
    Promise.all(groups.map((group) => reportsAbout(group.contentType, group.contentId))),
  ]);
  return groups.map((group, i) => {
    const summary = found.get(`${group.contentType}|${group.contentId}`) ?? GONE;
    return {
      id: `${group.contentType}:${group.contentId}`,
      contentType: group.contentType,
      contentId: group.contentId,
      ...summary,
      counts: group.counts,
      lastReportedAt: group.lastReportedAt,
      reports: reports[i]!.map((report) => viewOf(report, summary)),
    };
  });
}

/**
 * Stored rich text (a bio, a cover letter) as plain text a moderator can read: paragraphs and line
 * breaks as new lines, list items as bullets, every tag gone and its entities back to characters. Plain
 * text comes back as it was.
 */
export function readableText(stored: string): string {
  const marked = stored
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li(\s[^>]*)?>/gi, '\n• ')
    .replace(/<\/(p|ul|ol)>/gi, '\n\n');
  const text = withoutTags(marked)
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&');
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const jobTypeLabel = (job: Pick<Job, 'jobType' | 'jobTypeOther'>) =>
  job.jobType === 'other' && job.jobTypeOther.trim()
    ? job.jobTypeOther
    : (JOB_TYPES.find((t) => t.toLowerCase() === job.jobType) ?? job.jobType);

const NO_CONTENT = { job: null, nanny: null, application: null, message: null, review: null };

/**
 * The reported content itself, for the moderator's View content dialog: only content somebody
 * reported (anything else is null, as unknown), also when it is hidden from the public or no longer
 * exists ('removed'). Its owner is named by first name only.
 */
export async function reportedContentView(
  contentType: ReportContentType,
  contentId: string,
): Promise<ReportedContent | null> {
  const group = await getReportGroup(contentType, contentId);
  if (!group) return null;
  const base = { contentType, contentId, counts: group.counts };
  const removed: ReportedContent = { ...base, visibility: 'removed', ownerFirstName: null, ...NO_CONTENT };

  if (contentType === 'job_posting') {
    const job = await getJob(contentId, true);
    if (!job) return removed;
    return {
      ...base,
      visibility: jobVisibility(job),
      ownerFirstName: await accountFirstName(job.ownerId),
      ...NO_CONTENT,
      job: {
        title: job.title,
        posterType: job.posterType,
        posterLabel: job.posterLabel,
        location: job.location,
        jobType: jobTypeLabel(job),
        startDate: job.startDate,
        daysHours: job.daysHours,
        pay: job.pay ? payAndHoursLine(job.pay) : job.payLine,
        childrenAges: job.childrenAges ?? '',
        languages: job.languages ?? [],
        requirements: job.requirements ?? [],
        description: readableText(job.description ?? ''),
        additionalComments: readableText(job.additionalComments ?? ''),
        hasPhoto: Boolean(job.photo),
        createdAt: job.createdAt,
        publishedAt: job.publishedAt ?? null,
      },
    };
  }

  if (contentType === 'nanny_profile') {
    const nanny = await getNanny(contentId, true);
    if (!nanny) return removed;
    const name = firstName(nanny.fullName);
    return {
      ...base,
      visibility: nannyVisibility(nanny),
      ownerFirstName: name || null,
      ...NO_CONTENT,
      nanny: {
        firstName: name,
        location: nanny.location,
        yearsExperience: nanny.yearsExperience,
        bio: readableText(nanny.bio),
        skills: nanny.skills,
        languages: nanny.languages,
        hourlyRateMin: nanny.hourlyRateMin,
        hourlyRateMax: nanny.hourlyRateMax,
        drivingLicense: nanny.drivingLicense,
        willingToTravel: nanny.willingToTravel,
        activelyLooking: nanny.activelyLooking,
        additionalComments: readableText(nanny.additionalComments ?? ''),
        hasPhoto: nanny.photo !== null,
        hasCv: nanny.cv !== null,
        references: nanny.references.length,
        dbs: dbsState(nanny.dbs !== null, nanny.trust),
        createdAt: nanny.createdAt,
        updatedAt: nanny.updatedAt,
      },
    };
  }

  if (contentType === 'review') {
    const id = reviewIdKey(contentId);
    const review = id ? await getReview(id.jobId, id.nannyId) : null;
    if (!review) return removed;
    const nanny = await getNanny(review.nannyId, true);
    return {
      ...base,
      visibility: review.hidden ? 'hidden' : 'published',
      ownerFirstName: review.authorLabel || null,
      ...NO_CONTENT,
      review: {
        rating: review.rating,
        text: review.text,
        authorLabel: review.authorLabel,
        nannyId: review.nannyId,
        nannyFirstName: nanny ? firstName(nanny.fullName) || null : null,
        jobTitle: review.jobTitle,
        writtenAt: review.writtenAt,
        editedAt: review.editedAt,
        reply: review.reply,
      },
    };
  }

  if (contentType === 'message') {
    const found = await messageInContext(contentId);
    if (!found) return removed;
    const { conversation, messages, seq } = found;
    const reported = messages.find((m) => m.seq === seq)!;
    return {
      ...base,
      visibility: reported.hidden === true ? 'hidden' : 'private',
      ownerFirstName: conversation[reported.sender].label || null,
      ...NO_CONTENT,
      message: {
        conversationId: conversation.id,
        sides: {
          a: { label: conversation.a.label, kind: conversation.a.kind },
          b: { label: conversation.b.label, kind: conversation.b.kind },
        },
        jobTitle: conversation.jobTitle ?? null,
        context: messages.map((m) => ({
          id: contextMessageId(m),
          seq: m.seq,
          side: m.sender,
          senderLabel: conversation[m.sender].label,
          text: m.text,
          hidden: m.hidden === true,
          sentAt: m.sentAt,
          reported: m.seq === seq,
        })),
      },
    };
  }

  const key = applicationKey(contentId);
  const jobId = contentId.split('_')[0]!;
  const [items, job] = await Promise.all([key ? getMany([key]) : new Map(), getJob(jobId)]);
  const item = key ? items.get(`${key.pk}|${key.sk}`) : undefined;
  if (!item) return removed;
  const applicant = firstName(String(item.applicantName ?? ''));
  return {
    ...base,
    visibility: 'private',
    ownerFirstName: applicant || null,
    ...NO_CONTENT,
    application: {
      jobId,
      jobTitle: job?.title ?? null,
      nannyId: String(item.nannyId ?? contentId.split('_')[1]),
      applicantFirstName: applicant,
      coverLetter: readableText(String(item.coverLetter ?? '')),
      hasCv: typeof item.cv === 'object' && item.cv !== null,
      createdAt: String(item.createdAt ?? ''),
    },
  };
}

/**
 * The admin queue: each reported item once with its reports, latest reported first, all or those with a
 * report in one status, and the count of pending reports.
 */
export async function reportQueue(opts: Parameters<typeof listReportGroups>[0]) {
  const [page, pendingCount] = await Promise.all([listReportGroups(opts), pendingReportCount()]);
  return { items: await reportGroupViews(page.items), nextCursor: page.nextCursor, pendingCount };
}
