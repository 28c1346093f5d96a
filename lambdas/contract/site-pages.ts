import type { JobPage } from './jobs.ts';
import type { RouteAnswer } from './routes.ts';

/**
 * The site's pages rendered to HTML, and what each is prerendered from: the SPA renders them
 * (frontend/src/prerender/render.tsx), the server decides when and stores them
 * (lambdas/services/site-pages.ts). Each is prerendered as a visitor sees it: nobody signed in.
 */
export type SitePage =
  | { kind: 'page'; path: string }
  | { kind: 'not-found' }
  | {
      kind: 'job';
      /** The job as its page's API answer gives it to a visitor, without its photo's short-lived link. */
      job: JobPage;
      /** When it leaves the board (its `validThrough`), or null for a job without an end. */
      liveUntil: string | null;
    }
  | { kind: 'board'; page: RouteAnswer<'jobsList'> }
  | { kind: 'candidates'; page: RouteAnswer<'candidatesList'> };

export interface RenderOptions {
  /** The built app's shell (`_app.html`): its head links the app's scripts and styles. */
  template: string;
  /** `https://…` with no trailing slash: what canonical links, OpenGraph and structured data name. */
  siteOrigin: string;
  /** The time the page is prerendered at (ms since the epoch). */
  now: number;
}

/** The SPA's renderer, as the server loads it (the built frontend/src/prerender/render.tsx). */
export interface SiteRenderer {
  renderPage(page: SitePage, options: RenderOptions): Promise<string>;
}
