import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/api/client.ts';
import { logFailure } from '@/api/errors.ts';
import { refusalText } from '@/features/my-jobs/api.ts';
import { formFieldErrors } from '@/features/shares/format.ts';

/**
 * A share form's refusals: the server's field messages under their fields (the first one focused), and
 * any other refusal (a share that is full, the family's own) as the form's own message, which the form
 * shows by its button. `refused` answers that message, or null when the refusal was about the fields.
 */
export function useServerRefusal<T extends FieldValues>(
  what: string,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
) {
  const [message, setMessage] = useState<string | null>(null);
  const refused = (error: unknown): string | null => {
    logFailure(what, error);
    const found =
      error instanceof ApiError && error.status === 400 ? formFieldErrors(error.fields, fields) : [];
    if (found.length) {
      found.forEach(([name, text], i) =>
        setError(name, { type: 'server', message: text }, { shouldFocus: i === 0 }),
      );
      setMessage('Please check the fields marked.');
      return null;
    }
    const text = refusalText(error);
    setMessage(text);
    return text;
  };
  return { message, refused, clear: () => setMessage(null) };
}
