/**
 * A poster's jobs and applicants as their account shows them: who may see them (the poster only:
 * anyone else is told the job does not exist), and how each is shaped for the answer.
 */
import {
  APPLICATION_STATUSES,
  HIRING_MESSAGES,
  type ApplicantCounts,
  type MyJobDetail,
  type MyJobSummary,
  type Applicant,
} from '../contract/hiring.ts';
import { firstNameOnly } from '../contract/nanny-constants.ts';
import { downloadFileName } from '../contract/uploads-constants.ts';
import { forbidden, notFound } from '../domain/errors.ts';
import { myJobState } from '../domain/jobs.ts';
import { toCandidateCard } from '../domain/nanny.ts';
import { mayReachOthers } from '../domain/visibility.ts';
import { getApplication, type Application } from '../data/applications.ts';
import { getMany } from '../data/table/batch.ts';
import { presignView } from '../data/files.ts';
import { extendedEnd } from '../data/job-lifecycle.ts';
import { getJob, noApplicants, type Job } from '../data/jobs.ts';
import { nannyFromItem, nannyKey } from '../data/nannies.ts';
import { reviewFromItem, reviewKey } from '../data/reviews.ts';
import { hireReviewOf } from './reviews.ts';
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

export function countsOf(job: Job): ApplicantCounts {
  const byStatus = job.applicantCounts ?? noApplicants();
  return {
    new: byStatus.new,
    total: APPLICATION_STATUSES.reduce((sum, status) => sum + byStatus[status], 0),
    byStatus,
  };
}

export function toMyJobSummary(job: Job, now = new Date()): MyJobSummary {
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
    promoCode: job.promoCode,
    applicants: countsOf(job),
  };
}

export async function toMyJobDetail(job: Job, now = new Date()): Promise<MyJobDetail> {
  const summary = toMyJobSummary(job, now);
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
      salary: job.salaryText,
      jobType: job.jobType,
      jobTypeOther: job.jobTypeOther,
      childrenAges: job.childrenAges,
      description: job.description,
      selectedLanguages: job.languages,
      selectedRequirements: job.requirements,
      photo: job.photo,
      contactEmail: job.contactEmail,
      additionalComments: job.additionalComments,
    },
    photoUrl,
    amountPence: job.amountPence,
    // Her first name only, as Create Profile promises (the answer's schema holds it too).
    hired: hired ? { nannyId: hired.nannyId, name: firstNameOnly(hired.applicantName) } : null,
    canExtend: summary.state === 'live' && extendedEnd(job, now) !== null,
  };
}

/**
 * Applications to a job as its poster sees them, each with the nanny's public card as it is now (none
 * for a profile a moderator has hidden, or one she deleted), and for a hire where the poster's review
 * of her stands. The profiles and the hires' reviews are read in one batch.
 */
export async function toApplicants(
  job: Job,
  applications: readonly Application[],
  at = new Date(),
): Promise<Applicant[]> {
  const now = at.getTime();
  const hires = applications.filter((a) => a.status === 'hired');
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
        application.status === 'hired' ? stored(reviewKey(job.id, application.nannyId)) : undefined;
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
        review: hireReviewOf(job, application, reviewItem ? reviewFromItem(reviewItem) : null, at),
      };
    }),
  );
}
