import { sharesGet } from '../../contract/routes/shares.ts';
import { httpHandler } from '../../platform/http.ts';
import { readShare } from '../../services/shares.ts';

/** A share: whole for its two families; its card and one's own proposal for another family. */
export const handler = httpHandler(sharesGet, async ({ principal, params }) =>
  readShare(principal, params.shareId),
);
