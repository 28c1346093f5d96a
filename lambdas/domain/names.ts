import { createRequire as requireFrom } from 'node:module';
import type Unhomoglyph from 'unhomoglyph';
import {
  ADMIN_GROUP,
  ATTR,
  NAME_MESSAGES,
  nameProblem,
  PLATFORM_NAME,
  plainName,
  STAFF_WORDS,
} from '../contract/auth.ts';
import { lazily } from '../contract/lazily.ts';
import { withoutHiddenControls } from '../contract/text.ts';

/**
 * Names that pass for the platform or its staff. A member's name shows where the site's own voice
 * would: in a nanny's inbox beside the conversation, in the subject of the email that tells her of a
 * message ("New message from … about …"), on a job card as its poster. An account named "Nanny
 * Marketplace Support Team" there is a phishing kit, so every name a member sets (the account's at
 * sign-up and when changed, an agency's, a nanny's on her profile) is held to one rule:
 *
 * - No name is, holds or looks like the site's own name ("Nanny Marketplace"), however it is spelt:
 *   other alphabets' look-alike letters (Cyrillic а, Greek Ν), fullwidth or styled letters, digits for
 *   letters (0 for o, 1 for l), accents, hidden characters, and spaces or dots between the letters
 *   ("N.a.n.n.y M a r k e t p l a c e", "NannyMarketplace"). The site's name is two ordinary words only
 *   together: "Nanny Jo", "Marketplace Nannies Ltd" and "Nanny Market" are fine.
 * - No name holds a word staff sign with: Support, Admin, Administrator, Moderator, Safety, Official,
 *   Team (and their plurals), as words after the same folding, so "S.u.p.p.o.r.t", "Adm1n" and
 *   "SupportTeam" count. No person's name is any of them, and an agency has other words for what it
 *   does; the cost of asking one to drop "Team" from its trading name is small beside a message from
 *   "Safety Team" that a nanny cannot tell from ours. A word that only contains one is fine
 *   ("Teamwork Nannies", "Supportive Care", "Steam", "Administrative Services"), and so are the words
 *   agencies use for themselves: Nannies, Care, Staff, Services, Help, Agency.
 *
 * Only the comparison folds: the name is stored and shown as it was typed (after the cleaning every name
 * gets). Folding follows Unicode's confusable skeletons (UTS #39, through the `unhomoglyph` package's
 * copy of Unicode's confusables table) after NFKC, plus a small table of what that leaves alone and a
 * name can still pass with: small capitals, and digits and symbols written for letters (the table maps
 * 0 to O and 1 to l, not 3 to e or @ to a). Names in any
 * script are welcome: they are refused only when they fold to the site's name or a staff word.
 *
 * Accounts in the admin group are the staff: their names are theirs to choose, and an administrator
 * creating an account in the pool (AdminCreateUser) is trusted with it.
 */

/** Look-alikes UTS #39's table leaves alone: small capitals, and digits and symbols used as letters. */
const LETTER_LIKE: Readonly<Record<string, string>> = {
  ᴀ: 'a',
  ʙ: 'b',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ꜰ: 'f',
  ɢ: 'g',
  ʜ: 'h',
  ɪ: 'i',
  ᴊ: 'j',
  ᴋ: 'k',
  ĸ: 'k',
  // Where Unicode's table sends small capital M (and Cyrillic м).
  ʍ: 'm',
  ʟ: 'l',
  ᴍ: 'm',
  ɴ: 'n',
  ᴏ: 'o',
  ᴘ: 'p',
  ǫ: 'q',
  ʀ: 'r',
  ꜱ: 's',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ʏ: 'y',
  ᴢ: 'z',
  '0': 'o',
  '1': 'l',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '!': 'l',
  '|': 'l',
};

let loaded: typeof Unhomoglyph | undefined;

/**
 * `unhomoglyph`, loaded on the first name folded. Its copy of Unicode's confusables table is most of
 * 115 KB and is made into one large pattern as the package loads; a CommonJS module imported at the top
 * starts with the bundle, so every function that imports this module (a profile's reader among them)
 * would carry and build it. Required where it is used, it is in the functions that check a name only. A
 * Lambda bundle has `require` (its banner makes one); where modules run unbundled as ES modules (the
 * local cloud, the tests), one is made for this module.
 */
function unhomoglyph(text: string): string {
  loaded ??= (
    typeof require === 'function'
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- bundled, and run when reached
        require('unhomoglyph')
      : requireFrom(import.meta.url)('unhomoglyph')
  ) as typeof Unhomoglyph;
  return loaded(text);
}

/** What never shows: zero-width characters, joiners, bidi controls, variation selectors, fillers. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;
/** Accents and other combining marks, once decomposed (NFD). */
const MARKS = /\p{M}/gu;
const NOT_LETTERS = /[^\p{L}]+/gu;

const withoutMarks = (text: string) => text.normalize('NFD').replace(MARKS, '');

/**
 * A name as it looks, for comparison only: invisible characters gone, NFKC (fullwidth and styled letters
 * to plain ones), marks removed, confusables mapped to their prototypes before lower-casing (the table
 * maps capital Greek Ν to N, small ν to v) and again after it, letter-like digits and small capitals to
 * letters, and i, l, 1, I and | read as one letter. Not text to show (`m` becomes `rn`).
 */
