import type Stripe from 'stripe';

const MARKER = 'nanny-marketplace-agency';
let cached: Promise<string> | undefined;

/**
 * The billing portal configuration agencies use: cancelling takes two clicks (Cancel subscription,
 * then Confirm cancellation: no survey), at the end of the period already paid for, and agencies can
 * update their card and see their invoices. Found by its marker, or created once; kept per container.
 */
export function portalConfiguration(client: Stripe): Promise<string> {
  cached ??= (async () => {
    for await (const configuration of client.billingPortal.configurations.list({ active: true, limit: 100 }))
      if (configuration.metadata?.app === MARKER) return configuration.id;
    const created = await client.billingPortal.configurations.create({
      business_profile: { headline: 'Nanny Marketplace: manage your agency subscription' },
      features: {
        subscription_cancel: {
          enabled: true,
          mode: 'at_period_end',
          cancellation_reason: { enabled: false, options: [] },
        },
        payment_method_update: { enabled: true },
        invoice_history: { enabled: true },
      },
      metadata: { app: MARKER },
    });
    return created.id;
  })();
  cached.catch(() => {
    cached = undefined;
  });
  return cached;
}
