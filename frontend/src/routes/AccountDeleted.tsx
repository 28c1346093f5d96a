import { ButtonLink } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';

const TITLE = 'Your account is being deleted';

/**
 * Where a deletion ends: public, since the account can no longer sign in. It says what is already
 * done, what follows, and what the law makes us keep.
 */
export default function AccountDeleted() {
  usePageTitle(TITLE);
  return (
    <PageShell title={TITLE} width="narrow" back={false}>
      <Card>
        <div className="space-y-4 text-slate-800">
          <p className="font-semibold text-slate-900">
            You have been signed out, and your account can no longer be used to sign in.
          </p>
          <h2 className="text-lg font-semibold text-slate-900">What happens next</h2>
          <ul className="list-disc space-y-1 pl-6">
            <li>Your profile and jobs have left the public lists already.</li>
            <li>
              Your profile, uploads, saved jobs, alerts and settings are being deleted, your open jobs closed,
              and applications you sent reduced to &ldquo;Deleted user&rdquo;. This usually takes minutes, and
              always less than 30 days.
            </li>
            <li>
              We keep only the records of your payments UK tax law requires (date, amount, what it paid for
              and the payment reference) for 6 years after the end of that financial year, then delete them.
            </li>
          </ul>
          <p>
            Changed your mind? You are welcome back at any time with a new account. If you have a question
            about your data, see our privacy policy or contact us.
          </p>
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to="/">Back to Home</ButtonLink>
          <ButtonLink to="/privacy" variant="outline">
            Privacy policy
          </ButtonLink>
        </div>
      </Card>
    </PageShell>
  );
}
