import type { ScheduledEvent } from 'aws-lambda';
import type { NudgeKind } from '../contract/nudges-constants.ts';
import { applicationsToList, leftNewCount, nudgeStartedAt, stretchUnanswered } from '../domain/nudges.ts';
import { getApplication } from '../data/applications.ts';
import { getConversation } from '../data/conversations.ts';
import { getJob, getJobs } from '../data/jobs.ts';
import {
  deleteNudge,
  dueNudges,
  dueNudgesOf,
  markReadsWaiting,
  sendersAfter,
  sendNudges,
  type ApplicationNudge,
  type Nudge,
  type RefreshNudge,
  type StretchNudge,
} from '../data/nudges.ts';
import { outboxEntry } from '../data/outbox.ts';
import { createLogger } from '../platform/log.ts';
import { countLateRead, countLateReply } from '../services/late-cases.ts';
import { refreshSummary } from '../services/responsiveness.ts';

/**
 * The nudges' sweep, on a schedule (an EventBridge rule on AWS, lib/nudges.ts; a timer in the local
 * cloud): each nudge due (data/nudges.ts) is acted on by its kind's handler below, which decides from
 * the state at that time (contract/nudges-constants.ts says what each kind is for):
 *
 * - 'reads-nudge': the poster's applications still unread whose nudges are due go in ONE email;
 * - 'reads-waiting': an application still unread marks its job's card, and counts as a late read;
 * - 'reply-nudge': a stretch the nanny has still not answered sends her ONE reminder;
 * - 'reply-late': a first message still unanswered counts as a late reply;
 * - 'responses-refresh': an account's responsiveness summary is written again on its day.
 *
 * Each nudge is deleted in the same transaction as what it writes, conditional on being there, so a
 * sweep that runs twice, or two at once, acts on it once; one with nothing left to say (the
 * application opened, the message answered, a side gone or blocked) is deleted and does nothing.
 * Another kind is one more handler.
 *
 * The time is the event's, so tests drive the sweep with a clock of their own.
 */

const log = createLogger({ function: 'nudges' });

const ROUND = 50;
const MAX_ROUNDS = 20;
/** The most applications one reminder lists (its transaction deletes each one's nudge). */
const READS_PER_EMAIL = 50;

type Outcome = 'sent' | 'skipped';
type Handler<K extends NudgeKind> = (nudge: Extract<Nudge, { kind: K }>, now: Date) => Promise<Outcome>;

/** Takes a nudge alone, once: false when another sweep took it first. */
const take = (nudge: Nudge) => sendNudges([nudge], []);

/**
 * A poster's applications unread 3 days: every one of theirs whose nudge is due and still unread, in
 * one email; each application's nudge deleted with it, so none is listed twice. The nudge that led
 * here may have gone in an email already (another of the poster's, this run): nothing more then.
 */
async function readsNudge(nudge: ApplicationNudge, now: Date): Promise<Outcome> {
  const due = (await dueNudgesOf(nudge.accountId, now, READS_PER_EMAIL, 'reads-nudge')) as ApplicationNudge[];
  const batch = due.some((n) => n.subject === nudge.subject)
    ? due
    : due.length >= READS_PER_EMAIL
      ? [...due.slice(0, READS_PER_EMAIL - 1), nudge]
      : null;
  if (!batch) return 'skipped';
  const read = await Promise.all(
    batch.map(async (n) => ({ nudge: n, application: await getApplication(n.jobId, n.nannyId) })),
  );
  const { listed, stale } = applicationsToList(read);
  if (listed.length === 0) {
    await Promise.all(stale.map(deleteNudge));
    return 'skipped';
  }
  const jobs = await getJobs([...new Set(listed.map(({ application }) => application.jobId))]);
  const email = outboxEntry(
    {
      type: 'reads-nudge-email',
      payload: {
        recipientId: nudge.accountId,
        applications: listed.map(({ application }) => ({
          jobId: application.jobId,
          jobTitle: jobs.get(application.jobId)?.title ?? '',
          nannyId: application.nannyId,
          applicantName: application.applicantName,
          appliedAt: application.createdAt,
        })),
      },
    },
    nudge.accountId,
    now,
  );
  return (await sendNudges([...listed.map((l) => l.nudge), ...stale], [email])) ? 'sent' : 'skipped';
}

