/**
 * A promo code applied on the home page's promo card, remembered on this device (localStorage
 * `appliedPromoCode`) for the next job posting: the family job form starts with it when it has no code
 * of its own, and so does an unpaid draft's Resume payment. Forgotten once a job is created with it.
 * A code also travels in a link to the form (`/post-job-family?code=…`: the promo card's, and the
 * newsletter welcome email's), so it reaches the form on any device; the link's code comes first.
 */
import { normaliseCode } from '@/features/job-posting/promoCode.ts';

export const APPLIED_PROMO_KEY = 'appliedPromoCode';

/** The part of localStorage used here (so tests can pass a Map-backed stand-in). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function localStore(): KeyValueStorage | null {
  try {
    return (globalThis as { localStorage?: KeyValueStorage }).localStorage ?? null;
  } catch {
    return null;
  }
}

const PLAUSIBLE = /^[A-Z0-9_-]{1,40}$/;

export function rememberAppliedPromoCode(code: string, storage: KeyValueStorage | null = localStore()): void {
  const value = normaliseCode(code);
  if (!PLAUSIBLE.test(value)) return;
  try {
    storage?.setItem(APPLIED_PROMO_KEY, value);
  } catch {
    // No storage: the code is simply not remembered.
  }
}

export function readAppliedPromoCode(storage: KeyValueStorage | null = localStore()): string | null {
  try {
    const value = normaliseCode(storage?.getItem(APPLIED_PROMO_KEY) ?? '');
    return PLAUSIBLE.test(value) ? value : null;
  } catch {
    return null;
  }
}

export function forgetAppliedPromoCode(storage: KeyValueStorage | null = localStore()): void {
  try {
    storage?.removeItem(APPLIED_PROMO_KEY);
  } catch {
    // Nothing to forget.
  }
}

/**
 * A job form's starting point with the remembered code: the draft as it is when it already has a code,
 * otherwise the draft (or the empty form) with the remembered code filled in and marked as applied, so
 * the form checks it again quietly and shows the discount.
 */
export function withAppliedPromo<V extends { discountCode: string }>(
  draft: { values: V; appliedCode: string | null } | null,
  empty: V,
  remembered: string | null,
): { values: V; appliedCode: string | null } | null {
  if (!remembered) return draft;
  if (draft && draft.values.discountCode.trim() !== '') return draft;
  return { values: { ...(draft?.values ?? empty), discountCode: remembered }, appliedCode: remembered };
}

/** The address parameter a link to the family job form carries a promo code in. */
export const PROMO_CODE_PARAM = 'code';

/** The family job form, starting with a promo code. */
export const postJobWithCodePath = (code: string) =>
  `/post-job-family?${PROMO_CODE_PARAM}=${encodeURIComponent(normaliseCode(code))}`;

/** The promo code a link carries (`?code=`), if it looks like one; null otherwise. */
export function linkedPromoCode(search: string): string | null {
  const value = normaliseCode(new URLSearchParams(search).get(PROMO_CODE_PARAM) ?? '');
  return PLAUSIBLE.test(value) ? value : null;
}

/**
 * The job form's starting point when a link carried a code: the visitor followed it to use that code, so
 * it replaces the draft's (the rest of the draft is kept); without one, as `withAppliedPromo`.
 */
export function withLinkedPromo<V extends { discountCode: string }>(
  draft: { values: V; appliedCode: string | null } | null,
  empty: V,
  linked: string | null,
  remembered: string | null,
): { values: V; appliedCode: string | null } | null {
  if (!linked) return withAppliedPromo(draft, empty, remembered);
  return { values: { ...(draft?.values ?? empty), discountCode: linked }, appliedCode: linked };
}
