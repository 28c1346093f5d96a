import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { postJobPath, signInPath } from '@/features/auth/links.ts';
import type { ActivityCounts } from '@/features/account/format.ts';
import { ButtonLink } from '@/components/ui/Button.tsx';
import { cn } from '@/components/ui/cn.ts';
import { notify } from '@/components/ui/toast.ts';
import { SITE_NAME } from '@/site.ts';
import { logFailure } from '@/api/errors.ts';

// The badge's reader (and the data cache's code with it) loads once someone is signed in.
const ActivityWatcher = lazy(() => import('@/features/account/ActivityWatcher.tsx'));
// The account menu and its badges load once someone is signed in: a page is first drawn signed out.
const HeaderAccount = lazy(() => import('@/features/account/HeaderAccount.tsx'));

interface NavItem {
  to: string;
  label: string;
}

const BROWSE: NavItem[] = [
  { to: '/jobs', label: 'Find Jobs' },
  { to: '/candidates', label: 'Find Nannies' },
  { to: '/online-classes', label: 'Classes' },
];

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap hover:bg-brand-50 hover:text-brand-900',
    isActive ? 'text-brand-800 underline underline-offset-4' : 'text-slate-800',
  );

/** What Tab can reach inside an element, in order. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The phone menu keeps the keyboard with it while open: Tab and Shift+Tab go round its button and its
 * links, Escape closes it and puts the focus back on its button, and a tap outside the header closes
 * it. (It is not a dialog over the page, so nothing else changes while it is open.)
 */
function usePhoneMenuFocus(
  open: boolean,
  setOpen: (open: boolean) => void,
  button: RefObject<HTMLButtonElement | null>,
  menu: RefObject<HTMLDivElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const toggle = button.current;
      // Shown only on a phone-sized window: at desktop width the menu's button is hidden.
      if (!toggle || toggle.offsetParent === null) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        setOpen(false);
        toggle.focus();
        return;
      }
      if (event.key !== 'Tab') return;
      const ring = [toggle, ...Array.from(menu.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
      const first = ring[0]!;
      const last = ring[ring.length - 1]!;
      const active = document.activeElement;
      if (!ring.includes(active as HTMLElement)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && active === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      const header = button.current?.closest('header');
      if (header && event.target instanceof Node && !header.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, setOpen, button, menu]);
}

export function Header() {
  const { user, loading, signOut } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setMenuOpen(false), [location.pathname]);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  usePhoneMenuFocus(menuOpen, setMenuOpen, menuButton, menu);
  const [activity, setActivity] = useState<ActivityCounts | null>(null);

  const handleSignOut = async () => {
    try {
      await signOut();
    } catch (e) {
      logFailure('Sign out failed', e);
      notify.error('Sign Out Failed', 'Please try again.');
    }
  };

  // 'Post a Job' opens the form for the account's type (the family form when signed out, where the
  // visitor may fill it in before signing in). The main links are for browsing; the pages of the
  // account (a nanny's profile, an administrator's queue) are in the account menu.
  const signedIn = !loading && Boolean(user);
  const postJob = postJobPath(user?.userType, signedIn);
  const nav: NavItem[] = [...BROWSE, ...(postJob ? [{ to: postJob, label: 'Post a Job' }] : [])];

  // Signing in from a page comes back to it.
  const here = location.pathname === '/' || location.pathname === '/auth' ? undefined : location.pathname;
  const signedOut = (
    <div className="flex flex-col gap-2 lg:flex-row lg:items-center">
      <ButtonLink to={signInPath(here)} variant="ghost" size="sm" className="whitespace-nowrap">
        Sign In
      </ButtonLink>
      <ButtonLink to="/auth?mode=signup" variant="primary" size="sm" className="whitespace-nowrap">
        {/* The spec's label, with where it leads for screen readers and search engines. */}
        Start<span className="sr-only"> by creating an account</span>
      </ButtonLink>
    </div>
  );
  const account = loading ? null : user ? (
    <Suspense fallback={null}>
      <HeaderAccount place="menu" user={user} activity={activity} onSignOut={handleSignOut} />
    </Suspense>
  ) : (
    signedOut
  );
  const phoneAccount = loading ? null : user ? (
    <Suspense fallback={null}>
      <HeaderAccount place="phone" user={user} activity={activity} onSignOut={handleSignOut} />
    </Suspense>
  ) : (
    signedOut
  );

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 rounded-md text-lg font-bold whitespace-nowrap text-brand-900"
        >
          <img src="/favicon.svg" alt="" width={32} height={32} />
          {SITE_NAME}
        </Link>
        <nav aria-label="Main" className="hidden shrink-0 items-center gap-1 lg:flex">
          {nav.map((item) => (
            <NavLink key={item.to} to={item.to} className={navLinkClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden min-w-0 lg:block">{account}</div>
        <button
          ref={menuButton}
          type="button"
          className="relative rounded-md p-2 text-slate-800 hover:bg-slate-100 lg:hidden"
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
          {/* On a phone the badge shows on the menu's button too, so news is seen without opening it. */}
          {!menuOpen && user && (
            <Suspense fallback={null}>
              <HeaderAccount place="button" user={user} activity={activity} onSignOut={handleSignOut} />
            </Suspense>
          )}
        </button>
      </div>
      {menuOpen && (
        // Opaque, with a shadow below: the page must not show through the open menu.
        <div
          ref={menu}
          id="mobile-menu"
          data-testid="mobile-menu"
          className="border-t border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg lg:hidden"
        >
          <nav aria-label="Main" className="flex flex-col">
            {nav.map((item) => (
              <NavLink key={item.to} to={item.to} className={navLinkClass}>
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="mt-3 border-t border-slate-200 pt-3">{phoneAccount}</div>
        </div>
      )}
      {user && (
        <Suspense fallback={null}>
          <ActivityWatcher key={user.id} userId={user.id} onChange={setActivity} />
        </Suspense>
      )}
    </header>
  );
}
