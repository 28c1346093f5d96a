/**
 * Reviews' work that spans entities: a poster reviewing the nanny they hired (checked against the
 * application and the job, counted in her rating in the same transaction), changing it within the edit
 * window, her one reply, how each is shown, a moderator's hide, and the deletion of an account's
 * reviews with her rating. Every rule is domain/reviews.ts's; the clock is the caller's.
 */
import { HIRING_MESSAGES } from '../contract/hiring-constants.ts';
import {
  parseReviewId,
  REVIEW_TEXT_MIN,
  REVIEW_TEXTS,
  reviewIdOf,
  type HireReview,
  type MyReview,
  type PublicReview,
  type ReviewInput,
} from '../contract/reviews.ts';
import { conflict, forbidden, invalid, notFound } from '../domain/errors.ts';
import {
  changeAggregate,
  editableUntil,
  mayEdit,
  mayReply,
  reviewAuthorLabel,
  reviewTextOf,
  reviewWindow,
  withinEditWindow,
} from '../domain/reviews.ts';
import { getApplication, type Application } from '../data/applications.ts';
import type { Subject } from '../data/entity.ts';
import type { Job } from '../data/jobs.ts';
import { getListedNanny, getNanny, getNannyIdOfUser, reviewAggregateWrite } from '../data/nannies.ts';
import { isListed } from '../domain/visibility.ts';
import { seal } from '../platform/signing.ts';
import { REVIEW_ID_PURPOSE } from '../contract/reviews-constants.ts';
import {
  deleteReview,
  getReview,
  listReviewsAbout,
  listReviewKeysByAuthor,
  listReviewsOfJob,
  listShownReviews,
  putNewReview,
  putReviewChange,
  reviewVisibilityWrite,
  type Review,
} from '../data/reviews.ts';
import { reachChecks } from '../data/reach.ts';
import type { TransactItem } from '../data/table/transact.ts';
import type { Principal } from '../platform/principal.ts';

/** Rounds of read-then-write for one change, when her rating or the review moved between the two. */
const ATTEMPTS = 4;

/** A review as the public reads it. */
export const toPublicReview = (review: Review): PublicReview => ({
  id: review.id,
  rating: review.rating,
  text: review.text,
  authorLabel: review.authorLabel,
  writtenAt: review.writtenAt,
  editedAt: review.editedAt,
  reply: review.reply,
});

/** A review about her, as the nanny sees it. */
export const toMyReview = (review: Review): MyReview => ({
  ...toPublicReview(review),
  jobTitle: review.jobTitle,
  hidden: review.hidden,
  canReply: review.reply === null,
});

/**
 * Where the poster's review of an application stands: null unless it is a hire they may review (not
 * themselves); otherwise not yet (and from when), open, or written (editable until when).
 */
export function hireReviewOf(
  job: Job,
  application: Pick<Application, 'status' | 'userId'>,
  review: Review | null,
  now: Date,
): HireReview | null {
  const window = reviewWindow({
    status: application.status,
    startDate: job.startDate,
    posterUserId: job.ownerId,
    nannyUserId: application.userId,
    now,
  });
  if (window.kind === 'not-hired' || window.kind === 'self') return null;
  if (!review) return { status: window.kind, opensOn: window.opensOn, review: null };
  return {
    status: 'written',
    opensOn: window.opensOn,
    review: {
      id: review.id,
      rating: review.rating,
      text: review.text,
      writtenAt: review.writtenAt,
      editedAt: review.editedAt,
      editableUntil: withinEditWindow(review.writtenAt, now) ? editableUntil(review.writtenAt) : null,
      hidden: review.hidden,
      reply: review.reply,
    },
  };
}

/** The text as stored; markup-only text that the contract let through is refused in its words. */
function storedText(input: string): string {
  const text = reviewTextOf(input);
  if (text.replace(/\s+/g, ' ').length < REVIEW_TEXT_MIN)
    throw invalid('Invalid request body', { text: REVIEW_TEXTS.textTooShort });
  return text;
}

/** The hire a poster asks to review: theirs (ownJob checked the job), hired, someone else, now. */
async function reviewableHire(job: Job, nannyId: string, now: Date): Promise<Application> {
  const application = await getApplication(job.id, nannyId);
  if (!application) throw notFound(HIRING_MESSAGES.applicantNotFound);
  const window = reviewWindow({
    status: application.status,
    startDate: job.startDate,
    posterUserId: job.ownerId,
    nannyUserId: application.userId,
    now,
  });
  if (window.kind === 'not-hired') throw conflict(REVIEW_TEXTS.notHired);
  if (window.kind === 'self') throw forbidden(REVIEW_TEXTS.self);
  if (window.kind === 'not-yet') throw conflict(REVIEW_TEXTS.notYet(window.opensOn));
  return application;
}

