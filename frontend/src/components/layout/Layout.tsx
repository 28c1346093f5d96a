import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';
import { ConsentBanner } from './ConsentBanner.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';
import { DemoBanner } from './DemoBanner.tsx';
import { ReferralCapture } from '../referral/ReferralCapture.tsx';

const Toasts = lazy(() => import('./Toasts.tsx'));

export function Layout() {
  return (
    <div className="flex min-h-screen flex-col">
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
        <Outlet />
      </main>
      <Footer />
      <ConsentBanner />
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    </div>
  );
}
