import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Header } from '@/components/layout/Header.tsx';
import { Footer } from '@/components/layout/Footer.tsx';
import { PAGE_TOP_ID, ScrollToTop } from '@/components/layout/ScrollToTop.tsx';
import { DemoBanner } from '@/components/layout/DemoBanner.tsx';
import { ErrorBoundary } from '@/components/layout/ErrorBoundary.tsx';
import { ReferralCapture } from '@/features/community/ReferralCapture.tsx';
import { announceAppRunning } from '@/app-running.ts';

const Toasts = lazy(() => import('./Toasts.tsx'));
// The consent banner shows 1 s after the page at the earliest, so it loads after the page.
const ConsentBanner = lazy(() => import('./ConsentBanner.tsx'));

export function Layout() {
  // When the page appeared: the banner's 1 s counts from here, not from when its code arrived.
  const [shownAt] = useState(() => performance.now());
  const { pathname } = useLocation();
  // The layout wraps every page: once its effects run, the app runs the page (src/main.tsx).
  useEffect(announceAppRunning, []);
  return (
    <div className="flex min-h-screen flex-col">
      {/* Where focus starts on each new page (ScrollToTop); it holds the page's title. */}
      <p id={PAGE_TOP_ID} tabIndex={-1} className="sr-only" />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <ReferralCapture />
      <DemoBanner />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <ErrorBoundary key={pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <Footer />
      <Suspense fallback={null}>
        <ConsentBanner shownAt={shownAt} />
      </Suspense>
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    </div>
  );
}
