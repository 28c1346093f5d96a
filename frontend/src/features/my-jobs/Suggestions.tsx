import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { SUGGESTION_TEXTS } from '@contract/suggestions-constants.ts';
import type { Suggestion, Suggestions as SuggestionsAnswer } from '@contract/suggestions.ts';
import type { MyJobDetail } from '@contract/hiring.ts';
import { call, readFailureMessage } from '@/api/client.ts';
import { Button } from '@/components/ui/Button.tsx';
import { Dialog } from '@/components/ui/Dialog.tsx';
import { District } from '@/components/ui/District.tsx';
import { ListPlaceholder } from '@/components/ui/ListPlaceholder.tsx';
import { ListLoadError } from '@/components/ui/ListLoadError.tsx';
import { notify } from '@/components/ui/toast.ts';
import { formatExperience } from '@/features/candidates/format.ts';
import { VerificationSummary } from '@/features/verification/VerificationSummary.tsx';
import { refusalText } from '@/features/my-jobs/api.ts';

/** One job's suggested nannies, for its poster. */
export const suggestionsKey = (userId: string, jobId: string) => ['suggestions', userId, jobId] as const;

const readSuggestions = (jobId: string, signal?: AbortSignal) =>
  call('hiringSuggestions', { params: { jobId }, ...(signal ? { signal } : {}) });
const invite = (jobId: string, nannyId: string) =>
  call('hiringInvite', { params: { jobId }, body: { nannyId } });

function SuggestionCard({ userId, job, item }: { userId: string; job: MyJobDetail; item: Suggestion }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const { card, match } = item;
  const send = useMutation({
    mutationFn: () => invite(job.id, card.id),
    onSuccess: (sent) => {
      setConfirming(false);
      queryClient.setQueryData<SuggestionsAnswer>(suggestionsKey(userId, job.id), (old) =>
        old
          ? {
              ...old,
              items: old.items.map((s) =>
                s.card.id === card.id ? { ...s, invitation: { conversationId: sent.conversationId } } : s,
              ),
            }
          : old,
      );
      notify.success(SUGGESTION_TEXTS.sent(card.firstName));
    },
    onError: (e) => {
      setConfirming(false);
      notify.error('The invitation was not sent', refusalText(e));
      void queryClient.invalidateQueries({ queryKey: suggestionsKey(userId, job.id) });
    },
  });

  return (
    <li
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold text-slate-900 wrap-anywhere">
            {card.firstName}
          </h3>
          <p className="text-sm text-slate-700">
            {card.location} <District district={card.postcodeDistrict} /> ·{' '}
            {formatExperience(card.yearsExperience)}
          </p>
          <VerificationSummary verification={card.verification} firstName={card.firstName} />
        </div>
        <p className="text-sm font-semibold text-brand-900">
          Match {match.score}
          <span className="sr-only"> out of 100</span>
          <span aria-hidden="true">/100</span>
        </p>
      </div>
      {match.reasons.length > 0 && (
        <ul
          aria-label={`Why ${card.firstName} fits`}
          className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800"
        >
          {match.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      {match.gaps.length > 0 && (
        <ul aria-label="What her profile does not show" className="mt-2 space-y-1 text-sm text-slate-600">
          {match.gaps.map((gap) => (
            <li key={gap}>{gap}</li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {item.applied ? (
          <span className="text-sm font-semibold text-slate-800">{SUGGESTION_TEXTS.applied}</span>
        ) : item.invitation ? (
          <>
            <span className="text-sm font-semibold text-slate-800">{SUGGESTION_TEXTS.invited}</span>
            <Link
              to={`/messages/${encodeURIComponent(item.invitation.conversationId)}`}
              className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-offset-2"
            >
              See the conversation<span className="sr-only"> with {card.firstName}</span>
            </Link>
          </>
        ) : (
          <Button variant="outline" onClick={() => setConfirming(true)} aria-haspopup="dialog">
            {SUGGESTION_TEXTS.invite}
            <span className="sr-only"> ({card.firstName})</span>
          </Button>
        )}
      </div>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={SUGGESTION_TEXTS.confirmTitle(card.firstName)}
        description={SUGGESTION_TEXTS.confirmBody(card.firstName)}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            onClick={() => !send.isPending && send.mutate()}
            aria-busy={send.isPending || undefined}
            aria-disabled={send.isPending || undefined}
          >
            {send.isPending ? 'Sending…' : 'Send invitation'}
          </Button>
        </div>
      </Dialog>
    </li>
  );
}

/** The poster's suggested nannies for a live job, with an invitation to apply for each. */
export function Suggestions({ userId, job }: { userId: string; job: MyJobDetail }) {
  const { data, error, isPending, refetch, isRefetching } = useQuery({
    queryKey: suggestionsKey(userId, job.id),
    queryFn: ({ signal }) => readSuggestions(job.id, signal),
  });
  let content;
  if (data) {
    content = (
      <>
        <p className="text-slate-700">
          {data.basis === 'area' && data.area
            ? SUGGESTION_TEXTS.intro(data.area)
            : SUGGESTION_TEXTS.introEverywhere}
        </p>
        {data.basis === 'everywhere' && (
          <p role="note" className="mt-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-slate-900">
            {SUGGESTION_TEXTS.noPostcode}
          </p>
        )}
        {data.items.length === 0 ? (
          <p className="mt-4 text-slate-700">{SUGGESTION_TEXTS.empty}</p>
        ) : (
          <ol className="mt-4 grid gap-4">
            {data.items.map((item) => (
              <SuggestionCard key={item.card.id} userId={userId} job={job} item={item} />
            ))}
          </ol>
        )}
      </>
    );
  } else if (isPending) {
    content = (
      <ListPlaceholder
        label="Loading suggested nannies…"
        gridClassName="grid"
        cardClassName="h-40"
        count={2}
      />
    );
  } else {
    content = (
      <ListLoadError
        title="We could not load suggested nannies."
        message={readFailureMessage(error)}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  }
  return (
    <section aria-labelledby="suggestions-title" className="mt-10">
      <h2 id="suggestions-title" className="mb-2 text-2xl font-bold text-slate-900">
        {SUGGESTION_TEXTS.heading}
      </h2>
      {content}
    </section>
  );
}
