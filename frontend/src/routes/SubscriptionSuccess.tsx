import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { AGENCY_PLAN } from '@contract/agency-constants.ts';
import type { SubscriptionStatus } from '@contract/agency.ts';
import { api, ApiError } from '../api/client.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { buttonClass, ButtonLink } from '../components/ui/Button.tsx';
import { AGENCY_BENEFITS } from '../components/agency/format.ts';
import { Card } from '../components/ui/Card.tsx';
import { CheckIcon } from '../components/ui/icons.tsx';
import { CONTACT_EMAIL, pageTitle } from '../site.ts';

/** The spec's 2 s of 'verifying', at least, however quickly the answer comes. */
export const MIN_VERIFYING_MS = 2000;
/** Stripe's webhook can be late: the status is read again every 2 s, for about 10 s in all. */
const RETRIES = 4;
const RETRY_DELAY_MS = 2000;

const FAILED_TITLE = 'Subscription could not be confirmed';
const SUCCESS_TITLE = 'Welcome to Premium!';

/** Not subscribed yet: worth asking again (the webhook may not have arrived). */
class NotYetSubscribed extends Error {}

/**
 * Where Stripe sends an agency after starting its subscription: checks with the server (which also
 * asks Stripe) that the subscription is live, retrying for a while, then welcomes it to Premium.
 */
export default function SubscriptionSuccess() {
  const [params] = useSearchParams();
  const location = useLocation();
  const sessionId = params.get('session_id')?.trim() ?? '';
  const { user, loading } = useAuth();

  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setWaited(true), MIN_VERIFYING_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const check = useQuery({
    queryKey: ['subscription-confirm', sessionId, user?.id],
    enabled: !loading && Boolean(user) && Boolean(sessionId),
    queryFn: async () => {
      const status = await api<SubscriptionStatus>('/agency/subscription', { auth: 'required' });
      if (!status.hasSubscription) throw new NotYetSubscribed('The subscription is not active yet.');
      return status;
    },
    // Only a subscription not yet active (or a passing server problem) is worth another look.
    retry: (count, error) =>
      count < RETRIES &&
      (error instanceof NotYetSubscribed ||
        (error instanceof ApiError && (error.status >= 500 || error.status === 0))),
    retryDelay: RETRY_DELAY_MS,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  const state: 'verifying' | 'success' | 'error' | 'sign-in' = !sessionId
    ? 'error'
    : loading
      ? 'verifying'
      : !user
        ? 'sign-in'
        : !waited
          ? 'verifying'
          : check.isSuccess
            ? 'success'
            : check.isError
              ? 'error'
              : 'verifying';

  useEffect(() => {
    document.title = pageTitle(
      state === 'success'
        ? SUCCESS_TITLE
        : state === 'error'
          ? FAILED_TITLE
          : state === 'sign-in'
            ? 'Sign in to confirm your subscription'
            : 'Verifying Subscription',
    );
  }, [state]);

  // The outcome's heading takes focus, so screen-reader users hear the result that replaced the status.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state === 'success' || state === 'error') heading.current?.focus();
    if (state === 'error' && check.error) console.error('Confirming the subscription failed', check.error);
  }, [state, check.error]);

  const isTrial = check.data?.isTrial ?? false;

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-16">
      <Card className="text-center">
        {state === 'verifying' && (
          <div role="status" aria-live="polite">
            <span
              aria-hidden="true"
              className="mx-auto block size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700 motion-reduce:animate-none"
            />
            <h1 className="mt-4 text-2xl font-bold text-slate-900">Verifying your subscription...</h1>
            <p className="mt-3 text-slate-700">This only takes a moment. Please keep this page open.</p>
          </div>
        )}

        {state === 'sign-in' && (
          <>
            <h1 className="text-2xl font-bold text-slate-900">Sign in to confirm your subscription</h1>
            <p className="mt-3 text-slate-700">
              Sign in with your agency account and we’ll confirm your subscription straight away.
            </p>
            <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
              <ButtonLink to={`/auth?redirect=${encodeURIComponent(location.pathname + location.search)}`}>
                Sign In
              </ButtonLink>
              <ButtonLink to="/" variant="outline">
                Back to Home
              </ButtonLink>
            </div>
          </>
        )}

        {state === 'success' && (
          <>
            <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
              {SUCCESS_TITLE}
            </h1>
            <p className="mt-3 text-slate-700">
              {isTrial
                ? `Your ${AGENCY_PLAN.trialDays}-day free trial of ${AGENCY_PLAN.name} has started.`
                : `Your ${AGENCY_PLAN.name} subscription is active.`}{' '}
              Here’s what you get:
            </p>
            <ul className="mx-auto mt-4 inline-block space-y-2 text-left text-slate-800">
              {[...AGENCY_BENEFITS, ...(isTrial ? [`${AGENCY_PLAN.trialDays}-day free trial`] : [])].map(
                (item) => (
                  <li key={item} className="flex items-start gap-2">
                    <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
                    {item}
                  </li>
                ),
              )}
            </ul>
            <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
              <ButtonLink to="/post-job-agency">Post a Job</ButtonLink>
              <ButtonLink to="/" variant="outline">
                Back to Home
              </ButtonLink>
            </div>
          </>
        )}

        {state === 'error' && (
          <>
            <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
              {FAILED_TITLE}
            </h1>
            <p className="mt-3 text-slate-700">
              {sessionId
                ? 'We couldn’t confirm your subscription yet. If you completed checkout it can take a few minutes to show: try again shortly, or contact support.'
                : 'This page was opened without a checkout reference, so there is nothing to confirm. If you completed checkout, go back to the agency page to see your subscription, or contact support.'}
            </p>
            {sessionId && (
              <p className="mt-4 text-sm text-slate-600">
                Please quote this reference: <code className="font-mono break-all">{sessionId}</code>
              </p>
            )}
            <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
              <ButtonLink to="/post-job-agency">Try Again</ButtonLink>
              <ButtonLink to="/" variant="outline">
                Back to Home
              </ButtonLink>
              <a href={`mailto:${CONTACT_EMAIL}`} className={buttonClass('outline')}>
                Contact Support
              </a>
            </div>
          </>
        )}
      </Card>
    </div>
  );
}
