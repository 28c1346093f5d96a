import type { ReactNode } from 'react';
import { SHARE_TEXTS } from '@contract/shares-texts.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { PageLoading } from '@/components/layout/PageLoading.tsx';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { SignInCard } from '@/features/account/SignInCard.tsx';
import { DEMO_MESSAGES } from '@/demo/messages.ts';

/**
 * The nanny share pages are for family accounts: a visitor is asked to sign in (and comes back), another
 * type of account is told plainly. The demo has no accounts, so it says so. `children` gets the id the
 * page's cache entries are kept under.
 */
export function FamiliesOnly({
  title,
  intro,
  returnTo,
  children,
}: {
  title: string;
  intro?: ReactNode;
  returnTo: string;
  children: (userId: string) => ReactNode;
}) {
  const { user, loading, demo } = useAuth();
  if (loading) return <PageLoading />;
  if (!user && demo)
    return (
      <PageShell title={title} intro={intro} width="narrow">
        <p role="note" className="rounded-2xl border border-brand-200 bg-brand-50 p-4 text-slate-900">
          {DEMO_MESSAGES.accountsTitle}: a family account starts or joins a nanny share here.
        </p>
      </PageShell>
    );
  if (!user)
    return (
      <PageShell title={title} intro={intro} width="narrow">
        <SignInCard path={returnTo} what="Sign in to your family account to start or join a nanny share." />
      </PageShell>
    );
  if (user.userType !== 'family')
    return (
      <PageShell title={title} intro={intro} width="narrow">
        <Card>
          <p className="text-slate-800">{SHARE_TEXTS.familiesOnly}</p>
        </Card>
      </PageShell>
    );
  return children(user.id);
}
