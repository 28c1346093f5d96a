import { useEffect } from 'react';
import { pageTitle } from '../../site.ts';

/** Sets the browser tab's title for an information page, e.g. "Safety – Nanny Marketplace". */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
