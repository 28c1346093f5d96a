/**
 * What the candidate card shows of a nanny's verification: the levels' names and the advice that follows
 * a DBS certificate line. Apart from the rest of the contract's verification words, which only the
 * nanny's and moderators' pages need; verification-constants.ts re-exports all of it.
 */
/**
 * How a DBS certificate is checked, in the words every page uses: our team checks a copy (the photo or
 * scan she uploads), never the original, and DBS guidance asks employers to see the original in person.
 * `forFamilies` follows her "What we checked" wherever a DBS certificate line shows; `forHer` is on her
 * own page.
 */
export const DBS_COPY_ADVICE = {
  forFamilies:
    'We checked a copy of her DBS certificate, not the original: see the original certificate yourself before she starts.',
  forHer:
    'We check a copy of your DBS certificate, not the original, so families are asked to see your original certificate before you start.',
} as const;

/**
 * The verification levels, lowest first, with the Safety page's names. Each label says what our team
 * checked, and no more (docs/glossary.md): the spec's "Background Checked" and "Enhanced Verified" claimed
 * a background check and a verification that seeing copies of certificates is not.
 */
export const LEVELS = ['none', 'basic', 'verified', 'premium'] as const;
export type VerificationLevel = (typeof LEVELS)[number];
export const LEVEL_NAMES: Record<Exclude<VerificationLevel, 'none'>, { name: string; label: string }> = {
  basic: { name: 'Basic', label: 'Identity checked' },
  verified: { name: 'Verified', label: 'DBS copy and references checked' },
  premium: { name: 'Premium', label: 'DBS status and first aid checked' },
};
