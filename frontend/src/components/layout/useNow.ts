import { useContext, useMemo, useSyncExternalStore } from 'react';
import { pageData } from '@/prerender/page-data.ts';
import { PrerenderContext } from '@/prerender/context.ts';

const MINUTE = 60_000;
const currentMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;
const everyMinute = (onChange: () => void) => {
  const timer = window.setInterval(onChange, MINUTE);
  return () => window.clearInterval(timer);
};

/**
 * The time now, to the minute, for what a page says relative to it ("Posted 3 days ago", "Available
 * now"). A prerendered page shows the time it was rendered at, and the browser's first render over it
 * uses that same time (so the two agree), then moves to the real time.
 */
export function useNow(): Date {
  const prerender = useContext(PrerenderContext);
  const ms = useSyncExternalStore(
    everyMinute,
    currentMinute,
    () => prerender?.renderedAt ?? pageData()?.renderedAt ?? currentMinute(),
  );
  return useMemo(() => new Date(ms), [ms]);
}
