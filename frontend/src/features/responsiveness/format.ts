/**
 * The own record's words (Account → My record): each figure with the cases behind it, and the meetings.
 * Pure, so unit tests (Node) load it. The bands' words are the cards' own (contract).
 */
import {
  RESPONSIVENESS_MIN_CASES,
  RESPONSIVENESS_WINDOW_DAYS,
  type ReplyBand,
} from '@contract/responsiveness-constants.ts';

export const RECORD_PATH = '/account/record';

/** The heading of the section that explains the figures, the same on How it works and Safety. */
export const RESPONSIVENESS_TITLE = 'How quickly people reply, and whether they turn up';
/** Its anchor (`/how-it-works#responsiveness`): My record links to it. */
export const RESPONSIVENESS_ID = 'responsiveness';

/** A band as the end of a sentence: 'within a day', 'more than a week'. */
export const BAND_WORDS: Record<ReplyBand, string> = {
  day: 'within a day',
  '2days': 'within 2 days',
  '3days': 'within 3 days',
  week: 'within a week',
  longer: 'more than a week',
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const period = (windowDays: number) => `in the last ${windowDays} days`;

interface Figure {
  band: ReplyBand | null;
  cases: number;
}

/**
 * One figure in a sentence, with its cases: '3 first messages answered in the last 90 days: usually
 * within a day'; with fewer cases than a figure needs, that it is not shown to others until then.
 */
function figureLine(
  figure: Figure,
  nouns: { one: string; many: string; none: string },
  windowDays = RESPONSIVENESS_WINDOW_DAYS,
  minCases = RESPONSIVENESS_MIN_CASES,
): string {
  if (figure.cases <= 0) return `${nouns.none} ${period(windowDays)}.`;
  const counted = `${plural(figure.cases, nouns.one, nouns.many)} ${period(windowDays)}`;
  if (figure.cases < minCases || !figure.band)
    return `${counted}: not shown to others until there are ${minCases}.`;
  return `${counted}: usually ${BAND_WORDS[figure.band]}.`;
}

/** Replies to first messages, in a sentence. */
export const repliesLine = (figure: Figure, windowDays?: number, minCases?: number) =>
  figureLine(
    figure,
    {
      one: 'first message answered',
      many: 'first messages answered',
      none: 'No first messages to answer',
    },
    windowDays,
    minCases,
  );

/** Applications first opened, in a sentence. */
export const readsLine = (figure: Figure, windowDays?: number, minCases?: number) =>
  figureLine(
    figure,
    { one: 'application opened', many: 'applications opened', none: 'No applications to open' },
    windowDays,
    minCases,
  );

/** The meetings both sides said happened, in a sentence. */
export const meetingsLine = (held: number, windowDays = RESPONSIVENESS_WINDOW_DAYS) =>
  held <= 0
    ? `No interviews or trials ${period(windowDays)} that both sides said happened.`
    : `${plural(held, 'interview or trial', 'interviews or trials')} ${period(windowDays)} that both sides said happened.`;
