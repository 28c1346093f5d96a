import { randomUUID } from 'node:crypto';
import { DATA_RIGHTS_MESSAGES } from '../contract/data-rights.ts';
import { JOB_MESSAGES } from '../contract/jobs.ts';
import { firstNameOnly } from '../contract/nanny-constants.ts';
import { RATE_LIMITS } from '../domain/rate-limits.ts';
import { plainParagraphs } from '../domain/sanitise.ts';
import { acceptFile, deleteFiles } from '../data/files.ts';
import { isOnBoard, mayReachOthers } from '../domain/visibility.ts';
import { applyToJob, hasApplied } from '../data/applications.ts';
import { getJob } from '../data/jobs.ts';
import { getNannyOfUser } from '../data/nannies.ts';
import { outboxEntry } from '../data/outbox.ts';
import { enforceRateLimits } from '../data/rate-limits.ts';
import { conflict, forbidden, notFound } from '../domain/errors.ts';
import { countEvent } from '../platform/metrics.ts';
import type { ApplicationInput } from '../contract/jobs.ts';
import type { Logger } from '../platform/log.ts';
import type { Principal } from '../platform/principal.ts';

/**
 * A nanny applies to a job once: the application is stored as 'new', and with it (through the outbox)
 * the email the poster gets with her details, her comments and a link to her in their account (replies
 * go straight to her), and the copy she keeps of what she sent.
 */
export async function submitApplication(
  principal: Principal,
  jobId: string,
  body: ApplicationInput,
  log: Logger,
) {
  const nanny = principal.userType === 'nanny' ? await getNannyOfUser(principal.id) : null;
  if (!nanny) throw forbidden(JOB_MESSAGES.applyProfile);
  // A profile a moderator has hidden reaches nobody: its applications would carry it to posters.
  if (!mayReachOthers(nanny)) throw forbidden(JOB_MESSAGES.applyHidden);
  const job = await getJob(jobId);
  if (!job || !isOnBoard(job)) throw notFound('This job is no longer available.');
  // A poster never applies to a job of their own (the write holds it too).
  if (job.ownerId === principal.id) throw forbidden(JOB_MESSAGES.applyOwnJob);
  // Asked first, so a second application moves no count and copies no file (the write checks again).
  if (await hasApplied(job.id, nanny.id)) throw conflict(JOB_MESSAGES.alreadyApplied);
  await enforceRateLimits(
    [[RATE_LIMITS.applicationsPerNanny, principal.id]],
    'You have sent many applications in the last hour. Please try again later.',
  );

  const id = randomUUID();
  const accepted = body.cv
    ? await acceptFile(body.cv.key, {
        userId: principal.id,
        owner: { kind: 'applications', jobId: job.id, nannyId: nanny.id },
        purpose: 'application-cv',
        field: 'cv',
        attached: [],
      })
    : null;
  const cv = accepted?.file ?? null;
  const coverLetter = plainParagraphs(body.coverLetter);
  // The application's data is hers: the messages carrying it are her account's.
  const outbox = [
    outboxEntry(
      {
        type: 'application-email',
        payload: {
          to: job.contactEmail,
          recipientId: job.ownerId,
          nannyId: nanny.id,
          jobId: job.id,
          jobTitle: job.title,
          // Families never see her surname (Create Profile's promise): the email names her first name.
          applicantName: firstNameOnly(nanny.fullName),
          phone: body.phone,
          location: nanny.location,
          yearsExperience: nanny.yearsExperience,
          coverLetter,
          cv,
        },
      },
      principal.id,
    ),
    outboxEntry(
      {
        type: 'application-copy-email',
        payload: {
          to: nanny.email,
          recipientId: principal.id,
          jobId: job.id,
          jobTitle: job.title,
          posterLabel: job.posterLabel,
          coverLetter,
          phone: body.phone,
          cvName: cv?.name ?? null,
        },
      },
      principal.id,
    ),
  ];
  let outcome: Awaited<ReturnType<typeof applyToJob>>;
  try {
    outcome = await applyToJob(
      {
        id,
        jobId: job.id,
        nannyId: nanny.id,
        userId: principal.id,
        posterId: job.ownerId,
        applicantName: nanny.fullName,
        applicantEmail: nanny.email,
        applicantPhone: body.phone,
        coverLetter,
        cv,
        status: 'new',
        createdAt: new Date().toISOString(),
        statusChangedAt: null,
        viewedAt: null,
        message: null,
      },
      outbox,
    );
  } catch (error) {
    if (cv) await deleteFiles([cv.key]).catch(() => undefined);
    throw error;
  }
  if (outcome !== 'created') {
    // Nothing was written: the CV's copy goes; the pending upload stays for another try.
    if (cv) await deleteFiles([cv.key]).catch(() => undefined);
    if (outcome === 'already-applied') throw conflict(JOB_MESSAGES.alreadyApplied);
    if (outcome === 'profile-hidden') throw forbidden(JOB_MESSAGES.applyHidden);
    if (outcome === 'account-deleting') throw forbidden(DATA_RIGHTS_MESSAGES.accountDeletingWrites);
    throw notFound('This job is no longer available.');
  }
  if (accepted?.pending) await deleteFiles([accepted.pending]).catch(() => undefined);

  log.info('application submitted', { jobId: job.id, nannyId: nanny.id });
  countEvent('applicationSent');
  return { applicationId: id, status: 'new' as const };
}
