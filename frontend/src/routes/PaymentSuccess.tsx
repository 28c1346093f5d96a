import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { jobPagePath, jobReference } from '@contract/jobs-constants.ts';
import { JOB_MESSAGES } from '@contract/job-messages.ts';
import { ALL_JOBS_KEY } from '@/features/jobs/queries.ts';
import { paymentVerifyQuery } from '@/features/payments/queries.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { ButtonLink } from '@/components/ui/Button.tsx';
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
import { notify } from '@/components/ui/toast.ts';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { logFailure } from '@/api/errors.ts';

const FAILED_TITLE = 'Payment Verification Failed';
const FAILED_TEXT = 'There was an issue verifying your payment. Please contact support.';
const PENDING_TITLE = 'Payment Processing';

/**
 * Where Stripe sends a family after paying for a job post: checks the session once with the server,
 * which publishes the job, then links to the job's own page, with its id for the family's records (or
 * the spec's failure with a support link). A payment that settles later (a bank debit) is shown as being
 * processed: the job goes live, and the receipt is emailed, when it succeeds; its page says so meanwhile.
 */
export default function PaymentSuccess() {
  const [params] = useSearchParams();
  const location = useLocation();
  const sessionId = params.get('session_id')?.trim() ?? '';
  const { user, loading, demo } = useAuth();
  const queryClient = useQueryClient();
  // The demo has no accounts or payments: its job form comes here with a demo session to confirm.
  const signedIn = Boolean(user) || demo;

  const verify = useQuery({
    ...paymentVerifyQuery(sessionId, user?.id),
    enabled: !loading && signedIn && Boolean(sessionId),
  });

  const state = checkoutState({ sessionId, loading, signedIn, check: verify });
  const pending = state === 'success' && verify.data?.pending === true;

  usePageTitle(
    pending
      ? PENDING_TITLE
      : state === 'success'
        ? JOB_MESSAGES.posted
        : state === 'error'
          ? FAILED_TITLE
          : 'Verifying Payment',
  );

  // The outcome is toasted once, as its heading takes focus.
  const heading = useOutcomeHeading(state, (outcome) => {
    if (outcome === 'success' && verify.data?.pending)
      notify.info(PENDING_TITLE, JOB_MESSAGES.paymentPending);
    else if (outcome === 'success') {
      notify.success(JOB_MESSAGES.posted, 'Your job is now live on the job board.');
      // A board read before paying does not have it yet.
      void queryClient.invalidateQueries({ queryKey: ALL_JOBS_KEY });
    } else {
      if (verify.error) logFailure('Verifying the payment failed', verify.error);
      notify.error(FAILED_TITLE, FAILED_TEXT);
    }
  });

  if (state === 'sign-in')
    return (
      <Navigate to={`/auth?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />
    );

  return (
    <ResultCard>
      {state === 'verifying' && <VerifyingStatus title="Verifying your payment..." />}

      {pending && verify.data && (
        <Outcome heading={heading} title={PENDING_TITLE}>
          <p className="mt-3 text-slate-700">{JOB_MESSAGES.paymentPending}</p>
          <JobReference jobId={verify.data.jobId} />
          <ResultActions>
            <ButtonLink to={jobPagePath(verify.data.jobId)}>View your job</ButtonLink>
            <ButtonLink to="/" variant="outline">
              Back to Home
            </ButtonLink>
          </ResultActions>
        </Outcome>
      )}

      {state === 'success' && !pending && verify.data && (
        <Outcome heading={heading} title={JOB_MESSAGES.posted}>
          <p className="mt-3 text-slate-700">
            Thank you. Your payment is confirmed and your job is now live on the job board.
          </p>
          <JobReference jobId={verify.data.jobId} />
          <ResultActions wrap>
            <ButtonLink to={jobPagePath(verify.data.jobId)}>View your job</ButtonLink>
            <ButtonLink to="/jobs" variant="outline">
              View Job Board
            </ButtonLink>
            <ButtonLink to="/" variant="outline">
              Back to Home
            </ButtonLink>
          </ResultActions>
        </Outcome>
      )}

      {state === 'error' && (
        <Outcome heading={heading} title={FAILED_TITLE}>
          <p className="mt-3 text-slate-700">{FAILED_TEXT}</p>
          <CheckoutReference sessionId={sessionId} />
          <ResultActions>
            <ButtonLink to="/">Back to Home</ButtonLink>
            <ContactSupportLink />
          </ResultActions>
        </Outcome>
      )}
    </ResultCard>
  );
}

/**
 * The job's short reference under an outcome, for the family's records and to read out to support (the
 * receipt carries it too; the job's page is linked below).
 */
function JobReference({ jobId }: { jobId: string }) {
  return (
    <p className="mt-4 text-sm text-slate-700">
      Reference:{' '}
      <code
        data-testid="job-reference"
        className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-900"
      >
        {jobReference(jobId)}
      </code>{' '}
      (quote it if you contact us about this job)
    </p>
  );
}
