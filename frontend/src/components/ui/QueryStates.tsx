import type { ReactNode } from 'react';
import { ListLoadError } from '@/components/ui/ListLoadError.tsx';

interface QueryStatesProps {
  /** The list's query: whether its first page is on its way, what it holds, and reading it again. */
  query: { isPending: boolean; data: unknown; refetch: () => unknown; isRefetching: boolean };
  /** What stands in for the list while its first page loads. */
  loading: ReactNode;
  /** When the first page failed: what went wrong, in place of the list, with a Try again button. */
  error: { title: string; message: string; retryingLabel?: string };
  /** True when the list came back with nothing in it, and what the page then says. */
  isEmpty: boolean;
  empty: ReactNode;
  /** The list itself. */
  children: ReactNode;
}

/**
 * The four states of a list page, in one order for every page: loading, failed (with a retry), empty,
 * and the list. A list that failed to read again keeps the items it holds (the error is a toast then,
 * useLoadErrorToast), so only a list with nothing yet shows the error in its place.
 */
export function QueryStates({ query, loading, error, isEmpty, empty, children }: QueryStatesProps) {
  if (query.isPending) return loading;
  if (!query.data)
    return (
      <ListLoadError
        title={error.title}
        message={error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
        {...(error.retryingLabel ? { retryingLabel: error.retryingLabel } : {})}
      />
    );
  return isEmpty ? empty : children;
}
