/**
 * Complaints in words, for the account's page and the admin queue. Pure, so unit tests (Node) load it.
 */
import {
  COMPLAINT_STATUS_LABELS,
  formatComplaintDay,
  RESPONSE_AIM_DAYS,
  type ComplaintStatus,
} from '@contract/complaints-constants.ts';
import type { ComplaintUrgency } from '@contract/complaints.ts';

/** A complaint's age as the queue says it: 'Received today', '1 day old', '12 days old'. */
export const ageLabel = (days: number) =>
  days <= 0 ? 'Received today' : `${days} ${days === 1 ? 'day' : 'days'} old`;

/** Why a complaint without a response is flagged, with the day we aim to respond by. */
export function urgencyLabel(urgency: ComplaintUrgency, respondBy: string): string {
  return urgency === 'overdue'
    ? `Overdue: no response within ${RESPONSE_AIM_DAYS} days (due ${formatComplaintDay(respondBy)})`
    : `Due soon: no response yet, due ${formatComplaintDay(respondBy)}`;
}

export const statusLabel = (status: ComplaintStatus) => COMPLAINT_STATUS_LABELS[status];

/** The queue's filter choices, in the order shown. */
export const COMPLAINT_FILTERS = [
  { value: 'open', label: 'Not yet resolved' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'all', label: 'All' },
] as const;
