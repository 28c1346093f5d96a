import type { HTMLAttributes } from 'react';
import { cn } from '@/components/ui/cn.ts';

/** A card's border and background: white, a quiet grey (a preview), or amber (a warning). */
const tones = {
  white: 'border-slate-200 bg-white',
  slate: 'border-slate-200 bg-slate-50',
  amber: 'border-amber-300 bg-amber-50',
} as const;

export function Card({
  tone = 'white',
  className,
  ...props
}: HTMLAttributes<HTMLDivElement> & { tone?: keyof typeof tones }) {
  return <div className={cn('rounded-2xl border p-6 shadow-sm', tones[tone], className)} {...props} />;
}
