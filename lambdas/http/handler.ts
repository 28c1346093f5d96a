/**
 * The route handlers' wrapper: the platform's middleware stack (platform/http.ts) with this product's
 * gate for signed-in writes (services/account-gate.ts), so every route admits a write by the server's
 * record of the account and no handler can forget to.
 */
import {
  httpHandler as stack,
  type ApiHandler,
  type HandlerAnswer,
  type RequestCtx,
  type RouteContract,
} from '../platform/http.ts';
import { admitWriter } from '../services/account-gate.ts';

export { reply, requestHeader, textReply, type RequestCtx } from '../platform/http.ts';

export const httpHandler = <R extends RouteContract>(
  route: R,
  fn: (ctx: RequestCtx<R>) => Promise<HandlerAnswer<R>>,
): ApiHandler => stack(route, fn, { admitWriter });
