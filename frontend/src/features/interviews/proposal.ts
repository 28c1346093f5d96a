/**
 * A proposal's checks in the browser, mirroring what the server checks (domain/interviews.ts and the
 * contract's schema), so every problem shows at once under its own field; and the server's field
 * errors placed on the same fields. Pure: time is a parameter.
 */
import {
  INTERVIEW_MESSAGES,
  INTERVIEW_MINUTES,
  MAX_DAYS_AHEAD,
  MAX_PROPOSED_TIMES,
  TRIAL_HOURS,
  fromLondonWallClock,
  isMeetingLink,
  londonWallClock,
  looksLikeHomeAddress,
  trialPayRefusal,
  type MeetingKind,
  type MeetingMode,
} from '@contract/interviews-constants.ts';
import { minimumWageOn } from '@contract/legal/minimum-wage.ts';

/** A form's errors by field: `link`, `place`, `times` (the group), `times.<slot>`, `minutes`, … */
export type ProposalErrors = Record<string, string>;

export interface ProposalValues {
  kind: MeetingKind;
  mode: MeetingMode;
  link: string;
  place: string;
  /** The proposer chooses to give a place that reads like a home's address. */
  homeAddressChosen?: boolean;
  /** The time fields as they stand, blanks included ('YYYY-MM-DDTHH:mm' or ''). */
  times: readonly string[];
  minutes: string;
  hours: string;
  grossPay: string;
}

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const DAY = 24 * 3600 * 1000;

/** The error key of the time field at a slot (0-based). */
export const timeKey = (slot: number) => `times.${slot}`;

/** The slots (0-based) of the time fields filled in, in order: the times sent, by their index. */
export const filledSlots = (times: readonly string[]) => times.flatMap((t, slot) => (t.trim() ? [slot] : []));

/** Each time field's problem, by its slot: the format, the clocks, the past, too far ahead, repeated. */
export function checkTimeSlots(times: readonly string[], now: Date): ProposalErrors {
  const errors: ProposalErrors = {};
  const slots = filledSlots(times);
  if (!slots.length) {
    errors[timeKey(0)] = INTERVIEW_MESSAGES.timeFormat;
    return errors;
  }
  const latest = now.getTime() + MAX_DAYS_AHEAD * DAY;
  const seen = new Set<string>();
  for (const slot of slots) {
    const time = times[slot]!.trim();
    const at = TIME.test(time) ? fromLondonWallClock(time) : null;
    const message = !TIME.test(time)
      ? INTERVIEW_MESSAGES.timeFormat
      : !at
        ? INTERVIEW_MESSAGES.timeMissing
        : at.getTime() <= now.getTime()
          ? INTERVIEW_MESSAGES.timeInPast
          : at.getTime() > latest
            ? INTERVIEW_MESSAGES.timeTooFar
            : seen.has(time)
              ? INTERVIEW_MESSAGES.timesRepeated
              : null;
    seen.add(time);
    if (message) errors[timeKey(slot)] = message;
  }
  if (slots.length > MAX_PROPOSED_TIMES) errors.times = INTERVIEW_MESSAGES.times;
  return errors;
}

/** Every problem of a proposal at once, by field; empty when the server should accept it. */
export function checkProposal(values: ProposalValues, now: Date): ProposalErrors {
  const errors: ProposalErrors = {};
  if (values.mode === 'video' && !isMeetingLink(values.link.trim())) errors.link = INTERVIEW_MESSAGES.link;
  if (values.mode === 'in-person') {
    if (!values.place.trim()) errors.place = INTERVIEW_MESSAGES.place;
    else if (looksLikeHomeAddress(values.place) && !values.homeAddressChosen)
      errors.place = INTERVIEW_MESSAGES.homeAddress;
  }
  Object.assign(errors, checkTimeSlots(values.times, now));
  if (values.kind === 'interview') {
    const minutes = Number(values.minutes);
    if (
      !values.minutes.trim() ||
      !Number.isInteger(minutes) ||
      minutes < INTERVIEW_MINUTES.min ||
      minutes > INTERVIEW_MINUTES.max
    )
      errors.minutes = INTERVIEW_MESSAGES.minutes;
    return errors;
  }
  const hours = Number(values.hours);
  const hoursOk =
    values.hours.trim() !== '' &&
    Number.isFinite(hours) &&
    hours >= TRIAL_HOURS.min &&
    hours <= TRIAL_HOURS.max;
  if (!hoursOk) errors.hours = INTERVIEW_MESSAGES.hours;
  else if (!Number.isInteger(hours * 2)) errors.hours = 'Whole or half hours';
  const pay = Number(values.grossPay);
  if (!values.grossPay.trim() || !Number.isFinite(pay) || pay <= 0 || pay > 10_000)
    errors.grossPay = INTERVIEW_MESSAGES.trialPay;
  else if (Math.abs(pay * 100 - Math.round(pay * 100)) >= 1e-6) errors.grossPay = 'Whole pence only';
  else if (hoursOk && !errors.hours) {
    // The minimum wage on the first time's day, as the server reads it (today's when none is valid).
    const first = filledSlots(values.times)[0];
    const firstAt = first === undefined ? null : fromLondonWallClock(values.times[first]!.trim());
    const day = londonWallClock(firstAt ?? now).slice(0, 10);
    const least = minimumWageOn(day).age21AndOver;
    if (Math.round(pay * 100) < Math.round(least * hours * 100))
      errors.grossPay = trialPayRefusal(`£${(pay / hours).toFixed(2)}`, `£${least.toFixed(2)}`);
  }
  return errors;
}

/**
 * The server's field errors placed on the form's fields: `times.<n>` names the nth time sent, which is
 * the time field at `sent[n]` (blanks are not sent); `times` itself (too many, repeated), and an index
 * the form did not send, stay on the group. Other fields keep their names.
 */
export function serverFieldErrors(
  fields: Readonly<Record<string, string>>,
  sent: readonly number[],
): ProposalErrors {
  const errors: ProposalErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const match = /^times\.(\d+)$/.exec(path);
    if (match) {
      const slot = sent[Number(match[1])];
      if (slot !== undefined) errors[timeKey(slot)] = message;
      else errors.times ??= message;
    } else errors[path] ??= message;
  }
  return errors;
}

/** The time fields' errors, by slot, from a form's errors. */
export const timeSlotErrors = (errors: ProposalErrors) =>
  Array.from({ length: MAX_PROPOSED_TIMES }, (_, slot) => errors[timeKey(slot)]);

/** "Wednesday 2 December, 10:00" for a London clock time ('YYYY-MM-DDTHH:mm'). */
export function suggestionLabel(time: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})$/.exec(time);
  if (!match) return time;
  const [, y, m, d, clock] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(date);
  return `${day.replace(',', '')}, ${clock}`;
}

/** The times with a suggestion put in the first empty field (unchanged when none is empty). */
export function addSuggestion(times: readonly string[], suggestion: string): string[] {
  const slots = Array.from({ length: MAX_PROPOSED_TIMES }, (_, i) => times[i] ?? '');
  const empty = slots.findIndex((t) => !t.trim());
  if (empty >= 0) slots[empty] = suggestion;
  return slots;
}

/** "Send 1 time", "Send 3 times". */
export const sendLabel = (count: number) =>
  count === 0 ? 'Send the times' : `Send ${count} time${count === 1 ? '' : 's'}`;
