import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { AGENCY_PLAN } from '@contract/agency-constants.ts';
import { subscriptionConfirmQuery } from '@/features/payments/queries.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { ButtonLink } from '@/components/ui/Button.tsx';
import { AGENCY_BENEFITS } from '@/features/agency/format.ts';
import {
  CheckoutReference,
  ContactSupportLink,
  Outcome,
  ResultActions,
  ResultCard,
  useOutcomeHeading,
  VerifyingStatus,
} from '@/components/ui/CheckoutResult.tsx';
import { checkoutState } from '@/components/ui/checkoutState.ts';
import { CheckIcon } from '@/components/ui/icons/CheckIcon.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { logFailure } from '@/api/errors.ts';

/** The spec's 2 s of 'verifying', at least, however quickly the answer comes. */
export const MIN_VERIFYING_MS = 2000;

const FAILED_TITLE = 'Subscription could not be confirmed';
const SUCCESS_TITLE = 'Welcome to Premium!';
const SIGN_IN_TITLE = 'Sign in to confirm your subscription';

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
    ...subscriptionConfirmQuery(sessionId, user?.id),
    enabled: !loading && Boolean(user) && Boolean(sessionId),
  });

  const state = checkoutState({ sessionId, loading, signedIn: Boolean(user), waited, check });

  usePageTitle(
    state === 'success'
      ? SUCCESS_TITLE
      : state === 'error'
        ? FAILED_TITLE
        : state === 'sign-in'
          ? SIGN_IN_TITLE
          : 'Verifying Subscription',
  );

  const heading = useOutcomeHeading(state, (outcome) => {
    if (outcome === 'error' && check.error) logFailure('Confirming the subscription failed', check.error);
  });

  const isTrial = check.data?.isTrial ?? false;

  return (
    <ResultCard>
      {state === 'verifying' && <VerifyingStatus title="Verifying your subscription..." />}

      {state === 'sign-in' && (
        <Outcome title={SIGN_IN_TITLE}>
          <p className="mt-3 text-slate-700">
            Sign in with your agency account and we’ll confirm your subscription straight away.
          </p>
          <ResultActions>
            <ButtonLink to={`/auth?redirect=${encodeURIComponent(location.pathname + location.search)}`}>
              Sign In
            </ButtonLink>
            <ButtonLink to="/" variant="outline">
              Back to Home
            </ButtonLink>
          </ResultActions>
        </Outcome>
      )}

      {state === 'success' && (
        <Outcome heading={heading} title={SUCCESS_TITLE}>
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
          <ResultActions>
            <ButtonLink to="/post-job-agency">Post a Job</ButtonLink>
            <ButtonLink to="/" variant="outline">
              Back to Home
            </ButtonLink>
          </ResultActions>
        </Outcome>
      )}

      {state === 'error' && (
        <Outcome heading={heading} title={FAILED_TITLE}>
          <p className="mt-3 text-slate-700">
            {sessionId
              ? 'We couldn’t confirm your subscription yet. If you completed checkout it can take a few minutes to show: try again shortly, or contact support.'
              : 'This page was opened without a checkout reference, so there is nothing to confirm. If you completed checkout, go back to the agency page to see your subscription, or contact support.'}
          </p>
          <CheckoutReference sessionId={sessionId} />
          <ResultActions wrap>
            <ButtonLink to="/post-job-agency">Try Again</ButtonLink>
            <ButtonLink to="/" variant="outline">
              Back to Home
            </ButtonLink>
            <ContactSupportLink />
          </ResultActions>
        </Outcome>
      )}
    </ResultCard>
  );
}
