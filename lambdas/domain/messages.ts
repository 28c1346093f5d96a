import { AGENCY_PLAN } from '../contract/agency-constants.ts';
import { formatPence } from '../contract/money.ts';
import type { FileRef } from '../contract/uploads.ts';
import { jobPagePath } from './jobs.ts';

/**
 * What a state change owes the world outside the table, as the outbox carries it (data/outbox.ts):
 * each message type with the facts it needs, taken when the change was written, and the email it
 * becomes. The stream deliverer (streams/outbox.ts) sends them; nothing here knows how.
 */

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

/** A nanny applied to a job: her application, emailed to the job's contact address with her CV. */
export interface ApplicationEmail {
  /** The job's contact address. */
  to: string;
  jobId: string;
  jobTitle: string;
  applicantName: string;
  /** Replies go straight to her. */
  applicantEmail: string;
  phone: string;
  location: string;
  yearsExperience: number;
  /** Her comments, as plain paragraphs. */
  coverLetter: string;
  /** Her CV as stored with the application, attached when the email is sent. */
  cv: FileRef | null;
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

export interface OutboxPayloads {
  'receipt-email': ReceiptEmail;
  'payment-failed-email': PaymentFailedEmail;
  'application-email': ApplicationEmail;
  'job-posted-email': JobPostedEmail;
  'welcome-email': WelcomeEmail;
  'trial-ending-email': TrialEndingEmail;
  'subscription-payment-failed-email': SubscriptionPaymentFailedEmail;
}

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
      `Job reference: ${receipt.jobId}`,
      `Amount paid: ${formatPence(receipt.amountPence)}${receipt.promoCode ? ` (promo code ${receipt.promoCode})` : ''}`,
      `Published: ${new Date(receipt.publishedAt).toLocaleString('en-GB', { timeZone: 'Europe/London' })}`,
      '',
      `Your job is now on the job board: ${site}${jobPagePath(receipt.jobId)}`,
      'Applications are emailed to the contact address you gave. Fees are non-refundable unless stated in our terms.',
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
      `Job reference: ${failed.jobId}`,
    ].join('\n'),
  };
}

/**
 * An application as the poster receives it; `attachmentName` is the name the CV is attached under (null
 * without a CV). Replies go to the applicant.
 */
export function applicationEmail(application: ApplicationEmail, attachmentName: string | null): EmailText {
  const a = application;
  return {
    to: a.to,
    replyTo: a.applicantEmail,
    subject: `New application for "${a.jobTitle}" from ${a.applicantName}`,
    text: [
      `${a.applicantName} applied for your job "${a.jobTitle}" on Nanny Marketplace.`,
      '',
      `Email: ${a.applicantEmail}`,
      ...(a.phone ? [`Phone: ${a.phone}`] : []),
      `Location: ${a.location}`,
      `Experience: ${a.yearsExperience} years`,
      '',
      'Their message:',
      a.coverLetter,
      '',
      attachmentName ? `Their CV is attached (${attachmentName}).` : 'No CV was attached.',
      'Reply to this email to answer them directly. Always interview, check references and the DBS certificate yourself.',
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
      `Job reference: ${posted.jobId}`,
      '',
      `See it on the board: ${site}${jobPagePath(posted.jobId)}`,
      'Applications are emailed to the contact address you gave.',
    ].join('\n'),
  };
}

/** The newsletter's welcome. `site` is the SPA's origin. */
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
        : `Your welcome code ${welcome.discountCode} takes £10 off your next job posting: ${site}/post-job-family`,
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
