/**
 * The objects the Stripe stand-in keeps, in Stripe's own shapes (API version 2026-10-28.endive) as
 * far as the app reads them, plus the few records Stripe keeps privately (what a subscription checkout
 * will create, a subscription's pending coupon and failing card).
 */

import type Stripe from 'stripe';

export type Json = Record<string, unknown>;
export type Metadata = Record<string, string>;

export interface StripeStandinOptions {
  port: number;
  host: string;
  /** Where the stand-in is reached by browsers, e.g. http://127.0.0.1:12111 (default: host and port it listens on) */
  publicUrl?: string;
  secretKey: string;
  webhookSecret: string;
  webhookUrl: string;
  dataFile: string;
}

export interface ListObject<T> {
  object: 'list';
  url: string;
  has_more: boolean;
  data: T[];
}

export interface Session {
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
  metadata: Metadata;
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  customer_details: CustomerDetails | null;
  discounts: Array<{ coupon: string | null; promotion_code: string | null }>;
  invoice: string | null;
  payment_intent: string | null;
  payment_method_types: string[];
  subscription: string | null;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  ui_mode: string;
  /** Not Stripe's: what the hosted page lists (kept from the first version of the stand-in). */
  line_items_summary: Array<{ name: string; amount: number; quantity: number }>;
  created: number;
  expires_at: number;
  livemode: false;
}

/** Who paid a completed session, as its hosted page collected it. */
export interface CustomerDetails {
  address: null;
  business_name: null;
  email: string | null;
  individual_name: null;
  name: string | null;
  phone: null;
  tax_exempt: 'none';
  tax_ids: [];
}

/** What paying a subscription-mode session creates (Stripe keeps this inside the session). */
export interface CheckoutPlan {
  productName: string;
  currency: string;
  unitAmount: number;
  quantity: number;
  interval: string;
  intervalCount: number;
  trialPeriodDays: number | null;
  subscriptionMetadata: Metadata;
  coupon: string | null;
}

export interface Customer {
  id: string;
  object: 'customer';
  address: null;
  balance: number;
  created: number;
  currency: string | null;
  default_source: null;
  delinquent: boolean;
  description: string | null;
  email: string | null;
  invoice_prefix: string;
  invoice_settings: {
    custom_fields: null;
    default_payment_method: string | null;
    footer: null;
    rendering_options: null;
  };
  livemode: false;
  metadata: Metadata;
  name: string | null;
  next_invoice_sequence: number;
  phone: string | null;
  preferred_locales: string[];
  shipping: null;
  tax_exempt: 'none';
  test_clock: null;
}

export interface Coupon {
  id: string;
  object: 'coupon';
  amount_off: number | null;
  created: number;
  currency: string | null;
  duration: 'once' | 'repeating' | 'forever';
  duration_in_months: number | null;
  livemode: false;
  max_redemptions: number | null;
  metadata: Metadata;
  name: string | null;
  percent_off: number | null;
  redeem_by: number | null;
  times_redeemed: number;
  valid: boolean;
}

export interface Product {
  id: string;
  object: 'product';
  active: boolean;
  created: number;
  description: string | null;
  livemode: false;
  metadata: Metadata;
  name: string;
  type: 'service';
  updated: number;
}

export interface Price {
  id: string;
  object: 'price';
  active: boolean;
  billing_scheme: 'per_unit';
  created: number;
  currency: string;
  custom_unit_amount: null;
  livemode: false;
  lookup_key: null;
  metadata: Metadata;
  nickname: null;
  product: string;
  recurring: { interval: string; interval_count: number; meter: null; usage_type: 'licensed' } | null;
  tax_behavior: 'unspecified';
  tiers_mode: null;
  transform_quantity: null;
  type: 'recurring' | 'one_time';
  unit_amount: number;
  unit_amount_decimal: string;
}

