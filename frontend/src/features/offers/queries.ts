import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ApiError } from '@/api/client.ts';
import { readMyOffers, readOffer } from '@/features/offers/api.ts';

export const OFFERS_PAGE_SIZE = 10;
export const offerKey = (userId: string, jobId: string, nannyId: string) =>
  ['offer', userId, jobId, nannyId] as const;
export const myOffersKey = (userId: string) => ['my-offers', userId] as const;

const noRetryWhenMissing = (failures: number, error: unknown) =>
  !(error instanceof ApiError && (error.status === 404 || error.status === 400)) && failures < 1;

export const offerQuery = (userId: string, jobId: string, nannyId: string) =>
  queryOptions({
    queryKey: offerKey(userId, jobId, nannyId),
    queryFn: ({ signal }) => readOffer(jobId, nannyId, signal),
    retry: noRetryWhenMissing,
  });

export const myOffersQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: myOffersKey(userId),
    queryFn: ({ pageParam, signal }) => readMyOffers(pageParam, OFFERS_PAGE_SIZE, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
