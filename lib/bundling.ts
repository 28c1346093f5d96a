import type { BuildOptions } from 'esbuild';
import type { Resource } from '../lambdas/contract/routes.ts';

/**
 * How every Lambda is bundled; shared by the CDK stack (lib/function.ts) and the bench, which bundles
 * exactly the same way to measure what ships.
 */

/** Newest Node.js LTS that Lambda and this CDK version know; esbuild targets it. */
export const ESBUILD_TARGET = 'node24';

/** Lets CommonJS dependencies that call `require` run inside the ESM bundle. */
export const ESM_REQUIRE_BANNER =
  "import { createRequire } from 'module';const require = createRequire(import.meta.url);";

/**
 * The AWS SDK is bundled at the lockfile's versions, except the credential providers a function never
 * reaches: Lambda puts the function's credentials in its environment, which the SDK's default chain
 * reads first, and the chain imports every other provider lazily, only when that fails. Leaving them
 * out takes about 130 KB from every bundle that talks to AWS; were one ever needed, the copy the
 * Node.js runtime ships would be imported instead.
 */
export const UNREACHED_CREDENTIAL_PROVIDERS: readonly string[] = [
  '@aws-sdk/credential-provider-ini',
  '@aws-sdk/credential-provider-sso',
  '@aws-sdk/credential-provider-process',
  '@aws-sdk/credential-provider-web-identity',
  '@aws-sdk/credential-provider-http',
  '@aws-sdk/credential-provider-login',
  '@smithy/credential-provider-imds',
  '@aws-sdk/nested-clients',
  '@aws-sdk/token-providers',
];

/**
 * Event-stream support, which the SDK's protocols import lazily for an operation with an event-stream
 * member; no command the product sends has one. The S3 client, though, imports it as it loads (for
 * SelectObjectContent), so it stays in the bundles of functions that use the uploads bucket. About
 * 15 KB of every other bundle that talks to AWS.
 */
export const EVENT_STREAMS = '@smithy/core/event-streams';

/** The SDK modules a function's bundle leaves out, from the resources it uses (a route's `uses`). */
export function unreachedSdkModules(uses: readonly Resource[]): string[] {
  const s3 = uses.some((use) => use.startsWith('uploads:'));
  return [...UNREACHED_CREDENTIAL_PROVIDERS, ...(s3 ? [] : [EVENT_STREAMS])];
}

/**
 * The esbuild options NodejsFunction passes for lib/function.ts's `bundling`, for code that bundles a
 * handler the same way outside CDK (the bench, the bundling test).
 */
export const esbuildOptions = (uses: readonly Resource[]): BuildOptions => ({
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: ESBUILD_TARGET,
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  mainFields: ['module', 'main'],
  banner: { js: ESM_REQUIRE_BANNER },
  external: unreachedSdkModules(uses),
});

/** A function to bundle: its handler file and the resources it uses. */
export interface BundleEntry {
  readonly file: string;
  readonly uses: readonly Resource[];
}

/**
 * The esbuild runs that bundle these functions as lib/function.ts does, by id: one run per set of
 * modules left out, since that set depends on what a function uses.
 */
export function bundleRuns(entries: Record<string, BundleEntry>): BuildOptions[] {
  const runs = new Map<string, { uses: readonly Resource[]; entryPoints: Record<string, string> }>();
  for (const [id, { file, uses }] of Object.entries(entries)) {
    const key = unreachedSdkModules(uses).join(' ');
    const run = runs.get(key) ?? { uses, entryPoints: {} };
    run.entryPoints[id] = file;
    runs.set(key, run);
  }
  return [...runs.values()].map(({ uses, entryPoints }) => ({ ...esbuildOptions(uses), entryPoints }));
}
