/**
 * A nanny share's offer in words: each family employs her for its own part of the pay, so the poster's
 * form shows and sends the two parts, the other family reads the offer, and the nanny sees both
 * employers. Pure, for the pages and their tests.
 */
import { formatPence } from '@contract/money.ts';
import { weeklyPenceOf, type OfferPrefill, type OfferView } from '@contract/offers.ts';
import { SHARE_TEXTS } from '@contract/shares-texts.ts';
import type { OfferDraft } from '@/features/offers/offerDraft.ts';

/** A share's offer as its page reads it: the two employers and their parts. */
export type OfferShare = NonNullable<NonNullable<OfferView['offer']>['share']>;

/** The two parts of the pay a week, in pence, as the offer sends them. */
export interface SplitParts {
  posterWeeklyPence: number;
  partnerWeeklyPence: number;
}

/** What the poster's form shows of a share and sends with the terms. */
export interface FormSplit extends SplitParts {
  partnerLabel: string;
  /** Why no offer can be sent yet (the split not agreed, the other family's details missing); null when it can. */
  blocked: string | null;
}

/**
 * The split the poster's form sends: the one both families agreed (a new offer), or the offer's own (a
 * change to it). Null for any other job.
 */
export function formSplitOf(
  prefill: OfferPrefill['split'] | undefined,
  share: OfferShare | null | undefined,
): FormSplit | null {
  if (prefill)
    return {
      posterWeeklyPence: prefill.posterWeeklyPence,
      partnerWeeklyPence: prefill.partnerWeeklyPence,
      partnerLabel: prefill.partnerLabel,
      blocked: !prefill.agreed
        ? SHARE_TEXTS.splitNotAgreed
        : !prefill.partnerEmployerGiven
          ? SHARE_TEXTS.employerMissing
          : null,
    };
  if (share)
    return {
      posterWeeklyPence: share.posterWeeklyPence,
      partnerWeeklyPence: share.partnerWeeklyPence,
      partnerLabel: share.partnerLabel,
      blocked: null,
    };
  return null;
}

/** Only the parts, as the propose body takes them. */
export const splitBody = (split: SplitParts): SplitParts => ({
  posterWeeklyPence: split.posterWeeklyPence,
  partnerWeeklyPence: split.partnerWeeklyPence,
});

export const partsTotal = (parts: SplitParts) => parts.posterWeeklyPence + parts.partnerWeeklyPence;

/** A part of the pay, in words: "£404.00 a week". */
export const aWeek = (pence: number) => `${formatPence(pence)} a week`;

/** The other family, as the poster reads it. */
export const familyOf = (label: string) => `${label}’s family`;

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** What the pay typed comes to a week, in whole pence; null until it can be worked out. */
export function draftWeeklyPence(
  draft: Pick<OfferDraft, 'period' | 'amount' | 'hoursPerWeek'>,
): number | null {
  const amount = numberOf(draft.amount);
  const hours = numberOf(draft.hoursPerWeek);
  if (!Number.isFinite(amount) || amount < 0) return null;
  if (draft.period === 'hourly' && (!Number.isFinite(hours) || hours <= 0)) return null;
  return weeklyPenceOf({
    min: amount,
    period: draft.period,
    hoursPerWeek: Number.isFinite(hours) ? hours : 0,
  });
}

/**
 * Why the pay typed does not match the parts, while it does not: the parts are the split both families
 * agreed, so it is the pay that must come to their total. Null when it matches or cannot be worked out.
 */
export function splitMismatch(parts: SplitParts, weeklyPence: number | null): string | null {
  if (weeklyPence === null) return null;
  const total = partsTotal(parts);
  if (weeklyPence === total) return null;
  return `The pay entered comes to ${aWeek(weeklyPence)}, but the two families’ parts add up to ${aWeek(total)}. Make the pay ${aWeek(total)} in all, or agree a new split on the share.`;
}

/** The nanny's line before she accepts: who employs her, for how much. */
export const twoEmployersLine = (share: OfferShare) =>
  `Two families employ you: ${share.posterLabel} pays ${aWeek(share.posterWeeklyPence)} and ${share.partnerLabel} ${aWeek(share.partnerWeeklyPence)}, ${formatPence(partsTotal(share))} in all.`;

/** The other family's line: its own part, and which family employs her for the rest. */
export const partnerPartLine = (share: OfferShare) => {
  const poster = share.posterLabel.trim()
    ? familyOf(share.posterLabel.trim())
    : 'The family that posted the job';
  return `You employ her for your part: ${aWeek(share.partnerWeeklyPence)}. ${poster} employs her for its part.`;
};

/** The other family's page before any offer. */
export const partnerNoOfferLine = (posterLabel: string) =>
  `No offer has been made yet. ${posterLabel || 'The family that posted the job'} makes the offer for both families.`;

/** The buttons for the other family's documents, on the nanny's page. */
export const partnerStatementLabel = (employerName: string, version: number) =>
  `Download ${employerName}’s statement version ${version}`;
export const partnerPackLabel = (employerName: string) => `Download ${employerName}’s payroll pack`;