/**
 * An application unread 7 days: its job's card says applications wait to be read (until its poster
 * opens one, domain/nudges.ts readsWaitingShown), and the case counts as a late read.
 */
async function readsWaiting(nudge: ApplicationNudge, now: Date): Promise<Outcome> {
  const application = await getApplication(nudge.jobId, nudge.nannyId);
  if (application?.status !== 'new') {
    await deleteNudge(nudge);
    return 'skipped';
  }
  const job = await getJob(nudge.jobId, true);
  const marked = job ? await markReadsWaiting(nudge, leftNewCount(job.applicantCounts)) : 'no-unread';
  if (marked === 'gone' || (marked === 'no-unread' && !(await take(nudge)))) return 'skipped';
  await countLateRead(application, now);
  return 'sent';
}

/** Whether a conversation's stretch is still unanswered, read now (its messages only when it may be). */
async function unanswered(nudge: StretchNudge) {
  const conversation = await getConversation(nudge.conversationId, true);
  if (!conversation || !stretchUnanswered(conversation, nudge.from, nudge.seq, [])) return null;
  const senders = await sendersAfter(nudge.conversationId, nudge.seq);
  return stretchUnanswered(conversation, nudge.from, nudge.seq, senders) ? conversation : null;
}

/** A family's or an agency's message a nanny has not answered in 2 days: one reminder for the stretch. */
async function replyNudge(nudge: StretchNudge, now: Date): Promise<Outcome> {
  const conversation = await unanswered(nudge);
  if (!conversation) {
    await deleteNudge(nudge);
    return 'skipped';
  }
  const email = outboxEntry(
    {
      type: 'reply-nudge-email',
      payload: {
        recipientId: nudge.accountId,
        conversationId: conversation.id,
        senderLabel: conversation[nudge.from].label,
        jobTitle: conversation.jobTitle,
        since: nudgeStartedAt(nudge.kind, nudge.dueAt),
      },
    },
    nudge.accountId,
    now,
  );
  return (await sendNudges([nudge], [email])) ? 'sent' : 'skipped';
}

/** A conversation's first message unanswered 7 days: the case counts as a late reply. */
async function replyLate(nudge: StretchNudge, now: Date): Promise<Outcome> {
  const conversation = await unanswered(nudge);
  if (!conversation) {
    await deleteNudge(nudge);
    return 'skipped';
  }
  if (!(await take(nudge))) return 'skipped';
  await countLateReply(conversation, now);
  return 'sent';
}

/** A summary's day has come: its nudge taken, and the summary written again (with the next refresh). */
async function responsesRefresh(nudge: RefreshNudge, now: Date): Promise<Outcome> {
  await deleteNudge(nudge);
  await refreshSummary(nudge.accountId, now);
  return 'sent';
}

/** What each kind of nudge does at its time. */
const handlers: { [K in NudgeKind]: Handler<K> } = {
  'reads-nudge': readsNudge,
  'reads-waiting': readsWaiting,
  'reply-nudge': replyNudge,
  'reply-late': replyLate,
  'responses-refresh': responsesRefresh,
};

const act = (nudge: Nudge, now: Date) => (handlers[nudge.kind] as Handler<NudgeKind>)(nudge as never, now);

/**
 * Acts on every nudge due by `now`. `only` limits the sweep to some accounts' nudges (the accounts they
 * are for): the local cloud's tests move the clock for their own accounts without nudging everyone else.
 */
export async function sweep(
  now: Date,
  only?: readonly string[],
): Promise<Record<'sent' | 'skipped', number>> {
  const counts = { sent: 0, skipped: 0 };
  if (only) {
    for (const accountId of only)
      for (const nudge of await dueNudgesOf(accountId, now, ROUND * MAX_ROUNDS))
        counts[await act(nudge, now)] += 1;
    return counts;
  }
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const due = await dueNudges(now, ROUND);
    for (const nudge of due) counts[await act(nudge, now)] += 1;
    if (due.length < ROUND) break;
  }
  return counts;
}

export async function handler(event: Pick<ScheduledEvent, 'time'>): Promise<void> {
  const now = event.time ? new Date(event.time) : new Date();
  const counts = await sweep(Number.isNaN(now.getTime()) ? new Date() : now);
  log.info('nudges swept', { at: now.toISOString(), ...counts });
}
