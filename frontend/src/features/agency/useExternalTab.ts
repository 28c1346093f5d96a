import { useCallback, useEffect, useRef } from 'react';
import { safeExternalUrl } from '@/features/agency/format.ts';

/** How often an opened tab is checked for having been closed, and how long after closing to refresh. */
export const TAB_CHECK_MS = 1000;
export const AFTER_CLOSE_MS = 2000;

export type OpenOutcome = 'tab' | 'same-page' | 'cancelled';

/**
 * Opens a page of the payment provider (Checkout, the billing portal) in a new tab whose address comes
 * from the server. The tab is opened at once, inside the click, so popup blockers allow it, and is sent
 * to the address when it arrives (or closed if the request fails). Where the browser refuses a new tab,
 * this page goes there instead (`beforeLeave` runs first). While the tab is open it is checked every
 * second; `onClosed` runs 2 s after it closes.
 */
export function useExternalTab(onClosed: () => void) {
  const onClosedRef = useRef(onClosed);
  useEffect(() => {
    onClosedRef.current = onClosed;
  });
  const poll = useRef<number | undefined>(undefined);
  const after = useRef<number | undefined>(undefined);

  const stop = useCallback(() => {
    window.clearInterval(poll.current);
    window.clearTimeout(after.current);
  }, []);
  useEffect(() => stop, [stop]);

  const watch = useCallback(
    (tab: Window) => {
      stop();
      poll.current = window.setInterval(() => {
        if (!tab.closed) return;
        window.clearInterval(poll.current);
        after.current = window.setTimeout(() => onClosedRef.current(), AFTER_CLOSE_MS);
      }, TAB_CHECK_MS);
    },
    [stop],
  );

  /** Call synchronously from the click (or submit) handler: the tab opens before anything is awaited. */
  const open = useCallback(
    async (getUrl: () => Promise<string>, beforeLeave?: () => void): Promise<OpenOutcome> => {
      const opened = window.open('', '_blank');
      const tab = opened && !opened.closed ? opened : null;
      if (tab) {
        try {
          // The provider's page must not be able to reach back into this one.
          tab.opener = null;
          tab.document.title = 'Opening secure page…';
          tab.document.body.textContent = 'Opening secure page…';
        } catch {
          // Nothing to show in the waiting tab: it still works.
        }
      }
      let url: string | null;
      try {
        url = safeExternalUrl(await getUrl());
        if (!url) throw new Error('The server gave an address that cannot be opened.');
      } catch (e) {
        tab?.close();
        throw e;
      }
      if (!tab) {
        beforeLeave?.();
        window.location.assign(url);
        return 'same-page';
      }
      // Closed by the visitor while the address was being fetched: they changed their mind.
      if (tab.closed) return 'cancelled';
      tab.location.href = url;
      watch(tab);
      return 'tab';
    },
    [watch],
  );

  return { open, stop };
}
