import { createContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/**
 * What a page rendered to HTML (src/prerender/render.tsx) shares with the components rendering it: the
 * time it is prerendered at (so "Posted 3 days ago" reads the same in the HTML and in the browser's first
 * render over it), its own data cache, already holding what the page shows, and where the page's title
 * is collected for the document's head. Null in the browser.
 */
export interface Prerender {
  readonly renderedAt: number;
  readonly queryClient: QueryClient;
  setTitle(title: string | undefined): void;
}

export const PrerenderContext = createContext<Prerender | null>(null);
