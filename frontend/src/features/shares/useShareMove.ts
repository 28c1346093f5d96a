import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShareView } from '@contract/shares.ts';
import { ApiError } from '@/api/client.ts';
import { logFailure } from '@/api/errors.ts';
import { notify } from '@/components/ui/toast.ts';
import { refusalText } from '@/features/my-jobs/api.ts';
import { shareChanged, shareKey } from '@/features/shares/queries.ts';

/**
 * A move of a share (accept, decline, agree, leave): its answer kept as the share, the change said in a
 * toast (which screen readers hear), a refusal said too. A share changed elsewhere meanwhile (409) or
 * gone (404) is read again, so the page shows it as it now is.
 */
export function useShareMove<A>({
  userId,
  shareId,
  move,
  done,
  failed,
  onDone,
}: {
  userId: string;
  shareId: string;
  move: (arg: A) => Promise<ShareView>;
  /** The toast's title once done, and its words (from the answer). */
  done: (share: ShareView, arg: A) => { title: string; description?: string };
  /** The toast's title when refused. */
  failed: string;
  onDone?: (share: ShareView) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: move,
    onSuccess: (share, arg) => {
      shareChanged(queryClient, userId, share);
      const { title, description } = done(share, arg);
      notify.success(title, description);
      onDone?.(share);
    },
    onError: (error) => {
      logFailure(failed, error);
      notify.error(failed, refusalText(error));
      if (error instanceof ApiError && (error.status === 409 || error.status === 404))
        void queryClient.invalidateQueries({ queryKey: shareKey(userId, shareId) });
    },
  });
}
