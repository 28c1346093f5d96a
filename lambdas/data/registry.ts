/**
 * Every kind of item the single table holds, each declared beside its keys and item mapping in its
 * own module. A declaration says who owns an item, how long it is kept, and what its owner gets in a
 * data export: export and account deletion are built on this list, and a unit test fails when a
 * module builds keys of an item this list does not declare.
 *
 * A moderator's hide is an attribute of what it concerns (a job's, profile's or message's `hidden`; a
 * profile's DBS check is too: jobs.ts, nannies.ts) and of the reports reviewed (reports.ts); the decision
 * its owner is told about and may appeal is an item of its own (moderation.ts).
 * Uploaded files are objects in the uploads bucket, not items: each is attached to the profile, job or
 * application that names it (files.ts), and goes with it; a pending upload expires by the bucket's
 * lifecycle rule.
 */
import type { EntityDeclaration, TableKey } from './entity.ts';
import * as accountIndex from './account-index.ts';
import * as accounts from './accounts.ts';
import * as activity from './activity.ts';
import * as responseRecords from './response-records.ts';
import * as agencies from './agencies.ts';
import * as applications from './applications.ts';
import * as community from './community.ts';
import * as complaints from './complaints.ts';
import * as conversations from './conversations.ts';
import * as cvAccess from './cv-access.ts';
import * as dataExports from './data-exports.ts';
import * as deletions from './deletions.ts';
import * as emailSettings from './email-settings.ts';
import * as interviews from './interviews.ts';
import * as invitations from './invitations.ts';
import * as jobAlerts from './job-alerts.ts';
import * as jobClock from './job-clock.ts';
import * as jobs from './jobs.ts';
import * as moderation from './moderation.ts';
import * as nannies from './nannies.ts';
import * as nudges from './nudges.ts';
import * as offers from './offers.ts';
import * as outbox from './outbox.ts';
import * as paymentRecords from './payment-records.ts';
import * as postedJobs from './posted-jobs.ts';
import * as promos from './promos.ts';
import * as rateLimits from './rate-limits.ts';
import * as reports from './reports.ts';
import * as retentionDue from './retention-due.ts';
import * as reviews from './reviews.ts';
import * as savedJobs from './saved-jobs.ts';
import * as shares from './shares.ts';
import * as stripeEvents from './stripe-events.ts';
import * as verifications from './verifications.ts';

export const ENTITIES: readonly EntityDeclaration[] = [
  jobs.entity,
  jobClock.entity,
  postedJobs.entity,
  promos.entity,
  promos.holdEntity,
  promos.agencyHoldEntity,
  savedJobs.entity,
  shares.entity,
  shares.proposalEntity,
  shares.pointerEntity,
  applications.entity,
  applications.mirrorEntity,
  agencies.entity,
  agencies.ownerEntity,
  accounts.entity,
  accountIndex.entity,
  activity.entity,
  responseRecords.entity,
  emailSettings.entity,
  nannies.entity,
  nannies.ownerEntity,
  nannies.skillEntity,
  nannies.languageEntity,
  verifications.checkEntity,
  verifications.openCheckEntity,
  verifications.refereeEntity,
  verifications.refereePlacesEntity,
  verifications.consentEntity,
  cvAccess.entity,
  // Reviews of a hire, with the nanny's reply: kept with both accounts, deleted with either.
  reviews.entity,
  reviews.authorPointerEntity,
  reports.entity,
  reports.reporterEntity,
  reports.groupEntity,
  reports.statusEntity,
  reports.pendingCountEntity,
  moderation.entity,
  moderation.hiddenEntity,
  moderation.openAppealsEntity,
  // Complaints about how we use personal data, with our responses.
  complaints.entity,
  community.entity,
  community.formerEntity,
  community.waitlistEntity,
  community.referralEntity,
  rateLimits.entity,
  stripeEvents.entity,
  outbox.entity,
  outbox.deadLetterEntity,
  dataExports.entity,
  dataExports.lockEntity,
  deletions.entity,
  deletions.markerEntity,
  paymentRecords.taxEntity,
  retentionDue.entity,
  paymentRecords.entity,
  // Messages. A conversation and its messages are found through the account's inbox rows, so the
  // rows come after them: a deletion that goes in rounds still finds what it has not reduced yet.
  conversations.entity,
  conversations.messageEntity,
  conversations.sentMarkerEntity,
  conversations.pairEntity,
  conversations.blockEntity,
  conversations.guestBlockEntity,
  conversations.inboxEntity,
  // A poster's invitation of a nanny to apply for their job.
  invitations.entity,
  // Offers of employment and their written statements, kept for both parties. They are found through
  // the account's pointers, so the pointers come after them.
  offers.entity,
  offers.statementEntity,
  offers.pointerEntity,
  // Interviews and trials, kept for both sides; found through the account's pointers, which come after
  // them. Their pair locks and reminders are the product's own timers.
  interviews.entity,
  interviews.pointerEntity,
  interviews.lockEntity,
  interviews.reminderEntity,
  // The nudges' timers (applications unread, messages unanswered), each for one account.
  nudges.entity,
  // Job alerts. A pending digest item is found through her alerts, so it comes before them.
  jobAlerts.pendingEntity,
  jobAlerts.entity,
  jobAlerts.countEntity,
  jobAlerts.sameEntity,
];

/** The entity an item belongs to, found by its keys; undefined for an item no module declares. */
export function entityOf(key: TableKey): EntityDeclaration | undefined {
  return ENTITIES.filter((e) => key.pk.startsWith(e.keys.pk) && key.sk.startsWith(e.keys.sk)).sort(
    (a, b) => b.keys.pk.length + b.keys.sk.length - (a.keys.pk.length + a.keys.sk.length),
  )[0];
}
