import { useNavigate } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/Button.tsx';
import { Outcome, ResultActions, ResultCard } from '@/components/ui/CheckoutResult.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';

/** Where Stripe sends a family who cancels the checkout of a job posting. */
export default function PaymentCancelled() {
  const navigate = useNavigate();
  usePageTitle('Payment Cancelled');
  return (
    <ResultCard>
      <Outcome title="Payment Cancelled">
        <p className="mt-3 text-slate-700">
          Your payment was cancelled and you have not been charged. Your job has not been published.
        </p>
        <ResultActions>
          <Button onClick={() => navigate(-1)}>Try Again</Button>
          <ButtonLink to="/" variant="outline">
            Back to Home
          </ButtonLink>
        </ResultActions>
      </Outcome>
    </ResultCard>
  );
}
