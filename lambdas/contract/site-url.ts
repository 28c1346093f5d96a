/**
 * Absolute addresses on the site, for what is read outside it (search engines' structured data, the
 * sitemap). The site's origin is configuration (SITE_ORIGIN), so it is checked rather than trusted.
 */

/**
 * The site's origin as addresses start with it: `https://example.co.uk` (no trailing slash). Throws
 * when the text is not an http(s) origin, or carries a path, query or fragment.
 */
export function siteOriginOf(siteOrigin: string): string {
  let url: URL;
  try {
    url = new URL(siteOrigin);
  } catch {
    throw new TypeError(`Not a site origin: ${JSON.stringify(siteOrigin)}`);
  }
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.username ||
    url.password ||
    url.pathname !== '/' ||
    url.search ||
    url.hash
  )
    throw new TypeError(`Not a site origin: ${JSON.stringify(siteOrigin)}`);
  return url.origin;
}

/**
 * A path of the site (`/jobs/abc`) as an absolute, percent-encoded address on its origin. Throws when
 * the path does not start with one slash, or would lead anywhere but the site (`//elsewhere.example`).
 */
export function siteUrl(path: string, siteOrigin: string): string {
  const origin = siteOriginOf(siteOrigin);
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\'))
    throw new TypeError(`Not a path of the site: ${JSON.stringify(path)}`);
  const url = new URL(`${origin}${path}`);
  if (url.origin !== origin) throw new TypeError(`Not a path of the site: ${JSON.stringify(path)}`);
  return url.href;
}
