import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { useNavigate } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  AGENCY_MESSAGES,
  AGENCY_PLAN,
  formatPlanType,
  subscriptionBadge,
} from '@contract/agency-constants.ts';
import type { SubscriptionStatus } from '@contract/agency.ts';
import { ApiError } from '@/api/client.ts';
import { openBillingPortal, startSubscriptionCheckout } from '@/features/agency/api.ts';
import { normaliseCode } from '@/features/job-posting/promoCode.ts';
import { Button } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { InputField } from '@/components/ui/Field.tsx';
import { CheckIcon } from '@/components/ui/icons/CheckIcon.tsx';
import { cn } from '@/components/ui/cn.ts';
import { notify } from '@/components/ui/toast.ts';
import {
  AGENCY_BENEFITS,
  AGENCY_PRICE_LABEL,
  AGENCY_SIGN_IN_PATH,
  epochIso,
  formatEpochDate,
  isPaymentFailed,
} from '@/features/agency/format.ts';
import { useExternalTab } from '@/features/agency/useExternalTab.ts';
import { logFailure } from '@/api/errors.ts';

type Busy = 'checkout' | 'portal' | null;

/** A server's message worth showing (not a bare 'The server answered 500.'). */
const shownMessage = (e: unknown) =>
  e instanceof ApiError && (e.status === 0 || (e.status >= 400 && e.status < 500)) ? e.message : undefined;

