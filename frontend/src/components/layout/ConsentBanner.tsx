import { useEffect, useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { CookieIcon } from '@/components/ui/icons/CookieIcon.tsx';
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
      className="fixed inset-x-0 bottom-0 z-35 p-2 sm:p-4"
    >
      {/* Compact on a phone, so the page's first screen stays in view above it. */}
      <div className="mx-auto max-h-[80vh] max-w-4xl overflow-y-auto rounded-2xl bg-white p-3 shadow-2xl ring-1 ring-slate-300 sm:p-6">
        <div className="flex gap-4">
          <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:flex">
            <CookieIcon />
          </span>
          {/* Its lines as tall as its text on a phone, where title, text and links run on together. */}
          <div className="min-w-0 text-sm sm:space-y-2 sm:text-base">
            <h2 id={titleId} className="inline text-sm font-semibold text-slate-900 sm:block sm:text-lg">
              Your privacy and our terms
            </h2>{' '}
            {/* On a phone the title, the text and its links run on as one paragraph; from `sm` each has its line. */}
            <p id={descriptionId} className="inline text-sm text-slate-700 sm:block sm:text-base">
              {/* The same terms in fewer words on a phone. */}
              <span className="sm:hidden">
                We use essential cookies; others only if you accept them. By choosing, you confirm you are 18
                or over and agree to our
              </span>
              <span className="hidden sm:inline">
                We use essential cookies to keep Nanny Marketplace secure and working. Analytics, marketing
                and personalisation cookies are only used if you accept them. You must be 18 or over to use
                Nanny Marketplace: by choosing an option below, you confirm this and agree to our Terms of
                Service and Privacy Policy.
              </span>
            </p>{' '}
            <p className="inline text-sm sm:flex sm:flex-wrap sm:gap-x-5 sm:gap-y-1">
              <NewTabLink href="/terms">
                <span className="sm:hidden">Terms</span>
                <span className="hidden sm:inline">Terms of Service</span>
              </NewTabLink>{' '}
              <NewTabLink href="/privacy">Privacy Policy</NewTabLink>{' '}
              <NewTabLink href="/cookies">Cookie Policy</NewTabLink>
            </p>
          </div>
        </div>
        {/* Side by side and alike: refusing is as easy and as prominent as accepting. */}
        <div className="mt-2 grid grid-cols-2 gap-2 sm:mt-4 sm:flex sm:justify-end sm:gap-3">
          <Button size="fit" onClick={() => choose(acceptEssentialCookiesOnly)}>
            Accept Essential Only
          </Button>
          <Button size="fit" onClick={() => choose(acceptAllCookies)}>
            Accept All
          </Button>
        </div>
      </div>
    </section>
  );
}