/**
 * The job's poster reviews the nanny hired for it: once per hire, after her start date, counted in her
 * rating in the same transaction. A second review, of the same hire or at the same moment, is refused.
 */
export async function writeReview(
  principal: Principal,
  job: Job,
  nannyId: string,
  input: ReviewInput,
  now: Date,
): Promise<HireReview> {
  const application = await reviewableHire(job, nannyId, now);
  const text = storedText(input.text);
  const review: Review = {
    id: reviewIdOf(job.id, nannyId),
    jobId: job.id,
    nannyId,
    nannyUserId: application.userId,
    authorUserId: principal.id,
    authorLabel: reviewAuthorLabel({
      posterType: job.posterType,
      accountName: principal.name,
      posterLabel: job.posterLabel,
    }),
    jobTitle: job.title,
    rating: input.rating,
    text,
    writtenAt: now.toISOString(),
    editedAt: null,
    reply: null,
    hidden: false,
    version: 1,
  };
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (await getReview(job.id, nannyId)) throw conflict(REVIEW_TEXTS.already);
    const listed = await getListedNanny(nannyId);
    // A profile whose deletion has started takes no review (its write refuses one too).
    if (!listed || listed.profile.deleting) throw notFound(REVIEW_TEXTS.profileGone);
    const aggregate = reviewAggregateWrite(listed, changeAggregate(listed.profile, { add: review.rating }));
    const outcome = await putNewReview(review, aggregate);
    if (outcome === 'created') return hireReviewOf(job, application, review, now)!;
    if (outcome === 'already') throw conflict(REVIEW_TEXTS.already);
    if (outcome === 'not-hired') throw conflict(REVIEW_TEXTS.notHired);
  }
  throw conflict(REVIEW_TEXTS.changedMeanwhile);
}

/** The aggregate's write for a review whose counted rating goes from `from` to `to` (null: not counted). */
async function aggregateChange(nannyId: string, from: number | null, to: number | null) {
  if (from === to) return { write: null, gone: false };
  const listed = await getListedNanny(nannyId);
  // A profile being deleted keeps no rating to change: its reviews go with it.
  if (!listed || listed.profile.deleting) return { write: null, gone: true };
  const next = changeAggregate(listed.profile, {
    ...(to !== null ? { add: to } : {}),
    ...(from !== null ? { remove: from } : {}),
  });
  return { write: reviewAggregateWrite(listed, next), gone: false };
}

/** Its author changes a review within the edit window; her rating follows a changed rating. */
export async function editReview(
  principal: Principal,
  job: Job,
  nannyId: string,
  input: ReviewInput,
  now: Date,
): Promise<HireReview> {
  const text = storedText(input.text);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const read = await getReview(job.id, nannyId);
    if (!read) throw notFound(REVIEW_TEXTS.noReview);
    const check = mayEdit(read, principal.id, now);
    if (check === 'not-author') throw forbidden(REVIEW_TEXTS.notAuthor);
    if (check === 'closed') throw conflict(REVIEW_TEXTS.editClosed);
    const next: Review = { ...read, rating: input.rating, text, editedAt: now.toISOString() };
    const counted = read.hidden ? null : read.rating;
    const aggregate = await aggregateChange(nannyId, counted, read.hidden ? null : next.rating);
    // Her profile's deletion has started: her reviews go with it, and none changes meanwhile.
    if (aggregate.gone) throw notFound(REVIEW_TEXTS.profileGone);
    if ((await putReviewChange(read, next, aggregate.write)) === 'done') {
      const application = await getApplication(job.id, nannyId);
      return hireReviewOf(job, application ?? { status: 'hired', userId: read.nannyUserId }, next, now)!;
    }
  }
  throw conflict(REVIEW_TEXTS.changedMeanwhile);
}

/** The nanny a review is about replies to it, once; the reply is public and not changed. */
export async function replyToReview(
  principal: Principal,
  reviewId: string,
  input: string,
  now: Date,
): Promise<MyReview> {
  if (principal.userType !== 'nanny') throw forbidden(REVIEW_TEXTS.notAboutYou);
  const id = parseReviewId(reviewId);
  if (!id) throw notFound(REVIEW_TEXTS.notFound);
  const text = reviewTextOf(input);
  if (!text) throw invalid('Invalid request body', { text: REVIEW_TEXTS.replyRequired });
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const read = await getReview(id.jobId, id.nannyId);
    // A review about someone else is as unknown to her as one that does not exist.
    if (!read || read.nannyUserId !== principal.id) throw notFound(REVIEW_TEXTS.notFound);
    const check = mayReply(read, principal.id);
    if (check === 'replied') throw conflict(REVIEW_TEXTS.replied);
    if (check === 'not-hers') throw forbidden(REVIEW_TEXTS.notAboutYou);
    const next: Review = { ...read, reply: { text, repliedAt: now.toISOString() } };
    // A reply reaches the reviewer: it holds only while she may reach anyone (domain/visibility.ts).
    const { reacherAccount, reacherProfile } = reachChecks({
      accountId: principal.id,
      nannyId: read.nannyId,
    });
    const outcome = await putReviewChange(read, next, null, [reacherAccount, reacherProfile!]);
    if (outcome === 'done') return toMyReview(next);
    if (outcome === 'refused') throw forbidden(REVIEW_TEXTS.replyHidden);
  }
  throw conflict(REVIEW_TEXTS.changedMeanwhile);
}

