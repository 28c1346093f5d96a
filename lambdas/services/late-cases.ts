/**
 * Late cases for responsiveness (contract/responsiveness-constants.ts): an application left unopened,
 * or a conversation's first message left unanswered, for RESPONSIVENESS_LATE_DAYS counts then as
 * "more than a week" in the record of the side that left it. The nudges' sweep (scheduled/nudges.ts)
 * calls these at that time, after the transaction that took the case's nudge.
 *
 * Each is its own transaction: the case marked counted on the application or conversation, on the
 * condition that it is still unopened or unanswered and not counted, with its count. The opening or
 * answer is held to the same mark (data/applications.ts, data/conversations.ts), so whichever comes
 * first counts the case, once.
 */
import { LATE_CASE_BAND } from '../domain/responsiveness.ts';
import { applicationKey, type Application } from '../data/applications.ts';
import { conversationKeys, type StoredConversation } from '../data/conversation-keys.ts';
import { firstAnswer, otherSideName } from '../data/conversations.ts';
import { caseItems } from '../data/response-records.ts';
import { transact } from '../data/table/transact.ts';

/** An application its poster has not opened 7 days after it was sent: counted against the poster. */
export async function countLateRead(application: Application, now: Date): Promise<boolean> {
  if (!application.posterId || application.lateReadCounted) return false;
  const outcome = await transact({
    application: {
      Update: {
        Key: applicationKey(application.jobId, application.nannyId),
        UpdateExpression: 'SET lateReadCounted = :yes',
        // Older applications were stored as 'pending', which reads as new.
        ConditionExpression: '#status IN (:new, :pending) AND attribute_not_exists(lateReadCounted)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':yes': true, ':new': 'new', ':pending': 'pending' },
      },
    },
    count: caseItems(
      { userId: application.posterId, role: 'poster' },
      'reads',
      application.createdAt,
      now,
      application.id,
      LATE_CASE_BAND,
    ),
  });
  return outcome.done;
}

/**
 * A conversation's first message, between a nanny and a family or an agency, the other side has not
 * answered 7 days after it was sent: counted against that side.
 */
export async function countLateReply(conversation: StoredConversation, now: Date): Promise<boolean> {
  if (!conversation.opener) return false;
  const who = firstAnswer(conversation, otherSideName(conversation.opener));
  if (!who) return false;
  const outcome = await transact({
    conversation: {
      Update: {
        Key: conversationKeys.conversation(conversation.id),
        UpdateExpression: 'SET lateReplyCounted = :yes',
        ConditionExpression: 'attribute_not_exists(answeredAt) AND attribute_not_exists(lateReplyCounted)',
        ExpressionAttributeValues: { ':yes': true },
      },
    },
    count: caseItems(who, 'replies', conversation.createdAt, now, conversation.id, LATE_CASE_BAND),
  });
  return outcome.done;
}
