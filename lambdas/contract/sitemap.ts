/**
 * What the site tells search engines: the sitemap (sitemaps.org protocol 0.9) of its public pages and
 * live jobs, and the robots.txt that keeps crawlers out of private and tokened pages. Pure: the
 * publisher writes both files with them.
 */
import { LIST_PAGES, PRERENDERED_PAGES } from './site-paths.ts';
import { siteOriginOf, siteUrl } from './site-url.ts';

/**
 * The public pages the sitemap always lists: those rendered at build and the lists (the job pages are
 * added by whoever builds it).
 */
export const PUBLIC_PAGE_PATHS: readonly string[] = [...PRERENDERED_PAGES, ...LIST_PAGES];

/**
 * Paths crawlers are asked to keep out of (robots.txt matches each as a prefix): a signed-in person's
 * own pages, the moderators' pages, forms that need an account, pages that follow a payment or a
 * deletion, and pages reached by a link carrying a token (unsubscribing, stopping an alert, a
 * referee's form, a guest's conversation). Job pages (`/jobs/...`) stay open.
 */
export const PRIVATE_PATH_PREFIXES: readonly string[] = [
  '/account',
  '/admin/',
  '/auth',
  '/create-profile',
  '/post-job-',
  '/job-post-',
  '/my-jobs',
  '/my-applications',
  '/saved-jobs',
  '/messages',
  '/payment-success',
  '/payment-cancelled',
  '/agency-subscription-success',
  '/agency-subscription-cancelled',
  '/still-hiring',
  '/alerts/stop',
  '/email/stop',
  '/reference',
  '/newsletter/unsubscribe',
];

/** The protocol's limits for one sitemap file: URLs, bytes uncompressed, characters of a URL. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;
const MAX_URL_LENGTH = 2048;

export interface SitemapEntry {
  /** A path of the site: `/jobs/abc`. */
  path: string;
  /** When the page last changed (ISO time or date). */
  lastModified?: string;
}

const xmlEscape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** A time in W3C Datetime, to the second in UTC (`2025-03-01T09:30:00Z`); throws on text that is not a time. */
function w3cDatetime(value: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new RangeError(`lastModified is not a time: ${JSON.stringify(value)}`);
  return new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * The sitemap of the public pages (PUBLIC_PAGE_PATHS) and these entries, as a sitemaps.org `urlset`:
 * each `loc` absolute on the site's origin, percent-encoded then XML-escaped, and its `lastmod` when
 * known. A path listed twice is listed once (with the last `lastModified` given). Throws on a path
 * that is not the site's, on a bad time, and past the protocol's limits (50,000 URLs, 50 MB), where
 * the sitemap must be split.
 */
export function sitemapXml(entries: ReadonlyArray<SitemapEntry>, siteOrigin: string): string {
  const origin = siteOriginOf(siteOrigin);
  const lastModified = new Map<string, string | undefined>(
    PUBLIC_PAGE_PATHS.map((path) => [path, undefined]),
  );
  for (const { path, lastModified: time } of entries) lastModified.set(path, time ?? lastModified.get(path));
  if (lastModified.size > SITEMAP_MAX_URLS)
    throw new RangeError(
      `A sitemap lists at most ${SITEMAP_MAX_URLS} URLs (${lastModified.size} given): split it`,
    );
  const urls = [...lastModified].map(([path, time]) => {
    const loc = siteUrl(path, origin);
    if (loc.length > MAX_URL_LENGTH)
      throw new RangeError(`A sitemap URL is too long: ${loc.slice(0, 80)}...`);
    const lastmod = time === undefined ? '' : `<lastmod>${w3cDatetime(time)}</lastmod>`;
    return `<url><loc>${xmlEscape(loc)}</loc>${lastmod}</url>`;
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
  if (new TextEncoder().encode(xml).length > SITEMAP_MAX_BYTES)
    throw new RangeError('A sitemap is at most 50 MB: split it');
  return xml;
}

/** The site's robots.txt: everything public open to every crawler, the private areas not, and the sitemap. */
export function robotsTxt(siteOrigin: string): string {
  const origin = siteOriginOf(siteOrigin);
  return [
    'User-agent: *',
    ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    // After the rules it overrides, for crawlers that take the first match rather than the longest.
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
