/**
 * Interviews and trials, as the two sides arrange them: either side of an application (the job's poster
 * and the applicant), or of an invitation the poster sent, proposes one to three times; the other picks
 * one (confirmed: both get the calendar invite, the application moves to 'interview' or 'trial') or
 * proposes others; either reschedules or cancels with a reason the other is told; afterwards each says
 * it happened, or records that the other did not come. Each move asks the rules (domain/interviews.ts)
 * and then writes the meeting, the pair's lock, the reminders, the application's move and the emails
 * together (data/interviews.ts), conditional on what it read.
 */
import { randomUUID } from 'node:crypto';
import { HIRING_MESSAGES, type ApplicationStatus } from '../contract/hiring-constants.ts';
import {
  INTERVIEW_MESSAGES,
  INTERVIEW_MINUTES,
  londonWallClock,
  type InterviewView,
  type MeetingRole,
  type MyInterviews,
  type PairView,
  type ProposeInterviewInput,
} from '../contract/interviews.ts';
import { firstNameOnly } from '../contract/nanny-constants.ts';
import { londonDay } from '../contract/uk-day.ts';
import type { Week } from '../contract/week-constants.ts';
import { transition } from '../domain/application-status.ts';
import { conflict, forbidden, invalid, notFound } from '../domain/errors.ts';
import type { InterviewEmail, MeetingFactsForEmail } from '../domain/interview-emails.ts';
import {
  checkTimes,
  isMeetingLink,
  looksLikeHomeAddress,
  meetingMove,
  noShowCountsAgainst,
  noShowDecisionTexts,
  statusAfter,
  suggestTimes,
  trialPayCheck,
  type MeetingAction,
  type MeetingActor,
} from '../domain/interviews.ts';
import { RATE_LIMITS } from '../domain/rate-limits.ts';
import { accountActiveCheck } from '../data/account-index.ts';
import { applicationMoveItems, getApplication, type Application } from '../data/applications.ts';
import {
  getInterview,
  listInterviewsOf,
  openInterviewOf,
  statusOfKind,
  writeInterview,
  type Interview,
} from '../data/interviews.ts';
import { getInvitation } from '../data/invitations.ts';
import { getJob, type Job } from '../data/jobs.ts';
import { getNanny } from '../data/nannies.ts';
import { outboxEntry, type OutboxEntry } from '../data/outbox.ts';
import { enforceRateLimits } from '../data/rate-limits.ts';
import { recordDecision } from '../data/moderation.ts';
import { reachChecks } from '../data/reach.ts';
import { meetingItems, type Counted } from '../data/response-records.ts';
import type { TransactItem } from '../data/table/transact.ts';
import type { Logger } from '../platform/log.ts';
import type { Principal } from '../platform/principal.ts';
import { feedUrlOf } from './calendar-feed.ts';

/** The two sides of a job and a nanny, and which of them the caller is. */
interface Pair {
  job: Job;
  application: Application | null;
  nannyUserId: string;
  nannyFirstName: string;
  availability: Week | null;
  role: MeetingRole;
}

/**
 * The pair a caller may arrange a meeting in: the job's poster and a nanny who applied to it (and has
 * an account), or whom the poster invited. Anyone else gets the same 404 as a pair that does not exist.
 */
async function pairOf(principal: Principal, jobId: string, nannyId: string): Promise<Pair> {
  const [job, application, invitation, nanny] = await Promise.all([
    getJob(jobId, true),
    getApplication(jobId, nannyId),
    getInvitation(jobId, nannyId),
    getNanny(nannyId, true),
  ]);
  const missing = () => notFound(INTERVIEW_MESSAGES.pairNotFound);
  if (!job || !nanny || !nanny.userId) throw missing();
  const applied = Boolean(application && application.userId);
  if (!applied && !invitation) throw missing();
  const nannyUserId = applied ? application!.userId : nanny.userId;
  const role: MeetingRole | null =
    job.ownerId === principal.id ? 'poster' : nannyUserId === principal.id ? 'nanny' : null;
  if (!role) throw missing();
  if (job.ownerId === nannyUserId) throw forbidden(INTERVIEW_MESSAGES.ownPair);
  return {
    job,
    application,
    nannyUserId,
    nannyFirstName: firstNameOnly(application?.applicantName || nanny.fullName),
    availability: nanny.availability,
    role,
  };
}

