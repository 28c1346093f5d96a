import { useState, type ReactNode } from 'react';
import { JOB_MESSAGES } from '@contract/jobs-constants.ts';
import { ApiError } from '@/api/client.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { PageLoading } from '@/components/layout/PageLoading.tsx';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { Button, ButtonLink } from '@/components/ui/Button.tsx';
import { notify } from '@/components/ui/toast.ts';
import { resumePayment } from '@/features/my-jobs/api.ts';
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
 * An unpaid family job: its page does not take the payment, so the family posts it again through the
 * job form; the unpaid one is removed after a week.
 */
export function UnpaidNote({ jobId }: { jobId: string }) {
  const [opening, setOpening] = useState(false);
  const resume = async () => {
    if (opening) return;
    setOpening(true);
    try {
      const { checkoutUrl } = await resumePayment(jobId);
      window.location.assign(checkoutUrl);
    } catch (e) {
      setOpening(false);
      notify.error(
        'Payment could not be resumed',
        e instanceof ApiError ? e.message : JOB_MESSAGES.paymentFailed,
      );
    }
  };
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3">
      <p className="min-w-0 flex-1 text-sm text-slate-900">
        This job’s payment was not completed, so it is not on the board. Unpaid jobs are kept for 7 days.
      </p>
      <Button size="sm" onClick={() => void resume()} aria-busy={opening || undefined}>
        {opening ? 'Opening checkout…' : 'Resume payment'}
      </Button>
    </div>
  );
}
