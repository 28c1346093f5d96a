import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

// One cache for the whole visit: it outlives the pages that use it, so going back to a list shows it at once.
const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1 } },
});

/**
 * The data cache (@tanstack/react-query) of the pages that read the API with it. Loaded with the first
 * such page, so pages that do not fetch (the home page, sign-in, the guides) do not download it.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
