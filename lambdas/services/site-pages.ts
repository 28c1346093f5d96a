import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { APP_SHELL, jobPageObject, pageObject } from '../contract/site-paths.ts';
import type { SitePage, SiteRenderer } from '../contract/site-pages.ts';
import { PUBLIC_PAGE_PATHS, SITEMAP_MAX_URLS, sitemapXml } from '../contract/sitemap.ts';
import { isJobId } from '../contract/jobs.ts';
import { toCandidateCard } from '../domain/nanny.ts';
import { jobStatus } from '../domain/jobs.ts';
import { hasPublicPage, isListed, isOnBoard } from '../domain/visibility.ts';
import { getJob, listBoard, type Job } from '../data/jobs.ts';
import { searchCandidates } from '../data/nannies.ts';
import { required } from '../platform/env.ts';
import { s3 } from '../platform/s3.ts';
import { toCard } from './job-cards.ts';

/**
 * The site's pages that change with the data, rendered to HTML and stored in the site bucket, where the
 * CDN serves them (see contract/site-paths.ts): each job's own page, the board's and the candidates'
 * first pages, and the sitemap. A job's page is written when it is published and again whenever it
 * changes (edited, closed, filled, extended, expired, hidden, shown again), and deleted when it may no
 * longer be read; the lists and the sitemap follow.
 *
 * Every page is prerendered from what the table holds when it is prerendered, never from the change that
 * asked for it, so prerendering a page again, or late, or twice, stores the same page
 * (lambdas/streams/site-pages.ts). Prerendered as a visitor sees it: nobody signed in, and no photo (a
 * photo's link is short-lived; the browser reads the page again at once and shows it).
 */

/**
 * How the stream delivers changes to the site's pages: a batch's pages are prerendered together, so a
 * burst of changes prerenders the lists once; a batch failing every try is dead-lettered.
 */
export const SITE_PAGES_DELIVERY = { batchSize: 100, retryAttempts: 10, maxRecordAgeHours: 24 } as const;

/** How many jobs a sitemap may list (the sitemaps protocol's limit for one file). */
export const SITEMAP_MAX_JOBS = SITEMAP_MAX_URLS - PUBLIC_PAGE_PATHS.length;
/** The first pages of the lists, as the SPA asks for them. */
const LIST_PAGE_SIZE = 12;
/** A rendered page is fresh for a minute at the CDN and in browsers, then checked again. */
const RENDERED_CACHE_CONTROL = 'public, max-age=60, must-revalidate';

export interface SitePagesDeps {
  renderer: SiteRenderer;
  /** The site's own address (`https://…`), for canonical links, structured data and the sitemap. */
  siteOrigin: string;
  now: Date;
}

