import { FAMILY_JOB_PRICE_PENCE } from '@contract/jobs-constants.ts';
import { formatPence } from '@/money.ts';

interface PaymentSummaryProps {
  totalPence: number;
  /** The applied promo code and what it takes off, when one is applied. */
  discount: { code: string; amountOffPence: number } | null;
}

/** The price of the post: the fee, the promo line when a code is applied, and the total. */
export function PaymentSummary({ totalPence, discount }: PaymentSummaryProps) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <dl className="space-y-2 text-slate-800">
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt>Job posting fee</dt>
          <dd>{formatPence(FAMILY_JOB_PRICE_PENCE)}</dd>
        </div>
        {discount && (
          <div className="flex flex-wrap justify-between gap-x-4 font-medium text-brand-800">
            <dt>
              Promo code <span className="break-all">{discount.code}</span>
            </dt>
            <dd>{`${formatPence(discount.amountOffPence)} off`}</dd>
          </div>
        )}
      </dl>
      <p aria-live="polite" className="mt-3 border-t border-slate-200 pt-3 text-2xl font-bold text-slate-900">
        {`Total: ${formatPence(totalPence)}`}
      </p>
      <p className="mt-1 text-sm text-slate-600">Payment required before publishing</p>
    </div>
  );
}
