import { withoutTags } from './html-text.ts';
import { withoutHiddenControls, withoutReorderingControls } from '../contract/text.ts';

/**
 * Plain text, for every name, title, label and short field: one line, as `plainParagraphs` cleans it
 * (tags removed with their text kept, entities decoded, an angle bracket that is not part of a tag kept:
 * "Ages < 5" stays as typed), and every bidi control and zero-width character removed, so the text
 * shows as what it is. (A form says under a field, as it is typed, that its tags will go: contract/text.ts.)
 */
export function plainText(input: string): string {
  return withoutHiddenControls(plainParagraphs(input)).replace(/\s+/g, ' ').trim();
}

/**
 * Running text on one line (a moderator's note): as `plainText`, but it keeps what sentences may need,
 * bidi marks and zero-width joiners (emoji sequences, Persian or Indic spelling), and loses only the
 * controls that reorder text.
 */
export function plainProse(input: string): string {
  return plainParagraphs(input).replace(/\s+/g, ' ').trim();
}

/**
 * Plain text with paragraphs, for every multi-line field (a bio, a job's description, comments, a
 * report's details, a message): what the person typed, line breaks included, shown and edited as typed.
 * Markup is removed (a `<br>`, a paragraph or a list item becoming a line break, a script or style with
 * its content), entities are decoded, and an angle bracket that is not part of a tag stays ("< 5 & > 1"
 * is kept as it is). It keeps what sentences may need, bidi marks and zero-width joiners (emoji
 * sequences, Persian or Indic spelling), and loses the controls that reorder text and invisible control
 * characters. Lines lose their trailing blanks, and paragraphs are kept apart by one blank line at most.
 *
 * Cleaning its own result changes nothing, so a text saved again unchanged stays the same. Text stored
 * as HTML by earlier versions (rich-text bios) was cleaned through it once, where it is stored
 * (data/migrations/profile-text-migration.ts): text is cleaned as it is written, never as it is read.
 */
export function plainParagraphs(input: string): string {
  let text = tidyLines(input);
  // Decoding can uncover markup (`&lt;b&gt;`, or encoded again and again): clean until nothing
  // changes. Each round removes at least one entity or tag, so the input's length bounds the rounds.
  for (let round = 0; round < input.length && /[<&]/.test(text); round++) {
    const next = tidyLines(decodeEntities(withoutTags(withLineBreaks(text), NON_TEXT_TAGS)));
    if (next === text) break;
    text = next;
  }
  return text;
}

/** Elements whose text is not text to show: dropped with their content. */
const NON_TEXT_TAGS = ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'svg', 'math', 'title'];

/** The line breaks markup stood for: a break, a paragraph's end, a list item (as a bullet). */
function withLineBreaks(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li(\s[^>]*)?>/gi, '\n• ')
    .replace(/<\/(p|div|h[1-6]|blockquote)\s*>/gi, '\n\n')
    .replace(/<\/(ul|ol|tr)\s*>/gi, '\n');
}

/**
 * Unix line ends; no reordering or invisible control characters (tabs stay); no blanks at the end of a
 * line; at most one blank line in a row; no blank lines around the whole.
 */
function tidyLines(text: string): string {
  return (
    withoutReorderingControls(text)
      .replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n')
      // Every control character (Unicode's Cc) but the tab and the line break.
      .replace(/[^\P{Cc}\t\n]/gu, '')
      .replace(/[^\S\n]+$/gm, '')
      .replace(/\n{3,}/g, '\n\n')
      .replace(/^\s+|\s+$/g, '')
  );
}

/** The sanitiser's own escapes, back to the characters they stand for. */
function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}
