import { loadToast } from '../ui/toaster.ts';
import { JOB_MESSAGES } from '@contract/jobs-constants.ts';
import { CREATE_PROFILE_PATH, JOB_SIGN_IN_PATH, splitMessage } from './format.ts';

type Navigate = (to: string) => void | Promise<void>;

/**
 * A toast worded like `notify` (title and description) with one action button. It stays longer than
 * the usual 6 s, and hovering or focusing it pauses it, so the action can be reached by keyboard.
 */
function notifyWithAction(
  title: string,
  description: string | undefined,
  label: string,
  onClick: () => void,
) {
  void loadToast().then((toast) =>
    toast.error(title, { description, duration: 10_000, action: { label, onClick } }),
  );
}

/** 'Authentication required' / 'Please log in to apply for jobs.', offering to sign in. */
export function notifyApplySignIn(navigate: Navigate) {
  const { title, description } = splitMessage(JOB_MESSAGES.applyAuth);
  notifyWithAction(title, description, 'Sign in', () => void navigate(JOB_SIGN_IN_PATH));
}

/** 'Authentication required' / 'Please log in to save jobs.', offering to sign in. */
export function notifySaveSignIn(navigate: Navigate) {
  const { title, description } = splitMessage(JOB_MESSAGES.saveAuth);
  notifyWithAction(title, description, 'Sign in', () => void navigate(JOB_SIGN_IN_PATH));
}

/** 'Profile required' / 'Please create a nanny profile before applying for jobs.', offering to create one. */
export function notifyProfileRequired(navigate: Navigate) {
  const { title, description } = splitMessage(JOB_MESSAGES.applyProfile);
  notifyWithAction(title, description, 'Create profile', () => void navigate(CREATE_PROFILE_PATH));
}
