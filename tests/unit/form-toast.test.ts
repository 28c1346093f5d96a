import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import { firstMessage } from '../../frontend/src/components/ui/formErrors.ts';

describe("a form's toast names its first problem", () => {
  it('takes the first field with a message, in the order the fields were declared', () => {
    const errors = {
      phone: { type: 'custom', message: 'Enter a valid phone number' },
      bio: { type: 'too_small', message: 'Bio must be at least 10 characters' },
    } as FieldErrors;
    expect(firstMessage(errors)).toBe('Enter a valid phone number');
  });

  it('looks inside a list of fields, and never into a field element', () => {
    const element = { self: null as unknown, message: 'not a message of the form' };
    element.self = element;
    const errors = {
      references: [undefined, { name: { type: 'custom', message: 'File type is not right', ref: element } }],
      cv: { type: 'custom', message: '', ref: element },
    } as unknown as FieldErrors;
    expect(firstMessage(errors)).toBe('File type is not right');
  });

  it('has nothing to say when there is no message', () => {
    expect(firstMessage({})).toBeUndefined();
    expect(
      firstMessage({ cv: { type: 'custom', ref: { message: 'x' } } } as unknown as FieldErrors),
    ).toBeUndefined();
  });
});
