import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@/api/errors.ts';
import { formatPence } from '@/money.ts';
import { Button, ButtonLink } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { cn } from '@/components/ui/cn.ts';
import { CONTROL_CLASS } from '@/components/ui/controlClass.ts';
import { notify } from '@/components/ui/toast.ts';
import { TagIcon } from '@/components/ui/icons/TagIcon.tsx';
import { normaliseCode } from '@/features/job-posting/promoCode.ts';
import { logFailure } from '@/api/errors.ts';

/** A promo code takes this much off the next job posting. */
export const PROMO_DISCOUNT_GBP = 10;

/** What an applied code takes off (the server's answer); without it, the usual £10 is shown. */
export interface AppliedPromo {
  amountOffPence: number;
}

export interface PromoCodeCardProps {
  /**
   * Applies the (trimmed, upper-case) code. Rejecting shows the 'Invalid Code' toast, or, when the
   * code could not be checked (no connection, a server error, too many tries), a 'try again' toast.
   */
  onApply: (code: string) => Promise<AppliedPromo | void>;
  /** Level of the card's heading, to fit the page's outline. */
  headingLevel?: 2 | 3;
  /**
   * Where a code applied is used (the job form, starting with it): the card then offers a link there,
   * so the code goes with the visitor rather than staying in this browser only.
   */
  codeLink?: (code: string) => string;
}

/** The promo-code card: an upper-case code input and an Apply button ('...' while applying). */
export function PromoCodeCard({ onApply, headingLevel = 3, codeLink }: PromoCodeCardProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [code, setCode] = useState('');
  const [applying, setApplying] = useState(false);
  // The code last applied and what it takes off, shown with the way to use it.
  const [applied, setApplied] = useState<{ code: string; amount: string } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const blank = code.trim() === '';

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (applying) return;
    const value = code.trim();
    if (!value) {
      notify.error('Code Required', 'Please enter a promo code to apply.');
      return;
    }
    setApplying(true);
    try {
      const applied = await onApply(value);
      const amount = applied ? formatPence(applied.amountOffPence) : `£${PROMO_DISCOUNT_GBP}`;
      notify.success('Promo Code Applied! 🎉', `You'll get ${amount} off your next job posting!`);
      setApplied({ code: normaliseCode(value), amount });
      setCode('');
    } catch (err) {
      logFailure('Promo code failed', err);
      if (err instanceof ApiError && (err.status === 0 || err.status === 429 || err.status >= 500))
        notify.error('Could not check the code', err.message || 'Please try again in a moment.');
      else
        notify.error(
          'Invalid Code',
          'This promo code is invalid or has expired. Please check and try again.',
        );
    } finally {
      setApplying(false);
      // The button was disabled while applying, so focus returns to the field.
      inputRef.current?.focus();
    }
  }

  return (
    <Card className="flex h-full flex-col" aria-labelledby={headingId} role="group">
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-pink-50 text-accent-700">
          <TagIcon />
        </span>
        <div className="min-w-0">
          <Heading id={headingId} className="text-xl font-semibold text-slate-900">
            Have a Promo Code?
          </Heading>
          <p className="mt-1 text-slate-700">
            Enter it here to get £{PROMO_DISCOUNT_GBP} off your next job posting.
          </p>
        </div>
      </div>

      <form noValidate onSubmit={(event) => void apply(event)} className="mt-5 flex flex-1 flex-col">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-900">
          Promo code
        </label>
        <div className="mt-1.5 flex gap-2">
          <input
            ref={inputRef}
            id={inputId}
            name="promoCode"
            value={code}
            onChange={(event) => setCode(event.target.value.toUpperCase())}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="Enter code"
            aria-describedby={hintId}
            className={cn(
              CONTROL_CLASS,
              'tracking-wider uppercase placeholder:tracking-normal placeholder:normal-case',
            )}
          />
          <Button
            type="submit"
            variant="accent"
            disabled={blank || applying}
            aria-busy={applying || undefined}
            className="shrink-0"
          >
            {applying ? (
              <>
                <span aria-hidden="true">...</span>
                <span className="sr-only">Applying</span>
              </>
            ) : (
              'Apply'
            )}
          </Button>
        </div>
        <p id={hintId} className="mt-auto pt-3 text-sm text-slate-600">
          Letters are changed to capitals as you type.
        </p>
        {applied && codeLink && (
          <div className="pt-4">
            <p className="text-sm text-slate-800">
              <strong className="font-semibold tracking-wider wrap-anywhere">{applied.code}</strong> takes{' '}
              {applied.amount} off your next job post.
            </p>
            <ButtonLink to={codeLink(applied.code)} variant="outline" size="sm" className="mt-3">
              Post a job with this code
            </ButtonLink>
          </div>
        )}
      </form>
    </Card>
  );
}