/** What a proposal to a nanny for a job starts from, and the pair's meetings not over yet. */
export async function readPair(principal: Principal, jobId: string, nannyId: string): Promise<PairView> {
  const pair = await pairOf(principal, jobId, nannyId);
  const now = new Date();
  const [interviewId, trialId] = await Promise.all(
    (['interview', 'trial'] as const).map((kind) => openInterviewOf(jobId, nannyId, kind, now)),
  );
  const meetings = await Promise.all([interviewId, trialId].flatMap((id) => (id ? [getInterview(id)] : [])));
  const open = meetings.flatMap((interview) => {
    // Only a side of the meeting sees it (the pair's sides, unless an account was deleted since).
    const role = interview ? roleIn(principal, interview) : null;
    return interview && role && (interview.status === 'proposed' || interview.status === 'confirmed')
      ? [toView(interview, role, pair.application?.status ?? null, now)]
      : [];
  });
  return {
    jobId,
    nannyId,
    role: pair.role,
    jobTitle: pair.job.title,
    otherParty: pair.role === 'poster' ? pair.nannyFirstName : pair.job.posterLabel,
    suggestions: suggestTimes(pair.availability, now),
    openId: interviewId ?? null,
    open,
    mayProposeTrial: pair.role === 'poster' && (await hadInterview(pair, now)),
  };
}

const roleIn = (principal: Principal, interview: Interview): MeetingRole | null =>
  interview.posterId && interview.posterId === principal.id
    ? 'poster'
    : interview.nannyUserId && interview.nannyUserId === principal.id
      ? 'nanny'
      : null;

/** The meeting the caller is a side of, or the same 404 as none. */
async function ownInterview(principal: Principal, id: string) {
  const interview = await getInterview(id);
  const role = interview ? roleIn(principal, interview) : null;
  if (!interview || !role) throw notFound(INTERVIEW_MESSAGES.notFound);
  return { interview, role };
}

/** A meeting as its side sees it after a move, with the application's status read as it now stands. */
async function viewAfterMove(next: Interview, role: MeetingRole, now: Date): Promise<InterviewView> {
  const application = await getApplication(next.jobId, next.nannyId);
  return toView(next, role, application?.status ?? null, now);
}

function toView(
  interview: Interview,
  role: MeetingRole,
  applicationStatus: ApplicationStatus | null,
  now: Date,
): InterviewView {
  const may = (action: MeetingAction) => meetingMove(interview, action, role, now).ok;
  return {
    id: interview.id,
    kind: interview.kind,
    role,
    jobId: interview.jobId,
    nannyId: interview.nannyId,
    jobTitle: interview.jobTitle,
    otherParty: role === 'poster' ? interview.nannyFirstName : interview.posterLabel,
    mode: interview.mode,
    link: interview.link,
    place: interview.place,
    note: interview.note,
    status: interview.status,
    version: interview.version,
    sequence: interview.sequence,
    proposedBy: interview.proposedBy,
    times: interview.times,
    startAt: interview.startAt,
    endAt: interview.endAt,
    minutes: interview.minutes,
    hours: interview.hours,
    grossPay: interview.grossPay,
    cancelledBy: interview.cancelledBy,
    cancelReason: interview.cancelReason,
    happenedBy: interview.happenedBy,
    noShow: interview.noShow,
    applicationStatus,
    can: {
      pick: may('pick'),
      retime: may('retime'),
      cancel: may('cancel'),
      happened: may('happened'),
      noShow: may('no-show') && interview.noShow === null,
      download: interview.invited,
    },
    createdAt: interview.createdAt,
    updatedAt: interview.updatedAt,
  };
}

export const factsOf = (i: Interview, at: string): MeetingFactsForEmail => ({
  id: i.id,
  kind: i.kind,
  jobId: i.jobId,
  jobTitle: i.jobTitle,
  posterId: i.posterId,
  nannyUserId: i.nannyUserId,
  posterLabel: i.posterLabel,
  nannyFirstName: i.nannyFirstName,
  mode: i.mode,
  link: i.link,
  place: i.place,
  note: i.note,
  status: i.status,
  sequence: i.sequence,
  invited: i.invited,
  times: i.times,
  startAt: i.startAt,
  endAt: i.endAt,
  hours: i.hours,
  grossPay: i.grossPay,
  cancelReason: i.cancelReason,
  at,
});

