import { randomUUID } from 'node:crypto';
import type { AdminAppeal, MyDecision } from '../contract/moderation.ts';
import { REPORT_REASON_LABELS } from '../contract/reports-constants.ts';
import { getJob, jobKey, jobVisibilityWrite } from '../data/jobs.ts';
import { getMessage, messageLabel, messageVisibilityWrite } from '../data/message-moderation.ts';
import {
  appeal,
  decideAppeal,
  decisionsOf,
  getDecision,
  listAppeals,
  openAppealCount,
  type Decision,
} from '../data/moderation.ts';
import { MODERATION_TEXTS, type AppealOutcome, type DecisionContentType } from '../contract/moderation.ts';
import { REPORT_MESSAGES } from '../contract/reports.ts';
import { conflict, forbidden, notFound } from '../domain/errors.ts';
import { NO_SHOW_DISPUTE_MESSAGES, noShowDisputeMove } from '../domain/interviews.ts';
import type { MeetingRole } from '../contract/interviews-constants.ts';
import { getInterview, strikeNoShowWrite } from '../data/interviews.ts';
import { interviewNotice } from './interviews.ts';
import { plainProse } from '../domain/sanitise.ts';
import type { Logger } from '../platform/log.ts';
import { getNanny, nannyVisibilityWrite } from '../data/nannies.ts';
import { getReview } from '../data/reviews.ts';
import { parseReviewId } from '../contract/reviews.ts';
import { reviewModeration } from './reviews.ts';
import { outboxEntry, putOutboxEntry } from '../data/outbox.ts';
import type { Report } from '../data/reports.ts';
import type { TransactItem } from '../data/table/transact.ts';
import { meetingItems } from '../data/response-records.ts';
import { londonDay } from '../contract/uk-day.ts';
import type { OutboxMessage } from '../domain/emails.ts';
import { accountFirstName, poolAccount } from './accounts.ts';

/** How a decision names a nanny's profile to its owner. */
export const PROFILE_LABEL = 'Your profile';

/** Content a moderator can hide: whose it is, how it is named, whether it is hidden, and its write. */
export interface ModeratedContent {
  contentType: DecisionContentType;
  contentId: string;
  label: string;
  hidden: boolean;
  ownerAccountId: string | null;
  /** A visitor's address, for her own message. */
  ownerEmail: string | null;
  /** The writes that hide it or show it again, for the decision's transaction. */
  visibilityWrite: (hidden: boolean) => TransactItem[];
}

/**
 * A job shown again after it closed (an appeal decided after the job ended) is no longer hidden but
 * stays off the board: only the flag changes.
 */
const unhideClosedJob = (jobId: string): TransactItem => ({
  Update: {
    Key: jobKey(jobId),
    UpdateExpression: 'SET #hidden = :no',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#hidden': 'hidden' },
    ExpressionAttributeValues: { ':no': false },
  },
});

