/**
 * What the public may see and act on, decided here once. Every route that shows a job or a nanny to
 * others, or lets someone act on one (save, apply, contact, read a CV), asks these.
 */

/**
 * A job is on the board, and may be saved and applied to, only while it is active, paid for, not hidden
 * by a moderator and not past its end (the scheduled sweep closes it soon after; until then it is
 * treated as gone already).
 */
export const isOnBoard = (
  job: { active: boolean; paymentConfirmed: boolean; hidden?: boolean; liveUntil?: string },
  now = new Date(),
) =>
  job.active &&
  job.paymentConfirmed &&
  job.hidden !== true &&
  (job.liveUntil === undefined || Date.parse(job.liveUntil) > now.getTime());

/**
 * Whether anyone may read a job's own page: while it is on the board, and once it has left the board for
 * good (closed, filled or expired: its page says it is no longer open), so nannies who applied or saved
 * it, and links shared, find out what happened. Never a draft, and never a job a moderator hid.
 */
export const hasPublicPage = (
  job: Parameters<typeof isOnBoard>[0] & { closedAt?: string },
  now = new Date(),
) =>
  isOnBoard(job, now) ||
  (job.paymentConfirmed &&
    job.hidden !== true &&
    (job.closedAt !== undefined || job.liveUntil !== undefined));

/** A nanny is on the candidates page (contact, CV) while she is looking and not hidden by a moderator. */
export const isListed = (profile: { activelyLooking: boolean; hidden?: boolean }) =>
  profile.activelyLooking && profile.hidden !== true;

/**
 * A nanny may act towards families and agencies (apply to their jobs) unless a moderator has hidden
 * her profile: a hidden profile reaches nobody, whether or not she is looking.
 */
export const mayReachOthers = (profile: { hidden?: boolean }) => profile.hidden !== true;
