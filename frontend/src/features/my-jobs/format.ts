/**
 * The poster's account area in words and rules: what a job's row says, which decisions an applicant
 * offers, and the status filter kept in the address. Pure, so unit tests (Node) can load it.
 */
import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  daysLeft,
  JOB_MAX_AHEAD_DAYS,
  type ApplicationStatus,
  type MyJobState,
  type PosterDecision,
} from '@contract/hiring-constants.ts';

/**
 * The moves a poster may make by a decision alone, as lambdas/domain/application-status.ts allows them.
 * Hiring is an offer she accepts, made on the offer's page (offerActions).
 */
const POSTER_MOVES: Partial<Record<ApplicationStatus, readonly PosterDecision[]>> = {
  new: ['viewed', 'shortlisted', 'declined'],
  viewed: ['shortlisted', 'declined'],
  shortlisted: ['viewed', 'declined'],
  interview: ['declined'],
  trial: ['declined'],
};

/** What the offer's page offers the poster from her status: making an offer, or seeing the one made. */
export function offerAction(status: ApplicationStatus): 'make' | 'view' | null {
  if (
    status === 'new' ||
    status === 'viewed' ||
    status === 'shortlisted' ||
    status === 'interview' ||
    status === 'trial'
  )
    return 'make';
  if (status === 'offered' || status === 'hired' || status === 'offer-declined') return 'view';
  return null;
}

/** A decision button: the status it sets and what it says. */
export interface DecisionAction {
  status: PosterDecision;
  label: string;
}

/**
 * The decision buttons an applicant in `status` shows, in the order a poster works through them. 'viewed'
 * is never offered from 'new' (opening the application does that); from 'shortlisted' it is "Remove from
 * shortlist". Hiring is an offer (offerAction). An offered application moves with its offer only; hired,
 * declined, offer-declined, withdrawn and closed are final: no buttons.
 */
export function posterActions(status: ApplicationStatus): DecisionAction[] {
  const moves = POSTER_MOVES[status] ?? [];
  const actions: DecisionAction[] = [];
  if (moves.includes('shortlisted')) actions.push({ status: 'shortlisted', label: 'Shortlist' });
  if (status === 'shortlisted' && moves.includes('viewed'))
    actions.push({ status: 'viewed', label: 'Remove from shortlist' });
  if (moves.includes('declined')) actions.push({ status: 'declined', label: 'Decline' });
  return actions;
}

/** "2 new · 5 total" (or "No applicants yet"). */
export function applicantCountsLabel(counts: { new: number; total: number }): string {
  if (counts.total === 0) return 'No applicants yet';
  return `${counts.new} new · ${counts.total} total`;
}

/** "12 days left", "1 day left", or "Last day" for a live job. */
export function daysLeftLabel(liveUntil: string, now = new Date()): string {
  const days = daysLeft(liveUntil, now);
  if (days <= 1) return 'Last day';
  return `${days} ${days === 1 ? 'day' : 'days'} left`;
}

const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

const DAY_MS = 24 * 3600 * 1000;

/** A date as the account area writes it: "3 March 2026" (UK time). */
export const formatDay = (iso: string) => DAY.format(new Date(iso));

/** The states in which a job has left the board for good. */
const ENDED_STATES: ReadonlySet<MyJobState> = new Set(['closed', 'filled', 'expired']);
export const isEnded = (state: MyJobState) => ENDED_STATES.has(state);

/** What a job row says about its time on the board: days left while live, the closing day once ended. */
export function jobTimeLabel(
  job: { state: MyJobState; liveUntil: string | null; closedAt: string | null },
  now = new Date(),
): string | null {
  if (job.state === 'live' && job.liveUntil) return daysLeftLabel(job.liveUntil, now);
  if (isEnded(job.state) && job.closedAt) {
    const verb = job.state === 'filled' ? 'Filled' : job.state === 'expired' ? 'Expired' : 'Closed';
    return `${verb} on ${formatDay(job.closedAt)}`;
  }
  return null;
}

