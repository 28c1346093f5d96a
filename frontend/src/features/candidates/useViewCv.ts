import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '@/api/client.ts';
import { createCvLink } from '@/features/candidates/api.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { useSessionAction } from '@/auth/useSessionAction.ts';
import { notify } from '@/components/ui/toast.ts';
import { logFailure } from '@/api/errors.ts';
import { signInPath } from '@/features/auth/links.ts';

/** What became of the last click, shown on the card next to the button. */
export type CvOutcome =
  | { kind: 'downloading'; fileName: string; url: string | null; expiresAt: string }
  | { kind: 'refused'; message: string; signIn: boolean };

const NOT_FOR_NANNIES = 'CVs are shared only with family and agency accounts, to protect nannies’ privacy.';

/** The words for a refused link: the server's own message (no CV, too many today), or what to do next. */
function refusal(error: unknown): Extract<CvOutcome, { kind: 'refused' }> {
  if (error instanceof ApiError && error.status === 401)
    return {
      kind: 'refused',
      message: 'Your session has ended. Please sign in again to view CVs.',
      signIn: true,
    };
  // Below 500 the message is meant for the visitor (0 is a failed connection, said as such).
  if (error instanceof ApiError && error.status < 500)
    return { kind: 'refused', message: error.message, signIn: false };
  return { kind: 'refused', message: 'We could not open this CV. Please try again.', signIn: false };
}

/**
 * Opens a nanny's CV through a short-lived link. Families, agencies and admins get the link, and the
 * file downloads (the link answers as an attachment, so the page stays); the card says so, with the
 * link to try again while it lasts. A signed-out visitor is sent to sign in, a nanny is told CVs are not
 * for nanny accounts, and a refusal (no CV, too many today) says why on the card.
 */
export function useViewCv(nannyId: string) {
  const { user } = useAuth();
  const navigate = useNavigate();
  // A signed-out visitor signs in and comes back to this very list: its filters (the query) included.
  const { pathname, search } = useLocation();
  const signIn = signInPath(`${pathname}${search}`);
  const [outcome, setOutcome] = useState<CvOutcome | null>(null);
  const link = useMutation({
    mutationFn: () => createCvLink(nannyId),
    onSuccess: ({ url, fileName, expiresAt }) => {
      setOutcome({ kind: 'downloading', fileName, url, expiresAt });
      // Following an attachment link downloads it and keeps the page open; no browser treats it as a
      // popup opened after an await, as it would a new tab.
      window.location.assign(url);
    },
    onError: (error) => {
      logFailure('Opening the CV failed', error);
      setOutcome(refusal(error));
    },
  });

  // The link to download it again goes when it stops working; the news that it downloaded stays.
  const expiresAt = outcome?.kind === 'downloading' && outcome.url ? outcome.expiresAt : null;
  useEffect(() => {
    if (!expiresAt) return;
    const timer = window.setTimeout(
      () => setOutcome((current) => (current?.kind === 'downloading' ? { ...current, url: null } : current)),
      Math.max(0, Date.parse(expiresAt) - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [expiresAt]);

  // A click while the session is still being read is kept, and acted on once it is known who asks.
  const { run: viewCv, waiting } = useSessionAction(() => {
    if (link.isPending) return;
    if (!user) {
      notify.error('Sign in required', 'Please sign in as a family or agency to view CVs.');
      void navigate(signIn);
      return;
    }
    if (user.userType === 'nanny' && !user.isAdmin) {
      setOutcome({ kind: 'refused', message: NOT_FOR_NANNIES, signIn: false });
      return;
    }
    setOutcome(null);
    link.mutate();
  });

  return { viewCv, opening: link.isPending || waiting, outcome, signInPath: signIn };
}
