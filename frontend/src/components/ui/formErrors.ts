import type { FieldErrors } from 'react-hook-form';

/** The first message among a form's errors, in the order the fields were declared. */
export function firstMessage(errors: FieldErrors): string | undefined {
  for (const [key, error] of Object.entries(errors)) {
    // A field's element is not part of its message, and may hold the whole page.
    if (key === 'ref' || !error || typeof error !== 'object') continue;
    if (typeof error.message === 'string' && error.message) return error.message;
    // A list or group of fields (references, languages) holds its messages one level down.
    const nested = firstMessage(error as FieldErrors);
    if (nested) return nested;
  }
  return undefined;
}
