import { defineConfig } from 'vitest/config';

export default defineConfig({
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
