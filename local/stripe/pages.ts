/**
 * The stand-in's web pages: the hosted checkout, the billing portal (with its two-click cancel), and
 * the home page where a person watches and drives subscriptions. Plain HTML that works with a keyboard
 * and a screen reader; everything shown from data is escaped.
 */
import { CONTROL_ACTIONS, type ControlAction, isEnded, isLive } from './billing.ts';
import { date, dateTime, escapeHtml as e, money, perInterval } from './http.ts';
import { discountOf } from './objects.ts';
import type { Store } from './store.ts';
import type {
  CheckoutPlan,
  Coupon,
  Invoice,
  PortalConfiguration,
  PortalSession,
  Session,
  Subscription,
} from './types.ts';

const STYLE = `body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#0f172a;line-height:1.5}
.card{border:1px solid #cbd5e1;border-radius:12px;padding:1.5rem}h1{font-size:1.25rem}h2{font-size:1.1rem}h3{font-size:1rem;margin:0}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0}
button,.button{font:inherit;font-weight:600;padding:.75rem 1.25rem;border-radius:8px;border:0;cursor:pointer;margin:.25rem .5rem .25rem 0;display:inline-block;text-decoration:none}
.pay{background:#4f46e5;color:#fff}.cancel,.secondary{background:#e2e8f0;color:#0f172a}.danger{background:#b91c1c;color:#fff}
button:focus-visible,a:focus-visible{outline:3px solid #db2777;outline-offset:2px}
.note{color:#475569;font-size:.875rem}.badge{display:inline-block;border-radius:999px;padding:0 .6rem;background:#e0e7ff;color:#1e1b4b;font-size:.875rem;font-weight:600}
.badge.warn{background:#fee2e2;color:#7f1d1d}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #e2e8f0;vertical-align:top}
dl{display:grid;grid-template-columns:auto auto;gap:.25rem 1rem}dt{color:#475569}dd{margin:0;text-align:right}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
form.inline{display:inline}`;

