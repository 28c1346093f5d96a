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

export interface OutboxPayloads {
  'receipt-email': ReceiptEmail;
  'payment-failed-email': PaymentFailedEmail;
}

export type OutboxType = keyof OutboxPayloads;

/** One message of the outbox: its type and that type's payload. */
export type OutboxMessage = { [T in OutboxType]: { type: T; payload: OutboxPayloads[T] } }[OutboxType];

export interface EmailText {
  to: string;
  subject: string;
  text: string;
}

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

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
      `Amount paid: ${pounds(receipt.amountPence)}${receipt.promoCode ? ` (promo code ${receipt.promoCode})` : ''}`,
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
