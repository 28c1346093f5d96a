import { interviewsFeed } from '../../contract/routes/interviews.ts';
import { httpHandler, textReply } from '../../platform/http.ts';
import { calendarFeed as feedOf } from '../../services/interview-invites.ts';
import { ICS_CONTENT_TYPE } from '../../domain/calendar-invite.ts';

/** The private calendar feed of an account's interviews and trials, at its signed, revocable address. */
export const handler = httpHandler(interviewsFeed, async ({ params }) =>
  textReply(200, await feedOf(params.token), ICS_CONTENT_TYPE),
);
