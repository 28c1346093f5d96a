/**
 * How the site's addresses map to the files of the site bucket: the CDN (a CloudFront Function built
 * from `siteObjectPath` itself, lib/web.ts), the local production-build server (local/site-server.ts)
 * and the renderer that writes the files (lambdas/services/site-pages.ts) all read it here.
 *
 * - `/` is the prerendered home page, `index.html`; each other prerendered public page is
 *   `<path>.html` (`/how-it-works.html`), and so are the board's and the candidates' first pages.
 * - A job's page, `/jobs/<id>`, is `jobs/<id>.html`, written when the job is published and rewritten
 *   whenever it changes. A job that has no page (never published, hidden, unknown) has no file: the CDN
 *   answers the 404 page with HTTP 404.
 * - Any other page of the app (the account, the forms) is the app's shell, `_app.html`, which the SPA
 *   draws in the browser.
 * - Anything else that names no file answers 404 too.
 */

/** The public pages rendered to HTML when the site is built. */
export const PRERENDERED_PAGES = [
  '/',
  '/how-it-works',
  '/safety',
  '/pay-calculator',
  '/online-classes',
  '/terms',
  '/privacy',
  '/cookies',
  '/review-policy',
  '/accessibility',
] as const;

/** The lists whose first page is rendered to HTML, at build and again whenever what they list changes. */
export const LIST_PAGES = ['/jobs', '/candidates'] as const;

/**
 * Every other address of the app (frontend/src/App.tsx's routes; a unit test holds the two together).
 * `:name` is one path segment.
 */
export const APP_PATHS = [
  '/auth',
  '/create-profile',
  '/post-job-family',
  '/payment-success',
  '/payment-cancelled',
  '/post-job-agency',
  '/agency-subscription-success',
  '/agency-subscription-cancelled',
  '/admin/reports',
  '/admin/deletions',
  '/newsletter/unsubscribe',
  '/account',
  '/account/two-factor',
  '/account-deleted',
  '/my-applications',
  '/saved-jobs',
  '/my-jobs',
  '/my-jobs/:jobId',
  '/still-hiring',
  '/account/moderation',
  '/account/record',
  '/nanny-shares/calculator',
  '/admin/appeals',
  '/account/complaints',
  '/admin/complaints',
  '/account/verification',
  '/reference',
  '/admin/verifications',
  '/admin/verifications/:nannyId',
  '/messages',
  '/messages/guest',
  '/messages/:conversationId',
  '/account/reviews',
  '/account/alerts',
  '/account/offers',
  '/offers/:jobId/:nannyId',
  '/interviews',
  '/interviews/new/:jobId/:nannyId',
  '/alerts/stop',
  '/email/stop',
  '/nanny-shares',
  '/nanny-shares/:shareId',
  '/job-post-family',
  '/job-post-agency',
] as const;

/** The app's shell: the SPA with nothing drawn yet. */
export const APP_SHELL = '/_app.html';
/** The page answered, with HTTP 404, for an address that names nothing. */
export const NOT_FOUND_PAGE = '/404.html';

/** The file (an absolute path in the site bucket) holding a job's page. */
export const jobPageObject = (jobId: string) => `/jobs/${jobId}.html`;
/** The file of a prerendered page or list (`/` → `/index.html`). */
export const pageObject = (path: string) => (path === '/' ? '/index.html' : `${path}.html`);

/**
 * The file of the site bucket an address reads, or the address itself when it names none (the bucket
 * then answers 404). Written as a CloudFront Function (runtime 2.0) can run it, no newer
 * syntax than `const`/`let`, since lib/web.ts sends this very function to the CDN; the arrays it
 * reads are passed in, so it refers to nothing outside itself.
 */
export function siteObjectPath(
  uri: string,
  pages: readonly string[],
  appPaths: readonly string[],
  lists: readonly string[],
  hasQuery: boolean,
): string {
  if (uri === '/' || uri === '') return '/index.html';
  const last = uri.slice(uri.lastIndexOf('/') + 1);
  // A file: the app's assets, config.json, sitemap.xml, robots.txt, the logos.
  if (last.indexOf('.') !== -1) return uri;
  const path = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.slice(0, -1) : uri;
  // A list with filters (`/jobs?place=SW4`) is the app's: its prerendered first page is the unfiltered one,
  // which would show the wrong jobs until the app took over.
  if (hasQuery && lists.indexOf(path) !== -1) return '/_app.html';
  if (pages.indexOf(path) !== -1) return path + '.html';
  if (/^\/jobs\/[A-Za-z0-9_-]{1,64}$/.test(path)) return path + '.html';
  const segments = path.split('/');
  for (let i = 0; i < appPaths.length; i++) {
    const pattern = appPaths[i]!.split('/');
    if (pattern.length !== segments.length) continue;
    let same = true;
    for (let j = 0; j < pattern.length; j++) {
      const part = pattern[j]!;
      if (part.charAt(0) === ':' ? segments[j] === '' : part !== segments[j]) {
        same = false;
        break;
      }
    }
    if (same) return '/_app.html';
  }
  return uri;
}

/** Every path rendered to its own `.html` file (not `/`, which is index.html). */
export const RENDERED_PATHS: readonly string[] = [
  ...PRERENDERED_PAGES.filter((p) => p !== '/'),
  ...LIST_PAGES,
];

/** The file an address of the site reads, given whether it carries a query (see siteObjectPath). */
export const siteObject = (uri: string, hasQuery = false) =>
  siteObjectPath(uri, RENDERED_PATHS, APP_PATHS, LIST_PAGES, hasQuery);
