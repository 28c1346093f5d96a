import { describe, expect, it } from 'vitest';
import {
  PRIVATE_PATH_PREFIXES,
  PUBLIC_PAGE_PATHS,
  robotsTxt,
  SITEMAP_MAX_URLS,
  sitemapXml,
} from '../../lambdas/contract/sitemap.ts';

const SITE = 'https://nannies.example.co.uk';

/** The `loc` and `lastmod` of each `url`, as a reader of the XML sees them (entities decoded). */
function urlsOf(xml: string): Array<{ loc: string; lastmod?: string }> {
  const decode = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  return [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map((m) => ({
    loc: decode(m[1]!),
    ...(m[2] ? { lastmod: m[2] } : {}),
  }));
}

describe('sitemapXml', () => {
  it('is a sitemaps.org urlset listing every public page, absolute', () => {
    const xml = sitemapXml([], SITE);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(urlsOf(xml).map((u) => u.loc)).toEqual([
      'https://nannies.example.co.uk/',
      'https://nannies.example.co.uk/how-it-works',
      'https://nannies.example.co.uk/safety',
      'https://nannies.example.co.uk/pay-calculator',
      'https://nannies.example.co.uk/online-classes',
      'https://nannies.example.co.uk/terms',
      'https://nannies.example.co.uk/privacy',
      'https://nannies.example.co.uk/cookies',
      'https://nannies.example.co.uk/review-policy',
      'https://nannies.example.co.uk/accessibility',
      'https://nannies.example.co.uk/jobs',
      'https://nannies.example.co.uk/candidates',
    ]);
    expect(xml.match(/<url>/g)).toHaveLength(PUBLIC_PAGE_PATHS.length);
  });

  it('adds the entries after the public pages, with their last change as a W3C datetime', () => {
    const urls = urlsOf(
      sitemapXml(
        [
          { path: '/jobs/job-1', lastModified: '2025-03-01T09:30:00.123Z' },
          { path: '/jobs/job-2', lastModified: '2025-03-02' },
          { path: '/jobs/job-3' },
        ],
        `${SITE}/`,
      ),
    );
    expect(urls.slice(PUBLIC_PAGE_PATHS.length)).toEqual([
      { loc: `${SITE}/jobs/job-1`, lastmod: '2025-03-01T09:30:00Z' },
      { loc: `${SITE}/jobs/job-2`, lastmod: '2025-03-02T00:00:00Z' },
      { loc: `${SITE}/jobs/job-3` },
    ]);
  });

  it('escapes & and other markup in a loc, after percent-encoding it', () => {
    const xml = sitemapXml([{ path: "/jobs/o'neil?type=live-in&area=SW<b>" }, { path: '/jobs/a b' }], SITE);
    expect(xml).toContain(`<loc>${SITE}/jobs/o&apos;neil?type=live-in&amp;area=SW%3Cb%3E</loc>`);
    expect(xml).toContain(`<loc>${SITE}/jobs/a%20b</loc>`);
    // Nothing but the entities is left unescaped between the tags.
    for (const { loc } of urlsOf(xml)) expect(loc).toMatch(/^https:\/\/nannies\.example\.co\.uk\/[^\s<>"]*$/);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('lists a path once, a public page with the time an entry gives it', () => {
    const urls = urlsOf(
      sitemapXml(
        [
          { path: '/jobs', lastModified: '2025-03-05T00:00:00Z' },
          { path: '/jobs/job-1', lastModified: '2025-03-01T00:00:00Z' },
          { path: '/jobs/job-1' },
        ],
        SITE,
      ),
    );
    expect(urls.filter((u) => u.loc === `${SITE}/jobs`)).toEqual([
      { loc: `${SITE}/jobs`, lastmod: '2025-03-05T00:00:00Z' },
    ]);
    expect(urls.filter((u) => u.loc === `${SITE}/jobs/job-1`)).toEqual([
      { loc: `${SITE}/jobs/job-1`, lastmod: '2025-03-01T00:00:00Z' },
    ]);
  });

  it('refuses a path off the site, a bad time or a bad origin', () => {
    expect(() => sitemapXml([{ path: 'jobs/x' }], SITE)).toThrow(/path/);
    expect(() => sitemapXml([{ path: '//evil.example/x' }], SITE)).toThrow(/path/);
    expect(() => sitemapXml([{ path: '/\\evil.example/x' }], SITE)).toThrow(/path/);
    expect(() => sitemapXml([{ path: '/jobs/x', lastModified: 'soon' }], SITE)).toThrow(/lastModified/);
    expect(() => sitemapXml([], 'ftp://nannies.example.co.uk')).toThrow(/site origin/);
  });

  it('lists at most 50,000 URLs, the public pages included', () => {
    const jobs = (count: number) => Array.from({ length: count }, (_, i) => ({ path: `/jobs/job-${i}` }));
    const most = SITEMAP_MAX_URLS - PUBLIC_PAGE_PATHS.length;
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(sitemapXml(jobs(most), SITE).match(/<url>/g)).toHaveLength(50_000);
    expect(() => sitemapXml(jobs(most + 1), SITE)).toThrow(/at most 50000 URLs/);
  });
});

/**
 * Whether a crawler may fetch a path under these rules, as RFC 9309 reads them: the longest matching
 * rule wins, and Allow wins a tie.
 */
function allowed(robots: string, path: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null && m[2] !== '')
    .map((m) => ({ allow: m[1] === 'Allow', prefix: m[2]! }))
    .filter((rule) => path.startsWith(rule.prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length || Number(b.allow) - Number(a.allow));
  return rules[0]?.allow ?? true;
}

describe('robotsTxt', () => {
  const robots = robotsTxt(SITE);

  it('applies to every crawler and names the sitemap', () => {
    expect(robots.split('\n')[0]).toBe('User-agent: *');
    expect(robots).toContain('\nSitemap: https://nannies.example.co.uk/sitemap.xml\n');
    expect(robotsTxt(`${SITE}/`)).toBe(robots);
  });

  it('disallows the private areas', () => {
    expect(robots).toContain('\nDisallow: /account\n');
    expect(robots).toContain('\nDisallow: /admin/\n');
    for (const path of [
      '/account',
      '/account/two-factor',
      '/account-deleted',
      '/admin/reports',
      '/auth',
      '/create-profile',
      '/post-job-family',
      '/my-jobs/job-1',
      '/my-applications',
      '/saved-jobs',
      '/messages/guest?token=abc',
      '/payment-success?session_id=cs_1',
      '/agency-subscription-success',
      '/still-hiring?token=abc',
      '/alerts/stop?token=abc',
      '/reference?token=abc',
      '/newsletter/unsubscribe?token=abc',
    ])
      expect(allowed(robots, path), path).toBe(false);
  });

  it('keeps every page the sitemap lists, and every job page, open', () => {
    for (const path of [...PUBLIC_PAGE_PATHS, '/jobs/job-1', '/review-policy'])
      expect(allowed(robots, path), path).toBe(true);
    for (const prefix of PRIVATE_PATH_PREFIXES)
      expect(
        PUBLIC_PAGE_PATHS.some((path) => path.startsWith(prefix)),
        prefix,
      ).toBe(false);
  });

  it('lists its rules before the catch-all Allow, for crawlers that take the first match', () => {
    const lines = robots.split('\n');
    expect(lines.indexOf('Allow: /')).toBeGreaterThan(lines.findLastIndex((l) => l.startsWith('Disallow:')));
  });
});