/** A move's email to one side (none to a deleted account), written in the move's transaction. */
export function interviewNotice(
  interview: Interview,
  to: MeetingRole,
  kind: InterviewEmail['kind'],
  by: MeetingActor,
  now: Date,
  extra: Pick<InterviewEmail, 'hours' | 'dropped'> = {},
): OutboxEntry[] {
  const recipientId = to === 'poster' ? interview.posterId : interview.nannyUserId;
  if (!recipientId) return [];
  return [
    outboxEntry(
      {
        type: 'interview-email',
        payload: { recipientId, to, kind, by, ...extra, meeting: factsOf(interview, now.toISOString()) },
      },
      recipientId,
      now,
      // One email per move: a repeated write sends nothing more.
      `interview#${interview.id}#${kind}#${interview.version}#${extra.hours ?? ''}#${to}`,
    ),
  ];
}

const otherSide = (role: MeetingRole): MeetingRole => (role === 'poster' ? 'nanny' : 'poster');

/** The caller's reach (and the other side's account still there), checked in the write. */
function reachOf(principal: Principal, role: MeetingRole, interview: Interview) {
  const other = role === 'poster' ? interview.nannyUserId : interview.posterId;
  return {
    ...reachChecks({ accountId: principal.id, nannyId: role === 'nanny' ? interview.nannyId : null }),
    otherAccount: other ? accountActiveCheck(other) : null,
  };
}

function refusalOf(failed: string): Error {
  switch (failed) {
    case 'stale':
      return conflict(INTERVIEW_MESSAGES.changedMeanwhile);
    case 'overlap':
      return conflict(INTERVIEW_MESSAGES.overlapping);
    case 'reacherAccount':
      return forbidden(INTERVIEW_MESSAGES.deleting);
    case 'reacherProfile':
    case 'otherAccount':
      return conflict(INTERVIEW_MESSAGES.unreachable);
    case 'job':
      return notFound(HIRING_MESSAGES.jobNotFound);
    case 'decision':
      return conflict(INTERVIEW_MESSAGES.noShowOnce);
    default:
      return conflict(HIRING_MESSAGES.changedMeanwhile);
  }
}

/** The checked times of a proposal, as instants (a 400 on `times`, or on `times.<index>`, otherwise). */
function timesOf(times: readonly string[], now: Date): string[] {
  const checked = checkTimes(times, now);
  if (!checked.ok) throw invalid('Invalid request body', checked.fields);
  return checked.instants.map((t) => t.toISOString());
}

/**
 * The how of a proposal, or what is wrong with it by field: a link for a video call (http or https), a
 * general place in person, and a place that reads like a home's address only when its writer chooses.
 */
function howOf(input: ProposeInterviewInput, fields: Record<string, string>) {
  const link = input.link?.trim() || null;
  const place = input.place?.trim() || null;
  if (input.mode === 'video') {
    if (!link || !isMeetingLink(link)) fields.link = INTERVIEW_MESSAGES.link;
  } else if (link) fields.link = INTERVIEW_MESSAGES.linkOnlyVideo;
  if (input.mode === 'in-person') {
    if (!place) fields.place = INTERVIEW_MESSAGES.place;
    else if (looksLikeHomeAddress(place) && input.homeAddressChosen !== true)
      fields.place = INTERVIEW_MESSAGES.homeAddress;
  } else if (place) fields.place = INTERVIEW_MESSAGES.placeOnlyInPerson;
  return { link, place, note: input.note?.trim() || null };
}

/**
 * Whether the pair has had an interview: one that both said happened, or one confirmed whose time is
 * over (a no-show or a cancelled one is none). A trial follows one.
 */
async function hadInterview(pair: Pair, now: Date): Promise<boolean> {
  const meetings = await listInterviewsOf(pair.job.ownerId);
  return meetings.some(
    (m) =>
      m.kind === 'interview' &&
      m.jobId === pair.job.id &&
      m.nannyUserId === pair.nannyUserId &&
      (m.status === 'happened' ||
        (m.status === 'confirmed' && m.endAt !== null && Date.parse(m.endAt) <= now.getTime())),
  );
}

