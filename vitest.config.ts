import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The SPA's import aliases (frontend/tsconfig.json), so unit tests load its modules as Vite does.
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./frontend/src/', import.meta.url)),
      '@contract/': fileURLToPath(new URL('./lambdas/contract/', import.meta.url)),
    },
  },
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Powertools' dev mode: logs go through the global console (which tests silence or read) and no
    // metrics are written unless a test asks for them.
    env: { POWERTOOLS_DEV: 'true' },
  },
});
