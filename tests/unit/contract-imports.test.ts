import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The contract is shared by the server and the SPA, so it depends on nothing but zod and itself: a
 * contract file that imported the domain, the data layer or a platform module would pull server code
 * (and its dependencies) into the browser, and tie the two sides together in both directions.
 */
const CONTRACT = path.resolve(import.meta.dirname, '../../lambdas/contract');
// zod itself and its subpaths (zod/mini, and the English locale zod-locale.ts installs).
const isZod = (specifier: string) => specifier === 'zod' || specifier.startsWith('zod/');
/**
 * Packages as pure as zod that both sides need to agree: `postcode` reads UK postcodes the same way in
 * the forms and on the server (no dependencies, no I/O).
 */
const SHARED_PACKAGES: ReadonlySet<string> = new Set(['postcode']);

/** Every module specifier a file names: imports, re-exports, side-effect and dynamic imports. */
function specifiers(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      found.push(node.moduleSpecifier.text);
    if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      found.push(node.arguments[0].text);
    if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    )
      found.push(node.argument.literal.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Why a specifier is not allowed in the contract, or null when it is. */
function problem(file: string, specifier: string): string | null {
  if (isZod(specifier) || SHARED_PACKAGES.has(specifier)) return null;
  if (!specifier.startsWith('.')) return `imports the package "${specifier}"`;
  const target = path.relative(CONTRACT, path.resolve(path.dirname(file), specifier));
  // lambdas/contract and its folders (routes/, each area's routes).
  if (target.startsWith('..') || path.isAbsolute(target))
    return `imports "${specifier}", outside lambdas/contract`;
  return null;
}

const files = fs
  .readdirSync(CONTRACT, { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.tsx?$/.test(name))
  .map((name) => path.join(CONTRACT, name));

describe('the contract', () => {
  it('has files to check', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((file) => [path.relative(CONTRACT, file), file]))(
    '%s imports only zod and other contract files',
    (_name, file) => {
      const problems = specifiers(file)
        .map((specifier) => problem(file, specifier))
        .filter((p): p is string => p !== null);
      expect(problems).toEqual([]);
    },
  );

  it('tells a forbidden import from an allowed one', () => {
    const file = path.join(CONTRACT, 'jobs.ts');
    expect(problem(file, 'zod/mini')).toBeNull();
    expect(problem(file, './paging.ts')).toBeNull();
    expect(problem(file, '../domain/jobs.ts')).toMatch(/outside lambdas\/contract/);
    expect(problem(file, '../contract/../platform/env.ts')).toMatch(/outside/);
    expect(problem(file, 'stripe')).toMatch(/package "stripe"/);
    expect(problem(file, 'zodiac')).toMatch(/package "zodiac"/);
  });
});
