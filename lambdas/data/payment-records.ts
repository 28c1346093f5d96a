/**
 * The record of a payment the business must keep for tax: the date, the amount, what it paid for and
 * the payment reference, for six years after the end of the financial year of the payment
 * (contract/retention.ts, payments). A paid job is deleted when its own period ends; its payment record
 * is written as it goes and outlives it. Stripe, the payment processor, keeps its own records.
 *
 * Keys: pk USER#<ownerId>, sk PAYMENT#<paidAt>#<jobId> -> { paidAt, amountPence, paidFor, reference };
 * expires six years after the end of the financial year of the payment.
 */
import { FINANCIAL_YEAR_END, periodEnd, retentionPeriod } from '../contract/retention.ts';
import { tableName } from '../platform/clients.ts';
import type { EntityDeclaration, StoredItem } from './entity.ts';
import type { Job } from './jobs.ts';
import type { TransactItem } from './transact.ts';

export interface PaymentRecord {
  ownerId: string;
  jobId: string;
  paidAt: string;
  amountPence: number;
  paidFor: string;
  /** The payment processor's reference: the checkout session the payment was taken in. */
  reference: string | null;
}

export const paymentRecordKey = (ownerId: string, paidAt: string, jobId: string) => ({
  pk: `USER#${ownerId}`,
  sk: `PAYMENT#${paidAt}#${jobId}`,
});

/** The end of the financial year a moment falls in (the year ends on FINANCIAL_YEAR_END, in UTC). */
export function financialYearEnd(at: Date): Date {
  const { month, day } = FINANCIAL_YEAR_END;
  const end = (year: number) => new Date(Date.UTC(year, month - 1, day, 23, 59, 59));
  const thisYear = end(at.getUTCFullYear());
  return at.getTime() <= thisYear.getTime() ? thisYear : end(at.getUTCFullYear() + 1);
}

/** When a payment's record may go: six years after the end of the financial year of the payment. */
export const paymentRecordExpiry = (paidAt: string): number =>
  Math.floor(periodEnd(retentionPeriod('payments'), financialYearEnd(new Date(paidAt))).getTime() / 1000);

export const entity = {
  name: 'PaymentRecord',
  keys: { pk: 'USER#', sk: 'PAYMENT#' },
  owner: { of: (item) => ({ account: String(item.ownerId) }) },
  retention: {
    policy: 'payments',
    ttl: 'expiresAt',
    period: 'six years after the end of the financial year of the payment',
  },
  export: {
    shape: (item) => ({
      paidAt: item.paidAt,
      amountPence: item.amountPence,
      paidFor: item.paidFor,
      reference: item.reference,
    }),
  },
} satisfies EntityDeclaration;

/** The payment record of a paid job: what is kept of it for tax once the job itself is deleted. */
export function paymentRecordOf(job: Job): PaymentRecord {
  return {
    ownerId: job.ownerId,
    jobId: job.id,
    paidAt: job.publishedAt ?? job.createdAt,
    amountPence: job.amountPence,
    paidFor: `Job post: ${job.title}${job.promoCode ? ` (promo code ${job.promoCode})` : ''}`,
    reference: job.checkoutSessionId,
  };
}

export function paymentRecordToItem(record: PaymentRecord): StoredItem {
  return {
    ...paymentRecordKey(record.ownerId, record.paidAt, record.jobId),
    entity: entity.name,
    ...record,
    expiresAt: paymentRecordExpiry(record.paidAt),
  };
}

/** The transaction item that keeps a payment's record (written once: the same payment is the same record). */
export const paymentRecordPut = (record: PaymentRecord): TransactItem => ({
  Put: { TableName: tableName(), Item: paymentRecordToItem(record) },
});
