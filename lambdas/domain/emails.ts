import { AGENCY_PLAN } from '../contract/agency-constants.ts';
import type { ShareEmail } from './share-emails.ts';
import { formatPence } from '../contract/money.ts';
import { firstNameOnly } from '../contract/nanny-constants.ts';
import {
  JOB_EXTENSION_DAYS,
  myJobApplicantPath,
  myJobFillPath,
  myJobPath,
  type ClosedReason,
} from '../contract/hiring-constants.ts';
import type { FileRef } from '../contract/uploads.ts';
import { downloadFileName } from '../contract/uploads-constants.ts';
import {
  COMPLAINT_CATEGORY_LABELS,
  formatComplaintDay,
  ICO_COMPLAINTS_URL,
  ICO_HELPLINE_NUMBER,
  RESPONSE_AIM_DAYS,
  type ComplaintCategory,
} from '../contract/complaints-constants.ts';
import { jobReference } from '../contract/jobs-constants.ts';
import { offerPath } from '../contract/offers-constants.ts';
import { changedLine, type Particular } from '../contract/statement.ts';
import { longDate } from '../contract/long-date.ts';
import type { CheckKind } from '../contract/verification-constants.ts';
import { jobPagePath } from './jobs.ts';
import type { JobAlertDigestEmail, JobAlertEmail, JobPublishedEvent } from './job-alerts.ts';
import type { InterviewEmail } from './interview-emails.ts';

/**
 * What a state change sends the world outside the table, as the outbox carries it (data/outbox.ts):
 * each message type with the facts it needs, taken when the change was written, and the email it
 * becomes. The stream deliverer (streams/outbox.ts) sends them; nothing here knows how.
 */

/** A referee named by a nanny: who asks, and the link to the form (signed as it is sent). */
export interface RefereeRequestEmail {
  to: string;
  nannyId: string;
  refereeId: string;
  invitedAt: string;
  refereeName: string;
  nannyFirstName: string;
  relationship: string;
}

/** A moderator decided one of her checks, or one of her references. Her address is read as it is sent. */
export interface VerificationDecisionEmail {
  recipientId: string;
  kind: CheckKind | 'reference';
  outcome: 'recorded' | 'refused';
  /** Refused: the moderator's words. */
  reason: string | null;
  /** Recorded: the day it stops counting. */
  lapsesOn: string | null;
  /** A reference: whose. */
  refereeName: string | null;
}

/** A family's job is paid for and published: its receipt. */
export interface ReceiptEmail {
  to: string;
  jobId: string;
  title: string;
  amountPence: number;
  promoCode: string | null;
  publishedAt: string;
}

/** A family's payment that was to settle later failed: the job stays unpublished, and they may try again. */
export interface PaymentFailedEmail {
  to: string;
  jobId: string;
  title: string;
  /** The promo code whose use came back with the failure, if any. */
  reusablePromoCode: string | null;
}

/**
 * A nanny applied to a job: her application, emailed to the job's contact address with a link to her in
 * the poster's account (her CV stays in the product, read through a short-lived link).
 */
export interface ApplicationEmail {
  /** The job's contact address. */
  to: string;
  /** The poster's account, whose email settings decide whether it is sent (older messages: none). */
  recipientId?: string;
  /** The applicant, for the link to her on the job's page (older messages: none). */
  nannyId?: string;
  jobId: string;
  jobTitle: string;
  /** Her first name (messages written earlier carry her full name: the email shows only its first). */
  applicantName: string;
  /**
   * Her account's address: carried by messages written before conversations, and never shown. The
   * poster answers her in a message; she shares her own details there, or her phone in the form.
   */
  applicantEmail?: string;
  phone: string;
  location: string;
  yearsExperience: number;
  /** Her comments, as plain paragraphs. */
  coverLetter: string;
  /** Her CV as stored with the application: named in the email, never attached. */
  cv: FileRef | null;
}

/** A nanny applied to a job: the copy of what she sent, for her own records. */
export interface ApplicationCopyEmail {
  to: string;
  recipientId: string;
  jobId: string;
  jobTitle: string;
  posterLabel: string;
  coverLetter: string;
  phone: string;
  cvName: string | null;
}

/** An application moved in a way its nanny is told about. */
export interface ApplicationUpdateEmail {
  to: string;
  recipientId: string;
  jobId: string;
  jobTitle: string;
  posterLabel: string;
  status: 'shortlisted' | 'hired' | 'declined' | 'closed';
  /** The poster's message with a decline. */
  message: string | null;
  /** Why the job closed, for a 'closed' application. */
  closedReason: ClosedReason | null;
}

