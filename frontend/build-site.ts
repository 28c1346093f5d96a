/**
 * The site as it ships: the SPA's production build, its renderer (src/prerender/render.tsx built for
 * Node as one file, `render.mjs`), and the public pages rendered to HTML with it. The CDK deployment
 * (lib/web.ts), the local cloud's production-build mode (local/start.ts) and the bench build it here.
 *
 * What it writes into `outDir`, beside the app's assets (see lambdas/contract/site-paths.ts):
 * `_app.html` (the app's shell), `index.html` and `<page>.html` for each public page, `404.html`, and
 * `jobs.html` / `candidates.html` as the shell until the renderer first prerenders them with their data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import {
  APP_SHELL,
  LIST_PAGES,
  NOT_FOUND_PAGE,
  pageObject,
  PRERENDERED_PAGES,
} from '../lambdas/contract/site-paths.ts';
import type { SiteRenderer } from '../lambdas/contract/site-pages.ts';

const FRONTEND = fileURLToPath(new URL('.', import.meta.url));
const CONFIG_FILE = path.join(FRONTEND, 'vite.config.ts');
/** The renderer's file name, in `ssrDir` and beside the site pages function's handler. */
export const RENDERER_FILE = 'render.mjs';

export interface SiteBuild {
  outDir: string;
  /** Where the renderer was built. */
  rendererPath: string;
}

/** Builds the renderer alone: one ES module with every dependency inside, for Node. */
export async function buildRenderer(ssrDir: string): Promise<string> {
  await build({
    configFile: CONFIG_FILE,
    logLevel: 'warn',
    ssr: { noExternal: true, target: 'node' },
    publicDir: false,
    build: {
      ssr: 'src/prerender/render.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      sourcemap: false,
      minify: true,
      rolldownOptions: { output: { entryFileNames: RENDERER_FILE, codeSplitting: false } },
    },
  });
  return path.join(ssrDir, RENDERER_FILE);
}

export async function buildSite(opts: {
  outDir: string;
  ssrDir: string;
  /** The site's address when it is known at build time; without it pages carry no canonical link. */
  siteOrigin?: string;
  now?: Date;
}): Promise<SiteBuild> {
  const { outDir, ssrDir } = opts;
  await build({ configFile: CONFIG_FILE, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const rendererPath = await buildRenderer(ssrDir);
  const shell = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const write = (objectPath: string, text: string) => {
    const file = path.join(outDir, objectPath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  write(APP_SHELL, shell);
  for (const list of LIST_PAGES) write(pageObject(list), shell);

  const renderer = (await import(pathToFileURL(rendererPath).href)) as SiteRenderer;
  const options = {
    template: shell,
    siteOrigin: opts.siteOrigin ?? '',
    now: (opts.now ?? new Date()).getTime(),
  };
  for (const page of PRERENDERED_PAGES)
    write(pageObject(page), await renderer.renderPage({ kind: 'page', path: page }, options));
  write(NOT_FOUND_PAGE, await renderer.renderPage({ kind: 'not-found' }, options));
  return { outDir, rendererPath };
}

/**
 * The SPA's own build out of a site build: every file `vite build` wrote into `siteDir`, with its
 * `index.html` (the app's shell, kept as `_app.html`), into `outDir`; the pages rendered over it and
 * beside it are left out. What a plain `vite build` writes, without building again.
 */
export function appBuildOf(siteDir: string, outDir: string): void {
  const rendered = new Set(
    [
      APP_SHELL,
      NOT_FOUND_PAGE,
      ...PRERENDERED_PAGES.map((page) => pageObject(page)),
      ...LIST_PAGES.map((list) => pageObject(list)),
    ].map((objectPath) => path.join(siteDir, objectPath)),
  );
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.cpSync(siteDir, outDir, { recursive: true, filter: (source) => !rendered.has(source) });
  fs.copyFileSync(path.join(siteDir, APP_SHELL), path.join(outDir, 'index.html'));
}

/**
 * `npm run build`: the site into frontend/dist (or `--out-dir`), the renderer into frontend/dist-ssr (or
 * `--ssr-dir`); with `--renderer-only`, the renderer alone (the site pages function's bundle, lib/site-pages.ts).
 */
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const started = Date.now();
  const arg = (name: string) => {
    const at = process.argv.indexOf(name);
    return at === -1 ? undefined : process.argv[at + 1];
  };
  const ssrDir = path.resolve(arg('--ssr-dir') ?? path.join(FRONTEND, 'dist-ssr'));
  if (process.argv.includes('--renderer-only')) await buildRenderer(ssrDir);
  else
    await buildSite({
      outDir: path.resolve(arg('--out-dir') ?? path.join(FRONTEND, 'dist')),
      ssrDir,
      ...(process.env.SITE_ORIGIN ? { siteOrigin: process.env.SITE_ORIGIN } : {}),
    });
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
