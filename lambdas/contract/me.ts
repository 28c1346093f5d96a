import * as z from 'zod';
import { USER_TYPES } from './auth.ts';

export const meResponse = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  userType: z.enum(USER_TYPES).nullable(),
  groups: z.array(z.string()),
});
export type MeResponse = z.infer<typeof meResponse>;
