/**
 * Every key of the single table is built here and nowhere else.
 *
 * Entities so far:
 * - Stripe event receipt: pk STRIPE_EVENT#<eventId>, sk EVENT, expiresAt = received + 30 days.
 */
export const keys = {
  stripeEvent: (eventId: string) => ({ pk: `STRIPE_EVENT#${eventId}`, sk: 'EVENT' }),
} as const;