export interface Discount {
  id: string;
  object: 'discount';
  checkout_session: string | null;
  customer: string;
  customer_account: null;
  end: number | null;
  invoice: string | null;
  invoice_item: null;
  promotion_code: null;
  source: { coupon: string; type: 'coupon' };
  start: number;
  subscription: string | null;
  subscription_item: null;
}

export interface SubscriptionItem {
  id: string;
  object: 'subscription_item';
  billing_thresholds: null;
  created: number;
  current_period_end: number;
  current_period_start: number;
  discounts: string[];
  metadata: Metadata;
  price: Price;
  quantity: number;
  subscription: string;
  tax_rates: [];
}

export type SubscriptionStatus =
  'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'paused';

export interface Subscription {
  id: string;
  object: 'subscription';
  application: null;
  application_fee_percent: null;
  automatic_tax: { disabled_reason: null; enabled: false; liability: null };
  billing_cycle_anchor: number;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  cancellation_details: { comment: string | null; feedback: string | null; reason: string | null };
  collection_method: 'charge_automatically';
  created: number;
  currency: string;
  customer: string;
  days_until_due: null;
  default_payment_method: string | null;
  description: null;
  discounts: string[];
  ended_at: number | null;
  items: ListObject<SubscriptionItem> & { total_count: number };
  latest_invoice: string | null;
  livemode: false;
  metadata: Metadata;
  on_behalf_of: null;
  pause_collection: null;
  pending_setup_intent: null;
  pending_update: null;
  schedule: null;
  start_date: number;
  status: SubscriptionStatus;
  test_clock: null;
  transfer_data: null;
  trial_end: number | null;
  trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } };
  trial_start: number | null;
}

/**
 * Where a checkout paid by a method that settles later (a bank debit) stands: the session completes
 * unpaid, and the payment then succeeds or fails (Stripe keeps this on the session's payment intent).
 */
export type AsyncPayment = 'processing' | 'succeeded' | 'failed';

/** What Stripe keeps about a subscription's billing that is not on the object itself. */
export interface BillingState {
  /** The coupon while it applies: `once` until a non-zero invoice, `repeating` until `end`, `forever`. */
  discount: Discount | null;
  /** Set by the `fail-payment` control: payments fail until the `pay` control succeeds. */
  failPayments: boolean;
}

export interface InvoiceLine {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  discount_amounts: Array<{ amount: number; discount: string }>;
  discountable: boolean;
  discounts: string[];
  invoice: string;
  livemode: false;
  metadata: Metadata;
  parent: {
    type: 'subscription_item_details';
    invoice_item_details: null;
    subscription_item_details: {
      invoice_item: null;
      proration: false;
      proration_details: { credited_items: null };
      subscription: string;
      subscription_item: string;
    };
  };
  period: { start: number; end: number };
  pretax_credit_amounts: [];
  pricing: {
    type: 'price_details';
    price_details: { price: string; product: string };
    unit_amount_decimal: string;
  };
  quantity: number;
  subtotal: number;
  taxes: [];
}

export type BillingReason = 'subscription_create' | 'subscription_cycle' | 'manual';

export interface Invoice {
  id: string;
  object: 'invoice';
  account_country: 'GB';
  account_name: string;
  amount_due: number;
  amount_overpaid: number;
  amount_paid: number;
  amount_remaining: number;
  amount_shipping: number;
  attempt_count: number;
  attempted: boolean;
  auto_advance: boolean;
  billing_reason: BillingReason;
  collection_method: 'charge_automatically';
  created: number;
  currency: string;
  customer: string;
  customer_email: string | null;
  customer_name: string | null;
  description: null;
  discounts: string[];
  due_date: null;
  effective_at: number;
  ending_balance: number;
  hosted_invoice_url: null;
  invoice_pdf: null;
  issuer: { type: 'self' };
  lines: ListObject<InvoiceLine> & { total_count: number };
  livemode: false;
  metadata: Metadata;
  next_payment_attempt: number | null;
  number: string;
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { metadata: Metadata; subscription: string };
  };
  period_end: number;
  period_start: number;
  starting_balance: number;
  status: 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';
  status_transitions: {
    finalized_at: number | null;
    marked_uncollectible_at: null;
    paid_at: number | null;
    voided_at: null;
  };
  subtotal: number;
  subtotal_excluding_tax: number;
  total: number;
  total_discount_amounts: Array<{ amount: number; discount: string }>;
  total_excluding_tax: number;
  total_taxes: [];
}

