import { hiringResumePayment } from '../../contract/routes/hiring.ts';
import { httpHandler } from '../handler.ts';
import { resumeDraftPayment } from '../../services/draft-payment.ts';

/** "Resume payment" for a family's unpaid draft (services/draft-payment.ts): the checkout to finish. */
export const handler = httpHandler(
  hiringResumePayment,
  async ({ principal, params, body, log, sourceIp }) => ({
    checkoutUrl: await resumeDraftPayment(principal, params.jobId, body.discountCode, sourceIp, log),
  }),
);
