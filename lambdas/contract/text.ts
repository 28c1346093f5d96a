/**
 * Characters that change how text looks without being seen: bidirectional controls and zero-width
 * characters. A name holding one can show as something else ("Zoë\u202Eexe.fdp" shows as
 * "Zoëpdf.exe"), so names lose all of them. Shared by the server's sanitising and the SPA's sign-up
 * form; free of dependencies, so any bundle can take it.
 */

/**
 * Bidi embeddings, overrides and isolates (LRE, RLE, PDF, LRO, RLO and LRI, RLI, FSI, PDI): they
 * reorder the text that follows them. No text shown to others keeps them.
 */
const REORDERING = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * The rest of what can hide in a name: every format character (Unicode's Cf: bidi marks LRM, RLM,
 * ALM; zero-width characters ZWSP, ZWNJ, ZWJ, word joiner, BOM, Mongolian vowel separator; invisible
 * operators; the soft hyphen; interlinear annotation; tag characters), plus the characters that render
 * as blanks without being spaces (combining grapheme joiner, Hangul fillers). Running text may need a
 * mark or a joiner (mixed-direction sentences, emoji sequences, Persian or Indic spelling); a name,
 * title or label does not.
 */
const HIDDEN = /[\p{Cf}\u034F\u115F\u1160\u3164\uFFA0]/gu;

/** Text without the controls that reorder it: for descriptions, bios and messages. */
export const withoutReorderingControls = (text: string): string => text.replace(REORDERING, '');

/** Text without any bidi control or zero-width character: for names, titles and labels. */
export const withoutHiddenControls = (text: string): string =>
  text.replace(REORDERING, '').replace(HIDDEN, '');

/**
 * Whether text holds what reads as a tag: a `<` before a letter, `/`, `!` or `?` (`<b>`, `</i>`, `<!--`,
 * `<?php`, even an unclosed `<b`). Every field is plain text: the server removes tags
 * (domain/sanitise.ts), and a form says so under a field that holds one. A lone angle bracket in a
 * sentence ("ages < 5", "> 2 years", "<3") is ordinary text and is kept.
 */
const TAG = /<[A-Za-z/!?]/;
export const hasTags = (text: string): boolean => TAG.test(text);

/** A UTF-16 surrogate that is not half of a pair: JSON and JavaScript strings can hold one, Unicode text cannot. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/**
 * True when a string is valid Unicode text. Text that is not fails later wherever it is encoded (a URL,
 * an email, a third party's API), so the server refuses it where it enters: request bodies and token
 * claims.
 */
export const isWellFormedText = (value: string) => !LONE_SURROGATE.test(value);
