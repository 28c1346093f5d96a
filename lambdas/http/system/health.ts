import { env } from '../../platform/env.ts';
import { routes } from '../../contract/routes.ts';
import { httpHandler } from '../../platform/http.ts';

export const handler = httpHandler(routes.systemHealth, async () => ({
  status: 'ok' as const,
  stage: env().STAGE,
  time: new Date().toISOString(),
}));
