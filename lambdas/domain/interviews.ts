/**
 * An interview's (or a trial's) rules, pure: who may move it from which status, which times may be
 * proposed, what a trial must pay, and which times to suggest from the nanny's usual week.
 *
 *   (none) ──(either side proposes 1–3 times)──> proposed
 *   proposed ──(the other side picks one)──> confirmed
 *   proposed ──(either side proposes other times)──> proposed (the proposer is now that side)
 *   confirmed ──(either side reschedules, before it starts)──> proposed (again; picked again, the
 *                calendar invite's SEQUENCE grows)
 *   proposed, confirmed (before it starts) ──(either side cancels, with a reason)──> cancelled
 *   confirmed, after its end ──(each side says it happened)──> happened (once both did)
 *   confirmed, once started ──(one side says the other did not come, once)──> no-show
 *   proposed, confirmed (not over) ──(an account deleted: the system)──> cancelled
 *
 * Cancelled, happened and no-show are final. The server asks these rules, then writes each move
 * conditionally on the version it read, so two moves at once cannot both pass.
 */
import {
  INTERVIEW_MESSAGES,
  MAX_DAYS_AHEAD,
  MEETING_KIND_LABELS,
  meetingTimeLabel,
  type MeetingKind,
  MAX_PROPOSED_TIMES,
  fromLondonWallClock,
  isMeetingLink,
  looksLikeHomeAddress,
  londonWallClock,
  trialPayRefusal,
  type MeetingRole,
  type MeetingStatus,
} from '../contract/interviews-constants.ts';
export { isMeetingLink, looksLikeHomeAddress };
import { minimumWageOn } from '../contract/legal/minimum-wage.ts';
import { DAY_PART_HOURS, WEEKDAYS, type DayPart, type Week } from '../contract/week-constants.ts';

export type MeetingActor = MeetingRole | 'system';
export const MEETING_ACTIONS = ['pick', 'retime', 'cancel', 'happened', 'no-show'] as const;
export type MeetingAction = (typeof MEETING_ACTIONS)[number];

/** What the rules read of a meeting. */
export interface MeetingFacts {
  status: MeetingStatus;
  /** The side whose times are waiting (for a proposed meeting). */
  proposedBy: MeetingRole;
  /** The agreed start and end (a confirmed meeting), ISO instants. */
  startAt: string | null;
  endAt: string | null;
  /** The sides that said it happened. */
  happenedBy: readonly MeetingRole[];
}

export type Allowed = { ok: true };
export type Refusal = { ok: false; reason: string; kind: 'conflict' | 'forbidden' };
const refuse = (reason: string, kind: Refusal['kind'] = 'conflict'): Refusal => ({ ok: false, reason, kind });
const OK: Allowed = { ok: true };

const started = (m: MeetingFacts, now: Date) => m.startAt !== null && Date.parse(m.startAt) <= now.getTime();
const over = (m: MeetingFacts, now: Date) => m.endAt !== null && Date.parse(m.endAt) <= now.getTime();

/** Whether `actor` may do `action` to a meeting as it stands at `now`, and if not, why. */
export function meetingMove(
  meeting: MeetingFacts,
  action: MeetingAction,
  actor: MeetingActor,
  now: Date,
): Allowed | Refusal {
  const { status } = meeting;
  if (actor === 'system') {
    if (action !== 'cancel') return refuse(INTERVIEW_MESSAGES.notYours, 'forbidden');
    if (status === 'proposed') return OK;
    if (status === 'confirmed' && !over(meeting, now)) return OK;
    return refuse(INTERVIEW_MESSAGES.notConfirmed);
  }
  switch (action) {
    case 'pick':
      if (status !== 'proposed') return refuse(INTERVIEW_MESSAGES.notProposed);
      if (meeting.proposedBy === actor) return refuse(INTERVIEW_MESSAGES.notYours, 'forbidden');
      return OK;
    case 'retime':
    case 'cancel':
      if (status === 'proposed') return OK;
      if (status !== 'confirmed') return refuse(INTERVIEW_MESSAGES.notConfirmed);
      if (started(meeting, now)) return refuse(INTERVIEW_MESSAGES.started);
      return OK;
    case 'happened':
      if (status !== 'confirmed') return refuse(INTERVIEW_MESSAGES.notConfirmed);
      if (!over(meeting, now)) return refuse(INTERVIEW_MESSAGES.notOver);
      if (meeting.happenedBy.includes(actor)) return refuse(INTERVIEW_MESSAGES.happenedAlready);
      return OK;
    case 'no-show':
      if (status === 'no-show') return refuse(INTERVIEW_MESSAGES.noShowOnce);
      if (status !== 'confirmed') return refuse(INTERVIEW_MESSAGES.notConfirmed);
      if (!started(meeting, now)) return refuse(INTERVIEW_MESSAGES.notStarted);
      return OK;
  }
}

