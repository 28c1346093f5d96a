import { defineConfig, devices } from '@playwright/test';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The e2e run gets its own ports and a fresh data folder, so it never touches `npm start`'s.
 * E2E_PORT_OFFSET moves a run elsewhere (ports and folders), so two runs can share a machine.
 */
export const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 200);
const runName = PORT_OFFSET === 200 ? 'e2e' : `e2e-${PORT_OFFSET}`;
/** Where the demo build is served during the tests. */
export const DEMO_PORT = 4173 + PORT_OFFSET;
const root = fileURLToPath(new URL('../..', import.meta.url));
/**
 * Debian's Chromium: its headless shell, the build Playwright itself runs headless (the same engine,
 * without the windowed browser's work; about a fifth less time per test here), or the browser where
 * only that is installed. CHROMIUM_PATH names another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: '.',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report' }]],
  outputDir: '../../test-results',
  use: {
    // The app's own address (Stripe's redirects come back to it), as a person opens it.
    baseURL: `http://localhost:${5173 + PORT_OFFSET}`,
    // A failed test's trace: every step's page as it stood (DOM snapshots), without the screencast's
    // frames, which every test recorded and a passing test threw away.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    },
  },
  projects: [
    // Tests tagged @phone run on a 360 px phone as well; @phone-only ones only there.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: /@phone-only/ },
    {
      name: 'phone',
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
      grep: /@phone/,
    },
  ],
  webServer: [
    {
      command: 'node --disable-warning=NodeVersionSupportWarning local/start.ts',
      cwd: root,
      // Ready once the site answers the API on its own origin and the local cloud says it has finished
      // starting: the site is served before the demo data is seeded, and a test must not race the seeding.
      url: `http://localhost:${5173 + PORT_OFFSET}/api/_local/ready`,
      // The production build of the SPA, as it ships, rather than Vite's dev server.
      env: {
        PORT_OFFSET: String(PORT_OFFSET),
        LOCAL_DATA_DIR: `.local/${runName}`,
        LOCAL_FRESH: '1',
        LOCAL_WEB: 'build',
        // V8's compiled code kept between starts, as the integration tests' clouds keep it.
        NODE_COMPILE_CACHE: `${root}.local/node-compile-cache`,
      },
      timeout: 90_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The demo build (npm run demo): the SPA alone, on sample data. Playwright starts it once the local
      // cloud is ready, so it takes the app's files from the site the cloud built (the same `vite build`)
      // rather than building them again; at the same depth, so even the source maps match.
      command: 'node --disable-warning=NodeVersionSupportWarning frontend/demo/serve.ts',
      cwd: root,
      url: `http://127.0.0.1:${DEMO_PORT}/config.json`,
      env: {
        PORT: String(DEMO_PORT),
        DEMO_SITE_BUILD: `${root}.local/${runName}/web`,
        DEMO_OUT_DIR: `${root}.local/${runName}-demo/web`,
      },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
