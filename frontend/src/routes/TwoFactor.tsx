import { Link } from 'react-router-dom';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { PageLoading } from '@/components/layout/PageLoading.tsx';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { SignInCard } from '@/features/account/SignInCard.tsx';
import { TwoFactorSection } from '@/features/account/TwoFactorSection.tsx';
import { DEMO_MESSAGES } from '@/demo/messages.ts';

const TITLE = 'Two-factor authentication';
const PATH = '/account/two-factor';

/** /account/two-factor: an authenticator app for signing in, set up or turned off. */
export default function TwoFactor() {
  usePageTitle(TITLE);
  const { user, loading, demo } = useAuth();
  if (loading) return <PageLoading />;
  const back = (
    <Link to="/account" className="font-medium text-brand-800 underline underline-offset-2">
      Back to your account
    </Link>
  );
  if (!user)
    return (
      <PageShell title={TITLE} width="narrow">
        {demo ? (
          <p role="note" className="rounded-2xl border border-brand-200 bg-brand-50 p-4 text-slate-900">
            {DEMO_MESSAGES.accountsTitle}: an account sets up its authenticator app here.
          </p>
        ) : (
          <SignInCard path={PATH} what="Sign in to set up an authenticator app for your account." />
        )}
      </PageShell>
    );
  return (
    <PageShell title={TITLE} width="narrow" intro={back}>
      <TwoFactorSection userId={user.id} email={user.email} />
    </PageShell>
  );
}