/** The status a move leaves, given it is allowed. */
export function statusAfter(
  meeting: MeetingFacts,
  action: MeetingAction,
  actor: MeetingActor,
): MeetingStatus {
  switch (action) {
    case 'pick':
      return 'confirmed';
    case 'retime':
      return 'proposed';
    case 'cancel':
      return 'cancelled';
    case 'no-show':
      return 'no-show';
    case 'happened': {
      const sides = new Set([...meeting.happenedBy, actor]);
      return sides.has('poster') && sides.has('nanny') ? 'happened' : 'confirmed';
    }
  }
}

/** A no-show as the rules read it: who recorded it, and whether a dispute overturned it. */
export interface NoShowMarkFacts {
  by: MeetingRole;
  overturnedAt: string | null;
}

/**
 * Whether a meeting's no-show counts against `role` (for responsiveness): only against the side that
 * was marked, and only while no dispute overturned it.
 */
export function noShowCountsAgainst(mark: NoShowMarkFacts | null, role: MeetingRole): boolean {
  return mark !== null && mark.by !== role && mark.overturnedAt === null;
}

/**
 * Whether the marked side may dispute a no-show: only the marked side, only while it stands, once.
 * The server writes the dispute conditionally too, so two at once cannot both pass.
 */
export function noShowDisputeMove(
  mark: NoShowMarkFacts | null,
  role: MeetingRole,
  disputed: boolean,
): Allowed | Refusal {
  if (mark === null) return refuse(NO_SHOW_DISPUTE_MESSAGES.notMarked);
  if (mark.by === role) return refuse(NO_SHOW_DISPUTE_MESSAGES.notYours, 'forbidden');
  if (mark.overturnedAt !== null) return refuse(NO_SHOW_DISPUTE_MESSAGES.overturned);
  if (disputed) return refuse(NO_SHOW_DISPUTE_MESSAGES.once);
  return OK;
}

export const NO_SHOW_DISPUTE_MESSAGES = {
  notMarked: 'No no-show was recorded for this meeting: there is nothing to dispute.',
  notYours: 'Only the person marked as a no-show can dispute it.',
  overturned: 'This no-show was overturned already: there is nothing to dispute.',
  once: 'You have already disputed this no-show.',
} as const;

const POSTER_WORDS = 'the family';
const NANNY_WORDS = 'the nanny';
const sideWords = (role: MeetingRole) => (role === 'poster' ? POSTER_WORDS : NANNY_WORDS);

/**
 * How a no-show reads as a decision its marked side may dispute, in the words of the appeals pages:
 * the meeting (its kind, job and time), why it is there, and who recorded it. Names no one.
 */
export function noShowDecisionTexts(meeting: {
  kind: MeetingKind;
  jobTitle: string;
  startAt: string | null;
  markedBy: MeetingRole;
}): { contentLabel: string; reason: string; explanation: string } {
  const when = meeting.startAt ? `, ${meetingTimeLabel(meeting.startAt)}` : '';
  const kind = MEETING_KIND_LABELS[meeting.kind].toLowerCase();
  const by = sideWords(meeting.markedBy);
  return {
    contentLabel: `${MEETING_KIND_LABELS[meeting.kind]} for ${meeting.jobTitle}${when}`,
    reason: 'No-show',
    explanation: `${by.charAt(0).toUpperCase()}${by.slice(1)} recorded that you did not come to the ${kind}. If it is wrong, you can dispute it once: a moderator reads it and may overturn the mark.`,
  };
}

