import { interviewsRevokeFeed } from '../../contract/routes/interviews.ts';
import { httpHandler } from '../handler.ts';
import { revokeFeed } from '../../services/calendar-feed.ts';

/** A new private calendar address for the caller: the old one answers 404 from now on. */
export const handler = httpHandler(interviewsRevokeFeed, async ({ principal }) => revokeFeed(principal.id));
