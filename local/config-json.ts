import type { Connect, Plugin } from 'vite';

/**
 * Serves the SPA's runtime /config.json (on AWS, a file the deployment writes) from Vite's dev server and
 * from `vite preview` alike: the local cloud's and the demo's.
 */
export function configJsonPlugin(config: object): Plugin {
  const body = JSON.stringify(config, null, 2);
  const serve = (server: { middlewares: Connect.Server }) => {
    server.middlewares.use('/config.json', (_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.setHeader('cache-control', 'no-store');
      res.end(body);
    });
  };
  return { name: 'config-json', configureServer: serve, configurePreviewServer: serve };
}