/** The content a report is about, as moderation sees it; null when it no longer exists. */
export async function moderatedContent(
  contentType: DecisionContentType,
  contentId: string,
): Promise<ModeratedContent | null> {
  const base = { contentType, contentId };
  if (contentType === 'job_posting') {
    const job = await getJob(contentId, true);
    if (!job?.paymentConfirmed) return null;
    return {
      ...base,
      label: job.title,
      hidden: job.hidden === true,
      ownerAccountId: job.ownerId,
      ownerEmail: null,
      visibilityWrite: (hidden) => [
        !hidden && job.closedAt ? unhideClosedJob(job.id) : jobVisibilityWrite(job, hidden),
      ],
    };
  }
  if (contentType === 'nanny_profile') {
    const nanny = await getNanny(contentId, true);
    if (!nanny) return null;
    return {
      ...base,
      label: PROFILE_LABEL,
      hidden: nanny.hidden === true,
      ownerAccountId: nanny.userId,
      ownerEmail: null,
      visibilityWrite: (hidden) => [nannyVisibilityWrite(nanny, hidden)],
    };
  }
  if (contentType === 'review') {
    const id = parseReviewId(contentId);
    const review = id ? await getReview(id.jobId, id.nannyId) : null;
    if (!review) return null;
    // Hidden, it leaves the public list and her rating; shown again, it counts again.
    const write = await reviewModeration(review);
    return {
      ...base,
      label: messageLabel(review.text),
      hidden: review.hidden,
      ownerAccountId: review.authorUserId || null,
      ownerEmail: null,
      visibilityWrite: write,
    };
  }
  if (contentType === 'message') {
    const found = await getMessage(contentId);
    if (!found) return null;
    const visitor = found.sender.kind === 'visitor';
    return {
      ...base,
      label: messageLabel(found.message.text),
      hidden: found.message.hidden === true,
      ownerAccountId:
        visitor || found.sender.deleted ? null : (found.message.senderAccountId ?? found.sender.accountId),
      ownerEmail: visitor ? (found.sender.email ?? null) : null,
      visibilityWrite: (hidden) => messageVisibilityWrite(contentId, hidden),
    };
  }
  return null;
}

/** The address the owner's emails go to: their account's now, or a visitor's own; null when gone. */
async function ownerAddress(owner: Pick<Decision, 'ownerAccountId' | 'ownerEmail'>): Promise<string | null> {
  if (owner.ownerAccountId) return (await poolAccount(owner.ownerAccountId))?.email || null;
  return owner.ownerEmail;
}

const emailItem = (message: OutboxMessage, accountId: string | null, at: Date) =>
  putOutboxEntry(outboxEntry(message, accountId, at));

/** A new decision about content hidden on a report, and the owner's email, as transaction items. */
export async function newDecision(
  content: ModeratedContent,
  report: Report,
  explanation: string,
  moderatorId: string,
  at: Date,
): Promise<{ decision: Decision; email: TransactItem | null }> {
  const decision: Decision = {
    id: randomUUID().replace(/-/g, ''),
    contentType: content.contentType,
    contentId: content.contentId,
    contentLabel: content.label,
    reason: REPORT_REASON_LABELS[report.reason] ?? report.reason,
    explanation,
    hiddenAt: at.toISOString(),
    hiddenByUserId: moderatorId,
    reportId: report.id,
    ownerAccountId: content.ownerAccountId,
    ownerEmail: content.ownerEmail,
    stillHidden: true,
    shownAt: null,
    noShow: null,
    appeal: null,
  };
  const to = await ownerAddress(decision);
  const email = to
    ? emailItem(
        {
          type: 'moderation-decision-email',
          payload: {
            to,
            contentType: decision.contentType,
            contentLabel: decision.contentLabel,
            reason: decision.reason,
            explanation,
            canAppeal: decision.ownerAccountId !== null,
          },
        },
        decision.ownerAccountId,
        at,
      )
    : null;
  return { decision, email };
}

/** The owner's email of an appeal's outcome, as a transaction item (null when the owner is gone). */
export async function appealOutcomeItem(
  decision: Decision,
  outcome: 'upheld' | 'reversed',
  notes: string,
  at: Date,
): Promise<TransactItem | null> {
  const to = await ownerAddress(decision);
  if (!to) return null;
  return emailItem(
    {
      type: 'appeal-outcome-email',
      payload: { to, contentType: decision.contentType, contentLabel: decision.contentLabel, outcome, notes },
    },
    decision.ownerAccountId,
    at,
  );
}

