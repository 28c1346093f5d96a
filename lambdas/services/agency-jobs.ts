import { randomUUID } from 'node:crypto';
import { AGENCY_MESSAGES, type AgencyJobInput } from '../contract/agency.ts';
import type { Logger } from '../platform/log.ts';
import type { Principal } from '../platform/principal.ts';
import { canPublish } from '../domain/agency.ts';
import { jobDetailsFrom } from '../domain/job-details.ts';
import { RATE_LIMITS } from '../domain/rate-limits.ts';
import { getAgencyOfUser } from '../data/agencies.ts';
import { putPublishedJob, type Job } from '../data/jobs.ts';
import { outboxEntry } from '../data/outbox.ts';
import { enforceRateLimits } from '../data/rate-limits.ts';
import { conflict, forbidden, notFound } from '../domain/errors.ts';
import { reservedNameProblem } from '../domain/names.ts';
import { countEvent } from '../platform/metrics.ts';
import { requireAgencyUser, saveAgencyProfile } from './agency-profile.ts';
import { currentSubscription } from './agency-subscription.ts';
import { acceptJobPhoto, removePendingPhoto, undoPhotoOnFailure } from './job-photo.ts';

/**
 * The caller's agency publishes a job at once, under its own name and logo, while
 * its subscription is active or in its free month. The agency is the caller's, never one the request
 * names, and whether it may publish is read from its subscription, never from the request. The name the
 * job (and its confirmation email) carries is the agency profile's, checked when the profile was saved:
 * the request cannot name one (the contract refuses the field).
 */
export async function publishAgencyJob(principal: Principal, body: AgencyJobInput, log: Logger) {
  requireAgencyUser(principal);
  const found = await getAgencyOfUser(principal.id);
  if (!found) throw notFound(AGENCY_MESSAGES.profileRequired);
  // A name saved before names were checked, that passes for the site or its staff, posts nothing.
  if (reservedNameProblem(found.agencyName)) throw conflict(AGENCY_MESSAGES.nameNotAllowed);
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
  // The form's website and logo are the agency profile's: a change is saved, and the post carries it,
  // under the name the profile holds. Saved once the photo passed its check, so a refused post changes
  // nothing.
  const branded = await undoPhotoOnFailure(photo, () =>
    saveAgencyProfile(
      principal,
      { agencyName: agency.agencyName, websiteUrl: body.websiteUrl, logo: body.logo },
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
  // The agency user is told it is live, through the outbox, in the write that publishes it.
  const outbox = outboxEntry(
    {
      type: 'job-posted-email',
      payload: { to: principal.email, jobId: id, title: job.title, agencyName: branded.agencyName },
    },
    principal.id,
  );
  await undoPhotoOnFailure(photo, () => putPublishedJob(job, outbox));
  await removePendingPhoto(body.photo, photo, log);
  log.info('agency job published', { jobId: id, agencyId: branded.id });
  countEvent('jobPublished');
  return { jobId: id, message: AGENCY_MESSAGES.posted };
}
