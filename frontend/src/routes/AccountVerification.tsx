import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import {
  CHECK_KINDS,
  DBS_COPY_ADVICE,
  VERIFICATION_MESSAGES as M,
  type MyVerification,
} from '@contract/verification.ts';
import { ApiError } from '@/api/client.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { PROVE_RIGHT_TO_WORK_URL, VIEW_RIGHT_TO_WORK_URL } from '@/components/content/contact.ts';
import { ExternalLink } from '@/components/content/Prose.tsx';
import { PageLoading } from '@/components/layout/PageLoading.tsx';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { Button, ButtonLink } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { OtherAccountCard, SignInCard } from '@/features/account/SignInCard.tsx';
import { CheckCard } from '@/features/verification/CheckCard.tsx';
import {
  checkedLineText,
  lapseText,
  levelSummary,
  showsDbsCertificate,
} from '@/features/verification/format.ts';
import { myVerificationQuery } from '@/features/verification/queries.ts';
import { RefereesSection } from '@/features/verification/Referees.tsx';
import { LevelBadge } from '@/features/verification/VerificationSummary.tsx';
import { DEMO_MESSAGES } from '@/demo/messages.ts';

const TITLE = 'Verification';
const PATH = '/account/verification';

const linkClass = 'font-medium text-brand-900 underline underline-offset-2';

const intro = (
  <>
    Ask our team to check your documents, and name referees. Each check is dated and lapses; your level is
    worked out from the checks still current.{' '}
    <Link to="/safety#verification-levels" className={linkClass}>
      What the levels need
    </Link>
    .
  </>
);

/** Her level and "What we checked", each line with its date and when it lapses. */
function LevelSection({ data }: { data: MyVerification }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Your level
        </h2>
        <div className="mt-3 space-y-2">
          <LevelBadge level={data.level} />
          <p className="text-slate-800" data-testid="level-summary">
            {levelSummary(data.level)}
          </p>
        </div>
        <h3 className="mt-5 font-semibold text-slate-900">What we checked</h3>
        {data.checks.length > 0 ? (
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800" data-testid="my-checks">
            {data.checks.map((line) => (
              <li key={line.kind}>
                {checkedLineText(line)}; {lapseText(line)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-800">No checks recorded yet.</p>
        )}
        {showsDbsCertificate(data.checks) && (
          <p className="mt-2 text-slate-800" data-testid="dbs-copy-advice">
            {DBS_COPY_ADVICE.forHer}
          </p>
        )}
        <p className="mt-3 text-sm text-slate-700">
          Families see your level and these lines, with their dates, on your card.
        </p>
      </Card>
    </section>
  );
}

/** Right to work is the family's check, as her employer: what to give them, and where they check it. */
function RightToWorkSection() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Right to work
        </h2>
        <div className="mt-2 space-y-3 text-slate-700">
          <p>
            We do not check your right to work in the UK, and it is not part of any level. The family who
            employs you must check it themselves before you start, because they are your employer.
          </p>
          <p>
            If your status is online (for example an eVisa), get a share code at{' '}
            <ExternalLink href={PROVE_RIGHT_TO_WORK_URL}>Prove your right to work</ExternalLink> and give it
            to the family with your date of birth; they check it at{' '}
            <ExternalLink href={VIEW_RIGHT_TO_WORK_URL}>View a job candidate’s right to work</ExternalLink>.
            British and Irish citizens show their passport instead.
          </p>
        </div>
      </Card>
    </section>
  );
}

function Verification({ userId }: { userId: string }) {
  const checksHeadingId = useId();
  const query = useQuery(myVerificationQuery(userId));
  if (query.isPending)
    return (
      <p role="status" className="text-slate-700">
        Loading...
      </p>
    );
  if (query.isError) {
    const error = query.error;
    if (error instanceof ApiError && (error.status === 404 || error.message === M.profileFirst))
      return (
        <Card>
          <p className="text-slate-800">{M.profileFirst}</p>
          <ButtonLink to="/create-profile" className="mt-6">
            Create your profile
          </ButtonLink>
        </Card>
      );
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4">
        <p className="font-semibold text-red-900">Your verification could not be loaded.</p>
        <Button
          variant="outline"
          className="mt-3"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          {query.isFetching ? 'Trying again...' : 'Try again'}
        </Button>
      </div>
    );
  }
  const data = query.data;
  return (
    <div className="space-y-8">
      <LevelSection data={data} />
      <section aria-labelledby={checksHeadingId}>
        <h2 id={checksHeadingId} className="text-2xl font-semibold text-slate-900">
          Checks
        </h2>
        <p className="mt-1 text-slate-700">
          Ask for each check on its own. Our team decides and emails you; a refusal comes with the reason.
        </p>
        <ul role="list" className="mt-4 space-y-6">
          {CHECK_KINDS.map((kind) => (
            <CheckCard key={kind} kind={kind} data={data} userId={userId} />
          ))}
        </ul>
      </section>
      <RefereesSection data={data} />
      <RightToWorkSection />
    </div>
  );
}

/**
 * Account → Verification, for nannies: her level and current checks with their dates, each kind of check
 * with where it stands and the form that asks for it, her referees, and what right to work means here.
 */
export default function AccountVerification() {
  usePageTitle(TITLE);
  const { user, loading, demo } = useAuth();
  if (loading) return <PageLoading />;
  if (!user && !demo)
    return (
      <PageShell title={TITLE} width="narrow">
        <SignInCard path={PATH} what="Sign in to ask for checks, name referees and see your level." />
      </PageShell>
    );
  if (!user)
    return (
      <PageShell title={TITLE} intro={intro} width="narrow">
        <p role="note" className="rounded-2xl border border-brand-200 bg-brand-50 p-4 text-slate-900">
          {DEMO_MESSAGES.accountsTitle}: a nanny asks for checks and names referees here once signed in.
        </p>
        <div className="mt-6">
          <RightToWorkSection />
        </div>
      </PageShell>
    );
  if (user.userType !== 'nanny')
    return (
      <PageShell title={TITLE} width="narrow">
        <OtherAccountCard
          message="Verification is for nanny accounts: a nanny asks our team to check her documents here."
          link={{ to: '/candidates', label: 'Browse nannies' }}
        />
      </PageShell>
    );
  return (
    <PageShell title={TITLE} intro={intro} width="narrow">
      <Verification userId={user.id} />
    </PageShell>
  );
}