function page(title: string, body: string, wide = false) {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${e(title)}</title><style>${STYLE}${wide ? 'body{max-width:72rem}' : ''}</style></head><body>${body}</body></html>`;
}

// --- checkout ---

function subscriptionSummary(session: Session, plan: CheckoutPlan, coupon: Coupon | undefined) {
  const subtotal = plan.unitAmount * plan.quantity;
  const price = money(subtotal, plan.currency);
  const every = perInterval(plan.interval, plan.intervalCount);
  const trialDays = plan.trialPeriodDays;
  // During a trial the discount waits for the first paid invoice.
  const discount = coupon ? discountOf(coupon, subtotal) : 0;
  const discountText = coupon
    ? `<dt>Discount (${e(coupon.name ?? coupon.id)})</dt><dd>−${money(discount, plan.currency)} off your first payment</dd>`
    : '';
  return `<h1>Subscribe to ${e(plan.productName)}</h1>
${
  trialDays
    ? `<p class="amount">${trialDays} days free</p><p>${price} ${every} after a ${trialDays}-day free trial</p>`
    : `<p class="amount">${price} <span class="note">${every}</span></p>`
}
<dl><dt>${e(plan.productName)}</dt><dd>${price} ${every}</dd>${discountText}
<dt>Due today</dt><dd>${money(session.amount_total, plan.currency)}</dd></dl>`;
}

export function checkoutPage(store: Store, session: Session): string {
  const plan = store.checkoutPlans.get(session.id);
  const done = session.status !== 'open';
  const cancelForm = `<form method="post" action="/checkout/${e(session.id)}/cancel" class="inline"><button class="cancel" type="submit">Cancel</button></form>`;
  // A method that settles later: the session completes unpaid; the home page's controls settle it.
  const laterForm =
    session.amount_total > 0
      ? `<form method="post" action="/checkout/${e(session.id)}/pay-later" class="inline"><button class="secondary" type="submit">Bank debit (pays later)</button></form>`
      : '';
  const laterNote = laterForm
    ? '<p class="note">Bank debit completes the checkout now and takes the payment later: settle it from the stand-in\'s home page.</p>'
    : '';
  if (plan) {
    const coupon = plan.coupon ? store.coupons.get(plan.coupon) : undefined;
    const button = plan.trialPeriodDays ? 'Start your free trial' : 'Subscribe';
    return page(
      'Subscribe – Stripe stand-in',
      `<main class="card"><p class="note">Local Stripe stand-in – no real payment is taken.</p>
${subscriptionSummary(session, plan, coupon)}
${session.customer ? `<p class="note">Billed to ${e(store.customers.get(session.customer)?.email ?? session.customer)}</p>` : ''}
${
  done
    ? `<p>This checkout session is ${e(session.status)}.</p>`
    : `<form method="post" action="/checkout/${e(session.id)}/pay" class="inline"><button class="pay" type="submit">${button}</button></form>
${laterForm}${cancelForm}${laterNote}`
}</main>`,
    );
  }
  const amount = money(session.amount_total, session.currency);
  const items = session.line_items_summary.map((i) => `<li>${e(i.name)} × ${i.quantity}</li>`).join('');
  return page(
    'Checkout – Stripe stand-in',
    `<main class="card">
<p class="note">Local Stripe stand-in – no real payment is taken.</p>
<h1>Pay Nanny Marketplace</h1><ul>${items}</ul><p class="amount">${amount}</p>
${
  done
    ? `<p>This checkout session is ${e(session.status)}.</p>`
    : `<form method="post" action="/checkout/${e(session.id)}/pay" class="inline"><button class="pay" type="submit">Pay ${amount}</button></form>
${laterForm}${cancelForm}${laterNote}`
}
</main>`,
  );
}

// --- billing portal ---

const STATUS_LABELS: Record<string, string> = {
  trialing: 'Trial',
  active: 'Active',
  past_due: 'Past due',
  unpaid: 'Unpaid',
  canceled: 'Cancelled',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
  paused: 'Paused',
};

function planLine(store: Store, sub: Subscription) {
  const item = sub.items.data[0]!;
  const name = store.products.get(item.price.product)?.name ?? item.price.product;
  const price = `${money(item.price.unit_amount * item.quantity, item.price.currency)} ${perInterval(
    item.price.recurring?.interval ?? 'month',
    item.price.recurring?.interval_count ?? 1,
  )}`;
  return { name, price, periodEnd: item.current_period_end };
}

/** "Trial ends on …", "Renews on …", "Cancels on …" */
export function subscriptionDates(sub: Subscription, periodEnd: number): string {
  if (sub.status === 'canceled') return sub.ended_at ? `Ended on ${date(sub.ended_at)}` : 'Cancelled';
  if (sub.cancel_at_period_end && sub.cancel_at) return `Cancels on ${date(sub.cancel_at)}`;
  if (sub.status === 'trialing' && sub.trial_end) return `Trial ends on ${date(sub.trial_end)}`;
  return `Renews on ${date(periodEnd)}`;
}

const portalBase = (portal: PortalSession) => `/portal/${e(portal.id)}`;

function portalShell(
  store: Store,
  portal: PortalSession,
  configuration: PortalConfiguration,
  title: string,
  content: string,
) {
  const customer = store.customers.get(portal.customer);
  const back = portal.return_url
    ? `<p><a href="${e(portal.return_url)}">← Return to Nanny Marketplace</a></p>`
    : '';
  return page(
    `${title} – Nanny Marketplace billing`,
    `<main class="card"><p class="note">Local Stripe stand-in – test mode, no real payment is taken.</p>
${back}
<h1>${e(title)}</h1>
${configuration.business_profile.headline ? `<p>${e(configuration.business_profile.headline)}</p>` : ''}
${customer ? `<p class="note">Signed in as ${e(customer.email ?? customer.name ?? customer.id)}</p>` : ''}
${content}</main>`,
  );
}

export function portalPage(store: Store, portal: PortalSession, configuration: PortalConfiguration): string {
  const subs = [...store.subscriptions.values()]
    .filter((sub) => sub.customer === portal.customer && !isEnded(sub))
    .reverse();
  const cancelEnabled = configuration.features.subscription_cancel.enabled;
  const cards = subs
    .map((sub) => {
      const { name, price, periodEnd } = planLine(store, sub);
      const label = STATUS_LABELS[sub.status] ?? sub.status;
      const warn = sub.status === 'past_due' || sub.status === 'unpaid';
      const action = sub.cancel_at_period_end
        ? `<form method="post" action="${portalBase(portal)}/subscriptions/${e(sub.id)}/renew"><button class="pay" type="submit">Don't cancel</button></form>`
        : cancelEnabled && isLive(sub)
          ? `<form method="get" action="${portalBase(portal)}/subscriptions/${e(sub.id)}/cancel"><button class="secondary" type="submit">Cancel subscription</button></form>`
          : '';
      return `<article aria-labelledby="plan-${e(sub.id)}" class="card">
<h3 id="plan-${e(sub.id)}">${e(name)}</h3>
<p>${e(price)} <span class="badge${warn ? ' warn' : ''}">${e(label)}</span></p>
<p>${e(subscriptionDates(sub, periodEnd))}</p>
${warn ? '<p>Your last payment failed. We will try again; you can update your card with Stripe.</p>' : ''}
${action}</article>`;
    })
    .join('');
  const invoices = configuration.features.invoice_history.enabled
    ? invoiceHistory(
        [...store.invoices.values()].filter((invoice) => invoice.customer === portal.customer).reverse(),
      )
    : '';
  return portalShell(
    store,
    portal,
    configuration,
    'Manage your subscription',
    `<section aria-labelledby="current"><h2 id="current">Current subscription</h2>
${cards || '<p>You have no active subscriptions.</p>'}</section>${invoices}`,
  );
}

