import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * Whether the app runs this page: false while a page is rendered to HTML and during the browser's first
 * render over that HTML (the two must agree), true from then on and on every page the browser draws
 * itself. A control that only works once the app runs says it is not ready until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
