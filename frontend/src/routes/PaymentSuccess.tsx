import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { JOB_MESSAGES } from '@contract/jobs-constants.ts';
import type { verifyPaymentResponse } from '@contract/jobs.ts';
import { api, type Answer } from '../api/client.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { buttonClass, ButtonLink } from '../components/ui/Button.tsx';
import { Card } from '../components/ui/Card.tsx';
import { notify } from '../components/ui/toast.ts';
import { CONTACT_EMAIL, pageTitle } from '../site.ts';

const FAILED_TITLE = 'Payment Verification Failed';
const FAILED_TEXT = 'There was an issue verifying your payment. Please contact support.';

/**
 * Where Stripe sends a family after paying for a job post: checks the session once with the server,
 * which publishes the job, then shows the job id (or the spec's failure with a support link).
 */
export default function PaymentSuccess() {
  const [params] = useSearchParams();
  const location = useLocation();
  const sessionId = params.get('session_id')?.trim() ?? '';
  const { user, loading, demo } = useAuth();
  // The demo has no accounts or payments: its job form comes here with a demo session to confirm.
  const signedIn = Boolean(user) || demo;

  // A query, not an effect: the cache runs the POST once per session, even when StrictMode mounts the
  // page twice, and keeps the answer if the page is shown again.
  const verify = useQuery({
    queryKey: ['payment-verify', sessionId, user?.id],
    enabled: !loading && signedIn && Boolean(sessionId),
    queryFn: () =>
      api<Answer<typeof verifyPaymentResponse>>('/payments/verify', {
        method: 'POST',
        auth: 'required',
        body: { sessionId },
      }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  const state: 'verifying' | 'success' | 'error' | 'sign-in' = !sessionId
    ? 'error'
    : loading
      ? 'verifying'
      : !signedIn
        ? 'sign-in'
        : verify.isSuccess
          ? 'success'
          : verify.isError
            ? 'error'
            : 'verifying';

  useEffect(() => {
    document.title = pageTitle(
      state === 'success' ? JOB_MESSAGES.posted : state === 'error' ? FAILED_TITLE : 'Verifying Payment',
    );
  }, [state]);

  // The outcome is toasted once (a ref, so StrictMode's second effect does not repeat it) and its
  // heading takes focus, so screen-reader users hear the result that replaced the status.
  const heading = useRef<HTMLHeadingElement>(null);
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (state !== 'success' && state !== 'error') return;
    if (announced.current === state) return;
    announced.current = state;
    heading.current?.focus();
    if (state === 'success') notify.success(JOB_MESSAGES.posted, 'Your job is now live on the job board.');
    else {
      if (verify.error) console.error('Verifying the payment failed', verify.error);
      notify.error(FAILED_TITLE, FAILED_TEXT);
    }
  }, [state, verify.error]);

  if (state === 'sign-in')
    return (
      <Navigate to={`/auth?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />
    );

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-16">
      <Card className="text-center">
        {state === 'verifying' && (
          <div role="status" aria-live="polite">
            <span
              aria-hidden="true"
              className="mx-auto block size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700 motion-reduce:animate-none"
            />
            <h1 className="mt-4 text-2xl font-bold text-slate-900">Verifying your payment...</h1>
            <p className="mt-3 text-slate-700">This only takes a moment. Please keep this page open.</p>
          </div>
        )}

        {state === 'success' && verify.data && (
          <>
            <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
              {JOB_MESSAGES.posted}
            </h1>
            <p className="mt-3 text-slate-700">
              Thank you. Your payment is confirmed and your job is now live on the job board.
            </p>
            <p className="mt-4 text-sm text-slate-700">
              Job ID:{' '}
              <code
                data-testid="job-id"
                className="rounded bg-slate-100 px-1.5 py-0.5 font-mono break-all text-slate-900"
              >
                {verify.data.jobId}
              </code>
            </p>
            <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
              <ButtonLink to="/jobs">View Job Board</ButtonLink>
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
            <p className="mt-3 text-slate-700">{FAILED_TEXT}</p>
            {sessionId && (
              <p className="mt-4 text-sm text-slate-600">
                Please quote this reference: <code className="font-mono break-all">{sessionId}</code>
              </p>
            )}
            <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
              <ButtonLink to="/">Back to Home</ButtonLink>
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
