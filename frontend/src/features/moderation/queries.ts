import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError } from '@/api/client.ts';
import { readAppealsPage, readMyDecisions } from '@/features/moderation/api.ts';

const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

export const MY_DECISIONS_KEY = ['my-moderation'] as const;
export const ADMIN_APPEALS_KEY = ['admin-appeals'] as const;

/** The signed-in account's moderation decisions. */
export const myDecisionsQuery = (userId: string) =>
  queryOptions({
    queryKey: [...MY_DECISIONS_KEY, userId],
    queryFn: ({ signal }) => readMyDecisions(signal),
    retry: (count, error) => count < 1 && !isRefusal(error),
  });

/** The appeals queue, open or decided, a page at a time. */
export const appealsQueueQuery = (status: 'open' | 'decided', pageSize: number) =>
  infiniteQueryOptions({
    queryKey: [...ADMIN_APPEALS_KEY, status],
    queryFn: ({ pageParam, signal }) =>
      readAppealsPage({ status, cursor: pageParam, limit: pageSize }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: (count, error) => count < 1 && !isRefusal(error),
    placeholderData: keepPreviousData,
  });
