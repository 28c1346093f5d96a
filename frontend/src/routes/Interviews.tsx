import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@tanstack/react-query';
import { INTERVIEW_MESSAGES, INTERVIEWS_PATH } from '@contract/interviews-constants.ts';
import type { InterviewView, MyInterviews } from '@contract/interviews.ts';
import { readFailureMessage } from '@/api/client.ts';
import { logFailure } from '@/api/errors.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { PageLoading } from '@/components/layout/PageLoading.tsx';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { Button } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { CONTROL_CLASS } from '@/components/ui/controlClass.ts';
import { ListLoadError } from '@/components/ui/ListLoadError.tsx';
import { notify } from '@/components/ui/toast.ts';
import { SignInCard } from '@/features/account/SignInCard.tsx';
import { refusalText } from '@/features/my-jobs/api.ts';
import { revokeFeed } from '@/features/interviews/api.ts';
import { InterviewCard } from '@/features/interviews/InterviewCard.tsx';
import { myInterviewsKey, myInterviewsQuery } from '@/features/interviews/queries.ts';

const TITLE = 'Interviews and trials';

/** The account's interviews and trials: upcoming and past, each with what can be done with it now. */
export default function Interviews() {
  usePageTitle(TITLE);
  const { user, loading } = useAuth();
  if (loading) return <PageLoading />;
  if (!user)
    return (
      <PageShell title={TITLE} width="narrow">
        <SignInCard path={INTERVIEWS_PATH} what="Sign in to see your interviews and trials." />
      </PageShell>
    );
  return (
    <PageShell
      title={TITLE}
      width="narrow"
      intro="Interviews and trials you arranged with a family or a nanny. Times are UK time."
    >
      <List userId={user.id} />
    </PageShell>
  );
}

function List({ userId }: { userId: string }) {
  const query = useQuery(myInterviewsQuery(userId));
  const queryClient = useQueryClient();
  if (query.isPending) return <p role="status">Loading your interviews…</p>;
  if (!query.data)
    return (
      <ListLoadError
        title="We could not load your interviews."
        message={readFailureMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  const changed = (_next: InterviewView) => {
    void queryClient.invalidateQueries({ queryKey: myInterviewsKey(userId) });
    void queryClient.invalidateQueries({ queryKey: ['my-applications', userId] });
    void queryClient.invalidateQueries({ queryKey: ['applicants', userId] });
  };
  const { upcoming, past } = query.data;
  return (
    <div className="grid gap-8">
      <section aria-labelledby="upcoming-heading" className="grid gap-4">
        <h2 id="upcoming-heading" className="text-xl font-semibold text-slate-900">
          Upcoming
        </h2>
        {upcoming.length ? (
          upcoming.map((i) => (
            <InterviewCard key={`${i.id}-${i.version}`} interview={i} onChanged={changed} />
          ))
        ) : (
          <Card>
            <p className="text-slate-800">
              Nothing arranged yet. Propose an interview from an applicant, or from your application.
            </p>
          </Card>
        )}
      </section>
      <section aria-labelledby="past-heading" className="grid gap-4">
        <h2 id="past-heading" className="text-xl font-semibold text-slate-900">
          Past and cancelled
        </h2>
        {past.length ? (
          past.map((i) => <InterviewCard key={`${i.id}-${i.version}`} interview={i} onChanged={changed} />)
        ) : (
          <p className="text-slate-700">None yet.</p>
        )}
      </section>
      <Feed userId={userId} data={query.data} />
    </div>
  );
}

/** The private calendar address: to subscribe in a calendar app, and to replace when it was shared. */
function Feed({ userId, data }: { userId: string; data: MyInterviews }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const revoke = useMutation({
    mutationFn: revokeFeed,
    onSuccess: (next) => {
      queryClient.setQueryData<MyInterviews>(myInterviewsKey(userId), (old) =>
        old ? { ...old, ...next } : old,
      );
      setAsking(false);
      notify.success(INTERVIEW_MESSAGES.feedRevoked);
    },
    onError: (error) => {
      logFailure('A new calendar address was not made', error);
      notify.error('A new calendar address was not made', refusalText(error));
    },
  });
  const webcal = data.feedUrl.replace(/^https?:/, 'webcal:');
  return (
    <section
      aria-labelledby="feed-heading"
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="feed-heading" className="text-xl font-semibold text-slate-900">
        Subscribe in your calendar
      </h2>
      <p className="text-slate-800">
        Your calendar app can show your confirmed interviews and trials, and keep them up to date. This
        address is private: anyone who has it can see them.
      </p>
      <p>
        <a className="font-semibold text-brand-900 underline wrap-anywhere" href={webcal}>
          Subscribe (webcal)
        </a>
      </p>
      <label className="grid gap-1 text-slate-900">
        <span className="font-medium">The address, to paste into a calendar app</span>
        <input
          readOnly
          value={data.feedUrl}
          className={CONTROL_CLASS}
          data-testid="feed-url"
          onFocus={(e) => e.currentTarget.select()}
        />
      </label>
      <div>
        <Button variant="outline" size="sm" onClick={() => setAsking(true)} aria-haspopup="dialog">
          Make a new address (the old one stops working)
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Make a new calendar address?"
        description="The old address stops working at once: calendars subscribed to it stop updating, and you subscribe again with the new one."
        keepLabel="Keep the old address"
        confirmLabel="Make a new address"
        busy={revoke.isPending}
        onConfirm={() => revoke.mutate()}
      />
    </section>
  );
}
