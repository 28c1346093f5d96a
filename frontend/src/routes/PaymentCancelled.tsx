import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, ButtonLink } from '../components/ui/Button.tsx';
import { Card } from '../components/ui/Card.tsx';
import { pageTitle } from '../site.ts';

/** Where Stripe sends a family who cancels the checkout of a job posting. */
export default function PaymentCancelled() {
  const navigate = useNavigate();
  useEffect(() => {
    document.title = pageTitle('Payment Cancelled');
  }, []);
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="text-center">
        <h1 className="text-2xl font-bold text-slate-900">Payment Cancelled</h1>
        <p className="mt-3 text-slate-700">
          Your payment was cancelled and you have not been charged. Your job has not been published.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={() => navigate(-1)}>Try Again</Button>
          <ButtonLink to="/" variant="outline">
            Back to Home
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
