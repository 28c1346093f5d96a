import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { MODERATION_TEXTS, type MyDecision } from '@contract/moderation.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { PageLoading } from '@/components/layout/PageLoading.tsx';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { Button } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { SignInCard } from '@/features/account/SignInCard.tsx';
import { AppealForm } from '@/features/moderation/AppealForm.tsx';
import { contentNoun, decisionStatus, formatWhen, isNoShow } from '@/features/moderation/format.ts';
import { myDecisionsQuery } from '@/features/moderation/queries.ts';
import { DEMO_MESSAGES } from '@/demo/messages.ts';
import { Row } from '@/components/ui/Row.tsx';

const TITLE = MODERATION_TEXTS.pageTitle;
const PATH = '/account/moderation';

/** One decision: what was hidden, why, where it stands, and its appeal (or the form to send one). */
function DecisionCard({ decision }: { decision: MyDecision }) {
  const headingId = useId();
  const { appeal } = decision;
  const noShow = isNoShow(decision);
  return (
    <li>
      <article aria-labelledby={headingId} data-testid="decision">
        <Card>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h2 id={headingId} className="min-w-0 flex-1 text-lg font-semibold text-slate-900 wrap-anywhere">
              {contentNoun(decision.contentType)}: {decision.contentLabel}
            </h2>
            <span
              data-testid="decision-status"
              className="shrink-0 rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-900 ring-1 ring-slate-300"
            >
              {decisionStatus(decision)}
            </span>
          </div>
          <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
            <Row label={noShow ? 'Recorded on' : 'Hidden on'}>
              <time dateTime={decision.hiddenAt}>{formatWhen(decision.hiddenAt)}</time>
            </Row>
            {!noShow && <Row label="Reported for">{decision.reason}</Row>}
            <div className="min-w-0 sm:col-span-2">
              <dt className="text-sm font-medium text-slate-600">
                {noShow ? 'What was recorded' : 'Why it was hidden'}
              </dt>
              <dd className="mt-0.5 whitespace-pre-line text-slate-900 wrap-anywhere">
                {decision.explanation}
              </dd>
            </div>
            {appeal && (
              <>
                <div className="min-w-0 sm:col-span-2">
                  <dt className="text-sm font-medium text-slate-600">
                    {noShow ? 'Your dispute' : 'Your appeal'}
                  </dt>
                  <dd className="mt-0.5 whitespace-pre-line text-slate-900 wrap-anywhere">{appeal.text}</dd>
                </div>
                <Row label={noShow ? 'Disputed on' : 'Appealed on'}>
                  <time dateTime={appeal.createdAt}>{formatWhen(appeal.createdAt)}</time>
                </Row>
                {appeal.decidedAt && (
                  <Row label="Decided on">
                    <time dateTime={appeal.decidedAt}>{formatWhen(appeal.decidedAt)}</time>
                  </Row>
                )}
                {appeal.outcomeNotes && (
                  <div className="min-w-0 sm:col-span-2">
                    <dt className="text-sm font-medium text-slate-600">The moderator’s notes</dt>
                    <dd className="mt-0.5 whitespace-pre-line text-slate-900 wrap-anywhere">
                      {appeal.outcomeNotes}
                    </dd>
                  </div>
                )}
              </>
            )}
          </dl>
          {decision.canAppeal && <AppealForm decision={decision} headingId={headingId} />}
        </Card>
      </article>
    </li>
  );
}

function Decisions({ userId }: { userId: string }) {
  const query = useQuery(myDecisionsQuery(userId));
  if (query.isPending)
    return (
      <p role="status" className="text-slate-700">
        Loading...
      </p>
    );
  if (query.isError)
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4">
        <p className="font-semibold text-red-900">Your moderation decisions could not be loaded.</p>
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
  if (query.data.items.length === 0)
    return (
      <Card>
        <p className="text-slate-800">{MODERATION_TEXTS.empty}</p>
      </Card>
    );
  return (
    <ul role="list" className="space-y-6">
      {query.data.items.map((decision) => (
        <DecisionCard key={decision.id} decision={decision} />
      ))}
    </ul>
  );
}

/**
 * Account → Moderation: what moderators hid of the account's content, why, and each decision's appeal,
 * which can be sent once. The owner is emailed a link here with each decision.
 */
export default function AccountModeration() {
  usePageTitle(TITLE);
  const { user, loading, demo } = useAuth();
  if (loading) return <PageLoading />;
  const intro = (
    <>
      {MODERATION_TEXTS.intro}{' '}
      <Link to="/terms#reporting" className="font-medium text-brand-900 underline underline-offset-2">
        How reporting, complaints and appeals work
      </Link>
      .
    </>
  );
  if (!user && !demo)
    return (
      <PageShell title={TITLE} width="narrow">
        <SignInCard path={PATH} what="Sign in to see what moderators hid of your content, and to appeal." />
      </PageShell>
    );
  if (!user)
    return (
      <PageShell title={TITLE} intro={intro} width="narrow">
        <p role="note" className="rounded-2xl border border-brand-200 bg-brand-50 p-4 text-slate-900">
          {DEMO_MESSAGES.accountsTitle}: this is how the page looks when nothing has been hidden.
        </p>
        <div className="mt-6">
          <Card>
            <p className="text-slate-800">{MODERATION_TEXTS.empty}</p>
          </Card>
        </div>
      </PageShell>
    );
  return (
    <PageShell title={TITLE} intro={intro} width="narrow">
      <Decisions userId={user.id} />
    </PageShell>
  );
}
