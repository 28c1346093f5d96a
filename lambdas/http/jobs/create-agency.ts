import { randomUUID } from 'node:crypto';
import { AGENCY_MESSAGES, agencyJobInput, agencyJobResponse } from '../../contract/agency.ts';
import { canPublish } from '../../domain/agency.ts';
import { jobDetailsFrom } from '../../domain/job-details.ts';
import { jobPagePath } from '../../domain/jobs.ts';
import { RATE_LIMITS } from '../../domain/rate-limits.ts';
import { getAgencyOfUser } from '../../data/agencies.ts';
import { putPublishedJob, type Job } from '../../data/jobs.ts';
import { enforceRateLimits } from '../../data/rate-limits.ts';
import { sendEmail } from '../../platform/email.ts';
import { env } from '../../platform/env.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { httpHandler, reply } from '../../platform/http.ts';
import { countEvent } from '../../platform/metrics.ts';
import { requireAgencyUser, saveAgencyProfile } from '../../services/agency-profile.ts';
import { currentSubscription } from '../../services/agency-subscription.ts';
import { acceptJobPhoto, removePendingPhoto, undoPhotoOnFailure } from '../../services/job-photo.ts';

/**
 * publish-agency-job: the caller's agency publishes a job at once, under its own name and logo, while
 * its subscription is active or in its free month. The agency is the caller's, never one the request
 * names, and whether it may publish is read from its subscription, never from the request.
 */
export const handler = httpHandler(
  { auth: 'user', body: agencyJobInput, response: agencyJobResponse },
  async ({ principal, body, log }) => {
    requireAgencyUser(principal);
    const found = await getAgencyOfUser(principal.id);
    if (!found) throw notFound(AGENCY_MESSAGES.profileRequired);
    const now = new Date();
    const details = jobDetailsFrom(body, now, false);
    const agency = await currentSubscription(found, log);
    if (!canPublish(agency, now)) throw forbidden(AGENCY_MESSAGES.subscriptionRequired);
    await enforceRateLimits(
      [[RATE_LIMITS.agencyJobsPerAgency, agency.id]],
      'You have posted many jobs in the last hour. Please wait a while before posting more.',
    );

    const id = randomUUID();
    const photo = await acceptJobPhoto(principal.id, id, body.photo);
    // The form's Agency Information is the agency's profile: a change is saved, and the post carries it.
    // Saved once the photo passed its check, so a refused post changes nothing.
    const branded = await undoPhotoOnFailure(photo, () =>
      saveAgencyProfile(
        principal,
        { agencyName: body.agencyName, websiteUrl: body.websiteUrl, logo: body.logo },
        agency,
        log,
      ),
    );
    const publishedAt = now.toISOString();
    const job: Job = {
      id,
      ownerId: principal.id,
      ownerEmail: principal.email,
      posterType: 'agency',
      posterLabel: branded.agencyName,
      agencyId: branded.id,
      posterWebsite: branded.websiteUrl || null,
      posterLogo: branded.logo,
      ...details,
      photo,
      amountPence: 0,
      promoCode: null,
      checkoutSessionId: null,
      active: true,
      paymentConfirmed: true,
      createdAt: publishedAt,
      publishedAt,
    };
    await undoPhotoOnFailure(photo, () => putPublishedJob(job));
    await removePendingPhoto(body.photo, photo, log);
    log.info('agency job published', { jobId: id, agencyId: branded.id });
    countEvent('jobPublished');
    await sendEmail({
      to: principal.email,
      subject: `Your job "${job.title}" is live`,
      text: [
        `Your job post "${job.title}" is now on the job board under ${branded.agencyName}.`,
        `Job reference: ${id}`,
        '',
        `See it on the board: ${env().SITE_ORIGIN ?? ''}${jobPagePath(id)}`,
        'Applications are emailed to the contact address you gave.',
      ].join('\n'),
    }).catch((error: unknown) => log.error('job posted email failed', { jobId: id, error }));
    return reply(201, { jobId: id, message: AGENCY_MESSAGES.posted });
  },
);
