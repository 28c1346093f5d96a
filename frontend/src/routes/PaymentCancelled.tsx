import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/Button.tsx';
import { CancelledCheckout } from '@/components/ui/CheckoutResult.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';

/** Where Stripe sends a family who cancels the checkout of a job posting. */
export default function PaymentCancelled() {
  const navigate = useNavigate();
  usePageTitle('Payment Cancelled');
  return (
    <CancelledCheckout
      title="Payment Cancelled"
      text="Your payment was cancelled and you have not been charged. Your job has not been published."
      retry={<Button onClick={() => navigate(-1)}>Try Again</Button>}
    />
  );
}
