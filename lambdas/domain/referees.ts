/**
 * A nanny's referees: how many she may have at a time, and when one who no longer counts goes. Pure:
 * the clock is a parameter.
 *
 * Places. She may have MAX_REFEREES referees at a time. A referee holds a place while invited with a
 * link that still works, once answered, and once confirmed; a referee withdrawn, refused, or whose link
 * lapsed unanswered holds none. Her places are one item (data/verifications.ts), a map from each
 * referee holding one to what it is held by: the time the referee's link lapses, or HELD for an answer
 * given. Every change of a referee changes the map in the same transaction, conditioned on what it read,
 * so the cap holds in the write: naming a referee adds an entry only while fewer than MAX_REFEREES are
 * held, and takes out, in the same write, the entries whose links lapsed (a lapse is not a write: it is
 * noticed by the next naming).
 *
 * Expiry. A referee who holds no place keeps a name, an address and perhaps an answer that nothing needs:
 * the item expires (the table's TTL) the referees retention row's period after the link lapsed, or after
 * the withdrawal or refusal, whichever is later. A referee invited, answered or confirmed is kept with her
 * verification records; the TTL an invitation sets (from its link's lapse) goes once answered.
 */
import { ttlFrom } from '../contract/retention.ts';
import {
  holdsRefereePlace,
  MAX_REFEREES,
  VERIFICATION_MESSAGES as M,
  type RefereeStatus,
} from '../contract/verification-constants.ts';

/** What holds a place for an answer given (answered or confirmed), rather than a link's lapse. */
export const HELD = 'held';

/** Her places: each referee holding one, and what holds it (a link's lapse, ISO time, or HELD). */
export type Places = Readonly<Record<string, string>>;

/** Whether an entry still holds its place at `now`. */
export const holds = (entry: string, now: Date): boolean =>
  entry === HELD || Date.parse(entry) > now.getTime();

/** The place a referee holds as stored (null: none). */
export function placeOf(referee: { status: RefereeStatus; linkLapsesAt: string }, now: Date): string | null {
  if (!holdsRefereePlace(referee, now)) return null;
  return referee.status === 'invited' ? referee.linkLapsesAt : HELD;
}

/** Her places as her referees' items show them: for a nanny whose places were never written. */
export function placesOfReferees(
  referees: ReadonlyArray<{ id: string; status: RefereeStatus; linkLapsesAt: string }>,
  now: Date,
): Record<string, string> {
  const places: Record<string, string> = {};
  for (const referee of referees) {
    const place = placeOf(referee, now);
    if (place !== null) places[referee.id] = place;
  }
  return places;
}

/** What naming a referee does to her places. */
export type NamingPlan =
  /** The referee holds a place already (invited with a working link, answered or confirmed). */
  | { outcome: 'named' }
  /** Every place is held by someone else. */
  | { outcome: 'full' }
  | {
      outcome: 'name';
      /** Entries that hold nothing any more (lapsed links), each with its value as read: they go. */
      released: ReadonlyArray<readonly [string, string]>;
      /**
       * The write holds while the places stored number fewer than this: MAX_REFEREES, plus the entries
       * it takes out (the referee's own lapsed entry, if any, is overwritten and counts among them).
       */
      below: number;
      /** The referee's own entry as read (a lapsed link), or null. */
      seen: string | null;
      /** Her places once named. */
      after: Record<string, string>;
    };

/** Naming `refereeId`, whose new link lapses at `linkLapsesAt`, at `now`, on her places as read. */
export function planNaming(places: Places, refereeId: string, linkLapsesAt: string, now: Date): NamingPlan {
  const seen = places[refereeId] ?? null;
  if (seen !== null && holds(seen, now)) return { outcome: 'named' };
  const released = Object.entries(places).filter(([, entry]) => !holds(entry, now));
  const held = Object.keys(places).length - released.length;
  if (held >= MAX_REFEREES) return { outcome: 'full' };
  const after: Record<string, string> = {};
  for (const [id, entry] of Object.entries(places)) if (holds(entry, now)) after[id] = entry;
  after[refereeId] = linkLapsesAt;
  return { outcome: 'name', released, below: MAX_REFEREES + released.length, seen, after };
}

/**
 * When a referee who holds no place goes (the TTL, epoch seconds): the referees row's period after the
 * link lapses, or after `closedAt` (withdrawn, refused) if that is later.
 */
export function refereeExpiry(linkLapsesAt: string, closedAt?: Date): number {
  const lapse = new Date(linkLapsesAt);
  return ttlFrom('referees', closedAt && closedAt.getTime() > lapse.getTime() ? closedAt : lapse);
}

/**
 * Why a moderator's decision on the answer they were shown (`shownAnsweredAt`) cannot be taken on the
 * referee as stored now, or null when it can: the answer must still be that one, waiting.
 */
export function decisionRefusal(
  referee: { status: RefereeStatus; answeredAt: string | null },
  shownAnsweredAt: string,
): string | null {
  const same = referee.answeredAt === shownAnsweredAt;
  if (referee.status === 'answered') return same ? null : M.answerChanged;
  // Decided by another moderator (or by this one, twice).
  if (same && (referee.status === 'confirmed' || referee.status === 'refused')) return M.notWaiting;
  // Named again (waiting for a new answer, or answered and decided since) or withdrawn.
  return referee.answeredAt !== null && referee.status !== 'withdrawn' ? M.answerChanged : M.answerGone;
}
