import { loadToast } from '@/components/ui/toaster.ts';

/** A button in a toast, e.g. 'Sign in' on 'Authentication required'. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  /**
   * What the toast is about (a form, a file field, the promo code). It defaults to the title. A toast
   * about something else replaces it, and `notify.resolved(subject)` takes it away once the problem is
   * fixed, so a toast never outlives the problem it names.
   */
  subject?: string;
  action?: ToastAction;
}

/**
 * The product shows one toast at a time: each new one takes the place of the one on screen, so they
 * never pile up over the header or a dialog's title, and an old error never sits beside a new one.
 * (Each toast gets a fresh id, rather than updating the one on screen, so it gets its own full time.)
 */
let shown: { id: number; subject: string } | null = null;
let lastId = 0;

type Kind = 'success' | 'info' | 'error';

function show(kind: Kind, title: string, description: string | undefined, options: ToastOptions = {}) {
  const previous = shown;
  const current = { id: ++lastId, subject: options.subject ?? title };
  shown = current;
  // A keyboard user who set this off is taken to the toast's button, or they could not reach it: the
  // toasts sit at the end of the page. A pointer user's focus stays put, and so does focus in a dialog
  // (which keeps it inside until it closes).
  const active = document.activeElement;
  const reachByKeyboard =
    options.action !== undefined &&
    active instanceof HTMLElement &&
    active.matches(':focus-visible') &&
    !active.closest('[role="dialog"], [role="alertdialog"]');
  void loadToast().then((toast) => {
    if (previous) toast.dismiss(previous.id);
    // A later toast has taken the place while the library loaded.
    if (shown !== current) return;
    toast[kind](title, {
      id: current.id,
      description,
      // Room to read a toast that asks for something (and to reach its button); one waiting for a
      // keyboard user stays until they act or close it.
      duration: reachByKeyboard ? Infinity : options.action ? 10_000 : 6_000,
      ...(options.action ? { action: options.action } : {}),
      onDismiss: () => forget(current),
      onAutoClose: () => forget(current),
    });
    if (reachByKeyboard) focusAction();
  });
}

/**
 * Moves focus to the shown toast's button once the toaster has drawn it (a frame or a few later, more on
 * a busy device), giving up after about a second.
 */
function focusAction(framesLeft = 60) {
  const button = document.querySelector<HTMLElement>(
    '[data-sonner-toast]:not([data-removed="true"]) [data-action]',
  );
  if (button) button.focus();
  else if (framesLeft > 0) requestAnimationFrame(() => focusAction(framesLeft - 1));
}

function forget(toast: { id: number }) {
  if (shown === toast) shown = null;
}

/** The product's toasts: a title and an optional description, as the specification words them. */
export const notify = {
  success: (title: string, description?: string, options?: ToastOptions) =>
    show('success', title, description, options),
  info: (title: string, description?: string, options?: ToastOptions) =>
    show('info', title, description, options),
  error: (title: string, description?: string, options?: ToastOptions) =>
    show('error', title, description, options),
  /** The problem a toast was about is fixed: take it away if it is still the one on screen. */
  resolved: (subject: string) => {
    const current = shown;
    if (current?.subject !== subject) return;
    shown = null;
    void loadToast().then((toast) => toast.dismiss(current.id));
  },
};
