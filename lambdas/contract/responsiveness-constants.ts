/**
 * Responsiveness: how quickly each side answers, and whether they turn up, as cards and pages show it.
 * What is measured (domain/responsiveness.ts counts it; data/response-records.ts keeps it):
 *
 * - `replies`: for a nanny, how long she took to answer the first message a family or an agency sent
 *   her in a conversation; for a family or an agency, how long they took to answer a nanny's first
 *   message. A first message left unanswered for 7 days counts then as "more than a week".
 * - `reads`: for a family or an agency, how long after she applied they first opened a nanny's
 *   application. One left unopened for 7 days counts then as "more than a week".
 * - `noMissed`: at least one interview or trial in the window both sides said happened, and no no-show
 *   recorded against them in it (one overturned on appeal does not count).
 *
 * Each time falls in a band (within a day, 2 days, 3 days, a week, or more); the words name the band
 * that holds the median case of the last 90 days, and only when at least 3 cases make it up. Fewer,
 * and nothing is shown: never a guess.
 */

/** The period the figures cover, in days, up to and including today (London). */
export const RESPONSIVENESS_WINDOW_DAYS = 90;
/** The fewest cases a figure is shown from. */
export const RESPONSIVENESS_MIN_CASES = 3;
/** How long an unanswered first message, or an unopened application, waits before it counts as slow. */
export const RESPONSIVENESS_LATE_DAYS = 7;

/** The bands a time falls in, quickest first, with each band's upper bound in hours (the last has none). */
export const REPLY_BANDS = ['day', '2days', '3days', 'week', 'longer'] as const;
export type ReplyBand = (typeof REPLY_BANDS)[number];
export const REPLY_BAND_HOURS: Record<Exclude<ReplyBand, 'longer'>, number> = {
  day: 24,
  '2days': 48,
  '3days': 72,
  week: 24 * RESPONSIVENESS_LATE_DAYS,
};

/**
 * What a listed profile or job carries (written by the product when a case is counted, and again when
 * cases leave the window): the bands, and the London day from which it may no longer hold, when it is
 * shown no more until written again.
 */
export interface StoredResponsiveness {
  replies: ReplyBand | null;
  reads: ReplyBand | null;
  noMissed: boolean;
  /** YYYY-MM-DD: shown only on days before it. */
  until: string;
}

/** What a card or page is given: the bands that hold today, or null when there is nothing to show. */
export interface ResponsivenessView {
  replies: ReplyBand | null;
  reads: ReplyBand | null;
  noMissed: boolean;
}

/** What a stored summary shows on `today` (YYYY-MM-DD, London): nothing once it is out of date. */
export function responsivenessView(
  stored: StoredResponsiveness | null | undefined,
  today: string,
): ResponsivenessView | null {
  if (!stored || !(today < stored.until)) return null;
  if (!stored.replies && !stored.reads && !stored.noMissed) return null;
  return { replies: stored.replies, reads: stored.reads, noMissed: stored.noMissed };
}

const WITHIN: Record<Exclude<ReplyBand, 'longer'>, string> = {
  day: 'within a day',
  '2days': 'within 2 days',
  '3days': 'within 3 days',
  week: 'within a week',
};

export const RESPONSIVENESS_TEXTS = {
  replies: (band: ReplyBand) =>
    band === 'longer' ? 'Usually takes more than a week to reply' : `Usually replies ${WITHIN[band]}`,
  reads: (band: ReplyBand) =>
    band === 'longer'
      ? 'Usually takes more than a week to read applications'
      : `Usually reads applications ${WITHIN[band]}`,
  noMissed: 'No missed interviews',
  /** Matching's reasons (domain/matching.ts): only the quick bands are a reason. */
  replyReason: (band: ReplyBand) => (band === 'longer' ? null : `Replies ${WITHIN[band]}`),
  readReason: (band: ReplyBand) => (band === 'longer' ? null : `Reads applications ${WITHIN[band]}`),
} as const;

/** The words a view shows, in order: replies, reads, then the meetings' record. */
export function responsivenessLines(view: ResponsivenessView | null | undefined): string[] {
  if (!view) return [];
  return [
    ...(view.replies ? [RESPONSIVENESS_TEXTS.replies(view.replies)] : []),
    ...(view.reads ? [RESPONSIVENESS_TEXTS.reads(view.reads)] : []),
    ...(view.noMissed ? [RESPONSIVENESS_TEXTS.noMissed] : []),
  ];
}

const isBand = (value: unknown): value is ReplyBand => REPLY_BANDS.includes(value as ReplyBand);

/** A stored summary read defensively: anything not of its shape reads as none. */
export function storedResponsiveness(value: unknown): StoredResponsiveness | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.until !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v.until)) return null;
  return {
    replies: isBand(v.replies) ? v.replies : null,
    reads: isBand(v.reads) ? v.reads : null,
    noMissed: v.noMissed === true,
    until: v.until,
  };
}
