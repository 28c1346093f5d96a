/** Complaints about how we use personal data: sending one, and the admin queue. */
import type { ComplaintCategory, ComplaintList } from '@contract/complaints-constants.ts';
import { call } from '@/api/client.ts';

/** POST /complaints: a visitor names the address we answer; a signed-in person's is their account's. */
export const sendComplaint = (body: {
  name?: string;
  email?: string;
  category: ComplaintCategory;
  details: string;
}) => call('complaintsCreate', { body });

/** GET /admin/complaints: a page of the queue (not yet resolved, resolved or all). */
export const readComplaintsQueue = (
  query: { status: ComplaintList; cursor: string | undefined; limit: number },
  signal?: AbortSignal,
) =>
  call('adminComplaints', {
    query: { status: query.status, cursor: query.cursor, limit: query.limit },
    ...(signal ? { signal } : {}),
  });

/** POST /admin/complaints/{reference}/responses: an update, or the outcome that resolves it. */
export const respondToComplaint = (reference: string, text: string, resolve: boolean) =>
  call('adminRespondComplaint', { params: { complaintId: reference }, body: { text, resolve } });
