import { JOB_BOARD_MESSAGES } from '@contract/job-board-messages.ts';
import { notify } from '@/components/ui/toast.ts';
import { CREATE_PROFILE_PATH, jobSignInPath, splitMessage } from '@/features/jobs/format.ts';

type Navigate = (to: string) => void | Promise<void>;

/** One of the spec's 'Title: description' messages as an error toast with one button. */
function notifyWithAction(message: string, label: string, onClick: () => void) {
  const { title, description } = splitMessage(message);
  notify.error(title, description, { action: { label, onClick } });
}

/**
 * 'Authentication required' / 'Please log in to apply for jobs.', offering to sign in and come back to
 * `returnTo` (the page as it is: the board with its filters, or the job's page).
 */
export function notifyApplySignIn(navigate: Navigate, returnTo: string) {
  notifyWithAction(JOB_BOARD_MESSAGES.applyAuth, 'Sign in', () => void navigate(jobSignInPath(returnTo)));
}

/**
 * 'Authentication required' / 'Please log in to save jobs.', offering to sign in and come back to
 * `returnTo`, which names the job to save once signed in.
 */
export function notifySaveSignIn(navigate: Navigate, returnTo: string) {
  notifyWithAction(JOB_BOARD_MESSAGES.saveAuth, 'Sign in', () => void navigate(jobSignInPath(returnTo)));
}

/** 'Profile required' / 'Please create a nanny profile before applying for jobs.', offering to create one. */
export function notifyProfileRequired(navigate: Navigate) {
  notifyWithAction(
    JOB_BOARD_MESSAGES.applyProfile,
    'Create profile',
    () => void navigate(CREATE_PROFILE_PATH),
  );
}
