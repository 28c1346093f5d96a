/** The account's own responsiveness record. */
import { call } from '@/api/client.ts';

/** GET /me/record: each figure with its cases, the meetings held, the no-shows and what others see. */
export const readMyRecord = (signal?: AbortSignal) => call('meRecord', { ...(signal ? { signal } : {}) });
