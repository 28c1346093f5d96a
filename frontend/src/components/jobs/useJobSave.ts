import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { JOB_MESSAGES } from '@contract/jobs-constants.ts';
import type { savedJobs } from '@contract/jobs.ts';
import { api, type Answer } from '@/api/client.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { notify } from '@/components/ui/toast.ts';
import { DEMO_MESSAGES } from '@/demo/messages.ts';
import { notifySaveSignIn } from './notices.ts';

type SavedJobs = { jobIds: string[] };

const SAVE_MUTATION = ['save-job'] as const;
export const savedJobsKey = (userId: string) => ['saved-jobs', userId] as const;

const withJob = (data: SavedJobs | undefined, jobId: string, saved: boolean): SavedJobs => {
  const others = (data?.jobIds ?? []).filter((id) => id !== jobId);
  return { jobIds: saved ? [...others, jobId] : others };
};

/** The signed-in user's saved job ids (GET /saved-jobs), so Saved survives a reload. */
export function useSavedJobIds() {
  const { user } = useAuth();
  return useQuery({
    queryKey: savedJobsKey(user?.id ?? ''),
    enabled: Boolean(user),
    staleTime: 60_000,
    queryFn: ({ signal }) => api<Answer<typeof savedJobs>>('/saved-jobs', { auth: 'required', signal }),
  });
}

/**
 * The Save/Saved toggle of one job: optimistic, with PUT or DELETE /jobs/{id}/save, rolled back (for
 * this job only) when the server refuses. A signed-out visitor is asked to log in.
 */
export function useJobSave(jobId: string) {
  const { user, loading, demo } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const saved = useSavedJobIds();
  const isSaved = Boolean(user) && (saved.data?.jobIds.includes(jobId) ?? false);

  const mutation = useMutation({
    mutationKey: SAVE_MUTATION,
    mutationFn: ({ save }: { userId: string; save: boolean }) =>
      api(`/jobs/${encodeURIComponent(jobId)}/save`, { method: save ? 'PUT' : 'DELETE', auth: 'required' }),
    onMutate: async ({ userId, save }) => {
      const key = savedJobsKey(userId);
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<SavedJobs>(key, (data) => withJob(data, jobId, save));
    },
    onSuccess: (_data, { save }) => notify.success(save ? JOB_MESSAGES.saved : JOB_MESSAGES.removed),
    onError: (error, { userId, save }) => {
      console.error('Saving the job failed', error);
      queryClient.setQueryData<SavedJobs>(savedJobsKey(userId), (data) => withJob(data, jobId, !save));
      notify.error(JOB_MESSAGES.saveFailed);
    },
    onSettled: (_data, _error, { userId }) => {
      // Another toggle still on its way would be overwritten by a refetch now; the last one refetches.
      if (queryClient.isMutating({ mutationKey: SAVE_MUTATION }) === 1)
        void queryClient.invalidateQueries({ queryKey: savedJobsKey(userId) });
    },
  });

  const toggle = () => {
    // The session is still being read, or this job's last toggle is on its way: the click waits.
    if (loading || mutation.isPending) return;
    if (demo) {
      notify.info(DEMO_MESSAGES.featureUnavailableTitle, DEMO_MESSAGES.saveJobs);
      return;
    }
    if (!user) {
      notifySaveSignIn(navigate);
      return;
    }
    mutation.mutate({ userId: user.id, save: !isSaved });
  };

  return { saved: isSaved, toggle, pending: mutation.isPending };
}
