import type { ReactNode } from 'react';
import {
  APPLICATION_STATUS_LABELS,
  MY_JOB_STATE_LABELS,
  type ApplicationStatus,
  type MyJobState,
} from '@contract/hiring-constants.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { PageLoading } from '@/components/layout/PageLoading.tsx';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { ButtonLink } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { cn } from '@/components/ui/cn.ts';
import { signInPath } from '@/features/auth/links.ts';

const CHIP =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 whitespace-nowrap';

/** Each chip says its state in words; the colour only repeats it. */
const STATE_TONES: Record<MyJobState, string> = {
  unpaid: 'bg-amber-50 text-amber-900 ring-amber-300',
  processing: 'bg-amber-50 text-amber-900 ring-amber-300',
  live: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  hidden: 'bg-red-50 text-red-900 ring-red-300',
  closed: 'bg-slate-100 text-slate-800 ring-slate-300',
  filled: 'bg-brand-50 text-brand-900 ring-brand-300',
  expired: 'bg-slate-100 text-slate-800 ring-slate-300',
};

const STATUS_TONES: Record<ApplicationStatus, string> = {
  new: 'bg-brand-50 text-brand-900 ring-brand-300',
  viewed: 'bg-slate-100 text-slate-800 ring-slate-300',
  shortlisted: 'bg-amber-50 text-amber-900 ring-amber-300',
  hired: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  declined: 'bg-red-50 text-red-900 ring-red-300',
  withdrawn: 'bg-slate-100 text-slate-800 ring-slate-300',
  closed: 'bg-slate-100 text-slate-800 ring-slate-300',
};

export function JobStateChip({ state, className }: { state: MyJobState; className?: string }) {
  return (
    <span className={cn(CHIP, STATE_TONES[state], className)} data-testid="job-state">
      {MY_JOB_STATE_LABELS[state]}
    </span>
  );
}

export function ApplicantStatusChip({
  status,
  className,
}: {
  status: ApplicationStatus;
  className?: string;
}) {
  return (
    <span className={cn(CHIP, STATUS_TONES[status], className)} data-testid="applicant-status">
      {APPLICATION_STATUS_LABELS[status]}
    </span>
  );
}

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
export function UnpaidNote() {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3">
      <p className="min-w-0 flex-1 text-sm text-slate-900">
        This job’s payment was not completed, so it is not on the board. Unpaid jobs are kept for 7 days: post
        it again to pay.
      </p>
      <ButtonLink to="/post-job-family" size="sm">
        Resume payment
      </ButtonLink>
    </div>
  );
}
