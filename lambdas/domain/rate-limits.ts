import { createRequire as requireFrom } from 'node:module';
import type IpAddr from 'ipaddr.js';
import { MESSAGE_LIMITS } from '../contract/messages-constants.ts';
import { RATE_LIMIT as NANNY_PROFILE_LIMIT } from '../contract/nanny-constants.ts';

/** A fixed-window limit: at most `limit` attempts by one subject in each window of `windowSeconds`. */
export interface RateRule {
  /** What is limited; part of the counter's key, so two rules never share a counter by accident. */
  scope: string;
  limit: number;
  windowSeconds: number;
  /** Counted per source network (`sourceNetwork`): the subject is the request's source address. */
  by?: 'source-address';
}

let loaded: typeof IpAddr | undefined;

/**
 * ipaddr.js, loaded on the first source address counted. Required where it is used rather than imported:
 * a CommonJS module imported at the top is started with the bundle, so every function that reads a rule
 * (most do: this module holds them all) would carry it. Only a function that counts by source address
 * reaches it now. A Lambda bundle has `require` (its banner makes one); where modules run unbundled as ES
 * modules (the local cloud, the tests), one is made for this module.
 */
function ipaddr(): typeof IpAddr {
  loaded ??= (
    typeof require === 'function'
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- bundled, and run when reached
        require('ipaddr.js')
      : requireFrom(import.meta.url)('ipaddr.js')
  ) as typeof IpAddr;
  return loaded;
}

/**
 * The network a source address is counted as: an IPv4 address alone (an IPv4-mapped IPv6 address is
 * its IPv4 address); an IPv6 address as its /64, the block one home or phone is given, so moving
 * through the addresses of one's own block is one subject. Anything else is kept as it is.
 */
