import { isRefusal } from '@/api/errors.ts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { CandidatesPage } from '@contract/nanny.ts';
import { readCandidatesPage } from '@/features/candidates/api.ts';
import { filterParams, NO_FILTERS, type CandidateFilters } from '@/features/candidates/filters.ts';

/** Every page of the nanny listing, whatever its filters; a saved profile or a DBS change reads it again. */
export const CANDIDATES_KEY = ['candidates'] as const;

/**
 * How many requests one filtered page may take: the server reads a bounded part of the list per
 * request, so a page of a narrow search may come back empty with more to read.
 */
const MAX_REQUESTS = 4;

/** How many nannies a page of the list shows. */
export const CANDIDATES_PAGE_SIZE = 12;

export const candidatesQuery = (pageSize: number, filters: CandidateFilters = NO_FILTERS) =>
  infiniteQueryOptions({
    queryKey: [...CANDIDATES_KEY, filterParams(filters)],
    // A place the server cannot read is the same refusal however often it is asked.
    retry: (failures, error) => !isRefusal(error) && failures < 1,
    queryFn: async ({ pageParam, signal }): Promise<CandidatesPage> => {
      const params = filterParams(filters);
      let cursor = pageParam;
      let page: CandidatesPage = { items: [], nextCursor: null };
      for (let i = 0; i < MAX_REQUESTS; i++) {
        const next = await readCandidatesPage({ limit: pageSize, cursor, ...params }, signal);
        page = {
          items: [...page.items, ...next.items],
          nextCursor: next.nextCursor,
          ...(next.place ? { place: next.place } : {}),
        };
        if (page.items.length > 0 || !next.nextCursor) break;
        cursor = next.nextCursor;
      }
      return page;
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
