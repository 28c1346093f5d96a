import { useEffect, useEffectEvent, useRef, type ReactNode, type Ref } from 'react';
import { buttonClass, ButtonLink } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { cn } from '@/components/ui/cn.ts';
import { CONTACT_EMAIL } from '@/site.ts';
import type { CheckoutState } from '@/components/ui/checkoutState.ts';

/**
 * The outcome's heading, which takes focus once the outcome replaces the status, so screen-reader
 * users hear the result. `onOutcome` runs once per outcome (a ref, so StrictMode's second effect
 * does not repeat it), for a toast or a log line.
 */
export function useOutcomeHeading(state: CheckoutState, onOutcome?: (state: 'success' | 'error') => void) {
  const heading = useRef<HTMLHeadingElement>(null);
  const announced = useRef<CheckoutState | null>(null);
  const announce = useEffectEvent((outcome: 'success' | 'error') => onOutcome?.(outcome));
  useEffect(() => {
    if (state !== 'success' && state !== 'error') return;
    if (announced.current === state) return;
    announced.current = state;
    heading.current?.focus();
    announce(state);
  }, [state]);
  return heading;
}

/** The centred card the result pages show their status or outcome in. */
export function ResultCard({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-16">
      <Card className="text-center">{children}</Card>
    </div>
  );
}

/** A spinner and a polite status while the server confirms the checkout. */
export function VerifyingStatus({ title }: { title: string }) {
  return (
    <div role="status" aria-live="polite">
      <span
        aria-hidden="true"
        className="mx-auto block size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700 motion-reduce:animate-none"
      />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-700">This only takes a moment. Please keep this page open.</p>
    </div>
  );
}

/**
 * Where Stripe sends someone who cancelled a checkout: nothing was charged, with a way to try again
 * (`retry`) and one home.
 */
export function CancelledCheckout({ title, text, retry }: { title: string; text: string; retry: ReactNode }) {
  return (
    <ResultCard>
      <Outcome title={title}>
        <p className="mt-3 text-slate-700">{text}</p>
        <ResultActions>
          {retry}
          <ButtonLink to="/" variant="outline">
            Back to Home
          </ButtonLink>
        </ResultActions>
      </Outcome>
    </ResultCard>
  );
}

/** The outcome's title and text; the heading is focusable so it can take focus when it appears. */
export function Outcome({
  heading,
  title,
  children,
}: {
  heading?: Ref<HTMLHeadingElement>;
  title: string;
  children: ReactNode;
}) {
  return (
    <>
      <h1
        ref={heading}
        tabIndex={heading ? -1 : undefined}
        className="text-2xl font-bold text-slate-900 focus:outline-none"
      >
        {title}
      </h1>
      {children}
    </>
  );
}

/** The checkout session id, for support to find the payment. */
export function CheckoutReference({ sessionId }: { sessionId: string }) {
  if (!sessionId) return null;
  return (
    <p className="mt-4 text-sm text-slate-600">
      Please quote this reference: <code className="font-mono break-all">{sessionId}</code>
    </p>
  );
}

/** The row of buttons under an outcome: stacked on a phone, side by side from `sm`. */
export function ResultActions({ children, wrap = false }: { children: ReactNode; wrap?: boolean }) {
  return (
    <div className={cn('mt-6 flex flex-col justify-center gap-3 sm:flex-row', wrap && 'sm:flex-wrap')}>
      {children}
    </div>
  );
}

/** The spec's Contact Support link (a mailto), styled as an outline button. */
export function ContactSupportLink() {
  return (
    <a href={`mailto:${CONTACT_EMAIL}`} className={buttonClass('outline')}>
      Contact Support
    </a>
  );
}
