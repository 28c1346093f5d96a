import { jobsLocalPay } from '../../contract/routes/jobs.ts';
import { httpHandler } from '../../platform/http.ts';
import { localPay } from '../../services/local-pay.ts';

/** What live jobs in the postcode's area pay an hour gross, or that too few state it (services/local-pay.ts). */
export const handler = httpHandler(jobsLocalPay, async ({ query }) => localPay(query.postcode));
