import { queryOptions } from '@tanstack/react-query';
import { readOwnNannyProfile } from '@/features/profile/api.ts';

/**
 * The signed-in nanny's own profile, or null when she has none yet: one cache entry serves the profile
 * form and the job board's Apply Now check. Only she changes it, and saving writes the entry, so a read
 * stays good for a few minutes.
 */
export const nannyProfileQuery = (userId: string) =>
  queryOptions({
    queryKey: ['nanny-profile', userId],
    retry: false,
    staleTime: 5 * 60_000,
    queryFn: readOwnNannyProfile,
  });
