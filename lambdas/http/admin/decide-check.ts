import { adminDecideCheck } from '../../contract/routes/admin.ts';
import { httpHandler } from '../handler.ts';
import { decideCheck } from '../../services/verification.ts';

/** A moderator records or refuses a waiting check (services/verification.ts decideCheck). */
export const handler = httpHandler(adminDecideCheck, ({ principal, params, body, log }) =>
  decideCheck(principal.id, params.nannyId, params.requestId, body, log),
);
