import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ApiError } from '@/api/client.ts';
import { readDeletion, readDeletionsPage } from '@/features/admin-deletions/api.ts';

export const ADMIN_DELETIONS_KEY = ['admin-deletions'] as const;

/** How often a running deletion is read again. */
export const DELETION_POLL_MS = 3_000;

const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** Every deletion, a page at a time; read again while any shown is still running. */
export const deletionsQuery = (pageSize: number) =>
  infiniteQueryOptions({
    queryKey: [...ADMIN_DELETIONS_KEY, 'list'],
    queryFn: ({ pageParam, signal }) => readDeletionsPage({ cursor: pageParam, limit: pageSize }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
    retry: (count, error) => count < 1 && !isRefusal(error),
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.items.some((item) => item.state === 'running'))
        ? DELETION_POLL_MS
        : false,
  });

/** One deletion, read again every few seconds until it is done. */
export const deletionQuery = (deletionId: string) =>
  queryOptions({
    queryKey: [...ADMIN_DELETIONS_KEY, 'one', deletionId],
    queryFn: ({ signal }) => readDeletion(deletionId, signal),
    staleTime: 0,
    retry: (count, error) => count < 1 && !isRefusal(error),
    refetchInterval: (query) => (query.state.data?.state === 'done' ? false : DELETION_POLL_MS),
  });
