import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const contract = path.resolve(import.meta.dirname, '../../lambdas/contract');

/** Whether an expression runs a call as the module loads (a function's body runs later). */
function callsAtLoad(node: ts.Node): boolean {
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return false;
  if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isTaggedTemplateExpression(node))
    return true;
  return ts.forEachChild(node, callsAtLoad) ?? false;
}

/**
 * The constants a contract module declares at its top with zod calls run as it loads, each with whether
 * it is declared `/* @__PURE__ *\/ schema(() => …)` (contract/schema.ts).
 */
function schemaDeclarations(file: string): Array<{ name: string; pure: boolean }> {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  return source.statements.filter(ts.isVariableStatement).flatMap((statement) =>
    statement.declarationList.declarations.flatMap((declaration) => {
      const init = declaration.initializer;
      if (!init || !callsAtLoad(init) || !/\bz\./.test(init.getText(source))) return [];
      const marked = text.slice(init.getFullStart(), init.getStart(source)).includes('@__PURE__');
      const pure =
        marked &&
        ts.isCallExpression(init) &&
        init.expression.getText(source) === 'schema' &&
        init.arguments.length === 1 &&
        ts.isArrowFunction(init.arguments[0]!);
      return [{ name: declaration.name.getText(source), pure }];
    }),
  );
}

describe('the contract’s schemas', () => {
  const files = readdirSync(contract)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => path.join(contract, f));

  it('are each declared pure, so a bundle drops the schemas its handler does not reach', () => {
    const declared = files.flatMap((file) =>
      schemaDeclarations(file).map((d) => ({ ...d, file: path.basename(file) })),
    );
    expect(declared.length).toBeGreaterThan(200);
    expect(declared.filter((d) => !d.pure).map((d) => `${d.file}: ${d.name}`)).toEqual([]);
  });
});
