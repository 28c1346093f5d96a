import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AuthLevel } from '../lambdas/contract/route-address.ts';
import { routeAddresses } from '../lambdas/contract/routes.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * `virtual:route-addresses`: each route's method, path and auth level, read from the route table when
 * the app is built. The API client needs only these to send a request; taking them from the table
 * itself would put every schema (and the schema library) in the first page load. It holds the routes
 * anyone may call (public and optional), what a page reads as it loads;
 * `virtual:route-addresses/signed-in` holds those that need a session (user and admin), which load
 * with the auth library (src/auth/library.ts) rather than with every page.
 */
function routeAddressModule(): Plugin {
  const tables: Record<string, (auth: AuthLevel) => boolean> = {
    'virtual:route-addresses': (auth) => auth === 'public' || auth === 'optional',
    'virtual:route-addresses/signed-in': (auth) => auth === 'user' || auth === 'admin',
  };
  return {
    name: 'route-addresses',
    resolveId: (source) => (Object.hasOwn(tables, source) ? `\0${source}` : undefined),
    load: (source) => {
      const keep = source.startsWith('\0') ? tables[source.slice(1)] : undefined;
      if (!keep) return undefined;
      const addresses = Object.entries(routeAddresses()).filter(([, [, , auth]]) => keep(auth));
      return `export default ${JSON.stringify(Object.fromEntries(addresses))};`;
    },
  };
}

/**
 * React Router publishes its development build under every export condition (so a production bundle
 * carries its development warnings and what only they keep alive); its production build sits beside
 * it, and the site's build takes that, as it does React's. The dev server keeps the warnings.
 */
function reactRouterProduction(): Plugin {
  const dist = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist',
  );
  const builds: Record<string, string> = {
    'react-router': path.join(dist, 'production/index.mjs'),
    'react-router/dom': path.join(dist, 'production/dom-export.mjs'),
  };
  return {
    name: 'react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => builds[source],
  };
}

/**
 * The app's shell (index.html, the page for every address not rendered to HTML) asks for the app's files
 * beside its first script: src/main.tsx starts the app there at once, by a dynamic import the browser
 * would otherwise only meet once that script has run. A page rendered to HTML drops these hints (marked
 * `data-app`), since it paints first and fetches the app after (src/prerender/render.tsx).
 */
function preloadAppOnShell(): Plugin {
  return {
    name: 'preload-app-on-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        const bundle = ctx.bundle ?? {};
        const boot = Object.values(bundle).find(
          (item) => item.type === 'chunk' && item.facadeModuleId?.endsWith('/src/boot.tsx'),
        );
        if (!boot) throw new Error('The build has no chunk for src/boot.tsx');
        const files = new Set<string>();
        const add = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          const chunk = bundle[file];
          for (const dep of chunk?.type === 'chunk' ? chunk.imports : []) add(dep);
        };
        add(boot.fileName);
        // Less what the page already asks for: its first script's own imports.
        return [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, 'data-app': true },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), routeAddressModule(), preloadAppOnShell(), reactRouterProduction()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@contract': fileURLToPath(new URL('../lambdas/contract', import.meta.url)),
    },
  },
  server: { strictPort: true, host: '127.0.0.1' },
  preview: { strictPort: true, host: '127.0.0.1' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Every browser the site supports knows modulepreload: the polyfill would only be one more file in
    // the first script's imports, fetched before the first paint.
    modulePreload: { polyfill: false },
    // Shared modules under 32 KB are copied into the chunks that use them instead of each becoming a
    // file of its own. Measured with bench/spa.ts (first load, gzip): at 8 KB the job board fetched 12
    // files and 124.5 KB, at 32 KB 8 files and 121.4 KB (the nannies' page 121.5 → 119.1 KB); with none
    // copied, 49 files and 132.1 KB. Past 32 KB nothing changes: no shared module left is that small.
    rolldownOptions: {
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 32 * 1024 },
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|clsx)[\\/]/,
              priority: 2,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