export function foldName(text: string): string {
  let folded = withoutMarks(text.replace(INVISIBLE, '').normalize('NFKC'));
  // Each round maps what the one before produced (a small capital's letter, a capital's small form),
  // until nothing changes: two rounds do for every name but a contrived one, three for those.
  for (let round = 0; round < 3; round++) {
    const mapped = withoutMarks(unhomoglyph(folded)).toLowerCase();
    let next = '';
    for (const char of mapped) next += LETTER_LIKE[char] ?? char;
    if (next === folded) break;
    folded = next;
  }
  return folded.replace(/i/g, 'l');
}

/** Doubled letters read as one ("Suppport", "Nannny"); a comparison's both sides collapse. */
const collapse = (text: string) => text.replace(/(.)\1+/gu, '$1');

/**
 * The site's name folded, and (below) the staff words: folded on the first name checked, not as the
 * module loads, so a function that imports this module and checks no name never loads the table.
 */
const PLATFORM = /* @__PURE__ */ lazily(() => collapse(foldName(PLATFORM_NAME).replace(NOT_LETTERS, '')));

/** Each staff word folded, with its plural, and the word as the message names it. */
const STAFF = /* @__PURE__ */ lazily(() =>
  STAFF_WORDS.flatMap((word) => {
    const folded = collapse(foldName(word));
    return [
      { word, folded },
      { word, folded: collapse(`${folded}s`) },
    ];
  }),
);

/** The longest run of joined words worth testing: longer than any mix of staff words a name would hold. */
const MAX_JOINED = 60;

/**
 * The first staff word of a folded, collapsed run of letters when the run is made of staff words only
 * ("supportearn" is support + team: collapsing may have merged the letter two words share), else null.
 */
function staffWordsOnly(run: string): string | null {
  // first[p]: the first staff word of a split of run[0, p) into staff words, or undefined when none.
  const first: Array<string | undefined> = [''];
  for (let p = 0; p < run.length; p++) {
    const before = first[p];
    if (before === undefined) continue;
    for (const { word, folded } of STAFF()) {
      const starts = [p];
      // A word may begin on the letter the previous one ended with, merged by the collapse.
      if (p > 0 && run[p - 1] === folded[0]) starts.push(p - 1);
      for (const start of starts)
        if (run.startsWith(folded, start)) first[start + folded.length] ??= before || word;
    }
  }
  return first[run.length] || null;
}

/** Letters with a capital in the middle split into words ("SupportTeam" → "Support Team"). */
const splitCamelCase = (text: string) => text.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2');

/**
 * The staff word a name holds, or null: a word, or a run of neighbouring words joined (so letters
 * spaced or dotted apart count: "S u p p o r t", "Sup.port"), that folds to staff words alone.
 */
export function staffWordIn(name: string): string | null {
  const words = foldName(splitCamelCase(name.normalize('NFKC')))
    .split(NOT_LETTERS)
    .filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    let joined = '';
    for (let j = i; j < words.length && joined.length <= MAX_JOINED; j++) {
      joined += words[j];
      const found = staffWordsOnly(collapse(joined));
      if (found) return found;
    }
  }
  return null;
}

/** Whether a name is, holds or looks like the site's own name, whatever stands between its letters. */
export const passesForPlatform = (name: string): boolean =>
  collapse(foldName(name).replace(NOT_LETTERS, '')).includes(PLATFORM());

/** Why a name passes for the platform or its staff (NAME_MESSAGES' words), or null when it does not. */
export function reservedNameProblem(name: string): string | null {
  if (passesForPlatform(name)) return NAME_MESSAGES.platform;
  const word = staffWordIn(name);
  return word ? NAME_MESSAGES.staff(word) : null;
}

/**
 * Why an account's name (as typed) cannot be its name, or null; with the name it would be stored as.
 * Hidden characters are refused rather than removed (the user sees what they typed), then the contract's
 * rules (missing, markup, length), then the rule above, which staff are not held to.
 */
export function accountNameProblem(
  typed: string,
  { staff }: { staff: boolean },
): { name: string; problem: string | null } {
  const trimmed = typed.trim();
  const name = withoutHiddenControls(trimmed).trim();
  if (name && name !== trimmed) return { name, problem: NAME_MESSAGES.hidden };
  const problem = nameProblem(name) ?? (staff ? null : reservedNameProblem(name));
  return { name, problem };
}

/**
 * Whether the pool's name for an account must be kept out of its tokens: one that passes for the
 * platform or its staff, on an account outside the admin group. The SPA's app client can still write
 * `name` straight to the pool (Cognito requires a client to write its pool's required attributes), past
 * every check the product makes; the Pre Token Generation trigger (and the local pool's) asks this of
 * every token it issues, so such a name reaches no token, and so no API answer, message or email.
 */
export function withholdsName(attributes: Record<string, string | undefined>, groups: readonly string[]) {
  if (groups.includes(ADMIN_GROUP)) return false;
  const name = plainName(withoutHiddenControls(attributes[ATTR.name] ?? ''));
  return reservedNameProblem(name) !== null;
}