/** A decision as its owner sees it. */
export const myDecisionView = (decision: Decision): MyDecision => ({
  id: decision.id,
  contentType: decision.contentType,
  contentLabel: decision.contentLabel,
  reason: decision.reason,
  explanation: decision.explanation,
  hiddenAt: decision.hiddenAt,
  stillHidden: decision.stillHidden,
  appeal: decision.appeal
    ? {
        text: decision.appeal.text,
        status: decision.appeal.status,
        createdAt: decision.appeal.createdAt,
        decidedAt: decision.appeal.decidedAt,
        outcomeNotes: decision.appeal.outcomeNotes,
      }
    : null,
  // Once, and only while there is something to appeal.
  canAppeal: decision.appeal === null && decision.stillHidden,
});

/** Appeals as the admin queue shows them, each owner named by first name only. */
export async function adminAppealViews(decisions: Decision[]): Promise<AdminAppeal[]> {
  const names = await Promise.all(
    decisions.map((d) => (d.ownerAccountId ? accountFirstName(d.ownerAccountId) : Promise.resolve(null))),
  );
  return decisions
    .filter((d) => d.appeal !== null)
    .map((d) => ({
      decisionId: d.id,
      contentType: d.contentType,
      contentId: d.contentId,
      contentLabel: d.contentLabel,
      reason: d.reason,
      explanation: d.explanation,
      hiddenAt: d.hiddenAt,
      hiddenByUserId: d.hiddenByUserId,
      reportId: d.reportId,
      ownerFirstName: names[decisions.indexOf(d)] ?? null,
      noShow: d.noShow,
      appeal: {
        text: d.appeal!.text,
        status: d.appeal!.status,
        createdAt: d.appeal!.createdAt,
        decidedAt: d.appeal!.decidedAt,
        outcomeNotes: d.appeal!.outcomeNotes,
      },
    }));
}

/**
 * Account → Moderation: what moderators hid of an account's content, why, and where each appeal
 * stands. Only its own decisions: they are found under the account.
 */
export async function myDecisions(accountId: string) {
  return { items: (await decisionsOf(accountId)).map(myDecisionView) };
}

/**
 * The appeals queue: open appeals (or decided ones), the latest first, each with the decision it is
 * about, and the count of open appeals.
 */
export async function appealsQueue(opts: Parameters<typeof listAppeals>[0]) {
  const [page, openCount] = await Promise.all([listAppeals(opts), openAppealCount()]);
  return { items: await adminAppealViews(page.items), nextCursor: page.nextCursor, openCount };
}

/** A no-show's dispute is refused unless the meeting's mark stands and the owner is the side marked. */
async function disputableNoShow(decision: Decision): Promise<void> {
  const interview = await getInterview(decision.contentId);
  const role: MeetingRole | null = !interview
    ? null
    : interview.posterId === decision.ownerAccountId
      ? 'poster'
      : interview.nannyUserId === decision.ownerAccountId
        ? 'nanny'
        : null;
  if (!interview || !role) throw notFound(MODERATION_TEXTS.notFound);
  const move = noShowDisputeMove(interview.noShow, role, decision.appeal !== null);
  if (!move.ok) throw move.kind === 'forbidden' ? forbidden(move.reason) : conflict(move.reason);
  if (!decision.stillHidden) throw conflict(NO_SHOW_DISPUTE_MESSAGES.overturned);
}

/**
 * A no-show overturned on a dispute: the mark struck on the meeting, and the side who recorded it told,
 * as transaction items (none when the meeting is gone or the mark is struck already).
 */
async function overturnNoShowWrites(decision: Decision, at: Date): Promise<TransactItem[]> {
  const interview = await getInterview(decision.contentId);
  if (!interview?.noShow || interview.noShow.overturnedAt) return [];
  const struck = {
    ...interview,
    version: interview.version + 1,
    updatedAt: at.toISOString(),
    noShow: { ...interview.noShow, overturnedAt: at.toISOString() },
  };
  const marked = decision.ownerAccountId;
  const role = interview.noShow.by === 'poster' ? 'nanny' : 'poster';
  return [
    strikeNoShowWrite(interview.id, at.toISOString()),
    ...interviewNotice(struck, interview.noShow.by, 'no-show-overturned', 'system', at).map(putOutboxEntry),
    // It no longer counts against them: taken off their record on the day it was counted.
    ...(marked
      ? meetingItems(
          { userId: marked, role, ...(role === 'nanny' ? { nannyId: interview.nannyId } : {}) },
          'missed',
          londonDay(new Date(interview.noShow.at)),
          -1,
          `${interview.id}#overturned`,
          at,
        )
      : []),
  ];
}

