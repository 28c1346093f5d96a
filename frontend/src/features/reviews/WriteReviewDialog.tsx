import { useId, useRef, useState, type FormEvent } from 'react';
import {
  REVIEW_RATING_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TEXTS,
  reviewInput,
  starsLabel,
  type HireReview,
} from '@contract/reviews.ts';
import { ApiError } from '@/api/client.ts';
import { Button } from '@/components/ui/Button.tsx';
import { cn } from '@/components/ui/cn.ts';
import { Dialog } from '@/components/ui/Dialog.tsx';
import { FieldError, RequiredMark, TextareaField } from '@/components/ui/Field.tsx';
import { notify } from '@/components/ui/toast.ts';
import { saveHireReview } from '@/features/reviews/api.ts';
import { logFailure } from '@/api/errors.ts';

interface WriteReviewDialogProps {
  jobId: string;
  nannyId: string;
  /** Her name as the applicant list shows it. */
  name: string;
  /** The review being changed, or null for a new one. */
  current: { rating: number; text: string } | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (saved: HireReview) => void;
}

const RATINGS = Array.from({ length: REVIEW_RATING_MAX }, (_, i) => i + 1);

/**
 * The poster's review of the nanny they hired: a rating from 1 to 5 stars (a group of radio buttons,
 * moved through with the arrow keys) and what it was like. Written once; changed for 48 hours.
 */
export function WriteReviewDialog({
  jobId,
  nannyId,
  name,
  current,
  open,
  onOpenChange,
  onSaved,
}: WriteReviewDialogProps) {
  const groupId = useId();
  const [rating, setRating] = useState<number | null>(current?.rating ?? null);
  const [text, setText] = useState(current?.text ?? '');
  const [errors, setErrors] = useState<{ rating?: string | undefined; text?: string | undefined }>({});
  const [saving, setSaving] = useState(false);
  const firstStar = useRef<HTMLInputElement>(null);
  const textField = useRef<HTMLTextAreaElement>(null);
  const editing = current !== null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const parsed = reviewInput.safeParse({ rating: rating ?? undefined, text });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as 'rating' | 'text'] ??= issue.message;
      setErrors(found);
      (found.rating ? firstStar : textField).current?.focus();
      return;
    }
    setSaving(true);
    try {
      const saved = await saveHireReview(jobId, nannyId, parsed.data, editing);
      notify.success(editing ? REVIEW_TEXTS.updated : REVIEW_TEXTS.published, undefined);
      onSaved(saved);
      onOpenChange(false);
    } catch (failure) {
      if (
        failure instanceof ApiError &&
        failure.status === 400 &&
        (failure.fields.text || failure.fields.rating)
      ) {
        setErrors({ rating: failure.fields.rating, text: failure.fields.text });
        return;
      }
      if (failure instanceof ApiError && failure.status < 500) {
        notify.error('Your review was not saved', failure.message);
        return;
      }
      logFailure('Saving the review failed', failure);
      notify.error('Your review was not saved', 'Please try again.');
    } finally {
      setSaving(false);
    }
  };

  const ratingErrorId = `${groupId}-error`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? `Edit your review of ${name}` : `Review ${name}`}
      description="Your review is public, with your first name (or your agency's name). You can change it for 48 hours after you first write it."
    >
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-5"
        aria-busy={saving || undefined}
      >
        <div
          role="radiogroup"
          aria-labelledby={`${groupId}-label`}
          aria-required="true"
          aria-invalid={errors.rating ? true : undefined}
          aria-describedby={errors.rating ? ratingErrorId : undefined}
        >
          <p id={`${groupId}-label`} className="text-sm font-medium text-slate-900">
            Your rating
            <RequiredMark />
          </p>
          <div className="mt-2 flex flex-wrap gap-1">
            {RATINGS.map((value) => (
              <label
                key={value}
                className={cn(
                  'flex size-11 cursor-pointer items-center justify-center rounded-lg text-3xl leading-none has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
                  rating !== null && value <= rating ? 'text-amber-600' : 'text-slate-400',
                )}
              >
                <input
                  ref={value === 1 ? firstStar : undefined}
                  type="radio"
                  name={`${groupId}-rating`}
                  value={value}
                  checked={rating === value}
                  onChange={() => {
                    setRating(value);
                    if (errors.rating) setErrors((e) => ({ ...e, rating: undefined }));
                  }}
                  className="sr-only"
                />
                <span aria-hidden="true">★</span>
                <span className="sr-only">{starsLabel(value)}</span>
              </label>
            ))}
          </div>
          <p className="mt-1 text-sm text-slate-700" aria-hidden="true">
            {rating ? starsLabel(rating) : 'No rating chosen yet'}
          </p>
          {errors.rating && (
            <FieldError id={ratingErrorId} className="mt-1.5">
              {errors.rating}
            </FieldError>
          )}
        </div>
        <TextareaField
          ref={textField}
          label="Your review"
          required
          rows={6}
          maxLength={REVIEW_TEXT_MAX}
          hint="What was it like to work with her? Plain text; please leave out children's names and anyone's contact details."
          value={text}
          error={errors.text}
          onChange={(event) => {
            setText(event.target.value);
            if (errors.text) setErrors((e) => ({ ...e, text: undefined }));
          }}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" aria-busy={saving || undefined} aria-disabled={saving || undefined}>
            {saving ? 'Saving…' : editing ? 'Save changes' : 'Publish review'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
