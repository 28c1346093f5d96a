/** Coming back from Stripe: confirming a job's payment. */
import { call } from '@/api/client.ts';

/** POST /payments/verify: publishes the paid job (safe to call again) and says where it stands. */
export const verifyJobPayment = (sessionId: string) => call('paymentsVerify', { body: { sessionId } });
