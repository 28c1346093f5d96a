import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/Button.tsx';
import { cn } from '@/components/ui/cn.ts';
import { activityBadgeText, type AccountLink } from '@/features/account/format.ts';

/** What the badge counts for this user, and how many: hidden at 0. */
export interface Badge {
  count: number;
  /** Its accessible name, e.g. '2 new applicants'. */
  label: string;
}

/** The badges of the account's links: the hiring news (applicants, application updates) and unread messages. */
export type LinkBadges = Record<NonNullable<AccountLink['badge']>, Badge>;

/** The count of what is new: the number on screen, what it counts for screen readers. */
export function ActivityBadge({
  badge,
  className,
  testId = 'activity-badge',
}: {
  badge: Badge;
  className?: string;
  testId?: string;
}) {
  if (badge.count <= 0) return null;
  return (
    <span
      data-testid={testId}
      title={badge.label}
      className={cn(
        'inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-accent-700 px-1.5 py-0.5 text-xs leading-none font-bold text-white',
        className,
      )}
    >
      <span aria-hidden="true">{activityBadgeText(badge.count)}</span>
      <span className="sr-only">{badge.label}</span>
    </span>
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-11 items-center justify-between gap-3 rounded-md px-3 py-2 text-sm font-medium hover:bg-brand-50 hover:text-brand-900',
    isActive ? 'text-brand-800 underline underline-offset-4' : 'text-slate-800',
  );

interface AccountLinksProps {
  links: AccountLink[];
  badges: LinkBadges;
  onSignOut: () => void;
  /** Called when a link is followed (the desktop menu closes). */
  onNavigate?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  id?: string;
  className?: string;
}

/** The account's pages, as a labelled list of links, then Sign Out. */
export function AccountLinks({
  links,
  badges,
  onSignOut,
  onNavigate,
  onKeyDown,
  id,
  className,
}: AccountLinksProps) {
  return (
    <nav id={id} aria-label="Account" className={className} onKeyDown={onKeyDown}>
      <ul className="flex flex-col">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={linkClass} onClick={onNavigate}>
              <span>{link.label}</span>
              {link.badge && (
                <ActivityBadge
                  badge={badges[link.badge]}
                  testId={link.badge === 'messages' ? 'messages-badge' : 'activity-badge'}
                />
              )}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="mt-2 border-t border-slate-200 pt-2">
        {/* The spec's label and behaviour. */}
        <Button variant="outline" size="sm" className="w-full" onClick={onSignOut}>
          Sign Out
        </Button>
      </div>
    </nav>
  );
}

/** The user's name as the header shows it: cut short on screen, never wrapped; the whole name is its text and its title. */
export function HeaderUserName({ name, className }: { name: string; className?: string }) {
  return (
    <span className={cn('block min-w-0 truncate', className)} title={name} data-testid="header-user">
      {name}
    </span>
  );
}

interface AccountMenuProps {
  displayName: string;
  links: AccountLink[];
  /** The button's badge: everything new. */
  badge: Badge;
  badges: LinkBadges;
  onSignOut: () => void;
}

/**
 * The desktop header's account menu: a button with the user's name and the badge, opening a panel of
 * links (a disclosure, not an application menu: Tab moves through the links as anywhere else). Enter or
 * Space toggles it; ArrowDown opens it and moves to the first link; the arrows move between its items;
 * Escape closes it and puts the focus back on the button; a click or the focus going elsewhere closes it.
 */
export function AccountMenu({ displayName, links, badge, badges, onSignOut }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const items = () =>
    Array.from(document.getElementById(panelId)?.querySelectorAll<HTMLElement>('a, button') ?? []);

  const focusItem = (which: 'first' | 'last' | 'next' | 'previous') => {
    const list = items();
    if (!list.length) return;
    const at = list.indexOf(document.activeElement as HTMLElement);
    const index =
      which === 'first'
        ? 0
        : which === 'last'
          ? list.length - 1
          : which === 'next'
            ? (at + 1) % list.length
            : (at - 1 + list.length) % list.length;
    list[index]?.focus();
  };

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      // The panel renders with this state change; its first link takes the focus once it is there.
      requestAnimationFrame(() => focusItem('first'));
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, 'first' | 'last' | 'next' | 'previous'> = {
      ArrowDown: 'next',
      ArrowUp: 'previous',
      Home: 'first',
      End: 'last',
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (moves[event.key]) {
      event.preventDefault();
      focusItem(moves[event.key]!);
    }
  };

  return (
    <div
      ref={container}
      className="relative min-w-0"
      onBlur={(event) => {
        // The focus left the button and the panel (Tab past the last link, or a click elsewhere).
        if (open && !container.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={onButtonKeyDown}
        className="flex max-w-[16rem] min-w-0 items-center gap-2 rounded-md px-2 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100"
      >
        <span className="sr-only">Account menu: </span>
        <HeaderUserName name={displayName} className="lg:max-w-[12rem]" />
        <ActivityBadge badge={badge} testId="account-badge" />
        <svg
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          className={cn('shrink-0 transition-transform', open && 'rotate-180')}
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      {open && (
        <AccountLinks
          id={panelId}
          links={links}
          badges={badges}
          onSignOut={onSignOut}
          onNavigate={() => setOpen(false)}
          onKeyDown={onPanelKeyDown}
          className="absolute top-full right-0 z-40 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        />
      )}
    </div>
  );
}
