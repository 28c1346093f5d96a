import { useQueryClient } from '@tanstack/react-query';
import {
  formatReviewDay,
  REVIEW_EDIT_HOURS,
  REVIEW_POLICY_PATH,
  REVIEW_TEXTS,
} from '@contract/reviews-constants.ts';
import type { Applicant } from '@contract/hiring.ts';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/Button.tsx';
import { lazyDialog, useLazyDialog } from '@/components/ui/lazyDialog.ts';
import { formatReportDate } from '@contract/reports-constants.ts';
import { REVIEWS_KEY } from '@/features/reviews/queries.ts';
import { Stars } from '@/features/reviews/Stars.tsx';

// The review form (and the contract's schemas) loads when it is about to open.
const writeDialog = lazyDialog(
  async () => (await import('@/features/reviews/WriteReviewDialog.tsx')).WriteReviewDialog,
);
const WriteReviewDialog = writeDialog.Component;

/**
 * The poster's review of the nanny they hired, in her applicant panel: when it can be written (the day
 * after her start date), the button to write it, or the review as written, with Edit while that is
 * allowed, and her reply.
 */
export function HireReviewSection({
  jobId,
  applicant,
  onChanged,
}: {
  jobId: string;
  applicant: Applicant;
  /** Keys whose answers hold the review: read again once it is saved. */
  onChanged: () => void;
}) {
  const queryClient = useQueryClient();
  const dialog = useLazyDialog();
  const state = applicant.review;
  if (!state) return null;
  const written = state.review;
  const policy = (
    <Link to={REVIEW_POLICY_PATH} className="font-medium text-brand-800 underline underline-offset-2">
      {REVIEW_TEXTS.policyLink}
    </Link>
  );

  return (
    <section aria-label="Your review" className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h4 className="font-semibold text-slate-900">Your review</h4>
      {state.status === 'not-yet' && (
        <p className="mt-1 text-slate-800">
          You can review {applicant.name} from {formatReviewDay(state.opensOn)}, once her start date has
          passed. {policy}
        </p>
      )}
      {state.status === 'open' && (
        <>
          <p className="mt-1 text-slate-800">
            You hired {applicant.name} through Nanny Marketplace. Tell other families what she was like.{' '}
            {policy}
          </p>
          <Button className="mt-3" onClick={dialog.show} {...writeDialog.triggerProps} aria-haspopup="dialog">
            Write a review
          </Button>
        </>
      )}
      {written && (
        <div className="mt-2 space-y-2" data-testid="my-review">
          <Stars rating={written.rating} />
          <p className="whitespace-pre-line text-slate-800 wrap-anywhere">{written.text}</p>
          {written.hidden && (
            <p className="text-sm font-medium text-amber-900">
              A moderator hid this review: it is not shown or counted. See your moderation decisions in your
              account.
            </p>
          )}
          {written.reply && (
            <div className="border-l-4 border-brand-200 pl-3">
              <p className="text-sm font-semibold text-slate-900">Her reply</p>
              <p className="text-sm whitespace-pre-line text-slate-800 wrap-anywhere">{written.reply.text}</p>
            </div>
          )}
          {written.editableUntil ? (
            <div className="flex flex-wrap items-center gap-3">
              <Button
                variant="outline"
                onClick={dialog.show}
                {...writeDialog.triggerProps}
                aria-haspopup="dialog"
              >
                Edit your review
              </Button>
              <span className="text-sm text-slate-700">
                You can change it until{' '}
                <time dateTime={written.editableUntil}>{formatReportDate(written.editableUntil)}</time>.
              </span>
            </div>
          ) : (
            <p className="text-sm text-slate-700">
              Reviews can be changed for {REVIEW_EDIT_HOURS} hours after they are written. {policy}
            </p>
          )}
        </div>
      )}
      {dialog.mounted && (
        <WriteReviewDialog
          jobId={jobId}
          nannyId={applicant.nannyId}
          name={applicant.name}
          current={written ? { rating: written.rating, text: written.text } : null}
          open={dialog.open}
          onOpenChange={dialog.setOpen}
          onSaved={() => {
            onChanged();
            // Her card's rating moved too, wherever it is cached.
            void queryClient.invalidateQueries({ queryKey: [...REVIEWS_KEY, applicant.nannyId] });
          }}
        />
      )}
    </section>
  );
}