export function sourceNetwork(address: string): string {
  const addresses = ipaddr();
  if (!addresses.isValid(address)) return address;
  const ip = addresses.process(address);
  if (ip instanceof addresses.IPv4) return ip.toString();
  return `${ip.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Every rate limit the API enforces, in one place. Each is counted per subject: an account, an email
 * address or a source address, as its name says.
 */
export const RATE_LIMITS = {
  /** The spec's profile submission limit, per email. */
  nannyProfilePerEmail: {
    scope: 'nanny-profile',
    limit: NANNY_PROFILE_LIMIT.submissions,
    windowSeconds: NANNY_PROFILE_LIMIT.windowSeconds,
  },
  applicationsPerNanny: { scope: 'apply', limit: 20, windowSeconds: HOUR },
  /** Agencies post without limit in principle; this stops a runaway script or a stolen session. */
  agencyJobsPerAgency: { scope: 'agency-job', limit: 30, windowSeconds: HOUR },
  /** A CV carries what the public card hides (surname, phone, address): one account reads a few a day. */
  cvLinksPerAccount: { scope: 'cv-link', limit: 30, windowSeconds: DAY },
  /**
   * Each referee named gets an email from us with her words in it: a nanny names two to five, and
   * names one again when a link lapses; more is a script using the form to send mail.
   */
  refereeInvitesPerAccount: { scope: 'referee-invite', limit: 10, windowSeconds: DAY },
  refereeInvitesPerAddress: { scope: 'referee-address', limit: 3, windowSeconds: DAY },
  contactPerSender: { scope: 'contact-sender', limit: 5, windowSeconds: HOUR },
  contactPerAddress: { scope: 'contact-ip', limit: 20, windowSeconds: HOUR, by: 'source-address' },
  uploadsPerAccount: { scope: 'upload', limit: 40, windowSeconds: HOUR },
  /** Fixing a wrong pick takes one change, a second thought two; each writes to the user pool. */
  accountTypeChangesPerAccount: { scope: 'account-type', limit: 5, windowSeconds: DAY },
  /** An export reads everything the account holds and every file it uploaded: a few a day. */
  exportsPerAccount: { scope: 'export', limit: 5, windowSeconds: DAY },
  /**
   * Each family job post and agency subscription opens a Stripe Checkout Session (and stores a draft):
   * far more than a family posts in an hour, far fewer than a script would open.
   */
  checkoutsPerAccount: { scope: 'checkout', limit: 60, windowSeconds: HOUR },
  /** The success page's check reads the session from Stripe. */
  paymentChecksPerAccount: { scope: 'payment-check', limit: 120, windowSeconds: HOUR },
  reportsPerEmail: { scope: 'report-email', limit: 5, windowSeconds: HOUR },
  reportsPerAddress: { scope: 'report-ip', limit: 20, windowSeconds: HOUR, by: 'source-address' },
  /**
   * A data protection complaint (and its acknowledgement, emailed at once): a person sends one, or a
   * second with something they forgot; more is the form used to send mail.
   */
  complaintsPerEmail: { scope: 'complaint-email', limit: 5, windowSeconds: DAY },
  complaintsPerAddress: { scope: 'complaint-ip', limit: 10, windowSeconds: HOUR, by: 'source-address' },
  /**
   * Visitors' complaints, all together: each acknowledgement goes to an address a visitor typed, so many
   * addresses from many networks could make it a way to send mail. Far above what a marketplace's
   * visitors file in an hour; a flood meets this before it harms the sending domain's reputation.
   */
  complaintsFromVisitors: { scope: 'complaint-visitors', limit: 60, windowSeconds: HOUR },
  /** Subscribing and unsubscribing share one counter. */
  newsletterPerAddress: { scope: 'newsletter-ip', limit: 10, windowSeconds: HOUR, by: 'source-address' },
  waitlistPerAddress: { scope: 'waitlist-ip', limit: 10, windowSeconds: HOUR, by: 'source-address' },
  /** A job alert's one-click stop link: a person clicks a few; guessing tokens is stopped. */
  alertStopsPerAddress: { scope: 'alert-stop-ip', limit: 30, windowSeconds: HOUR, by: 'source-address' },
  /**
   * A notification email's one-click stop (List-Unsubscribe): a person clicks a few; a mailbox provider
   * posts its users' clicks from its own servers, so one of its addresses speaks for many people. High
   * enough for that, and still stops a script trying tokens (which would need 2^256 tries anyway).
   */
  emailStopsPerAddress: { scope: 'email-stop-ip', limit: 300, windowSeconds: HOUR, by: 'source-address' },
  /**
   * Checking a promo code: a family tries one or two, a typo or three; a script guessing codes is
   * stopped after a few dozen, whichever address or account it moves to next.
   */
  promoChecksPerAddress: { scope: 'promo-ip', limit: 30, windowSeconds: 10 * MINUTE, by: 'source-address' },
  promoChecksPerAccount: { scope: 'promo-account', limit: 20, windowSeconds: 10 * MINUTE },
  /** New conversations per starter (an account, or a visitor by her address's code) per day. */
  conversationsPerStarter: {
    scope: 'conversation-start',
    limit: MESSAGE_LIMITS.conversationsPerDay,
    windowSeconds: DAY,
  },
  /**
   * Interview and trial proposals (new ones, and other times) per account: each emails the other side.
   * A family arranging interviews with a shortlist proposes a handful an hour.
   */
  interviewProposalsPerAccount: { scope: 'interview-propose', limit: 30, windowSeconds: HOUR },
  /** Messages per sender (an account, or a visitor by her address's code) per minute. */
  messagesPerSender: { scope: 'message', limit: MESSAGE_LIMITS.messagesPerMinute, windowSeconds: MINUTE },
} as const satisfies Record<string, RateRule>;

/**
 * What a promo code look-up counts against: the source address and, when signed in, the account. Every
 * route that answers whether a code is valid (the quote, a family post, an agency checkout) counts the
 * same way, so no route is a way round the others' limits.
 */
export const promoCheckLimits = (sourceIp: string, accountId: string | null) => [
  [RATE_LIMITS.promoChecksPerAddress, sourceIp] as const,
  ...(accountId ? [[RATE_LIMITS.promoChecksPerAccount, accountId] as const] : []),
];
