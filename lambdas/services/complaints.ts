/**
 * Complaints about how the product uses personal data: sending one (anyone, signed in or not), and the
 * admin queue and its responses. Each write carries its outbox email in its own
 * transaction (data/complaints.ts), so an acknowledgement or a response is never lost nor sent for
 * nothing.
 */
import { randomBytes } from 'node:crypto';
import {
  COMPLAINT_LIMITS,
  COMPLAINT_TEXTS,
  type AdminComplaint,
  type ComplaintInput,
  type ComplaintList,
} from '../contract/complaints.ts';
import {
  addResponse,
  createComplaint,
  getComplaint,
  listComplaints,
  type Complaint,
} from '../data/complaints.ts';
import { outboxEntry, type OutboxEntry } from '../data/outbox.ts';
import { enforceRateLimits } from '../data/rate-limits.ts';
import {
  afterResponse,
  complaintAgeDays,
  complaintReference,
  complaintUrgency,
  respondByOf,
} from '../domain/complaints.ts';
import { conflict, invalid, notFound } from '../domain/errors.ts';
import type { ComplaintRecipient } from '../domain/emails.ts';
import { RATE_LIMITS } from '../domain/rate-limits.ts';
import { mailboxOf } from '../domain/mailbox.ts';
import { plainParagraphs, plainText } from '../domain/sanitise.ts';
import type { Principal } from '../platform/principal.ts';

/** Whom a complaint's emails go to: the account (its address of the day), or the visitor's address. */
const recipientOf = (complaint: Pick<Complaint, 'accountId' | 'email'>): ComplaintRecipient | null =>
  complaint.accountId
    ? { recipientId: complaint.accountId }
    : complaint.email
      ? { to: complaint.email }
      : null;

/** Fresh references until one is free: ten characters of 32 make a second try all but unheard of. */
const ATTEMPTS = 3;

/**
 * Files a complaint and puts its acknowledgement in the outbox, at once. A visitor must give an email; a
 * signed-in person's complaint is their account's (named by the account, answered at its address). The text
 * is kept plain; what is left of it after its markup goes must still say something. Checked before anything
 * is counted or written, then limited per address given and per source address.
 */
export async function fileComplaint(
  input: { principal: Principal | null; body: ComplaintInput; sourceIp: string },
  now = new Date(),
): Promise<{ reference: string; receivedAt: string; respondBy: string }> {
  const { principal, body } = input;
  const email = (principal ? principal.email : (body.email ?? '')).toLowerCase() || null;
  if (!principal && !email)
    throw invalid(COMPLAINT_TEXTS.emailRequired, { email: COMPLAINT_TEXTS.emailRequired });
  const details = plainParagraphs(body.details);
  if (details.length < COMPLAINT_LIMITS.detailsMin)
    throw invalid(COMPLAINT_TEXTS.detailsTooShort, { details: COMPLAINT_TEXTS.detailsTooShort });
  const name = plainText(body.name ?? '') || (principal ? plainText(principal.name) : '') || null;

  // Per mailbox (`ann+1@gmail.com` and `a.nn@gmail.com` are Ann's), per source network, and for
  // visitors all together: an acknowledgement goes to the address given.
  await enforceRateLimits(
    [
      [RATE_LIMITS.complaintsPerEmail, email ? mailboxOf(email) : principal!.id],
      [RATE_LIMITS.complaintsPerAddress, input.sourceIp],
      ...(principal ? [] : [[RATE_LIMITS.complaintsFromVisitors, 'all'] as const]),
    ],
    COMPLAINT_TEXTS.tooMany,
  );

  const receivedAt = now.toISOString();
  const respondBy = respondByOf(receivedAt);
  for (let attempt = 1; ; attempt++) {
    const complaint: Complaint = {
      id: complaintReference(randomBytes(16)),
      accountId: principal?.id ?? null,
      email,
      name: name ? name.slice(0, COMPLAINT_LIMITS.nameMax) : null,
      category: body.category,
      details,
      status: 'open',
      createdAt: receivedAt,
      respondBy,
      responses: [],
      lastResponseAt: null,
      resolvedAt: null,
      complainantDeleted: false,
    };
    const acknowledgement = outboxEntry(
      {
        type: 'complaint-received-email',
        payload: {
          ...recipientOf(complaint)!,
          reference: complaint.id,
          category: complaint.category,
          receivedAt,
          respondBy,
        },
      },
      complaint.accountId,
      now,
    );
    if ((await createComplaint(complaint, acknowledgement)) === 'created')
      return { reference: complaint.id, receivedAt, respondBy };
    if (attempt >= ATTEMPTS) throw new Error('No free complaint reference after several tries');
  }
}

/** A complaint as the admin queue shows it, with its age and urgency by `now`. */
export const adminComplaintView = (complaint: Complaint, now: Date): AdminComplaint => ({
  reference: complaint.id,
  category: complaint.category,
  details: complaint.details,
  status: complaint.status,
  createdAt: complaint.createdAt,
  respondBy: complaint.respondBy,
  ageDays: complaintAgeDays(complaint.createdAt, now),
  urgency: complaintUrgency(complaint, now),
  complainant: {
    name: complaint.name,
    email: complaint.email,
    account: complaint.accountId !== null,
    deleted: complaint.complainantDeleted,
  },
  responses: complaint.responses,
  resolvedAt: complaint.resolvedAt,
});

/** The admin queue: not yet resolved, resolved or all, newest first, each aged by `now`. */
export async function complaintsQueue(
  page: { list: ComplaintList; limit: number; cursor?: string },
  now = new Date(),
) {
  const found = await listComplaints(page);
  return { items: found.items.map((c) => adminComplaintView(c, now)), nextCursor: found.nextCursor };
}

/**
 * An admin's response to a complaint, emailed to its complainant in the same transaction (no email
 * when the complainant's account was deleted): an update that keeps it open, or the outcome that
 * resolves it. A resolved complaint takes nothing more (409), and a response written against a complaint
 * someone else answered meanwhile is refused (409) rather than sent twice.
 */
export async function respondToComplaint(
  input: { complaintId: string; adminId: string; text: string; resolve: boolean },
  now = new Date(),
): Promise<AdminComplaint> {
  const complaint = await getComplaint(input.complaintId);
  if (!complaint) throw notFound(COMPLAINT_TEXTS.notFound);
  const text = plainParagraphs(input.text);
  if (!text) throw invalid(COMPLAINT_TEXTS.responseRequired, { text: COMPLAINT_TEXTS.responseRequired });
  const next = afterResponse(
    { status: complaint.status, responses: complaint.responses.length },
    input.resolve,
  );
  if ('refused' in next)
    throw conflict(
      next.refused === 'resolved' ? COMPLAINT_TEXTS.alreadyResolved : COMPLAINT_TEXTS.tooManyResponses,
    );
  const at = now.toISOString();
  const recipient = recipientOf(complaint);
  const email: OutboxEntry | null = recipient
    ? outboxEntry(
        {
          type: 'complaint-response-email',
          payload: {
            ...recipient,
            reference: complaint.id,
            receivedAt: complaint.createdAt,
            text,
            resolved: next.status === 'resolved',
          },
        },
        complaint.accountId,
        now,
      )
    : null;
  const outcome = await addResponse(complaint, { text, at, byUserId: input.adminId }, next.status, email);
  if (outcome === 'changed') throw conflict(COMPLAINT_TEXTS.changed);
  return adminComplaintView((await getComplaint(complaint.id))!, now);
}
