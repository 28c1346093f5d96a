import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import type { RenderOptions, SitePage } from '@contract/site-pages.ts';
import { jobPostingData, jobPostingScript } from '@contract/job-posting-data.ts';
import { AppRoutes } from '@/App.tsx';
import { AuthProvider } from '@/auth/AuthProvider.tsx';
import { CANDIDATES_PAGE_SIZE, candidatesQuery } from '@/features/candidates/queries.ts';
import { readFilters as readCandidateFilters } from '@/features/candidates/filters.ts';
import { jobQuery, jobsBoardQuery } from '@/features/jobs/queries.ts';
import { filtersFromParams } from '@/features/jobs/format.ts';
import { PrerenderContext } from '@/prerender/context.ts';
import { pageDataScript, type PageData } from '@/prerender/page-data.ts';
import { pageTitle, SITE_NAME } from '@/site.ts';

/**
 * The site's pages rendered to HTML from the app's own components, in Node: the public pages when the
 * site is built (frontend/build.ts), and a job's page, the board's and the candidates' first pages
 * whenever what they show changes (lambdas/services/site-pages.ts). The browser then takes the page
 * over (src/boot.tsx hydrates it): the HTML carries the answers it was prerendered from, so the first render
 * in the browser draws the same, and the page is read again as the visitor (or the signed-in user).
 *
 * A page is prerendered as a visitor sees it before anything loads: nobody signed in yet.
 */

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const DEFAULT_DESCRIPTION =
  'Find trusted nannies and nanny jobs across the UK. Families post jobs, nannies create free profiles, agencies post under their own brand.';

/** A description for a meta tag: one line, at most about 160 characters. */
function summary(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= 160 ? line : `${line.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

interface Prerendered {
  url: string;
  queries: PageData['queries'];
  head: (title: string) => string[];
  description: string;
  /** Whether search engines should leave the page out. */
  noindex: boolean;
}

function prerenderedOf(page: SitePage, siteOrigin: string): Prerendered {
  // Only with the site's address: a canonical link must be absolute.
  const canonical = (path: string) =>
    siteOrigin ? `<link rel="canonical" href="${escapeHtml(`${siteOrigin}${path}`)}" />` : '';
  switch (page.kind) {
    case 'page':
      return {
        url: page.path,
        queries: [],
        head: () => [canonical(page.path)],
        description: DEFAULT_DESCRIPTION,
        noindex: false,
      };
    case 'not-found':
      return { url: '/404', queries: [], head: () => [], description: DEFAULT_DESCRIPTION, noindex: true };
    case 'board': {
      // The cache keys the pages ask under with no filters in their address.
      const { filters, sort } = filtersFromParams(new URLSearchParams());
      const { queryKey } = jobsBoardQuery(undefined, filters, sort);
      return {
        url: '/jobs',
        queries: [{ queryKey, data: { pages: [page.page], pageParams: [undefined] } }],
        head: () => [canonical('/jobs')],
        description:
          'Nanny jobs across the UK, newest first: live-in, live-out, rota, part-time and temporary.',
        noindex: false,
      };
    }
    case 'candidates': {
      const { queryKey } = candidatesQuery(CANDIDATES_PAGE_SIZE, readCandidateFilters(new URLSearchParams()));
      return {
        url: '/candidates',
        queries: [{ queryKey, data: { pages: [page.page], pageParams: [undefined] } }],
        head: () => [canonical('/candidates')],
        description: 'Nannies looking for work across the UK, with the checks we have made of each.',
        noindex: false,
      };
    }
    case 'job': {
      const { job } = page;
      const path = `/jobs/${job.id}`;
      const open = job.status === 'live';
      const description = summary(job.description) || DEFAULT_DESCRIPTION;
      return {
        url: path,
        queries: [{ queryKey: jobQuery(undefined, job.id).queryKey, data: job }],
        head: (title) => {
          const url = `${siteOrigin}${path}`;
          const image = job.posterLogoUrl?.startsWith('/') ? `${siteOrigin}${job.posterLogoUrl}` : null;
          const meta = (attr: 'property' | 'name', key: string, value: string) =>
            `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
          return [
            canonical(path),
            meta('property', 'og:type', 'website'),
            meta('property', 'og:site_name', SITE_NAME),
            meta('property', 'og:title', title),
            meta('property', 'og:description', description),
            meta('property', 'og:url', url),
            ...(image ? [meta('property', 'og:image', image)] : []),
            meta('name', 'twitter:card', 'summary'),
            meta('name', 'twitter:title', title),
            meta('name', 'twitter:description', description),
            // A closed job keeps its page, saying so, but is no longer offered to search engines.
            ...(open && job.publishedAt
              ? [
                  `<script type="application/ld+json">${jobPostingScript(
                    jobPostingData(
                      { ...job, publishedAt: job.publishedAt, liveUntil: page.liveUntil },
                      siteOrigin,
                    ),
                  )}</script>`,
                ]
              : []),
          ];
        },
        description,
        noindex: !open,
      };
    }
  }
}

/** The app's markup for an address, prerendered from the given answers, at the given time. */
async function renderApp(url: string, queries: PageData['queries'], now: number) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  for (const { queryKey, data } of queries) queryClient.setQueryData(queryKey, data, { updatedAt: now });
  let title: string | undefined;
  const context = {
    renderedAt: now,
    queryClient,
    setTitle: (next: string | undefined) => {
      title = next;
    },
  };
  const { prelude } = await prerender(
    <StrictMode>
      <PrerenderContext value={context}>
        <AuthProvider>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AuthProvider>
      </PrerenderContext>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  queryClient.clear();
  return { html, title };
}

/** A whole HTML document for a page of the site: the shell's head with the page's own, and its markup. */
export async function renderPage(page: SitePage, options: RenderOptions): Promise<string> {
  const prerendered = prerenderedOf(page, options.siteOrigin);
  const { html, title } = await renderApp(prerendered.url, prerendered.queries, options.now);
  const fullTitle = pageTitle(title);
  const head = [
    ...(prerendered.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    ...prerendered.head(fullTitle),
  ].filter(Boolean);
  const data: PageData = { renderedAt: options.now, queries: prerendered.queries };
  let document = options.template;
  const replace = (pattern: RegExp, by: string) => {
    if (!pattern.test(document)) throw new Error(`The app's shell has no ${pattern}`);
    document = document.replace(pattern, () => by);
  };
  replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(fullTitle)}</title>`);
  replace(
    /<meta\s+name="description"[^>]*>/,
    `<meta name="description" content="${escapeHtml(prerendered.description)}" />`,
  );
  replace(/<\/head>/, `${head.join('\n    ')}\n  </head>`);
  // The page paints from its HTML: the app's scripts, which only take it over, are fetched after that
  // first paint (src/main.tsx), so the shell's hints for them (`data-app`) go.
  document = document
    .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
    .replace(/\s*<link rel="modulepreload"[^>]*\bdata-app\b[^>]*>/g, '');
  replace(/<div id="root"><\/div>/, `<div id="root">${html}</div>${pageDataScript(data)}`);
  return document;
}
