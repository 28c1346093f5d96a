import { useSearchParams } from 'react-router-dom';
import { myJobPath } from '@contract/hiring-constants.ts';
import { ButtonLink } from '@/components/ui/Button.tsx';
import { CancelledCheckout } from '@/components/ui/CheckoutResult.tsx';
import { useHydrated } from '@/components/layout/useHydrated.ts';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';

/** A job id as checkout's return address carries it (anything else is ignored). */
const JOB_ID = /^[a-z0-9-]{8,64}$/;

/**
 * Where Stripe sends a family who cancels the checkout of a job posting. Its address names the draft
 * (`?job=`): Try Again leads to it in their jobs, where its payment is resumed (with a promo code, if
 * they have one) or the draft discarded. Opened without one (an old link, a bookmark), it leads to the
 * job form, which keeps what was typed in this browser. The page is prerendered to HTML before anyone opens
 * it, so the draft's link is put in once the app runs it.
 */
export default function PaymentCancelled() {
  usePageTitle('Payment Cancelled');
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const jobId = params.get('job') ?? '';
  const draft = hydrated && JOB_ID.test(jobId) ? jobId : null;
  return (
    <CancelledCheckout
      title="Payment Cancelled"
      text={
        draft
          ? 'Your payment was cancelled and you have not been charged. Your job has not been published: it is kept as a draft in your jobs for 7 days, where you can pay for it or discard it.'
          : 'Your payment was cancelled and you have not been charged. Your job has not been published.'
      }
      retry={<ButtonLink to={draft ? myJobPath(draft) : '/post-job-family'}>Try Again</ButtonLink>}
    />
  );
}
