import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import {
  getOutboxMessage,
  isOutboxInsert,
  outboxIdOf,
  recordDelivery,
  type OutboxEntry,
} from '../data/outbox.ts';
import { wantsEmail } from '../data/email-settings.ts';
import type { EmailSetting } from '../contract/hiring-constants.ts';
import { STILL_HIRING_PURPOSE, stillHiringValue } from '../domain/jobs.ts';
import {
  applicationCopyEmail,
  applicationEmail,
  applicationUpdateEmail,
  jobEndingEmail,
  stillHiringPath,
  type EmailText,
  jobPostedEmail,
  paymentFailedEmail,
  receiptEmail,
  subscriptionPaymentFailedEmail,
  trialEndingEmail,
  welcomeEmail,
  exportReadyEmail,
  moderationDecisionEmail,
  appealOutcomeEmail,
  guestMessageEmail,
  messageEmail,
  complaintReceivedEmail,
  complaintResponseEmail,
  offerEmail,
  type ComplaintRecipient,
  type OutboxEvent,
  type OutboxPayloads,
  type OutboxType,
} from '../domain/emails.ts';
import {
  ALERT_STOP_PURPOSE,
  jobAlertDigestEmail,
  jobAlertEmail,
  stopToken,
  stopValue,
} from '../domain/job-alerts.ts';
import { alertStopPath } from '../contract/alerts.ts';
import { getAlert } from '../data/job-alerts.ts';
import { refereeRequestEmail, verificationDecisionEmail } from '../domain/verification-emails.ts';
import { referenceLink, referenceToken } from '../services/reference-link.ts';
import { sendEmail } from '../platform/email.ts';
import { emailStopHeaders } from '../services/email-stop-link.ts';
import { sign } from '../platform/signing.ts';
import { closeAgencyJobs, closeOpenApplications } from '../services/hiring.ts';
import { env } from '../platform/env.ts';
import { getConversation, sideOfAccount } from '../data/conversations.ts';
import { poolAccount } from '../services/accounts.ts';
import { guestLink, guestToken } from '../services/guest-link.ts';
import { createLogger } from '../platform/log.ts';
import { deleteFiles } from '../data/files.ts';
import { parseUploadKey } from '../contract/upload-keys.ts';
import { carriesInvite, interviewEmail, invitedMeetingOf } from '../domain/interview-emails.ts';
import { inviteAttachment } from '../services/interview-invites.ts';
import { getInterview } from '../data/interviews.ts';
import { refreshSummary } from '../services/responsiveness.ts';
import { readsNudgeEmail, replyNudgeEmail } from '../domain/nudge-emails.ts';
import { shareEmail } from '../domain/share-emails.ts';

/**
 * Delivers the outbox (data/outbox.ts), emails and the work state changes leave to it: the table's stream
 * hands over each new outbox item, on AWS through the function's event source mapping and in the local cloud
 * through its stream poller (local/streams.ts), and each is sent by its type's dispatcher below.
 *
 * At least once, deduplicated by outbox id. A message is sent unless its delivery is already
 * recorded, and recorded (a conditional write on the item) as soon as it was sent. A record that
 * fails is reported back as the batch's first failure: the stream hands it over again, with those
 * after it, until it goes through or is dead-lettered; those before it are done and never repeated.
 * A redelivered record whose message went out is skipped by the record on the item.
 *
 * The window left is a crash between SES accepting an email and the delivery being recorded, a few
 * milliseconds: the function killed there (a timeout, the runtime dying) sends that one email again
 * on the retry. SES takes no idempotency key, so no order of the two steps closes it; recording
 * first would instead lose the email for good, which is worse than a rare second copy.
 */

const log = createLogger({ function: 'outbox' });
const site = () => env().SITE_ORIGIN ?? '';

type Dispatcher<T extends OutboxType> = (payload: OutboxPayloads[T]) => Promise<void>;
/** What the deliverer sends: every type but the events other functions read (OUTBOX_EVENTS). */
type Delivered = Exclude<OutboxType, OutboxEvent>;

/**
 * An alert's email, to her account's address at the time of sending, with its one-click stop link
 * signed as it is sent (never stored). Not sent when the alert was stopped or deleted meanwhile.
 */
