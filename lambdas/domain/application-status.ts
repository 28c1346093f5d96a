/**
 * The application's state machine: who may move an application from one status to another. The server
 * asks it before every change and writes the change conditionally on the status it read, so two
 * changes at once cannot both pass from the same status.
 *
 *   new ──(poster opens it)──> viewed ──> shortlisted ──> hired
 *    │                           │  ^          │
 *    │                           │  └──────────┘ (taken off the shortlist)
 *    └──> shortlisted, hired, declined (a poster may decide without opening it twice)
 *   any open status ──> withdrawn (the nanny), declined (the poster), closed (the job closes, fills or expires)
 *
 * Hired, declined, withdrawn and closed are final.
 */
import {
  APPLICATION_STATUSES,
  OPEN_APPLICATION_STATUSES,
  transitionRefusal,
  type ApplicationStatus,
} from '../contract/hiring-constants.ts';

export { APPLICATION_STATUSES, type ApplicationStatus };

/** Who asks for a change: the job's poster, the applicant herself, or the product (a job closing). */
export type Actor = 'poster' | 'nanny' | 'system';

const OPEN = new Set<ApplicationStatus>(OPEN_APPLICATION_STATUSES);

export const isOpen = (status: ApplicationStatus) => OPEN.has(status);

/** The moves each actor may make, from → the statuses it may go to. */
const MOVES: Record<Actor, Partial<Record<ApplicationStatus, readonly ApplicationStatus[]>>> = {
  poster: {
    new: ['viewed', 'shortlisted', 'hired', 'declined'],
    viewed: ['shortlisted', 'hired', 'declined'],
    shortlisted: ['viewed', 'hired', 'declined'],
  },
  nanny: {
    new: ['withdrawn'],
    viewed: ['withdrawn'],
    shortlisted: ['withdrawn'],
  },
  system: {
    new: ['closed'],
    viewed: ['closed'],
    shortlisted: ['closed'],
  },
};

export type Transition = { ok: true } | { ok: false; reason: string };

/** Whether `actor` may move an application from `from` to `to`, and if not, why in plain words. */
export function transition(from: ApplicationStatus, to: ApplicationStatus, actor: Actor): Transition {
  if (MOVES[actor][from]?.includes(to)) return { ok: true };
  return { ok: false, reason: transitionRefusal(from, to) };
}

/** The changes the nanny is told about by email (and counted for her badge). */
export const TOLD_TO_NANNY: ReadonlySet<ApplicationStatus> = new Set([
  'shortlisted',
  'hired',
  'declined',
  'closed',
]);
