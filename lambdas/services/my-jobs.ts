/**
 * A poster's jobs and applicants as their account shows them: who may see them (the poster; and, to read
 * only, the other family of a nanny share's job: anyone else is told the job does not exist), and how
 * each is shaped for the answer.
 */
import {
  APPLICATION_STATUSES,
  HIRING_MESSAGES,
  type ApplicantCounts,
  type JobRole,
  type MyJobDetail,
  type MyJobSummary,
  type Applicant,
} from '../contract/hiring.ts';
import { firstNameOnly } from '../contract/nanny-constants.ts';
import { downloadFileName } from '../contract/uploads-constants.ts';
import { conflict, forbidden, invalid, notFound } from '../domain/errors.ts';
import { myJobState, STILL_HIRING_PURPOSE, stillHiringValue } from '../domain/jobs.ts';
import { jobRoleOf, otherFamilyOf } from '../domain/job-share.ts';
import { verify } from '../platform/signing.ts';
import { toCandidateCard } from '../domain/nanny.ts';
import { mayReachOthers } from '../domain/visibility.ts';
import { getApplication, listApplicants, type Application } from '../data/applications.ts';
import { getMany } from '../data/table/batch.ts';
import { acceptFile, deleteFiles, presignView } from '../data/files.ts';
import { JOB_MESSAGES } from '../contract/jobs.ts';
import type { JobEditInput } from '../contract/hiring.ts';
import { jobDetailsFrom, payRefusal } from '../domain/job-details.ts';
import { londonDay } from '../contract/uk-day.ts';
import { removePendingPhoto } from './job-photo.ts';
import { editJob, extendedEnd, extendJob } from '../data/job-lifecycle.ts';
import { getJob, getJobs, noApplicants, type Job } from '../data/jobs.ts';
import { listPostedJobIds } from '../data/posted-jobs.ts';
import { getShare, getSharePointer } from '../data/shares.ts';
import { nannyFromItem, nannyKey } from '../data/nannies.ts';
import { reviewFromItem, reviewKey } from '../data/reviews.ts';
import { openCvLink } from './cv-link.ts';
import { hireReviewOf } from './reviews.ts';
import type { Logger } from '../platform/log.ts';
import type { Principal } from '../platform/principal.ts';

/** Only families and agencies post jobs. */
export function requirePoster(principal: Principal): void {
  if (principal.userType !== 'family' && principal.userType !== 'agency')
    throw forbidden('Only family and agency accounts post jobs.');
}

/**
 * The caller's own job, read as it is now. Any other job, and an id that names nothing, is the same
 * 404: a job's existence is not given away to someone who did not post it.
 */
export async function ownJob(principal: Principal, jobId: string): Promise<Job> {
  requirePoster(principal);
  const job = await getJob(jobId, true);
  if (!job || job.ownerId !== principal.id) throw notFound(HIRING_MESSAGES.jobNotFound);
  return job;
}

/**
 * A job the caller may read on "My jobs": its own (as `ownJob`), or, for a family, the published job of
 * a nanny share it is the other family of, to read only. Anyone else gets the same 404 as `ownJob`.
 * Only reads use it: every move stays with the poster, through `ownJob`.
 */
export async function readableJob(principal: Principal, jobId: string): Promise<{ job: Job; role: JobRole }> {
  requirePoster(principal);
  const job = await getJob(jobId, true);
  const role = job ? jobRoleOf(job, principal.id) : null;
  if (!job || !role || (role === 'partner' && principal.userType !== 'family'))
    throw notFound(HIRING_MESSAGES.jobNotFound);
  return { job, role };
}

export function countsOf(job: Job): ApplicantCounts {
  const byStatus = job.applicantCounts ?? noApplicants();
  return {
    new: byStatus.new,
    total: APPLICATION_STATUSES.reduce((sum, status) => sum + byStatus[status], 0),
    byStatus,
  };
}