async function sendAlertEmail(
  alert: { recipientId: string; alertId: string },
  text: (stopLink: string) => { subject: string; text: string },
) {
  if (!(await getAlert(alert.recipientId, alert.alertId))) {
    log.info('alert email not sent: the alert was stopped', { alertId: alert.alertId });
    return;
  }
  const account = await poolAccount(alert.recipientId);
  if (!account?.email) return;
  const signature = await sign(ALERT_STOP_PURPOSE, stopValue(alert.recipientId, alert.alertId));
  const link = `${site()}${alertStopPath(stopToken(alert.recipientId, alert.alertId, signature))}`;
  const headers = await emailStopHeaders({
    kind: 'alert',
    accountId: alert.recipientId,
    alertId: alert.alertId,
  });
  await sendEmail({ to: account.email, ...text(link), headers });
}

/**
 * Sends an email its recipient may have turned off, unless they have (older messages name no account),
 * with the one-click headers that turn that setting off for that account (RFC 8058; none when the
 * message names no account).
 */
async function sendIfWanted(recipientId: string | undefined, setting: EmailSetting, email: EmailText) {
  if (!(await wantsEmail(recipientId ?? null, setting))) {
    log.info('email not sent: turned off by its recipient', { setting });
    return;
  }
  const headers = recipientId ? await emailStopHeaders({ kind: setting, accountId: recipientId }) : [];
  await sendEmail({ ...email, headers });
}

/**
 * A reminder to an account (the nudges, scheduled/nudges.ts): unless its recipient turned it off, to the
 * account's address at the time of sending (none when the account is gone), with the one-click headers
 * that turn that setting off.
 */
async function sendReminderIfWanted(
  recipientId: string,
  setting: EmailSetting,
  email: (to: string) => EmailText,
) {
  if (!(await wantsEmail(recipientId, setting))) {
    log.info('email not sent: turned off by its recipient', { setting });
    return;
  }
  const account = await poolAccount(recipientId);
  if (!account?.email) return log.info('reminder not sent: the account is gone', { setting });
  const headers = await emailStopHeaders({ kind: setting, accountId: recipientId });
  await sendEmail({ ...email(account.email), headers });
}

/**
 * The files an evidence deletion may delete: that nanny's evidence files, each spelt as such. Anything
 * else is left (and said), as the deliverer's grant would refuse it anyway.
 */
function evidenceKeysOf(work: { nannyId: string; keys: readonly string[] }): string[] {
  return work.keys.filter((key) => {
    const parsed = parseUploadKey(key);
    return (
      parsed?.stage === 'files' &&
      parsed.purpose === 'nanny-evidence' &&
      parsed.owner.kind === 'nannies' &&
      parsed.owner.nannyId === work.nannyId
    );
  });
}

/**
 * The address a complaint's email goes to: a visitor's own, or the account's at the time of sending
 * (null when the account is gone: nothing is sent then).
 */
async function complainantAddress(recipient: ComplaintRecipient): Promise<string | null> {
  if (recipient.to) return recipient.to;
  return recipient.recipientId ? ((await poolAccount(recipient.recipientId))?.email ?? null) : null;
}