function invoiceHistory(invoices: Invoice[]) {
  if (invoices.length === 0) return '';
  const rows = invoices
    .map(
      (invoice) =>
        `<tr><td>${e(date(invoice.created))}</td><td>${e(money(invoice.total, invoice.currency))}</td><td>${e(
          invoice.status === 'paid' ? 'Paid' : invoice.status === 'open' ? 'Payment due' : invoice.status,
        )}</td><td>${e(invoice.number)}</td></tr>`,
    )
    .join('');
  return `<section aria-labelledby="invoices"><h2 id="invoices">Invoice history</h2>
<table><thead><tr><th scope="col">Date</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col">Number</th></tr></thead><tbody>${rows}</tbody></table></section>`;
}

export function confirmCancelPage(
  store: Store,
  portal: PortalSession,
  configuration: PortalConfiguration,
  sub: Subscription,
): string {
  const { name, periodEnd } = planLine(store, sub);
  const immediately = configuration.features.subscription_cancel.mode === 'immediately';
  const text = immediately
    ? `Your ${e(name)} subscription will be cancelled immediately.`
    : `Your ${e(name)} subscription will be cancelled, but it stays available until the end of your ${
        sub.status === 'trialing' ? 'free trial' : 'billing period'
      } on ${e(date(periodEnd))}. You will not be charged again.`;
  return portalShell(
    store,
    portal,
    configuration,
    'Cancel your subscription',
    `<p>${text}</p>
<form method="post" action="${portalBase(portal)}/subscriptions/${e(sub.id)}/cancel" class="inline"><button class="danger" type="submit">Confirm cancellation</button></form>
<a class="button secondary" href="${portalBase(portal)}">Go back</a>`,
  );
}

export function messagePage(title: string, message: string, back: { href: string; label: string }) {
  return page(
    title,
    `<main class="card"><h1>${e(title)}</h1><p>${e(message)}</p><p><a href="${e(back.href)}">${e(back.label)}</a></p></main>`,
  );
}

// --- home: everything the stand-in holds, and the controls ---

const ACTION_LABELS: Record<ControlAction, string> = {
  'trial-will-end': 'Trial will end',
  advance: 'Advance period',
  'fail-payment': 'Fail payment',
  pay: 'Pay',
  'cancel-now': 'Cancel now',
};

function actionsFor(sub: Subscription): ControlAction[] {
  if (isEnded(sub)) return [];
  return CONTROL_ACTIONS.filter((action) => action !== 'trial-will-end' || sub.status === 'trialing');
}