/** A page of the reviews about a nanny, each as she sees it. */
export async function myReviews(nannyId: string, opts: { limit: number; cursor?: string }) {
  const page = await listReviewsAbout(nannyId, opts);
  return { items: page.items.map(toMyReview), nextCursor: page.nextCursor };
}

/**
 * What a moderator's hide (or showing again) writes on a review: the review, and her rating without it
 * (or with it again) when her profile is there to count it.
 */
export async function reviewModeration(review: Review): Promise<(hidden: boolean) => TransactItem[]> {
  const listed = await getListedNanny(review.nannyId);
  return (hidden) => {
    const aggregate =
      listed && !listed.profile.deleting && hidden !== review.hidden
        ? reviewAggregateWrite(
            listed,
            changeAggregate(listed.profile, hidden ? { remove: review.rating } : { add: review.rating }),
          )
        : null;
    return reviewVisibilityWrite(review, hidden, aggregate);
  };
}

/** Where the reviews of the account are: those it wrote (under its jobs) and those about its profile. */
async function reviewsOf(subject: Subject): Promise<Review[]> {
  const found: Review[] = [];
  for (const jobId of subject.jobIds) found.push(...(await listReviewsOfJob(jobId)));
  // Those it wrote for jobs the retention run has deleted since: through its pointers.
  for (const key of await listReviewKeysByAuthor(subject.accountId)) {
    const review = await getReview(key.jobId, key.nannyId);
    if (review && !found.some((r) => r.id === review.id)) found.push(review);
  }
  if (subject.nannyId) {
    let cursor: string | undefined;
    do {
      const page = await listReviewsAbout(subject.nannyId, { limit: 50, ...(cursor ? { cursor } : {}) });
      found.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }
  return found;
}

/**
 * Deleting an account deletes the reviews it wrote, each with her rating worked out again without it,
 * and the reviews about its nanny profile (which goes too). Safe to repeat.
 */
export async function eraseReviews(subject: Subject): Promise<number> {
  let erased = 0;
  for (const found of await reviewsOf(subject)) {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const read = await getReview(found.jobId, found.nannyId);
      if (!read) break;
      const aboutSubject = read.nannyId === subject.nannyId || read.nannyUserId === subject.accountId;
      const counted = read.hidden || aboutSubject ? null : read.rating;
      const aggregate = await aggregateChange(read.nannyId, counted, null);
      if ((await deleteReview(read, aggregate.write)) === 'done') {
        erased += 1;
        break;
      }
    }
  }
  return erased;
}

/** The reviews about the signed-in nanny, newest first, hidden ones too (none before her profile exists). */
export async function callerReviews(principal: Principal, opts: { limit: number; cursor?: string }) {
  if (principal.userType !== 'nanny') throw forbidden('Only nanny accounts are reviewed.');
  const nannyId = await getNannyIdOfUser(principal.id);
  if (!nannyId) return { items: [], nextCursor: null };
  return myReviews(nannyId, opts);
}

/**
 * A nanny's reviews as the public reads them, newest first, a page at a time: only reviews no moderator
 * has hidden (one Query of their index), each naming its author by first name or agency name, with her
 * reply.
 */
export async function publicReviews(nannyId: string, opts: { limit: number; cursor?: string }) {
  // Her reviews are shown where her card is: a profile not listed (not looking, hidden by a moderator,
  // or on its way out) shows none to anyone, as an unknown one does.
  const profile = await getNanny(nannyId);
  if (!profile || !isListed(profile)) throw notFound('Unknown nanny');
  const page = await listShownReviews(nannyId, opts);
  // A review's own id names the job it was written for, and a closed job's page stays readable: the
  // public gets a sealed id instead (reporting one unseals it), so no review leads to the family's job.
  const items = await Promise.all(
    page.items.map(async (review) => {
      const shown = toPublicReview(review);
      return { ...shown, id: await seal(REVIEW_ID_PURPOSE, shown.id) };
    }),
  );
  return { items, nextCursor: page.nextCursor };
}
