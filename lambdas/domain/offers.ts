/**
 * An offer's state machine: who may move an offer, from which status, and what a change makes.
 *
 *   (none, declined or withdrawn) ──(poster proposes)──> proposed v1
 *   proposed vN ──(poster changes it)──> proposed vN+1   (she sees the latest; only it may be answered)
 *   proposed vN ──(she accepts vN)──> accepted  (her application hired; statement v1 issued)
 *   proposed vN ──(she declines vN)──> declined
 *   proposed ──(poster withdraws)──> withdrawn
 *   accepted ──(poster changes a term)──> accepted, statement vM+1 (both told)
 *
 * Accepted, declined and withdrawn are final for their offer; after a decline or a withdrawal the poster
 * may make a new one (the next version). The server asks these rules and then writes each move
 * conditionally on the status and version it read, so two moves at once cannot both pass.
 */
import { OFFER_MESSAGES, type OfferStatus } from '../contract/offers-constants.ts';

export type Refusal = { ok: false; reason: string };
export type Allowed<T = object> = { ok: true } & T;

/** What a poster's terms make of the offer as it stands: a new offer, a new version, or a new statement. */
export type ProposeStep =
  | { kind: 'new'; version: number }
  | { kind: 'change'; version: number }
  | { kind: 'statement'; version: number };

export function proposeStep(
  offer: { status: OfferStatus; version: number; statementVersion: number } | null,
): ProposeStep {
  if (!offer) return { kind: 'new', version: 1 };
  switch (offer.status) {
    case 'proposed':
      return { kind: 'change', version: offer.version + 1 };
    case 'accepted':
      return { kind: 'statement', version: offer.statementVersion + 1 };
    case 'declined':
    case 'withdrawn':
      return { kind: 'new', version: offer.version + 1 };
  }
}

/** Why an offer cannot be answered (accepted or declined) at `version`, or ok. */
export function answerCheck(
  offer: { status: OfferStatus; version: number } | null,
  version: number,
): Allowed | Refusal {
  if (!offer) return { ok: false, reason: OFFER_MESSAGES.notFound };
  switch (offer.status) {
    case 'accepted':
      return { ok: false, reason: OFFER_MESSAGES.acceptedAlready };
    case 'withdrawn':
      return { ok: false, reason: OFFER_MESSAGES.withdrawnAlready };
    case 'declined':
      return { ok: false, reason: OFFER_MESSAGES.declinedAlready };
    case 'proposed':
      return offer.version === version ? { ok: true } : { ok: false, reason: OFFER_MESSAGES.notLatest };
  }
}

/** Why an offer cannot be withdrawn, or ok: only a proposed one can. */
export function withdrawCheck(offer: { status: OfferStatus } | null): Allowed | Refusal {
  if (!offer) return { ok: false, reason: OFFER_MESSAGES.notFound };
  return offer.status === 'proposed' ? { ok: true } : { ok: false, reason: OFFER_MESSAGES.notProposed };
}

/** Whether the terms differ from the ones stated (a change that changes nothing makes no new version). */
export function termsChanged(before: unknown, after: unknown): boolean {
  return JSON.stringify(canonical(before)) !== JSON.stringify(canonical(after));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
}
