import { useContext, useEffect } from 'react';
import { PrerenderContext } from '@/prerender/context.ts';
import { pageTitle } from '@/site.ts';

/**
 * Sets the browser tab's title: '{page} – Nanny Marketplace', or the home title when no page title is
 * given. Every page sets its title through this hook, so they all read alike; a page rendered to HTML
 * hands it to the document's head.
 */
export function usePageTitle(title?: string) {
  useContext(PrerenderContext)?.setTitle(title);
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
