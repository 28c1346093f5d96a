import { verificationWithdrawReferee } from '../../contract/routes/verification.ts';
import { httpHandler } from '../handler.ts';
import { withdrawOwnReferee } from '../../services/verification.ts';

/**
 * Withdraws a referee: the link stops working, an answer leaves the moderators' queue, a confirmed
 * reference stops counting towards her level, the referee's place is free for another, and the
 * referee's name, address and answer expire 30 days later (domain/referees.ts). Another nanny's
 * referee is unknown here (404).
 */
export const handler = httpHandler(verificationWithdrawReferee, async ({ principal, params, log }) =>
  withdrawOwnReferee(principal, params.refereeId, log),
);
