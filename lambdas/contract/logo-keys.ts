import { isId } from './upload-keys.ts';
import { LOGOS_PREFIX } from './uploads-constants.ts';

/**
 * Public logo copies are structures, not strings, as upload keys are (contract/upload-keys.ts). An
 * agency's logo is checked and kept privately under files/; the server also writes a public copy at
 *
 *   `logos/<agencyId>/<hash>.<extension>`
 *
 * where `hash` is the first 16 hex digits of the SHA-256 of its bytes and `extension` follows the type
 * its bytes were found to be. The same image always has the same key, so the copy is immutable and
 * cached for a year. The site serves the folder at `/logos/…` (CloudFront on AWS, the local web server
 * locally), and the agency and its jobs keep that site-relative path. A path or key from anywhere is
 * parsed into these parts, every part checked (no '.', '..', '/' or escapes), and rebuilt.
 */
export interface PublicLogoKey {
  agencyId: string;
  hash: string;
  extension: LogoExtension;
}

/** The type each extension of a public logo is served as (the types an agency logo may be). */
export const LOGO_TYPES = { png: 'image/png', jpg: 'image/jpeg' } as const;
export type LogoExtension = keyof typeof LOGO_TYPES;

/** How long browsers and the CDN keep a public logo: its key changes with its bytes. */
export const LOGO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** How many hex digits of the bytes' SHA-256 name a copy. */
export const LOGO_HASH_LENGTH = 16;
const HASH = new RegExp(`^[0-9a-f]{${LOGO_HASH_LENGTH}}$`);

const isExtension = (part: string): part is LogoExtension => Object.hasOwn(LOGO_TYPES, part);

/** The extension of a logo of this type, or null for a type a logo may not be. */
export function logoExtensionOf(contentType: string): LogoExtension | null {
  const found = Object.entries(LOGO_TYPES).find(([, type]) => type === contentType);
  return found ? (found[0] as LogoExtension) : null;
}

/** The parts of a public logo's key, or null for anything else. */
export function parsePublicLogoKey(key: string): PublicLogoKey | null {
  if (key.length > 200) return null;
  const parts = key.split('/');
  if (parts.length !== 3 || `${parts[0]}/` !== LOGOS_PREFIX) return null;
  const agencyId = parts[1];
  const file = /^([^.]+)\.([a-z]+)$/.exec(parts[2]!);
  if (!isId(agencyId) || !file || !HASH.test(file[1]!) || !isExtension(file[2]!)) return null;
  return { agencyId, hash: file[1]!, extension: file[2] };
}

/** The key of a public logo; throws on parts that are not valid (a bug, never client input). */
export function publicLogoKeyOf(key: PublicLogoKey): string {
  const built = `${LOGOS_PREFIX}${key.agencyId}/${key.hash}.${key.extension}`;
  if (!parsePublicLogoKey(built)) throw new Error('Public logo key parts are not valid');
  return built;
}

/** Where the site serves a public logo: its key under the site's root (`/logos/…`). */
export const publicLogoPathOf = (key: PublicLogoKey): string => `/${publicLogoKeyOf(key)}`;

/** The parts of a site path of a public logo (`/logos/…`, no query), or null for any other path. */
export function parsePublicLogoPath(path: string): PublicLogoKey | null {
  return path.startsWith('/') ? parsePublicLogoKey(path.slice(1)) : null;
}

/** The object key of a public copy from the site path a record keeps; null for none or a bad path. */
export function publicLogoKeyOfPath(path: string | null | undefined): string | null {
  const parsed = path ? parsePublicLogoPath(path) : null;
  return parsed ? publicLogoKeyOf(parsed) : null;
}

/** The folder of an agency's public logos (its current one and those it replaced). */
export function publicLogoFolderOf(agencyId: string): string {
  if (!isId(agencyId)) throw new Error('An agency id must be an id');
  return `${LOGOS_PREFIX}${agencyId}/`;
}
