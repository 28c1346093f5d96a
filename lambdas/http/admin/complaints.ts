import { adminComplaints } from '../../contract/routes/admin.ts';
import { httpHandler } from '../../platform/http.ts';
import { complaintsQueue } from '../../services/complaints.ts';

const DEFAULT_PAGE = 20;

/**
 * The queue of complaints about how we use personal data: those not yet resolved (the default), the
 * resolved ones or all, newest first, each with its age in days and, while it has no response, how close
 * it is to the day we aim to respond by.
 */
export const handler = httpHandler(adminComplaints, async ({ query }) =>
  complaintsQueue({
    list: query.status ?? 'open',
    limit: query.limit ?? DEFAULT_PAGE,
    ...(query.cursor ? { cursor: query.cursor } : {}),
  }),
);
