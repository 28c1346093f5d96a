/**
 * The SPA's production build and what a first load of each page downloads before it shows: the entry
 * chunk and its static imports, the app it then imports (src/boot.tsx, after the first paint on a page
 * rendered to HTML, at once on the shell: either way part of every first load) and its static imports,
 * plus what the route lazily imports (the page's chunk, and for a page that
 * reads the API the data cache's chunk beside it) with their static imports (gzip), and whether the auth
 * library (aws-amplify) is among them. Then, apart, what every page loads once it shows (the toasts and the
 * cookie banner).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { ROOT, WORK_DIR } from './processes.ts';

export const SPA_DIR = path.join(WORK_DIR, 'spa');
const CONFIG_FILE = path.join(ROOT, 'frontend/vite.config.ts');
const APP_FILE = path.join(ROOT, 'frontend/src/App.tsx');
const LAYOUT_FILE = path.join(ROOT, 'frontend/src/components/layout/Layout.tsx');
/** The app, which the entry (src/main.tsx) imports dynamically. */
const BOOT_MODULE = 'src/boot.tsx';

/** Each measured page and the module its route lazily imports (frontend/src/App.tsx). */
export const PAGES = [
  { path: '/', module: 'src/routes/Home.tsx' },
  { path: '/jobs', module: 'src/routes/Jobs.tsx' },
  { path: '/jobs/:id', module: 'src/routes/JobPage.tsx' },
  { path: '/candidates', module: 'src/routes/Candidates.tsx' },
  { path: '/auth', module: 'src/routes/Auth.tsx' },
] as const;

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageWeight {
  path: string;
  /** Files a first load of the page fetches before it shows (JavaScript). */
  jsFiles: string[];
  jsGzipBytes: number;
  /** What the page then loads once it shows (the layout's lazy parts), not yet in `jsFiles`. */
  afterFiles: string[];
  afterGzipBytes: number;
  cssGzipBytes: number;
  /** True when aws-amplify code is in one of those files. */
  authLibrary: boolean;
}

export interface SpaResult {
  buildSeconds: number;
  /** Chunks holding aws-amplify code, and their gzip size. */
  authChunks: Array<{ file: string; gzipBytes: number }>;
  pages: PageWeight[];
}

/**
 * The modules App.tsx imports lazily for a page: `page(() => import('./routes/X.tsx'))` loads the page
 * alone, `queryPage(...)` loads the data cache's module alongside it. Read from App.tsx itself, so a page
 * that changes how it loads is measured as it now loads (and one the bench cannot place stops it).
 */
export function routeModules(app: string, pageModule: string): string[] {
  const file = `./${path.posix.relative('src', pageModule)}`;
  const at = app.indexOf(`(() => import('${file}'))`);
  const wrapper = at < 0 ? undefined : /(\w+)$/.exec(app.slice(0, at))?.[1];
  if (wrapper !== 'page' && wrapper !== 'queryPage')
    throw new Error(`App.tsx does not load ${file} with page() or queryPage()`);
  if (wrapper === 'page') return [pageModule];
  const scope = /const queryPage =[\s\S]*?import\('\.\/([^']+)'\)/.exec(app)?.[1];
  if (!scope) throw new Error('App.tsx: queryPage() imports no data-cache module');
  return [`src/${scope}`, pageModule];
}

/** The modules the layout imports lazily (`lazy(() => import('./X.tsx'))`): loaded once a page shows. */
export function layoutLazyModules(layout: string): string[] {
  const found = [...layout.matchAll(/lazy\(\(\) => import\('\.\/([^']+)'\)\)/g)].map(
    (m) => `src/components/layout/${m[1]}`,
  );
  if (!found.length)
    throw new Error('Layout.tsx imports nothing lazily; the bench expected its toasts and banner');
  return found;
}

const isAuthModule = (id: string) => /node_modules\/(@aws-amplify|aws-amplify)\//.test(id);

export async function buildSpa(): Promise<SpaResult> {
  const authFiles = new Set<string>();
  // Records which output chunks carry the auth library, from the bundler's own module lists.
  const chunkModules: Plugin = {
    name: 'bench-chunk-modules',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle))
        if (output.type === 'chunk' && output.moduleIds.some(isAuthModule)) authFiles.add(output.fileName);
    },
  };
  const started = Date.now();
  await build({
    configFile: CONFIG_FILE,
    logLevel: 'warn',
    plugins: [chunkModules],
    build: { outDir: SPA_DIR, emptyOutDir: true, manifest: true },
  });
  const buildSeconds = (Date.now() - started) / 1000;
  const manifest = JSON.parse(fs.readFileSync(path.join(SPA_DIR, '.vite/manifest.json'), 'utf8')) as Manifest;

  const gz = new Map<string, number>();
  const gzipOf = (file: string) => {
    let size = gz.get(file);
    if (size === undefined) {
      size = gzipSync(fs.readFileSync(path.join(SPA_DIR, file))).length;
      gz.set(file, size);
    }
    return size;
  };
  /**
   * The manifest's key of a module: its source path, or, for a module that is also imported statically
   * by another lazy chunk (the data cache's scope, by the header's activity watcher), the shared chunk
   * the bundler named after it.
   */
  const keyOf = (key: string) => {
    if (manifest[key]) return key;
    const name = path.basename(key).replace(/\.[^.]+$/, '');
    const shared = Object.keys(manifest).filter((k) => k.startsWith('_') && manifest[k]!.name === name);
    if (shared.length !== 1) throw new Error(`the SPA manifest has no ${key}`);
    return shared[0]!;
  };
  /** A chunk and everything it imports statically: what loading it downloads. */
  const closure = (module: string, seen = new Set<string>()) => {
    const key = keyOf(module);
    if (seen.has(key)) return seen;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the SPA manifest has no ${key}`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) closure(dep, seen);
    return seen;
  };
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry)?.[0];
  if (!entry) throw new Error('the SPA manifest has no entry chunk');

  const app = fs.readFileSync(APP_FILE, 'utf8');
  const later = layoutLazyModules(fs.readFileSync(LAYOUT_FILE, 'utf8'));
  const filesOf = (keys: Iterable<string>) => [...keys].map((k) => manifest[k]!.file);
  const gzipSum = (files: string[]) => files.reduce((sum, f) => sum + gzipOf(f), 0);

  const pages = PAGES.map(({ path: page, module }): PageWeight => {
    const keys = routeModules(app, module).reduce(
      (seen, m) => closure(m, seen),
      closure(BOOT_MODULE, closure(entry)),
    );
    const jsFiles = filesOf(keys);
    const afterKeys = later.reduce((seen, m) => closure(m, seen), new Set(keys));
    const afterFiles = filesOf([...afterKeys].filter((k) => !keys.has(k)));
    const cssFiles = new Set([...afterKeys].flatMap((k) => manifest[k]!.css ?? []));
    return {
      path: page,
      jsFiles,
      jsGzipBytes: gzipSum(jsFiles),
      afterFiles,
      afterGzipBytes: gzipSum(afterFiles),
      cssGzipBytes: [...cssFiles].reduce((sum, f) => sum + gzipOf(f), 0),
      authLibrary: jsFiles.some((f) => authFiles.has(f)),
    };
  });
  return {
    buildSeconds,
    authChunks: [...authFiles].map((file) => ({ file, gzipBytes: gzipOf(file) })),
    pages,
  };
}
