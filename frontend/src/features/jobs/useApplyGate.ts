import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { useSessionAction } from '@/auth/useSessionAction.ts';
import { notifyApplySignIn, notifyProfileRequired } from '@/features/jobs/notices.ts';
import { nannyProfileQuery } from '@/features/profile/queries.ts';
import { logFailure } from '@/api/errors.ts';

/**
 * Decides whether Apply Now may open the dialog: a signed-out visitor is asked to log in, and anyone
 * without a nanny profile is asked to create one. The server checks again when the form is sent.
 */
export function useApplyGate() {
  const { user, demo } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);

  const gate = async (open: () => void) => {
    if (checking) return;
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
      logFailure('Reading the nanny profile failed', error);
    } finally {
      setChecking(false);
    }
    open();
  };
  // A press while the session is still being read waits for it, shown as checking.
  const { run: requestApply, waiting } = useSessionAction((open: () => void) => void gate(open));

  return { requestApply, checking: checking || waiting };
}