const siteBucket = () => required('SITE_BUCKET');
/** A bucket key from a site path (`/jobs/x.html` → `jobs/x.html`). */
const keyOf = (objectPath: string) => objectPath.replace(/^\//, '');

async function put(objectPath: string, body: string, contentType: string) {
  await s3().send(
    new PutObjectCommand({
      Bucket: siteBucket(),
      Key: keyOf(objectPath),
      Body: body,
      ContentType: contentType,
      CacheControl: RENDERED_CACHE_CONTROL,
    }),
  );
}

/** The deployed app's shell: read at each run, so pages always link the scripts the site now serves. */
async function appShell(): Promise<string> {
  const answer = await s3().send(new GetObjectCommand({ Bucket: siteBucket(), Key: keyOf(APP_SHELL) }));
  const text = await answer.Body?.transformToString('utf-8');
  if (!text) throw new Error('The site bucket holds no app shell; deploy the site first');
  return text;
}

async function render(deps: SitePagesDeps, template: string, page: SitePage) {
  return deps.renderer.renderPage(page, {
    template,
    siteOrigin: deps.siteOrigin,
    now: deps.now.getTime(),
  });
}

/**
 * A job's card as a page rendered to HTML may hold it: no link that lapses (a photo's, or the logo of a
 * job posted before logos had a public path, both signed for a short while); the browser reads the job
 * again at once and shows them.
 */
async function staticCard(job: Job, now: Date) {
  const card = await toCard({ ...job, photo: null }, null, now.getTime());
  return { ...card, posterLogoUrl: card.posterLogoUrl?.startsWith('/') ? card.posterLogoUrl : null };
}

/** A job's page, as a visitor's answer gives it, or null when nobody but its poster may read it. */
async function jobPageOf(jobId: string, now: Date): Promise<SitePage | null> {
  const job = isJobId(jobId) ? await getJob(jobId, true) : null;
  if (!job || !hasPublicPage(job, now)) return null;
  const card = await staticCard(job, now);
  return {
    kind: 'job',
    job: { ...card, status: jobStatus(job, now) },
    liveUntil: job.liveUntil ?? null,
  };
}

/** The board's first page as a visitor's `GET /jobs` answers it. */
async function boardPage(now: Date): Promise<SitePage> {
  const page = await listBoard({ limit: LIST_PAGE_SIZE, now });
  const jobs = page.items.filter((job) => isOnBoard(job, now) && job.publishedAt);
  const items = await Promise.all(
    jobs.map(async (job) => {
      const card = await staticCard(job, now);
      return { ...card, publishedAt: card.publishedAt ?? '', match: null };
    }),
  );
  return { kind: 'board', page: { items, nextCursor: page.nextCursor } };
}

/** The candidates' first page as a visitor's `GET /candidates` answers it. */
async function candidatesPage(now: Date): Promise<SitePage> {
  const page = await searchCandidates({ limit: LIST_PAGE_SIZE, area: null, accept: isListed });
  return {
    kind: 'candidates',
    page: {
      items: page.items.map((profile) => toCandidateCard(profile, null, now)),
      nextCursor: page.nextCursor,
    },
  };
}

/** Every job on the board, newest first, for the sitemap. */
async function boardJobs(now: Date) {
  const jobs: Array<{ id: string; publishedAt: string | null }> = [];
  let cursor: string | undefined;
  do {
    const page = await listBoard({ limit: 100, now, ...(cursor ? { cursor } : {}) });
    for (const job of page.items)
      if (isOnBoard(job, now)) jobs.push({ id: job.id, publishedAt: job.publishedAt ?? null });
    cursor = page.nextCursor ?? undefined;
  } while (cursor && jobs.length < SITEMAP_MAX_JOBS);
  return jobs.slice(0, SITEMAP_MAX_JOBS);
}

/** What a run prerenders again: some jobs' pages, and whether the lists and the sitemap follow. */
export interface SiteRefresh {
  jobIds: readonly string[];
  board: boolean;
  candidates: boolean;
}

/** Prerenders and stores the pages a change touched. Safe to run again at any time: it prerenders what is. */
export async function refreshSitePages(refresh: SiteRefresh, deps: SitePagesDeps) {
  const template = await appShell();
  const counts = { written: 0, removed: 0 };
  for (const jobId of new Set(refresh.jobIds)) {
    const page = await jobPageOf(jobId, deps.now);
    if (page) {
      await put(jobPageObject(jobId), await render(deps, template, page), 'text/html; charset=utf-8');
      counts.written++;
    } else {
      await s3().send(new DeleteObjectCommand({ Bucket: siteBucket(), Key: keyOf(jobPageObject(jobId)) }));
      counts.removed++;
    }
  }
  if (refresh.board) {
    const [board, jobs] = await Promise.all([boardPage(deps.now), boardJobs(deps.now)]);
    await put(pageObject('/jobs'), await render(deps, template, board), 'text/html; charset=utf-8');
    // Every job on the board (sitemapXml lists the public pages itself).
    const entries = jobs.map((job) => ({
      path: `/jobs/${job.id}`,
      ...(job.publishedAt ? { lastModified: job.publishedAt } : {}),
    }));
    await put('/sitemap.xml', sitemapXml(entries, deps.siteOrigin), 'application/xml; charset=utf-8');
    counts.written += 2;
  }
  if (refresh.candidates) {
    const page = await candidatesPage(deps.now);
    await put(pageObject('/candidates'), await render(deps, template, page), 'text/html; charset=utf-8');
    counts.written++;
  }
  return counts;
}
