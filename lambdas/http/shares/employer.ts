import { sharesEmployer } from '../../contract/routes/shares.ts';
import { httpHandler } from '../handler.ts';
import { setEmployer } from '../../services/shares.ts';

/** A family gives its own name and address as the nanny's employer, for its written statement. */
export const handler = httpHandler(sharesEmployer, async ({ principal, params, body, log }) =>
  setEmployer(principal, params.shareId, body, log),
);
