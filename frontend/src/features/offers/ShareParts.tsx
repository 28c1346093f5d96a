import { aWeek, familyOf, partsTotal, type OfferShare } from '@/features/offers/offerShare.ts';

/**
 * A nanny share's offer: what each family pays her a week, as the poster or the other family reads it.
 * Each family employs her for its own part and has its own written statement.
 */
export function ShareParts({ share, side }: { share: OfferShare; side: 'poster' | 'partner' }) {
  return (
    <section aria-labelledby="offer-share" className="space-y-3">
      <h2 id="offer-share" className="text-xl font-bold text-slate-900">
        Each family’s part
      </h2>
      <p className="text-slate-700">
        This is a nanny share: each family employs her for its own part and gets its own written statement.
      </p>
      <ul
        className="space-y-1 rounded-2xl border border-slate-200 bg-white p-4 text-slate-900"
        data-testid="offer-split"
      >
        {side === 'poster' ? (
          <>
            <li>You: {aWeek(share.posterWeeklyPence)}</li>
            <li>
              {familyOf(share.partnerLabel)}: {aWeek(share.partnerWeeklyPence)}
            </li>
          </>
        ) : (
          <>
            <li>
              {share.posterLabel}: {aWeek(share.posterWeeklyPence)}
            </li>
            <li>You: {aWeek(share.partnerWeeklyPence)}</li>
          </>
        )}
        <li className="font-semibold">In all: {aWeek(partsTotal(share))}</li>
      </ul>
    </section>
  );
}
