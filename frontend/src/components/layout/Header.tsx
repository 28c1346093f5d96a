import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { Button, ButtonLink } from '../ui/Button.tsx';
import { cn } from '../ui/cn.ts';
import { notify } from '../ui/toast.ts';
import { SITE_NAME } from '../../site.ts';

const NAV = [
  { to: '/jobs', label: 'Find Jobs' },
  { to: '/candidates', label: 'Find Nannies' },
  { to: '/online-classes', label: 'Classes' },
  { to: '/post-job-family', label: 'Post a Job' },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium hover:bg-brand-50 hover:text-brand-900',
    isActive ? 'text-brand-800 underline underline-offset-4' : 'text-slate-800',
  );

export function Header() {
  const { user, loading, signOut } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const handleSignOut = async () => {
    try {
      await signOut();
    } catch (e) {
      console.error('Sign out failed', e);
      notify.error('Sign Out Failed', 'Please try again.');
    }
  };

  const account = loading ? null : user ? (
    <div className="flex flex-col gap-2 md:flex-row md:items-center md:gap-3">
      <span className="truncate text-sm font-medium text-slate-800" data-testid="header-user">
        {user.fullName || user.email}
      </span>
      <Button variant="outline" size="sm" onClick={handleSignOut}>
        Sign Out
      </Button>
    </div>
  ) : (
    <div className="flex flex-col gap-2 md:flex-row md:items-center">
      <ButtonLink to="/auth" variant="ghost" size="sm">
        Sign In
      </ButtonLink>
      <ButtonLink to="/auth?mode=signup" variant="primary" size="sm">
        {/* The spec's label, with where it leads for screen readers and search engines. */}
        Start<span className="sr-only"> by creating an account</span>
      </ButtonLink>
    </div>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link to="/" className="flex items-center gap-2 rounded-md text-lg font-bold text-brand-900">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          {SITE_NAME}
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {NAV.map((item) => (
            <NavLink key={item.to} to={item.to} className={navLinkClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden md:block">{account}</div>
        <button
          type="button"
          className="rounded-md p-2 text-slate-800 hover:bg-slate-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          <svg
            aria-hidden="true"
            width="24"
            height="24"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>
      {menuOpen && (
        <div id="mobile-menu" className="border-t border-slate-200 px-4 pt-2 pb-4 md:hidden">
          <nav aria-label="Main" className="flex flex-col">
            {NAV.map((item) => (
              <NavLink key={item.to} to={item.to} className={navLinkClass}>
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="mt-3 border-t border-slate-200 pt-3">{account}</div>
        </div>
      )}
    </header>
  );
}
