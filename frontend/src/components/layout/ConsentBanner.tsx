import { useEffect, useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { CookieIcon } from '@/components/ui/icons.tsx';
import {
  acceptAllCookies,
  acceptEssentialCookiesOnly,
  CONSENT_BANNER_DELAY_MS,
  hasConsent,
  subscribeToConsentChanges,
} from '@/consent/storage.ts';
import { Button } from '@/components/ui/Button.tsx';

function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
      <span aria-hidden="true"> ↗</span>
    </a>
  );
}

/**
 * The consent banner: shown 1 s after load when no consent is stored, closed after either choice (here, on the
 * cookie page or in another tab). A labelled, non-modal region at the foot of the window. `shownAt`
 * (performance.now()) is when the page appeared, if that was before this component: the 1 s counts from it.
 */
export default function ConsentBanner({ shownAt }: { shownAt?: number }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const descriptionId = useId();
  // The element focused before the user moved into the banner, to return to once it closes.
  const returnFocus = useRef<HTMLElement | null>(null);
  const bannerRef = useRef<HTMLElement>(null);

  const [since] = useState(() => shownAt ?? performance.now());

  useEffect(() => {
    if (hasConsent()) return;
    const delay = Math.max(0, CONSENT_BANNER_DELAY_MS - (performance.now() - since));
    const timer = window.setTimeout(() => {
      if (!hasConsent()) setOpen(true);
    }, delay);
    const unsubscribe = subscribeToConsentChanges(() => {
      if (!hasConsent()) return;
      window.clearTimeout(timer);
      setOpen(false);
    });
    return () => {
      window.clearTimeout(timer);
      unsubscribe();
    };
  }, [since]);

  // While open, reserve room under the page and keep focused elements clear of the banner (WCAG 2.4.11).
  useEffect(() => {
    const banner = bannerRef.current;
    if (!open || !banner) return;
    const html = document.documentElement;
    const body = document.body;
    const previous = { scrollPadding: html.style.scrollPaddingBottom, padding: body.style.paddingBottom };
    const reserve = () => {
      const height = `${banner.offsetHeight}px`;
      html.style.scrollPaddingBottom = height;
      body.style.paddingBottom = height;
    };
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      html.style.scrollPaddingBottom = previous.scrollPadding;
      body.style.paddingBottom = previous.padding;
    };
  }, [open]);

  if (!open) return null;

  const rememberFocus = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) returnFocus.current = from;
  };

  const choose = (accept: () => unknown) => {
    accept();
    const target = returnFocus.current;
    if (target?.isConnected) target.focus();
    setOpen(false);
  };

  return (
    <section
      ref={bannerRef}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onFocus={rememberFocus}
      className="fixed inset-x-0 bottom-0 z-50 p-3 sm:p-4"
    >
      <div className="mx-auto max-h-[80vh] max-w-4xl overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl ring-1 ring-slate-300 sm:p-6">
        <div className="flex gap-4">
          <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:flex">
            <CookieIcon />
          </span>
          <div className="min-w-0 space-y-2">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              Your privacy and our terms
            </h2>
            <p id={descriptionId} className="text-sm text-slate-700 sm:text-base">
              We use essential cookies to keep Nanny Marketplace secure and working. Analytics, marketing and
              personalization cookies are only used if you accept them. You must be 18 or over to use Nanny
              Marketplace: by choosing an option below, you confirm this and agree to our Terms of Service and
              Privacy Policy.
            </p>
            <p className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
              <NewTabLink href="/terms">Terms of Service</NewTabLink>
              <NewTabLink href="/privacy">Privacy Policy</NewTabLink>
              <NewTabLink href="/cookies">Cookie Policy</NewTabLink>
            </p>
          </div>
        </div>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => choose(acceptEssentialCookiesOnly)}>
            Accept Essential Only
          </Button>
          <Button onClick={() => choose(acceptAllCookies)}>Accept All</Button>
        </div>
      </div>
    </section>
  );
}
