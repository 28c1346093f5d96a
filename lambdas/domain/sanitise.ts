import sanitizeHtml from 'sanitize-html';
import { withoutHiddenControls, withoutReorderingControls } from '../contract/text.ts';

/** Tags the spec allows in a bio or comments; every attribute is dropped. */
export const RICH_TEXT_TAGS = ['b', 'i', 'em', 'strong', 'p', 'br', 'ul', 'ol', 'li'];

/**
 * Plain text, for every name, title, label and short field: every tag removed (its text kept), entities
 * decoded back to characters, any angle bracket left over (from encoded markup) dropped, and every bidi
 * control and zero-width character removed (also when it came as an entity), so the text shows as what
 * it is and nothing markup-like is stored.
 */
export function plainText(input: string): string {
  return withoutHiddenControls(markupFree(input)).replace(/\s+/g, ' ').trim();
}

/**
 * Plain running text (a job's description, a report's details): as `plainText`, but it keeps what
 * sentences may need, bidi marks and zero-width joiners (emoji sequences, Persian or Indic spelling),
 * and loses only the controls that reorder text.
 */
export function plainProse(input: string): string {
  return withoutReorderingControls(markupFree(input)).replace(/\s+/g, ' ').trim();
}

/**
 * Rich text: only the allowed tags, with no attributes; scripts, styles and their content removed, and
 * the controls that reorder text dropped.
 */
export function richText(input: string): string {
  return withoutReorderingControls(
    sanitizeHtml(input, {
      allowedTags: RICH_TEXT_TAGS,
      allowedAttributes: {},
      disallowedTagsMode: 'discard',
      nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'svg', 'math'],
    }),
  ).trim();
}

/** Text with every tag removed and its entities decoded, less any angle bracket left over. */
function markupFree(input: string): string {
  const stripped = sanitizeHtml(input, {
    allowedTags: [],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
  });
  return decodeEntities(stripped).replace(/[<>]/g, '');
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}
