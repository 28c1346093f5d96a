import { route } from './spec.ts';
import { healthResponse } from '../system.ts';

export const systemHealth = /* @__PURE__ */ route('systemHealth', {
  method: 'GET',
  path: '/health',
  auth: 'public',
  uses: [],
  throttle: 'browse',
  response: healthResponse,
});
