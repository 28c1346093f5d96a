import { healthResponse } from '../../contract/system.ts';
import { env } from '../../platform/env.ts';
import { httpHandler } from '../../platform/http.ts';

export const handler = httpHandler({ auth: 'public', response: healthResponse }, async () => ({
  status: 'ok' as const,
  stage: env().STAGE,
  time: new Date().toISOString(),
}));
