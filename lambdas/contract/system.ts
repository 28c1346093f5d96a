import * as z from 'zod/mini';
import './zod-locale.ts';

export const healthResponse = z.object({
  status: z.literal('ok'),
  stage: z.string(),
  time: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponse>;
