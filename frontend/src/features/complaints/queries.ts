import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import type { ComplaintList } from '@contract/complaints-constants.ts';
import { ApiError } from '@/api/client.ts';
import { readComplaintsQueue } from '@/features/complaints/api.ts';

const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

export const ADMIN_COMPLAINTS_KEY = ['admin-complaints'] as const;

/** The admin queue of complaints, by list, a page at a time. */
export const complaintsQueueQuery = (status: ComplaintList, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: [...ADMIN_COMPLAINTS_KEY, status],
    queryFn: ({ pageParam, signal }) =>
      readComplaintsQueue({ status, cursor: pageParam, limit: pageSize }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: (count, error) => count < 1 && !isRefusal(error),
    placeholderData: keepPreviousData,
  });
