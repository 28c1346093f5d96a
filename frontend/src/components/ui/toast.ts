import { toast } from 'sonner';

/** The product's toasts: a title and an optional description, as the specification words them. */
export const notify = {
  success: (title: string, description?: string) => toast.success(title, { description }),
  info: (title: string, description?: string) => toast.info(title, { description }),
  error: (title: string, description?: string) => toast.error(title, { description }),
};
