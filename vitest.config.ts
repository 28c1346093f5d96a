import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The stack's tests synthesize the CDK app, which takes seconds; each file of them reads the one
 * synthesis its worker made (tests/infra/synth.ts caches it per process), so they share a module graph
 * (isolate: false). uses.test.ts mocks the route table, so it runs isolated with the rest.
 */
const INFRA = 'tests/infra/**/*.test.ts';
const MOCKS_THE_TABLE = 'tests/infra/uses.test.ts';

export default defineConfig({
  // The SPA's import aliases (frontend/tsconfig.json), so unit tests load its modules as Vite does.
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./frontend/src/', import.meta.url)),
      '@contract/': fileURLToPath(new URL('./lambdas/contract/', import.meta.url)),
    },
  },
  test: {
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Both cores (vitest's default leaves one idle): the integration files mostly wait on their cloud.
    maxWorkers: 2,
    // Powertools' dev mode: logs go through the global console (which tests silence or read) and no
    // metrics are written unless a test asks for them.
    env: { POWERTOOLS_DEV: 'true' },
    projects: [
      {
        extends: true,
        test: { name: 'stack', include: [INFRA], exclude: [MOCKS_THE_TABLE], isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'app',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'node_modules/**', INFRA],
          // Stops the local clouds the integration files of each worker share (tests/integration/cloud.ts).
          globalSetup: ['tests/integration/shared-clouds.ts'],
        },
      },
      { extends: true, test: { name: 'stack-mocked', include: [MOCKS_THE_TABLE] } },
    ],
  },
});
