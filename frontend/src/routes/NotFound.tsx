import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { ButtonLink } from '@/components/ui/Button.tsx';

/** The visit last logged: a page drawn again for the same visit (taken over from its HTML) logs nothing. */
let logged: string | null = null;

export default function NotFound() {
  const location = useLocation();
  usePageTitle('Page not found');

  useEffect(() => {
    // Once per visit to a missing address (a history entry's key), however often the page is drawn.
    const visit = `${location.key}:${location.pathname}`;
    if (logged === visit) return;
    logged = visit;
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.key, location.pathname]);

  return (
    <div className="mx-auto flex min-h-[60vh] w-full max-w-2xl flex-col items-center justify-center px-4 py-16 text-center sm:px-6">
      <h1 className="text-slate-900">
        <span className="block text-7xl font-extrabold tracking-tight text-brand-700 sm:text-8xl">404</span>{' '}
        <span className="mt-4 block text-2xl font-bold sm:text-3xl">Oops! Page not found</span>
      </h1>
      <p className="mt-4 text-lg text-slate-700">
        The page you’re looking for doesn’t exist or may have moved. Let’s get you back on track.
      </p>
      <ButtonLink to="/" size="lg" className="mt-8">
        Return to Home
      </ButtonLink>
    </div>
  );
}