/** The job in a list, for `readerId` (its poster unless named): the partner is not shown its promo code. */
export function toMyJobSummary(job: Job, now = new Date(), readerId = job.ownerId): MyJobSummary {
  const role = jobRoleOf(job, readerId) ?? 'poster';
  return {
    id: job.id,
    title: job.title,
    location: job.location,
    posterType: job.posterType,
    state: myJobState(job, now),
    createdAt: job.createdAt,
    publishedAt: job.publishedAt,
    liveUntil: job.liveUntil ?? null,
    closedAt: job.closedAt ?? null,
    promoCode: role === 'poster' ? job.promoCode : null,
    applicants: countsOf(job),
    role,
    share: otherFamilyOf(job, readerId),
  };
}

/**
 * The job on its own page, for `readerId` (its poster unless named). The partner reads it as posted but
 * for what only its poster acts on: the poster's contact email, the pay to fix, and Extend.
 */
export async function toMyJobDetail(
  job: Job,
  now = new Date(),
  readerId = job.ownerId,
): Promise<MyJobDetail> {
  const summary = toMyJobSummary(job, now, readerId);
  const poster = summary.role === 'poster';
  const [photoUrl, hired] = await Promise.all([
    job.photo ? presignView(job.photo.key, now.getTime()) : null,
    job.hiredNannyId ? getApplication(job.id, job.hiredNannyId) : null,
  ]);
  return {
    ...summary,
    fields: {
      jobTitle: job.title,
      location: job.location,
      postcode: job.postcodeDistrict ?? '',
      startDate: job.startDate,
      daysHours: job.daysHours,
      schedule: job.schedule ?? null,
      pay: job.pay,
      jobType: job.jobType,
      jobTypeOther: job.jobTypeOther,
      childrenAges: job.childrenAges,
      description: job.description,
      selectedLanguages: job.languages,
      selectedRequirements: job.requirements,
      photo: job.photo,
      contactEmail: poster ? job.contactEmail : '',
      additionalComments: job.additionalComments,
    },
    photoUrl,
    amountPence: job.amountPence,
    payAsWritten: job.pay ? null : (job.salaryText ?? job.payLine),
    payRefusal: poster && job.pay ? payRefusal(job.pay, job.startDate, londonDay(now)) : null,
    // Her first name only, as Create Profile promises (the answer's schema holds it too).
    hired: hired ? { nannyId: hired.nannyId, name: firstNameOnly(hired.applicantName) } : null,
    canExtend: poster && summary.state === 'live' && extendedEnd(job, now) !== null,
  };
}

/**
 * Applications to a job as its poster sees them, each with the nanny's public card as it is now (none
 * for a profile a moderator has hidden, or one she deleted), and for a hire where the poster's review
 * of her stands. The profiles and the hires' reviews are read in one batch. The partner of a share's
 * job reads the same, but for the review, which is the poster's to write.
 */
export async function toApplicants(
  job: Job,
  applications: readonly Application[],
  at = new Date(),
  role: JobRole = 'poster',
): Promise<Applicant[]> {
  const now = at.getTime();
  const hires = role === 'poster' ? applications.filter((a) => a.status === 'hired') : [];
  const items = await getMany([
    ...applications.map((a) => nannyKey(a.nannyId)),
    ...hires.map((a) => reviewKey(job.id, a.nannyId)),
  ]);
  const stored = (key: { pk: string; sk: string }) => items.get(`${key.pk}|${key.sk}`);
  return Promise.all(
    applications.map(async (application) => {
      const item = stored(nannyKey(application.nannyId));
      const profile = item ? nannyFromItem(item) : null;
      const card =
        profile && mayReachOthers(profile)
          ? toCandidateCard(
              profile,
              profile.photo ? await presignView(profile.photo.key, now) : null,
              new Date(now),
            )
          : null;
      const reviewItem =
        application.status === 'hired' && role === 'poster'
          ? stored(reviewKey(job.id, application.nannyId))
          : undefined;
      return {
        nannyId: application.nannyId,
        name: firstNameOnly(application.applicantName),
        coverLetter: application.coverLetter,
        phone: application.applicantPhone,
        status: application.status,
        appliedAt: application.createdAt,
        statusChangedAt: application.statusChangedAt,
        // The name it is downloaded under: an older upload kept hers, which may carry her surname.
        cvFileName: application.cv ? downloadFileName('application-cv', application.cv.name) : null,
        message: application.message,
        profile: card,
        review:
          role === 'poster'
            ? hireReviewOf(job, application, reviewItem ? reviewFromItem(reviewItem) : null, at)
            : null,
      };
    }),
  );
}

