import { sharesDecline } from '../../contract/routes/shares.ts';
import { httpHandler } from '../handler.ts';
import { declineProposal } from '../../services/shares.ts';

/** The first family declines a proposal; the proposing family is told. */
export const handler = httpHandler(sharesDecline, async ({ principal, params, log }) =>
  declineProposal(principal, params.shareId, params.familyId, log),
);
