import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '@/api/client.ts';
import { readSubscription } from '@/features/agency/api.ts';
import { verifyJobPayment } from '@/features/payments/api.ts';

/** Stripe's webhook can be late: the subscription is read again every 2 s, for about 10 s in all. */
const SUBSCRIPTION_RETRIES = 4;
const SUBSCRIPTION_RETRY_DELAY_MS = 2000;

/**
 * A job's payment, confirmed once per checkout session: a query rather than an effect, so the cache
 * sends the POST once even when StrictMode mounts the page twice, and keeps the answer if the page is
 * shown again.
 */
export const paymentVerifyQuery = (sessionId: string, userId: string | undefined) =>
  queryOptions({
    queryKey: ['payment-verify', sessionId, userId],
    queryFn: () => verifyJobPayment(sessionId),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** Not subscribed yet: worth asking again (the webhook may not have arrived). */
class NotYetSubscribed extends Error {}

/** The agency's subscription after checkout, read until it is active (or a while has passed). */
export const subscriptionConfirmQuery = (sessionId: string, userId: string | undefined) =>
  queryOptions({
    queryKey: ['subscription-confirm', sessionId, userId],
    queryFn: async () => {
      const status = await readSubscription();
      if (!status.hasSubscription) throw new NotYetSubscribed('The subscription is not active yet.');
      return status;
    },
    // Only a subscription not yet active (or a passing server problem) is worth another look.
    retry: (count, error) =>
      count < SUBSCRIPTION_RETRIES &&
      (error instanceof NotYetSubscribed ||
        (error instanceof ApiError && (error.status >= 500 || error.status === 0))),
    retryDelay: SUBSCRIPTION_RETRY_DELAY_MS,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
