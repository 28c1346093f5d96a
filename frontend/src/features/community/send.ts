import {
  afterReferralError,
  browserStorage,
  forgetReferral,
  markReferralDue,
  readReferral,
} from '@/features/community/referral.ts';
import { logFailure } from '@/api/errors.ts';

/** Notes that an account was just created here, so its referral is sent at its first sign-in. */
export const referralAccountCreated = () => markReferralDue(browserStorage());

/**
 * Sends the stored referral code for the signed-in account, if there is one to send: always after a
 * sign-up's first sign-in, and at a later sign-in only when an earlier send failed for a passing
 * reason. Never blocks or bothers the user: failures are only logged.
 */
export async function sendStoredReferral(when: 'first-sign-in' | 'sign-in'): Promise<void> {
  const storage = browserStorage();
  const stored = readReferral(storage);
  if (!stored || (when === 'sign-in' && !stored.due)) return;
  markReferralDue(storage);
  try {
    // The API's client loads here, after the sign-in: the sign-in page itself does not need it.
    const { recordReferral } = await import('@/features/community/api.ts');
    await recordReferral(stored.code);
    forgetReferral(storage, stored.code);
  } catch (error) {
    logFailure('Recording the referral failed', error);
    if (afterReferralError(error) === 'forget') forgetReferral(storage, stored.code);
  }
}
