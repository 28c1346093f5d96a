import { randomUUID } from 'node:crypto';
import { applicationInput, applicationResponse, JOB_MESSAGES, jobIdParams } from '../../contract/jobs.ts';
import { RATE_LIMITS } from '../../domain/rate-limits.ts';
import { plainParagraphs } from '../../domain/sanitise.ts';
import { acceptFile, deleteFiles, readAttachment } from '../../data/files.ts';
import { isOnBoard, mayReachOthers } from '../../domain/visibility.ts';
import { createApplication, getJob, hasApplied } from '../../data/jobs.ts';
import { getNannyOfUser } from '../../data/nannies.ts';
import { enforceRateLimits } from '../../data/rate-limits.ts';
import { sendEmail } from '../../platform/email.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import { httpHandler, reply } from '../../platform/http.ts';
import { countEvent } from '../../platform/metrics.ts';

/**
 * A nanny applies to a job once: the application is stored as 'pending' and the poster gets an email
 * with her details, her comments and her CV attached (replies go straight to her).
 */
export const handler = httpHandler(
  { auth: 'user', params: jobIdParams, body: applicationInput, response: applicationResponse },
  async ({ principal, params, body, log }) => {
    const nanny = principal.userType === 'nanny' ? await getNannyOfUser(principal.id) : null;
    if (!nanny) throw forbidden(JOB_MESSAGES.applyProfile);
    // A profile a moderator has hidden reaches nobody: its applications would carry it to posters.
    if (!mayReachOthers(nanny)) throw forbidden(JOB_MESSAGES.applyHidden);
    const job = await getJob(params.jobId);
    if (!job || !isOnBoard(job)) throw notFound('This job is no longer available.');
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
    let outcome: Awaited<ReturnType<typeof createApplication>>;
    try {
      outcome = await createApplication({
        id,
        jobId: job.id,
        nannyId: nanny.id,
        userId: principal.id,
        applicantName: nanny.fullName,
        applicantEmail: nanny.email,
        applicantPhone: body.phone,
        coverLetter: plainParagraphs(body.coverLetter),
        cv,
        status: 'pending',
        createdAt: new Date().toISOString(),
      });
    } catch (error) {
      if (cv) await deleteFiles([cv.key]).catch(() => undefined);
      throw error;
    }
    if (outcome !== 'created') {
      // Nothing was written: the CV's copy goes; the pending upload stays for another try.
      if (cv) await deleteFiles([cv.key]).catch(() => undefined);
      if (outcome === 'already-applied') throw conflict(JOB_MESSAGES.alreadyApplied);
      if (outcome === 'profile-hidden') throw forbidden(JOB_MESSAGES.applyHidden);
      throw notFound('This job is no longer available.');
    }
    if (accepted?.pending) await deleteFiles([accepted.pending]).catch(() => undefined);

    const attachment = cv ? await readAttachment(cv, 'application-cv') : null;
    await sendEmail({
      to: job.contactEmail,
      replyTo: nanny.email,
      subject: `New application for "${job.title}" from ${nanny.fullName}`,
      text: [
        `${nanny.fullName} applied for your job "${job.title}" on Nanny Marketplace.`,
        '',
        `Email: ${nanny.email}`,
        ...(body.phone ? [`Phone: ${body.phone}`] : []),
        `Location: ${nanny.location}`,
        `Experience: ${nanny.yearsExperience} years`,
        '',
        'Their message:',
        plainParagraphs(body.coverLetter),
        '',
        attachment ? `Their CV is attached (${attachment.name}).` : 'No CV was attached.',
        'Reply to this email to answer them directly. Always interview, check references and the DBS certificate yourself.',
      ].join('\n'),
      ...(attachment ? { attachments: [attachment] } : {}),
    }).catch((error: unknown) => log.error('application email failed', { jobId: job.id, error }));
    log.info('application submitted', { jobId: job.id, nannyId: nanny.id });
    countEvent('applicationSent');
    return reply(201, { applicationId: id, status: 'pending' });
  },
);
