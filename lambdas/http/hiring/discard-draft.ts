import { hiringDiscardDraft } from '../../contract/routes/hiring.ts';
import { httpHandler } from '../handler.ts';
import { discardOwnDraft } from '../../services/draft-payment.ts';

/**
 * A family discards an unpaid draft: its checkout is ended at Stripe first (a checkout paid meanwhile
 * keeps the job: 409), then the draft goes from their jobs, gives back the promo code's use it held and
 * is deleted with its photo by the retention run. Asked again, it answers the same and changes nothing.
 * Anyone else's job, and an id that names nothing, is 404.
 */
export const handler = httpHandler(hiringDiscardDraft, async ({ principal, params, log }) =>
  discardOwnDraft(principal, params.jobId, log),
);
