import { env } from '../../platform/env.ts';
import { systemHealth } from '../../contract/routes/system.ts';
import { httpHandler } from '../../platform/http.ts';

export const handler = httpHandler(systemHealth, async () => ({
  status: 'ok' as const,
  stage: env().STAGE,
  time: new Date().toISOString(),
}));
