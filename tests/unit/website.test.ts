import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AGENCY_MESSAGES, agencyProfile, agencyProfileInput } from '../../lambdas/contract/agency.ts';
import { jobCard } from '../../lambdas/contract/jobs.ts';
import { normaliseWebsite } from '../../lambdas/contract/website.ts';

describe('normaliseWebsite', () => {
  it('keeps the origin and path, as a browser reads them', () => {
    expect(normaliseWebsite('https://www.littleacorns.co.uk')).toBe('https://www.littleacorns.co.uk');
    expect(normaliseWebsite('https://www.littleacorns.co.uk/')).toBe('https://www.littleacorns.co.uk');
    expect(normaliseWebsite('HTTPS://WWW.LittleAcorns.co.uk/About/')).toBe(
      'https://www.littleacorns.co.uk/About/',
    );
    expect(normaliseWebsite('http://acorns.example/team')).toBe('http://acorns.example/team');
    expect(normaliseWebsite('https://acorns.example:8443/')).toBe('https://acorns.example:8443');
    expect(normaliseWebsite('https://bücher.example')).toBe('https://xn--bcher-kva.example');
  });

  it('reads a website typed without a scheme as https', () => {
    expect(normaliseWebsite('www.littleacorns.co.uk')).toBe('https://www.littleacorns.co.uk');
    expect(normaliseWebsite('  littleacorns.co.uk/nannies  ')).toBe('https://littleacorns.co.uk/nannies');
    expect(normaliseWebsite('littleacorns.co.uk:8080')).toBe('https://littleacorns.co.uk:8080');
  });

  it('drops the query, fragment and anything else a link could carry', () => {
    expect(normaliseWebsite('https://acorns.example/?utm=1#top')).toBe('https://acorns.example');
    expect(normaliseWebsite('https://acorns.example/a?next=javascript:alert(1)')).toBe(
      'https://acorns.example/a',
    );
    // Markup in the path is percent-encoded by the parser: it is never stored as markup.
    expect(normaliseWebsite('acorns.example/"><script>alert(1)</script>')).toBe(
      'https://acorns.example/%22%3E%3Cscript%3Ealert(1)%3C/script%3E',
    );
  });

  it('normalises a scheme-relative address to its host, never storing extra slashes', () => {
    expect(normaliseWebsite('//evil.example')).toBe('https://evil.example');
    expect(normaliseWebsite('https:////evil.example')).toBe('https://evil.example');
    expect(normaliseWebsite('https:\\\\evil.example\\x')).toBe('https://evil.example/x');
  });

  it('refuses anything that is not an http(s) website with a real host and no credentials', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'mailto:hello@acorns.example',
      'ftp://acorns.example',
      'https://user:secret@acorns.example',
      'https://acorns.example@evil.example',
      'localhost:3000',
      'http://127.0.0.1',
      'https://[::1]',
      'https://intranet',
      'https://',
      'not a website',
      `https://acorns.example/${'a'.repeat(200)}`,
    ])
      expect(normaliseWebsite(bad), bad).toBeNull();
  });

  it('is empty for nothing typed', () => {
    expect(normaliseWebsite('')).toBe('');
    expect(normaliseWebsite('   ')).toBe('');
  });

  it('gives an http(s) origin and path only, and the same again when normalised twice', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string()),
        (typed) => {
          const website = normaliseWebsite(typed);
          if (!website) return;
          const url = new URL(website);
          expect(['http:', 'https:']).toContain(url.protocol);
          expect(url.username + url.password + url.search + url.hash).toBe('');
          expect(website).toBe(url.pathname === '/' ? url.origin : url.origin + url.pathname);
          expect(website).not.toMatch(/[<>"'\s]/);
          expect(normaliseWebsite(website)).toBe(website);
        },
      ),
    );
  });
});

describe('the website field of the agency contract', () => {
  const profile = (websiteUrl: string) =>
    agencyProfileInput.safeParse({ agencyName: 'Little Acorns', websiteUrl, logo: null });

  it('stores the normalised website', () => {
    expect(profile('www.littleacorns.co.uk/?ref=x').data?.websiteUrl).toBe('https://www.littleacorns.co.uk');
    expect(profile('//evil.example').data?.websiteUrl).toBe('https://evil.example');
    expect(profile('').data?.websiteUrl).toBe('');
  });

  it('refuses a bad one with the spec message, on the website field', () => {
    for (const bad of ['javascript:alert(1)', 'https://user:pw@acorns.example', 'x'.repeat(201)]) {
      const result = profile(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['websiteUrl', AGENCY_MESSAGES.websiteUrl],
      ]);
    }
  });

  it('answers an older item’s website normalised, and one that is not a website not at all', () => {
    const stored = {
      id: 'a',
      agencyName: 'Little Acorns',
      logo: null,
      logoUrl: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(agencyProfile.parse({ ...stored, websiteUrl: 'https:////evil.example' }).websiteUrl).toBe(
      'https://evil.example',
    );
    expect(agencyProfile.parse({ ...stored, websiteUrl: 'javascript:alert(1)' }).websiteUrl).toBe('');
    const card = {
      id: 'j',
      title: 't',
      description: 'd',
      location: 'l',
      postcodeDistrict: null,
      jobType: 'nanny',
      jobTypeLabel: 'Nanny',
      posterType: 'agency',
      posterLabel: 'Little Acorns',
      posterLogoUrl: null,
      photoUrl: null,
      pay: null,
      payLine: '',
      hoursLine: null,
      daysHours: '',
      childrenAges: '',
      startDate: '2026-01-01',
      languages: [],
      requirements: [],
      publishedAt: '2026-01-01T00:00:00.000Z',
      viewer: null,
    };
    expect(jobCard.parse({ ...card, posterWebsite: 'acorns.example/<b>hi</b>?q=1' }).posterWebsite).toBe(
      'https://acorns.example/%3Cb%3Ehi%3C/b%3E',
    );
    expect(jobCard.parse({ ...card, posterWebsite: 'javascript:alert(1)' }).posterWebsite).toBeNull();
    expect(jobCard.parse({ ...card, posterWebsite: null }).posterWebsite).toBeNull();
  });
});
