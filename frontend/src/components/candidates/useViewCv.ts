import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { cvLinkResponse } from '@contract/nanny.ts';
import { api, type Answer } from '@/api/client.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { notify } from '@/components/ui/toast.ts';

/** Where a signed-out visitor is sent to sign in, and brought back from. */
export const CV_SIGN_IN_PATH = '/auth?redirect=/candidates';

/**
 * Opens a nanny's CV through a short-lived link. Families, agencies and admins get the link; a
 * signed-out visitor is sent to sign in, and a nanny is told CVs are not for nanny accounts.
 */
export function useViewCv(nannyId: string) {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const link = useMutation({
    mutationFn: () =>
      api<Answer<typeof cvLinkResponse>>(`/candidates/${encodeURIComponent(nannyId)}/cv-link`, {
        method: 'POST',
        auth: 'required',
      }),
    onSuccess: ({ url }) => {
      // The link downloads the file (Content-Disposition: attachment), so following it keeps the page
      // open, and no browser treats it as a popup opened after an await.
      window.location.assign(url);
    },
    onError: (error) => {
      console.error('Opening the CV failed', error);
      notify.error('Could not open CV', error.message);
    },
  });

  const viewCv = () => {
    // The session is still being read: a moment later the click will know who is asking.
    if (loading || link.isPending) return;
    if (!user) {
      notify.error('Sign in required', 'Please sign in as a family or agency to view CVs.');
      void navigate(CV_SIGN_IN_PATH);
      return;
    }
    if (user.userType === 'nanny' && !user.isAdmin) {
      notify.error(
        'CVs are for families and agencies',
        'To protect nannies’ privacy, CVs are shared only with family and agency accounts.',
      );
      return;
    }
    link.mutate();
  };

  return { viewCv, opening: link.isPending };
}
