import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, skipping falsy ones. The classes joined never set the same property twice
 * (`px-4` with `px-2`): which would win depends on the stylesheet's order, not on the call. A
 * component whose look a caller may change takes an option for it instead (Card's tone, Button's size
 * and alignment). In development every result is checked for such a pair.
 */
export const cn = (...classes: ClassValue[]) => {
  const joined = clsx(classes);
  if (import.meta.env.DEV) void reportConflicts(joined);
  return joined;
};

async function reportConflicts(joined: string) {
  const { twMerge } = await import('tailwind-merge');
  const kept = twMerge(joined);
  if (kept !== joined)
    console.error(`Classes that set the same property: "${joined}" (as merged: "${kept}")`);
}
