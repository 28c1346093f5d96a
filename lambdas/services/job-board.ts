import { isOnBoard } from '../domain/visibility.ts';
import { forbidden } from '../domain/errors.ts';
import { explainMatch, matchOnCard, newestFirst, rankByMatch } from '../domain/matching.ts';
import type * as z from 'zod/mini';
import type { JobSearch } from '../contract/job-search.ts';
import { searchOfQuery } from '../domain/job-search.ts';
import type { Principal } from '../platform/principal.ts';
import { BEST_MATCH_MESSAGES, type JobMatch, type jobsQuery } from '../contract/jobs.ts';
import { areaOf } from '../contract/postcode.ts';
import { placeViewOf } from '../contract/places.ts';
import type { PlaceMatch } from '../contract/place-match.ts';
import { searchPlace } from '../domain/place-search.ts';
import { londonDay } from '../contract/uk-day.ts';
import { BEST_MATCH_CANDIDATES, listBoard, listBoardCandidates, type Job } from '../data/jobs.ts';
import { decodeOffsetCursor, encodeOffsetCursor } from '../data/table/cursor.ts';
import { getNanny } from '../data/nannies.ts';
import { lookerOf, toCard, viewersOf, type Looker } from './job-cards.ts';

const DEFAULT_PAGE = 12;

/**
 * The "Best match" order for a nanny with a profile: a bounded set of candidate jobs (data/jobs.ts
 * listBoardCandidates: her area's newest, topped up from the board), each scored against her profile
 * (domain/matching.ts) and ranked best first. The ranking is built afresh for each page and the cursor
 * is an offset into it: a job published between two pages may shift the order by a place, which a
 * ranked list of at most BEST_MATCH_CANDIDATES jobs can live with.
 */
async function bestMatches(
  looker: Looker | null,
  search: JobSearch,
  place: PlaceMatch | null,
  limit: number,
  cursor?: string,
) {
  const profile = looker?.nannyId ? await getNanny(looker.nannyId) : null;
  if (!profile) throw forbidden(BEST_MATCH_MESSAGES.needsProfile);
  const offset = decodeOffsetCursor(cursor, BEST_MATCH_CANDIDATES);
  const now = new Date();
  const candidates = await listBoardCandidates({
    search,
    place,
    homeArea: profile.postcodeDistrict ? areaOf(profile.postcodeDistrict) : null,
    now,
  });
  const today = londonDay(now);
  const ranked = rankByMatch(
    candidates.filter((job) => isOnBoard(job, now)),
    (job) => explainMatch(job, profile, today, 'nanny'),
    newestFirst,
  );
  const page = ranked.slice(offset, offset + limit);
  const next = offset + page.length;
  return {
    jobs: page.map((r) => r.item),
    matches: new Map(page.map((r) => [r.item.id, matchOnCard(r.match)])),
    nextCursor: next < ranked.length ? encodeOffsetCursor(next) : null,
  };
}

/**
 * The job board: active, paid postings, newest first (or, for a nanny with a profile, best match first),
 * filtered by the search criteria; a draft never enters the indexes it reads. A signed-in caller also
 * learns, on each job, whether it is theirs and when they applied to it; a visitor gets the same jobs
 * with no such field.
 */
export async function jobBoard(query: z.infer<typeof jobsQuery>, principal: Principal | null) {
  const limit = query.limit ?? DEFAULT_PAGE;
  const search = searchOfQuery(query);
  // Read before any table read: words that name no place are a 400 that says so.
  const place = searchPlace(search);
  let jobs: Job[];
  let nextCursor: string | null;
  let matches: Map<string, JobMatch> | null = null;
  let looker: Looker | null;
  if (query.sort === 'best') {
    looker = await lookerOf(principal);
    const best = await bestMatches(looker, search, place, limit, query.cursor);
    ({ jobs, nextCursor, matches } = best);
  } else {
    const [page, who] = await Promise.all([
      listBoard({ limit, ...(query.cursor ? { cursor: query.cursor } : {}), search, place }),
      lookerOf(principal),
    ]);
    looker = who;
    jobs = page.items.filter((job) => isOnBoard(job));
    nextCursor = page.nextCursor;
  }
  const viewers = await viewersOf(jobs, looker);
  const now = Date.now();
  const items = await Promise.all(
    jobs.map(async (job) => ({
      ...(await toCard(job, viewers?.get(job.id) ?? null, now)),
      match: matches?.get(job.id) ?? null,
    })),
  );
  return { items, nextCursor, ...(place ? { place: placeViewOf(place) } : {}) };
}
