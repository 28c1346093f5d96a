import { infiniteQueryOptions } from '@tanstack/react-query';
import { ApiError } from '@/api/client.ts';
import { readMyReviewsPage, readReviewsPage } from '@/features/reviews/api.ts';

const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;
const PAGE = 10;

export const REVIEWS_KEY = ['reviews'] as const;
export const MY_REVIEWS_KEY = ['my-reviews'] as const;

/** A nanny's public reviews, a page at a time. */
export const reviewsQuery = (nannyId: string) =>
  infiniteQueryOptions({
    queryKey: [...REVIEWS_KEY, nannyId],
    queryFn: ({ pageParam, signal }) => readReviewsPage(nannyId, { cursor: pageParam, limit: PAGE }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: (count, error) => count < 1 && !isRefusal(error),
  });

/** The reviews about the signed-in nanny, a page at a time. */
export const myReviewsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: [...MY_REVIEWS_KEY, userId],
    queryFn: ({ pageParam, signal }) => readMyReviewsPage({ cursor: pageParam, limit: 20 }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: (count, error) => count < 1 && !isRefusal(error),
  });
