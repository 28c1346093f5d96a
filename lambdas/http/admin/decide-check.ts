import { routes } from '../../contract/routes.ts';
import { httpHandler } from '../handler.ts';
import { decideCheck } from '../../services/verification.ts';

/** A moderator records or refuses a waiting check (services/verification.ts decideCheck). */
export const handler = httpHandler(routes.adminDecideCheck, ({ principal, params, body, log }) =>
  decideCheck(principal.id, params.nannyId, params.requestId, body, log),
);
