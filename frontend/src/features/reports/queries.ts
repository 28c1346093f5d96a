import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ReportContentType, ReportStatus } from '@contract/reports.ts';
import { ApiError } from '@/api/client.ts';
import { readReportedContent, readReportsPage } from '@/features/reports/api.ts';

/** The queue's key: every page and filter of it. */
export const ADMIN_REPORTS_KEY = ['admin-reports'] as const;

/** An error the server means (a refusal), as opposed to one worth trying again at once. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** The admin queue under one status filter (all statuses when ''), a page at a time. */
export const reportsQueueQuery = (status: ReportStatus | '', pageSize: number) =>
  infiniteQueryOptions({
    queryKey: [...ADMIN_REPORTS_KEY, status],
    queryFn: ({ pageParam, signal }) =>
      readReportsPage({ status, cursor: pageParam, limit: pageSize }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: (count, error) => count < 1 && !isRefusal(error),
    // While another filter's reports load, the last list stays instead of jumping to a spinner.
    placeholderData: keepPreviousData,
  });

/** The reported content as it stands now: read afresh each time its dialog opens. */
export const reportedContentQuery = (contentType: ReportContentType | string, contentId: string) =>
  queryOptions({
    queryKey: ['admin-content', contentType, contentId],
    queryFn: ({ signal }) => readReportedContent(contentType, contentId, signal),
    staleTime: 0,
    retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status < 500),
  });
