/** The signed-in nanny's own profile. */
import type { NannyProfileInput } from '@contract/nanny.ts';
import { call } from '@/api/client.ts';
import { nullWhenMissing } from '@/api/missing.ts';

/** GET /nanny-profile: her profile, or null when she has none yet. */
export const readOwnNannyProfile = () => nullWhenMissing(call('nanniesGetOwn'));

/** PUT /nanny-profile: creates or replaces it. */
export const saveNannyProfile = (profile: NannyProfileInput) => call('nanniesSave', { body: profile });
