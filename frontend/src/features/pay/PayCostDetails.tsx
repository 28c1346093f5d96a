import { lazy, Suspense, useState } from 'react';
import type { Pay } from '@contract/pay-amounts.ts';

// The calculator's tables and arithmetic load when the panel is opened, not with the page.
const PayCostAt = lazy(async () => ({ default: (await import('@/features/pay/PayCost.tsx')).PayCostAt }));

/**
 * "What this pay comes to", folded: opened, the nanny's take-home pay and the family's full cost for
 * the pay (PayCost). Folded by default, so the page around it does not move when it loads.
 */
export function PayCostDetails({
  pay,
  postcode,
  className,
}: {
  pay: Pay;
  postcode: string | null;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <details className={className} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="min-h-11 cursor-pointer rounded-md py-2 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
        What this pay comes to: take-home pay and the family’s full cost
      </summary>
      {open && (
        <Suspense fallback={<p className="py-2 text-sm text-slate-700">Working it out…</p>}>
          <PayCostAt pay={pay} postcode={postcode} />
        </Suspense>
      )}
    </details>
  );
}
