import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../../lambdas/routes.ts';

const lambdas = path.resolve(import.meta.dirname, '../../lambdas');

describe('the route table', () => {
  it('declares each id and each method + path once', () => {
    const ids = routes.map((r) => r.id);
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('uses API Gateway path syntax', () => {
    for (const route of routes)
      expect(route.path, route.id).toMatch(/^\/([a-z0-9-]+|\{[a-zA-Z]+\})(\/([a-z0-9-]+|\{[a-zA-Z]+\}))*$/);
  });

  it('points every route at a module that exports a handler', async () => {
    for (const route of routes) {
      const file = path.join(lambdas, route.handler);
      expect(existsSync(file), route.handler).toBe(true);
      const mod = (await import(file)) as { handler?: unknown };
      expect(typeof mod.handler, route.id).toBe('function');
    }
  });
});
