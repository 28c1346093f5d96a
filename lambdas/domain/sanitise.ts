import sanitizeHtml from 'sanitize-html';

/** Tags the spec allows in a bio or comments; every attribute is dropped. */
export const RICH_TEXT_TAGS = ['b', 'i', 'em', 'strong', 'p', 'br', 'ul', 'ol', 'li'];

/**
 * Plain text: every tag removed (its text kept), entities decoded back to characters, and any angle
 * bracket left over (from encoded markup) dropped, so nothing markup-like is stored.
 */
export function plainText(input: string): string {
  const stripped = sanitizeHtml(input, {
    allowedTags: [],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
  });
  return decodeEntities(stripped).replace(/[<>]/g, '').replace(/\s+/g, ' ').trim();
}

/** Rich text: only the allowed tags, with no attributes; scripts, styles and their content removed. */
export function richText(input: string): string {
  return sanitizeHtml(input, {
    allowedTags: RICH_TEXT_TAGS,
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'svg', 'math'],
  }).trim();
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}