/** Either side of a pair proposes an interview, or the poster a trial, at one to three times. */
export async function proposeInterview(
  principal: Principal,
  input: ProposeInterviewInput,
  log: Logger,
): Promise<InterviewView> {
  const now = new Date();
  // Every field's refusal at once, so a form marks each field that is wrong in one answer.
  const fields: Record<string, string> = {};
  const checked = checkTimes(input.times, now);
  if (!checked.ok) Object.assign(fields, checked.fields);
  const times = checked.ok ? checked.instants.map((t) => t.toISOString()) : [];
  const how = howOf(input, fields);
  let minutes = input.minutes ?? INTERVIEW_MINUTES.default;
  let hours: number | null = null;
  let grossPay: number | null = null;
  if (input.kind === 'trial') {
    if (input.hours === undefined) fields.hours = INTERVIEW_MESSAGES.hours;
    if (input.grossPay === undefined) fields.grossPay = INTERVIEW_MESSAGES.trialPay;
    else if (input.hours !== undefined) {
      // The rate in force on the trial's first proposed day (today's, when no time is valid).
      const day = londonWallClock(times[0] ? new Date(times[0]) : now).slice(0, 10);
      const wage = trialPayCheck(input.grossPay, input.hours, day);
      if (wage) fields.grossPay = wage;
    }
    hours = input.hours ?? null;
    grossPay = input.grossPay ?? null;
    minutes = Math.round((input.hours ?? 0) * 60);
  }
  if (Object.keys(fields).length > 0) throw invalid('Invalid request body', fields);
  const pair = await pairOf(principal, input.jobId, input.nannyId);
  if (input.kind === 'trial' && pair.role !== 'poster') throw forbidden(INTERVIEW_MESSAGES.trialPosterOnly);
  if (input.kind === 'trial' && !(await hadInterview(pair, now)))
    throw conflict(INTERVIEW_MESSAGES.trialAfterInterview);
  await enforceRateLimits(
    [[RATE_LIMITS.interviewProposalsPerAccount, principal.id]],
    INTERVIEW_MESSAGES.rateLimited,
  );
  const at = now.toISOString();
  const interview: Interview = {
    id: randomUUID(),
    kind: input.kind,
    jobId: input.jobId,
    nannyId: input.nannyId,
    posterId: pair.job.ownerId,
    nannyUserId: pair.nannyUserId,
    posterLabel: pair.job.posterLabel,
    jobTitle: pair.job.title,
    nannyFirstName: pair.nannyFirstName,
    mode: input.mode,
    ...how,
    status: 'proposed',
    version: 1,
    sequence: 0,
    invited: false,
    proposedBy: pair.role,
    times,
    startAt: null,
    endAt: null,
    minutes,
    hours,
    grossPay,
    cancelledBy: null,
    cancelReason: null,
    happenedBy: [],
    noShow: null,
    createdAt: at,
    updatedAt: at,
  };
  const outcome = await writeInterview({
    read: null,
    next: interview,
    lock: 'take',
    reminders: 'leave',
    now,
    with: reachOf(principal, pair.role, interview),
    outbox: interviewNotice(interview, otherSide(pair.role), 'proposed', pair.role, now),
  });
  if (!outcome.done) throw refusalOf(outcome.failed);
  log.info('interview proposed', { interviewId: interview.id, kind: interview.kind, times: times.length });
  return toView(interview, pair.role, pair.application?.status ?? null, now);
}

/** Asks the rules for a move, with the version the caller read. */
function allowed(
  interview: Interview,
  action: MeetingAction,
  role: MeetingActor,
  version: number | null,
  now: Date,
) {
  if (version !== null && version !== interview.version) throw conflict(INTERVIEW_MESSAGES.changedMeanwhile);
  const rule = meetingMove(interview, action, role, now);
  if (!rule.ok) throw rule.kind === 'forbidden' ? forbidden(rule.reason) : conflict(rule.reason);
}

const bumped = (interview: Interview, now: Date, changes: Partial<Interview>): Interview => ({
  ...interview,
  ...changes,
  version: interview.version + 1,
  updatedAt: now.toISOString(),
});

