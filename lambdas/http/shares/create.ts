import { sharesCreate } from '../../contract/routes/shares.ts';
import { httpHandler } from '../handler.ts';
import { createShare } from '../../services/shares.ts';

/** A family starts a nanny share; a family with a share already is refused (409), nothing stored. */
export const handler = httpHandler(sharesCreate, async ({ principal, body, log }) =>
  createShare(principal, body, log),
);