/** A live job ends in a week: the poster may keep it with one click. */
export interface JobEndingEmail {
  to: string;
  recipientId: string;
  jobId: string;
  title: string;
  /** The end the link extends from: the link works once, for this end. */
  liveUntil: string;
}

/**
 * Work a job's closing leaves to the outbox: its applications still open are closed, each nanny told. Done a
 * batch at a time; a job with more applications puts itself another round in the outbox (`round`).
 */
export interface JobClosedWork {
  jobId: string;
  reason: ClosedReason;
  round: number;
}

/** Work an agency's ended subscription leaves to the outbox: its jobs still live leave the board, a page at a time. */
export interface AgencyJobsClosedWork {
  ownerId: string;
  agencyId: string;
  /** When the subscription ended (ISO time): one ending's rounds share it. */
  since: string;
  /** Where the next page of the poster's jobs starts (null: from the newest). */
  cursor: string | null;
  round: number;
}

/**
 * Work a decided check leaves to the outbox: the photo or scan she attached for it is deleted from the
 * uploads bucket (the request keeps no reference to it from the decision on). `keys` are her evidence files
 * only.
 */
export interface EvidenceDeleteWork {
  nannyId: string;
  requestId: string;
  keys: string[];
}

/** An agency's job is published: the confirmation to the agency user who posted it. */
export interface JobPostedEmail {
  to: string;
  jobId: string;
  title: string;
  agencyName: string;
}

/** An address joined the newsletter: the welcome, with the subscriber's own code and the way out. */
export interface WelcomeEmail {
  to: string;
  discountCode: string;
  /** A returning subscriber who used their code already is welcomed back instead. */
  discountUsed: boolean;
  /** The signed one-click unsubscribe link. */
  unsubscribeLink: string;
}

/** An agency's free month is about to end: when its first payment is taken, and how to cancel. */
export interface TrialEndingEmail {
  to: string;
  agencyId: string;
  agencyName: string;
  /** When the free month ends, in seconds since the epoch (as Stripe gives it). */
  trialEnd: number;
}

/** An agency's subscription payment failed: what it means and how to fix it. */
export interface SubscriptionPaymentFailedEmail {
  to: string;
  agencyId: string;
  agencyName: string;
}

/**
 * An offer of employment moved: the other side is told, at their account's address at the time of
 * sending. Always sent: an offer and its written statement are terms of employment, not news.
 */
export interface OfferEmail {
  recipientId: string;
  /** Whom it is to: the nanny the offer is made to, or the poster who made it. */
  to: 'nanny' | 'poster';
  kind: 'proposed' | 'changed' | 'withdrawn' | 'accepted' | 'declined' | 'statement-changed';
  jobId: string;
  nannyId: string;
  jobTitle: string;
  posterLabel: string;
  nannyFirstName: string;
  /** The offer's version, or the statement's for an accepted offer. */
  version: number;
  startDate: string;
  /** For a statement changed after acceptance: the particulars the new version changed. */
  changed?: Particular[];
}

/** A poster's applications that have waited 3 days unread, each listed in one such email only. */
export interface ReadsNudgeEmail {
  recipientId: string;
  applications: Array<{
    jobId: string;
    jobTitle: string;
    nannyId: string;
    applicantName: string;
    /** When she applied (ISO time). */
    appliedAt: string;
  }>;
}

/** A family's or an agency's message a nanny has left unanswered for 2 days. */
export interface ReplyNudgeEmail {
  recipientId: string;
  conversationId: string;
  /** Who waits for her answer: the family's first name or the agency's name. */
  senderLabel: string;
  jobTitle: string | null;
  /** When their first unanswered message was sent (ISO time). */
  since: string;
}

export interface OutboxPayloads {
  'receipt-email': ReceiptEmail;
  'payment-failed-email': PaymentFailedEmail;
  'application-email': ApplicationEmail;
  'application-copy-email': ApplicationCopyEmail;
  'application-update-email': ApplicationUpdateEmail;
  'job-ending-email': JobEndingEmail;
  'job-closed': JobClosedWork;
  'agency-jobs-closed': AgencyJobsClosedWork;
  'evidence-delete': EvidenceDeleteWork;
  'job-posted-email': JobPostedEmail;
  'welcome-email': WelcomeEmail;
  'trial-ending-email': TrialEndingEmail;
  'subscription-payment-failed-email': SubscriptionPaymentFailedEmail;
  'export-ready-email': ExportReadyEmail;
  'moderation-decision-email': ModerationDecisionEmail;
  'appeal-outcome-email': AppealOutcomeEmail;
  'message-email': MessageEmail;
  'guest-message-email': GuestMessageEmail;
  'referee-request-email': RefereeRequestEmail;
  'verification-decision-email': VerificationDecisionEmail;
  /** An event, not an email: job alerts fan out from it (streams/job-alerts.ts), not the deliverer. */
  'job-published': JobPublishedEvent;
  'job-alert-email': JobAlertEmail;
  'job-alert-digest-email': JobAlertDigestEmail;
  'complaint-received-email': ComplaintReceivedEmail;
  'complaint-response-email': ComplaintResponseEmail;
  'offer-email': OfferEmail;
  'interview-email': InterviewEmail;
  /** Work, not an email: an account's response record counted a case; its summary is written again. */
  'responses-changed': { accountId: string };
  'reads-nudge-email': ReadsNudgeEmail;
  'reply-nudge-email': ReplyNudgeEmail;
  'share-email': ShareEmail;
}

