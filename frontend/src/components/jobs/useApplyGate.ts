import { useState } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import type { OwnNannyProfile } from '@contract/nanny.ts';
import { api, ApiError } from '@/api/client.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { notifyApplySignIn, notifyProfileRequired } from './notices.ts';

/**
 * The signed-in nanny's own profile, or null when she has none yet. The same cache entry as the
 * create-profile page (['nanny-profile', userId], the profile or null), so one read serves both.
 */
export const nannyProfileQuery = (userId: string) =>
  queryOptions({
    queryKey: ['nanny-profile', userId],
    retry: false,
    staleTime: 5 * 60_000,
    queryFn: async () => {
      try {
        return await api<OwnNannyProfile>('/nanny-profile', { auth: 'required' });
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) return null;
        throw e;
      }
    },
  });

/**
 * Decides whether Apply Now may open the dialog: a signed-out visitor is asked to log in, and anyone
 * without a nanny profile is asked to create one. The server checks again when the form is sent.
 */
export function useApplyGate() {
  const { user, loading, demo } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);

  const requestApply = async (open: () => void) => {
    if (loading || checking) return;
    // The demo has no accounts: anyone may try the form (nothing is sent).
    if (demo) {
      open();
      return;
    }
    if (!user) {
      // Back to this page as it is (the board keeps its filters) after signing in.
      notifyApplySignIn(navigate, location.pathname + location.search);
      return;
    }
    if (user.userType !== 'nanny') {
      notifyProfileRequired(navigate);
      return;
    }
    setChecking(true);
    try {
      const profile = await queryClient.fetchQuery(nannyProfileQuery(user.id));
      if (!profile) {
        notifyProfileRequired(navigate);
        return;
      }
    } catch (error) {
      // The profile could not be read now: let her write her application; the server decides.
      console.error('Reading the nanny profile failed', error);
    } finally {
      setChecking(false);
    }
    open();
  };

  return { requestApply, checking };
}
