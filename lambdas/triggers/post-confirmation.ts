import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { userTypeFrom } from '../contract/auth.ts';
import { recordAccount } from '../data/account-index.ts';
import { createLogger } from '../platform/log.ts';

const log = createLogger({ function: 'post-confirmation' });

/**
 * Cognito PostConfirmation trigger: records the newly confirmed account in the account index
 * (data/account-index.ts), so an account whose sign-in is later removed outside the product is found
 * by the reconciliation and deleted like any other. A forgotten-password confirmation records nothing
 * new. The local pool runs this same handler after ConfirmSignUp and AdminConfirmSignUp.
 *
 * Failing here fails the confirmation (Cognito reports the trigger's error to the client), which is
 * wanted: an account the index does not know could never be reconciled.
 */
export async function recordConfirmed(event: PostConfirmationTriggerEvent, now: Date): Promise<void> {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return;
  const sub = event.request.userAttributes.sub;
  if (!sub) throw new Error('The confirmed user has no sub');
  const recorded = await recordAccount({
    sub,
    userType: userTypeFrom(event.request.userAttributes),
    createdAt: now.toISOString(),
  });
  log.info('account recorded', { sub, recorded });
}

export const handler = async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
  await recordConfirmed(event, new Date());
  return event;
};