function DateValue({ seconds }: { seconds: number }) {
  return <time dateTime={epochIso(seconds)}>{formatEpochDate(seconds)}</time>;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

interface SubscriptionCardProps {
  status: UseQueryResult<SubscriptionStatus>;
  /** Lets the page move focus here (e.g. from the form's 'Subscription Required' alert). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The spec's subscription card: loading, then subscribed (badge, plan, dates, Manage subscription) or
 * not (Agency Premium at £100/month, first month free, a discount code and Start FREE Trial). Checkout
 * and the billing portal open in a new tab; the card refreshes 2 s after that tab closes.
 */
export function SubscriptionCard({ status, headingRef }: SubscriptionCardProps) {
  const navigate = useNavigate();
  const headingId = useId();
  const { data, isPending, isError, refetch } = status;
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [tabOpen, setTabOpen] = useState<Exclude<Busy, null> | null>(null);
  const external = useExternalTab(() => {
    setTabOpen(null);
    void refetch();
  });

  // Once the subscription starts, the waiting note and the code typed for it are done with.
  const subscribed = data?.hasSubscription ?? false;
  useEffect(() => {
    if (!subscribed) return;
    setCode('');
    setCodeError(null);
    setTabOpen((open) => (open === 'checkout' ? null : open));
  }, [subscribed]);

  const sessionEnded = () => {
    notify.info('Please sign in again', 'Your session has ended. Your answers are kept on this device.');
    navigate(AGENCY_SIGN_IN_PATH);
  };

  const startCheckout = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy('checkout');
    setCodeError(null);
    try {
      const outcome = await external.open(() => startSubscriptionCheckout(normaliseCode(code)));
      if (outcome === 'tab') setTabOpen('checkout');
    } catch (e) {
      logFailure('Starting the subscription failed', e);
      if (e instanceof ApiError && e.status === 401) return sessionEnded();
      const fieldMessage = e instanceof ApiError && e.status === 400 ? e.fields.discountCode : undefined;
      if (fieldMessage) {
        setCodeError(fieldMessage);
        codeInput.current?.focus();
        notify.error(AGENCY_MESSAGES.createFailed, fieldMessage);
        return;
      }
      notify.error(AGENCY_MESSAGES.createFailed, shownMessage(e));
      // Already subscribed (409): show what the server knows.
      if (e instanceof ApiError && e.status === 409) void refetch();
    } finally {
      setBusy(null);
    }
  };

  const openPortal = async () => {
    if (busy) return;
    setBusy('portal');
    try {
      const outcome = await external.open(openBillingPortal);
      if (outcome === 'tab') setTabOpen('portal');
    } catch (e) {
      logFailure('Opening the customer portal failed', e);
      if (e instanceof ApiError && e.status === 401) return sessionEnded();
      notify.error(AGENCY_MESSAGES.portalFailed, shownMessage(e));
    } finally {
      setBusy(null);
    }
  };

  // A subscription that has not ended but does not allow posting (a failed renewal, say): it is put
  // right in the billing portal, never by subscribing again.
  const paymentFailed = Boolean(data?.canManage && data.needsManagement);
  const failedPayment = Boolean(data && isPaymentFailed(data.status));

  const manageButton = (
    <Button
      variant={paymentFailed ? 'primary' : 'outline'}
      className="w-full"
      aria-disabled={busy !== null || undefined}
      aria-busy={busy === 'portal' || undefined}
      onClick={() => void openPortal()}
    >
      {busy === 'portal' ? 'Opening...' : 'Manage subscription'}
    </Button>
  );

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900 focus:outline-none"
        >
          {AGENCY_PLAN.name}
        </h2>

        {/* The card's state in a few words, announced as it changes. */}
        <div aria-live="polite" className="mt-3 space-y-2">
          {!data && isPending && (
            <p className="flex items-center gap-2 text-slate-700">
              <span
                aria-hidden="true"
                className="block size-5 animate-spin rounded-full border-3 border-brand-100 border-t-brand-700 motion-reduce:animate-none"
              />
              Checking your subscription…
            </p>
          )}
          {!data && isError && <p className="text-slate-800">We couldn’t check your subscription.</p>}
          {data?.hasSubscription && (
            <p>
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900 ring-1 ring-brand-700/30">
                <CheckIcon className="size-4" />
                {subscriptionBadge(data.isTrial)}
              </span>
            </p>
          )}
          {paymentFailed && (
            <p className="font-semibold text-red-800">
              <span aria-hidden="true">⚠ </span>
              {failedPayment ? 'Your last payment failed' : 'Your subscription needs attention'}
            </p>
          )}
          {data && !data.hasSubscription && !paymentFailed && (
            <p className="text-slate-700">No active subscription</p>
          )}
          {tabOpen && (
            <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
              {tabOpen === 'checkout'
                ? 'Checkout is open in a new tab. When you finish there, this card updates.'
                : 'Your billing page is open in a new tab. When you close it, this card updates.'}
            </p>
          )}
        </div>

        {!data && isError && (
          <Button variant="outline" className="mt-4" onClick={() => void refetch()}>
            Try again
          </Button>
        )}

        {paymentFailed && (
          <>
            <p className="mt-3 text-slate-800">
              {failedPayment
                ? 'Update your card in Manage subscription to keep posting jobs.'
                : 'Open Manage subscription to see what is needed to keep posting jobs.'}
            </p>
            <div className="mt-4">{manageButton}</div>
          </>
        )}

        {data?.hasSubscription && (
          <>
            <dl className="mt-4 space-y-2 text-sm">
              {data.planType && <Row label="Plan">{formatPlanType(data.planType)}</Row>}
              {data.isTrial && data.trialEnd !== null && (
                <Row label="Trial ends">
                  <DateValue seconds={data.trialEnd} />
                </Row>
              )}
              {data.currentPeriodEnd !== null && (
                <Row label="Current period ends">
                  <DateValue seconds={data.currentPeriodEnd} />
                </Row>
              )}
            </dl>
            {data.cancelAtPeriodEnd && data.currentPeriodEnd !== null && (
              <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900">
                <span className="font-semibold">
                  Cancels on <DateValue seconds={data.currentPeriodEnd} />
                </span>
                . You can post jobs until then.
              </p>
            )}
            <p className="mt-4 text-sm text-slate-700">
              Post as many jobs as you like, each shown with your agency’s name, logo and website.
            </p>
            {data.canManage && !paymentFailed && <div className="mt-4">{manageButton}</div>}
          </>
        )}

        {data && !data.hasSubscription && !paymentFailed && (
          <>
            <p className="mt-4 text-3xl font-bold text-slate-900">{AGENCY_PRICE_LABEL}</p>
            {data.trialAvailable && (
              <p className="mt-1 font-semibold text-accent-700">
                First month free
                <span className="font-normal text-slate-700">{` – ${AGENCY_PLAN.trialDays}-day free trial`}</span>
              </p>
            )}
            <ul className="mt-4 space-y-2 text-slate-800">
              {AGENCY_BENEFITS.map((benefit) => (
                <li key={benefit} className="flex items-start gap-2">
                  <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  {benefit}
                </li>
              ))}
            </ul>
            <form noValidate onSubmit={(e) => void startCheckout(e)} className="mt-5 space-y-4">
              <InputField
                ref={codeInput}
                label="Discount code"
                hint="Optional."
                name="subscriptionDiscountCode"
                value={code}
                maxLength={40}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                error={codeError ?? undefined}
                onChange={(e) => {
                  setCode(e.target.value.toUpperCase());
                  if (codeError) setCodeError(null);
                }}
                className="tracking-wider uppercase"
              />
              <Button
                type="submit"
                size="lg"
                variant="accent"
                className={cn('w-full', busy === 'checkout' && 'cursor-wait')}
                aria-disabled={busy !== null || undefined}
                aria-busy={busy === 'checkout' || undefined}
              >
                {busy === 'checkout'
                  ? 'Opening checkout...'
                  : data.trialAvailable
                    ? 'Start FREE Trial'
                    : 'Subscribe'}
              </Button>
              <p className="text-sm text-slate-600">
                {data.trialAvailable
                  ? `Then ${AGENCY_PRICE_LABEL}. You pay securely with Stripe, in a new tab.`
                  : 'You pay securely with Stripe, in a new tab.'}
              </p>
            </form>
          </>
        )}
      </Card>
    </section>
  );
}
