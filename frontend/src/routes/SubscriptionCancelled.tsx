import { useEffect } from 'react';
import { ButtonLink } from '../components/ui/Button.tsx';
import { Card } from '../components/ui/Card.tsx';
import { pageTitle } from '../site.ts';

/** Where Stripe sends an agency who cancels starting its subscription. */
export default function SubscriptionCancelled() {
  useEffect(() => {
    document.title = pageTitle('Subscription Cancelled');
  }, []);
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="text-center">
        <h1 className="text-2xl font-bold text-slate-900">Subscription Cancelled</h1>
        <p className="mt-3 text-slate-700">
          You cancelled before starting your subscription, so nothing has been charged. You can start it
          whenever you are ready.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/post-job-agency">Try Again</ButtonLink>
          <ButtonLink to="/" variant="outline">
            Back to Home
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
