/**
 * A nanny share's job in words, as the job's page and the board's card say it: two families share the
 * nanny, each family's part, and whose home she works in. Pure, and light: constants only, no schemas,
 * so the board and the job page load nothing more for it.
 */
import type { JobShareView } from '@contract/jobs.ts';
import { formatPence } from '@contract/money.ts';
import { SHARE_HOME_LABELS } from '@contract/shares-constants.ts';
import { childrenInWords, hoursText, partDays } from '@/features/shares/words.ts';

type ShareFamily = JobShareView['families'][number];

export const SHARE_SECTION_TITLE = 'A nanny share';

export const SHARE_SECTION_INTRO = [
  'Two families share this nanny.',
  'She looks after both families’ children together.',
  'Each family employs her for its own part, with its own payroll and written statement.',
] as const;

/** The board's short tag for a share's job: 'Nanny share: 2 families'. */

/** What a family is called when its first name is not known ('Family' is the server's stand-in). */
const isNamed = (label: string) => label.trim() !== '' && label.trim() !== 'Family';

/** A family by its first name, 'Sarah’s family', or null when it has none to go by. */
export const familyOf = (label: string) => (isNamed(label) ? `${label.trim()}’s family` : null);

const ORDINAL_NAMES = ['The first family', 'The second family'] as const;

/** Each family by its first name, or null where a name is missing or both go by the same one. */
function namesOf(share: Pick<JobShareView, 'families'>): Array<string | null> {
  const labels = share.families.map((family) => family.label.trim());
  const distinct = new Set(labels).size === labels.length;
  return share.families.map((family) => (distinct ? familyOf(family.label) : null));
}

/**
 * Each family's name on the page, in the share's order: 'Sarah’s family', or 'The first family' and
 * 'The second family' when a name is missing or both go by the same one.
 */
export const shareFamilyNames = (share: Pick<JobShareView, 'families'>): string[] =>
  namesOf(share).map((name, i) => name ?? ORDINAL_NAMES[i] ?? `Family ${i + 1}`);

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * Where she works: 'At the first family’s home (Sarah’s family, SW4)', or 'Taking turns at the two
 * families’ homes'.
 */
export function shareHomeLine(share: Pick<JobShareView, 'home' | 'families'>): string {
  if (share.home === 'alternate') return `${SHARE_HOME_LABELS.alternate} at the two families’ homes`;
  const at = `At ${lowerFirst(SHARE_HOME_LABELS[share.home])}`;
  const index = share.home === 'first' ? 0 : 1;
  const family = share.families[index];
  if (!family) return at;
  const details = [namesOf(share)[index], family.postcodeDistrict.trim()].filter(Boolean).join(', ');
  return details ? `${at} (${details})` : at;
}

/**
 * The parts of the days a family needs her, in words ('Mornings, Monday to Thursday; afternoons,
 * Tuesday'), or 'Not stated'.
 */
export function shareDaysText(days: ShareFamily['days']): string {
  return partDays(days) || 'Not stated';
}

/** A family's part as facts, each a term and its words, in the order the page lists them. */
export function shareFamilyFacts(family: ShareFamily): Array<[term: string, detail: string]> {
  return [
    ['Where', family.postcodeDistrict],
    ['Days', shareDaysText(family.days)],
    ['Children', childrenInWords(family.children, family.childrenAges)],
    ['Its part of the pay', `${formatPence(family.weeklyGrossPence)} a week gross`],
    ['Hours', `${hoursText(family.hours)} hours a week`],
  ];
}

/** The whole pay, both parts together: 'Both parts together: £620.00 a week gross.' */
export const shareTotalLine = (share: Pick<JobShareView, 'totalWeeklyGrossPence'>) =>
  `Both parts together: ${formatPence(share.totalWeeklyGrossPence)} a week gross.`;
