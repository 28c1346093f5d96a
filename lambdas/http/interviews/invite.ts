import { interviewsInvite } from '../../contract/routes/interviews.ts';
import { httpHandler } from '../../platform/http.ts';
import { inviteDocument } from '../../services/interview-invites.ts';

/** A confirmed interview's or trial's calendar invite, to download. */
export const handler = httpHandler(interviewsInvite, async ({ principal, params }) =>
  inviteDocument(principal, params.interviewId),
);
