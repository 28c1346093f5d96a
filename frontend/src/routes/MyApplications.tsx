import { useEffect, useMemo, useRef, useState } from 'react';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { HIRING_MESSAGES } from '@contract/hiring-constants.ts';
import type { MyApplication, MyApplicationsPage } from '@contract/hiring.ts';
import { ApiError, readFailureMessage } from '@/api/client.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { PageLoading } from '@/components/layout/PageLoading.tsx';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { Button, ButtonLink } from '@/components/ui/Button.tsx';
import { Dialog } from '@/components/ui/Dialog.tsx';
import { ListPlaceholder } from '@/components/ui/ListPlaceholder.tsx';
import { PagedList } from '@/components/ui/PagedList.tsx';
import { QueryStates } from '@/components/ui/QueryStates.tsx';
import { notify } from '@/components/ui/toast.ts';
import { markActivitySeen } from '@/features/account/api.ts';
import { activityKey } from '@/features/account/queries.ts';
import { OtherAccountCard, SignInCard } from '@/features/account/SignInCard.tsx';
import { ApplicationCard, applicationHeadingId } from '@/features/my-applications/ApplicationCard.tsx';
import { uniqueItems } from '@/api/pages.ts';
import { withdrawApplication } from '@/features/my-applications/api.ts';
import { myApplicationsKey, myApplicationsQuery } from '@/features/my-applications/queries.ts';
import { logFailure } from '@/api/errors.ts';

const TITLE = 'My applications';
const PATH = '/my-applications';
const LIST_GRID = 'grid gap-6 lg:grid-cols-2';
/** The demo has no accounts: its sample applications are read under this name. */
const DEMO_USER = 'demo';

export default function MyApplications() {
  usePageTitle(TITLE);
  const { user, loading, demo } = useAuth();

  if (loading) return <PageLoading />;
  if (!user && !demo)
    return (
      <PageShell title={TITLE} width="narrow">
        <SignInCard path={PATH} what="Sign in with your nanny account to see the jobs you applied to." />
      </PageShell>
    );
  if (user && user.userType !== 'nanny')
    return (
      <PageShell title={TITLE} width="narrow">
        {user.userType === 'family' || user.userType === 'agency' ? (
          <OtherAccountCard
            message="Applications are sent by nannies. As the poster of a job, you find the nannies who applied on your jobs' pages."
            link={{ to: '/my-jobs', label: 'Go to My jobs' }}
          />
        ) : (
          <OtherAccountCard
            message="Applications are sent by nanny accounts, and yours is not one. You can still browse the jobs on the board."
            link={{ to: '/jobs', label: 'Browse jobs' }}
          />
        )}
      </PageShell>
    );
  return <Applications userId={user?.id ?? DEMO_USER} signedIn={Boolean(user)} />;
}

/** Her updates are seen once the page is open: the badge is cleared with the server's answer. */
function useMarkUpdatesSeen(userId: string, signedIn: boolean) {
  const queryClient = useQueryClient();
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!signedIn || marked.current === userId) return;
    marked.current = userId;
    markActivitySeen('applicationUpdates').then(
      (activity) => queryClient.setQueryData(activityKey(userId), activity),
      // The badge stays as it was; the list below is what matters here.
      (error: unknown) => console.warn('Marking application updates as seen failed', error),
    );
  }, [userId, signedIn, queryClient]);
}

