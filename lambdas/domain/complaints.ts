/**
 * The rules of a complaint about how we use personal data (contract/complaints-constants.ts says why we
 * take them): its reference, the day we aim to respond by, its age and urgency in the admin queue, and
 * what a response may do to it. Pure: time and randomness are parameters.
 */
import {
  COMPLAINT_LIMITS,
  COMPLAINT_REFERENCE_ALPHABET,
  COMPLAINT_REFERENCE_LENGTH,
  DUE_SOON_DAYS,
  RESPONSE_AIM_DAYS,
  type ComplaintStatus,
} from '../contract/complaints-constants.ts';
import type { ComplaintUrgency } from '../contract/complaints.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * A reference from random bytes (one per character): each byte picks a character of the alphabet. The
 * alphabet has 32 characters, so every byte maps evenly (256 is a multiple of 32).
 */
export function complaintReference(bytes: Uint8Array): string {
  if (bytes.length < COMPLAINT_REFERENCE_LENGTH)
    throw new Error(`A reference needs ${COMPLAINT_REFERENCE_LENGTH} random bytes`);
  let reference = '';
  for (let i = 0; i < COMPLAINT_REFERENCE_LENGTH; i++)
    reference += COMPLAINT_REFERENCE_ALPHABET[bytes[i]! % COMPLAINT_REFERENCE_ALPHABET.length];
  return reference;
}

/** The day we aim to respond by: RESPONSE_AIM_DAYS after the complaint was received. */
export const respondByOf = (receivedAt: string) =>
  new Date(Date.parse(receivedAt) + RESPONSE_AIM_DAYS * DAY_MS).toISOString();

/** Whole days since the complaint was received (0 on its first day). */
export const complaintAgeDays = (receivedAt: string, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - Date.parse(receivedAt)) / DAY_MS));

/**
 * How urgent a complaint is in the queue: only one without any response yet is, from DUE_SOON_DAYS
 * ('due-soon', a week or less left) and from RESPONSE_AIM_DAYS ('overdue'). A complaint we have written
 * to, or resolved, is not flagged.
 */
export function complaintUrgency(
  complaint: { status: ComplaintStatus; createdAt: string },
  now: Date,
): ComplaintUrgency | null {
  if (complaint.status !== 'open') return null;
  const age = complaintAgeDays(complaint.createdAt, now);
  if (age >= RESPONSE_AIM_DAYS) return 'overdue';
  if (age >= DUE_SOON_DAYS) return 'due-soon';
  return null;
}

/**
 * What a response does to a complaint: it moves an open one to responded, or to resolved with the
 * outcome; a resolved complaint takes nothing more, nor one that holds COMPLAINT_LIMITS.responsesMax.
 */
export function afterResponse(
  complaint: { status: ComplaintStatus; responses: number },
  resolve: boolean,
): { status: ComplaintStatus } | { refused: 'resolved' | 'too-many' } {
  if (complaint.status === 'resolved') return { refused: 'resolved' };
  if (complaint.responses >= COMPLAINT_LIMITS.responsesMax) return { refused: 'too-many' };
  return { status: resolve ? 'resolved' : 'responded' };
}
