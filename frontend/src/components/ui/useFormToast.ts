import { useEffect } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { firstMessage } from '@/components/ui/formErrors.ts';
import { notify } from '@/components/ui/toast.ts';

/**
 * A form's toasts share one subject: a submit with problems says what the first one is (replacing
 * any older toast, e.g. a file's, that is no longer the problem), and once every field is fixed the
 * toast goes. Messages also stay under their fields.
 */
export function useFormToast<T extends FieldValues>(subject: string, errors: FieldErrors<T>) {
  const hasErrors = Object.keys(errors).length > 0;
  useEffect(() => {
    if (!hasErrors) notify.resolved(subject);
  }, [hasErrors, subject]);
  return {
    /** For react-hook-form's `handleSubmit(onValid, onInvalid)`. */
    invalid: (found: FieldErrors<T>) =>
      notify.error('Please check the highlighted fields', firstMessage(found), { subject }),
    /** An error toast about this form (a refused save), taken away once its fields are fixed. */
    error: (title: string, description?: string) => notify.error(title, description, { subject }),
  };
}
