import { sharesAccept } from '../../contract/routes/shares.ts';
import { httpHandler } from '../handler.ts';
import { acceptProposal } from '../../services/shares.ts';

/** The first family accepts a proposal: the share has its two families, and the others are declined. */
export const handler = httpHandler(sharesAccept, async ({ principal, params, log }) =>
  acceptProposal(principal, params.shareId, params.familyId, log),
);
