/**
 * How far a Stripe signature's time may be from ours, either way. Older is refused (so a captured
 * delivery cannot be replayed later) and so is newer: a signature dated ahead would stay "fresh" for as
 * long as it is ahead, which is what the age check is there to prevent.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * The signed time of a Stripe-Signature header (`t=`), in seconds, or null when the header does not
 * carry exactly one well-formed one. Stripe's library reads the last `t=`; a header with two is refused
 * rather than read either way.
 */
export function signatureTime(header: string): number | null {
  const times = header
    .split(',')
    .map((part) => part.split('='))
    .filter(([key]) => key === 't')
    .map(([, value]) => value ?? '');
  if (times.length !== 1 || !/^\d{1,12}$/.test(times[0]!)) return null;
  return Number(times[0]);
}

/**
 * Why a signature's time is refused at `now`, or null when it is within the tolerance both ways. The
 * SDK checks the age as well (given the same `now`); the future is ours alone to check.
 */
export function signatureTimeProblem(header: string, now: Date): 'unreadable' | 'stale' | 'future' | null {
  const signedAt = signatureTime(header);
  if (signedAt === null) return 'unreadable';
  const seconds = Math.floor(now.getTime() / 1000);
  if (signedAt < seconds - SIGNATURE_TOLERANCE_SECONDS) return 'stale';
  if (signedAt > seconds + SIGNATURE_TOLERANCE_SECONDS) return 'future';
  return null;
}

/** What a Stripe-Signature header looks like: a timestamp and at least one v1 signature. */
const STRIPE_SIGNATURE_FORM = /^t=\d+,.*\bv1=[0-9a-f]+/;

/**
 * Whether a header is in Stripe's form. A delivery refused with one is counted (when every delivery is
 * refused the webhook secret is wrong); a request with none is not Stripe's, and is only refused.
 */
export const hasStripeSignatureForm = (header: string) => STRIPE_SIGNATURE_FORM.test(header);
