import type { BuildOptions } from 'esbuild';

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
 * The esbuild options NodejsFunction passes for lib/function.ts's `bundling`, for code that bundles a
 * handler the same way outside CDK (the bench, the bundling test).
 */
export const ESBUILD_OPTIONS: BuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: ESBUILD_TARGET,
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  mainFields: ['module', 'main'],
  banner: { js: ESM_REQUIRE_BANNER },
  external: [...UNREACHED_CREDENTIAL_PROVIDERS],
};
