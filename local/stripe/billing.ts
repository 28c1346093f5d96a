/**
 * Subscriptions over time: what paying a checkout creates, what the portal and the API change, and the
 * controls that move a subscription through its life (trial ending, renewals, failed and late
 * payments, cancellation). Each step changes the objects first, then records its events in Stripe's
 * order; the caller saves and delivers them.
 */
import {
  StripeApiError,
  addInterval,
  asObject,
  bool,
  invalid,
  mergeMetadata,
  newId,
  now,
  str,
} from './http.ts';
import type { Events } from './events.ts';
import {
  allowOnly,
  createCustomer,
  createPrice,
  createProduct,
  discountOf,
  refreshCoupon,
} from './objects.ts';
import type { Store } from './store.ts';
import type {
  BillingReason,
  BillingState,
  CustomerDetails,
  Discount,
  Invoice,
  Json,
  Session,
  StripeEvent,
  Subscription,
  SubscriptionItem,
} from './types.ts';

const DAY = 86_400;
/** When Stripe would try a failed payment again (its default retry schedule starts after 3 days). */
const RETRY_AFTER = 3 * DAY;

export const CONTROL_ACTIONS = ['trial-will-end', 'advance', 'fail-payment', 'pay', 'cancel-now'] as const;
export type ControlAction = (typeof CONTROL_ACTIONS)[number];

export const isEnded = (sub: Subscription) =>
  sub.status === 'canceled' || sub.status === 'incomplete_expired';
export const isLive = (sub: Subscription) =>
  ['trialing', 'active', 'past_due', 'unpaid'].includes(sub.status);

const conflict = (message: string) => new StripeApiError(409, message);
const snapshot = <T>(value: T): T => structuredClone(value);

export class Billing {
  private readonly store: Store;
  private readonly events: Events;
  constructor(store: Store, events: Events) {
    this.store = store;
    this.events = events;
  }

  private stateOf(sub: Subscription): BillingState {
    let state = this.store.billing.get(sub.id);
    if (!state) {
      state = { discount: null, failPayments: false };
      this.store.billing.set(sub.id, state);
    }
    return state;
  }

  itemOf(sub: Subscription): SubscriptionItem {
    return sub.items.data[0]!;
  }

  /** Open invoices of a subscription, oldest first. */
  openInvoices(sub: Subscription): Invoice[] {
    return [...this.store.invoices.values()].filter(
      (invoice) => invoice.status === 'open' && invoice.parent.subscription_details.subscription === sub.id,
    );
  }

  failsPayments(sub: Subscription) {
    return this.stateOf(sub).failPayments;
  }

  private setDelinquent(sub: Subscription) {
    const customer = this.store.customers.get(sub.customer);
    if (customer)
      customer.delinquent = [...this.store.subscriptions.values()].some(
        (s) => s.customer === customer.id && s.status === 'past_due',
      );
  }

  // --- invoices ---

