import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillPath, tokenPolicy } from '../../lambdas/contract/route-address.ts';
import { handlerFile, routeAddresses, routeList, routes } from '../../lambdas/contract/routes.ts';

const lambdas = path.resolve(import.meta.dirname, '../../lambdas');

/**
 * Every module in an area's folder under lambdas/http (lambdas/http/<area>/…), relative to lambdas/; the
 * modules of lambdas/http itself are the handlers' shared wrapper, not routes.
 */
const handlerModules = (dir = path.join(lambdas, 'http'), depth = 0): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? handlerModules(path.join(dir, entry.name), depth + 1)
      : depth === 0
        ? []
        : [path.relative(lambdas, path.join(dir, entry.name))],
  );

describe('the route table', () => {
  it('declares each id and each method + path once', () => {
    const ids = routeList.map((r) => r.id);
    const keys = routeList.map((r) => `${r.method} ${r.path}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives each entry its own id', () => {
    for (const [id, route] of Object.entries(routes)) expect(route.id).toBe(id);
  });

  it('uses API Gateway path syntax', () => {
    for (const route of routeList)
      expect(route.path, route.id).toMatch(/^\/([a-z0-9-]+|\{[a-zA-Z]+\})(\/([a-z0-9-]+|\{[a-zA-Z]+\}))*$/);
  });

  it('declares a schema for each path parameter, and only for those', () => {
    for (const route of routeList) {
      const named = [...route.path.matchAll(/\{([a-zA-Z]+)\}/g)].map((m) => m[1]);
      const shape = (route.params as { def?: { shape?: Record<string, unknown> } } | undefined)?.def?.shape;
      expect(Object.keys(shape ?? {}).sort(), route.id).toEqual(named.sort());
    }
  });

  it('finds a handler file from the id: the first word is the folder, the rest the file', () => {
    expect(handlerFile('jobsPromoQuote')).toBe('http/jobs/promo-quote.ts');
    expect(handlerFile('webhooksStripe')).toBe('http/webhooks/stripe.ts');
    expect(handlerFile('candidatesCvLink')).toBe('http/candidates/cv-link.ts');
    expect(() => handlerFile('health')).toThrow(/does not name a handler file/);
    expect(() => handlerFile('jobs_list')).toThrow(/does not name a handler file/);
  });

  it('points every entry at a file that exports its handler', async () => {
    for (const route of routeList) {
      const file = path.join(lambdas, handlerFile(route.id));
      expect(existsSync(file), `${route.id}: ${handlerFile(route.id)}`).toBe(true);
      const mod = (await import(file)) as { handler?: unknown };
      expect(typeof mod.handler, route.id).toBe('function');
    }
  });

  it('puts the account gate in front of every signed-in write, and bundles it nowhere else', () => {
    // lambdas/http/handler.ts is the platform's stack with services/account-gate.ts; a public route or
    // a read takes the platform's stack alone, so its bundle holds no gate it would never run.
    const wrong = routeList.flatMap((route) => {
      const source = readFileSync(path.join(lambdas, handlerFile(route.id)), 'utf8');
      const gated = route.auth !== 'public' && route.method !== 'GET' && !route.whileDeleting;
      const viaGate = source.includes("from '../handler.ts'");
      const viaPlatform = source.includes("from '../../platform/http.ts'");
      return gated === viaGate && gated !== viaPlatform ? [] : [`${route.id} (${gated ? 'gated' : 'plain'})`];
    });
    expect(wrong).toEqual([]);
    // And the gated routes may read the account's record.
    for (const route of routeList)
      if (route.auth !== 'public' && route.method !== 'GET' && !route.whileDeleting)
        expect(route.uses, route.id).toContain('table:GetItem');
  });

  it('names every handler file under lambdas/http by exactly one entry', () => {
    const named = routeList.map((r) => handlerFile(r.id));
    expect(new Set(named).size).toBe(named.length);
    expect(handlerModules().sort()).toEqual([...named].sort());
  });

  it('gives the SPA each route’s method, path and auth level', () => {
    const addresses = routeAddresses();
    expect(Object.keys(addresses).sort()).toEqual(routeList.map((r) => r.id).sort());
    expect(addresses.jobsApply).toEqual(['POST', '/jobs/{jobId}/applications', 'user']);
    expect(addresses.jobsList).toEqual(['GET', '/jobs', 'optional']);
  });
});

describe('a route address', () => {
  it('fills path parameters, each encoded as one segment', () => {
    expect(fillPath('/jobs/{jobId}/save', { jobId: 'job-1' })).toBe('/jobs/job-1/save');
    expect(
      fillPath('/admin/content/{contentType}/{contentId}', {
        contentType: 'job_posting',
        contentId: 'a/b?c',
      }),
    ).toBe('/admin/content/job_posting/a%2Fb%3Fc');
    expect(fillPath('/promo-codes/{code}', { code: 'SUMMER 10%' })).toBe('/promo-codes/SUMMER%2010%25');
    expect(fillPath('/jobs')).toBe('/jobs');
  });

  it('refuses to send a path with a parameter left out', () => {
    expect(() => fillPath('/jobs/{jobId}', {})).toThrow(/Missing path parameter "jobId"/);
  });

  it('sends a token as the auth level asks', () => {
    expect(tokenPolicy('user')).toBe('required');
    expect(tokenPolicy('admin')).toBe('required');
    expect(tokenPolicy('optional')).toBe('when-signed-in');
    expect(tokenPolicy('public')).toBe('never');
  });
});
