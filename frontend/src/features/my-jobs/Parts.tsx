import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { HIRING_MESSAGES } from '@contract/hiring-constants.ts';
import { JOB_MESSAGES } from '@contract/job-messages.ts';
import { ApiError } from '@/api/client.ts';
import { logFailure } from '@/api/errors.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { PageLoading } from '@/components/layout/PageLoading.tsx';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { PAGE_TOP_ID } from '@/components/layout/ScrollToTop.tsx';
import { Button, ButtonLink } from '@/components/ui/Button.tsx';
import { cn } from '@/components/ui/cn.ts';
import { CONTROL_CLASS } from '@/components/ui/controlClass.ts';
import { Dialog } from '@/components/ui/Dialog.tsx';
import { FieldError } from '@/components/ui/Field.tsx';
import { notify } from '@/components/ui/toast.ts';
import { discardDraft, refusalText, resumePayment } from '@/features/my-jobs/api.ts';
import { myJobKey, myJobsKey } from '@/features/my-jobs/queries.ts';
import { readAppliedPromoCode } from '@/features/job-posting/appliedPromo.ts';
import { normaliseCode } from '@/features/job-posting/promoCode.ts';
import { Card } from '@/components/ui/Card.tsx';
import { signInPath } from '@/features/auth/links.ts';

/** Where a nanny's own account area starts, and anyone else's. */
const ELSEWHERE = {
  nanny: { to: '/my-applications', label: 'Go to my applications' },
  other: { to: '/jobs', label: 'Browse jobs' },
} as const;

/**
 * The poster's pages are for families and agencies: a visitor is asked to sign in (and comes back), a
 * nanny is shown where her own things are. The demo has no accounts: it shows its sample jobs as a
 * family's. `children` gets the id the page's cache entries are kept under.
 */
export function PosterOnly({
  title,
  returnTo,
  children,
}: {
  title: string;
  returnTo: string;
  children: (userId: string) => ReactNode;
}) {
  const { user, loading, demo } = useAuth();
  if (loading) return <PageLoading />;
  if (demo && !user) return children('demo');
  if (!user)
    return (
      <PageShell title={title} width="narrow">
        <Card>
          <p className="font-semibold text-slate-900">Please sign in to continue.</p>
          <p className="mt-2 text-slate-800">
            Your jobs and their applicants are in your account. Sign in to see them.
          </p>
          <ButtonLink to={signInPath(returnTo)} className="mt-6">
            Sign in
          </ButtonLink>
        </Card>
      </PageShell>
    );
  if (user.userType !== 'family' && user.userType !== 'agency') {
    const elsewhere = user.userType === 'nanny' ? ELSEWHERE.nanny : ELSEWHERE.other;
    return (
      <PageShell title={title} width="narrow">
        <Card>
          <h2 className="text-xl font-semibold text-slate-900">This page is for families and agencies</h2>
          <p className="mt-2 text-slate-800">
            {user.userType === 'nanny'
              ? 'Jobs are posted by families and agencies. The jobs you have applied to are in your applications.'
              : 'Jobs are posted by family and agency accounts, and yours is neither.'}
          </p>
          <ButtonLink to={elsewhere.to} variant="outline" className="mt-6">
            {elsewhere.label}
          </ButtonLink>
        </Card>
      </PageShell>
    );
  }
  return children(user.id);
}

/**
 * An unpaid family job: its checkout can be resumed, with a promo code (the draft's own, else one
 * applied on this device, to start with; the server prices it as a post), or the draft discarded (its
 * checkout ended and a promo code's use given back). Unpaid drafts are removed after a week anyway.
 */
export function UnpaidNote({
  userId,
  job,
  onDiscarded,
}: {
  userId: string;
  job: { id: string; title: string; promoCode: string | null };
  /** After the draft is gone (the list reads again); the page of the draft leaves for the list. */
  onDiscarded?: () => void;
}) {
  const queryClient = useQueryClient();
  const codeId = useId();
  const [code, setCode] = useState(() => job.promoCode ?? readAppliedPromoCode() ?? '');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [opening, setOpening] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const discarded = useRef(false);

  const resume = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (opening) return;
    setOpening(true);
    setCodeError(undefined);
    try {
      const { checkoutUrl } = await resumePayment(job.id, normaliseCode(code));
      window.location.assign(checkoutUrl);
    } catch (e) {
      setOpening(false);
      logFailure('Resuming the payment failed', e);
      if (e instanceof ApiError && e.fields.discountCode) {
        setCodeError(e.fields.discountCode);
        document.getElementById(codeId)?.focus();
        return;
      }
      notify.error('Payment could not be resumed', refusalText(e, JOB_MESSAGES.paymentFailed));
      if (e instanceof ApiError && (e.status === 409 || e.status === 404))
        void queryClient.invalidateQueries({ queryKey: myJobsKey(userId) });
    }
  };

  const discard = async () => {
    if (discarding) return;
    setDiscarding(true);
    try {
      await discardDraft(job.id);
      discarded.current = true;
      setConfirming(false);
      notify.success(HIRING_MESSAGES.discarded, `“${job.title}” is no longer in your jobs.`);
      // Its own page, if open, is left as it is (onDiscarded leaves it) and read again if opened again.
      void queryClient.invalidateQueries({ queryKey: myJobKey(userId, job.id), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: myJobsKey(userId) });
      onDiscarded?.();
    } catch (e) {
      logFailure('Discarding the draft failed', e);
      notify.error('The draft was not discarded', refusalText(e));
      if (e instanceof ApiError && (e.status === 409 || e.status === 404)) {
        setConfirming(false);
        void queryClient.invalidateQueries({ queryKey: myJobsKey(userId) });
        void queryClient.invalidateQueries({ queryKey: myJobKey(userId, job.id) });
      }
    } finally {
      setDiscarding(false);
    }
  };

  return (
    <div className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-3">
      <p className="text-sm text-slate-900">
        This job’s payment was not completed, so it is not on the board. Unpaid jobs are kept for 7 days.
      </p>
      <form noValidate onSubmit={(e) => void resume(e)} className="mt-3 flex flex-wrap items-end gap-3">
        <div className="w-full max-w-56 min-w-0 space-y-1.5">
          <label htmlFor={codeId} className="block text-sm font-medium text-slate-900">
            Promo code (optional)
          </label>
          <input
            id={codeId}
            name="discountCode"
            value={code}
            maxLength={40}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? `${codeId}-error` : undefined}
            onChange={(e) => {
              setCode(e.target.value.toUpperCase());
              if (codeError) setCodeError(undefined);
            }}
            className={cn(CONTROL_CLASS, 'tracking-wider uppercase')}
          />
        </div>
        <Button type="submit" size="sm" aria-busy={opening || undefined} aria-disabled={opening || undefined}>
          {opening ? 'Opening checkout…' : 'Resume payment'}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => setConfirming(true)}>
          Discard draft
        </Button>
        {codeError && (
          <FieldError id={`${codeId}-error`} className="w-full">
            {codeError}
          </FieldError>
        )}
      </form>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Discard this draft?"
        description="It is removed from your jobs and its checkout is closed, so it can no longer be paid for. You have not been charged."
        onCloseAutoFocus={(event) => {
          if (!discarded.current) return;
          // Its note is gone with it: focus starts again at the top of the page.
          event.preventDefault();
          document.getElementById(PAGE_TOP_ID)?.focus({ preventScroll: true });
        }}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
          <Button
            variant="destructive"
            onClick={() => void discard()}
            aria-busy={discarding || undefined}
            aria-disabled={discarding || undefined}
          >
            {discarding ? 'Discarding…' : 'Discard draft'}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