/**
 * Outbox types that are events for a function of their own (on the same stream, with its own filter and
 * grants), not messages the outbox deliverer sends.
 */
export const OUTBOX_EVENTS = ['job-published'] as const;
export type OutboxEvent = (typeof OUTBOX_EVENTS)[number];

export type OutboxType = keyof OutboxPayloads;

/** One message of the outbox: its type and that type's payload. */
export type OutboxMessage = { [T in OutboxType]: { type: T; payload: OutboxPayloads[T] } }[OutboxType];

export interface EmailText {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/** The receipt, worded as families have always had it. `site` is the SPA's origin. */
export function receiptEmail(receipt: ReceiptEmail, site: string): EmailText {
  return {
    to: receipt.to,
    subject: `Receipt: your nanny job "${receipt.title}" is live`,
    text: [
      'Thank you for posting on Nanny Marketplace.',
      '',
      `Job: ${receipt.title}`,
      `Reference: ${jobReference(receipt.jobId)} (quote it if you contact us about this job)`,
      `Amount paid: ${formatPence(receipt.amountPence)}${receipt.promoCode ? ` (promo code ${receipt.promoCode})` : ''}`,
      `Published: ${new Date(receipt.publishedAt).toLocaleString('en-GB', { timeZone: 'Europe/London' })}`,
      '',
      `Your job is now on the job board: ${site}${jobPagePath(receipt.jobId)}`,
      `Each application is emailed to the contact address you gave, and you can read and answer them all in your account: ${site}${myJobPath(receipt.jobId)}`,
      'Your job stays on the board for 60 days; we will ask you a week before whether you are still hiring. Fees are non-refundable unless stated in our terms.',
    ].join('\n'),
  };
}

/** The notice that a bank payment did not go through. `site` is the SPA's origin. */
export function paymentFailedEmail(failed: PaymentFailedEmail, site: string): EmailText {
  return {
    to: failed.to,
    subject: `Your payment for "${failed.title}" did not go through`,
    text: [
      `Your bank payment for your nanny job "${failed.title}" did not go through, so the job is not on the job board and you have not been charged.`,
      '',
      `You can try again at any time: post the job at ${site}/post-job-family and pay with a card or another account.`,
      ...(failed.reusablePromoCode ? [`Your promo code ${failed.reusablePromoCode} can be used again.`] : []),
      '',
      `Reference: ${jobReference(failed.jobId)} (quote it if you contact us about this payment)`,
    ].join('\n'),
  };
}

/**
 * An application as the poster receives it, with a link to the applicant in their account, where the
 * poster can message her. Her address is never in it, nor a Reply-To; the phone number is the one she
 * chose to give in the form. `site` is the SPA's origin.
 */
export function applicationEmail(application: ApplicationEmail, site: string): EmailText {
  const a = application;
  const link = a.nannyId ? myJobApplicantPath(a.jobId, a.nannyId) : myJobPath(a.jobId);
  // Families never see her surname (Create Profile's promise), however the message named her.
  const name = firstNameOnly(a.applicantName);
  return {
    to: a.to,
    subject: `New application for "${a.jobTitle}" from ${name}`,
    text: [
      `${name} applied for your job "${a.jobTitle}" on Nanny Marketplace.`,
      '',
      `Read the application${a.cv ? ', the CV' : ''} and the applicant's profile, message them, and shortlist, hire or decline: ${site}${link}`,
      '',
      ...(a.phone ? [`Phone: ${a.phone}`] : []),
      `Location: ${a.location}`,
      `Experience: ${a.yearsExperience} years`,
      '',
      'Their cover letter:',
      a.coverLetter,
      '',
      // The name it is downloaded under, never the one she uploaded (it may carry her surname).
      a.cv
        ? `They sent a CV (${downloadFileName('application-cv', a.cv.name)}): open it from your account.`
        : 'No CV was sent.',
      'Replies to this email are not read: answer them with Message on their application. Always interview, check references and the DBS certificate yourself.',
      '',
      `To stop these emails, change your email settings: ${site}/account`,
    ].join('\n'),
  };
}

/** The copy of an application its nanny keeps. `site` is the SPA's origin. */
export function applicationCopyEmail(copy: ApplicationCopyEmail, site: string): EmailText {
  return {
    to: copy.to,
    subject: `Your application for "${copy.jobTitle}"`,
    text: [
      `You applied for "${copy.jobTitle}"${copy.posterLabel && copy.posterLabel !== 'Family' ? ` (${copy.posterLabel})` : ''} on Nanny Marketplace. This is a copy of what you sent.`,
      '',
      'Your cover letter:',
      copy.coverLetter,
      '',
      ...(copy.phone ? [`Phone: ${copy.phone}`] : []),
      copy.cvName ? `CV: ${copy.cvName}` : 'No CV was sent.',
      '',
      `Follow your application: ${site}/my-applications`,
      `To stop these copies, change your email settings: ${site}/account`,
    ].join('\n'),
  };
}

const CLOSED_WORDS: Record<ClosedReason, string> = {
  closed: 'has been closed by its poster',
  filled: 'has been filled',
  expired: 'has ended',
  'subscription-ended': 'has been taken off the board',
};

/**
 * The poster as a sentence names them: an agency by its name; a family, whose label is only "Family",
 * as the family.
 */
const posterName = (label: string) => (label && label !== 'Family' ? label : 'the family');
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The news of an application's move, as its nanny receives it. `site` is the SPA's origin. */
export function applicationUpdateEmail(update: ApplicationUpdateEmail, site: string): EmailText {
  const who = posterName(update.posterLabel);
  const job = who === 'the family' ? `"${update.jobTitle}"` : `"${update.jobTitle}" (${who})`;
  const lines: Record<ApplicationUpdateEmail['status'], { subject: string; text: string[] }> = {
    shortlisted: {
      subject: `You are shortlisted for "${update.jobTitle}"`,
      text: [
        `Good news: you are on the shortlist for ${job}.`,
        'They may be in touch to arrange an interview.',
      ],
    },
    hired: {
      subject: `You have been hired for "${update.jobTitle}"`,
      text: [
        `Congratulations: ${who} ${who === 'the family' ? 'have' : 'has'} chosen you for ${job}.`,
        'Agree your contract, pay and start date with them in writing before you start.',
      ],
    },
    declined: {
      subject: `Your application for "${update.jobTitle}"`,
      text: [
        `${capitalised(who)} ${who === 'the family' ? 'have' : 'has'} decided not to take your application for "${update.jobTitle}" further.`,
        ...(update.message ? ['', 'Their message:', update.message] : []),
      ],
    },
    closed: {
      subject: `"${update.jobTitle}" is no longer open`,
      text: [
        `The job ${job} ${CLOSED_WORDS[update.closedReason ?? 'closed']}, so your application is closed.`,
        'Thank you for applying. There are new jobs on the board every day.',
      ],
    },
  };
  const { subject, text } = lines[update.status];
  return {
    to: update.to,
    subject,
    text: [
      ...text,
      '',
      `Your applications: ${site}/my-applications`,
      `Find more jobs: ${site}/jobs`,
      '',
      `To stop these emails, change your email settings: ${site}/account`,
    ].join('\n'),
  };
}

/** An offer's news, as the other side receives it. `site` is the SPA's origin; `to` the address. */
export function offerEmail(notice: OfferEmail, to: string, site: string): EmailText {
  const link = `${site}${offerPath(notice.jobId, notice.nannyId)}`;
  const who = posterName(notice.posterLabel);
  const job = `"${notice.jobTitle}"`;
  const changes = notice.changed?.length ? `these terms (${changedLine(notice.changed)})` : 'the terms';
  const lines: Record<OfferEmail['kind'], { subject: string; text: string[] }> = {
    proposed: {
      subject: `A job offer for ${job}`,
      text: [
        `${capitalised(who)} ${who === 'the family' ? 'have' : 'has'} offered you the job ${job}, starting on ${longDate(notice.startDate)}.`,
        'Read the terms (pay, hours, holiday, sick pay, notice) and accept or decline the offer:',
        link,
        'You are hired only when you accept it.',
      ],
    },
    changed: {
      subject: `The offer for ${job} has changed`,
      text: [
        `${capitalised(who)} changed the offer for ${job}: this is version ${notice.version}. Only the latest version can be accepted.`,
        `Read it and answer: ${link}`,
      ],
    },
    withdrawn: {
      subject: `The offer for ${job} was withdrawn`,
      text: [
        `${capitalised(who)} withdrew the offer for ${job}.`,
        `Your applications: ${site}/my-applications`,
      ],
    },
    accepted: {
      subject: `${notice.nannyFirstName} accepted your offer for ${job}`,
      text: [
        `${notice.nannyFirstName} accepted your offer for ${job}, starting on ${longDate(notice.startDate)}: you are now her employer.`,
        'Her written statement of employment particulars is ready to download, and is due to her by her first day. Your checklist as an employer (right to work, registering with HMRC, payroll, pension) and the payroll pack are beside it:',
        link,
        '',
        'Next, mark the job filled: until you do, it stays on the job board, where nannies can still apply. The applicants still open are told it has closed.',
        `Mark the job filled: ${site}${myJobFillPath(notice.jobId)}`,
      ],
    },
    declined: {
      subject: `${notice.nannyFirstName} declined your offer for ${job}`,
      text: [
        `${notice.nannyFirstName} declined your offer for ${job}.`,
        `Your job: ${site}${myJobPath(notice.jobId)}`,
      ],
    },
    'statement-changed':
      notice.to === 'nanny'
        ? {
            subject: `Your written statement for ${job} has changed`,
            text: [
              `${capitalised(who)} changed ${changes} of your job ${job}.`,
              `Version ${notice.version} of your written statement of employment particulars says what changed and when; it is ready to download, with every earlier version. A change to terms you agreed, such as your pay, needs your agreement: if you did not agree to it, talk to them.`,
              link,
            ],
          }
        : {
            subject: `${notice.nannyFirstName}’s written statement for ${job} has changed`,
            text: [
              `You changed ${changes} of ${notice.nannyFirstName}’s job ${job}.`,
              `Version ${notice.version} of her written statement of employment particulars says what changed and when; it is ready to download, with every earlier version, and she has been told by email:`,
              link,
            ],
          },
  };
  const { subject, text } = lines[notice.kind];
  return { to, subject, text: text.join('\n') };
}

/** The signed "Still hiring" link of a job ending at `liveUntil`. */
export const stillHiringPath = (jobId: string, liveUntil: string, signature: string) =>
  `/still-hiring?${new URLSearchParams({ job: jobId, until: liveUntil, sig: signature }).toString()}`;

/** The week's notice before a job leaves the board. `link` is the signed "Still hiring" address. */
export function jobEndingEmail(ending: JobEndingEmail, site: string, link: string): EmailText {
  const when = new Date(ending.liveUntil).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });
  return {
    to: ending.to,
    subject: `Are you still hiring for "${ending.title}"?`,
    text: [
      `Your job "${ending.title}" leaves the board on ${when}.`,
      '',
      `Still hiring? Keep it on the board for another ${JOB_EXTENSION_DAYS} days with one click: ${site}${link}`,
      '',
      `Found someone, or no longer hiring? Mark it filled or close it, so nannies are not left waiting: ${site}${myJobPath(ending.jobId)}`,
      '',
      `To stop these reminders, change your email settings: ${site}/account`,
    ].join('\n'),
  };
}

