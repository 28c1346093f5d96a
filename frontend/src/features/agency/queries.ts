import { useEffect, useRef } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AGENCY_MESSAGES } from '@contract/agency-constants.ts';
import { ApiError } from '@/api/client.ts';
import { logFailure } from '@/api/errors.ts';
import { readAgencyProfile, readSubscription } from '@/features/agency/api.ts';
import { notify } from '@/components/ui/toast.ts';
import { useRefreshOnReturn } from '@/components/layout/useRefreshOnReturn.ts';

/** How often the subscription card refreshes while the page is shown (the spec's 30 s). */
export const STATUS_REFRESH_MS = 30_000;

/** The signed-in agency's profile, or null when it has none yet (GET /agency answers 404). */
export const agencyProfileQuery = (userId: string) =>
  queryOptions({
    queryKey: ['agency-profile', userId],
    staleTime: 5 * 60_000,
    retry: (count, error) =>
      count < 1 && !(error instanceof ApiError && error.status < 500 && error.status > 0),
    queryFn: readAgencyProfile,
  });

export const subscriptionKey = (userId: string) => ['agency-subscription', userId] as const;

/**
 * The agency's subscription status for its card: refreshed every 30 s, and whenever the agency comes
 * back to the page (back from the checkout or billing tab: the page shown again, or its window focused
 * when the two sit side by side), at most once every few seconds. A failed check is toasted once, not
 * on every refresh, until a check succeeds again.
 */
export function useSubscriptionStatus(userId: string, enabled: boolean) {
  const query = useQuery({
    queryKey: subscriptionKey(userId),
    enabled,
    queryFn: readSubscription,
    staleTime: 0,
    retry: 1,
    refetchInterval: STATUS_REFRESH_MS,
    // Replaced by useRefreshOnReturn below (react-query's own focus refetch would double it).
    refetchOnWindowFocus: false,
  });
  const { refetch, isError, isSuccess, error, dataUpdatedAt } = query;

  useRefreshOnReturn(refetch, enabled);

  const toasted = useRef(false);
  useEffect(() => {
    if (isError && !toasted.current) {
      toasted.current = true;
      logFailure('Checking the subscription failed', error);
      notify.error(AGENCY_MESSAGES.checkFailed);
    }
  }, [isError, error]);
  useEffect(() => {
    if (isSuccess && dataUpdatedAt) toasted.current = false;
  }, [isSuccess, dataUpdatedAt]);

  return query;
}
