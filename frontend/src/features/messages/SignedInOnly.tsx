import type { ReactNode } from 'react';
import type { UserType } from '@contract/auth.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { PageLoading } from '@/components/layout/PageLoading.tsx';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { SignInCard } from '@/features/account/SignInCard.tsx';

/** The demo has no accounts: its sample conversations are read as the sample family's. */
const DEMO_USER = 'demo';

/**
 * Messages are an account's: a visitor is asked to sign in (and comes back to the page). `children` gets
 * the id the page's cache entries are kept under, and the account's type.
 */
export function SignedInOnly({
  title,
  returnTo,
  children,
}: {
  title: string;
  returnTo: string;
  children: (userId: string, userType: UserType | null) => ReactNode;
}) {
  const { user, loading, demo } = useAuth();
  if (loading) return <PageLoading />;
  if (!user && demo) return children(DEMO_USER, 'family');
  if (!user)
    return (
      <PageShell title={title} width="narrow">
        <SignInCard
          path={returnTo}
          what="Your conversations are in your account. Sign in to read and answer them."
        />
      </PageShell>
    );
  return children(user.id, user.userType);
}