/** The confirmation an agency gets when its job post is live. `site` is the SPA's origin. */
export function jobPostedEmail(posted: JobPostedEmail, site: string): EmailText {
  return {
    to: posted.to,
    subject: `Your job "${posted.title}" is live`,
    text: [
      `Your job post "${posted.title}" is now on the job board under ${posted.agencyName}.`,
      `Reference: ${jobReference(posted.jobId)} (quote it if you contact us about this job)`,
      '',
      `See it on the board: ${site}${jobPagePath(posted.jobId)}`,
      `Each application is emailed to the contact address you gave, and you can read and answer them in your account: ${site}${myJobPath(posted.jobId)}`,
    ].join('\n'),
  };
}

/** The newsletter's welcome. `site` is the SPA's origin. */
/** A data export is ready: where to download it (signed in) and until when. */
export interface ExportReadyEmail {
  to: string;
  exportId: string;
  /** When the download stops working, ISO 8601. */
  linkExpiresAt: string;
}

export function exportReadyEmail(ready: ExportReadyEmail, site: string): EmailText {
  const until = new Date(ready.linkExpiresAt).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
  });
  return {
    to: ready.to,
    subject: 'Your Nanny Marketplace data is ready to download',
    text: [
      'The copy of your data you asked for is ready: everything we keep about you, in one file, with the files you uploaded.',
      '',
      `Download it from your account page (you will be asked to sign in): ${site}/account#your-data`,
      '',
      `The download works until ${until} (UK time). After that, you can ask for a new one.`,
      '',
      'If you did not ask for this, sign in and change your password.',
    ].join('\n'),
  };
}

