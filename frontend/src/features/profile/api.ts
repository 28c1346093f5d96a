/** The signed-in nanny's own profile. */
import type { NannyProfileInput, OwnNannyProfile } from '@contract/nanny.ts';
import { api } from '@/api/client.ts';
import { nullWhenMissing } from '@/api/missing.ts';

/** GET /nanny-profile: her profile, or null when she has none yet. */
export const readOwnNannyProfile = () =>
  nullWhenMissing(api<OwnNannyProfile>('/nanny-profile', { auth: 'required' }));

/** PUT /nanny-profile: creates or replaces it. */
export const saveNannyProfile = (profile: NannyProfileInput) =>
  api<OwnNannyProfile>('/nanny-profile', { method: 'PUT', auth: 'required', body: profile });
