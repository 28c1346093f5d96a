/** Coming back from Stripe: confirming a job's payment. */
import type { verifyPaymentResponse } from '@contract/jobs.ts';
import { api, type Answer } from '@/api/client.ts';

/** POST /payments/verify: publishes the paid job (safe to call again) and says where it stands. */
export const verifyJobPayment = (sessionId: string) =>
  api<Answer<typeof verifyPaymentResponse>>('/payments/verify', {
    method: 'POST',
    auth: 'required',
    body: { sessionId },
  });