export interface PortalConfiguration {
  id: string;
  object: 'billing_portal.configuration';
  active: boolean;
  application: null;
  business_profile: {
    headline: string | null;
    privacy_policy_url: string | null;
    terms_of_service_url: string | null;
  };
  created: number;
  default_return_url: string | null;
  features: {
    customer_update: { allowed_updates: string[]; enabled: boolean };
    invoice_history: { enabled: boolean };
    payment_method_update: { enabled: boolean; payment_method_configuration: null };
    subscription_cancel: {
      cancellation_reason: { enabled: boolean; options: string[] };
      enabled: boolean;
      mode: 'at_period_end' | 'immediately';
      proration_behavior: string;
    };
    subscription_update: {
      default_allowed_updates: string[];
      enabled: boolean;
      proration_behavior: string;
    };
  };
  is_default: boolean;
  livemode: false;
  login_page: { enabled: boolean; url: string | null };
  metadata: Metadata;
  name: string | null;
  updated: number;
}

export interface PortalSession {
  id: string;
  object: 'billing_portal.session';
  configuration: string;
  created: number;
  customer: string;
  customer_account: null;
  flow: null;
  livemode: false;
  locale: null;
  on_behalf_of: null;
  return_url: string | null;
  url: string;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: Json; previous_attributes?: Json };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: Stripe.Event.Type;
}

/**
 * The objects above, checked against the Stripe SDK's own types: every field the stand-in serves, at
 * every depth, must exist on Stripe's object with a type Stripe's allows, so an SDK upgrade that
 * renames, drops or retypes one fails typecheck here instead of drifting silently. The stand-in serves
 * a subset of each object (the fields the app and the SDK read); a top-level field Stripe does not have
 * is refused by name.
 */
type Wire<Theirs> = Theirs extends Stripe.Decimal
  ? string // the SDK reads decimal strings into its Decimal class; the JSON carries the string
  : Theirs extends readonly (infer Item)[]
    ? readonly Wire<Item>[]
    : Theirs extends object
      ? { [K in keyof Theirs]?: Wire<Theirs[K]> }
      : Theirs;
type StripeFields<Theirs, Ours> = Wire<Theirs> & { [K in Exclude<keyof Ours, keyof Theirs>]: never };
type Served<Theirs, Ours extends StripeFields<Theirs, Ours>> = Ours;

export type CheckedAgainstStripe = [
  // The hosted page's summary is the stand-in's own, kept on the session it serves.
  Served<Stripe.Checkout.Session, Omit<Session, 'line_items_summary'>>,
  Served<Stripe.Customer, Customer>,
  Served<Stripe.Coupon, Coupon>,
  Served<Stripe.Product, Product>,
  Served<Stripe.Price, Price>,
  Served<Stripe.Discount, Discount>,
  Served<Stripe.SubscriptionItem, SubscriptionItem>,
  Served<Stripe.Subscription, Subscription>,
  Served<Stripe.InvoiceLineItem, InvoiceLine>,
  Served<Stripe.Invoice, Invoice>,
  Served<Stripe.BillingPortal.Configuration, PortalConfiguration>,
  Served<Stripe.BillingPortal.Session, PortalSession>,
  // Stripe types each event type's data on its own; every type the stand-in sends is one of Stripe's.
  Served<Stripe.Event, Omit<StripeEvent, 'type' | 'data'>>,
  Served<Stripe.ApiList<unknown>, ListObject<unknown>>,
];