/**
 * The other side picks one of the proposed times: confirmed, both emailed the calendar invite (its
 * SEQUENCE one more than the last one sent), the reminders set, and the application moved to
 * 'interview' or 'trial' when the rules allow it.
 */
export async function pickTime(
  principal: Principal,
  id: string,
  body: { time: string; version: number },
  log: Logger,
): Promise<InterviewView> {
  const now = new Date();
  const { interview, role } = await ownInterview(principal, id);
  allowed(interview, 'pick', role, body.version, now);
  const checked = checkTimes([body.time], now);
  if (!checked.ok) throw invalid('Invalid request body', { time: checked.message });
  const startAt = checked.instants[0]!.toISOString();
  if (!interview.times.includes(startAt))
    throw invalid('Invalid request body', { time: INTERVIEW_MESSAGES.notOffered });
  const next = bumped(interview, now, {
    status: 'confirmed',
    startAt,
    endAt: new Date(Date.parse(startAt) + interview.minutes * 60_000).toISOString(),
    times: [],
    sequence: interview.invited ? interview.sequence + 1 : 0,
    invited: true,
  });
  const [application, job] = await Promise.all([
    getApplication(interview.jobId, interview.nannyId),
    getJob(interview.jobId, true),
  ]);
  const to = statusOfKind(interview.kind);
  const moves =
    application && job && application.status !== to && transition(application.status, to, role).ok
      ? applicationMoveItems(application, job.ownerId, to, { now })
      : {};
  const outcome = await writeInterview({
    read: interview,
    next,
    lock: 'keep',
    reminders: 'set',
    now,
    with: { ...moves, ...reachOf(principal, role, interview) },
    outbox: [
      ...interviewNotice(next, 'poster', 'confirmed', role, now),
      ...interviewNotice(next, 'nanny', 'confirmed', role, now),
    ],
  });
  if (!outcome.done) throw refusalOf(outcome.failed);
  log.info('interview confirmed', { interviewId: id, kind: interview.kind, sequence: next.sequence });
  return viewAfterMove(next, role, now);
}

/**
 * Either side proposes other times: to a proposal (instead of picking one), or to a confirmed meeting
 * before it starts (a reschedule: the agreed time is off until the other side picks a new one, its
 * reminders cleared).
 */
export async function retime(
  principal: Principal,
  id: string,
  body: { times: string[]; version: number; reason?: string | undefined },
  log: Logger,
): Promise<InterviewView> {
  const now = new Date();
  const { interview, role } = await ownInterview(principal, id);
  allowed(interview, 'retime', role, body.version, now);
  const times = timesOf(body.times, now);
  await enforceRateLimits(
    [[RATE_LIMITS.interviewProposalsPerAccount, principal.id]],
    INTERVIEW_MESSAGES.rateLimited,
  );
  // A confirmed time taken back leaves both calendars by a cancellation of it at the next SEQUENCE;
  // the time picked next goes in at the one after.
  const dropped =
    interview.status === 'confirmed' && interview.invited && interview.startAt && interview.endAt
      ? { startAt: interview.startAt, endAt: interview.endAt }
      : undefined;
  const next = bumped(interview, now, {
    status: 'proposed',
    proposedBy: role,
    times,
    startAt: null,
    endAt: null,
    note: body.reason?.trim() || interview.note,
    sequence: dropped ? interview.sequence + 1 : interview.sequence,
  });
  const outbox = dropped
    ? [
        ...interviewNotice(next, otherSide(role), 'retimed', role, now, { dropped }),
        ...interviewNotice(next, role, 'retimed', role, now, { dropped }),
      ]
    : interviewNotice(next, otherSide(role), 'retimed', role, now);
  const outcome = await writeInterview({
    read: interview,
    next,
    lock: 'keep',
    reminders: 'clear',
    now,
    with: reachOf(principal, role, interview),
    outbox,
  });
  if (!outcome.done) throw refusalOf(outcome.failed);
  log.info('interview retimed', { interviewId: id, wasConfirmed: interview.status === 'confirmed' });
  return viewAfterMove(next, role, now);
}

