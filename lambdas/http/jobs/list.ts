import { isOnBoard } from '../../domain/visibility.ts';
import { forbidden } from '../../domain/errors.ts';
import { explainMatch, rankByMatch, type Match } from '../../domain/matching.ts';
import type { JobSearch } from '../../contract/job-search.ts';
import { BEST_MATCH_MESSAGES, type JobMatch } from '../../contract/jobs.ts';
import { areaOf } from '../../contract/postcode.ts';
import { placeViewOf } from '../../contract/places.ts';
import type { PlaceMatch } from '../../contract/place-match.ts';
import { searchPlace } from '../../domain/place-search.ts';
import { londonDay } from '../../contract/uk-day.ts';
import { BEST_MATCH_CANDIDATES, listBoard, listBoardCandidates, type Job } from '../../data/jobs.ts';
import { decodeOffsetCursor, encodeOffsetCursor } from '../../data/table/cursor.ts';
import { getNanny } from '../../data/nannies.ts';
import { jobsList } from '../../contract/routes/jobs.ts';
import { httpHandler, reply } from '../../platform/http.ts';
import { lookerOf, toCard, viewersOf, type Looker } from '../../services/job-cards.ts';

const DEFAULT_PAGE = 12;
/** How many of a match's reasons and gaps a card carries, best first. */
const CARD_REASONS = 4;
const CARD_GAPS = 3;

/** What a card says of a match: her own words (the nanny's voice), the most important first. */
const matchOnCard = (match: Match): JobMatch => ({
  score: match.score,
  reasons: match.reasons.slice(0, CARD_REASONS).map((r) => r.forNanny),
  gaps: match.gaps.slice(0, CARD_GAPS).map((g) => g.forNanny),
});

/** Newer first, then by id, so equal scores keep one order from page to page. */
const newestFirst = (a: Job, b: Job) =>
  (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') || b.id.localeCompare(a.id);

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
    (job) => explainMatch(job, profile, today),
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
export const handler = httpHandler(jobsList, async ({ query, principal }) => {
  const limit = query.limit ?? DEFAULT_PAGE;
  const search: JobSearch = {
    ...(query.place ? { place: query.place } : {}),
    ...(query.nearby ? { nearby: true } : {}),
    ...(query.radius ? { radius: query.radius } : {}),
    ...(query.type ? { type: query.type } : {}),
    ...(query.salaryPeriod ? { salaryPeriod: query.salaryPeriod } : {}),
    ...(query.startBy ? { startBy: query.startBy } : {}),
    ...(query.needs?.length ? { needs: query.needs } : {}),
  };
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
  // The answer differs by caller: caches must key it by the token (and none stores it: no-store).
  return reply(
    200,
    { items, nextCursor, ...(place ? { place: placeViewOf(place) } : {}) },
    { vary: 'Authorization' },
  );
});