/** One dispatcher per message type: what delivering it means. */
const dispatchers: { [T in Delivered]: Dispatcher<T> } = {
  'job-alert-email': (alert) => sendAlertEmail(alert, (link) => jobAlertEmail(alert, site(), link)),
  'job-alert-digest-email': (digest) =>
    sendAlertEmail(digest, (link) => jobAlertDigestEmail(digest, site(), link)),
  'receipt-email': (receipt) => sendEmail(receiptEmail(receipt, site())),
  'payment-failed-email': (failed) => sendEmail(paymentFailedEmail(failed, site())),
  'job-posted-email': (posted) => sendEmail(jobPostedEmail(posted, site())),
  // The newsletter's welcome: its one-click headers unsubscribe the address, as its own link does.
  'welcome-email': async (welcome) =>
    sendEmail({
      ...welcomeEmail(welcome, site()),
      headers: await emailStopHeaders({ kind: 'newsletter', email: welcome.to }),
    }),
  'export-ready-email': (ready) => sendEmail(exportReadyEmail(ready, site())),
  'trial-ending-email': (reminder) => sendEmail(trialEndingEmail(reminder, site())),
  'subscription-payment-failed-email': (notice) => sendEmail(subscriptionPaymentFailedEmail(notice, site())),
  // What a moderator hid and why, and an appeal's outcome: the owner is always told.
  'moderation-decision-email': (decision) => sendEmail(moderationDecisionEmail(decision, site())),
  'appeal-outcome-email': (outcome) => sendEmail(appealOutcomeEmail(outcome, site())),
  // The CV stays in the product: the email links to the applicant, where it is read through a short-lived link.
  'application-email': (application) =>
    sendIfWanted(application.recipientId, 'newApplication', applicationEmail(application, site())),
  'application-copy-email': (copy) =>
    sendIfWanted(copy.recipientId, 'applicationCopy', applicationCopyEmail(copy, site())),
  'application-update-email': (update) =>
    sendIfWanted(update.recipientId, 'applicationUpdates', applicationUpdateEmail(update, site())),
  // The link is signed as it is sent, so no signature is ever stored in the table.
  'job-ending-email': async (ending) => {
    const signature = await sign(STILL_HIRING_PURPOSE, stillHiringValue(ending.jobId, ending.liveUntil));
    const link = stillHiringPath(ending.jobId, ending.liveUntil, signature);
    await sendIfWanted(ending.recipientId, 'jobReminders', jobEndingEmail(ending, site(), link));
  },
  // A new message: skipped when its recipient turned these emails off or read it meanwhile. The
  // address is the account's at the time of sending, never one stored with the message.
  'message-email': async (notice) => {
    if (!(await wantsEmail(notice.recipientId, 'messages'))) {
      log.info('email not sent: turned off by its recipient', { setting: 'messages' });
      return;
    }
    const conversation = await getConversation(notice.conversationId, true);
    const side = conversation ? sideOfAccount(conversation, notice.recipientId) : null;
    if (!conversation || !side || conversation[side].readSeq >= notice.seq) {
      log.info('message email not sent: read already, or the conversation is gone', {
        conversationId: notice.conversationId,
      });
      return;
    }
    const account = await poolAccount(notice.recipientId);
    if (!account?.email) return;
    const headers = await emailStopHeaders({ kind: 'messages', accountId: notice.recipientId });
    await sendEmail({ ...messageEmail({ ...notice, to: account.email }, site()), headers });
  },
  // Each of a visitor's emails carries a fresh link, signed as it is sent (never stored). No one-click
  // headers yet: a stop of its own kind would add them (contract/email-stop-constants.ts).
  'guest-message-email': async (notice) => {
    const link = guestLink(await guestToken(notice.conversationId));
    await sendEmail(guestMessageEmail(notice, link));
  },
  // A referee's link is signed as it is sent, so no signature is ever stored in the table.
  'referee-request-email': async (request) => {
    const token = await referenceToken(request.nannyId, request.refereeId, request.invitedAt);
    await sendEmail(refereeRequestEmail(request, referenceLink(token)));
  },
  // What became of her checks: always sent, to her account's address at the time of sending.
  'verification-decision-email': async (decision) => {
    const account = await poolAccount(decision.recipientId);
    if (!account?.email) return;
    await sendEmail(verificationDecisionEmail({ ...decision, to: account.email }, site()));
  },
  // A complaint's acknowledgement and each response: always sent, as the law asks (DPA 2018 s.164A).
  'complaint-received-email': async (received) => {
    const to = await complainantAddress(received);
    if (!to)
      return log.info('complaint email not sent: the account is gone', { reference: received.reference });
    await sendEmail(complaintReceivedEmail({ ...received, to }, site(), Boolean(received.recipientId)));
  },
  'complaint-response-email': async (response) => {
    const to = await complainantAddress(response);
    if (!to)
      return log.info('complaint email not sent: the account is gone', { reference: response.reference });
    await sendEmail(complaintResponseEmail({ ...response, to }));
  },
  // An offer's news: always sent, to the account's address at the time of sending.
  'offer-email': async (notice) => {
    const account = await poolAccount(notice.recipientId);
    if (!account?.email)
      return log.info('offer email not sent: the account is gone', {
        jobId: notice.jobId,
        kind: notice.kind,
      });
    await sendEmail(offerEmail(notice, account.email, site()));
  },
  // An interview's or a trial's news: always sent (an agreed meeting is not news one turns off), to the
  // account's address at the time of sending, with the calendar invite when it confirms, moves or
  // cancels one. A reminder for a meeting moved or cancelled meanwhile is not sent.
  'interview-email': async (notice) => {
    const account = await poolAccount(notice.recipientId);
    if (!account?.email)
      return log.info('interview email not sent: the account is gone', { interviewId: notice.meeting.id });
    if (notice.kind === 'reminder') {
      const now = await getInterview(notice.meeting.id);
      if (!now || now.status !== 'confirmed' || now.startAt !== notice.meeting.startAt)
        return log.info('reminder not sent: the meeting moved', { interviewId: notice.meeting.id });
    }
    const email = interviewEmail(notice, account.email, site());
    const name = notice.to === 'poster' ? notice.meeting.posterLabel : notice.meeting.nannyFirstName;
    const invite = carriesInvite(notice)
      ? inviteAttachment(invitedMeetingOf(notice), notice.to, {
          name: name || account.email,
          email: account.email,
        })
      : null;
    await sendEmail({ ...email, ...(invite ? { attachments: [invite] } : {}) });
  },
  // The nudges: a poster's applications unread 3 days, a nanny's conversation unanswered 2 days.
  'reads-nudge-email': (nudge) =>
    sendReminderIfWanted(nudge.recipientId, 'unreadApplications', (to) => readsNudgeEmail(nudge, to, site())),
  'reply-nudge-email': (nudge) =>
    sendReminderIfWanted(nudge.recipientId, 'unansweredMessages', (to) => replyNudgeEmail(nudge, to, site())),
  // A nanny share's news, to the family at its address now; a family gone by then is not written to.
  'share-email': async (notice) => {
    const account = await poolAccount(notice.recipientId);
    if (!account?.email)
      return log.info('share email not sent: the account is gone', {
        shareId: notice.shareId,
        kind: notice.kind,
      });
    await sendEmail(shareEmail(notice, account.email, site()));
  },
  'job-closed': async (work) => {
    const closed = await closeOpenApplications(work);
    log.info('applications of a closed job closed', { jobId: work.jobId, round: work.round, closed });
  },
  // A decided check's document: deleting a key that is gone already succeeds, so a redelivery is harmless.
  'evidence-delete': async (work) => {
    const keys = evidenceKeysOf(work);
    if (keys.length < work.keys.length)
      log.warn('evidence deletion names files that are not her evidence', { requestId: work.requestId });
    if (keys.length) await deleteFiles(keys);
    log.info('decided evidence deleted', { requestId: work.requestId, files: keys.length });
  },
  // Reads the record as it is now, so a repeat or a late delivery writes the latest summary.
  'responses-changed': async (work) => {
    const summary = await refreshSummary(work.accountId);
    log.info('responsiveness summary written', { accountId: work.accountId, written: summary !== null });
  },
  'agency-jobs-closed': async (work) => {
    const closed = await closeAgencyJobs(work);
    log.info('jobs of an ended subscription closed', { agencyId: work.agencyId, round: work.round, closed });
  },
};