export function welcomeEmail(welcome: WelcomeEmail, site: string): EmailText {
  return {
    to: welcome.to,
    subject: 'Welcome to the Nanny Marketplace newsletter',
    text: [
      'Thank you for subscribing to our newsletter.',
      '',
      "We'll send you platform updates, safety tips and news for families, nannies and agencies.",
      '',
      welcome.discountUsed
        ? 'Welcome back!'
        : // The link starts the job form with the code, on whichever device it is opened.
          `Your welcome code ${welcome.discountCode} takes £10 off your next job posting: ${site}/post-job-family?code=${encodeURIComponent(welcome.discountCode)}`,
      '',
      `To unsubscribe at any time, open: ${welcome.unsubscribeLink}`,
    ].join('\n'),
  };
}

const dateOf = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });

/** The reminder before an agency's free month ends. */
export function trialEndingEmail(reminder: TrialEndingEmail, site: string): EmailText {
  const when = dateOf(reminder.trialEnd);
  return {
    to: reminder.to,
    subject: `Your free month ends on ${when}`,
    text: [
      `Hello ${reminder.agencyName},`,
      '',
      `Your free month of ${AGENCY_PLAN.name} ends on ${when}.`,
      `On that day your first payment of ${formatPence(AGENCY_PLAN.pricePence)} will be taken (less any discount you applied), and then ${formatPence(AGENCY_PLAN.pricePence)} every month until you cancel.`,
      '',
      'If you do not want to continue, cancel before then and you will not be charged:',
      `1. Open ${site}/post-job-agency and choose "Manage subscription".`,
      '2. Choose "Cancel subscription", then "Confirm cancellation".',
      '',
      'Your job posts stay online, and you can subscribe again at any time.',
    ].join('\n'),
  };
}