/** Either side cancels, with a reason the other side is told (and, once invited, a CANCEL for their calendar). */
export async function cancelInterview(
  principal: Principal,
  id: string,
  body: { reason: string; version: number },
  log: Logger,
): Promise<InterviewView> {
  const now = new Date();
  const { interview, role } = await ownInterview(principal, id);
  allowed(interview, 'cancel', role, body.version, now);
  const next = cancelled(interview, role, body.reason.trim(), now);
  const outcome = await writeInterview({
    read: interview,
    next,
    lock: 'release',
    reminders: 'clear',
    now,
    // The one who cancels has the invite in their calendar too: a confirmed meeting's CANCEL goes to both.
    outbox: [
      ...interviewNotice(next, otherSide(role), 'cancelled', role, now),
      ...(interview.invited ? interviewNotice(next, role, 'cancelled', role, now) : []),
    ],
  });
  if (!outcome.done) throw refusalOf(outcome.failed);
  log.info('interview cancelled', { interviewId: id, by: role });
  return viewAfterMove(next, role, now);
}

const cancelled = (interview: Interview, by: MeetingActor, reason: string, now: Date) =>
  bumped(interview, now, {
    status: 'cancelled',
    cancelledBy: by,
    cancelReason: reason,
    sequence: interview.invited ? interview.sequence + 1 : interview.sequence,
  });

/** A meeting's two sides, as their response records count them (a deleted side's account is gone). */
function sidesCounted(interview: Interview): Record<MeetingRole, Counted | null> {
  return {
    poster: interview.posterId ? { userId: interview.posterId, role: 'poster' } : null,
    nanny: interview.nannyUserId
      ? { userId: interview.nannyUserId, role: 'nanny', nannyId: interview.nannyId }
      : null,
  };
}

/** A meeting both said happened counts as held on both records, on the day it took place. */
function heldItems(interview: Interview, now: Date): TransactItem[] {
  const day = londonDay(new Date(interview.startAt ?? now.toISOString()));
  return Object.values(sidesCounted(interview)).flatMap((who) =>
    who ? meetingItems(who, 'held', day, 1, interview.id, now) : [],
  );
}

/** A no-show counts against the marked side (domain/interviews.ts noShowCountsAgainst), on the mark's day. */
function missedItems(interview: Interview, markedBy: MeetingRole, now: Date): TransactItem[] {
  const side = otherSide(markedBy);
  const marked = sidesCounted(interview)[side];
  if (!marked || !noShowCountsAgainst(interview.noShow, side)) return [];
  return meetingItems(marked, 'missed', londonDay(now), 1, interview.id, now);
}

/** After it, a side says it happened; once both have, it is 'happened'. */
export async function markHappened(principal: Principal, id: string, log: Logger): Promise<InterviewView> {
  const now = new Date();
  const { interview, role } = await ownInterview(principal, id);
  allowed(interview, 'happened', role, null, now);
  const status = statusAfter(interview, 'happened', role);
  const next = bumped(interview, now, { status, happenedBy: [...interview.happenedBy, role] });
  const outcome = await writeInterview({
    read: interview,
    next,
    lock: status === 'happened' ? 'release' : 'keep',
    reminders: 'leave',
    now,
    // Held, on both sides' records, once both said so.
    with: { held: status === 'happened' ? heldItems(next, now) : null },
    outbox:
      status === 'happened'
        ? [
            ...interviewNotice(next, 'poster', 'happened', role, now),
            ...interviewNotice(next, 'nanny', 'happened', role, now),
          ]
        : [],
  });
  if (!outcome.done) throw refusalOf(outcome.failed);
  log.info('interview happened', { interviewId: id, by: role, both: status === 'happened' });
  return viewAfterMove(next, role, now);
}

/**
 * The decision a no-show leaves for the marked side to dispute (in Account → Moderation, like an
 * appeal), and the meeting's pointer to it, so there is one per meeting; none when their account is gone.
 */
function noShowDecision(interview: Interview, markedBy: MeetingRole, now: Date): TransactItem[] | null {
  const marked = markedBy === 'poster' ? interview.nannyUserId : interview.posterId;
  if (!marked) return null;
  const at = now.toISOString();
  return recordDecision({
    id: randomUUID().replace(/-/g, ''),
    contentType: 'no_show',
    contentId: interview.id,
    ...noShowDecisionTexts({
      kind: interview.kind,
      jobTitle: interview.jobTitle,
      startAt: interview.startAt,
      markedBy,
    }),
    hiddenAt: at,
    // Recorded by a side of the meeting, not by a moderator: no moderator, no report.
    hiddenByUserId: '',
    reportId: '',
    ownerAccountId: marked,
    ownerEmail: null,
    stillHidden: true,
    shownAt: null,
    noShow: {
      interviewId: interview.id,
      kind: interview.kind,
      startAt: interview.startAt,
      markedBy,
      markedAt: at,
    },
    appeal: null,
  });
}

