import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import type { SiteRenderer } from '../contract/site-pages.ts';
import { refreshSitePages, type SiteRefresh } from '../services/site-pages.ts';
import { required } from '../platform/env.ts';
import { createLogger } from '../platform/log.ts';

/**
 * The site's rendered pages, on the table's stream: a change to a job's item prerenders its page again (and
 * the board's first page and the sitemap), a change to a nanny's profile the candidates' first page
 * (services/site-pages.ts). On AWS its event source mapping admits only those items (lib/site-pages.ts,
 * `SITE_PAGE_ITEMS`); in the local cloud its stream poller applies the same rule (local/start.ts). A
 * schedule prerenders the lists and the sitemap again every hour, so a deployment's new shell reaches them.
 *
 * The job's item is the record of its own change: whatever wrote it (payment, edit, close, expiry, a
 * moderator), the page follows, with no step any writer could forget. Drawing reads what is, so a
 * retried or late batch stores the same pages.
 */

const log = createLogger({ function: 'site-pages' });

/** The items whose changes redraw pages: a job's item and a nanny's profile (data/jobs.ts, data/nannies.ts). */
export const SITE_PAGE_ITEMS = {
  job: { pkPrefix: 'JOB#', sk: 'JOB' },
  nanny: { pkPrefix: 'NANNY#', sk: 'PROFILE' },
};

type StreamRecord = DynamoDBStreamEvent['Records'][number];
type SiteItem = { pkPrefix: string; sk: string };

/** Which of SITE_PAGE_ITEMS a record's item is, with the id its key names, or null. */
function itemOf(record: StreamRecord) {
  const pk = record.dynamodb?.Keys?.pk?.S ?? '';
  const sk = record.dynamodb?.Keys?.sk?.S ?? '';
  for (const [kind, item] of Object.entries(SITE_PAGE_ITEMS) as Array<
    [keyof typeof SITE_PAGE_ITEMS, SiteItem]
  >)
    if (pk.startsWith(item.pkPrefix) && sk === item.sk) return { kind, id: pk.slice(item.pkPrefix.length) };
  return null;
}

export const isSitePageItem = (record: StreamRecord) => itemOf(record) !== null;

/** What a batch of changes prerenders again. */
export function refreshOf(records: readonly StreamRecord[]): SiteRefresh {
  const items = records.map(itemOf);
  const jobIds = items.flatMap((item) => (item?.kind === 'job' ? [item.id] : []));
  return { jobIds, board: jobIds.length > 0, candidates: items.some((item) => item?.kind === 'nanny') };
}

let renderer: Promise<SiteRenderer> | undefined;

/**
 * The SPA's renderer, built beside this function (lib/site-pages.ts puts `render.mjs` in its bundle;
 * the local cloud builds it under .local/): loaded once, on the first batch.
 */
function loadRenderer(): Promise<SiteRenderer> {
  const location = process.env.SITE_RENDERER ?? new URL('./render.mjs', import.meta.url).href;
  renderer ??= import(/* @vite-ignore */ location) as Promise<SiteRenderer>;
  return renderer;
}

export async function refresh(work: SiteRefresh, now = new Date()) {
  return refreshSitePages(work, { renderer: await loadRenderer(), siteOrigin: required('SITE_ORIGIN'), now });
}

/**
 * One batch at a time: a batch's pages are prerendered together (the lists once, however many jobs changed),
 * and a failure retries the whole batch, which prerenders the same pages again.
 */
export async function handler(
  event: DynamoDBStreamEvent | { refresh: 'all' },
): Promise<DynamoDBBatchResponse> {
  const work: SiteRefresh =
    'refresh' in event
      ? { jobIds: [], board: true, candidates: true }
      : refreshOf(event.Records.filter(isSitePageItem));
  if (work.jobIds.length === 0 && !work.board && !work.candidates) return { batchItemFailures: [] };
  const counts = await refresh(work);
  log.info('site pages drawn', { jobs: work.jobIds.length, ...counts });
  return { batchItemFailures: [] };
}
