import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ShareView } from '@contract/shares.ts';
import { ApiError } from '@/api/client.ts';
import { readMyShare, readShare, readShares } from '@/features/shares/api.ts';

/** The listed shares near the family (or near the postcode it looks in). */
export const sharesKey = (userId: string, postcode?: string) =>
  postcode ? (['nanny-shares', userId, postcode] as const) : (['nanny-shares', userId] as const);
/** The family's own share, or null. */
export const myShareKey = (userId: string) => ['nanny-share-mine', userId] as const;
/** One share, as the family reads it. */
export const shareKey = (userId: string, shareId: string) => ['nanny-share', userId, shareId] as const;

/** An id that names no share (400 for a malformed one). */
export const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

const noRetryWhenMissing = (failures: number, error: unknown) => !isMissing(error) && failures < 1;

export const sharesQuery = (userId: string, postcode?: string) =>
  queryOptions({
    queryKey: sharesKey(userId, postcode),
    queryFn: ({ signal }) => readShares(postcode, signal),
  });

export const myShareQuery = (userId: string) =>
  queryOptions({ queryKey: myShareKey(userId), queryFn: ({ signal }) => readMyShare(signal) });

export const shareQuery = (userId: string, shareId: string) =>
  queryOptions({
    queryKey: shareKey(userId, shareId),
    queryFn: ({ signal }) => readShare(shareId, signal),
    retry: noRetryWhenMissing,
  });

/**
 * A share as a move answered it: kept as the share's page reads it, and the family's own share and the
 * list read again (a share started, joined, paired or ended changes both).
 */
export function shareChanged(queryClient: QueryClient, userId: string, share: ShareView) {
  queryClient.setQueryData(shareKey(userId, share.id), share);
  void queryClient.invalidateQueries({ queryKey: myShareKey(userId) });
  void queryClient.invalidateQueries({ queryKey: sharesKey(userId) });
}
