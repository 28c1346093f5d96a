import * as z from 'zod/mini';
import { schema } from './schema.ts';
import './zod-locale.ts';

export const healthResponse = /* @__PURE__ */ schema(() =>
  z.object({
    status: z.literal('ok'),
    stage: z.string(),
    time: z.string(),
  }),
);
export type HealthResponse = z.infer<typeof healthResponse>;
