/**
 * Posting the job of a nanny share (`/post-job-family?share=<id>`): the share named in the address, what
 * the form says about it, what stops it being posted, and what it fills in. Pure, so unit tests can load
 * it; types only from the schemas' modules.
 */
import type { ShareView } from '@contract/shares.ts';
import { SHARE_TEXTS } from '@contract/shares-texts.ts';
import { isRefusal } from '@/api/errors.ts';
import { familyOf } from '@/features/jobs/share.ts';
import { canPostJob, sidesOf } from '@/features/shares/format.ts';
import { formatPence } from '@/money.ts';
import type { PayForm } from '@/features/job-posting/jobDetails.ts';

/** The address's query parameter naming the share. */
export const SHARE_PARAM = 'share';

/** The share the address names (as typed: the server says whether it is one), or null without one. */
export function shareIdFrom(search: string): string | null {
  const value = new URLSearchParams(search).get(SHARE_PARAM)?.trim();
  return value ? value : null;
}

/** The family job form for a share, as a path (the way back after signing in). */
export const sharePostPath = (shareId: string) =>
  `/post-job-family?${SHARE_PARAM}=${encodeURIComponent(shareId)}`;

/** The other family of the reader's share, by its first name ('Sarah’s family'), or 'the other family'. */
export function otherFamilyName(share: Pick<ShareView, 'mySide' | 'first' | 'partner'>): string {
  const sides = sidesOf(share);
  const other = sides ? share[sides.other] : null;
  return (other && familyOf(other.label)) ?? 'the other family';
}

/**
 * What the form says at its top: 'Posting for your nanny share with Sarah’s family: one £50 fee, paid
 * by you; the job shows both families’ parts.'
 */
export const sharePostingNote = (
  share: Pick<ShareView, 'mySide' | 'first' | 'partner'>,
  pricePence: number,
) =>
  `Posting for your nanny share with ${otherFamilyName(share)}: one ${formatPence(pricePence)} fee, paid by you; the job shows both families’ parts.`;

/** Why the share's job cannot be posted now, in the server's own words, or null when it can. */
export function sharePostingBlocker(
  share: Pick<ShareView, 'mySide' | 'split' | 'status' | 'jobId' | 'partner'>,
): string | null {
  if (canPostJob(share)) return null;
  if (share.status === 'ended') return SHARE_TEXTS.ended;
  if (!share.mySide) return SHARE_TEXTS.notMember;
  if (share.status === 'posted' || share.jobId !== null) return SHARE_TEXTS.jobPostedAlready;
  if (!share.partner || share.status === 'seeking') return SHARE_TEXTS.notPaired;
  return SHARE_TEXTS.splitNotAgreed;
}

/** What the form fills in from the share, where the family has not typed its own. */
export interface SharePrefill {
  /** The first family's district. */
  postcode: string | null;
  /** The split's whole pay a week, in pounds, gross, for its whole hours a week. */
  pay: Pick<PayForm, 'period' | 'min' | 'hoursPerWeek'> | null;
  /** The split's whole hours a week alone, where the family typed pay but no hours. */
  hoursPerWeek: number | null;
}

/**
 * The share's figures for the form's empty fields: the first family's district for the postcode, and
 * the split's whole pay a week, both parts together, for its whole hours a week (not its shared rate an
 * hour, which the solo hours' rate and the host allowance make another total). Pay the family typed is
 * left alone, and only empty hours are filled beside it. Null for a field to leave as it is.
 */
export function sharePrefill(
  share: Pick<ShareView, 'first' | 'split'>,
  current: { postcode: string; pay: Pick<PayForm, 'min' | 'max' | 'hoursPerWeek'> },
): SharePrefill {
  const split = share.split;
  const district = share.first.part.postcodeDistrict.trim();
  const payTyped = current.pay.min !== null || current.pay.max !== null;
  return {
    postcode: current.postcode.trim() === '' && district ? district : null,
    pay:
      split && !payTyped
        ? {
            period: 'weekly',
            min: split.result.totalWeeklyGrossPence / 100,
            hoursPerWeek: split.result.totalHours,
          }
        : null,
    hoursPerWeek: split && payTyped && current.pay.hoursPerWeek === null ? split.result.totalHours : null,
  };
}

/**
 * The words a refused post for a share shows as the form's error: the server's message for the share
 * (a 409: the split not agreed, the job posted already; a 404 or 403), or its word on the share's id;
 * null for any other failure, which the form reports as before.
 */
export function shareRefusalMessage(error: unknown): string | null {
  if (!isRefusal(error) || error.status === 401) return null;
  const onShare = error.fields.shareId;
  if (onShare) return onShare;
  return error.status === 400 || error.status === 429 ? null : error.message;
}
