import { queryOptions } from '@tanstack/react-query';
import { readExports, readNewsletter } from '@/features/data-rights/api.ts';
import { anyPreparing } from '@/features/data-rights/format.ts';

export const exportsKey = (userId: string) => ['me-exports', userId] as const;

/** How often the list is read again while an export is being prepared. */
export const EXPORT_POLL_MS = 4_000;

/**
 * The account's exports. While one is being prepared the list is read again every few seconds, so
 * it turns ready (or failed) on the page without a reload; otherwise it is read when the page opens,
 * and when the person comes back to it (from the email saying it is ready: YourDataSection reads it
 * again then, useRefreshOnReturn).
 */
export const exportsQuery = (userId: string) =>
  queryOptions({
    queryKey: exportsKey(userId),
    queryFn: ({ signal }) => readExports(signal),
    staleTime: 0,
    refetchInterval: (query) => (anyPreparing(query.state.data?.items) ? EXPORT_POLL_MS : false),
    // Replaced by useRefreshOnReturn, which also sees a window focused beside another.
    refetchOnWindowFocus: false,
  });

export const newsletterKey = (userId: string) => ['me-newsletter', userId] as const;

/** Whether the account's own address receives the newsletter. */
export const newsletterQuery = (userId: string) =>
  queryOptions({
    queryKey: newsletterKey(userId),
    queryFn: ({ signal }) => readNewsletter(signal),
    staleTime: 5 * 60_000,
  });
