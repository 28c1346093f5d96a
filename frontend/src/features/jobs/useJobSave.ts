import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { JOB_BOARD_MESSAGES } from '@contract/job-board-messages.ts';
import { ApiError } from '@/api/client.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { useSessionAction } from '@/auth/useSessionAction.ts';
import { notify } from '@/components/ui/toast.ts';
import { DEMO_MESSAGES } from '@/demo/messages.ts';
import { SAVE_PARAM, withParam } from '@/features/jobs/format.ts';
import { setJobSaved } from '@/features/jobs/api.ts';
import { notifySaveSignIn } from '@/features/jobs/notices.ts';
import { savedJobsKey, savedJobsQuery } from '@/features/jobs/queries.ts';
import { logFailure } from '@/api/errors.ts';

type SavedJobs = { jobIds: string[] };

const SAVE_MUTATION = ['save-job'] as const;

const withJob = (data: SavedJobs | undefined, jobId: string, saved: boolean): SavedJobs => {
  const others = (data?.jobIds ?? []).filter((id) => id !== jobId);
  return { jobIds: saved ? [...others, jobId] : others };
};

/** The signed-in user's saved job ids (GET /saved-jobs), so Saved survives a reload. */
export function useSavedJobIds() {
  const { user } = useAuth();
  return useQuery({ ...savedJobsQuery(user?.id ?? ''), enabled: Boolean(user) });
}

interface SaveVariables {
  userId: string;
  jobId: string;
  save: boolean;
}

/**
 * Saving or removing one job: optimistic, with PUT or DELETE /jobs/{id}/save, rolled back (for that job
 * only) when the server refuses, and toasted either way.
 */
function useSaveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SAVE_MUTATION,
    mutationFn: ({ jobId, save }: SaveVariables) => setJobSaved(jobId, save),
    onMutate: async ({ userId, jobId, save }) => {
      const key = savedJobsKey(userId);
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<SavedJobs>(key, (data) => withJob(data, jobId, save));
    },
    onSuccess: (_data, { save }) =>
      notify.success(save ? JOB_BOARD_MESSAGES.saved : JOB_BOARD_MESSAGES.removed),
    onError: (error, { userId, jobId, save }) => {
      logFailure('Saving the job failed', error);
      queryClient.setQueryData<SavedJobs>(savedJobsKey(userId), (data) => withJob(data, jobId, !save));
      // A job taken off the board meanwhile says so; anything else is the spec's failure.
      notify.error(
        JOB_BOARD_MESSAGES.saveFailed,
        error instanceof ApiError && error.status === 404 ? error.message : undefined,
      );
    },
    onSettled: (_data, _error, { userId }) => {
      // Another toggle still on its way would be overwritten by a refetch now; the last one refetches.
      if (queryClient.isMutating({ mutationKey: SAVE_MUTATION }) === 1)
        void queryClient.invalidateQueries({ queryKey: savedJobsKey(userId) });
    },
  });
}

/**
 * The Save/Saved toggle of one job. A signed-out visitor is asked to sign in, and comes back to this
 * page as it was (the board keeps its filters) with the job named in the address, to be saved then.
 */
export function useJobSave(jobId: string) {
  const { user, demo } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const saved = useSavedJobIds();
  const isSaved = Boolean(user) && (saved.data?.jobIds.includes(jobId) ?? false);
  const mutation = useSaveMutation();

  // A click while the session is still being read waits for it; one while this job's last toggle is
  // on its way does nothing.
  const { run: toggle, waiting } = useSessionAction(() => {
    if (mutation.isPending) return;
    if (demo) {
      notify.info(DEMO_MESSAGES.featureUnavailableTitle, DEMO_MESSAGES.saveJobs);
      return;
    }
    if (!user) {
      notifySaveSignIn(navigate, withParam(location.pathname, location.search, SAVE_PARAM, jobId));
      return;
    }
    mutation.mutate({ userId: user.id, jobId, save: !isSaved });
  });

  return { saved: isSaved, toggle, pending: mutation.isPending || waiting };
}

/**
 * The end of the sign-in detour of a Save: the page came back with `save=<jobId>` in its address. Once
 * the session is read, a signed-in user's job is saved (with the 'Job saved' toast), and the parameter
 * leaves the address either way, so a reload or a shared link saves nothing. Answers the job's id, so the
 * page can bring that job into view.
 */
export function useSaveAfterSignIn(): string | null {
  const { user, loading, demo } = useAuth();
  const [params, setParams] = useSearchParams();
  const requested = params.get(SAVE_PARAM);
  const [target, setTarget] = useState<string | null>(null);
  const handled = useRef<string | null>(null);
  const { mutate } = useSaveMutation();

  useEffect(() => {
    if (!requested || loading || handled.current === requested) return;
    handled.current = requested;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SAVE_PARAM);
        return next;
      },
      { replace: true },
    );
    if (!user || demo) return;
    setTarget(requested);
    // Saving twice is the same as once: a job saved already is confirmed, not toggled off.
    mutate({ userId: user.id, jobId: requested, save: true });
  }, [requested, loading, user, demo, setParams, mutate]);

  return target;
}