/** The notice that an agency's subscription payment failed (Stripe retries it meanwhile). */
export function subscriptionPaymentFailedEmail(
  notice: SubscriptionPaymentFailedEmail,
  site: string,
): EmailText {
  return {
    to: notice.to,
    subject: 'We could not take your subscription payment',
    text: [
      `Hello ${notice.agencyName},`,
      '',
      `We could not take your ${AGENCY_PLAN.name} payment. Until it succeeds you cannot publish new job posts; the posts already online stay there.`,
      `To update your card, open ${site}/post-job-agency and choose "Manage subscription".`,
    ].join('\n'),
  };
}

// Messages (data/conversations.ts): the emails a new message sends. The From is the platform's and
// nothing carries a Reply-To: neither side ever learns the other's address from an email.

/**
 * A new message in an account's conversation, at most one per conversation every NOTIFY_GAP_MINUTES.
 * The address is the account's as it is when the email goes (looked up then), and nothing is sent
 * when the account turned these emails off or has read the message by then.
 */
export interface MessageEmail {
  recipientId: string;
  conversationId: string;
  /** The message's number: read up to it by the time of sending, the email is not sent. */
  seq: number;
  senderLabel: string;
  jobTitle: string | null;
  text: string;
}

/**
 * A visitor's email about her conversation with a nanny: each answer (`copy: false`), or the copy of
 * the message she sent through the Contact dialog (`copy: true`). Each carries a fresh signed link to
 * her side of the conversation, made as it is sent.
 */
export interface GuestMessageEmail {
  /** The visitor's address, kept on her side of the conversation for these emails only. */
  to: string;
  conversationId: string;
  seq: number;
  nannyLabel: string;
  /**
   * The message's words, only once the visitor opened a link sent to her address (confirming it is
   * hers); null before: anyone can type an address into the Contact form, and the email then carries
   * only our words and her link.
   */
  text: string | null;
  copy: boolean;
}

/** The messages' thread in the product. */
export const conversationPath = (conversationId: string) => `/messages/${conversationId}`;

/** A quote of a message's text, each line marked, so it reads as quoted in any mail client. */
const quoted = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');

export function messageEmail(notice: MessageEmail & { to: string }, site: string): EmailText {
  const about = notice.jobTitle ? ` about "${notice.jobTitle}"` : '';
  return {
    to: notice.to,
    subject: `New message from ${notice.senderLabel}${about}`,
    text: [
      `${notice.senderLabel} sent you a message on Nanny Marketplace${about}:`,
      '',
      quoted(notice.text),
      '',
      `Read and reply in your messages: ${site}${conversationPath(notice.conversationId)}`,
      'Replies to this email are not read: please answer in the conversation. Your email address stays private.',
      '',
      'Never pay a fee to get a job, and never send money back to someone who overpaid you.',
      '',
      `To stop these emails, change your email settings: ${site}/account`,
    ].join('\n'),
  };
}

