/**
 * A message's text cut into plain text and web addresses, so the page can show the addresses as links
 * and everything else as text (never as markup). Only what is plainly an address is a link: one that
 * starts with http://, https:// or www. A bare "example.com" stays text, as does an email address:
 * people share their own details in a message when they choose, and the page shows them as typed.
 *
 * Pure, so unit tests (Node) load it.
 */

export type Token = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** Where an address may begin: at the start, or after a space or an opening bracket or quote. */
const START = /(^|[\s(<[{"'“‘])((?:https?:\/\/|www\.)[^\s<>"]+)/gi;
/** Punctuation that ends a sentence rather than an address. */
const TRAILING = /[.,;:!?'"“”‘’…]+$/;
const PAIRS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

/** Cuts closing brackets off the end that open nowhere in the address (the address was in brackets). */
function trimUnbalanced(candidate: string): string {
  let url = candidate;
  for (;;) {
    const stripped = url.replace(TRAILING, '');
    const last = stripped.at(-1) ?? '';
    const open = PAIRS[last];
    if (open && count(stripped, open) < count(stripped, last)) {
      url = stripped.slice(0, -1);
      continue;
    }
    return stripped;
  }
}

const count = (text: string, char: string) => text.split(char).length - 1;

/** The address a link goes to: www. addresses on https; anything that does not parse is no link. */
function hrefOf(text: string): string | null {
  const withScheme = /^www\./i.test(text) ? `https://${text}` : text;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    // A host needs a dot and a name on either side ("www." alone, or "https://x" is not an address).
    if (!/^[^.]+(\.[^.]+)+$/.test(url.hostname) && url.hostname !== 'localhost') return null;
    return url.href;
  } catch {
    return null;
  }
}

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
  for (const match of text.matchAll(START)) {
    const lead = match[1] ?? '';
    const candidate = match[2] ?? '';
    const begin = (match.index ?? 0) + lead.length;
    const url = trimUnbalanced(candidate);
    const href = url ? hrefOf(url) : null;
    if (!href) continue;
    pushText(text.slice(at, begin));
    tokens.push({ kind: 'link', text: url, href });
    at = begin + url.length;
  }
  pushText(text.slice(at));
  return tokens;
}

/** The rel of every link in a message: others wrote it, so it earns no ranking and gets no opener. */
export const MESSAGE_LINK_REL = 'nofollow ugc noopener';
