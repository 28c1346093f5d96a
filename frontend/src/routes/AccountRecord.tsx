import { useId, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { NO_SHOW_DISPUTE_PATH } from '@contract/interviews-constants.ts';
import { responsivenessLines, type MyRecord } from '@contract/responsiveness.ts';
import { readFailureMessage } from '@/api/client.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { PageLoading } from '@/components/layout/PageLoading.tsx';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { ListPlaceholder } from '@/components/ui/ListPlaceholder.tsx';
import { QueryStates } from '@/components/ui/QueryStates.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { SignInCard } from '@/features/account/SignInCard.tsx';
import { formatWhen } from '@/features/moderation/format.ts';
import { ResponsivenessFacts } from '@/features/responsiveness/ResponsivenessFacts.tsx';
import {
  meetingsLine,
  readsLine,
  RECORD_PATH,
  repliesLine,
  RESPONSIVENESS_ID,
} from '@/features/responsiveness/format.ts';
import { myRecordQuery } from '@/features/responsiveness/queries.ts';
import { DEMO_MESSAGES } from '@/demo/messages.ts';

const TITLE = 'My record';

const linkClass = 'font-medium text-brand-900 underline underline-offset-2';

/** One part of the page, a card under its own heading. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        <div className="mt-3 space-y-3 text-slate-800">{children}</div>
      </Card>
    </section>
  );
}

/** The no-shows recorded against them: each with its dispute (once), an overturned one struck through. */
function NoShows({ noShows }: { noShows: MyRecord['noShows'] }) {
  if (noShows.length === 0) return <p>No no-shows recorded against you.</p>;
  return (
    <ul role="list" className="space-y-3">
      {noShows.map((noShow) => {
        const title = noShow.label;
        return (
          <li key={noShow.interviewId} className="rounded-xl border border-slate-200 p-4">
            {noShow.overturned ? (
              <p>
                <s className="text-slate-700 wrap-anywhere">{title}</s>{' '}
                <span className="font-medium">(overturned on appeal: it does not count)</span>
              </p>
            ) : (
              <p className="font-medium wrap-anywhere">{title}</p>
            )}
            <p className="mt-1 text-sm text-slate-700">
              Recorded <time dateTime={noShow.markedAt}>{formatWhen(noShow.markedAt)}</time>
            </p>
            {!noShow.overturned && (
              <p className="mt-2 text-sm">
                {noShow.decisionId ? (
                  <Link to={NO_SHOW_DISPUTE_PATH} className={linkClass}>
                    Dispute it in Moderation<span className="sr-only">: {title}</span>
                  </Link>
                ) : (
                  <>
                    It can no longer be disputed.{' '}
                    <Link to={NO_SHOW_DISPUTE_PATH} className={linkClass}>
                      See it in Moderation<span className="sr-only">: {title}</span>
                    </Link>
                  </>
                )}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The record as it stands: the figures, the meetings, the no-shows, and what others see. */
function Record({ record }: { record: MyRecord }) {
  const { windowDays, minCases } = record;
  const shown = responsivenessLines(record.shown);
  return (
    <div className="space-y-6">
      <Part title="Replies and applications">
        <p>{repliesLine(record.replies, windowDays, minCases)}</p>
        {record.reads && <p>{readsLine(record.reads, windowDays, minCases)}</p>}
      </Part>
      <Part title="Interviews and trials">
        <p>{meetingsLine(record.meetingsHeld, windowDays)}</p>
        <NoShows noShows={record.noShows} />
        <p className="text-sm text-slate-700">
          You can dispute each no-show once, in{' '}
          <Link to={NO_SHOW_DISPUTE_PATH} className={linkClass}>
            Account → Moderation
          </Link>
          . One overturned on appeal does not count.
        </p>
      </Part>
      <Part title="What others see">
        {shown.length > 0 ? (
          <ResponsivenessFacts view={record.shown} label="What others see on your cards" />
        ) : (
          <p>Nothing yet.</p>
        )}
      </Part>
    </div>
  );
}

function RecordOf({ userId }: { userId: string }) {
  const query = useQuery(myRecordQuery(userId));
  return (
    <QueryStates
      query={query}
      loading={
        <ListPlaceholder
          label="Loading your record…"
          gridClassName="grid gap-4"
          cardClassName="h-28"
          count={2}
        />
      }
      error={{ title: 'We could not load your record.', message: readFailureMessage(query.error) }}
      isEmpty={false}
      empty={null}
    >
      {query.data && <Record record={query.data} />}
    </QueryStates>
  );
}

/**
 * Account → My record: how quickly the account answers first messages (and, for a family or agency,
 * opens applications), the meetings both sides said happened, the no-shows recorded against it with
 * their disputes, and what others see of it on cards, measured from what happens here only.
 */
export default function AccountRecord() {
  usePageTitle(TITLE);
  const { user, loading, demo } = useAuth();
  if (loading) return <PageLoading />;
  const intro = (
    <>
      What we measure of how you respond, from what happens here only.{' '}
      <Link to={`/how-it-works#${RESPONSIVENESS_ID}`} className={linkClass}>
        How it is measured
      </Link>
      .
    </>
  );
  if (!user && !demo)
    return (
      <PageShell title={TITLE} width="narrow">
        <SignInCard path={RECORD_PATH} what="Sign in to see your record and what others see of it." />
      </PageShell>
    );
  if (!user)
    return (
      <PageShell title={TITLE} intro={intro} width="narrow">
        <p role="note" className="rounded-2xl border border-brand-200 bg-brand-50 p-4 text-slate-900">
          {DEMO_MESSAGES.accountsTitle}: an account sees its own record here.
        </p>
      </PageShell>
    );
  return (
    <PageShell title={TITLE} intro={intro} width="narrow">
      <RecordOf userId={user.id} />
    </PageShell>
  );
}
