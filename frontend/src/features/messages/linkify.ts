/**
 * A message's text cut into plain text and web addresses, so the page can show the addresses as links
 * and everything else as text (never as markup). Only what is plainly an address is a link: one that
 * starts with http://, https:// or www. A bare "example.com" stays text, as does an email address:
 * people share their own details in a message when they choose, and the page shows them as typed.
 *
 * Pure, so unit tests (Node) load it.
 */

import { LinkifyIt } from 'linkify-it';

export type Token = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/**
 * The detector: linkify-it, cut to the web's addresses. Its rules for where an address ends (a
 * sentence's punctuation, an enclosing bracket, quotes) are kept; mailto:, ftp: and protocol-relative
 * "//" addresses and emails are no links, and of the addresses without a scheme only www. ones are.
 */
const detector = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: false, fuzzyIP: false })
  .add('mailto:', null)
  .add('ftp:', null)
  .add('//', null);

/** The address a link goes to: www. addresses on https; anything that does not parse is no link. */
function hrefOf(text: string): string | null {
  const withScheme = /^www\./i.test(text) ? `https://${text}` : text;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    // A host needs a dot and a name on either side ("https://x" is not an address).
    if (!/^[^.]+(\.[^.]+)+$/.test(url.hostname) && url.hostname !== 'localhost') return null;
    return url.href;
  } catch {
    return null;
  }
}

/** Where an address may begin: at the start, or after a space or an opening bracket or quote. */
const BEFORE = /[\s(<[{"'“‘]/;

/** The text as tokens, in order; joined, their texts give the text back unchanged. */
export function linkify(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const last = tokens.at(-1);
    if (last?.kind === 'text') last.text += value;
    else tokens.push({ kind: 'text', text: value });
  };
  for (const match of detector.match(text) ?? []) {
    // Without a scheme, only a www. address is plainly one ("example.com" may be a file's name).
    if (!match.schema && !/^www\./i.test(match.raw)) continue;
    // An address glued to a word ("xhttps://…") is not one.
    if (match.index > 0 && !BEFORE.test(text[match.index - 1]!)) continue;
    // It stops at an angle bracket, whatever the detector allowed.
    const raw = match.raw.split(/[<>]/)[0]!;
    const href = hrefOf(raw);
    if (!href) continue;
    pushText(text.slice(at, match.index));
    tokens.push({ kind: 'link', text: raw, href });
    at = match.index + raw.length;
  }
  pushText(text.slice(at));
  return tokens;
}

/** The rel of every link in a message: others wrote it, so it earns no ranking and gets no opener. */
export const MESSAGE_LINK_REL = 'nofollow ugc noopener';
