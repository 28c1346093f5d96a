import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { handlerFile, routeList, routes } from '../../lambdas/contract/routes.ts';

const lambdas = path.resolve(import.meta.dirname, '../../lambdas');
const areasDir = path.join(lambdas, 'contract/routes');
const TABLE = path.join(lambdas, 'contract/routes.ts');

/** Each area's file (contract/routes/<area>.ts), by area; spec.ts holds the types, no route. */
const areaFiles = readdirSync(areasDir)
  .filter((f) => f.endsWith('.ts') && f !== 'spec.ts')
  .map((f) => path.basename(f, '.ts'));

const areaOf = (id: string) => /^[a-z][a-z0-9]*/.exec(id)![0];

/** Every TypeScript module under a folder, with its path. */
const modulesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? modulesUnder(path.join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [path.join(dir, entry.name)]
        : [],
  );

/**
 * The modules a module loads by a relative path, resolved: static imports and re-exports, bare and
 * dynamic imports. Type-only ones are left out: they leave nothing in a bundle.
 */
const relativeImports = (file: string): string[] => {
  const source = readFileSync(file, 'utf8');
  const specifiers = [
    ...[...source.matchAll(/^(?:import|export)\s+(type\s+)?[^'";]*?\sfrom\s*'(\.{1,2}\/[^']+)'/gm)]
      .filter((m) => !m[1])
      .map((m) => m[2]!),
    ...[...source.matchAll(/^import\s*'(\.{1,2}\/[^']+)'/gm)].map((m) => m[1]!),
    ...[...source.matchAll(/\bimport\(\s*'(\.{1,2}\/[^']+)'\s*\)/g)].map((m) => m[1]!),
  ];
  return specifiers.map((s) => path.resolve(path.dirname(file), s));
};

describe('the route table, declared by area', () => {
  it('merges every entry of every area file, under its id, and nothing else', async () => {
    const declared: string[] = [];
    for (const area of areaFiles) {
      const entries = (await import(path.join(areasDir, `${area}.ts`))) as Record<string, { id: string }>;
      for (const [name, entry] of Object.entries(entries)) {
        expect(entry.id, `${area}.ts: ${name}`).toBe(name);
        expect(areaOf(name), `${name} is declared in ${area}.ts`).toBe(area);
        expect((routes as Record<string, unknown>)[name], name).toBe(entry);
        declared.push(name);
      }
    }
    expect(declared.sort()).toEqual(routeList.map((r) => r.id).sort());
  });

  it('names an area file for each handler folder', () => {
    const folders = readdirSync(path.join(lambdas, 'http'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(areaFiles.sort()).toEqual(folders.sort());
  });

  it('marks every entry pure, so a bundle drops the entries its handler does not import', () => {
    for (const area of areaFiles) {
      const source = readFileSync(path.join(areasDir, `${area}.ts`), 'utf8');
      const calls = source.match(/\broute\(/g)?.length ?? 0;
      const pure = source.match(/= \/\* @__PURE__ \*\/ route\(/g)?.length ?? 0;
      expect(pure, `${area}.ts`).toBe(calls);
      // A spread is a call the bundler keeps, with its entry: groups of resources are named whole.
      expect(source, `${area}.ts`).not.toMatch(/\.\.\./);
    }
  });

  it('gives each handler its own entry from its area file', () => {
    for (const route of routeList) {
      const file = path.join(lambdas, handlerFile(route.id));
      const source = readFileSync(file, 'utf8');
      const area = areaOf(route.id);
      expect(source, route.id).toMatch(
        new RegExp(`import \\{ ${route.id} \\} from '\\.\\./\\.\\./contract/routes/${area}\\.ts';`),
      );
      expect(source, route.id).toMatch(new RegExp(`httpHandler\\(\\s*${route.id},`));
    }
  });

  it('keeps the whole table out of every module a function bundles', () => {
    const importers = modulesUnder(lambdas).filter((file) => relativeImports(file).includes(TABLE));
    expect(importers.map((f) => path.relative(lambdas, f))).toEqual([]);
  });
});
