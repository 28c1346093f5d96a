import { AGENCY_MESSAGES } from '../../contract/agency.ts';
import { conflict } from '../../domain/errors.ts';
import { required } from '../../platform/env.ts';
import { agencyPortal } from '../../contract/routes/agency.ts';
import { httpHandler } from '../handler.ts';
import { stripe } from '../../platform/stripe.ts';
import { agencyOfCaller } from '../../services/agency-profile.ts';
import { portalConfiguration } from '../../services/portal-configuration.ts';

/** A Stripe billing portal session for the caller's agency's customer. */
export const handler = httpHandler(agencyPortal, async ({ principal, log }) => {
  const agency = await agencyOfCaller(principal);
  if (!agency.stripeCustomerId) throw conflict(AGENCY_MESSAGES.noCustomer);
  const client = await stripe();
  const session = await client.billingPortal.sessions.create({
    customer: agency.stripeCustomerId,
    configuration: await portalConfiguration(client),
    return_url: `${required('SITE_ORIGIN')}/post-job-agency`,
  });
  log.info('billing portal opened', { agencyId: agency.id });
  return { url: session.url };
});
