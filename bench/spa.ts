/**
 * The SPA's production build and what a first load of each page downloads: the entry chunk and its
 * static imports, plus the route's lazily imported chunk and its static imports (gzip), and whether the
 * auth library (aws-amplify) is among them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { ROOT, WORK_DIR } from './processes.ts';

export const SPA_DIR = path.join(WORK_DIR, 'spa');
const CONFIG_FILE = path.join(ROOT, 'frontend/vite.config.ts');

/** Each measured page and the module its route lazily imports (frontend/src/App.tsx). */
export const PAGES = [
  { path: '/', module: 'src/routes/Home.tsx' },
  { path: '/jobs', module: 'src/routes/Jobs.tsx' },
  { path: '/candidates', module: 'src/routes/Candidates.tsx' },
  { path: '/auth', module: 'src/routes/Auth.tsx' },
] as const;

interface ManifestChunk {
  file: string;
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
  /** Files a first load of the page fetches (JavaScript). */
  jsFiles: string[];
  jsGzipBytes: number;
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
  /** A chunk and everything it imports statically: what loading it downloads. */
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key)) return seen;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the SPA manifest has no ${key}`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) closure(dep, seen);
    return seen;
  };
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry)?.[0];
  if (!entry) throw new Error('the SPA manifest has no entry chunk');

  const pages = PAGES.map(({ path: page, module }): PageWeight => {
    const keys = closure(module, closure(entry));
    const jsFiles = [...keys].map((k) => manifest[k]!.file);
    const cssFiles = new Set([...keys].flatMap((k) => manifest[k]!.css ?? []));
    return {
      path: page,
      jsFiles,
      jsGzipBytes: jsFiles.reduce((sum, f) => sum + gzipOf(f), 0),
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
