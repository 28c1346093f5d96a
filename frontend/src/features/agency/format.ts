/** Pure helpers of the agency pages. */
import { AGENCY_PLAN } from '@contract/agency-constants.ts';
import { formatPence } from '@/money.ts';
import { signInPath, signUpPath, START_PAGE } from '@/features/auth/links.ts';

export { safeExternalUrl, websiteHost } from '@/features/agency/external.ts';

const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** A Stripe time (epoch seconds) as a UK date, e.g. '5 March 2026'. */
export const formatEpochDate = (seconds: number) => DATE.format(new Date(seconds * 1000));

/** The same time as a `<time dateTime>` value (ISO 8601). */
export const epochIso = (seconds: number) => new Date(seconds * 1000).toISOString();

/**
 * Where a signed-out agency signs in, and is brought back to its job posting page from (with Agency
 * chosen, should it turn to Sign Up instead).
 */
export const AGENCY_SIGN_IN_PATH = signInPath(START_PAGE.agency, 'agency');

/** 'Create an agency account': Sign Up with Agency chosen, then back to the agency's page. */
export const AGENCY_SIGN_UP_PATH = signUpPath('agency');

/** What Agency Premium gives, as the subscription card and the welcome page list it. */
export const AGENCY_BENEFITS = [
  'Unlimited job posts',
  'Agency branding on your posts',
  'Priority support',
] as const;

/** The plan's price as the card shows it: '£100/month'. */
export const AGENCY_PRICE_LABEL = `${formatPence(AGENCY_PLAN.pricePence)}/${AGENCY_PLAN.interval}`;

/** Subscription statuses in which the last payment failed and the card on file needs updating. */
export const PAYMENT_FAILED_STATUSES = ['past_due', 'unpaid'] as const;
export const isPaymentFailed = (status: string | null) =>
  status !== null && (PAYMENT_FAILED_STATUSES as readonly string[]).includes(status);