async function dispatch({ message }: OutboxEntry): Promise<void> {
  const deliver = (dispatchers as Partial<Record<OutboxType, Dispatcher<OutboxType>>>)[message.type];
  // A type this code does not know (written by a newer version): fail, so it is retried or dead-lettered.
  if (!deliver) throw new Error(`No dispatcher for outbox messages of type ${message.type}`);
  await deliver(message.payload);
}

/** Delivers one outbox message, unless its delivery is recorded already. */
async function deliver(id: string): Promise<void> {
  const stored = await getOutboxMessage(id);
  if (!stored) {
    // Outbox items outlive the stream's 24 hours by a month: only a deliberate delete gets here.
    log.warn('outbox message gone before delivery', { id });
    return;
  }
  const { entry, deliveredAt } = stored;
  if (deliveredAt) {
    log.info('outbox message delivered before', { id, type: entry.message.type, deliveredAt });
    return;
  }
  await dispatch(entry);
  const recorded = await recordDelivery(id);
  // Two deliveries at once are not expected (one batch per shard at a time): say so if it happens.
  if (recorded === 'already') log.warn('outbox message delivered twice', { id, type: entry.message.type });
  else log.info('outbox message delivered', { id, type: entry.message.type });
}

export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  for (const record of event.Records) {
    const pk = record.dynamodb?.Keys?.pk?.S;
    if (!isOutboxInsert(record) || !pk) continue;
    const id = outboxIdOf(pk);
    try {
      await deliver(id);
    } catch (error) {
      const sequenceNumber = record.dynamodb?.SequenceNumber ?? '';
      log.error('outbox delivery failed', { id, sequenceNumber, error });
      // This record and the ones after it come again; the ones before are done.
      return { batchItemFailures: [{ itemIdentifier: sequenceNumber }] };
    }
  }
  return { batchItemFailures: [] };
}
