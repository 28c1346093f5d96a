/**
 * A nanny's verification as her card shows it: the level badge and the lines of "What we checked". Apart
 * from the rest of verification in words (format.ts, which re-exports all of it), so the candidate list
 * loads only these words.
 */
import { LEVEL_NAMES, type VerificationLevel } from '@contract/verification-levels.ts';
import type { CheckKind } from '@contract/verification-constants.ts';
import { londonDay } from '@contract/uk-day.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A day in words, '3 Mar 2026': a stored day (`2026-03-03`) as it is, an instant as the UK day it fell
 * on. Anything else is shown as given.
 */
export function dayInWords(value: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? value
    : Number.isNaN(Date.parse(value))
      ? null
      : londonDay(new Date(value));
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return value;
  return `${Number(match[3])} ${month} ${match[1]}`;
}

/** The card's badge for a level ('Verified · DBS copy and references checked'), or null below Basic. */
export function levelBadge(level: VerificationLevel): { name: string; label: string; text: string } | null {
  if (level === 'none') return null;
  const { name, label } = LEVEL_NAMES[level];
  return { name, label, text: `${name} · ${label}` };
}

/** One line of "What we checked", as the contract sends it. */
export interface CheckedLine {
  kind: CheckKind | 'references';
  on: string;
  lapsesOn: string;
  count?: number | undefined;
}

/**
 * A line of "What we checked", in words: 'DBS certificate checked from a copy 3 Mar 2026' (our team sees
 * the photo or scan she uploads, never the original: DBS_COPY_ADVICE follows the line).
 */
export function checkedLineText(line: CheckedLine): string {
  const on = dayInWords(line.on);
  switch (line.kind) {
    case 'identity':
      return `Identity checked ${on}`;
    case 'dbs_certificate':
      return `DBS certificate checked from a copy ${on}`;
    case 'dbs_update_service':
      return `DBS Update Service checked ${on}`;
    case 'first_aid':
      return `Paediatric first aid course ${on}`;
    case 'ofsted':
      return `Ofsted Childcare Register checked ${on}`;
    case 'references': {
      const count = line.count ?? 1;
      return count === 1 ? `1 reference confirmed ${on}` : `${count} references confirmed (latest ${on})`;
    }
  }
}

/** Whether her lines name a DBS certificate, which our team checked from a copy (DBS_COPY_ADVICE). */
export const showsDbsCertificate = (lines: readonly { kind: CheckKind | 'references' }[]) =>
  lines.some((line) => line.kind === 'dbs_certificate');

/** The card's words when nothing is current. */
export const NO_CHECKS = 'No checks recorded yet';
