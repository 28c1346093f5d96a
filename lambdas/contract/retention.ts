/**
 * How long the product keeps each kind of data, declared once. The privacy page renders its retention
 * table from these rows, every entity of the table names the row it keeps to (data/entity.ts), the
 * TTLs and the uploads bucket's lifecycle rules are computed from their row's period, and the
 * scheduled retention run deletes by them: the page and the system cannot disagree.
 */

import { PENDING_PREFIX } from './uploads-constants.ts';

export type RetentionUnit = 'hours' | 'days' | 'months' | 'years';

export interface RetentionPeriod {
  amount: number;
  unit: RetentionUnit;
}

export interface RetentionRow {
  /** What is kept, as the privacy page names it. */
  what: string;
  /** How long, in the page's words. */
  kept: string;
  /** The period as a number where there is one; without it the row is a condition (while open...). */
  period?: RetentionPeriod;
  /** What starts the clock of `period`. */
  from: string;
}

export const RETENTION = {
  account: {
    what: 'Account and profile information',
    kept: 'while your account is open, and deleted within 30 days of closure',
    period: { amount: 30, unit: 'days' },
    from: 'the account is closed',
  },
  dbs: {
    what: 'Uploaded DBS certificates',
    kept: 'no longer than six months after we check them. We keep only a record that the check took place, its date and its result',
    period: { amount: 6, unit: 'months' },
    from: 'the certificate is checked',
  },
  verification: {
    what: 'Verification records and referees’ answers',
    kept: 'while your account is open. A document you show us for a check (a photo of your passport, a first aid certificate) is deleted as soon as the check is decided; of a DBS certificate’s number we keep only the last four digits',
    from: 'the account is closed',
  },
  referees: {
    what: 'Referees whose reference does not count',
    kept: '30 days after their link lapses unanswered, or after you withdraw them or we refuse their reference, whichever is later: then their name, email address and any answer are deleted. A referee still asked, waiting for us or confirmed is kept with your verification records',
    period: { amount: 30, unit: 'days' },
    from: 'the referee’s link lapses, or the referee is withdrawn or refused',
  },
  drafts: {
    what: 'Unpaid job drafts and their photos',
    kept: 'seven days after they are saved, unless paid for',
    period: { amount: 7, unit: 'days' },
    from: 'the draft is saved (or its delayed payment fails)',
  },
  jobs: {
    what: 'Job posts and applications',
    kept: 'while the account they belong to is open, and no longer than 12 months after a job closes, so applicants can still look back on it; the job’s photo and the CVs sent to it go with it',
    period: { amount: 12, unit: 'months' },
    from: 'the job closes, is filled or expires',
  },
  employment: {
    what: 'Job offers and written statements of employment particulars',
    kept: 'six years after the offer or its statement last changed, so that both of you can show what was agreed for as long as a claim about an employment contract can be brought (six years: Limitation Act 1980, section 5). You can each download every version of the statement until then. When one of you deletes your account, the offer and its statements are kept for the other, who needs them as an employment record, without the deleted account; they are deleted when the six years end',
    period: { amount: 6, unit: 'years' },
    from: 'the offer or its written statement last changes',
  },
  interviews: {
    what: 'Interviews and trials you arrange',
    kept: '12 months after the interview’s or trial’s time (or its last change, if later), with any no-show recorded for it (and whether a dispute overturned it), so both of you can look back on it. When you delete your account, your interviews and trials still to come are cancelled and the other person told; the record stays in theirs without your name',
    period: { amount: 12, unit: 'months' },
    from: 'the interview’s or trial’s time, or its last change',
  },
  responsiveness: {
    what: 'How quickly you answer, and your meetings’ record',
    kept: 'as counts by day (how long you took to open an application or answer a first message, the interviews and trials both sides said happened, and any no-show that stands) for the 90 days the figures on your cards cover: each day’s counts are removed once they leave those 90 days, and all of them when you delete your account',
    from: 'the day each case was counted',
  },
  shares: {
    what: 'Nanny shares and proposals to share',
    kept: 'while the share is open; 12 months after it ends (when a family leaves it or deletes its account), so both families can look back on what they agreed. A proposal goes with its share. When you delete your account, your share ends and the other family is told; your part is removed from it',
    period: { amount: 12, unit: 'months' },
    from: 'the day the share ended',
  },
  messages: {
    what: 'Messages',
    kept: '12 months after the last message in the conversation, unless a message in it was reported: then the conversation is kept with the report (up to two years from the report). When you delete your account, the messages you sent stay in the other person’s conversation as from “Deleted user”, with their text removed',
    period: { amount: 12, unit: 'months' },
    from: 'the last message of the conversation',
  },
  reviews: {
    what: 'Reviews and replies',
    kept: 'while both the author’s and the nanny’s accounts are open. When either account is deleted, the review and its reply are deleted with it and her rating is worked out again without it',
    from: 'the author or the nanny deletes their account',
  },
  reports: {
    what: 'Reports, moderation decisions and appeals',
    kept: 'up to two years, so we can spot repeated problems',
    period: { amount: 2, unit: 'years' },
    from: 'the report is made',
  },
  complaints: {
    what: 'Complaints about how we use your personal data, and our responses',
    kept: 'two years after our last response to the complaint (or after you made it, until we respond), so we can show how we handled it. When you delete your account, we keep only what a complaint was about and when we answered it, without your name, email address or words, or ours',
    period: { amount: 2, unit: 'years' },
    from: 'the complaint is made, or we last respond to it',
  },
  payments: {
    what: 'Payment and invoice records',
    kept: 'six years after the end of the financial year of the payment, as UK tax law requires: the date, the amount, what it paid for and the payment reference. Stripe, our payment processor, keeps its own records of your payments',
    period: { amount: 6, unit: 'years' },
    from: 'the end of the financial year of the payment',
  },
  newsletter: {
    what: 'Newsletter subscriptions',
    kept: 'until you unsubscribe. After that we keep only a one-way code made from your address, so we never write to you again and know its welcome code was used',
    from: 'you unsubscribe',
  },
  exports: {
    what: 'Copies of your data you ask for',
    kept: 'the download link works for 24 hours, and the file is deleted two days after it is made',
    period: { amount: 2, unit: 'days' },
    from: 'the copy is made',
  },
  uploads: {
    what: 'Files uploaded but never saved to a form',
    kept: 'one day',
    period: { amount: 1, unit: 'days' },
    from: 'the upload',
  },
  cvAccess: {
    what: 'The record of who opened a CV',
    kept: 'one year, so a nanny can see who looked at her CV',
    period: { amount: 1, unit: 'years' },
    from: 'the CV is opened',
  },
  service: {
    what: 'Emails we send and payment notifications we receive',
    kept: '30 days, so a failed delivery can be retried and a repeated one ignored',
    period: { amount: 30, unit: 'days' },
    from: 'the email is queued or the notification arrives',
  },
  limits: {
    what: 'Counts of attempts that protect the service from abuse',
    kept: 'no longer than two days',
    period: { amount: 2, unit: 'days' },
    from: 'the attempt',
  },
  cookies: {
    what: 'Cookies',
    kept: 'as described on our Cookie Policy page',
    from: 'they are set in your browser',
  },
} as const satisfies Record<string, RetentionRow>;

