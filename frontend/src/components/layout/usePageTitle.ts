import { useEffect } from 'react';
import { pageTitle } from '@/site.ts';

/**
 * Sets the browser tab's title: '{page} – Nanny Marketplace', or the home title when no page title is
 * given. Every page sets its title through this hook, so they all read alike.
 */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
