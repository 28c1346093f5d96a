import type * as Sonner from 'sonner';

/**
 * The toast library loads after the page (it is not needed to show one), and a toast waits until the
 * toaster is on the page, so none is lost while either loads.
 */
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

/** Called by the toaster once it listens for toasts. */
export const toasterMounted = () => markMounted();

/** Sonner's `toast`, once the toaster can show it. */
export const loadToast = (): Promise<typeof Sonner.toast> =>
  Promise.all([import('sonner'), mounted]).then(([sonner]) => sonner.toast);