function Applications({ userId, signedIn }: { userId: string; signedIn: boolean }) {
  const queryClient = useQueryClient();
  useMarkUpdatesSeen(userId, signedIn);
  const query = useInfiniteQuery(myApplicationsQuery(userId));
  const { data, error } = query;
  const applications = useMemo(() => uniqueItems(data?.pages, (item) => item.jobId), [data]);

  const [withdrawing, setWithdrawing] = useState<{ application: MyApplication; open: boolean } | null>(null);
  const [sending, setSending] = useState(false);

  const confirmWithdraw = async () => {
    if (!withdrawing || sending) return;
    const { jobId } = withdrawing.application;
    setSending(true);
    try {
      const updated = await withdrawApplication(jobId);
      queryClient.setQueryData<InfiniteData<MyApplicationsPage>>(myApplicationsKey(userId), (cached) =>
        cached
          ? {
              ...cached,
              pages: cached.pages.map((page) => ({
                ...page,
                items: page.items.map((item) => (item.jobId === jobId ? updated : item)),
              })),
            }
          : cached,
      );
      notify.success(HIRING_MESSAGES.withdrawn);
      setWithdrawing((current) => (current ? { ...current, open: false } : current));
    } catch (e) {
      logFailure('Withdrawing the application failed', e);
      // The server's reason when it refused (no longer open, not found); the list is read again.
      const refused = e instanceof ApiError && (e.status === 409 || e.status === 404);
      notify.error('We could not withdraw your application.', refused ? e.message : readFailureMessage(e));
      if (refused) {
        void queryClient.invalidateQueries({ queryKey: myApplicationsKey(userId) });
        setWithdrawing((current) => (current ? { ...current, open: false } : current));
      }
    } finally {
      setSending(false);
    }
  };

  const content = (
    <QueryStates
      query={query}
      loading={
        <ListPlaceholder
          label="Loading your applications…"
          gridClassName={LIST_GRID}
          cardClassName="h-56"
          count={2}
        />
      }
      error={{ title: 'We could not load your applications.', message: readFailureMessage(error) }}
      isEmpty={applications.length === 0}
      empty={
        <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center">
          <h2 className="text-lg font-semibold text-slate-900">You have not applied to any jobs yet</h2>
          <p className="mt-1 text-slate-700">
            When you apply to a job, it shows here with where your application stands.
          </p>
          <ButtonLink to="/jobs" className="mt-4">
            Find jobs
          </ButtonLink>
        </div>
      }
    >
      <PagedList
        items={applications}
        keyOf={(application) => application.jobId}
        renderItem={(application) => (
          <ApplicationCard
            application={application}
            onWithdraw={(chosen) => setWithdrawing({ application: chosen, open: true })}
          />
        )}
        className={LIST_GRID}
        noun={{ one: 'application', many: 'applications' }}
        next={query}
        loadMoreText={{
          label: 'Load more',
          loadingLabel: 'Loading more…',
          failedMessage: 'We could not load more of your applications. Please try again.',
        }}
      />
    </QueryStates>
  );

  const chosen = withdrawing?.application;
  return (
    <PageShell
      title={TITLE}
      width="wide"
      intro="Every job you applied to, the latest first, with where your application stands. We email you when it changes."
    >
      {content}
      {chosen && (
        <Dialog
          open={withdrawing.open}
          onOpenChange={(open) =>
            !sending && setWithdrawing((current) => (current ? { ...current, open } : current))
          }
          title="Withdraw your application?"
          description={`Your application for “${chosen.jobTitle}” will be withdrawn, and ${chosen.posterLabel} will no longer consider it. This cannot be undone.`}
          onCloseAutoFocus={(event) => {
            // Back to the Withdraw button while it is there; once withdrawn, to the application itself.
            const heading = document.getElementById(applicationHeadingId(chosen.jobId));
            const button = heading
              ?.closest('article')
              ?.querySelector<HTMLButtonElement>('button[data-withdraw]');
            event.preventDefault();
            (button ?? heading)?.focus();
          }}
        >
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button
              variant="outline"
              onClick={() => setWithdrawing((current) => (current ? { ...current, open: false } : current))}
              disabled={sending}
            >
              Keep my application
            </Button>
            <Button variant="destructive" onClick={() => void confirmWithdraw()} disabled={sending}>
              {sending ? 'Withdrawing…' : 'Withdraw application'}
            </Button>
          </div>
        </Dialog>
      )}
    </PageShell>
  );
}
