/**
 * The mailbox an email address delivers to, so two spellings of one person's address compare equal: a
 * referee must be someone other than the nanny, and one referee named twice under two spellings is one
 * referee. Pure: no SDK, no network.
 *
 * The providers' own rules come from validator's `normalizeEmail` (imported alone, so a bundle holds
 * only that module): case; Gmail ignores dots in the local part and googlemail.com is gmail.com;
 * Outlook.com, Hotmail, Live, iCloud and Gmail drop a `+tag`; Yandex's domains are one. On top of it:
 * - a `+tag` is dropped for every domain (sub-addressing is how most providers and many companies'
 *   servers deliver `ann+ref@x.com` to `ann@x.com`);
 * - iCloud's me.com and mac.com, and Proton's protonmail.com, protonmail.ch and pm.me, are one
 *   provider's domains for one account name each; Proton ignores dots, hyphens and underscores in it;
 * - Yahoo's `-keyword` rule is left off: a Yahoo name may hold a hyphen, and a disposable Yahoo
 *   address starts with a base name of its own, not the account's, so the rule would refuse real
 *   people and catch no one.
 * A domain whose rules are unknown keeps its dots: `a.b@company.com` and `ab@company.com` may be two
 * colleagues.
 */
import normalizeEmailModule from 'validator/lib/normalizeEmail.js';

// A CommonJS module: imported, it is the function itself, which also carries itself as `default` (the
// one its types know of).
const normalizeEmail = normalizeEmailModule.default;

const APPLE = new Set(['icloud.com', 'me.com', 'mac.com']);
const PROTON = new Set(['proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me']);

/** The mailbox an address delivers to, as one comparable string (`ann@gmail.com`). */
export function mailboxOf(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0 || at === trimmed.length - 1) return trimmed;
  // Sub-addressing first, for every domain; a local part that is all tag stays as it is.
  const local = trimmed.slice(0, at).split('+')[0] || trimmed.slice(0, at);
  let domain = trimmed.slice(at + 1).replace(/\.$/, '');
  const provider = normalizeEmail(`${local}@${domain}`, { yahoo_remove_subaddress: false });
  if (typeof provider !== 'string') return `${local}@${domain}`;
  const split = provider.lastIndexOf('@');
  let name = provider.slice(0, split);
  domain = provider.slice(split + 1);
  if (APPLE.has(domain)) domain = 'icloud.com';
  if (PROTON.has(domain)) {
    domain = 'proton.me';
    name = name.replace(/[._-]/g, '') || name;
  }
  return `${name}@${domain}`;
}

/** Whether two addresses deliver to the same mailbox. */
export const sameMailbox = (a: string, b: string): boolean => mailboxOf(a) === mailboxOf(b);
