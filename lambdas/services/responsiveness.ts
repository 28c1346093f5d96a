/**
 * Responsiveness across entities: an account's summary written again from its response record (by
 * the outbox after each case, and when its counted days leave the window), carried by the nanny's
 * profile or the poster's jobs; and the account's own record as they alone see it.
 */
import {
  RESPONSIVENESS_MIN_CASES,
  RESPONSIVENESS_WINDOW_DAYS,
  responsivenessView,
  type MyRecord,
} from '../contract/responsiveness.ts';
import { londonDay } from '../contract/uk-day.ts';
import { summarise, windowStart } from '../domain/responsiveness.ts';
import { decisionsOf } from '../data/moderation.ts';
import { listPostedJobIds } from '../data/posted-jobs.ts';
import { copyToJob, copyToProfile, getResponseRecord, storeSummary } from '../data/response-records.ts';
import type { Principal } from '../platform/principal.ts';

/** A poster's jobs are read a page at a time; an account with more than this many pages keeps the rest. */
const JOB_PAGE = 25;
const MAX_JOB_PAGES = 40;

/**
 * Writes an account's summary again from its record as read now, and copies it to the items lists read:
 * a nanny's profile, or every job the poster posted (closed ones are never listed, but a job's own
 * page shows it too). Safe to repeat: each write is of what the record holds now.
 */
export async function refreshSummary(accountId: string, now = new Date()) {
  const record = await getResponseRecord(accountId);
  if (!record.role) return null;
  const today = londonDay(now);
  const summary = summarise(record.days, today);
  const counting = summary.replies.cases + summary.reads.cases + summary.held + summary.missed > 0;
  await storeSummary(record, summary.stored, today, now, counting);
  if (record.role === 'nanny') {
    if (record.nannyId) await copyToProfile(record.nannyId, summary.stored, now);
    return summary.stored;
  }
  let cursor: string | undefined;
  for (let page = 0; page < MAX_JOB_PAGES; page++) {
    const jobs = await listPostedJobIds(accountId, { limit: JOB_PAGE, ...(cursor ? { cursor } : {}) });
    for (const { jobId } of jobs.jobIds) await copyToJob(jobId, summary.stored, now);
    if (!jobs.nextCursor) break;
    cursor = jobs.nextCursor;
  }
  return summary.stored;
}

/**
 * The caller's own record: every figure with the cases behind it, the meetings held, and the no-shows
 * recorded against them in the window, each with the decision it is disputed through.
 */
export async function myRecord(principal: Principal, now = new Date()): Promise<MyRecord> {
  const today = londonDay(now);
  const [record, decisions] = await Promise.all([getResponseRecord(principal.id), decisionsOf(principal.id)]);
  const summary = summarise(record.days, today);
  const start = windowStart(today);
  const side = principal.userType === 'nanny' ? 'nanny' : 'poster';
  const noShows = decisions
    .filter((d) => d.contentType === 'no_show' && d.noShow && londonDay(new Date(d.noShow.markedAt)) >= start)
    .map((d) => ({
      interviewId: d.contentId,
      // Disputed through the decision once, while the mark stands and it has no appeal yet.
      decisionId: d.stillHidden && !d.appeal ? d.id : null,
      kind: d.noShow!.kind,
      label: d.contentLabel,
      markedAt: d.noShow!.markedAt,
      overturned: !d.stillHidden,
    }));
  return {
    windowDays: RESPONSIVENESS_WINDOW_DAYS,
    minCases: RESPONSIVENESS_MIN_CASES,
    side,
    replies: summary.replies,
    reads: side === 'poster' ? summary.reads : null,
    meetingsHeld: summary.held,
    noShows,
    shown: responsivenessView(summary.stored, today),
  };
}
