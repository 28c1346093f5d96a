import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import {
  formatReviewMonth,
  REVIEW_POLICY_PATH,
  REVIEW_REPLY_MAX,
  REVIEW_TEXTS,
  replyInput,
  type MyReview,
} from '@contract/reviews.ts';
import { ApiError, readFailureMessage } from '@/api/client.ts';
import { uniqueItems } from '@/api/pages.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { PageLoading } from '@/components/layout/PageLoading.tsx';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { Button } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { TextareaField } from '@/components/ui/Field.tsx';
import { ListPlaceholder } from '@/components/ui/ListPlaceholder.tsx';
import { PagedList } from '@/components/ui/PagedList.tsx';
import { QueryStates } from '@/components/ui/QueryStates.tsx';
import { notify } from '@/components/ui/toast.ts';
import { OtherAccountCard, SignInCard } from '@/features/account/SignInCard.tsx';
import { sendReply } from '@/features/reviews/api.ts';
import { MY_REVIEWS_KEY, myReviewsQuery, REVIEWS_KEY } from '@/features/reviews/queries.ts';
import { Stars } from '@/features/reviews/Stars.tsx';
import { DEMO_MESSAGES } from '@/demo/messages.ts';
import { logFailure } from '@/api/errors.ts';

const TITLE = 'Reviews';
const PATH = '/account/reviews';

/** Her one public reply to a review: sent once, not changed afterwards. */
function ReplyForm({ review, headingId }: { review: MyReview; headingId: string }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const parsed = replyInput.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? REVIEW_TEXTS.replyRequired);
      field.current?.focus();
      return;
    }
    setSending(true);
    try {
      await sendReply(review.id, parsed.data.text);
      notify.success(REVIEW_TEXTS.replyPublished, undefined);
      await queryClient.invalidateQueries({ queryKey: MY_REVIEWS_KEY });
      void queryClient.invalidateQueries({ queryKey: REVIEWS_KEY });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400 && failure.fields.text) {
        setError(failure.fields.text);
        field.current?.focus();
      } else if (failure instanceof ApiError && failure.status < 500) {
        notify.error('Your reply was not sent', failure.message);
        await queryClient.invalidateQueries({ queryKey: MY_REVIEWS_KEY });
      } else {
        logFailure('Sending the reply failed', failure);
        notify.error('Your reply was not sent', 'Please try again.');
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-describedby={headingId}
      aria-busy={sending || undefined}
      className="mt-4 space-y-3"
    >
      <TextareaField
        ref={field}
        label="Your reply"
        required
        rows={3}
        maxLength={REVIEW_REPLY_MAX}
        hint="Shown publicly under the review. You can reply once, and cannot change it afterwards."
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(undefined);
        }}
      />
      <Button type="submit" aria-busy={sending || undefined} aria-disabled={sending || undefined}>
        {sending ? 'Sending…' : 'Publish reply'}
      </Button>
    </form>
  );
}

function ReviewCard({ review }: { review: MyReview }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} data-testid="my-review-about">
      <Card>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 wrap-anywhere">
          {review.authorLabel}
          <span className="font-normal text-slate-700"> · {review.jobTitle}</span>
        </h2>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
          <Stars rating={review.rating} />
          <time dateTime={review.writtenAt}>{formatReviewMonth(review.writtenAt)}</time>
          {review.editedAt && <span>· Edited</span>}
        </p>
        {review.hidden && (
          <p className="mt-2 text-sm font-medium text-amber-900">
            Hidden by a moderator: not shown publicly and not counted in your rating.
          </p>
        )}
        <p className="mt-3 whitespace-pre-line text-slate-800 wrap-anywhere">{review.text}</p>
        {review.reply ? (
          <div className="mt-4 border-l-4 border-brand-200 pl-3">
            <p className="text-sm font-semibold text-slate-900">Your reply</p>
            <p className="mt-0.5 text-sm whitespace-pre-line text-slate-800 wrap-anywhere">
              {review.reply.text}
            </p>
          </div>
        ) : (
          review.canReply && <ReplyForm review={review} headingId={headingId} />
        )}
      </Card>
    </article>
  );
}

function Reviews({ userId }: { userId: string }) {
  const query = useInfiniteQuery(myReviewsQuery(userId));
  const { data, error } = query;
  const reviews = useMemo(() => uniqueItems(data?.pages, (r) => r.id), [data]);
  return (
    <QueryStates
      query={query}
      loading={
        <ListPlaceholder
          label="Loading your reviews…"
          gridClassName="grid gap-6"
          cardClassName="h-40"
          count={2}
        />
      }
      error={{ title: 'We could not load your reviews.', message: readFailureMessage(error) }}
      isEmpty={!reviews.length}
      empty={
        <Card>
          <p className="text-slate-800">{REVIEW_TEXTS.mineEmpty}</p>
        </Card>
      }
    >
      <PagedList
        items={reviews}
        keyOf={(r) => r.id}
        renderItem={(r) => <ReviewCard review={r} />}
        className="space-y-6"
        noun={{ one: 'review', many: 'reviews' }}
        next={query}
        loadMoreText={{
          label: 'Load more reviews',
          loadingLabel: 'Loading more reviews…',
          failedMessage: 'We could not load more reviews. Please try again.',
        }}
      />
    </QueryStates>
  );
}

/**
 * Account → Reviews (nannies): what the families and agencies who hired her wrote, hidden ones marked,
 * and her one public reply to each.
 */
export default function AccountReviews() {
  usePageTitle(TITLE);
  const { user, loading, demo } = useAuth();
  if (loading) return <PageLoading />;
  const intro = (
    <>
      Reviews from the families and agencies who hired you through Nanny Marketplace. You can reply to each
      once, publicly.{' '}
      <Link to={REVIEW_POLICY_PATH} className="font-medium text-brand-900 underline underline-offset-2">
        {REVIEW_TEXTS.policyLink}
      </Link>
      .
    </>
  );
  if (!user && !demo)
    return (
      <PageShell title={TITLE} width="narrow">
        <SignInCard path={PATH} what="Sign in to see the reviews about you and reply to them." />
      </PageShell>
    );
  if (!user)
    return (
      <PageShell title={TITLE} intro={intro} width="narrow">
        <p role="note" className="rounded-2xl border border-brand-200 bg-brand-50 p-4 text-slate-900">
          {DEMO_MESSAGES.accountsTitle}: this is how the page looks before anyone has reviewed you.
        </p>
        <div className="mt-6">
          <Card>
            <p className="text-slate-800">{REVIEW_TEXTS.mineEmpty}</p>
          </Card>
        </div>
      </PageShell>
    );
  if (user.userType !== 'nanny')
    return (
      <PageShell title={TITLE} width="narrow">
        <OtherAccountCard
          message="Reviews are written about nannies. You review a nanny you hired from her application in My jobs."
          link={{ to: '/my-jobs', label: 'Go to My jobs' }}
        />
      </PageShell>
    );
  return (
    <PageShell title={TITLE} intro={intro} width="narrow">
      <Reviews userId={user.id} />
    </PageShell>
  );
}
