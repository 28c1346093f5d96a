import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { routeList, handlerFile } from '../../lambdas/contract/routes.ts';
import { bundleRuns, EVENT_STREAMS, unreachedSdkModules } from '../../lib/bundling.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface Bundle {
  readonly code: string;
  /** The modules it holds, relative to the repository (node_modules paths as esbuild prints them). */
  readonly inputs: readonly string[];
}

/** Bundles every route as lib/function.ts does and returns each route's code and modules by id. */
async function bundleRoutes(): Promise<Map<string, Bundle>> {
  const entries = Object.fromEntries(
    routeList.map((r) => [r.id, { file: path.join(ROOT, 'lambdas', handlerFile(r.id)), uses: r.uses }]),
  );
  const bundles = new Map<string, Bundle>();
  for (const run of bundleRuns(entries)) {
    const out = await build({
      ...run,
      outdir: 'out',
      sourcemap: false,
      write: false,
      metafile: true,
      logLevel: 'silent',
      absWorkingDir: ROOT,
    });
    for (const file of out.outputFiles) {
      const output = out.metafile.outputs[path.relative(ROOT, file.path)];
      bundles.set(path.basename(file.path, '.js'), {
        code: file.text,
        inputs: Object.keys(output?.inputs ?? {}),
      });
    }
  }
  return bundles;
}

/** Every route bundled once for the tests below (about 25 s on two cores, longer while others run). */
let bundled: Promise<Map<string, Bundle>> | undefined;
const bundles = () => (bundled ??= bundleRoutes());

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The modules left out that the code imports lazily; fails on any it imports as it loads. */
function lazilyImported(code: string, leftOut: readonly string[]): Set<string> {
  const lazy = new Set<string>();
  for (const name of leftOut) {
    const pkg = escape(name);
    // A static import (`from"pkg"` or `import"pkg"`) would load the runtime's copy at start-up.
    expect(code, name).not.toMatch(new RegExp(`(from|import)\\s*"${pkg}(/[^"]*)?"`));
    expect(code, name).not.toMatch(new RegExp(`require\\("${pkg}(/[^"]*)?"\\)`));
    if (new RegExp(`import\\("${pkg}(/[^"]*)?"\\)`).test(code)) lazy.add(name);
  }
  return lazy;
}

describe('Lambda bundling', () => {
  // It bundles every route as the stack does: about 25 s on two cores, longer while other suites run.
  it('leaves out only SDK modules that no route imports as it loads', { timeout: 180_000 }, async () => {
    const codes = await bundles();
    const lazy = new Map(
      routeList.map((route) => [
        route.id,
        lazilyImported(codes.get(route.id)!.code, unreachedSdkModules(route.uses)),
      ]),
    );
    // A route that reads the table and presigns S3 links: the default credential chain reaches the
    // providers it leaves out lazily; its S3 client keeps event streams in the bundle.
    expect(lazy.get('jobsList')).toContain('@aws-sdk/credential-provider-ini');
    expect(lazy.get('jobsList')).toContain('@smithy/credential-provider-imds');
    expect(unreachedSdkModules(['table:Query:gsi1', 'uploads:read:files/agency-logo'])).not.toContain(
      EVENT_STREAMS,
    );
    expect(lazy.get('candidatesList')).not.toContain(EVENT_STREAMS);
    // A route that only reads the table: its protocol would load event streams lazily, for nothing.
    expect(lazy.get('nanniesGetOwn')).toContain(EVENT_STREAMS);
  });

  it('gives each handler its own route only, never the whole table', { timeout: 180_000 }, async () => {
    const all = await bundles();
    const ids = routeList.map((r) => r.id);
    for (const id of ids) {
      const { code, inputs } = all.get(id)!;
      expect(inputs, id).not.toContain('lambdas/contract/routes.ts');
      expect(inputs.filter((i) => i.startsWith('lambdas/contract/routes/')).sort(), id).toEqual(
        [
          `lambdas/contract/routes/${/^[a-z][a-z0-9]*/.exec(id)![0]}.ts`,
          'lambdas/contract/routes/spec.ts',
        ].sort(),
      );
      // Each entry carries its id: any other id in the code is another route's entry.
      expect(code, id).toContain(`"${id}"`);
      expect(
        ids.filter((other) => other !== id && code.includes(`"${other}"`)),
        id,
      ).toEqual([]);
    }
  });
});
