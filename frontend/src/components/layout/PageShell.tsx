import type { ReactNode } from 'react';
import { BackButton } from '@/components/layout/BackButton.tsx';
import { cn } from '@/components/ui/cn.ts';

interface PageShellProps {
  title: ReactNode;
  intro?: ReactNode;
  /** Form and information pages show a Back button (back one page). */
  back?: boolean;
  width?: 'narrow' | 'default' | 'wide';
  children: ReactNode;
}

const widths = { narrow: 'max-w-2xl', default: 'max-w-4xl', wide: 'max-w-6xl' } as const;

/** The frame of an inner page: an optional Back button, the page's single h1, an intro and content. */
export function PageShell({ title, intro, back = true, width = 'default', children }: PageShellProps) {
  return (
    <div className={cn('mx-auto w-full px-4 py-8 sm:px-6 sm:py-12', widths[width])}>
      {back && <BackButton />}
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {intro && <div className="mt-3 text-lg text-slate-700">{intro}</div>}
      <div className="mt-8">{children}</div>
    </div>
  );
}
