import type { OfferView } from '@contract/offers.ts';

/** What the poster's and the nanny's views of an offer are given: the offer, and what to do after an answer. */
export type OfferHandlers = {
  view: OfferView;
  onChanged: (next: OfferView) => void;
  onRefused: (title: string) => (error: unknown) => void;
};
