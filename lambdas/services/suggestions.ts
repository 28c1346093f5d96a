/**
 * Suggested nannies for a poster's job: the listed nannies of the job's postcode area (every one of
 * them, from her area's index partition), each scored by domain/matching.ts, the best SUGGESTIONS_SHOWN
 * first, with whether she applied to the job or was invited to it. A job without a postcode is scored
 * against the best-rated listed nannies of the whole list instead, and says so (`basis`).
 */
import { SUGGESTIONS_SHOWN, type Suggestions } from '../contract/suggestions.ts';
import { areaOf } from '../contract/postcode.ts';
import { londonDay } from '../contract/uk-day.ts';
import { explainMatch, rankByMatch, type Match } from '../domain/matching.ts';
import { toCandidateCard, type NannyProfile } from '../domain/nanny.ts';
import { isListed, isOnBoard } from '../domain/visibility.ts';
import { applicationKey } from '../data/applications.ts';
import { getMany } from '../data/table/batch.ts';
import { presignView } from '../data/files.ts';
import { invitationFromItem, invitationKey } from '../data/invitations.ts';
import type { Job } from '../data/jobs.ts';
import { readCandidatePool } from '../data/nannies.ts';

/** How many of the whole list a job without a postcode is scored against. */
export const EVERYWHERE_POOL = 100;

export interface Suggested {
  profile: NannyProfile;
  match: Match;
}

/**
 * The core, without the answer's shape: who is read, how many items that took, and the best ten as
 * scored. A benchmark calls this directly.
 */
export async function suggestNannies(job: Job, now: Date) {
  const area = job.postcodeDistrict ? areaOf(job.postcodeDistrict) : null;
  const pool = await readCandidatePool(area || null, EVERYWHERE_POOL);
  const today = londonDay(now);
  const ranked = rankByMatch(
    // The index holds listed profiles; the rule is asked again, so a stale entry is never suggested.
    pool.profiles.filter((p) => isListed(p) && p.userId !== job.ownerId),
    (profile) => explainMatch(job, profile, today, 'poster'),
    () => 0,
  ).slice(0, SUGGESTIONS_SHOWN);
  return {
    basis: area ? ('area' as const) : ('everywhere' as const),
    area: area || null,
    itemsRead: pool.itemsRead,
    suggested: ranked.map(({ item, match }): Suggested => ({ profile: item, match })),
  };
}

/** The answer of GET /my-jobs/{jobId}/suggestions: each as her public card with her match. */
export async function suggestionsFor(job: Job, now = new Date()) {
  const found = await suggestNannies(job, now);
  const marks = found.suggested.length
    ? await getMany(
        found.suggested.flatMap(({ profile }) => [
          applicationKey(job.id, profile.id),
          invitationKey(job.id, profile.id),
        ]),
      )
    : new Map();
  const has = (key: { pk: string; sk: string }) => marks.get(`${key.pk}|${key.sk}`);
  const items = await Promise.all(
    found.suggested.map(async ({ profile, match }) => {
      const invitation = has(invitationKey(job.id, profile.id));
      return {
        card: toCandidateCard(
          profile,
          profile.photo ? await presignView(profile.photo.key, now.getTime()) : null,
          now,
        ),
        match: {
          score: match.score,
          reasons: match.reasons.map((r) => r.forPoster),
          gaps: match.gaps.map((g) => g.forPoster),
        },
        applied: Boolean(has(applicationKey(job.id, profile.id))),
        invitation: invitation ? { conversationId: invitationFromItem(invitation).conversationId } : null,
      };
    }),
  );
  const answer: Suggestions = {
    basis: found.basis,
    area: found.area,
    canInvite: isOnBoard(job, now),
    items,
  };
  return { answer, itemsRead: found.itemsRead };
}
