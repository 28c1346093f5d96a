/** Pure formatting for the candidate card. */
import { payLine } from '@contract/pay-amounts.ts';

const isRate = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * The nanny's hourly rate, gross (before tax), as a job's pay reads: '£15–£17 an hour gross' for a range,
 * '£15 an hour gross' when only one end is set or both are the same, otherwise 'Rate negotiable'.
 */
export function formatHourlyRate(min: number | null | undefined, max: number | null | undefined): string {
  const low = isRate(min) ? min : null;
  const high = isRate(max) ? max : null;
  if (low !== null && high !== null) {
    const [from, to] = low <= high ? [low, high] : [high, low];
    return payLine({ period: 'hourly', min: from, max: to });
  }
  const single = low ?? high;
  return single === null ? 'Rate negotiable' : payLine({ period: 'hourly', min: single, max: null });
}

/** 'New to nannying' for 0, '1 year experience', otherwise 'N years experience'. */
export function formatExperience(years: number): string {
  const whole = Number.isFinite(years) ? Math.max(0, Math.floor(years)) : 0;
  if (whole === 0) return 'New to nannying';
  return whole === 1 ? '1 year experience' : `${whole} years experience`;
}

export const formatDrivingLicence = (hasLicence: boolean) =>
  hasLicence ? 'Driving licence' : 'No driving licence';

export const formatTravel = (willing: boolean) => (willing ? 'Willing to travel' : 'Not willing to travel');

/** The skills a card shows (at most `max`) and how many more there are, for a '+N more' tag. */
export function splitSkills(skills: readonly string[], max: number): { shown: string[]; more: number } {
  const limit = Math.max(0, Math.floor(max));
  return { shown: skills.slice(0, limit), more: Math.max(0, skills.length - limit) };
}

/** The '+N more' tag's text, or null when every skill is shown. */
export const formatMoreSkills = (more: number) => (more > 0 ? `+${more} more` : null);

/**
 * A stored text's paragraphs (text with paragraphs: blank lines between them, single line breaks kept
 * within them), for showing each as a paragraph of its own.
 */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** The id of a nanny's card on /candidates, so a link (from a conversation's header) can lead to it. */
export const candidateCardId = (nannyId: string) => `candidate-${nannyId}`;

/** A day ('2027-01-31') as the card says it: '31 Jan 2027'. */
export const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** When she can start: 'Available now' once the day has come, else 'Available from 1 Dec 2026'; null when not said. */
export function formatAvailability(availableFrom: string | null, today: string): string | null {
  if (!availableFrom) return null;
  return availableFrom <= today ? 'Available now' : `Available from ${formatDay(availableFrom)}`;
}
