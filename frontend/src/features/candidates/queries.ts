import { infiniteQueryOptions } from '@tanstack/react-query';
import { readCandidatesPage } from '@/features/candidates/api.ts';

/** Every page of the nanny listing; a saved profile or a DBS change reads it again. */
export const CANDIDATES_KEY = ['candidates'] as const;

export const candidatesQuery = (pageSize: number) =>
  infiniteQueryOptions({
    queryKey: CANDIDATES_KEY,
    queryFn: ({ pageParam, signal }) => readCandidatesPage({ limit: pageSize, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
