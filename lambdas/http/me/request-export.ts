import { meRequestExport } from '../../contract/routes/me.ts';
import { httpHandler } from '../handler.ts';
import { requestExport } from '../../services/data-rights.ts';

/**
 * Asks for a copy of everything the product keeps about the caller. It is prepared in the background
 * (an email says when it is ready); while one is being prepared, asking again answers with that one.
 */
export const handler = httpHandler(meRequestExport, async ({ principal, log }) =>
  requestExport(principal, log),
);
