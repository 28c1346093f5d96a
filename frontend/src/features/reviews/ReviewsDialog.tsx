import { useId, useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import {
  formatReviewMonth,
  ratingLabel,
  REVIEW_POLICY_PATH,
  REVIEW_TEXTS,
  type PublicReview,
} from '@contract/reviews.ts';
import { readFailureMessage } from '@/api/client.ts';
import { uniqueItems } from '@/api/pages.ts';
import { Button } from '@/components/ui/Button.tsx';
import { Dialog } from '@/components/ui/Dialog.tsx';
import { ListPlaceholder } from '@/components/ui/ListPlaceholder.tsx';
import { PagedList } from '@/components/ui/PagedList.tsx';
import { ReportFlag } from '@/features/reports/ReportFlag.tsx';
import { reviewsQuery } from '@/features/reviews/queries.ts';
import { Stars } from '@/features/reviews/Stars.tsx';

interface ReviewsDialogProps {
  nannyId: string;
  firstName: string;
  rating: number;
  totalReviews: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** One review as the public reads it: stars, words, who and when, that it came from a hire, her reply. */
export function ReviewItem({ review, firstName }: { review: PublicReview; firstName: string }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 p-4"
      data-testid="review"
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-semibold text-slate-900 wrap-anywhere">
            {review.authorLabel}
            <span className="sr-only">’s review</span>
          </h3>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
            <Stars rating={review.rating} />
            <time dateTime={review.writtenAt}>{formatReviewMonth(review.writtenAt)}</time>
            <span aria-hidden="true">·</span>
            <span>{REVIEW_TEXTS.hiredThrough}</span>
          </p>
        </div>
        <ReportFlag
          label={`Report ${review.authorLabel}’s review`}
          contentType="review"
          contentId={review.id}
          contentLabel={`${review.authorLabel}’s review of ${firstName}`}
          className="-mt-2 -mr-2"
        />
      </div>
      <p className="mt-2 whitespace-pre-line text-slate-800 wrap-anywhere">{review.text}</p>
      {review.editedAt && <p className="mt-1 text-xs text-slate-600">Edited</p>}
      {review.reply && (
        <div className="mt-3 border-l-4 border-brand-200 pl-3">
          <p className="text-sm font-semibold text-slate-900">{firstName}’s reply</p>
          <p className="mt-0.5 whitespace-pre-line text-sm text-slate-800 wrap-anywhere">
            {review.reply.text}
          </p>
        </div>
      )}
    </article>
  );
}

/**
 * A nanny's reviews, opened from the rating on her card: newest first, a page at a time, each with a
 * Report flag, and the policy that says who may review and how fakes are kept out.
 */
export function ReviewsDialog({
  nannyId,
  firstName,
  rating,
  totalReviews,
  open,
  onOpenChange,
}: ReviewsDialogProps) {
  const query = useInfiniteQuery({ ...reviewsQuery(nannyId), enabled: open });
  const { data, isPending, error, refetch, isRefetching } = query;
  const reviews = useMemo(() => uniqueItems(data?.pages, (r) => r.id), [data]);

  let list;
  if (isPending)
    list = (
      <ListPlaceholder label="Loading reviews…" gridClassName="grid gap-3" cardClassName="h-24" count={2} />
    );
  else if (!data)
    list = (
      <div role="alert">
        <p className="text-slate-800">{readFailureMessage(error)}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={() => void refetch()}
          disabled={isRefetching}
        >
          Try again
        </Button>
      </div>
    );
  else if (!reviews.length) list = <p className="text-slate-700">{REVIEW_TEXTS.empty}</p>;
  else
    list = (
      <PagedList
        items={reviews}
        keyOf={(r) => r.id}
        renderItem={(r) => <ReviewItem review={r} firstName={firstName} />}
        className="grid gap-3"
        noun={{ one: 'review', many: 'reviews' }}
        next={query}
        loadMoreText={{
          label: 'Load more reviews',
          loadingLabel: 'Loading more reviews…',
          failedMessage: 'We could not load more reviews. Please try again.',
        }}
      />
    );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Reviews of ${firstName}`}
      description={
        <>
          {ratingLabel(rating, totalReviews)}. Only families and agencies who hired her here can review her.{' '}
          <Link to={REVIEW_POLICY_PATH} className="font-medium text-brand-800 underline underline-offset-2">
            {REVIEW_TEXTS.policyLink}
          </Link>
        </>
      }
    >
      {list}
    </Dialog>
  );
}
