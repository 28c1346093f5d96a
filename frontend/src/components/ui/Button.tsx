import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { cn } from '@/components/ui/cn.ts';

type Variant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'accent';
type Size = 'sm' | 'md' | 'lg' | 'fit';

const base =
  'inline-flex items-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-3 focus-visible:outline-offset-2';
const variants: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  accent: 'bg-accent-700 text-white hover:bg-accent-600',
  secondary: 'bg-brand-50 text-brand-900 hover:bg-brand-100',
  outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
  ghost: 'text-slate-800 hover:bg-slate-100',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
};
const sizes: Record<Size, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-4 text-sm',
  lg: 'min-h-12 px-6 text-base',
  // As tall as md, with text that fits two side by side on the narrowest phone (the cookie banner).
  fit: 'min-h-11 px-1 text-[13px] sm:px-4 sm:text-sm',
};
/** Where the content sits: centred, or its first and last parts at either end (a disclosure's arrow). */
const justify = { centre: 'justify-center', between: 'justify-between' } as const;

/** A button's classes; `extra` adds to them (a margin, a width) and never sets what these set. */
export const buttonClass = (
  variant: Variant = 'primary',
  size: Size = 'md',
  extra?: string,
  align: keyof typeof justify = 'centre',
) => cn(base, justify[align], variants[variant], sizes[size], extra);

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
  align?: keyof typeof justify;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, align, className, type = 'button', ...props },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClass(variant, size, className, align)} {...props} />;
});

export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: LinkProps & { variant?: Variant; size?: Size }) {
  return <Link className={buttonClass(variant, size, className)} {...props} />;
}
