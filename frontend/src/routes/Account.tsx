import { EMAIL_SETTINGS } from '@contract/hiring-constants.ts';
import { Link } from 'react-router-dom';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { PageLoading } from '@/components/layout/PageLoading.tsx';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { AccountSection } from '@/features/account/AccountSection.tsx';
import { emailSettingsFor } from '@/features/account/emailSettings.ts';
import { EmailSettingsSection } from '@/features/account/EmailSettingsSection.tsx';
import { accountLinks, type AccountLink } from '@/features/account/format.ts';
import { SignInCard } from '@/features/account/SignInCard.tsx';
import { DEMO_MESSAGES } from '@/demo/messages.ts';

const TITLE = 'Account';
const TYPE_NAMES = { family: 'Family', nanny: 'Nanny', agency: 'Agency' } as const;

/** The demo has no accounts: the page shows how it looks, with every email setting. */
const DEMO_USER = 'demo';

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0 sm:flex sm:gap-4">
      <dt className="font-medium text-slate-900 sm:w-40 sm:shrink-0">{term}</dt>
      <dd className="min-w-0 text-slate-800 wrap-anywhere">{children}</dd>
    </div>
  );
}

function PageLinks({ links }: { links: AccountLink[] }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="flex min-h-11 items-center rounded-lg border border-slate-200 px-4 py-2 font-medium text-brand-900 hover:bg-brand-50"
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The signed-in user's account: who they are, their pages, and the emails they receive. */
export default function Account() {
  usePageTitle(TITLE);
  const { user, loading, demo } = useAuth();
  if (loading) return <PageLoading />;
  if (!user && !demo)
    return (
      <PageShell title={TITLE} width="narrow">
        <SignInCard path="/account" what="Sign in to see your account and choose the emails we send you." />
      </PageShell>
    );

  if (!user)
    return (
      <PageShell title={TITLE} width="narrow">
        <div className="space-y-6">
          <p role="note" className="rounded-2xl border border-brand-200 bg-brand-50 p-4 text-slate-900">
            {DEMO_MESSAGES.accountsTitle}: this is how the page looks, with every email an account may choose.
            Nothing you change is saved.
          </p>
          <EmailSettingsSection userId={DEMO_USER} shown={[...EMAIL_SETTINGS]} />
        </div>
      </PageShell>
    );

  const pages = accountLinks(user).filter((link) => link.to !== '/account');
  return (
    <PageShell title={TITLE} width="narrow">
      <div className="space-y-6">
        <AccountSection title="Your details">
          <dl className="space-y-3">
            <Detail term="Name">{user.fullName || 'Not given'}</Detail>
            <Detail term="Email">{user.email}</Detail>
            {user.userType && <Detail term="Account type">{TYPE_NAMES[user.userType]}</Detail>}
          </dl>
        </AccountSection>
        {pages.length > 0 && (
          <AccountSection title="Your pages">
            <PageLinks links={pages} />
          </AccountSection>
        )}
        <EmailSettingsSection userId={user.id} shown={emailSettingsFor(user.userType)} />
      </div>
    </PageShell>
  );
}
