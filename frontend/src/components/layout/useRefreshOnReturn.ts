import { useEffect, useRef } from 'react';

/**
 * The least time between two refreshes when the page comes back: a tab switch fires both events below,
 * and going back and forth between windows must not hammer the API.
 */
export const RETURN_REFRESH_GAP_MS = 3_000;

/**
 * Runs `refresh` when the person comes back to the page: shown again (back from another tab), or its
 * window focused again (back from another window beside it, which leaves the page shown all along, so
 * the data cache's own focus refetch, which listens for the first only, misses it). At most once every
 * few seconds; only while `enabled`.
 */
export function useRefreshOnReturn(refresh: () => unknown, enabled = true) {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    if (!enabled) return;
    let last = 0;
    const onReturn = () => {
      if (document.visibilityState !== 'visible') return;
      const now = Date.now();
      if (now - last < RETURN_REFRESH_GAP_MS) return;
      last = now;
      void latest.current();
    };
    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener('focus', onReturn);
    return () => {
      document.removeEventListener('visibilitychange', onReturn);
      window.removeEventListener('focus', onReturn);
    };
  }, [enabled]);
}
