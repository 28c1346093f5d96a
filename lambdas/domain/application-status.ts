/**
 * The application's state machine: who may move an application from one status to another. The server
 * asks it before every change and writes the change conditionally on the status it read, so two
 * changes at once cannot both pass from the same status.
 *
 *   new ──(poster opens it)──> viewed ──> shortlisted ──> offered ──(she accepts)──> hired
 *    │                           │  ^          │   ^         │
 *    │                           │  └──────────┘   │         └──(she declines)──> offer-declined
 *    │                           │ (off the list)  └── (the poster withdraws the offer)
 *    └──> shortlisted, offered, declined (a poster may decide without opening it twice)
 *   new, viewed, shortlisted ──(an interview both agree)──> interview ──(a trial both agree)──> trial
 *   interview, trial ──> offered (the poster's offer), declined (the poster)
 *   any open status ──> withdrawn (the nanny), declined (the poster), closed (the job closes, fills or expires)
 *
 * Only her acceptance of an offer hires her (services/offers.ts moves it with the offer, in one
 * transaction). An offered application is not open: the job's closing leaves it, so an offer made
 * stays hers to answer. Hired, declined, offer-declined, withdrawn and closed are final.
 */
import {
  APPLICATION_STATUSES,
  OPEN_APPLICATION_STATUSES,
  HIRING_MESSAGES,
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
    new: ['viewed', 'shortlisted', 'interview', 'trial', 'offered', 'declined'],
    viewed: ['shortlisted', 'interview', 'trial', 'offered', 'declined'],
    shortlisted: ['viewed', 'interview', 'trial', 'offered', 'declined'],
    interview: ['trial', 'offered', 'declined'],
    trial: ['offered', 'declined'],
    // The offer withdrawn: she is on the shortlist again.
    offered: ['shortlisted'],
  },
  nanny: {
    // An interview or a trial is agreed by both sides: whichever of them confirms it moves it.
    new: ['interview', 'trial', 'withdrawn'],
    viewed: ['interview', 'trial', 'withdrawn'],
    shortlisted: ['interview', 'trial', 'withdrawn'],
    interview: ['trial', 'withdrawn'],
    trial: ['withdrawn'],
    offered: ['hired', 'offer-declined'],
  },
  system: {
    new: ['closed'],
    viewed: ['closed'],
    shortlisted: ['closed'],
    interview: ['closed'],
    trial: ['closed'],
  },
};

export type Transition = { ok: true } | { ok: false; reason: string };

/** Whether `actor` may move an application from `from` to `to`, and if not, why in plain words. */
export function transition(from: ApplicationStatus, to: ApplicationStatus, actor: Actor): Transition {
  if (MOVES[actor][from]?.includes(to)) return { ok: true };
  if (actor === 'poster' && to === 'hired' && isOpen(from))
    return { ok: false, reason: HIRING_MESSAGES.hireByOffer };
  return { ok: false, reason: transitionRefusal(from, to) };
}

/**
 * The changes counted for the nanny's badge, and (but an offer's, an interview's and a trial's, whose
 * own emails tell her) the ones she is emailed about. She moves an offered application herself, so hired is not among them.
 */
export const TOLD_TO_NANNY: ReadonlySet<ApplicationStatus> = new Set([
  'shortlisted',
  'interview',
  'trial',
  'offered',
  'declined',
  'closed',
]);
