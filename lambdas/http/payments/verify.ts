import { paymentsVerify } from '../../contract/routes/payments.ts';
import { httpHandler } from '../handler.ts';
import { verifyPayment } from '../../services/draft-payment.ts';

/**
 * The success page's check: a paid session of the caller's publishes its job (if the webhook has not).
 * A checkout completed with a payment that settles later (a bank debit) answers that it is pending, and
 * keeps the draft until the payment succeeds or fails (if the webhook has not).
 */
export const handler = httpHandler(paymentsVerify, async ({ principal, body, log }) =>
  verifyPayment(principal, body.sessionId, log),
);
