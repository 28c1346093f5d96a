import { ButtonLink } from '@/components/ui/Button.tsx';
import { Outcome, ResultActions, ResultCard } from '@/components/ui/CheckoutResult.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';

/** Where Stripe sends an agency who cancels starting its subscription. */
export default function SubscriptionCancelled() {
  usePageTitle('Subscription Cancelled');
  return (
    <ResultCard>
      <Outcome title="Subscription Cancelled">
        <p className="mt-3 text-slate-700">
          You cancelled before starting your subscription, so nothing has been charged. You can start it
          whenever you are ready.
        </p>
        <ResultActions>
          <ButtonLink to="/post-job-agency">Try Again</ButtonLink>
          <ButtonLink to="/" variant="outline">
            Back to Home
          </ButtonLink>
        </ResultActions>
      </Outcome>
    </ResultCard>
  );
}
