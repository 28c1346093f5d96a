/**
 * A small stand-in for the Stripe API, spoken to by the real `stripe` SDK (pointed here by
 * STRIPE_API_BASE). It keeps Checkout Sessions, serves a hosted checkout page with Pay and Cancel,
 * and on Pay sends a signed `checkout.session.completed` event to the app's webhook route.
 */
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import qs from 'qs';
import Stripe from 'stripe';

export interface StripeStandinOptions {
  port: number;
  host: string;
  /** Where the stand-in is reached by browsers, e.g. http://127.0.0.1:12111 */
  publicUrl: string;
  secretKey: string;
  webhookSecret: string;
  webhookUrl: string;
  dataFile: string;
}

type Json = Record<string, unknown>;

interface LineItemInput {
  quantity?: string;
  price_data?: { currency?: string; unit_amount?: string; product_data?: { name?: string } };
}

interface Session {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  url: string;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  payment_intent: string | null;
  line_items_summary: Array<{ name: string; amount: number; quantity: number }>;
  created: number;
  expires_at: number;
  livemode: false;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function stripeError(res: http.ServerResponse, status: number, message: string, param?: string) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } }));
}

function ok(res: http.ServerResponse, body: unknown) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startStripeStandin(options: StripeStandinOptions): Promise<http.Server> {
  const sessions = new Map<string, Session>(load(options.dataFile));
  const idempotent = new Map<string, string>();
  /** Every event sent, newest first, as `GET /v1/events` lists them. */
  const events: Json[] = [];
  const signer = new Stripe(options.secretKey);
  const save = () => {
    fs.mkdirSync(path.dirname(options.dataFile), { recursive: true });
    fs.writeFileSync(options.dataFile, JSON.stringify([...sessions.entries()]));
  };

  const authorised = (req: http.IncomingMessage) =>
    req.headers.authorization === `Bearer ${options.secretKey}`;

  async function sendEvent(type: string, object: unknown) {
    const event: Json = {
      id: id('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    };
    events.unshift(event);
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
    const res = await fetch(options.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    if (!res.ok) console.error(`stripe: webhook ${type} answered ${res.status}: ${await res.text()}`);
  }

  function createSession(params: Json): Session {
    const items = (Array.isArray(params.line_items) ? params.line_items : []) as LineItemInput[];
    const lineItems = items.map((item) => ({
      name: item.price_data?.product_data?.name ?? 'Item',
      amount: Number(item.price_data?.unit_amount ?? 0),
      quantity: Number(item.quantity ?? 1),
    }));
    const total = lineItems.reduce((sum, item) => sum + item.amount * item.quantity, 0);
    const sessionId = id('cs_test');
    return {
      id: sessionId,
      object: 'checkout.session',
      mode: String(params.mode ?? 'payment'),
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: total,
      amount_total: total,
      currency: String(items[0]?.price_data?.currency ?? 'gbp'),
      url: `${options.publicUrl}/checkout/${sessionId}`,
      success_url: String(params.success_url),
      cancel_url: String(params.cancel_url),
      metadata: (params.metadata ?? {}) as Record<string, string>,
      client_reference_id: typeof params.client_reference_id === 'string' ? params.client_reference_id : null,
      customer_email: typeof params.customer_email === 'string' ? params.customer_email : null,
      payment_intent: null,
      line_items_summary: lineItems,
      created: now(),
      expires_at: now() + 24 * 60 * 60,
      livemode: false,
    };
  }

  function checkoutPage(session: Session): string {
    const amount = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: session.currency.toUpperCase(),
    }).format(session.amount_total / 100);
    const items = session.line_items_summary
      .map((i) => `<li>${escapeHtml(i.name)} × ${i.quantity}</li>`)
      .join('');
    const done = session.status !== 'open';
    return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Checkout – Stripe stand-in</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#0f172a}
.card{border:1px solid #cbd5e1;border-radius:12px;padding:1.5rem}h1{font-size:1.25rem}.amount{font-size:2rem;font-weight:700}
button{font:inherit;font-weight:600;padding:.75rem 1.25rem;border-radius:8px;border:0;cursor:pointer;margin-right:.5rem}
.pay{background:#4f46e5;color:#fff}.cancel{background:#e2e8f0;color:#0f172a}button:focus-visible{outline:3px solid #db2777;outline-offset:2px}
.note{color:#475569;font-size:.875rem}</style></head><body><main class="card">
<p class="note">Local Stripe stand-in – no real payment is taken.</p>
<h1>Pay Nanny Marketplace</h1><ul>${items}</ul><p class="amount">${amount}</p>
${
  done
    ? `<p>This checkout session is ${escapeHtml(session.status)}.</p>`
    : `<form method="post" action="/checkout/${session.id}/pay" style="display:inline"><button class="pay" type="submit">Pay ${amount}</button></form>
<form method="post" action="/checkout/${session.id}/cancel" style="display:inline"><button class="cancel" type="submit">Cancel</button></form>`
}
</main></body></html>`;
  }

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', options.publicUrl);
      const parts = url.pathname.split('/').filter(Boolean);

      // --- the API, as the SDK calls it ---
      if (parts[0] === 'v1') {
        if (!authorised(req)) return stripeError(res, 401, 'Invalid API Key provided');
        if (
          req.method === 'POST' &&
          parts[1] === 'checkout' &&
          parts[2] === 'sessions' &&
          parts.length === 3
        ) {
          const key = req.headers['idempotency-key'];
          const known = typeof key === 'string' ? idempotent.get(key) : undefined;
          if (known && sessions.has(known)) return ok(res, sessions.get(known));
          const params = qs.parse(await readBody(req), { depth: 10, arrayLimit: 100 }) as Json;
          if (!params.success_url)
            return stripeError(res, 400, 'Missing required param: success_url.', 'success_url');
          const session = createSession(params);
          sessions.set(session.id, session);
          if (typeof key === 'string') idempotent.set(key, session.id);
          save();
          return ok(res, session);
        }
        if (req.method === 'GET' && parts[1] === 'checkout' && parts[2] === 'sessions' && parts[3]) {
          const session = sessions.get(parts[3]);
          if (!session) return stripeError(res, 404, `No such checkout.session: '${parts[3]}'`, 'session');
          return ok(res, session);
        }
        if (req.method === 'GET' && parts[1] === 'events' && parts.length === 2) {
          const limit = Math.min(100, Number(url.searchParams.get('limit') ?? 10) || 10);
          return ok(res, {
            object: 'list',
            url: '/v1/events',
            has_more: events.length > limit,
            data: events.slice(0, limit),
          });
        }
        return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname}).`);
      }

      // --- the hosted checkout page ---
      if (parts[0] === 'checkout' && parts[1]) {
        const session = sessions.get(parts[1]);
        if (!session) {
          res.writeHead(404, { 'content-type': 'text/plain' });
          return res.end('No such checkout session');
        }
        if (req.method === 'GET' && parts.length === 2) {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          return res.end(checkoutPage(session));
        }
        if (req.method === 'POST' && parts[2] === 'pay' && session.status === 'open') {
          session.status = 'complete';
          session.payment_status = 'paid';
          session.payment_intent = id('pi');
          save();
          // ?notify=false completes the payment without the webhook, as when Stripe's delivery is late.
          if (url.searchParams.get('notify') !== 'false')
            await sendEvent('checkout.session.completed', session);
          res.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
          return res.end();
        }
        if (req.method === 'POST' && parts[2] === 'cancel') {
          res.writeHead(303, { location: session.cancel_url });
          return res.end();
        }
      }
      if (req.method === 'GET' && url.pathname === '/') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        const rows = [...sessions.values()]
          .reverse()
          .map(
            (s) =>
              `<tr><td><a href="/checkout/${s.id}">${s.id}</a></td><td>${s.mode}</td><td>${s.status}</td><td>${s.amount_total / 100} ${s.currency.toUpperCase()}</td></tr>`,
          )
          .join('');
        return res.end(
          `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Stripe stand-in</title></head><body style="font-family:system-ui;margin:2rem"><h1>Stripe stand-in</h1><table><thead><tr><th>Session</th><th>Mode</th><th>Status</th><th>Amount</th></tr></thead><tbody>${rows}</tbody></table></body></html>`,
        );
      }
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
    } catch (error) {
      console.error('stripe: request failed', error);
      if (!res.headersSent) stripeError(res, 500, 'The Stripe stand-in failed to answer.');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}

function load(file: string): Array<[string, Session]> {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Array<[string, Session]>;
  } catch {
    return [];
  }
}
