/**
 * Creating and changing the stand-in's objects from API parameters, with the checks Stripe makes that
 * the app could trip over (a missing customer, a used-up coupon, a recurring price in payment mode).
 */
import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import {
  asArray,
  asObject,
  bool,
  int,
  invalid,
  mergeMetadata,
  metadataOf,
  missing,
  newId,
  now,
  str,
} from './http.ts';
import type { Store } from './store.ts';
import type {
  CheckoutPlan,
  Coupon,
  Customer,
  Json,
  PortalConfiguration,
  PortalSession,
  Price,
  Product,
  Session,
} from './types.ts';

/** Only these parameters are understood; anything else is refused, so nothing is silently ignored. */
export function allowOnly(params: Json, allowed: string[], object: string) {
  for (const key of Object.keys(params))
    if (!allowed.includes(key) && key !== 'expand')
      throw invalid(
        `Received unknown parameter: ${key} (the Stripe stand-in does not support it on ${object})`,
        key,
      );
}

// --- customers ---

export function createCustomer(store: Store, params: Json): Customer {
  allowOnly(params, ['email', 'name', 'description', 'phone', 'metadata', 'preferred_locales'], 'customers');
  const customer: Customer = {
    id: newId('cus'),
    object: 'customer',
    address: null,
    balance: 0,
    created: now(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: str(params.description),
    email: str(params.email),
    invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: metadataOf(params.metadata),
    name: str(params.name),
    next_invoice_sequence: 1,
    phone: str(params.phone),
    preferred_locales: asArray(params.preferred_locales).map(String),
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
  store.customers.set(customer.id, customer);
  return customer;
}

export function updateCustomer(customer: Customer, params: Json): Customer {
  allowOnly(params, ['email', 'name', 'description', 'phone', 'metadata'], 'customers');
  for (const key of ['email', 'name', 'description', 'phone'] as const)
    if (key in params) customer[key] = str(params[key]);
  if ('metadata' in params) customer.metadata = mergeMetadata(customer.metadata, params.metadata);
  return customer;
}

// --- coupons ---

const COUPON_ID_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export function createCoupon(store: Store, params: Json): Coupon {
  allowOnly(
    params,
    [
      'id',
      'amount_off',
      'percent_off',
      'currency',
      'duration',
      'duration_in_months',
      'max_redemptions',
      'name',
      'redeem_by',
      'metadata',
    ],
    'coupons',
  );
  const amountOff = int(params.amount_off, 'amount_off');
  const percentOff = params.percent_off === undefined ? null : Number(params.percent_off);
  if ((amountOff === null) === (percentOff === null))
    throw invalid('You must pass exactly one of amount_off or percent_off.', 'amount_off');
  if (amountOff !== null && amountOff <= 0) throw invalid('amount_off must be positive.', 'amount_off');
  if (percentOff !== null && !(percentOff > 0 && percentOff <= 100))
    throw invalid('percent_off must be greater than 0 and at most 100.', 'percent_off');
  const currency = str(params.currency)?.toLowerCase() ?? null;
  if (amountOff !== null && !currency)
    throw invalid('You must pass currency when passing amount_off.', 'currency');
  const duration = (str(params.duration) ?? 'once') as Coupon['duration'];
  if (!['once', 'repeating', 'forever'].includes(duration))
    throw invalid(`Invalid duration: ${duration}`, 'duration');
  const durationInMonths = int(params.duration_in_months, 'duration_in_months');
  if (duration === 'repeating' && !durationInMonths)
    throw invalid('You must pass duration_in_months when duration is repeating.', 'duration_in_months');
  const maxRedemptions = int(params.max_redemptions, 'max_redemptions');
  if (maxRedemptions !== null && maxRedemptions < 1)
    throw invalid('max_redemptions must be at least 1.', 'max_redemptions');
  // Stripe names coupons with 8 random letters and digits unless told an id.
  const id =
    str(params.id) ??
    Array.from(randomBytes(8), (b) => COUPON_ID_LETTERS[b % COUPON_ID_LETTERS.length]).join('');
  if (store.coupons.has(id)) throw invalid('Coupon already exists.', 'id');
  const coupon: Coupon = {
    id,
    object: 'coupon',
    amount_off: amountOff,
    created: now(),
    currency,
    duration,
    duration_in_months: duration === 'repeating' ? durationInMonths : null,
    livemode: false,
    max_redemptions: maxRedemptions,
    metadata: metadataOf(params.metadata),
    name: str(params.name),
    percent_off: percentOff,
    redeem_by: int(params.redeem_by, 'redeem_by'),
    times_redeemed: 0,
    valid: true,
  };
  store.coupons.set(coupon.id, coupon);
  return coupon;
}

/** Whether the coupon can still be redeemed (Stripe's `valid`, which changes as time passes). */
export function refreshCoupon(coupon: Coupon): Coupon {
  coupon.valid =
    (coupon.max_redemptions === null || coupon.times_redeemed < coupon.max_redemptions) &&
    (coupon.redeem_by === null || coupon.redeem_by > now());
  return coupon;
}

/** What a coupon takes off an amount. */
export const discountOf = (coupon: Coupon, subtotal: number) =>
  Math.min(subtotal, coupon.amount_off ?? Math.round((subtotal * (coupon.percent_off ?? 0)) / 100));

// --- checkout sessions ---

interface LineInput {
  name: string;
  unitAmount: number;
  quantity: number;
  currency: string;
  recurring: { interval: string; intervalCount: number } | null;
}

function lineOf(store: Store, raw: unknown, index: number): LineInput {
  const item = asObject(raw);
  const param = `line_items[${index}]`;
  const quantity = int(item.quantity, `${param}[quantity]`) ?? 1;
  if (quantity < 1) throw invalid('quantity must be at least 1.', `${param}[quantity]`);
  const priceId = str(item.price);
  if (priceId) {
    const price = store.prices.get(priceId);
    if (!price) throw missing('price', priceId, `${param}[price]`);
    return {
      name: store.products.get(price.product)?.name ?? 'Item',
      unitAmount: price.unit_amount,
      quantity,
      currency: price.currency,
      recurring: price.recurring
        ? { interval: price.recurring.interval, intervalCount: price.recurring.interval_count }
        : null,
    };
  }
  const data = asObject(item.price_data);
  if (!item.price_data)
    throw invalid('You must specify either `price` or `price_data`.', `${param}[price_data]`);
  const unitAmount = int(data.unit_amount, `${param}[price_data][unit_amount]`);
  if (unitAmount === null || unitAmount < 0)
    throw invalid('Missing required param: unit_amount.', `${param}[price_data][unit_amount]`);
  const recurring = data.recurring ? asObject(data.recurring) : null;
  const interval = recurring ? str(recurring.interval) : null;
  if (recurring && !['day', 'week', 'month', 'year'].includes(interval ?? ''))
    throw invalid(`Invalid interval: ${String(interval)}`, `${param}[price_data][recurring][interval]`);
  return {
    name: str(asObject(data.product_data).name) ?? 'Item',
    unitAmount,
    quantity,
    currency: (str(data.currency) ?? 'gbp').toLowerCase(),
    recurring:
      recurring && interval
        ? {
            interval,
            intervalCount:
              int(recurring.interval_count, `${param}[price_data][recurring][interval_count]`) ?? 1,
          }
        : null,
  };
}

/** A usable coupon for a session, or Stripe's complaint about it. */
function couponFor(store: Store, params: Json, currency: string): Coupon | null {
  const discounts = asArray(params.discounts).map(asObject);
  if (discounts.length === 0) return null;
  if (discounts.length > 1)
    throw invalid('You may only apply one discount to a Checkout Session.', 'discounts');
  const entry = discounts[0]!;
  if (entry.promotion_code)
    throw invalid(
      'The Stripe stand-in supports coupons, not promotion codes.',
      'discounts[0][promotion_code]',
    );
  const couponId = str(entry.coupon);
  if (!couponId) throw invalid('Missing required param: discounts[0][coupon].', 'discounts[0][coupon]');
  const coupon = store.coupons.get(couponId);
  if (!coupon) throw missing('coupon', couponId, 'discounts[0][coupon]');
  if (!refreshCoupon(coupon).valid)
    throw invalid(`This coupon is no longer valid: '${couponId}'.`, 'discounts[0][coupon]');
  if (coupon.currency && coupon.currency !== currency)
    throw invalid(
      `The coupon's currency (${coupon.currency}) does not match the session's (${currency}).`,
      'discounts',
    );
  return coupon;
}

export function createSession(
  store: Store,
  publicUrl: string,
  params: Json,
): { session: Session; plan: CheckoutPlan | null } {
  const mode = str(params.mode) ?? 'payment';
  if (mode !== 'payment' && mode !== 'subscription')
    throw invalid(`The Stripe stand-in supports payment and subscription mode, not ${mode}.`, 'mode');
  if (!params.success_url) throw invalid('Missing required param: success_url.', 'success_url');
  const lines = asArray(params.line_items).map((item, i) => lineOf(store, item, i));
  if (lines.length === 0) throw invalid('Missing required param: line_items.', 'line_items');
  const recurring = lines.filter((line) => line.recurring);
  if (mode === 'payment' && recurring.length)
    throw invalid(
      'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
      'line_items',
    );
  if (mode === 'subscription' && recurring.length === 0)
    throw invalid(
      'You must provide at least one recurring price in `subscription` mode when using prices.',
      'line_items',
    );
  if (mode === 'subscription' && lines.length > 1)
    throw invalid('The Stripe stand-in supports one line item in subscription mode.', 'line_items');

  const customerId = str(params.customer);
  if (customerId && !store.customers.has(customerId)) throw missing('customer', customerId, 'customer');
  if (customerId && str(params.customer_email))
    throw invalid(
      'You may only specify one of these parameters: customer, customer_email.',
      'customer_email',
    );

  const currency = (str(params.currency) ?? lines[0]!.currency).toLowerCase();
  const coupon = couponFor(store, params, currency);
  const subscriptionData = asObject(params.subscription_data);
  const trialDays = int(subscriptionData.trial_period_days, 'subscription_data[trial_period_days]');
  if (mode === 'payment' && params.subscription_data)
    throw invalid('You can not pass `subscription_data` in `payment` mode.', 'subscription_data');
  if (trialDays !== null && (trialDays < 1 || trialDays > 730))
    throw invalid('trial_period_days must be between 1 and 730.', 'subscription_data[trial_period_days]');

  // As Stripe: a session may be told to expire sooner than its default day, but not within 30 minutes.
  const expiresAt = int(params.expires_at, 'expires_at') ?? now() + 24 * 60 * 60;
  if (expiresAt < now() + 30 * 60 || expiresAt > now() + 24 * 60 * 60)
    throw invalid(
      'The `expires_at` timestamp must be between 30 minutes and 24 hours from creation.',
      'expires_at',
    );

  const fullAmount = lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
  // A subscription session charges its first invoice: nothing during a free trial.
  const subtotal = mode === 'subscription' && trialDays ? 0 : fullAmount;
  const discount = coupon && subtotal > 0 ? discountOf(coupon, subtotal) : 0;
  const sessionId = newId('cs_test');
  const session: Session = {
    id: sessionId,
    object: 'checkout.session',
    mode,
    status: 'open',
    payment_status: 'unpaid',
    amount_subtotal: subtotal,
    amount_total: subtotal - discount,
    currency,
    url: `${publicUrl}/checkout/${sessionId}`,
    success_url: String(params.success_url),
    cancel_url: String(params.cancel_url),
    metadata: metadataOf(params.metadata),
    client_reference_id: str(params.client_reference_id),
    customer: customerId,
    customer_email: str(params.customer_email),
    customer_details: null,
    discounts: coupon ? [{ coupon: coupon.id, promotion_code: null }] : [],
    invoice: null,
    payment_intent: null,
    payment_method_types: ['card'],
    subscription: null,
    total_details: { amount_discount: discount, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    line_items_summary: lines.map((line) => ({
      name: line.name,
      amount: line.unitAmount,
      quantity: line.quantity,
    })),
    created: now(),
    expires_at: expiresAt,
    livemode: false,
  };
  const line = lines[0]!;
  const plan: CheckoutPlan | null =
    mode === 'subscription' && line.recurring
      ? {
          productName: line.name,
          currency,
          unitAmount: line.unitAmount,
          quantity: line.quantity,
          interval: line.recurring.interval,
          intervalCount: line.recurring.intervalCount,
          trialPeriodDays: trialDays,
          subscriptionMetadata: metadataOf(subscriptionData.metadata, 'subscription_data[metadata]'),
          coupon: coupon?.id ?? null,
        }
      : null;
  store.sessions.set(session.id, session);
  if (plan) store.checkoutPlans.set(session.id, plan);
  return { session, plan };
}

/** `GET /v1/checkout/sessions/:id/line_items`. */
export function sessionLineItems(session: Session, plan: CheckoutPlan | undefined) {
  return session.line_items_summary.map((line, i) => ({
    id: `li_${session.id.slice(-16)}${i}`,
    object: 'item',
    amount_discount: i === 0 ? session.total_details.amount_discount : 0,
    amount_subtotal: plan ? session.amount_subtotal : line.amount * line.quantity,
    amount_tax: 0,
    amount_total: plan
      ? session.amount_total
      : line.amount * line.quantity - (i === 0 ? session.total_details.amount_discount : 0),
    currency: session.currency,
    description: line.name,
    quantity: line.quantity,
  })) satisfies Array<Partial<Stripe.LineItem>>;
}

// --- products and prices (made from `price_data`) ---

export function createProduct(store: Store, name: string): Product {
  const product: Product = {
    id: newId('prod'),
    object: 'product',
    active: true,
    created: now(),
    description: null,
    livemode: false,
    metadata: {},
    name,
    type: 'service',
    updated: now(),
  };
  store.products.set(product.id, product);
  return product;
}

export function createPrice(store: Store, plan: CheckoutPlan, product: Product): Price {
  const price: Price = {
    id: newId('price'),
    object: 'price',
    active: false, // a price made from price_data is not offered anywhere else
    billing_scheme: 'per_unit',
    created: now(),
    currency: plan.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: product.id,
    recurring: {
      interval: plan.interval,
      interval_count: plan.intervalCount,
      meter: null,
      usage_type: 'licensed',
    },
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount: plan.unitAmount,
    unit_amount_decimal: String(plan.unitAmount),
  };
  store.prices.set(price.id, price);
  return price;
}

// --- billing portal ---

function applyPortalParams(configuration: PortalConfiguration, params: Json) {
  allowOnly(
    params,
    ['business_profile', 'features', 'metadata', 'default_return_url', 'name', 'active', 'login_page'],
    'billing_portal.configurations',
  );
  const profile = asObject(params.business_profile);
  for (const key of ['headline', 'privacy_policy_url', 'terms_of_service_url'] as const)
    if (key in profile) configuration.business_profile[key] = str(profile[key]);
  const features = asObject(params.features);
  const cancel = asObject(features.subscription_cancel);
  const target = configuration.features;
  if ('enabled' in cancel)
    target.subscription_cancel.enabled = !!bool(cancel.enabled, 'features[subscription_cancel][enabled]');
  if ('mode' in cancel) {
    const mode = str(cancel.mode);
    if (mode !== 'at_period_end' && mode !== 'immediately')
      throw invalid(`Invalid mode: ${String(mode)}`, 'features[subscription_cancel][mode]');
    target.subscription_cancel.mode = mode;
  }
  if ('proration_behavior' in cancel)
    target.subscription_cancel.proration_behavior = str(cancel.proration_behavior) ?? 'none';
  const reason = asObject(cancel.cancellation_reason);
  if ('enabled' in reason)
    target.subscription_cancel.cancellation_reason.enabled = !!bool(
      reason.enabled,
      'features[subscription_cancel][cancellation_reason][enabled]',
    );
  if ('options' in reason)
    target.subscription_cancel.cancellation_reason.options = asArray(reason.options).map(String);
  for (const name of [
    'payment_method_update',
    'invoice_history',
    'customer_update',
    'subscription_update',
  ] as const) {
    const feature = asObject(features[name]);
    if ('enabled' in feature) target[name].enabled = !!bool(feature.enabled, `features[${name}][enabled]`);
  }
  const updates = asObject(features.customer_update);
  if ('allowed_updates' in updates)
    target.customer_update.allowed_updates = asArray(updates.allowed_updates).map(String);
  if ('metadata' in params) configuration.metadata = mergeMetadata(configuration.metadata, params.metadata);
  if ('default_return_url' in params) configuration.default_return_url = str(params.default_return_url);
  if ('name' in params) configuration.name = str(params.name);
  if ('active' in params) configuration.active = !!bool(params.active, 'active');
  configuration.updated = now();
}

export function createPortalConfiguration(store: Store, params: Json): PortalConfiguration {
  const configuration: PortalConfiguration = {
    id: newId('bpc'),
    object: 'billing_portal.configuration',
    active: true,
    application: null,
    business_profile: { headline: null, privacy_policy_url: null, terms_of_service_url: null },
    created: now(),
    default_return_url: null,
    features: {
      customer_update: { allowed_updates: [], enabled: false },
      invoice_history: { enabled: false },
      payment_method_update: { enabled: false, payment_method_configuration: null },
      subscription_cancel: {
        cancellation_reason: { enabled: false, options: [] },
        enabled: false,
        mode: 'at_period_end',
        proration_behavior: 'none',
      },
      subscription_update: { default_allowed_updates: [], enabled: false, proration_behavior: 'none' },
    },
    is_default: false, // only the configuration saved in Stripe's Dashboard is the default
    livemode: false,
    login_page: { enabled: false, url: null },
    metadata: {},
    name: null,
    updated: now(),
  };
  if (!params.features) throw invalid('Missing required param: features.', 'features');
  applyPortalParams(configuration, params);
  store.portalConfigurations.set(configuration.id, configuration);
  return configuration;
}

export const updatePortalConfiguration = (configuration: PortalConfiguration, params: Json) => {
  applyPortalParams(configuration, params);
  return configuration;
};

export function createPortalSession(store: Store, publicUrl: string, params: Json): PortalSession {
  allowOnly(params, ['customer', 'return_url', 'configuration', 'locale'], 'billing_portal.sessions');
  const customerId = str(params.customer);
  if (!customerId) throw invalid('Missing required param: customer.', 'customer');
  if (!store.customers.has(customerId)) throw missing('customer', customerId, 'customer');
  const configurationId = str(params.configuration);
  const configuration = configurationId
    ? store.portalConfigurations.get(configurationId)
    : [...store.portalConfigurations.values()].find((c) => c.is_default && c.active);
  if (configurationId && !configuration)
    throw missing('billing_portal.configuration', configurationId, 'configuration');
  if (!configuration)
    throw invalid(
      "You can't create a portal session in test mode until you save your customer portal settings in test mode at https://dashboard.stripe.com/test/settings/billing/portal (the stand-in: pass `configuration`).",
    );
  if (!configuration.active)
    throw invalid('The billing portal configuration is not active.', 'configuration');
  const id = newId('bps');
  const session: PortalSession = {
    id,
    object: 'billing_portal.session',
    configuration: configuration.id,
    created: now(),
    customer: customerId,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: str(params.return_url) ?? configuration.default_return_url,
    url: `${publicUrl}/portal/${id}`,
  };
  store.portalSessions.set(session.id, session);
  return session;
}
