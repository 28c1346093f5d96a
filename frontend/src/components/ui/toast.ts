import { loadToast } from './toaster.ts';

/** The product's toasts: a title and an optional description, as the specification words them. */
export const notify = {
  success: (title: string, description?: string) =>
    void loadToast().then((toast) => toast.success(title, { description })),
  info: (title: string, description?: string) =>
    void loadToast().then((toast) => toast.info(title, { description })),
  error: (title: string, description?: string) =>
    void loadToast().then((toast) => toast.error(title, { description })),
};
