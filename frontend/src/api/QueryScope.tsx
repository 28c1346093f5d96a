import { useContext, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PrerenderContext } from '@/prerender/context.ts';
import { pageData } from '@/prerender/page-data.ts';

// One cache for the whole visit: it outlives the pages that use it, so going back to a list shows it at once.
const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1 } },
});

// A page rendered to HTML starts with the answers it was prerendered from, and reads them again at once (the
// page may have been drawn, or cached, before the latest change: a job just published, say): the first
// render draws what the HTML shows, and the list updates as soon as the fresh answer is in.
const prerendered = pageData();
for (const { queryKey, data } of prerendered?.queries ?? []) {
  queryClient.setQueryData(queryKey, restoreFromJson(data), { updatedAt: prerendered?.renderedAt });
  void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
}

/** JSON has no `undefined`: a list's first page, asked for with no cursor, arrives with a null one. */
function restoreFromJson(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || !('pageParams' in data) || !Array.isArray(data.pageParams))
    return data;
  return { ...data, pageParams: data.pageParams.map((param: unknown) => param ?? undefined) };
}

/**
 * The data cache (@tanstack/react-query) of the pages that read the API with it. Loaded with the first
 * such page, so pages that do not fetch (the home page, sign-in, the guides) do not download it. A page
 * rendered to HTML brings a cache of its own.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const client = useContext(PrerenderContext)?.queryClient ?? queryClient;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
