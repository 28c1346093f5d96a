import { interviewsMine } from '../../contract/routes/interviews.ts';
import { httpHandler } from '../../platform/http.ts';
import { myInterviews } from '../../services/interviews.ts';

/** The caller's interviews and trials, upcoming and past, with their private calendar address. */
export const handler = httpHandler(interviewsMine, async ({ principal }) => myInterviews(principal));
