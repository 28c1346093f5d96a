import { infiniteQueryOptions } from '@tanstack/react-query';
import { readConversations } from '@/features/messages/api.ts';

const PAGE_SIZE = 20;

/** The user's conversations: whose list it is. A thread that reads or sends refreshes it. */
export const conversationsKey = (userId: string) => ['conversations', userId] as const;

/**
 * The user's conversations, the latest first, a page at a time; read again when the tab comes back
 * and while the list is open, so a new message moves its conversation up.
 */
export const conversationsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: conversationsKey(userId),
    queryFn: ({ pageParam, signal }) =>
      readConversations({ limit: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 5_000,
    refetchOnWindowFocus: true,
  });
