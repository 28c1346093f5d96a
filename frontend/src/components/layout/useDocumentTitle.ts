import { useEffect } from 'react';
import { pageTitle } from '@/site.ts';

/** Sets the tab title to '{page} – Nanny Marketplace', or the home title when no page title is given. */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
