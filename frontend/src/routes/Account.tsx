import { useEffect } from 'react';
import { EMAIL_SETTINGS } from '@contract/hiring-constants.ts';
import { MY_COMPLAINTS_PATH } from '@contract/complaints-constants.ts';
import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { PageLoading } from '@/components/layout/PageLoading.tsx';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { AccountSection } from '@/features/account/AccountSection.tsx';
import { DetailsSection } from '@/features/account/DetailsSection.tsx';
import { EmailSection } from '@/features/account/EmailSection.tsx';
import { emailSettingsFor } from '@/features/account/emailSettings.ts';
import { EmailSettingsSection } from '@/features/account/EmailSettingsSection.tsx';
import { accountLinks, type AccountLink } from '@/features/account/format.ts';
import { PasswordSection } from '@/features/account/PasswordSection.tsx';
import { SignInCard } from '@/features/account/SignInCard.tsx';
import { SignOutEverywhereSection } from '@/features/account/SignOutEverywhereSection.tsx';
import { DeleteAccountSection } from '@/features/data-rights/DeleteAccountSection.tsx';
import { NewsletterSection } from '@/features/data-rights/NewsletterSection.tsx';
import { YourDataSection } from '@/features/data-rights/YourDataSection.tsx';
import { DEMO_MESSAGES } from '@/demo/messages.ts';
import { DEMO_ACCOUNT_EMAIL } from '@/demo/dataRights.ts';

const TITLE = 'Account';

/** The demo has no accounts: the page shows how it looks, with every email setting. */
const DEMO_USER = 'demo';

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

/**
 * A link to a section of the page (`/account#your-data`, from the export-ready email) scrolls to its
 * heading and moves the focus there, once the page is drawn: two frames on, after the layout has put
 * a new page's focus at its top.
 */
function useJumpToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => {
        const target = document.getElementById(decodeURIComponent(hash.slice(1)));
        if (!target) return;
        target.scrollIntoView({ block: 'start' });
        target.focus({ preventScroll: true });
      });
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [hash, ready]);
}

/**
 * The signed-in user's account: who they are and how they sign in, their pages, the emails they
 * receive, and their data: a download of all of it, or the account's deletion.
 */
export default function Account() {
  usePageTitle(TITLE);
  const { user, loading, demo } = useAuth();
  useJumpToHash(!loading);
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
          <NewsletterSection userId={DEMO_USER} />
          <YourDataSection userId={DEMO_USER} />
          <DeleteAccountSection email={DEMO_ACCOUNT_EMAIL} demo />
        </div>
      </PageShell>
    );

  const pages = accountLinks(user).filter((link) => link.to !== '/account');
  return (
    <PageShell title={TITLE} width="narrow">
      <div className="space-y-6">
        <DetailsSection user={user} />
        {pages.length > 0 && (
          <AccountSection title="Your pages">
            <PageLinks links={pages} />
          </AccountSection>
        )}
        <EmailSection user={user} />
        <PasswordSection />
        <AccountSection
          title="Two-factor authentication"
          intro={
            user.isAdmin
              ? 'Admin accounts must use an authenticator app to sign in.'
              : 'Add a code from an authenticator app to your password when you sign in.'
          }
        >
          <Link
            to="/account/two-factor"
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-200 px-4 py-2 font-medium text-brand-900 hover:bg-brand-50"
          >
            Set up two-factor authentication
          </Link>
        </AccountSection>
        <SignOutEverywhereSection />
        <AccountSection
          title="Moderation"
          intro="Anything of yours a moderator hid, and any no-show recorded against you, with your appeal or dispute."
        >
          <Link
            to="/account/moderation"
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-200 px-4 py-2 font-medium text-brand-900 hover:bg-brand-50"
          >
            See moderation decisions
          </Link>
        </AccountSection>
        <AccountSection
          title="Data protection complaints"
          intro="Unhappy with how we use your personal information? Tell us, and we email you our response."
        >
          <Link
            to={MY_COMPLAINTS_PATH}
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-200 px-4 py-2 font-medium text-brand-900 hover:bg-brand-50"
          >
            Make a complaint
          </Link>
        </AccountSection>
        <EmailSettingsSection userId={user.id} shown={emailSettingsFor(user.userType)} />
        <NewsletterSection userId={user.id} />
        <YourDataSection userId={user.id} />
        <DeleteAccountSection email={user.email} />
      </div>
    </PageShell>
  );
}
