import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APP_PATHS,
  APP_SHELL,
  LIST_PAGES,
  PRERENDERED_PAGES,
  siteObject,
} from '../../lambdas/contract/site-paths.ts';
import { siteRoutingCode } from '../../lib/web.ts';

/** The CDN's function, run as CloudFront runs it: its code alone, one viewer request at a time. */
function cdn(): (uri: string, querystring?: Record<string, { value: string }>) => string {
  const context = vm.createContext({});
  vm.runInContext(siteRoutingCode(), context);
  const handler = context.handler as (event: {
    request: { uri: string; querystring: Record<string, { value: string }> };
  }) => { uri: string };
  return (uri, querystring = {}) => handler({ request: { uri, querystring } }).uri;
}

describe('the site paths', () => {
  it('maps each kind of address to its file', () => {
    expect(siteObject('/')).toBe('/index.html');
    expect(siteObject('/how-it-works')).toBe('/how-it-works.html');
    expect(siteObject('/how-it-works/')).toBe('/how-it-works.html');
    expect(siteObject('/jobs')).toBe('/jobs.html');
    expect(siteObject('/candidates')).toBe('/candidates.html');
    expect(siteObject('/jobs/3f2a9c1e-job')).toBe('/jobs/3f2a9c1e-job.html');
    expect(siteObject('/account')).toBe(APP_SHELL);
    expect(siteObject('/my-jobs/abc')).toBe(APP_SHELL);
    expect(siteObject('/messages/guest')).toBe(APP_SHELL);
    expect(siteObject('/assets/index-1a2b.js')).toBe('/assets/index-1a2b.js');
    expect(siteObject('/sitemap.xml')).toBe('/sitemap.xml');
    expect(siteObject('/logos/agency/abc.png')).toBe('/logos/agency/abc.png');
  });

  it('gives a list with filters the app, not its drawn (unfiltered) first page', () => {
    expect(siteObject('/jobs', true)).toBe(APP_SHELL);
    expect(siteObject('/candidates', true)).toBe(APP_SHELL);
    expect(siteObject('/how-it-works', true)).toBe('/how-it-works.html');
    expect(siteObject('/jobs/3f2a9c1e-job', true)).toBe('/jobs/3f2a9c1e-job.html');
    const atCdn = cdn();
    expect(atCdn('/jobs', { place: { value: 'SW4' } })).toBe(APP_SHELL);
    expect(atCdn('/jobs', {})).toBe('/jobs.html');
  });

  it('leaves an address that names nothing as it is, so the bucket answers 404', () => {
    for (const uri of ['/nope', '/jobs/a/b', '/account/nope', '/my-jobs//', '/jobs/' + 'x'.repeat(65)])
      expect(siteObject(uri), uri).toBe(uri);
  });

  it('is the same function at the CDN as here, for any address', () => {
    const atCdn = cdn();
    const known = [...PRERENDERED_PAGES, ...LIST_PAGES, ...APP_PATHS.map((p) => p.replace(/:\w+/g, 'x1'))];
    for (const uri of known) expect(atCdn(uri), uri).toBe(siteObject(uri));
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(fc.constantFrom('jobs', 'my-jobs', 'account', 'messages', 'admin', ''), fc.string()),
          {
            maxLength: 4,
          },
        ),
        fc.boolean(),
        (segments, withQuery) => {
          const uri = `/${segments.join('/')}`;
          expect(atCdn(uri, withQuery ? { q: { value: 'x' } } : {})).toBe(siteObject(uri, withQuery));
        },
      ),
      { numRuns: 500 },
    );
  });

  it("names every page of the app's router, each once", () => {
    const app = fs.readFileSync(path.resolve(import.meta.dirname, '../../frontend/src/App.tsx'), 'utf8');
    const routes = [...app.matchAll(/path="([^"]+)"/g)].map((m) => m[1]!).filter((p) => p !== '*');
    const named = [...PRERENDERED_PAGES, ...LIST_PAGES, '/jobs/:jobId', ...APP_PATHS];
    expect([...named].sort()).toEqual([...routes].sort());
  });
});
