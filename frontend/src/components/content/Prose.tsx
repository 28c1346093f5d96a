import type { HTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '@/components/ui/cn.ts';
import { CONTACT_EMAIL } from '@/site.ts';

/** The underline of a link in running text, apart from its weight and colour. */
const linkUnderline = 'underline decoration-1 underline-offset-2 hover:text-brand-900 hover:decoration-2';

/** Underlined, AA-contrast link styling shared by every link in running text. */
export const linkClass = `font-medium text-brand-700 ${linkUnderline}`;

/** Running text at a readable line length: slate-700 on white, comfortable leading. */
export function Prose({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cn('max-w-prose space-y-4 text-base leading-7 text-slate-700', className)} {...props} />
  );
}

/** A link to another page of the app. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={linkClass}>
      {children}
    </Link>
  );
}

/** Scrolls to an element on this page and moves focus to it, leaving the router's history entry intact. */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${id}`);
}

/**
 * A link to a part of the current page (a heading with that id). `className` gives its weight and
 * colour in place of running text's (a table of contents is quieter); the underline stays.
 */
export function JumpLink({
  targetId,
  className = 'font-medium text-brand-700',
  children,
}: {
  targetId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={`#${targetId}`}
      onClick={(event) => jumpTo(event, targetId)}
      className={cn(className, linkUnderline)}
    >
      {children}
    </a>
  );
}

/** A link to another website; opens in the same tab so the Back button keeps working. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={linkClass} rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** A mailto link, by default to the support address, showing the address itself unless told otherwise. */
export function EmailLink({
  email = CONTACT_EMAIL,
  subject,
  children,
}: {
  email?: string;
  subject?: string;
  children?: ReactNode;
}) {
  const href = `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
  return (
    <a href={href} className={cn(linkClass, 'break-words')}>
      {children ?? email}
    </a>
  );
}

/** A telephone link; `number` is shown as written and dialled without spaces. */
export function PhoneLink({ number, children }: { number: string; children?: ReactNode }) {
  return (
    <a href={`tel:${number.replace(/\s+/g, '')}`} className={cn(linkClass, 'whitespace-nowrap')}>
      {children ?? number}
    </a>
  );
}

/** A bulleted (or, with `ordered`, numbered) list; pass `<li>` children. */
export function List({
  ordered = false,
  className,
  children,
}: {
  ordered?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const classes = cn(
    'space-y-2 pl-6 marker:text-brand-700',
    ordered ? 'list-decimal marker:font-semibold' : 'list-disc',
    className,
  );
  return ordered ? <ol className={classes}>{children}</ol> : <ul className={classes}>{children}</ul>;
}

/** A boxed note inside running text; `tone="urgent"` for emergency information. */
export function Callout({
  tone = 'info',
  className,
  children,
}: {
  tone?: 'info' | 'urgent';
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'rounded-xl border-l-4 p-4 text-base leading-7',
        tone === 'urgent'
          ? 'border-accent-700 bg-pink-50 text-slate-900'
          : 'border-brand-700 bg-brand-50 text-slate-800',
        className,
      )}
    >
      {children}
    </div>
  );
}
