/**
 * Everything the stand-in knows, kept in one JSON file so it survives a restart of `npm start`.
 * The first version of the file was an array of [id, checkout session] pairs; it still loads.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {
  AsyncPayment,
  BillingState,
  CheckoutPlan,
  Coupon,
  Customer,
  Invoice,
  Json,
  PortalConfiguration,
  PortalSession,
  Price,
  Product,
  Session,
  StripeEvent,
  Subscription,
} from './types.ts';

/** A response kept for an idempotency key (Stripe keeps them 24 hours). */
export interface IdempotentResponse {
  key: string;
  method: string;
  path: string;
  body: string;
  status: number;
  response: unknown;
  created: number;
}

const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
const EVENTS_KEPT = 1000;

interface FileShape {
  version: 2;
  sessions: Session[];
  checkoutPlans: Array<[string, CheckoutPlan]>;
  customers: Customer[];
  coupons: Coupon[];
  products: Product[];
  prices: Price[];
  subscriptions: Subscription[];
  billing: Array<[string, BillingState]>;
  invoices: Invoice[];
  portalConfigurations: PortalConfiguration[];
  portalSessions: PortalSession[];
  idempotency: IdempotentResponse[];
  events: StripeEvent[];
  /** Added later: a file without it has no payments settling later. */
  asyncPayments?: Array<[string, AsyncPayment]>;
}

const byId = <T extends { id: string }>(items: T[] | undefined) =>
  new Map<string, T>((items ?? []).map((item) => [item.id, item]));

/** A session as the first version stored it gains the fields added since. */
export function normaliseSession(session: Session): Session {
  return {
    ...session,
    customer: session.customer ?? null,
    customer_details: session.customer_details ?? null,
    discounts: session.discounts ?? [],
    invoice: session.invoice ?? null,
    payment_method_types: session.payment_method_types ?? ['card'],
    subscription: session.subscription ?? null,
    total_details: session.total_details ?? { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: session.ui_mode ?? 'hosted_page',
    line_items_summary: session.line_items_summary ?? [],
  };
}

export class Store {
  sessions = new Map<string, Session>();
  checkoutPlans = new Map<string, CheckoutPlan>();
  customers = new Map<string, Customer>();
  coupons = new Map<string, Coupon>();
  products = new Map<string, Product>();
  prices = new Map<string, Price>();
  subscriptions = new Map<string, Subscription>();
  billing = new Map<string, BillingState>();
  invoices = new Map<string, Invoice>();
  portalConfigurations = new Map<string, PortalConfiguration>();
  portalSessions = new Map<string, PortalSession>();
  idempotency = new Map<string, IdempotentResponse>();
  /** Checkout sessions paid by a method that settles later (a bank debit), and where each stands. */
  asyncPayments = new Map<string, AsyncPayment>();
  /** Newest first, as `GET /v1/events` lists them. */
  events: StripeEvent[] = [];

  private readonly file: string;

  constructor(file: string) {
    this.file = file;
    this.load();
  }

  private load() {
    let text: string;
    try {
      text = fs.readFileSync(this.file, 'utf8');
    } catch {
      return; // no data yet
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      const aside = `${this.file}.unreadable-${Date.now()}`;
      fs.renameSync(this.file, aside);
      console.error(`stripe: ${this.file} is not JSON; moved it to ${aside} and started empty`);
      return;
    }
    if (Array.isArray(data)) {
      // Version 1: [[id, session], ...]
      for (const [id, session] of data as Array<[string, Session]>)
        this.sessions.set(id, normaliseSession(session));
      return;
    }
    const file = data as Partial<FileShape>;
    this.sessions = new Map((file.sessions ?? []).map((s) => [s.id, normaliseSession(s)]));
    this.checkoutPlans = new Map(file.checkoutPlans ?? []);
    this.customers = byId(file.customers);
    this.coupons = byId(file.coupons);
    this.products = byId(file.products);
    this.prices = byId(file.prices);
    this.subscriptions = byId(file.subscriptions);
    this.billing = new Map(file.billing ?? []);
    this.invoices = byId(file.invoices);
    this.portalConfigurations = byId(file.portalConfigurations);
    this.portalSessions = byId(file.portalSessions);
    this.idempotency = new Map((file.idempotency ?? []).map((r) => [r.key, r]));
    this.events = file.events ?? [];
    this.asyncPayments = new Map(file.asyncPayments ?? []);
  }

  save() {
    const oldest = Math.floor(Date.now() / 1000) - IDEMPOTENCY_TTL_SECONDS;
    for (const [key, kept] of this.idempotency) if (kept.created < oldest) this.idempotency.delete(key);
    if (this.events.length > EVENTS_KEPT) this.events.length = EVENTS_KEPT;
    const data: FileShape = {
      version: 2,
      sessions: [...this.sessions.values()],
      checkoutPlans: [...this.checkoutPlans.entries()],
      customers: [...this.customers.values()],
      coupons: [...this.coupons.values()],
      products: [...this.products.values()],
      prices: [...this.prices.values()],
      subscriptions: [...this.subscriptions.values()],
      billing: [...this.billing.entries()],
      invoices: [...this.invoices.values()],
      portalConfigurations: [...this.portalConfigurations.values()],
      portalSessions: [...this.portalSessions.values()],
      idempotency: [...this.idempotency.values()],
      events: this.events,
      asyncPayments: [...this.asyncPayments.entries()],
    };
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify(data));
    fs.renameSync(temporary, this.file); // a crash mid-write never leaves half a file
  }

  /** Any object by its id, for `expand[]`. */
  find(id: string): Json | undefined {
    const prefix = id.slice(0, id.indexOf('_'));
    const maps: Record<string, Map<string, unknown>> = {
      cs: this.sessions,
      cus: this.customers,
      sub: this.subscriptions,
      in: this.invoices,
      prod: this.products,
      price: this.prices,
      bpc: this.portalConfigurations,
      bps: this.portalSessions,
    };
    return (maps[prefix]?.get(id) ?? this.coupons.get(id)) as Json | undefined;
  }
}
