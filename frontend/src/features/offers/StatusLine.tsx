import { offerStatusLabel, type OfferView } from '@contract/offers.ts';
import { formatDay } from '@/features/my-jobs/format.ts';

/** Where the offer stands: its status, and when it was sent or answered. */
export function StatusLine({ view }: { view: OfferView }) {
  const offer = view.offer!;
  return (
    <p className="text-slate-800" data-testid="offer-status">
      <span className="font-semibold">{offerStatusLabel(offer.status, view.role)}</span>
      {offer.status === 'proposed' && ` · version ${offer.version}, sent on ${formatDay(offer.proposedAt)}`}
      {offer.answeredAt && offer.status !== 'proposed' && ` on ${formatDay(offer.answeredAt)}`}
    </p>
  );
}
