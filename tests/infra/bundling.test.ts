import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { ESBUILD_OPTIONS, UNREACHED_CREDENTIAL_PROVIDERS } from '../../lib/bundling.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Bundles one handler as lib/function.ts does and returns the code. */
async function bundle(handler: string): Promise<string> {
  const out = await build({
    entryPoints: [path.join(ROOT, 'lambdas', handler)],
    ...ESBUILD_OPTIONS,
    sourcemap: false,
    write: false,
    logLevel: 'silent',
    absWorkingDir: ROOT,
  });
  return out.outputFiles[0]!.text;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

describe('Lambda bundling', () => {
  it('imports the credential providers it leaves out only lazily, never when the function loads', async () => {
    // A route that reads the table and presigns S3 links: the SDK's default credential chain is in it.
    const code = await bundle('http/jobs/list.ts');
    const lazy = new Set<string>();
    for (const name of UNREACHED_CREDENTIAL_PROVIDERS) {
      const pkg = escape(name);
      // A static import (`from"pkg"` or `import"pkg"`) would load the runtime's copy at start-up.
      expect(code, name).not.toMatch(new RegExp(`(from|import)\\s*"${pkg}(/[^"]*)?"`));
      expect(code, name).not.toMatch(new RegExp(`require\\("${pkg}(/[^"]*)?"\\)`));
      if (new RegExp(`import\\("${pkg}(/[^"]*)?"\\)`).test(code)) lazy.add(name);
    }
    // The environment provider, which Lambda uses, is bundled; the chain reaches the others lazily.
    expect(lazy).toContain('@aws-sdk/credential-provider-ini');
    expect(lazy).toContain('@smithy/credential-provider-imds');
  });
});
