/**
 * Every key of the single table is built here and nowhere else.
 *
 * Entities:
 * - Stripe event receipt: pk STRIPE_EVENT#<eventId>, sk EVENT; expires after 30 days.
 * - Nanny profile: pk NANNY#<nannyId>, sk PROFILE. Listed profiles also carry
 *   gsi1pk CANDIDATES, gsi1sk <rating>#<createdAt>#<nannyId> (a sparse index read newest-best first).
 * - Profile owner: pk USER#<userId>, sk NANNY -> { nannyId } (one profile per user).
 * - Nanny skill (nanny_skills): pk NANNY#<nannyId>, sk SKILL#<skill>; gsi2pk SKILL#<skill>, gsi2sk NANNY#<nannyId>.
 * - Nanny language (nanny_languages): pk NANNY#<nannyId>, sk LANG#<language>; gsi2pk LANG#<language>,
 *   gsi2sk NANNY#<nannyId>; proficiency 'conversational'.
 * - CV access audit: pk NANNY#<nannyId>, sk CV_ACCESS#<at>#<viewerId>; expires after a year.
 * - Rate-limit window: pk RATE#<scope>#<subject>, sk W#<window start>; expires with its window.
 */
export const CANDIDATES_PARTITION = 'CANDIDATES';

export const keys = {
  stripeEvent: (eventId: string) => ({ pk: `STRIPE_EVENT#${eventId}`, sk: 'EVENT' }),
  nannyProfile: (nannyId: string) => ({ pk: `NANNY#${nannyId}`, sk: 'PROFILE' }),
  nannyOwner: (userId: string) => ({ pk: `USER#${userId}`, sk: 'NANNY' }),
  candidatesIndex: (sortKey: string) => ({ gsi1pk: CANDIDATES_PARTITION, gsi1sk: sortKey }),
  nannySkill: (nannyId: string, skill: string) => ({
    pk: `NANNY#${nannyId}`,
    sk: `SKILL#${skill}`,
    gsi2pk: `SKILL#${skill}`,
    gsi2sk: `NANNY#${nannyId}`,
  }),
  nannyLanguage: (nannyId: string, language: string) => ({
    pk: `NANNY#${nannyId}`,
    sk: `LANG#${language}`,
    gsi2pk: `LANG#${language}`,
    gsi2sk: `NANNY#${nannyId}`,
  }),
  cvAccess: (nannyId: string, at: string, viewerId: string) => ({
    pk: `NANNY#${nannyId}`,
    sk: `CV_ACCESS#${at}#${viewerId}`,
  }),
  rateWindow: (scope: string, subject: string, windowStart: number) => ({
    pk: `RATE#${scope}#${subject}`,
    sk: `W#${windowStart}`,
  }),
} as const;