/**
 * A job's applicants for its poster (or a share's partner, to read), newest first, all or one status's,
 * a page at a time: one Query of an index partition, so a page costs the same at 100 applications as at
 * 20,000.
 */
export async function applicantsPage(
  principal: Principal,
  jobId: string,
  opts: Parameters<typeof listApplicants>[1],
) {
  const { job, role } = await readableJob(principal, jobId);
  const page = await listApplicants(job.id, opts);
  return { items: await toApplicants(job, page.items, new Date(), role), nextCursor: page.nextCursor };
}

/**
 * A short-lived link to the CV an applicant sent with her application, for the job's poster (or a
 * share's partner) only; every opening is recorded under the account that opened it (she can see who
 * read her CV, and when).
 */
export async function applicantCvLink(principal: Principal, jobId: string, nannyId: string, log: Logger) {
  const { job, role } = await readableJob(principal, jobId);
  const application = await getApplication(job.id, nannyId);
  if (!application?.cv) throw notFound('This CV is not available.');
  const link = await openCvLink(application.cv, 'application-cv', application.nannyId, principal);
  log.info('application cv accessed', { jobId: job.id, nannyId: application.nannyId, role });
  return link;
}

/** Its poster keeps a live job on the board 30 days longer (never more than 60 days ahead). */
export async function extendOwnJob(principal: Principal, jobId: string, log: Logger) {
  const job = await ownJob(principal, jobId);
  const now = new Date();
  if (myJobState(job, now) !== 'live') throw conflict(HIRING_MESSAGES.notExtendable);
  const until = extendedEnd(job, now);
  if (!until) throw conflict(HIRING_MESSAGES.extendedMax);
  if (!(await extendJob(job, until, now)))
    throw conflict('This job changed meanwhile. Please reload and try again.');
  log.info('job extended', { jobId: job.id, liveUntil: until });
  return toMyJobDetail((await getJob(job.id, true)) ?? job, now);
}

/**
 * The published job of the nanny share a family is the partner of (the other family posted it), found
 * through the family's share pointer; null when there is none, or the job no longer names the family.
 */
async function partnerJob(principal: Principal): Promise<Job | null> {
  if (principal.userType !== 'family') return null;
  const pointer = await getSharePointer(principal.id);
  const share = pointer ? await getShare(pointer.shareId, true) : null;
  const job = share?.jobId ? await getJob(share.jobId, true) : null;
  return job && jobRoleOf(job, principal.id) === 'partner' ? job : null;
}

/**
 * A poster's jobs, newest first, a page at a time: one Query of their list, then the page's jobs read
 * by key. An unpaid draft that expired is gone, and so is absent from its page. A family that is the
 * partner of a share's job finds it on the first page too, in its place by date (a family has at most
 * one share, so at most one such job).
 */
