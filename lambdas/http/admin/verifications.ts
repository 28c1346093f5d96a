import { adminVerifications } from '../../contract/routes/admin.ts';
import { httpHandler } from '../../platform/http.ts';
import { verificationQueue } from '../../services/verification.ts';

/** The moderators' verification queue, oldest first: checks asked for and references answered. */
export const handler = httpHandler(adminVerifications, async ({ query }) =>
  verificationQueue(query.limit ?? 20, query.cursor),
);
