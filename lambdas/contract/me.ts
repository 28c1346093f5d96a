import * as z from 'zod/mini';
import './zod-locale.ts';
import { USER_TYPES } from './auth.ts';

export const meResponse = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  userType: z.nullable(z.enum(USER_TYPES)),
  groups: z.array(z.string()),
});
export type MeResponse = z.infer<typeof meResponse>;
