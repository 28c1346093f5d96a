import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, skipping falsy ones, and lets a later Tailwind class win over an earlier one of
 * the same property: `cn('px-4', className)` with `className="px-2"` gives `px-2`, not both.
 */
export const cn = (...classes: ClassValue[]) => twMerge(clsx(classes));
