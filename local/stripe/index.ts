/**
 * A small stand-in for the Stripe API, spoken to by the real `stripe` SDK (pointed here by
 * STRIPE_API_BASE). It keeps customers, coupons, Checkout Sessions (payment and subscription mode),
 * subscriptions, invoices and billing portal configurations and sessions; serves the hosted checkout
 * page and the billing portal; and sends signed events to the app's webhook route. A person or a test
 * moves subscriptions through time, and settles bank debits started on the checkout page, with the
 * controls on its home page (`POST /control/...`).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Billing, CONTROL_ACTIONS, type ControlAction, isLive } from './billing.ts';
import { Events } from './events.ts';
import {
  StripeApiError,
  asObject,
  bool,
  invalid,
  missing,
  now,
  parseParams,
  prefersHtml,
  readBody,
  redirect,
  sendHtml,
  sendJson,
  str,
  stripeError,
} from './http.ts';
import {
  createCoupon,
  createCustomer,
  createPortalConfiguration,
  createPortalSession,
  createSession,
  sessionLineItems,
  updateCustomer,
  updatePortalConfiguration,
} from './objects.ts';
import { checkoutPage, confirmCancelPage, homePage, messagePage, portalPage } from './pages.ts';
import { Store } from './store.ts';
import type { Json, StripeEvent, StripeStandinOptions } from './types.ts';

export type { StripeStandinOptions } from './types.ts';

interface ApiRequest {
  params: Json;
  match: string[];
  url: URL;
}
interface ApiResult {
  body: unknown;
  /** Events the call caused: delivered after the answer, as Stripe does. */
  events?: StripeEvent[];
}
type ApiHandler = (request: ApiRequest) => ApiResult | Promise<ApiResult>;

/** A page of a Stripe list: newest first, `limit`, `starting_after`, `ending_before`. */
function listOf<T extends { id: string }>(items: T[], query: Json, url: string) {
  const limit = Math.min(100, Math.max(1, Number(query.limit ?? 10) || 10));
  let start = 0;
  let end = items.length;
  const after = str(query.starting_after);
  const before = str(query.ending_before);
  if (after) start = items.findIndex((item) => item.id === after) + 1;
  if (before)
    end = Math.max(
      0,
      items.findIndex((item) => item.id === before),
    );
  const page = before ? items.slice(Math.max(start, end - limit), end) : items.slice(start, start + limit);
  const hasMore = before ? end - limit > start : start + limit < end;
  return { object: 'list', url, has_more: hasMore, data: page };
}

const newestFirst = <T>(values: Iterable<T>) => [...values].reverse();