/**
 * Appeals a moderator's decision, once. Another account's decision is unknown here (404), whether or
 * not it exists; a second appeal is refused (409), also when two are sent at once: the write holds only
 * while the decision has none. A decision whose content shows again has nothing left to appeal.
 */
export async function appealDecision(accountId: string, decisionId: string, text: string, log: Logger) {
  const decision = await getDecision(decisionId);
  if (!decision || decision.ownerAccountId !== accountId) throw notFound(MODERATION_TEXTS.notFound);
  if (decision.appeal) throw conflict(MODERATION_TEXTS.appealOnce);
  if (decision.contentType === 'no_show') await disputableNoShow(decision);
  else if (!decision.stillHidden) throw conflict('This content is shown again: there is nothing to appeal.');
  const outcome = await appeal(decision.id, accountId, plainProse(text), new Date().toISOString());
  if (outcome === 'taken') throw conflict(MODERATION_TEXTS.appealOnce);
  if (outcome === 'not-yours') throw notFound(MODERATION_TEXTS.notFound);
  log.info('decision appealed', { decisionId: decision.id, contentType: decision.contentType });
  return myDecisionView((await getDecision(decision.id))!);
}

/**
 * A moderator decides an appeal: upheld, the content stays hidden; reversed, it shows again in the same
 * transaction. The owner is emailed the outcome and the moderator's notes either way. An appeal is
 * decided once (409 after). Both moderators are recorded: who hid the content and who decided the
 * appeal.
 */
export async function decideAnAppeal(
  moderatorId: string,
  decisionId: string,
  input: { outcome: AppealOutcome; notes: string },
  log: Logger,
) {
  const decision = await getDecision(decisionId);
  if (!decision?.appeal) throw notFound(MODERATION_TEXTS.notFound);
  if (decision.appeal.status !== 'open') throw conflict(MODERATION_TEXTS.alreadyDecided);
  const notes = plainProse(input.notes);
  const now = new Date();
  const email = await appealOutcomeItem(decision, input.outcome, notes, now);
  let outcome: Awaited<ReturnType<typeof decideAppeal>> = 'content-gone';
  // Showing a review again also counts it in her rating, written only while that is as read: a change
  // meanwhile sends the decision round again with the content read afresh.
  for (let attempt = 0; attempt < 3 && outcome === 'content-gone'; attempt++) {
    const extraWrites: TransactItem[] = [];
    if (input.outcome === 'reversed' && decision.contentType === 'no_show') {
      extraWrites.push(...(await overturnNoShowWrites(decision, now)));
    } else if (input.outcome === 'reversed' && decision.stillHidden) {
      // Content deleted since it was hidden has nothing to show again; the appeal is still decided.
      const content = await moderatedContent(decision.contentType, decision.contentId);
      if (content?.hidden) extraWrites.push(...content.visibilityWrite(false));
    }
    if (email) extraWrites.push(email);
    outcome = await decideAppeal(decision, input.outcome, notes, moderatorId, now.toISOString(), extraWrites);
  }
  if (outcome === 'already') throw conflict(MODERATION_TEXTS.alreadyDecided);
  if (outcome === 'content-gone') throw conflict(REPORT_MESSAGES.unknownContent);
  log.info('appeal decided', {
    decisionId: decision.id,
    outcome: input.outcome,
    sameModerator: decision.hiddenByUserId === moderatorId,
  });
  const [view] = await adminAppealViews([(await getDecision(decision.id))!]);
  return view!;
}
