/**
 * Interviews and trials: a job's poster and a nanny (an applicant, or one the poster invited) agree a
 * time to meet (an interview), and after it, a paid trial. No schemas here, so pages that only show
 * these words do not download the schema library (interviews.ts re-exports all of it).
 */

/** An interview, or a trial the family pays for directly. */
export const MEETING_KINDS = ['interview', 'trial'] as const;
export type MeetingKind = (typeof MEETING_KINDS)[number];

/** How they meet: a video call at a link the proposer gives, a phone call, or in person at a general place. */
export const MEETING_MODES = ['video', 'phone', 'in-person'] as const;
export type MeetingMode = (typeof MEETING_MODES)[number];

export const MEETING_MODE_LABELS: Record<MeetingMode, string> = {
  video: 'Video call',
  phone: 'Phone call',
  'in-person': 'In person',
};

/**
 * Where a meeting stands: times proposed by one side, waiting for the other (again after a reschedule);
 * confirmed at one time; cancelled (with a reason the other side is told); happened (both said so
 * afterwards); or a no-show (one side said the other did not come). domain/interviews.ts holds the moves.
 */
export const MEETING_STATUSES = ['proposed', 'confirmed', 'cancelled', 'happened', 'no-show'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

export const MEETING_STATUS_LABELS: Record<MeetingStatus, string> = {
  proposed: 'Times proposed',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  happened: 'Happened',
  'no-show': 'No-show recorded',
};

export const MEETING_KIND_LABELS: Record<MeetingKind, string> = {
  interview: 'Interview',
  trial: 'Trial',
};

/** Which side of a meeting: the job's poster (a family or an agency), or the nanny. */
export type MeetingRole = 'poster' | 'nanny';

/** At most this many times in one proposal. */
export const MAX_PROPOSED_TIMES = 3;
/** An interview lasts between these many minutes. */
export const INTERVIEW_MINUTES = { min: 15, max: 180, default: 45 } as const;
/** A trial lasts between these many hours. */
export const TRIAL_HOURS = { min: 1, max: 12 } as const;
/** A time is proposed at most this many days ahead. */
export const MAX_DAYS_AHEAD = 90;
/** Reminders go this many hours before a confirmed meeting starts. */
export const REMINDER_HOURS = [24, 1] as const;
export type ReminderHours = (typeof REMINDER_HOURS)[number];

/** The first-meeting advice shown when an in-person meeting is proposed or confirmed. */
export const FIRST_MEETING_ADVICE = [
  'Meet by video, or in a public place, the first time.',
  'No money should be asked for or paid before you meet.',
  'You do not need to give your home address until you choose to.',
] as const;

/** The choice to give a place that reads like a home's address (the server's refusal names it). */
export const HOME_ADDRESS_CHOICE = 'I choose to give this address';

/** The warning beside the in-person place: a general place, never a home address. */
export const PLACE_HINT =
  'A general, public place, for example “Costa, Clapham High Street” or “a park near SW4”. Do not give a home address here.';

export const INTERVIEW_MESSAGES = {
  notFound: 'This interview could not be found.',
  pairNotFound:
    'You can arrange an interview only with someone who applied to the job, or whom its poster invited.',
  ownPair: 'You cannot arrange an interview with yourself.',
  unreachable: 'This person can no longer be contacted through the product.',
  deleting: 'This account is being deleted.',
  times: `Give between one and ${MAX_PROPOSED_TIMES} times.`,
  timeFormat: 'Enter a date and a time.',
  timeInPast: 'Each time must be in the future.',
  timeTooFar: `Each time must be within ${MAX_DAYS_AHEAD} days.`,
  timeMissing: 'This time does not exist in the UK (the clocks go forward then). Choose another.',
  timesRepeated: 'Give each time once.',
  link: 'Enter the video call’s link, starting with https:// (or http://).',
  linkOnlyVideo: 'A link is given for a video call only.',
  place: 'Say where you will meet: a general, public place, not a home address.',
  placeOnlyInPerson: 'A place is given for an in-person meeting only.',
  homeAddress:
    'This looks like a home address. Meet somewhere public the first time; to give this address anyway, tick “I choose to give this address”.',
  trialAfterInterview:
    'A trial follows an interview: agree an interview first, and propose the trial once it has taken place.',
  minutes: `Between ${INTERVIEW_MINUTES.min} and ${INTERVIEW_MINUTES.max} minutes.`,
  hours: `Between ${TRIAL_HOURS.min} and ${TRIAL_HOURS.max} hours.`,
  trialPay: 'Enter the gross pay for the trial.',
  trialPosterOnly: 'Only the job’s poster proposes a trial.',
  reason: 'Tell them why, in a few words.',
  overlapping:
    'You have an interview or a trial with this person that is not over yet: reschedule or cancel it instead.',
  notYours: 'Only the other side can pick one of these times or propose others.',
  notProposed: 'These times are no longer waiting for an answer.',
  notConfirmed: 'Only a confirmed interview can be changed like this.',
  notOffered: 'Pick one of the times proposed.',
  started: 'This interview has started already: it can no longer be moved or cancelled.',
  notOver: 'You can say this only once its time is over.',
  notStarted: 'You can record a no-show only once its time has started.',
  noShowOnce: 'A no-show was recorded for this interview already.',
  happenedAlready: 'You said it happened already.',
  changedMeanwhile: 'This interview changed while you were looking at it. Please look at it again.',
  rateLimited: 'You have proposed many times in a short while. Please wait a little and try again.',
  feedNotFound: 'This calendar address is not valid any more.',
  proposed: 'Times sent',
  picked: 'Interview confirmed',
  retimed: 'New times sent',
  cancelled: 'Interview cancelled',
  happened: 'Thank you: recorded',
  noShow: 'No-show recorded',
  feedRevoked: 'A new calendar address was made: the old one no longer works.',
} as const;

/** The trial's pay is below the minimum wage for its hours. */
export const trialPayRefusal = (perHour: string, least: string) =>
  `The pay is ${perHour} an hour: at least the National Minimum Wage (${least} an hour gross for workers aged 21 and over).`;

export const INTERVIEWS_PATH = '/interviews';
/** Where the side marked as a no-show disputes it: with their moderation decisions and appeals. */
export const NO_SHOW_DISPUTE_PATH = '/account/moderation';

/** London's clock, 'YYYY-MM-DDTHH:mm', at an instant. */
export function londonWallClock(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/**
 * The instant a London clock time ('YYYY-MM-DDTHH:mm') names: null for a text that is not one, or a
 * time the clocks skip (the hour after 01:00 on the last Sunday of March). A time that happens twice
 * (01:00–02:00 on the last Sunday of October) is its first, in British Summer Time.
 */
export function fromLondonWallClock(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(utc)) return null;
  for (const offsetMinutes of [60, 0]) {
    const at = new Date(utc - offsetMinutes * 60_000);
    if (londonWallClock(at) === text) return at;
  }
  return null;
}

/** "Saturday 25 October 2025, 10:00" in London's time. */
export function meetingTimeLabel(at: Date | string): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return `${day}, ${time}`;
}

/** A video link: http or https only (nothing a browser would run or open elsewhere). */
export function isMeetingLink(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * Whether a meeting place reads like a home's address rather than a general place: a full postcode
 * (which narrows to a handful of homes), a house number on a street, or words naming a home. Such a
 * place is taken only when its writer says they choose to give it (the server refuses it otherwise;
 * the form asks first).
 */
export function looksLikeHomeAddress(place: string): boolean {
  const text = place.toLowerCase();
  const fullPostcode = /\b[a-z]{1,2}\d[a-z\d]?\s*\d[a-z]{2}\b/;
  const numberOnStreet =
    /\b\d{1,4}[a-z]?,?\s+(?:[a-z'’-]+\s+){0,3}(?:street|st|road|rd|avenue|ave|lane|ln|close|drive|dr|way|gardens|gdns|crescent|cres|place|pl|court|ct|terrace|grove|mews|row|walk|hill|square|sq|park|rise|vale|view|green)\b/;
  const flat = /\b(?:flat|apartment|apt)\s*\d/;
  const home = /\b(?:my|our|the family'?s?|the family’s)\s+(?:home|house|flat|place|address)\b/;
  return fullPostcode.test(text) || numberOnStreet.test(text) || flat.test(text) || home.test(text);
}