export function guestMessageEmail(notice: GuestMessageEmail, link: string): EmailText {
  return notice.copy
    ? {
        to: notice.to,
        subject: `Your message to ${notice.nannyLabel}`,
        text: [
          ...(notice.text === null
            ? [
                `Someone used this email address to send ${notice.nannyLabel} a message through Nanny Marketplace.`,
                'If it was you, you can read your conversation with the link below. If it was not you, ignore this email: nothing more is sent to you unless the nanny answers.',
              ]
            : [
                `You sent ${notice.nannyLabel} a message through Nanny Marketplace. This is your copy:`,
                '',
                quoted(notice.text),
              ]),
          '',
          `When ${notice.nannyLabel} answers, we email you. Read the conversation and reply here: ${link}`,
          'The link opens only your conversation. Keep it to yourself; each new answer brings a fresh one.',
          'Neither of you sees the other’s email address unless you share it in a message.',
        ].join('\n'),
      }
    : {
        to: notice.to,
        subject: `${notice.nannyLabel} answered your message`,
        text: [
          ...(notice.text === null
            ? [
                `${notice.nannyLabel} answered a message sent from this email address on Nanny Marketplace. Read it with the link below.`,
              ]
            : [`${notice.nannyLabel} answered your message on Nanny Marketplace:`, '', quoted(notice.text)]),
          '',
          `Read the conversation and reply here: ${link}`,
          'Replies to this email are not read: please answer through the link. The link opens only your conversation; keep it to yourself.',
          '',
          'Never pay a fee to a stranger, and never send money back to someone who overpaid you.',
        ].join('\n'),
      };
}

// Moderation: the owner of content a moderator hid is told what and why, and the outcome of an appeal.

const CONTENT_WORDS: Record<string, string> = {
  job_posting: 'your job post',
  nanny_profile: 'your nanny profile',
  message: 'your message',
  review: 'your review',
};
const contentWords = (contentType: string) => CONTENT_WORDS[contentType] ?? 'your content';

/** Content of its owner's was hidden by a moderator: what, why, and how to appeal. */
export interface ModerationDecisionEmail {
  to: string;
  contentType: string;
  /** A job's title, "Your profile", or the start of the message. */
  contentLabel: string;
  /** The report reason's label. */
  reason: string;
  explanation: string;
  /** A visitor's message: she has no account to appeal from, so she is told to write to us instead. */
  canAppeal: boolean;
}

/** An appeal was decided: whether the content shows again, and the moderator's words. */
export interface AppealOutcomeEmail {
  to: string;
  contentType: string;
  contentLabel: string;
  outcome: 'upheld' | 'reversed';
  notes: string;
}

/** The path of an account's moderation decisions, where each can be appealed. */
export const MODERATION_PATH = '/account/moderation';

/** The notice of a moderator's decision. Always sent: the law gives the owner the right to know. */
export function moderationDecisionEmail(decision: ModerationDecisionEmail, site: string): EmailText {
  const what = contentWords(decision.contentType);
  return {
    to: decision.to,
    subject: `A moderator hid ${what}`,
    text: [
      `A moderator reviewed a report about ${what} on Nanny Marketplace and hid it:`,
      '',
      `  ${decision.contentLabel}`,
      '',
      `Reported for: ${decision.reason}`,
      'Why it was hidden:',
      decision.explanation,
      '',
      ...(decision.canAppeal
        ? [
            `If you think this is wrong, you can appeal once. A different moderator reads every appeal, and we email you the outcome: ${site}${MODERATION_PATH}`,
          ]
        : [
            'If you think this is wrong, contact us (the contact link is at the foot of every page of the site) and a different moderator will look at it again.',
          ]),
      '',
      `Our Terms explain how reporting, complaints and appeals work: ${site}/terms`,
    ].join('\n'),
  };
}

/** The outcome of an appeal. Always sent, whichever way it went. */
export function appealOutcomeEmail(outcome: AppealOutcomeEmail, site: string): EmailText {
  if (outcome.contentType === 'no_show') return noShowDisputeOutcomeEmail(outcome, site);
  const what = contentWords(outcome.contentType);
  const reversed = outcome.outcome === 'reversed';
  return {
    to: outcome.to,
    subject: reversed
      ? `Your appeal was upheld: ${what} is shown again`
      : 'Your appeal was reviewed: the decision stands',
    text: [
      reversed
        ? `A moderator reviewed your appeal and reversed the decision: ${what} is shown again.`
        : `A moderator reviewed your appeal about ${what} and the decision stands: it stays hidden.`,
      '',
      `  ${outcome.contentLabel}`,
      '',
      'The moderator’s notes:',
      outcome.notes,
      '',
      `See your moderation decisions: ${site}${MODERATION_PATH}`,
    ].join('\n'),
  };
}

