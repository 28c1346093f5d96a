/**
 * What UK tax law makes the business keep of a payment once the account that made it is deleted (or
 * its job is gone): the date, the amount, what it paid for and the payment processor's reference, for
 * six years after the end of the tax year the payment fell in. Nothing that names the payer: the
 * reference leads to the processor's own record, which holds what the processor must keep.
 *
 * Keys: pk TAX#<jobId>, sk PAYMENT -> { paidAt, amountPence, currency, paidFor, paymentReference,
 * promoCode }; expires six years after the end of its tax year.
 */
import type { EntityDeclaration, StoredItem } from './entity.ts';
import type { Job } from './jobs.ts';

export const taxRecordKey = (jobId: string) => ({ pk: `TAX#${jobId}`, sk: 'PAYMENT' });

/** How many full tax years a payment record is kept after the one it fell in. */
export const TAX_RECORD_YEARS = 6;

/** The end of the UK tax year (5 April) a moment falls in. */
export function taxYearEnd(at: Date): Date {
  const year = at.getUTCFullYear();
  const endThisYear = Date.UTC(year, 3, 6); // the first moment of 6 April
  return new Date(at.getTime() < endThisYear ? endThisYear : Date.UTC(year + 1, 3, 6));
}

/** The time a payment's record is deleted: six years after the end of its tax year. */
export function taxRecordExpiry(paidAt: Date): Date {
  const end = taxYearEnd(paidAt);
  return new Date(Date.UTC(end.getUTCFullYear() + TAX_RECORD_YEARS, end.getUTCMonth(), end.getUTCDate()));
}

/** The record a paid job leaves when it is deleted. */
export function taxRecordOfJob(job: Job): StoredItem {
  const paidAt = job.publishedAt ?? job.createdAt;
  return {
    ...taxRecordKey(job.id),
    entity: entity.name,
    paidAt,
    amountPence: job.amountPence,
    currency: 'gbp',
    paidFor: 'Job posting (30 days on the board)',
    paymentReference: job.checkoutSessionId,
    promoCode: job.promoCode,
    expiresAt: Math.floor(taxRecordExpiry(new Date(paidAt)).getTime() / 1000),
  };
}

export const entity = {
  name: 'TaxRecord',
  keys: { pk: 'TAX#', sk: 'PAYMENT' },
  owner: {
    none: 'a record of a payment the business must keep for tax; it names no one (its reference leads to the payment processor’s record)',
  },
  retention: {
    ttl: 'expiresAt',
    period: `${TAX_RECORD_YEARS} years after the end of the tax year of the payment`,
  },
  export: {
    none: 'written only once its account or job is gone; while the account exists its job is exported',
  },
} satisfies EntityDeclaration;