/**
 * Proposed times, each a London clock time, as instants; or every refusal by field: `times` for the
 * list as a whole (none, too many, a repeat), `times.<index>` for one time, so a form marks the field
 * that is wrong. `message` is the first of them.
 */
export function checkTimes(
  times: readonly string[],
  now: Date,
): { ok: true; instants: Date[] } | { ok: false; message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  if (times.length < 1 || times.length > MAX_PROPOSED_TIMES) fields.times = INTERVIEW_MESSAGES.times;
  else if (new Set(times).size !== times.length) fields.times = INTERVIEW_MESSAGES.timesRepeated;
  const latest = now.getTime() + MAX_DAYS_AHEAD * 24 * 3600 * 1000;
  const instants: Date[] = [];
  times.slice(0, MAX_PROPOSED_TIMES).forEach((time, index) => {
    const field = `times.${index}`;
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(time)) return (fields[field] = INTERVIEW_MESSAGES.timeFormat);
    const at = fromLondonWallClock(time);
    if (!at) return (fields[field] = INTERVIEW_MESSAGES.timeMissing);
    if (at.getTime() <= now.getTime()) return (fields[field] = INTERVIEW_MESSAGES.timeInPast);
    if (at.getTime() > latest) return (fields[field] = INTERVIEW_MESSAGES.timeTooFar);
    instants.push(at);
  });
  const messages = Object.values(fields);
  if (messages.length > 0) return { ok: false, message: messages[0]!, fields };
  return { ok: true, instants };
}

/** Why a trial's gross pay is below the minimum wage for its hours on its day, or null. */
export function trialPayCheck(grossPay: number, hours: number, day: string): string | null {
  const least = minimumWageOn(day).age21AndOver;
  const perHour = grossPay / hours;
  // To the penny: £36.63 for three hours at £12.21 is enough.
  if (Math.round(grossPay * 100) >= Math.round(least * hours * 100)) return null;
  return trialPayRefusal(`£${perHour.toFixed(2)}`, `£${least.toFixed(2)}`);
}

/** The hour a suggestion starts at in each part of the day (a comfortable time within it). */
const SUGGESTED_HOUR: Record<Exclude<DayPart, 'overnight'>, number> = {
  morning: 10,
  afternoon: 14,
  evening: 18,
};

/**
 * Up to `count` times to suggest, one a day, from tomorrow (London's day) over the next two weeks: in
 * the parts of each day the nanny's usual week offers (none overnight), or weekday mornings and
 * afternoons when she has not said. London clock times ('YYYY-MM-DDTHH:mm'), in order.
 */
export function suggestTimes(
  availability: Week | null | undefined,
  now: Date,
  count = MAX_PROPOSED_TIMES,
): string[] {
  const today = londonWallClock(now).slice(0, 10);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const found: string[] = [];
  for (let ahead = 1; ahead <= 14 && found.length < count; ahead++) {
    const day = new Date(Date.UTC(y, m - 1, d + ahead));
    const weekday = WEEKDAYS[(day.getUTCDay() + 6) % 7]!;
    const parts: DayPart[] = availability
      ? (availability[weekday] ?? [])
      : weekday === 'sat' || weekday === 'sun'
        ? []
        : ['morning', 'afternoon'];
    const part = parts.find((p): p is Exclude<DayPart, 'overnight'> => p !== 'overnight');
    if (!part) continue;
    const hour = Math.max(SUGGESTED_HOUR[part], DAY_PART_HOURS[part].from);
    const text = `${day.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
    if (fromLondonWallClock(text)) found.push(text);
  }
  return found;
}