/** The outcome of a no-show's dispute (an appeal against the mark): it stands, or it is overturned. */
function noShowDisputeOutcomeEmail(outcome: AppealOutcomeEmail, site: string): EmailText {
  const overturned = outcome.outcome === 'reversed';
  return {
    to: outcome.to,
    subject: overturned
      ? 'Your dispute was upheld: the no-show is overturned'
      : 'Your dispute was reviewed: the no-show stands',
    text: [
      overturned
        ? 'A moderator reviewed your dispute and overturned the no-show recorded against you: the record shows it as overturned, and it no longer counts against you.'
        : 'A moderator reviewed your dispute and the no-show recorded against you stands.',
      '',
      `  ${outcome.contentLabel}`,
      '',
      'The moderator’s notes:',
      outcome.notes,
      '',
      `See your moderation decisions and disputes: ${site}${MODERATION_PATH}`,
    ].join('\n'),
  };
}

// Complaints about how we use personal data (contract/complaints-constants.ts): the acknowledgement,
// sent at once, and each response. Neither quotes what the complainant typed: anyone may type any address
// into the form, so these emails carry only our words.

/**
 * Whom a complaint's email goes to: a visitor's address, as typed in the form (`to`), or an account's
 * address at the time of sending (`recipientId`), so a changed address is followed.
 */
export type ComplaintRecipient = { to: string; recipientId?: never } | { recipientId: string; to?: never };

/** A complaint was received: its reference, what it is about, and when we aim to respond by. */
export interface ComplaintReceived {
  reference: string;
  category: ComplaintCategory;
  receivedAt: string;
  respondBy: string;
}
export type ComplaintReceivedEmail = ComplaintRecipient & ComplaintReceived;

/** An admin responded to a complaint: an update while it stays open, or the outcome that resolves it. */
export interface ComplaintResponse {
  reference: string;
  receivedAt: string;
  text: string;
  resolved: boolean;
}
export type ComplaintResponseEmail = ComplaintRecipient & ComplaintResponse;

/** Where an account downloads a copy of its data (the export-ready email links the same place). */
const DATA_DOWNLOAD_PATH = '/account#your-data';

const icoLine = (opening: string) =>
  `${opening} the Information Commissioner's Office (ICO), the UK regulator for data protection: ${ICO_COMPLAINTS_URL} or ${ICO_HELPLINE_NUMBER}.`;

/** The acknowledgement of a complaint. `site` is the SPA's origin. */
export function complaintReceivedEmail(
  received: ComplaintReceived & { to: string },
  site: string,
  account: boolean,
): EmailText {
  return {
    to: received.to,
    subject: `We have received your complaint (reference ${received.reference})`,
    text: [
      'Thank you for telling us. We have received your complaint about how Nanny Marketplace uses personal data.',
      '',
      `Your reference: ${received.reference}`,
      `About: ${COMPLAINT_CATEGORY_LABELS[received.category] ?? received.category}`,
      `Received: ${formatComplaintDay(received.receivedAt)}`,
      '',
      `A member of our team will look into it and write to you at this email address. We aim to send you our response by ${formatComplaintDay(received.respondBy)}, within ${RESPONSE_AIM_DAYS} days. If we need longer, we will write to tell you why and how it is going.`,
      ...(account
        ? [
            '',
            `Your complaint, and each of our responses, is also in the copy of your data you can download from your account: ${site}${DATA_DOWNLOAD_PATH}`,
          ]
        : []),
      '',
      `${icoLine('You can also complain to')} The ICO usually expects you to raise a concern with us first, as you have now done.`,
      '',
      `Replies to this email are not read. To tell us more, send the complaint form again and quote your reference: ${site}/privacy#complaints`,
      ...(account
        ? []
        : [
            '',
            'If you did not send this complaint, someone may have typed your address by mistake: you can ignore this email.',
          ]),
    ].join('\n'),
  };
}

/** A response to a complaint: an update, or the outcome. */
export function complaintResponseEmail(response: ComplaintResponse & { to: string }): EmailText {
  const { resolved } = response;
  return {
    to: response.to,
    subject: resolved
      ? `Our response to your complaint (reference ${response.reference})`
      : `An update on your complaint (reference ${response.reference})`,
    text: [
      resolved
        ? 'We have finished looking into your complaint about how Nanny Marketplace uses personal data. This is our response.'
        : 'We are still looking into your complaint about how Nanny Marketplace uses personal data. This is an update.',
      '',
      `Your reference: ${response.reference}`,
      `Received: ${formatComplaintDay(response.receivedAt)}`,
      '',
      resolved ? 'Our response:' : 'Our update:',
      response.text,
      '',
      resolved
        ? 'We have now closed your complaint.'
        : 'Your complaint stays open, and we will write to you again.',
      '',
      icoLine(
        resolved
          ? 'If you are not satisfied with our response, you can complain to'
          : 'You can also complain at any time to',
      ),
    ].join('\n'),
  };
}