/** The applicants filter from the address (?status=), or '' for all; anything else is ignored. */
export function parseApplicantStatus(value: string | null | undefined): ApplicationStatus | '' {
  return (APPLICATION_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as ApplicationStatus)
    : '';
}

/** The filter tabs: All, then every status with its count. */
export function statusTabs(counts: {
  total: number;
  byStatus: Partial<Record<ApplicationStatus, number>>;
}): Array<{ status: ApplicationStatus | ''; label: string; count: number }> {
  return [
    { status: '' as const, label: 'All', count: counts.total },
    ...APPLICATION_STATUSES.map((status) => ({
      status,
      label: APPLICATION_STATUS_LABELS[status],
      count: counts.byStatus[status] ?? 0,
    })),
  ];
}

/** The counts after an applicant moved from one status to another (the list's cache, before a reread). */
export function movedCounts<
  C extends { new: number; total: number; byStatus: Partial<Record<ApplicationStatus, number>> },
>(counts: C, from: ApplicationStatus, to: ApplicationStatus): C {
  if (from === to) return counts;
  const byStatus = { ...counts.byStatus };
  byStatus[from] = Math.max(0, (byStatus[from] ?? 0) - 1);
  byStatus[to] = (byStatus[to] ?? 0) + 1;
  return { ...counts, byStatus, new: byStatus.new ?? 0 };
}

/**
 * Why Extend is not offered on a live job yet, in plain words: until when it stays on the board, why it
 * goes no further (a job is never on the board more than JOB_MAX_AHEAD_DAYS days ahead, so nannies see
 * jobs that are still hiring), and the first day Extend is offered (the server offers it once the
 * end is less than JOB_MAX_AHEAD_DAYS - 1 days ahead; this names the day after that moment, when it
 * certainly is).
 */
export function notExtendableText(liveUntil: string | null): string {
  const why = `A job is never on the board more than ${JOB_MAX_AHEAD_DAYS} days ahead, so that nannies only see jobs that are still hiring.`;
  if (!liveUntil || Number.isNaN(Date.parse(liveUntil))) return why;
  const offered = Date.parse(liveUntil) - (JOB_MAX_AHEAD_DAYS - 1) * DAY_MS;
  return `It stays on the board until ${formatDay(liveUntil)}. ${why} You can extend it from ${formatDay(new Date(offered + DAY_MS).toISOString())}.`;
}

/**
 * An applicant's name where the poster picks one of them (the hire, in the Close dialog): her first name,
 * as the server gives it, with the day she applied when another applicant has the same first name, so
 * two Rosas can be told apart without a surname.
 */
export function applicantChoiceLabel(
  applicant: { nannyId: string; name: string; appliedAt: string },
  among: readonly { nannyId: string; name: string }[],
): string {
  const same = among.some((other) => other.nannyId !== applicant.nannyId && other.name === applicant.name);
  return same ? `${applicant.name} (applied ${formatDay(applicant.appliedAt)})` : applicant.name;
}

/** A nanny share's job as "My jobs" names it: its poster or its partner, and the other family. */
export interface SharedJob {
  role: 'poster' | 'partner';
  share: { otherFamilyLabel: string } | null;
}

/** Whether the reader only reads the job: the partner of a share's job, which its poster answers. */
export const readsOnly = (job: Pick<SharedJob, 'role'>) => job.role === 'partner';

/** A family by its first name, as the share names it: "Sam’s family". */
export const familyName = (label: string) => `${label}’s family`;

/** What a job's row says of a share's job, or null for a job of one family. */
export function sharedWithText(job: SharedJob): string | null {
  if (!job.share) return null;
  const other = familyName(job.share.otherFamilyLabel);
  return job.role === 'partner' ? `Shared with ${other}, who posted it` : `Shared with ${other}`;
}

/** The note the partner reads once on the job's page: whose job it is, and who answers. */
export function partnerNote(job: SharedJob): string | null {
  if (!readsOnly(job)) return null;
  const poster = job.share ? familyName(job.share.otherFamilyLabel) : 'the other family';
  return `You share this job with ${poster}, who posted it. You can read every application; ${poster} answers them.`;
}
