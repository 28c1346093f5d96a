/**
 * The one place the HTML sanitiser is loaded, and its one allow-list: no tag and no attribute is kept,
 * a tag's text is, and entities come back escaped. Text is cleaned by domain/sanitise.ts and stored
 * rich text read for moderators by services/reported-content.ts, both through withoutTags; a bundle
 * holds the sanitiser only where one of them is reached.
 */
import { createRequire as requireFrom } from 'node:module';
import type SanitizeHtml from 'sanitize-html';

let loaded: typeof SanitizeHtml | undefined;

/**
 * sanitize-html, loaded on the first text that holds a tag or an entity: with its HTML parser and CSS
 * library it takes about 30 ms to load as a function starts, and most text (every read of a profile,
 * most of what people type) holds neither. Loaded synchronously, so every cleaning function stays
 * synchronous: a Lambda bundle has `require` (its banner makes one) and bundles what it requires as
 * code it runs only when reached; where modules run unbundled as ES modules (the local cloud), one is
 * made for this module.
 */
function sanitizeHtml(...args: Parameters<typeof SanitizeHtml>): string {
  loaded ??= (
    typeof require === 'function'
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- bundled, and run when reached
        require('sanitize-html')
      : requireFrom(import.meta.url)('sanitize-html')
  ) as typeof SanitizeHtml;
  return loaded(...args);
}

/**
 * Text with every tag removed; the parser decodes entities and escapes &, <, > (and ") again. Running
 * text also loses what embedded frames and drawings held.
 */
export function withoutTags(input: string, nonTextTags?: string[]): string {
  return sanitizeHtml(input, {
    allowedTags: [],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
    ...(nonTextTags ? { nonTextTags } : {}),
  });
}
