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

/**
 * A nanny is on the candidates page (contact, CV, reviews, invitations) while she is looking, not hidden
 * by a moderator and not being deleted.
 */
export const isListed = (profile: { activelyLooking: boolean; hidden?: boolean; deleting?: boolean }) =>
  profile.activelyLooking && profile.hidden !== true && profile.deleting !== true;

/**
 * Who may reach another person, one rule for every path by which one account reaches another (apply,
 * start a conversation, send and reply, invite, the Contact form, name a referee, reply to a review): an
 * account whose deletion has started reaches nobody, and a nanny whose profile a moderator has hidden
 * reaches nobody, whether or not she is looking. The type of an account is the server's record of it,
 * never its token's. Each path asks this before it writes, and its write carries the same rule as
 * conditions (data/reach.ts), so a hide or a deletion between the read and the write still holds.
 */
export const mayReach = (
  account: { deletingAt: string | null } | null,
  profile?: { hidden?: boolean; deleting?: boolean } | null,
) => !account?.deletingAt && profile?.hidden !== true && profile?.deleting !== true;

/** The nanny half of the rule: her profile neither hidden by a moderator nor being deleted. */
export const mayReachOthers = (profile: { hidden?: boolean; deleting?: boolean }) => mayReach(null, profile);
