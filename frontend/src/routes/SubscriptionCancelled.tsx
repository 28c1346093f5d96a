import { ButtonLink } from '@/components/ui/Button.tsx';
import { CancelledCheckout } from '@/components/ui/CheckoutResult.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';

/** Where Stripe sends an agency who cancels starting its subscription. */
export default function SubscriptionCancelled() {
  usePageTitle('Subscription Cancelled');
  return (
    <CancelledCheckout
      title="Subscription Cancelled"
      text="You cancelled before starting your subscription, so nothing has been charged. You can start it whenever you are ready."
      retry={<ButtonLink to="/post-job-agency">Try Again</ButtonLink>}
    />
  );
}