export async function startStripeStandin(options: StripeStandinOptions): Promise<http.Server> {
  const store = new Store(options.dataFile);
  const events = new Events(store, options);
  const billing = new Billing(store, events);
  let publicUrl = options.publicUrl ?? '';

  /** Deliveries go out one at a time, in the order they happened, whoever caused them. */
  let deliveries: Promise<void> = Promise.resolve();
  const deliver = (list: StripeEvent[]) => {
    deliveries = deliveries.then(() => events.deliver(list));
    return deliveries;
  };

  const find = <T>(map: Map<string, T>, id: string | undefined, kind: string, param = 'id'): T => {
    const found = id ? map.get(id) : undefined;
    if (!found) throw missing(kind, id ?? '', param);
    return found;
  };

  /** Replaces ids by their objects along each `expand[]` path, as Stripe does. */
  function expand(body: unknown, paths: string[]): unknown {
    if (paths.length === 0) return body;
    const out = structuredClone(body);
    const walk = (target: unknown, parts: string[]) => {
      if (!target || typeof target !== 'object' || parts.length === 0) return;
      const [head, ...rest] = parts as [string, ...string[]];
      const holder = target as Json;
      const resolve = (value: unknown) => {
        const found = typeof value === 'string' ? store.find(value) : undefined;
        return found ? structuredClone(found) : value;
      };
      const value = holder[head];
      if (Array.isArray(value)) {
        value.forEach((entry, i) => {
          value[i] = resolve(entry);
          walk(value[i], rest);
        });
      } else {
        holder[head] = resolve(value);
        walk(holder[head], rest);
      }
    };
    for (const path of paths) walk(out, path.split('.'));
    return out;
  }

  // --- the API, as the SDK calls it ---

  const routes: Array<[string, RegExp, ApiHandler]> = [
    ['POST', /^\/v1\/customers$/, ({ params }) => ({ body: createCustomer(store, params) })],
    [
      'GET',
      /^\/v1\/customers$/,
      ({ params }) => ({
        body: listOf(
          newestFirst(store.customers.values()).filter((c) => !params.email || c.email === params.email),
          params,
          '/v1/customers',
        ),
      }),
    ],
    [
      'GET',
      /^\/v1\/customers\/([^/]+)$/,
      ({ match }) => ({ body: find(store.customers, match[1], 'customer') }),
    ],
    [
      'POST',
      /^\/v1\/customers\/([^/]+)$/,
      ({ match, params }) => ({ body: updateCustomer(find(store.customers, match[1], 'customer'), params) }),
    ],
    ['POST', /^\/v1\/coupons$/, ({ params }) => ({ body: createCoupon(store, params) })],
    [
      'GET',
      /^\/v1\/coupons$/,
      ({ params }) => ({ body: listOf(newestFirst(store.coupons.values()), params, '/v1/coupons') }),
    ],
    ['GET', /^\/v1\/coupons\/([^/]+)$/, ({ match }) => ({ body: find(store.coupons, match[1], 'coupon') })],
    [
      'GET',
      /^\/v1\/products\/([^/]+)$/,
      ({ match }) => ({ body: find(store.products, match[1], 'product') }),
    ],
    ['GET', /^\/v1\/prices\/([^/]+)$/, ({ match }) => ({ body: find(store.prices, match[1], 'price') })],
    [
      'POST',
      /^\/v1\/checkout\/sessions$/,
      ({ params }) => ({ body: createSession(store, publicUrl, params).session }),
    ],
    [
      'GET',
      /^\/v1\/checkout\/sessions$/,
      ({ params }) => ({
        body: listOf(
          newestFirst(store.sessions.values()).filter(
            (s) =>
              (!params.customer || s.customer === params.customer) &&
              (!params.subscription || s.subscription === params.subscription),
          ),
          params,
          '/v1/checkout/sessions',
        ),
      }),
    ],
    [
      'GET',
      /^\/v1\/checkout\/sessions\/([^/]+)$/,
      ({ match }) => ({ body: find(store.sessions, match[1], 'checkout.session', 'session') }),
    ],
    [
      'POST',
      /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
      ({ match }) => {
        const session = find(store.sessions, match[1], 'checkout.session', 'session');
        if (session.status !== 'open')
          throw invalid(`Only Checkout Sessions with status 'open' can be expired.`, 'session');
        session.status = 'expired';
        return { events: [events.record('checkout.session.expired', session)], body: session };
      },
    ],
    [
      'GET',
      /^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/,
      ({ match, params }) => {
        const session = find(store.sessions, match[1], 'checkout.session', 'session');
        const items = sessionLineItems(session, store.checkoutPlans.get(session.id));
        return { body: listOf(items, params, `/v1/checkout/sessions/${session.id}/line_items`) };
      },
    ],
    [
      'GET',
      /^\/v1\/subscriptions$/,
      ({ params }) => {
        const status = str(params.status);
        const items = newestFirst(store.subscriptions.values()).filter(
          (s) =>
            (!params.customer || s.customer === params.customer) &&
            (status === 'all' || (status ? s.status === status : s.status !== 'canceled')),
        );
        return { body: listOf(items, params, '/v1/subscriptions') };
      },
    ],
    [
      'GET',
      /^\/v1\/subscriptions\/([^/]+)$/,
      ({ match }) => ({ body: find(store.subscriptions, match[1], 'subscription') }),
    ],
    [
      'POST',
      /^\/v1\/subscriptions\/([^/]+)$/,
      ({ match, params }) => {
        const sub = find(store.subscriptions, match[1], 'subscription');
        return { events: billing.update(sub, params), body: sub };
      },
    ],
    [
      'DELETE',
      /^\/v1\/subscriptions\/([^/]+)$/,
      ({ match, params }) => {
        const sub = find(store.subscriptions, match[1], 'subscription');
        if (sub.status === 'canceled') throw invalid(`Subscription ${sub.id} is already canceled.`, 'id');
        const details = asObject(params.cancellation_details);
        return {
          events: billing.cancelNow(sub, { comment: str(details.comment), feedback: str(details.feedback) }),
          body: sub,
        };
      },
    ],
    [
      'GET',
      /^\/v1\/invoices$/,
      ({ params }) => ({
        body: listOf(
          newestFirst(store.invoices.values()).filter(
            (i) =>
              (!params.customer || i.customer === params.customer) &&
              (!params.subscription || i.parent.subscription_details.subscription === params.subscription) &&
              (!params.status || i.status === params.status),
          ),
          params,
          '/v1/invoices',
        ),
      }),
    ],
    [
      'GET',
      /^\/v1\/invoices\/([^/]+)$/,
      ({ match }) => ({ body: find(store.invoices, match[1], 'invoice') }),
    ],
    [
      'GET',
      /^\/v1\/billing_portal\/configurations$/,
      ({ params }) => {
        const active = bool(params.active, 'active');
        const isDefault = bool(params.is_default, 'is_default');
        const items = newestFirst(store.portalConfigurations.values()).filter(
          (c) =>
            (active === null || c.active === active) && (isDefault === null || c.is_default === isDefault),
        );
        return { body: listOf(items, params, '/v1/billing_portal/configurations') };
      },
    ],
    [
      'POST',
      /^\/v1\/billing_portal\/configurations$/,
      ({ params }) => ({ body: createPortalConfiguration(store, params) }),
    ],
    [
      'GET',
      /^\/v1\/billing_portal\/configurations\/([^/]+)$/,
      ({ match }) => ({ body: find(store.portalConfigurations, match[1], 'billing_portal.configuration') }),
    ],
    [
      'POST',
      /^\/v1\/billing_portal\/configurations\/([^/]+)$/,
      ({ match, params }) => ({
        body: updatePortalConfiguration(
          find(store.portalConfigurations, match[1], 'billing_portal.configuration'),
          params,
        ),
      }),
    ],
    [
      'POST',
      /^\/v1\/billing_portal\/sessions$/,
      ({ params }) => ({ body: createPortalSession(store, publicUrl, params) }),
    ],
    ['GET', /^\/v1\/events$/, ({ params }) => ({ body: listOf(events.list(params), params, '/v1/events') })],
    [
      'GET',
      /^\/v1\/events\/([^/]+)$/,
      ({ match }) => {
        const event = store.events.find((e) => e.id === match[1]);
        if (!event) throw missing('event', match[1] ?? '', 'id');
        return { body: event };
      },
    ],
  ];

  async function api(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    if (req.headers.authorization !== `Bearer ${options.secretKey}`)
      throw new StripeApiError(401, 'Invalid API Key provided', undefined, 'invalid_request_error');
    const method = req.method ?? 'GET';
    const route = routes.find(([m, pattern]) => m === method && pattern.test(url.pathname));
    if (!route) throw new StripeApiError(404, `Unrecognized request URL (${method}: ${url.pathname}).`);
    const bodyText = method === 'POST' ? await readBody(req) : url.search.slice(1);
    const params = parseParams(bodyText);
    const key = req.headers['idempotency-key'];
    if (typeof key === 'string' && method !== 'GET') {
      const kept = store.idempotency.get(key);
      if (kept) {
        if (kept.method !== method || kept.path !== url.pathname || kept.body !== bodyText)
          throw new StripeApiError(
            400,
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            undefined,
            'idempotency_error',
          );
        return sendJson(res, kept.status, kept.response, {
          'idempotent-replayed': 'true',
          'idempotency-key': key,
        });
      }
    }
    const match = url.pathname.match(route[1])!.slice(0);
    const result = await route[2]({ params, match, url });
    const paths = Array.isArray(params.expand)
      ? params.expand.filter((p): p is string => typeof p === 'string')
      : [];
    const body = expand(result.body, paths);
    if (typeof key === 'string' && method !== 'GET')
      store.idempotency.set(key, {
        key,
        method,
        path: url.pathname,
        body: bodyText,
        status: 200,
        response: body,
        created: now(),
      });
    if (method !== 'GET') store.save();
    sendJson(res, 200, body, typeof key === 'string' ? { 'idempotency-key': key } : {});
    if (result.events?.length) void deliver(result.events);
  }

  // --- pages and controls ---

  const notify = (url: URL) => url.searchParams.get('notify') !== 'false';

  async function pages(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const method = req.method ?? 'GET';

    if (method === 'GET' && parts.length === 0)
      return sendHtml(
        res,
        200,
        homePage(store, (sub) => billing.failsPayments(sub)),
      );

    // The hosted checkout page.
    if (parts[0] === 'checkout' && parts[1]) {
      const session = store.sessions.get(parts[1]);
      if (!session) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        return res.end('No such checkout session');
      }
      if (method === 'GET' && parts.length === 2) return sendHtml(res, 200, checkoutPage(store, session));
      // Pay, or pay by bank debit: the session completes unpaid and its payment settles later, when the
      // succeed-payment or fail-payment control says so.
      if (method === 'POST' && (parts[2] === 'pay' || parts[2] === 'pay-later') && parts.length === 3) {
        const successUrl = session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);
        if (session.status === 'complete') return redirect(res, successUrl); // a second press of Pay
        if (session.status !== 'open')
          return sendHtml(
            res,
            409,
            messagePage('Checkout ended', `This checkout session is ${session.status}.`, {
              href: session.cancel_url,
              label: 'Back to Nanny Marketplace',
            }),
          );
        let sent: StripeEvent[];
        try {
          sent = billing.completeCheckout(session, { delayed: parts[2] === 'pay-later' });
        } catch (error) {
          if (!(error instanceof StripeApiError)) throw error;
          return sendHtml(
            res,
            error.status,
            messagePage('Payment not taken', error.message, {
              href: session.cancel_url,
              label: 'Back to Nanny Marketplace',
            }),
          );
        }
        store.save();
        // ?notify=false completes the payment without the webhook, as when Stripe's delivery is late.
        if (notify(url)) await deliver(sent);
        return redirect(res, successUrl);
      }
      if (method === 'POST' && parts[2] === 'cancel' && parts.length === 3)
        return redirect(res, session.cancel_url);
    }

    // The billing portal.
    if (parts[0] === 'portal' && parts[1]) {
      const portal = store.portalSessions.get(parts[1]);
      const configuration = portal ? store.portalConfigurations.get(portal.configuration) : undefined;
      if (!portal || !configuration)
        return sendHtml(
          res,
          404,
          messagePage(
            'Session not found',
            'This billing portal link is not valid. Open it again from Nanny Marketplace.',
            { href: '/', label: 'Stripe stand-in home' },
          ),
        );
      const home = `/portal/${portal.id}`;
      if (method === 'GET' && parts.length === 2)
        return sendHtml(res, 200, portalPage(store, portal, configuration));
      if (parts[2] === 'subscriptions' && parts[3] && parts.length === 5) {
        const sub = store.subscriptions.get(parts[3]);
        if (!sub || sub.customer !== portal.customer)
          return sendHtml(
            res,
            404,
            messagePage('Subscription not found', 'This subscription is not yours to manage here.', {
              href: home,
              label: 'Back to your subscription',
            }),
          );
        const cancel = configuration.features.subscription_cancel;
        if (parts[4] === 'cancel' && method === 'GET') {
          if (!cancel.enabled || sub.cancel_at_period_end || !isLive(sub)) return redirect(res, home);
          return sendHtml(res, 200, confirmCancelPage(store, portal, configuration, sub));
        }
        if (method === 'POST' && (parts[4] === 'cancel' || parts[4] === 'renew')) {
          if (parts[4] === 'cancel' && !cancel.enabled)
            return sendHtml(
              res,
              403,
              messagePage('Not allowed', 'Cancelling is not offered here.', {
                href: home,
                label: 'Back to your subscription',
              }),
            );
          let sent: StripeEvent[] = [];
          try {
            sent =
              parts[4] === 'renew'
                ? billing.undoCancel(sub)
                : cancel.mode === 'immediately'
                  ? billing.cancelNow(sub)
                  : billing.scheduleCancel(sub);
          } catch (error) {
            if (!(error instanceof StripeApiError)) throw error; // already ended: the page shows it
          }
          store.save();
          if (notify(url)) await deliver(sent);
          return redirect(res, home);
        }
      }
    }

    // Controls: time passing and cards failing, for tests and people.
    if (method === 'POST' && parts[0] === 'control') {
      const html = prefersHtml(req);
      const fail = (error: StripeApiError) =>
        html
          ? sendHtml(
              res,
              error.status,
              messagePage('Control refused', error.message, {
                href: '/',
                label: 'Back to the Stripe stand-in',
              }),
            )
          : sendJson(res, error.status, { error: { type: 'invalid_request_error', message: error.message } });
      try {
        let sent: StripeEvent[];
        let answer: Json;
        if (parts[1] === 'subscriptions' && parts.length === 4) {
          const sub = find(store.subscriptions, parts[2], 'subscription');
          const action = parts[3] as ControlAction;
          if (!CONTROL_ACTIONS.includes(action))
            throw invalid(`Unknown action '${parts[3]}'; use one of ${CONTROL_ACTIONS.join(', ')}.`);
          sent = billing.control(sub, action);
          answer = { subscription: sub, events: sent };
        } else if (parts[1] === 'checkout' && parts[3] === 'expire' && parts.length === 4) {
          const session = find(store.sessions, parts[2], 'checkout.session');
          if (session.status !== 'open')
            throw new StripeApiError(409, `Checkout session ${session.id} is ${session.status}.`);
          session.status = 'expired';
          sent = [events.record('checkout.session.expired', session)];
          answer = { session, events: sent };
        } else if (
          parts[1] === 'checkout' &&
          (parts[3] === 'succeed-payment' || parts[3] === 'fail-payment') &&
          parts.length === 4
        ) {
          // A bank debit started on the checkout page settles: days later for Stripe, now here.
          const session = find(store.sessions, parts[2], 'checkout.session');
          sent = billing.settleDelayedPayment(session, parts[3] === 'succeed-payment');
          answer = { session, events: sent };
        } else if (parts[1] === 'events' && parts[3] === 'deliver' && parts.length === 4) {
          const event = store.events.find((e) => e.id === parts[2]);
          if (!event) throw missing('event', parts[2] ?? '', 'id');
          sent = [event];
          answer = { events: sent };
        } else {
          throw new StripeApiError(404, `Unknown control ${url.pathname}`);
        }
        store.save();
        if (notify(url)) await deliver(sent);
        if (html) return redirect(res, '/');
        return sendJson(res, 200, answer);
      } catch (error) {
        if (error instanceof StripeApiError) return fail(error);
        throw error;
      }
    }

    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not found');
  }

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', publicUrl || 'http://localhost');
      if (url.pathname.startsWith('/v1/')) await api(req, res, url);
      else await pages(req, res, url);
    } catch (error) {
      if (error instanceof StripeApiError) {
        if (!res.headersSent) stripeError(res, error);
        return;
      }
      console.error('stripe: request failed', error);
      if (!res.headersSent)
        stripeError(
          res,
          new StripeApiError(500, 'The Stripe stand-in failed to answer.', undefined, 'api_error'),
        );
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      const { port } = server.address() as AddressInfo;
      publicUrl ||= `http://${options.host}:${port}`;
      resolve(server);
    });
  });
}
