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
import type { EntityDeclaration, StoredItem } from './entity.ts';
import type { TransactItem } from './table/transact.ts';

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
  find: (s) => [{ partition: `USER#${s.accountId}`, sortKeyPrefix: 'PAYMENT#' }],
  // Its account's deletion leaves what tax law requires, filed under the job and naming no one.
  erase: {
    delete: "the account's own record of its payment",
    leaves: (item) => [
      taxRecordOf({
        jobId: String(item.jobId),
        paidAt: String(item.paidAt),
        amountPence: Number(item.amountPence),
        paymentReference: typeof item.reference === 'string' ? item.reference : null,
      }),
    ],
  },
} satisfies EntityDeclaration;

/** The payment record of a paid job: what is kept of it for tax once the job itself is deleted. */
/** What a payment record is made from: a paid job's facts (data/jobs.ts Job has them all). */
export interface PaidJob {
  id: string;
  ownerId: string;
  title: string;
  amountPence: number;
  promoCode: string | null;
  publishedAt: string | null;
  createdAt: string;
  checkoutSessionId: string | null;
}

export function paymentRecordOf(job: PaidJob): PaymentRecord {
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
  Put: { Item: paymentRecordToItem(record) },
});

/*
 * What UK tax law makes the business keep of a payment once the account that made it is deleted:
 * the same facts as its payment record, for the same period, but naming no one and filed under the
 * job, not the account: the reference leads to the processor's own record, which holds what the
 * processor must keep.
 *
 * Keys: pk TAX#<jobId>, sk PAYMENT -> { paidAt, amountPence, currency, paidFor, paymentReference };
 * expires with its payment's period.
 */
export const taxRecordKey = (jobId: string) => ({ pk: `TAX#${jobId}`, sk: 'PAYMENT' });

/** The record a payment leaves when its account is deleted. */
export function taxRecordOf(payment: {
  jobId: string;
  paidAt: string;
  amountPence: number;
  paymentReference: string | null;
}): StoredItem {
  return {
    ...taxRecordKey(payment.jobId),
    entity: 'TaxRecord',
    paidAt: payment.paidAt,
    amountPence: payment.amountPence,
    currency: 'gbp',
    paidFor: 'Job post',
    paymentReference: payment.paymentReference,
    expiresAt: paymentRecordExpiry(payment.paidAt),
  };
}

export const taxEntity = {
  name: 'TaxRecord',
  keys: { pk: 'TAX#', sk: 'PAYMENT' },
  owner: {
    none: 'a record of a payment the business must keep for tax; it names no one (its reference leads to the payment processor’s record)',
  },
  retention: {
    policy: 'payments',
    ttl: 'expiresAt',
    period: 'from the end of the financial year of the payment',
  },
  export: {
    none: 'written only once its account is gone; while the account exists its payment record is exported',
  },
} satisfies EntityDeclaration;