  /**
   * An invoice for the subscription's item over `linePeriod`, taking off the coupon while it applies
   * when there is something to take it off; paid unless `succeed` is false (a nothing-to-pay invoice is
   * always paid).
   */
  private invoice(
    sub: Subscription,
    reason: BillingReason,
    options: {
      period: { start: number; end: number };
      linePeriod: { start: number; end: number };
      trial?: boolean;
      succeed: boolean;
    },
  ): Invoice {
    const t = now();
    const item = this.itemOf(sub);
    const state = this.stateOf(sub);
    const customer = this.store.customers.get(sub.customer);
    const product = this.store.products.get(item.price.product);
    const subtotal = options.trial ? 0 : item.price.unit_amount * item.quantity;
    if (state.discount?.end && state.discount.end <= t) this.dropDiscount(sub, state); // a `repeating` coupon ran out
    const discount = state.discount && subtotal > 0 ? state.discount : null;
    const coupon = discount ? this.store.coupons.get(discount.source.coupon) : undefined;
    const discountAmount = discount && coupon ? discountOf(coupon, subtotal) : 0;
    // A `once` coupon is spent on the first invoice it takes something off; it leaves the subscription.
    if (discount && coupon?.duration === 'once') this.dropDiscount(sub, state);
    const total = subtotal - discountAmount;
    const paid = total === 0 || options.succeed;
    const id = newId('in');
    const sequence = customer ? customer.next_invoice_sequence++ : 1;
    const name = product?.name ?? 'Subscription';
    const invoice: Invoice = {
      id,
      object: 'invoice',
      account_country: 'GB',
      account_name: 'Nanny Marketplace',
      amount_due: total,
      amount_overpaid: 0,
      amount_paid: paid ? total : 0,
      amount_remaining: paid ? 0 : total,
      amount_shipping: 0,
      attempt_count: total === 0 ? 0 : 1,
      attempted: true,
      auto_advance: !paid,
      billing_reason: reason,
      collection_method: 'charge_automatically',
      created: t,
      currency: item.price.currency,
      customer: sub.customer,
      customer_email: customer?.email ?? null,
      customer_name: customer?.name ?? null,
      description: null,
      discounts: discount ? [discount.id] : [],
      due_date: null,
      effective_at: t,
      ending_balance: 0,
      hosted_invoice_url: null,
      invoice_pdf: null,
      issuer: { type: 'self' },
      lines: {
        object: 'list',
        url: `/v1/invoices/${id}/lines`,
        has_more: false,
        total_count: 1,
        data: [
          {
            id: newId('il'),
            object: 'line_item',
            amount: subtotal,
            currency: item.price.currency,
            description: options.trial
              ? `Trial period for ${name}`
              : `${item.quantity} × ${name} (at ${(item.price.unit_amount / 100).toFixed(2)} ${item.price.currency.toUpperCase()} / ${item.price.recurring?.interval ?? 'period'})`,
            discount_amounts: discount ? [{ amount: discountAmount, discount: discount.id }] : [],
            discountable: true,
            discounts: [],
            invoice: id,
            livemode: false,
            metadata: {},
            parent: {
              type: 'subscription_item_details',
              invoice_item_details: null,
              subscription_item_details: {
                invoice_item: null,
                proration: false,
                proration_details: { credited_items: null },
                subscription: sub.id,
                subscription_item: item.id,
              },
            },
            period: { ...options.linePeriod },
            pretax_credit_amounts: [],
            pricing: {
              type: 'price_details',
              price_details: { price: item.price.id, product: item.price.product },
              unit_amount_decimal: item.price.unit_amount_decimal,
            },
            quantity: item.quantity,
            subtotal,
            taxes: [],
          },
        ],
      },
      livemode: false,
      metadata: {},
      next_payment_attempt: paid ? null : t + RETRY_AFTER,
      number: `${customer?.invoice_prefix ?? 'LOCAL'}-${String(sequence).padStart(4, '0')}`,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { metadata: { ...sub.metadata }, subscription: sub.id },
      },
      period_end: options.period.end,
      period_start: options.period.start,
      starting_balance: 0,
      status: paid ? 'paid' : 'open',
      status_transitions: {
        finalized_at: t,
        marked_uncollectible_at: null,
        paid_at: paid ? t : null,
        voided_at: null,
      },
      subtotal,
      subtotal_excluding_tax: subtotal,
      total,
      total_discount_amounts: discount ? [{ amount: discountAmount, discount: discount.id }] : [],
      total_excluding_tax: total,
      total_taxes: [],
    };
    this.store.invoices.set(invoice.id, invoice);
    sub.latest_invoice = invoice.id;
    return invoice;
  }

  private dropDiscount(sub: Subscription, state: BillingState) {
    const id = state.discount?.id;
    state.discount = null;
    sub.discounts = sub.discounts.filter((discount) => discount !== id);
  }

  private markPaid(invoice: Invoice) {
    const t = now();
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.attempt_count += 1;
    invoice.attempted = true;
    invoice.auto_advance = false;
    invoice.next_payment_attempt = null;
    invoice.status_transitions.paid_at = t;
  }

  // --- checkout ---

  /**
   * Pays a checkout session on the hosted page: what Stripe does when the customer presses Pay. With
   * `delayed` the customer chose a method that settles later (a bank debit): a session with something
   * to pay completes unpaid, its payment processing until `settleDelayedPayment`; a subscription's
   * first invoice stays open and the subscription incomplete meanwhile.
   */
  completeCheckout(session: Session, options: { delayed?: boolean } = {}): StripeEvent[] {
    const delayed = Boolean(options.delayed) && session.amount_total > 0;
    if (delayed) this.store.asyncPayments.set(session.id, 'processing');
    if (session.mode !== 'subscription') {
      session.status = 'complete';
      session.payment_status = delayed ? 'unpaid' : 'paid';
      session.payment_intent = newId('pi');
      session.customer_details = this.customerDetails(session.customer_email, null);
      return [this.events.record('checkout.session.completed', session)];
    }
    const plan = this.store.checkoutPlans.get(session.id);
    if (!plan) throw invalid(`Checkout session ${session.id} has no subscription to start.`);
    const coupon = plan.coupon ? this.store.coupons.get(plan.coupon) : undefined;
    if (coupon && !refreshCoupon(coupon).valid)
      throw conflict(`The coupon ${coupon.id} can no longer be redeemed; start a new checkout.`);

    const t = now();
    const customer =
      (session.customer ? this.store.customers.get(session.customer) : undefined) ??
      createCustomer(this.store, session.customer_email ? { email: session.customer_email } : {});
    customer.currency ??= plan.currency;
    const paymentMethod = newId('pm');
    customer.invoice_settings.default_payment_method ??= paymentMethod;
    const product = createProduct(this.store, plan.productName);
    const price = createPrice(this.store, plan, product);
    const trialEnd = plan.trialPeriodDays ? t + plan.trialPeriodDays * DAY : null;
    const periodEnd = trialEnd ?? addInterval(t, plan.interval, plan.intervalCount);
    const subId = newId('sub');
    const discount: Discount | null = coupon
      ? {
          id: newId('di'),
          object: 'discount',
          checkout_session: null,
          customer: customer.id,
          customer_account: null,
          end:
            coupon.duration === 'repeating' && coupon.duration_in_months
              ? addInterval(t, 'month', coupon.duration_in_months)
              : null,
          invoice: null,
          invoice_item: null,
          promotion_code: null,
          source: { coupon: coupon.id, type: 'coupon' },
          start: t,
          subscription: subId,
          subscription_item: null,
        }
      : null;
    if (coupon) {
      coupon.times_redeemed += 1;
      refreshCoupon(coupon);
    }
    const sub: Subscription = {
      id: subId,
      object: 'subscription',
      application: null,
      application_fee_percent: null,
      automatic_tax: { disabled_reason: null, enabled: false, liability: null },
      billing_cycle_anchor: periodEnd === trialEnd ? trialEnd : t,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      collection_method: 'charge_automatically',
      created: t,
      currency: plan.currency,
      customer: customer.id,
      days_until_due: null,
      default_payment_method: paymentMethod,
      description: null,
      discounts: discount ? [discount.id] : [],
      ended_at: null,
      items: {
        object: 'list',
        url: `/v1/subscription_items?subscription=${subId}`,
        has_more: false,
        total_count: 1,
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            billing_thresholds: null,
            created: t,
            current_period_end: periodEnd,
            current_period_start: t,
            discounts: [],
            metadata: {},
            price,
            quantity: plan.quantity,
            subscription: subId,
            tax_rates: [],
          },
        ],
      },
      latest_invoice: null,
      livemode: false,
      metadata: { ...plan.subscriptionMetadata },
      on_behalf_of: null,
      pause_collection: null,
      pending_setup_intent: null,
      pending_update: null,
      schedule: null,
      start_date: t,
      status: trialEnd ? 'trialing' : 'active',
      test_clock: null,
      transfer_data: null,
      trial_end: trialEnd,
      trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
      trial_start: trialEnd ? t : null,
    };
    this.store.subscriptions.set(sub.id, sub);
    this.store.billing.set(sub.id, { discount, failPayments: false });
    // The card was just entered on the page: the first payment succeeds. A bank debit takes days.
    const invoice = this.invoice(sub, 'subscription_create', {
      period: { start: t, end: t },
      linePeriod: { start: t, end: periodEnd },
      trial: !!trialEnd,
      succeed: !delayed,
    });
    if (invoice.status === 'open') sub.status = 'incomplete';

    session.status = 'complete';
    session.customer = customer.id;
    session.subscription = sub.id;
    session.invoice = invoice.id;
    session.payment_status =
      invoice.amount_due === 0 ? 'no_payment_required' : invoice.status === 'paid' ? 'paid' : 'unpaid';
    session.customer_details = this.customerDetails(customer.email, customer.name);
    return [
      this.events.record('customer.subscription.created', sub),
      ...(invoice.status === 'paid' ? [this.events.record('invoice.paid', invoice)] : []),
      this.events.record('checkout.session.completed', session),
    ];
  }

  /**
   * A payment that was settling (`completeCheckout` with `delayed`) succeeds or fails, days later as
   * Stripe sees it: `checkout.session.async_payment_succeeded` or `_failed`, after the invoice and
   * subscription events of a subscription's first payment. A failed first payment leaves the
   * subscription incomplete (Stripe ends it a day later as incomplete_expired; Cancel now ends it here).
   */
  settleDelayedPayment(session: Session, succeed: boolean): StripeEvent[] {
    const state = this.store.asyncPayments.get(session.id);
    if (session.status !== 'complete' || state !== 'processing')
      throw conflict(
        state
          ? `The payment of checkout session ${session.id} has already ${state}.`
          : `Checkout session ${session.id} has no payment settling later; complete it with the bank debit button first.`,
      );
    this.store.asyncPayments.set(session.id, succeed ? 'succeeded' : 'failed');
    const sent: StripeEvent[] = [];
    const sub = session.subscription ? this.store.subscriptions.get(session.subscription) : undefined;
    const invoice = session.invoice ? this.store.invoices.get(session.invoice) : undefined;
    if (sub && invoice?.status === 'open') {
      const before = snapshot(sub);
      if (succeed) {
        this.markPaid(invoice);
        sub.status = 'active';
        sent.push(
          this.events.record('invoice.paid', invoice),
          this.events.record('customer.subscription.updated', sub, before),
        );
      } else {
        invoice.attempt_count += 1;
        invoice.next_payment_attempt = null;
        sent.push(this.events.record('invoice.payment_failed', invoice));
      }
    }
    if (succeed) session.payment_status = 'paid';
    sent.push(
      this.events.record(
        succeed ? 'checkout.session.async_payment_succeeded' : 'checkout.session.async_payment_failed',
        session,
      ),
    );
    return sent;
  }

  private customerDetails(email: string | null, name: string | null): CustomerDetails {
    return {
      address: null,
      business_name: null,
      email,
      individual_name: null,
      name,
      phone: null,
      tax_exempt: 'none',
      tax_ids: [],
    };
  }

  // --- cancelling, from the portal and the API ---

  /** Cancels at the end of the period already paid for (or the trial). */
  scheduleCancel(sub: Subscription): StripeEvent[] {
    if (!isLive(sub)) throw conflict(`Subscription ${sub.id} is ${sub.status}; it cannot be cancelled.`);
    if (sub.cancel_at_period_end) return [];
    const before = snapshot(sub);
    sub.cancel_at_period_end = true;
    sub.cancel_at = this.itemOf(sub).current_period_end;
    sub.canceled_at = now();
    sub.cancellation_details = { ...sub.cancellation_details, reason: 'cancellation_requested' };
    return [this.events.record('customer.subscription.updated', sub, before)];
  }

  /** Takes back a cancellation set for the period end ("Don't cancel"). */
  undoCancel(sub: Subscription): StripeEvent[] {
    if (isEnded(sub)) throw conflict(`Subscription ${sub.id} has already ended.`);
    if (!sub.cancel_at_period_end) return [];
    const before = snapshot(sub);
    sub.cancel_at_period_end = false;
    sub.cancel_at = null;
    sub.canceled_at = null;
    sub.cancellation_details = { comment: null, feedback: null, reason: null };
    return [this.events.record('customer.subscription.updated', sub, before)];
  }

  /** Ends the subscription now. */
  cancelNow(
    sub: Subscription,
    details: { comment?: string | null; feedback?: string | null } = {},
  ): StripeEvent[] {
    if (isEnded(sub)) throw conflict(`Subscription ${sub.id} is already ${sub.status}.`);
    const t = now();
    sub.status = 'canceled';
    sub.canceled_at = t;
    sub.ended_at = t;
    sub.cancellation_details = {
      comment: details.comment ?? sub.cancellation_details.comment,
      feedback: details.feedback ?? sub.cancellation_details.feedback,
      reason: 'cancellation_requested',
    };
    this.setDelinquent(sub);
    return [this.events.record('customer.subscription.deleted', sub)];
  }

  /** `POST /v1/subscriptions/:id` with what the app may change. */
  update(sub: Subscription, params: Json): StripeEvent[] {
    allowOnly(
      params,
      ['cancel_at_period_end', 'metadata', 'cancellation_details', 'proration_behavior'],
      'subscriptions',
    );
    const atPeriodEnd = bool(params.cancel_at_period_end, 'cancel_at_period_end');
    if (isEnded(sub) && atPeriodEnd !== null)
      throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
    const before = snapshot(sub);
    if (atPeriodEnd === true && !sub.cancel_at_period_end) {
      if (!isLive(sub))
        throw invalid(`A subscription that is ${sub.status} cannot be cancelled at period end.`);
      sub.cancel_at_period_end = true;
      sub.cancel_at = this.itemOf(sub).current_period_end;
      sub.canceled_at = now();
      sub.cancellation_details = { ...sub.cancellation_details, reason: 'cancellation_requested' };
    } else if (atPeriodEnd === false && sub.cancel_at_period_end) {
      sub.cancel_at_period_end = false;
      sub.cancel_at = null;
      sub.canceled_at = null;
      sub.cancellation_details = { comment: null, feedback: null, reason: null };
    }
    if ('metadata' in params) sub.metadata = mergeMetadata(sub.metadata, params.metadata);
    if ('cancellation_details' in params) {
      const details = asObject(params.cancellation_details);
      if ('comment' in details) sub.cancellation_details.comment = str(details.comment);
      if ('feedback' in details) sub.cancellation_details.feedback = str(details.feedback);
    }
    return JSON.stringify(before) === JSON.stringify(sub)
      ? []
      : [this.events.record('customer.subscription.updated', sub, before)];
  }

  // --- the controls: time passing and cards failing ---

  control(sub: Subscription, action: ControlAction): StripeEvent[] {
    if (isEnded(sub))
      throw conflict(`Subscription ${sub.id} is ${sub.status}; nothing more can happen to it.`);
    switch (action) {
      case 'trial-will-end':
        if (sub.status !== 'trialing')
          throw conflict(`Subscription ${sub.id} is ${sub.status}, not in a trial.`);
        return [this.events.record('customer.subscription.trial_will_end', sub)];
      case 'advance':
        return this.advance(sub);
      case 'fail-payment':
        return this.failPayment(sub);
      case 'pay':
        return this.pay(sub);
      case 'cancel-now':
        return this.cancelNow(sub);
    }
  }

  /** The current period (or trial) ends now. */
  private advance(sub: Subscription): StripeEvent[] {
    const t = now();
    const item = this.itemOf(sub);
    if (sub.cancel_at_period_end) {
      item.current_period_end = t;
      if (sub.status === 'trialing') sub.trial_end = t;
      sub.cancel_at = t;
      sub.status = 'canceled';
      sub.ended_at = t;
      this.setDelinquent(sub);
      return [this.events.record('customer.subscription.deleted', sub)];
    }
    return this.renew(sub, !this.stateOf(sub).failPayments);
  }

  /** A new period starts now and is invoiced; the payment succeeds or fails. */
  private renew(sub: Subscription, succeed: boolean): StripeEvent[] {
    const t = now();
    const item = this.itemOf(sub);
    const before = snapshot(sub);
    const previousStart = item.current_period_start;
    if (sub.status === 'trialing') sub.trial_end = t;
    const interval = item.price.recurring ?? { interval: 'month', interval_count: 1 };
    item.current_period_start = t;
    item.current_period_end = addInterval(t, interval.interval, interval.interval_count);
    sub.billing_cycle_anchor = t;
    const invoice = this.invoice(sub, 'subscription_cycle', {
      period: { start: previousStart, end: t },
      linePeriod: { start: item.current_period_start, end: item.current_period_end },
      succeed,
    });
    return this.settle(sub, invoice, before);
  }

  /** The subscription follows its latest invoice: paid means active, open means past due. */
  private settle(sub: Subscription, invoice: Invoice, before: Subscription): StripeEvent[] {
    sub.status = invoice.status === 'paid' ? 'active' : 'past_due';
    this.setDelinquent(sub);
    return [
      this.events.record(invoice.status === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', invoice),
      this.events.record('customer.subscription.updated', sub, before),
    ];
  }

  /** From now on payments fail (until `pay`); a paying subscription's payment fails now. */
  private failPayment(sub: Subscription): StripeEvent[] {
    this.stateOf(sub).failPayments = true;
    if (sub.status !== 'active' && sub.status !== 'past_due') return [];
    const before = snapshot(sub);
    const open = this.openInvoices(sub).at(-1);
    if (open) {
      open.attempt_count += 1;
      open.next_payment_attempt = now() + RETRY_AFTER;
      return this.settle(sub, open, before);
    }
    const item = this.itemOf(sub);
    const period = { start: item.current_period_start, end: item.current_period_end };
    const invoice = this.invoice(sub, 'subscription_cycle', { period, linePeriod: period, succeed: false });
    return this.settle(sub, invoice, before);
  }

  /**
   * The card works again: open invoices are paid (oldest first). With none open, a trial ends now and
   * its first period is paid, and a paying subscription pays its current period again.
   */
  private pay(sub: Subscription): StripeEvent[] {
    this.stateOf(sub).failPayments = false;
    const open = this.openInvoices(sub);
    if (open.length === 0 && sub.status === 'trialing') return this.renew(sub, true);
    const before = snapshot(sub);
    if (open.length === 0) {
      const item = this.itemOf(sub);
      const period = { start: item.current_period_start, end: item.current_period_end };
      open.push(this.invoice(sub, 'manual', { period, linePeriod: period, succeed: true }));
    }
    for (const invoice of open) if (invoice.status === 'open') this.markPaid(invoice);
    sub.status = 'active';
    this.setDelinquent(sub);
    return [
      ...open.map((invoice) => this.events.record('invoice.paid', invoice)),
      this.events.record('customer.subscription.updated', sub, before),
    ];
  }
}