export async function myJobsPage(principal: Principal, opts: Parameters<typeof listPostedJobIds>[1]) {
  requirePoster(principal);
  const [page, shared] = await Promise.all([
    listPostedJobIds(principal.id, opts),
    opts.cursor ? null : partnerJob(principal),
  ]);
  const jobs = await getJobs(page.jobIds.map((j) => j.jobId));
  const now = new Date();
  const own = page.jobIds.flatMap(({ jobId }) => {
    const job = jobs.get(jobId);
    // Its owner is asked again: the list is the caller's, and so must every job on it be.
    return job && job.ownerId === principal.id ? [job] : [];
  });
  const listed = shared ? [...own, shared].sort((a, b) => b.createdAt.localeCompare(a.createdAt)) : own;
  const items = listed.map((job) => toMyJobSummary(job, now, principal.id));
  return { items, nextCursor: page.nextCursor };
}

/**
 * The one-click "Still hiring" link of the reminder email: signed for the job and the end it was sent
 * about, it extends the job once by 30 days. Clicked again (or by a mail scanner first), it answers the
 * same without extending twice: the link's end is no longer the job's.
 */
export async function stillHiring(jobId: string, link: { until: string; signature: string }, log: Logger) {
  const valid = await verify(STILL_HIRING_PURPOSE, stillHiringValue(jobId, link.until), link.signature);
  if (!valid) throw invalid(HIRING_MESSAGES.linkInvalid);
  const job = await getJob(jobId, true);
  if (!job) throw invalid(HIRING_MESSAGES.linkInvalid);
  const now = new Date();
  if (myJobState(job, now) !== 'live') throw conflict(HIRING_MESSAGES.jobClosedAlready);
  if (job.liveUntil !== link.until)
    return { title: job.title, liveUntil: job.liveUntil ?? link.until, extended: false };
  const until = extendedEnd(job, now, false);
  if (!until) return { title: job.title, liveUntil: job.liveUntil, extended: false };
  if (!(await extendJob(job, until, now))) {
    // Another click of the same link won the race: the answer is the same.
    const current = await getJob(job.id, true);
    return { title: job.title, liveUntil: current?.liveUntil ?? until, extended: false };
  }
  log.info('job extended from its reminder', { jobId: job.id, liveUntil: until });
  return { title: job.title, liveUntil: until, extended: true };
}

/**
 * Its poster edits a live job: every Job Details field but the price, sanitised as when it was posted;
 * the board shows the edit at once. A new photo replaces the old one (which is deleted); a refused edit
 * changes nothing.
 */
export async function editOwnJob(principal: Principal, jobId: string, input: JobEditInput, log: Logger) {
  const job = await ownJob(principal, jobId);
  const now = new Date();
  if (myJobState(job, now) !== 'live') throw conflict(HIRING_MESSAGES.notEditable);
  // A start date already passed may stay as it was; a new one must not be in the past. The pay is
  // held to the minimum wage either way (a stored job below it is fixed here).
  const details = jobDetailsFrom(input, now, job.posterType === 'family', { kept: job.startDate });
  if (job.posterType === 'family' && !details.childrenAges)
    throw invalid('Invalid request body', { childrenAges: JOB_MESSAGES.childrenAges });

  const photo = input.photo
    ? (
        await acceptFile(input.photo.key, {
          userId: principal.id,
          owner: { kind: 'jobs', jobId: job.id },
          purpose: 'job-photo',
          field: 'photo',
          attached: job.photo ? [job.photo] : [],
        })
      ).file
    : null;
  const replaced = job.photo && job.photo.key !== photo?.key ? job.photo : null;
  const fresh = photo && photo.key !== job.photo?.key ? photo : null;
  if (!(await editJob(job, { ...details, photo }, now))) {
    if (fresh) await deleteFiles([fresh.key]).catch(() => undefined);
    throw conflict('This job changed while you were editing it. Please reload and try again.');
  }
  if (replaced)
    await deleteFiles([replaced.key]).catch((error: unknown) => log.warn('old photo not deleted', { error }));
  if (fresh) await removePendingPhoto(input.photo, fresh, log);
  log.info('job edited', { jobId: job.id });
  return toMyJobDetail((await getJob(job.id, true)) ?? job, now);
}
