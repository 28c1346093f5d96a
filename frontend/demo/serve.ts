/**
 * `npm run demo`: builds the SPA and serves the production build in demo mode (spec §7), with a
 * /config.json that names no API: lists show sample data, forms answer without saving, and accounts
 * are not available. Nothing else needs to run. PORT (default 4173) and HOST (default 127.0.0.1)
 * move it; Ctrl-C stops it. DEMO_SITE_BUILD names a site build already made from the same sources
 * (frontend/build-site.ts, as the local cloud's LOCAL_WEB=build makes it): its app files are served
 * instead of building them again.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { configJsonPlugin } from '../../local/config-json.ts';
import { appBuildOf } from '../build-site.ts';

const frontend = fileURLToPath(new URL('..', import.meta.url));
const configFile = path.join(frontend, 'vite.config.ts');
// Outside the repository, so the demo build never mixes with a deployment's frontend/dist.
const outDir = process.env.DEMO_OUT_DIR ?? path.join(os.tmpdir(), 'nanny-marketplace-demo');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

const DEMO_CONFIG = {
  demo: true,
  stage: 'demo',
  region: 'eu-west-2',
  supportEmail: 'support@nannymarketplace.co.uk',
};

const siteBuild = process.env.DEMO_SITE_BUILD;
if (siteBuild) {
  console.log(`[demo] Taking the site from ${siteBuild}...`);
  appBuildOf(siteBuild, outDir);
} else {
  console.log('[demo] Building the site...');
  await build({ configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
}

const server = await preview({
  configFile,
  plugins: [configJsonPlugin(DEMO_CONFIG)],
  build: { outDir },
  preview: { port, host, strictPort: true, open: false },
});

const url = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`;
console.log(`\n[demo] Nanny Marketplace demo (sample data, nothing saved): ${url}\n[demo] Ctrl-C to stop.`);

const stop = () => {
  server.httpServer.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 1000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
