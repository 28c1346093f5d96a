/**
 * Events: recorded (for `GET /v1/events`) the moment something happens, with a snapshot of the object
 * as it is then, and delivered in order to the app's webhook route, signed as Stripe signs them.
 */
import Stripe from 'stripe';
import { newId, now } from './http.ts';
import type { Store } from './store.ts';
import type { Json, StripeEvent } from './types.ts';

const snapshot = (object: unknown) => structuredClone(object) as Json;

/** The top-level fields that changed, with their values before, as Stripe's `previous_attributes`. */
function changedFields(before: Json, after: Json): Json {
  const previous: Json = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) previous[key] = before[key] ?? null;
  return previous;
}

export class Events {
  private readonly signer: Stripe;
  private readonly store: Store;
  private readonly webhook: { secretKey: string; webhookSecret: string; webhookUrl: string };

  constructor(store: Store, webhook: { secretKey: string; webhookSecret: string; webhookUrl: string }) {
    this.store = store;
    this.webhook = webhook;
    this.signer = new Stripe(webhook.secretKey);
  }

  /** Records an event now; `before` (a snapshot taken before a change) adds `previous_attributes`. */
  record(type: StripeEvent['type'], object: object, before?: object): StripeEvent {
    const data: StripeEvent['data'] = { object: snapshot(object) };
    if (before) data.previous_attributes = changedFields(before as Json, data.object);
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      data,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    this.store.events.unshift(event);
    return event;
  }

  /** Sends events one after another, in the order given; a failed delivery is logged, not thrown. */
  async deliver(events: StripeEvent[]): Promise<void> {
    for (const event of events) {
      const payload = JSON.stringify(event);
      const header = this.signer.webhooks.generateTestHeaderString({
        payload,
        secret: this.webhook.webhookSecret,
      });
      try {
        const res = await fetch(this.webhook.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': header },
          body: payload,
          signal: AbortSignal.timeout(15_000),
        });
        if (!res.ok)
          console.error(`stripe: webhook ${event.type} answered ${res.status}: ${await res.text()}`);
      } catch (error) {
        console.error(`stripe: webhook ${event.type} could not be delivered:`, (error as Error).message);
      }
    }
  }

  /** `GET /v1/events`: `type` (with `*` wildcards) or `types[]`, newest first. */
  list(query: Json): StripeEvent[] {
    const wanted = [
      ...(typeof query.type === 'string' ? [query.type] : []),
      ...(Array.isArray(query.types) ? query.types.filter((t): t is string => typeof t === 'string') : []),
    ].map((pattern) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`));
    return wanted.length
      ? this.store.events.filter((e) => wanted.some((pattern) => pattern.test(e.type)))
      : this.store.events;
  }
}
