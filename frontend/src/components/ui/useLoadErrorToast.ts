import { useEffect, useRef } from 'react';
import { logFailure } from '@/api/errors.ts';
import { notify } from '@/components/ui/toast.ts';

interface LoadState {
  isError: boolean;
  error: unknown;
  /** When the query last failed: each failure is told once. */
  errorUpdatedAt: number;
  /** A next page that failed is told at the list's foot instead (LoadMore). */
  isFetchNextPageError?: boolean;
}

/**
 * Tells a list page's reading failure as an error toast, once per failure: the first read's and each
 * refresh's (a refresh that fails keeps the list shown, so the toast is all that says so). `log` names
 * what failed in the console.
 */
export function useLoadErrorToast(
  { isError, error, errorUpdatedAt, isFetchNextPageError = false }: LoadState,
  { log, title, description }: { log: string; title: string; description?: string },
) {
  const toasted = useRef(0);
  useEffect(() => {
    if (!isError || isFetchNextPageError || toasted.current === errorUpdatedAt) return;
    toasted.current = errorUpdatedAt;
    logFailure(log, error);
    notify.error(title, description);
  }, [isError, isFetchNextPageError, errorUpdatedAt, error, log, title, description]);
}
