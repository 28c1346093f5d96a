import { Link } from 'react-router-dom';
import {
  COMPLAINT_TEXTS,
  MY_COMPLAINTS_PATH,
  PRIVACY_COMPLAINTS_PATH,
  RESPONSE_AIM_DAYS,
} from '@contract/complaints-constants.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { PageLoading } from '@/components/layout/PageLoading.tsx';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { SignInCard } from '@/features/account/SignInCard.tsx';
import { ComplaintForm } from '@/features/complaints/ComplaintForm.tsx';

const TITLE = COMPLAINT_TEXTS.myTitle;
const linkClass = 'font-medium text-brand-900 underline underline-offset-2';

/**
 * Account → Data protection complaints: the complaint form, sent from the account (answered at its
 * address). We email the acknowledgement and every response; the account's complaints and our responses
 * are in its data download. A visitor is asked to sign in, or pointed to the privacy page's form, which
 * needs no account.
 */
export default function AccountComplaints() {
  usePageTitle(TITLE);
  const { user, loading } = useAuth();
  if (loading) return <PageLoading />;
  const intro = (
    <>
      If you are unhappy with how we use your personal information, tell us here. We email you an
      acknowledgement with a reference at once, and aim to send our response within {RESPONSE_AIM_DAYS} days.
      Our{' '}
      <Link to="/privacy" className={linkClass}>
        Privacy Policy
      </Link>{' '}
      says what we keep and why.
    </>
  );
  if (!user)
    return (
      <PageShell title={TITLE} intro={intro} width="narrow">
        <SignInCard path={MY_COMPLAINTS_PATH} what="Sign in to make a complaint from your account." />
        <p className="mt-6 text-slate-800">
          No account, or cannot sign in?{' '}
          <Link to={PRIVACY_COMPLAINTS_PATH} className={linkClass}>
            Use the complaint form on our Privacy Policy page
          </Link>
          .
        </p>
      </PageShell>
    );
  return (
    <PageShell title={TITLE} intro={intro} width="narrow">
      <div className="space-y-6">
        <ComplaintForm headingLevel={2} />
        <p className="text-slate-800">
          Your complaints and our responses are also in the copy of your data you can download from{' '}
          <Link to="/account#your-data" className={linkClass}>
            Your data
          </Link>{' '}
          on your account page.
        </p>
      </div>
    </PageShell>
  );
}
