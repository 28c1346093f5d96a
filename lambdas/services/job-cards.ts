import { isJobId, JOB_MESSAGES, type JobCard, type JobShareView, type JobViewer } from '../contract/jobs.ts';
import { hoursLine } from '../contract/pay.ts';
import { responsivenessView } from '../contract/responsiveness.ts';
import { londonDay } from '../contract/uk-day.ts';
import { JOB_TYPES, jobStatus } from '../domain/jobs.ts';
import { readsWaitingShown } from '../domain/nudges.ts';
import { notFound } from '../domain/errors.ts';
import { hasPublicPage } from '../domain/visibility.ts';
import { presignView } from '../data/files.ts';
import { appliedAtByJob } from '../data/applications.ts';
import { getJob, type Job, type JobShare } from '../data/jobs.ts';
import { getNannyIdOfUser } from '../data/nannies.ts';
import type { Principal } from '../platform/principal.ts';

/** A job's type as people read it: the poster's own words for 'other'. */
export const typeLabel = (job: Job) =>
  job.jobType === 'other' && job.jobTypeOther
    ? job.jobTypeOther
    : (JOB_TYPES.find((t) => t.toLowerCase() === job.jobType) ?? job.jobType);

/** The hours a job shows beside its pay ('40 hours a week'), or null without structured pay. */
export const hoursOf = (job: Pick<Job, 'pay'>) => (job.pay ? hoursLine(job.pay) : null);

/**
 * A nanny share's job as applicants read it: each family's part by its first name and district, and
 * whose home; never the families' accounts or the share itself, which only its families may read.
 */
export const shareOfJob = (share: JobShare): JobShareView => ({
  home: share.home,
  families: share.families.map((family) => ({
    label: family.label,
    postcodeDistrict: family.postcodeDistrict,
    days: family.schedule,
    children: family.children,
    childrenAges: family.childrenAges,
    weeklyGrossPence: family.weeklyGrossPence,
    hours: family.hours,
  })),
  totalWeeklyGrossPence: share.totalWeeklyGrossPence,
});

/**
 * Who is looking at jobs, as far as the board needs to know: the caller's own id, and her nanny profile's
 * id when she has one (applications are hers through it). Null for a visitor without a token.
 */
export interface Looker {
  userId: string;
  nannyId: string | null;
}

/** The caller of a board read, from their verified token only (never from anything the request names). */
export async function lookerOf(principal: Principal | null): Promise<Looker | null> {
  if (!principal) return null;
  const nannyId = principal.userType === 'nanny' ? await getNannyIdOfUser(principal.id) : null;
  return { userId: principal.id, nannyId };
}

/**
 * What each of these jobs means to the looker: posted by them, and when they applied. One batch read of
 * their own application records for the lot; nothing at all for a visitor.
 */
export async function viewersOf(
  jobs: readonly Job[],
  looker: Looker | null,
): Promise<Map<string, NonNullable<JobViewer>> | null> {
  if (!looker) return null;
  const applied =
    looker.nannyId && jobs.length > 0
      ? await appliedAtByJob(
          looker.nannyId,
          jobs.map((job) => job.id),
        )
      : new Map<string, string>();
  return new Map(
    jobs.map((job) => [
      job.id,
      { own: job.ownerId === looker.userId, appliedAt: applied.get(job.id) ?? null },
    ]),
  );
}

/**
 * A job as the board and the job page show it: never its contact email, its owner or its payment. Its
 * agency's logo is the public copy's site path (`/logos/…`, served and cached by the site); a job posted
 * before public copies links to its private logo presigned, as before. Its photo is private, and its
 * link presigned for a short while. Its poster's responsiveness (copied onto the job) shows only while
 * it holds on the day of `now` (London).
 */
export async function toCard(
  job: Job,
  viewer: JobViewer,
  now: number,
): Promise<Omit<JobCard, 'publishedAt'> & { publishedAt: string | null }> {
  const [posterLogoUrl, photoUrl] = await Promise.all([
    job.posterType === 'agency' && job.posterLogo
      ? (job.posterLogo.path ?? presignView(job.posterLogo.key, now))
      : null,
    job.photo ? presignView(job.photo.key, now) : null,
  ]);
  return {
    id: job.id,
    title: job.title,
    description: job.description,
    location: job.location,
    postcodeDistrict: job.postcodeDistrict,
    jobType: job.jobType,
    jobTypeLabel: typeLabel(job),
    posterType: job.posterType,
    posterLabel: job.posterLabel,
    posterLogoUrl,
    posterWebsite: job.posterType === 'agency' ? (job.posterWebsite ?? null) : null,
    photoUrl,
    pay: job.pay,
    payLine: job.payLine,
    hoursLine: hoursOf(job),
    daysHours: job.daysHours,
    schedule: job.schedule ?? null,
    childrenAges: job.childrenAges,
    startDate: job.startDate,
    languages: job.languages,
    requirements: job.requirements,
    publishedAt: job.publishedAt,
    viewer,
    responsiveness: responsivenessView(job.responsiveness, londonDay(new Date(now))),
    readsWaiting: readsWaitingShown(job.readsWaitingMark, job.applicantCounts),
    share: job.share ? shareOfJob(job.share) : null,
  };
}

/**
 * One job's page. Anyone may see a job on the board, or one that left it for good (closed, filled or
 * expired: its page says it is no longer open); its poster may also see it before it is paid for (the
 * payment page links here) or once it is hidden, and so may a moderator (a report links here). To anyone
 * else such a job does not exist: 404, the same as an id that names nothing, so its existence is not
 * given away.
 */
export async function jobPage(jobId: string, principal: Principal | null) {
  // A signed-in caller reads the stored job as it is now: its poster, sent here from the payment page
  // the moment it is published, must not see it as still unpaid.
  const job = isJobId(jobId) ? await getJob(jobId, principal !== null) : null;
  const mayView =
    job !== null &&
    (hasPublicPage(job) || (principal !== null && (principal.id === job.ownerId || principal.isAdmin)));
  if (!job || !mayView) throw notFound(JOB_MESSAGES.notAvailable);
  const viewers = await viewersOf([job], await lookerOf(principal));
  const card = await toCard(job, viewers?.get(job.id) ?? null, Date.now());
  return { ...card, status: jobStatus(job) };
}