/** Once it has started, a side records that the other did not come: once, and the other is told. */
export async function markNoShow(principal: Principal, id: string, log: Logger): Promise<InterviewView> {
  const now = new Date();
  const { interview, role } = await ownInterview(principal, id);
  if (interview.noShow) throw conflict(INTERVIEW_MESSAGES.noShowOnce);
  allowed(interview, 'no-show', role, null, now);
  const next = bumped(interview, now, {
    status: 'no-show',
    noShow: { by: role, at: now.toISOString(), overturnedAt: null },
  });
  const outcome = await writeInterview({
    read: interview,
    next,
    lock: 'release',
    reminders: 'clear',
    now,
    // The marked side may dispute it once, as an appeal: its decision is recorded with the mark, and
    // it counts on their record while it stands.
    with: { decision: noShowDecision(next, role, now), missed: missedItems(next, role, now) },
    outbox: interviewNotice(next, otherSide(role), 'no-show', role, now),
  });
  if (!outcome.done) throw refusalOf(outcome.failed);
  log.info('interview no-show recorded', { interviewId: id, by: role });
  return viewAfterMove(next, role, now);
}

/** One meeting, as the caller's side sees it. */
export async function readInterview(principal: Principal, id: string): Promise<InterviewView> {
  const { interview, role } = await ownInterview(principal, id);
  const application = await getApplication(interview.jobId, interview.nannyId);
  return toView(interview, role, application?.status ?? null, new Date());
}

/** Whether a meeting is still to come (or waiting for an answer) at `now`. */
const isUpcoming = (i: Interview, now: Date) =>
  i.status === 'proposed'
    ? i.times.some((t) => Date.parse(t) > now.getTime())
    : i.status === 'confirmed' && i.endAt !== null && Date.parse(i.endAt) > now.getTime();

const whenOf = (i: Interview) => i.startAt ?? [...i.times].sort()[0] ?? i.updatedAt;

/** The caller's interviews and trials: upcoming, soonest first; then past, latest first. */
export async function myInterviews(principal: Principal): Promise<MyInterviews> {
  const now = new Date();
  const all = await listInterviewsOf(principal.id);
  const views = all.flatMap((i) => {
    const role = roleIn(principal, i);
    return role ? [{ i, view: toView(i, role, null, now) }] : [];
  });
  const upcoming = views
    .filter(({ i }) => isUpcoming(i, now))
    .sort((a, b) => whenOf(a.i).localeCompare(whenOf(b.i)));
  const past = views
    .filter(({ i }) => !isUpcoming(i, now))
    .sort((a, b) => whenOf(b.i).localeCompare(whenOf(a.i)));
  return {
    upcoming: upcoming.map((v) => v.view),
    past: past.map((v) => v.view),
    feedUrl: await feedUrlOf(principal.id),
  };
}

/**
 * The account's meetings still to come, cancelled because it is being deleted: the other side told.
 * Idempotent (a cancelled one is left), called when a deletion starts and by its first step.
 */
export async function cancelInterviewsOf(accountId: string, now: Date): Promise<number> {
  let count = 0;
  for (const interview of await listInterviewsOf(accountId)) {
    if (!meetingMove(interview, 'cancel', 'system', now).ok) continue;
    const role: MeetingRole | null =
      interview.posterId === accountId ? 'poster' : interview.nannyUserId === accountId ? 'nanny' : null;
    if (!role) continue;
    const next = cancelled(interview, 'system', 'The account was closed.', now);
    const outcome = await writeInterview({
      read: interview,
      next,
      lock: 'release',
      reminders: 'clear',
      now,
      outbox: interviewNotice(next, otherSide(role), 'cancelled', 'system', now),
    });
    if (outcome.done) count += 1;
  }
  return count;
}
