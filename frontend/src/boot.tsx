/**
 * The app: started by src/main.tsx, which loads this module once a page rendered to HTML has painted
 * (at once on the app's shell).
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/App.tsx';
import { AuthProvider } from '@/auth/AuthProvider.tsx';
import { loadConfig } from '@/config.ts';

// The runtime configuration is fetched now, beside the page's code, rather than when the page first
// calls the API: lists appear one round trip sooner. (A failure surfaces where the config is used.)
loadConfig().catch(() => undefined);

const app = (
  <StrictMode>
    <AuthProvider>
      <App />
    </AuthProvider>
  </StrictMode>
);
const container = document.getElementById('root')!;
if (container.firstElementChild) {
  // A page rendered to HTML (the public pages, a job's page, the lists' first pages): it already shows,
  // and the app takes it over where it stands (src/prerender/render.tsx).
  hydrateRoot(container, app);
} else {
  // Rendered as a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for its whole length, which a slow phone feels as a frozen page.
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
