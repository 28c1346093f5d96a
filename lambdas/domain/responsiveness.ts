/**
 * Responsiveness, pure: which band a time falls in, how a case is counted in an account's response
 * record, and what the record shows on a day. The words and the rules others read are in
 * contract/responsiveness-constants.ts; data/response-records.ts keeps the counts.
 *
 * A record counts cases by the London day they were counted on, in attributes named for the day and
 * what they count (`d20261128_m0`: a first message answered within a day, counted on 28 November 2026),
 * so each case is one ADD in the transaction of the event it counts: two at once both count, and a
 * list never reads more than the summary its profile or job carries. Days leave the window as time
 * passes; the summary says until when it holds.
 */
import {
  REPLY_BAND_HOURS,
  REPLY_BANDS,
  RESPONSIVENESS_MIN_CASES,
  RESPONSIVENESS_WINDOW_DAYS,
  type ReplyBand,
  type StoredResponsiveness,
} from '../contract/responsiveness-constants.ts';

export type CaseKind = 'reads' | 'replies';
/** Meetings both sides said happened, and no-shows standing against the account (an overturn is -1). */
export type MeetingCount = 'held' | 'missed';

const HOUR = 3600_000;

/** The band a time (in milliseconds) falls in: within a day is up to and including 24 hours. */
export function bandOf(ms: number): ReplyBand {
  const hours = Math.max(0, ms) / HOUR;
  for (const band of REPLY_BANDS) if (band === 'longer' || hours <= REPLY_BAND_HOURS[band]) return band;
  return 'longer';
}

/** The band a case left a week unanswered or unopened counts in, whenever the sweep gets to it. */
export const LATE_CASE_BAND: ReplyBand = 'longer';

const CASE_LETTER: Record<CaseKind, string> = { reads: 'r', replies: 'm' };
const MEETING_LETTER: Record<MeetingCount, string> = { held: 'h', missed: 'n' };
const ATTRIBUTE = /^d(\d{4})(\d{2})(\d{2})_(?:([rm])([0-4])|([hn]))$/;

const compact = (day: string) => day.replaceAll('-', '');

/** The attribute a case of `kind` in `band`, counted on London day `day` (YYYY-MM-DD), adds to. */
export const caseAttribute = (kind: CaseKind, day: string, band: ReplyBand) =>
  `d${compact(day)}_${CASE_LETTER[kind]}${REPLY_BANDS.indexOf(band)}`;

/** The attribute a meeting count on London day `day` adds to. */
export const meetingAttribute = (count: MeetingCount, day: string) =>
  `d${compact(day)}_${MEETING_LETTER[count]}`;

/** One day's counts. */
export interface DayCounts {
  reads: number[];
  replies: number[];
  held: number;
  missed: number;
}

const emptyDay = (): DayCounts => ({
  reads: REPLY_BANDS.map(() => 0),
  replies: REPLY_BANDS.map(() => 0),
  held: 0,
  missed: 0,
});

/** A stored record's counts by day (YYYY-MM-DD), read from its attributes; anything else is ignored. */
export function countsOf(item: Record<string, unknown>): Map<string, DayCounts> {
  const days = new Map<string, DayCounts>();
  for (const [name, value] of Object.entries(item)) {
    const match = ATTRIBUTE.exec(name);
    if (!match || typeof value !== 'number') continue;
    const [, y, m, d, letter, band, meeting] = match;
    const day = `${y}-${m}-${d}`;
    const counts = days.get(day) ?? emptyDay();
    days.set(day, counts);
    if (letter) (letter === 'r' ? counts.reads : counts.replies)[Number(band)]! += value;
    else if (meeting === 'h') counts.held += value;
    else counts.missed += value;
  }
  return days;
}

/** A London day `n` days after `day` (negative: before), as YYYY-MM-DD; calendar arithmetic in UTC. */
export function addDays(day: string, n: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + n);
  return at.toISOString().slice(0, 10);
}

/** The first day of the window that ends with `today`: the window holds RESPONSIVENESS_WINDOW_DAYS days. */
export const windowStart = (today: string) => addDays(today, -(RESPONSIVENESS_WINDOW_DAYS - 1));

/**
 * The band of the median case, or null with fewer than the cases a figure needs. With an even number
 * the slower of the two middle cases is taken, so "usually" always means at least half.
 */
export function medianBand(counts: readonly number[]): ReplyBand | null {
  const total = counts.reduce((sum, n) => sum + Math.max(0, n), 0);
  if (total < RESPONSIVENESS_MIN_CASES) return null;
  const middle = Math.floor(total / 2);
  let seen = 0;
  for (let i = 0; i < REPLY_BANDS.length; i++) {
    seen += Math.max(0, counts[i] ?? 0);
    if (seen > middle) return REPLY_BANDS[i]!;
  }
  return 'longer';
}

export interface Figure {
  band: ReplyBand | null;
  cases: number;
}

export interface RecordSummary {
  replies: Figure;
  reads: Figure;
  held: number;
  missed: number;
  /** What profiles and jobs carry. */
  stored: StoredResponsiveness;
}

/**
 * What a record's counts show on `today` (London): the window's cases summed, each figure's band, and
 * whether its meetings make "No missed interviews". The summary holds until the first day on which a
 * counted day leaves the window (the day after today when nothing is counted: nothing to show).
 */
export function summarise(days: ReadonlyMap<string, DayCounts>, today: string): RecordSummary {
  const start = windowStart(today);
  const sum = emptyDay();
  let oldest: string | null = null;
  for (const [day, counts] of days) {
    if (day < start) continue;
    // A case counted on a day after today (a clock set back) still counts; it cannot leave first.
    if (oldest === null || day < oldest) oldest = day;
    counts.reads.forEach((n, i) => (sum.reads[i]! += n));
    counts.replies.forEach((n, i) => (sum.replies[i]! += n));
    sum.held += counts.held;
    sum.missed += counts.missed;
  }
  const total = (counts: number[]) => counts.reduce((a, n) => a + Math.max(0, n), 0);
  const replies = { band: medianBand(sum.replies), cases: total(sum.replies) };
  const reads = { band: medianBand(sum.reads), cases: total(sum.reads) };
  const held = Math.max(0, sum.held);
  const missed = Math.max(0, sum.missed);
  return {
    replies,
    reads,
    held,
    missed,
    stored: {
      replies: replies.band,
      reads: reads.band,
      noMissed: held > 0 && missed === 0,
      until: oldest ? addDays(oldest, RESPONSIVENESS_WINDOW_DAYS) : addDays(today, 1),
    },
  };
}

/** The count attributes of a stored record whose days have left the window ending `today`. */
export function expiredAttributes(item: Record<string, unknown>, today: string): string[] {
  const start = windowStart(today);
  return Object.keys(item).filter((name) => {
    const match = ATTRIBUTE.exec(name);
    return match !== null && `${match[1]}-${match[2]}-${match[3]}` < start;
  });
}