export type RetentionPolicy = keyof typeof RETENTION;

/** The business's financial year ends on 31 March: payment records count their six years from it. */
export const FINANCIAL_YEAR_END = { month: 3, day: 31 } as const;

/** The rows in the order the privacy page lists them. */
export const RETENTION_POLICIES = /* @__PURE__ */ Object.keys(RETENTION) as RetentionPolicy[];

const HOUR_MS = 3600 * 1000;

/** When a period that starts at `from` ends (months and years by the calendar, in UTC). */
export function periodEnd(period: RetentionPeriod, from: Date): Date {
  const end = new Date(from.getTime());
  switch (period.unit) {
    case 'hours':
      return new Date(from.getTime() + period.amount * HOUR_MS);
    case 'days':
      return new Date(from.getTime() + period.amount * 24 * HOUR_MS);
    case 'months':
      end.setUTCMonth(end.getUTCMonth() + period.amount);
      return end;
    case 'years':
      end.setUTCFullYear(end.getUTCFullYear() + period.amount);
      return end;
  }
}

/** The period in whole days, at its longest (a month as 31 days, a year as 366): for lifecycle rules. */
export function periodDays(period: RetentionPeriod): number {
  const perUnit = { hours: 1 / 24, days: 1, months: 31, years: 366 }[period.unit];
  return Math.ceil(period.amount * perUnit);
}

/** The row's period, for code that computes a TTL or a deadline from it (a row without one throws). */
export function retentionPeriod(policy: RetentionPolicy): RetentionPeriod {
  const row: RetentionRow = RETENTION[policy];
  if (!row.period) throw new Error(`The ${policy} retention row has no period`);
  return row.period;
}

/** The TTL (epoch seconds) of an item kept for its row's period from `from`. */
export function ttlFrom(policy: RetentionPolicy, from: Date | string | number): number {
  return Math.floor(periodEnd(retentionPeriod(policy), new Date(from)).getTime() / 1000);
}

/** When something that started at `from` is past its row's period (the scheduled run deletes it). */
export function isPast(policy: RetentionPolicy, from: Date | string, now: Date): boolean {
  return periodEnd(retentionPeriod(policy), new Date(from)).getTime() <= now.getTime();
}

/** The start of a period that ends by `now`: what a sweep looks for is older than this. */
export function periodStartBefore(policy: RetentionPolicy, now: Date): Date {
  const period = retentionPeriod(policy);
  return periodEnd({ amount: -period.amount, unit: period.unit }, now);
}

/**
 * The uploads bucket's objects that expire by prefix, each after its row's period: S3's lifecycle rules
 * on AWS (lib/storage.ts) and the local cloud's sweep alike. An upload never attached to a form waits
 * under pending/; a data export is written as exports/<userId>/<exportId>.zip and its link works for
 * 24 hours, so the object outlives its link by a day and no longer.
 */
export const EXPORTS_PREFIX = 'exports/';

export const BUCKET_LIFECYCLE = [
  { prefix: PENDING_PREFIX, policy: 'uploads' },
  { prefix: EXPORTS_PREFIX, policy: 'exports' },
] as const satisfies readonly { prefix: string; policy: RetentionPolicy }[];