export function homePage(store: Store, failing: (sub: Subscription) => boolean): string {
  const subs = [...store.subscriptions.values()].reverse();
  const subRows = subs
    .map((sub) => {
      const customer = store.customers.get(sub.customer);
      const { name, price, periodEnd } = planLine(store, sub);
      const buttons = actionsFor(sub)
        .map(
          (action) =>
            `<form method="post" action="/control/subscriptions/${e(sub.id)}/${action}" class="inline"><button class="secondary" type="submit">${ACTION_LABELS[action]}<span class="sr-only"> for ${e(sub.id)}</span></button></form>`,
        )
        .join('');
      return `<tr><th scope="row">${e(sub.id)}</th><td>${e(customer?.email ?? sub.customer)}</td><td>${e(name)}<br><span class="note">${e(price)}</span></td>
<td>${e(STATUS_LABELS[sub.status] ?? sub.status)} (${e(sub.status)})${sub.cancel_at_period_end ? '<br>cancels at period end' : ''}${failing(sub) ? '<br>payments fail' : ''}</td>
<td>${sub.trial_end ? e(dateTime(sub.trial_end)) : '–'}</td><td>${e(dateTime(periodEnd))}</td><td>${buttons || '–'}</td></tr>`;
    })
    .join('');
  const sessionRows = [...store.sessions.values()]
    .reverse()
    .map((s) => {
      const later = store.asyncPayments.get(s.id);
      const settle =
        later === 'processing'
          ? (['succeed-payment', 'fail-payment'] as const)
              .map(
                (action) =>
                  `<form method="post" action="/control/checkout/${e(s.id)}/${action}" class="inline"><button class="secondary" type="submit">${
                    action === 'succeed-payment' ? 'Payment succeeds' : 'Payment fails'
                  }<span class="sr-only"> for ${e(s.id)}</span></button></form>`,
              )
              .join('')
          : '';
      return `<tr><th scope="row"><a href="/checkout/${e(s.id)}">${e(s.id)}</a></th><td>${e(s.mode)}</td><td>${e(s.status)}${
        later ? `<br>bank debit ${e(later)}` : ''
      }</td><td>${e(money(s.amount_total, s.currency))}</td><td>${settle || '–'}</td></tr>`;
    })
    .join('');
  const eventRows = store.events
    .slice(0, 25)
    .map((event) => {
      const object = event.data.object as { id?: string };
      return `<tr><td>${e(dateTime(event.created))}</td><td>${e(event.type)}</td><td>${e(String(object.id ?? ''))}</td><td>${e(event.id)}</td></tr>`;
    })
    .join('');
  const table = (caption: string, headings: string[], rows: string, empty: string) =>
    rows
      ? `<table><caption class="sr-only">${e(caption)}</caption><thead><tr>${headings
          .map((h) => `<th scope="col">${e(h)}</th>`)
          .join('')}</tr></thead><tbody>${rows}</tbody></table>`
      : `<p>${e(empty)}</p>`;
  return page(
    'Stripe stand-in',
    `<main><h1>Stripe stand-in</h1>
<p class="note">A local stand-in for Stripe: checkout sessions, agency subscriptions, the billing portal and signed webhooks. The buttons move a subscription through time, settle bank debits, and send the events Stripe would.</p>
<section aria-labelledby="subscriptions"><h2 id="subscriptions">Subscriptions</h2>
${table('Subscriptions', ['Subscription', 'Customer', 'Plan', 'Status', 'Trial ends', 'Period ends', 'Controls'], subRows, 'No subscriptions yet.')}</section>
<section aria-labelledby="sessions"><h2 id="sessions">Checkout sessions</h2>
${table('Checkout sessions', ['Session', 'Mode', 'Status', 'Amount', 'Controls'], sessionRows, 'No checkout sessions yet.')}</section>
<section aria-labelledby="events"><h2 id="events">Recent events</h2>
${table('Recent events', ['Created', 'Type', 'Object', 'Event'], eventRows, 'No events yet.')}</section></main>`,
    true,
  );
}
