/**
 * A share's part in words, for every page that shows one: the job's page and the board's card too. Kept
 * apart from the share pages' words (format.ts, which reads the share texts), so those pages carry only
 * what they show.
 */
import { weekInWords, type Week } from '@contract/week-constants.ts';

/** '1 child', '2 children, aged 2 and 4': the count, and the ages as the family wrote them. */
export function childrenInWords(children: number, ages: string): string {
  const count = `${children} ${children === 1 ? 'child' : 'children'}`;
  const written = ages.trim();
  return written ? `${count}, aged ${written}` : count;
}

/**
 * The parts of the days a part needs, in words, the days with the same parts said together ('Mornings,
 * Monday to Thursday; afternoons, Tuesday'); empty when none is ticked.
 */
export const partDays = (schedule: Week) => weekInWords(schedule);

/** Hours as a figure, without float noise: 30 → '30', 7.5 → '7.5'. */
export const hoursText = (hours: number) => String(Math.round(hours * 100) / 100);
