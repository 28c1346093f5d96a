/** Where a page that confirms a Stripe checkout stands. */
export type CheckoutState = 'verifying' | 'success' | 'error' | 'sign-in';

/**
 * The state of a page Stripe returns to: no session id is an error at once; the check waits for the
 * session to load, for a signed-in user, and (optionally) for a minimum time on 'verifying'.
 */
export function checkoutState(input: {
  sessionId: string;
  loading: boolean;
  signedIn: boolean;
  waited?: boolean;
  check: { isSuccess: boolean; isError: boolean };
}): CheckoutState {
  if (!input.sessionId) return 'error';
  if (input.loading) return 'verifying';
  if (!input.signedIn) return 'sign-in';
  if (input.waited === false) return 'verifying';
  if (input.check.isSuccess) return 'success';
  if (input.check.isError) return 'error';
  return 'verifying';
}
