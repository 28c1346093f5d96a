import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn.ts';

/** A titled part of an information page: an h2 with an id, an optional lead paragraph and content. */
export function ContentSection({
  id,
  title,
  lead,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={cn('scroll-mt-24', className)}>
      <h2 id={id} className="text-2xl font-semibold tracking-tight text-slate-900">
        {title}
      </h2>
      {lead && <p className="mt-3 max-w-prose text-base leading-7 text-slate-700">{lead}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

export interface Step {
  title: string;
  body: ReactNode;
}

/** Numbered steps as an ordered list; each step has an h3 title and a short description. */
export function StepList({ steps, className }: { steps: readonly Step[]; className?: string }) {
  return (
    <ol className={cn('space-y-5', className)}>
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
          >
            {index + 1}
          </span>
          <div className="min-w-0 max-w-prose pt-1">
            <h3 className="text-lg font-semibold text-slate-900">{step.title}</h3>
            <div className="mt-1 space-y-2 text-base leading-7 text-slate-700">{step.body}</div>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** A bordered panel with an h3 heading, for features, verification levels and similar groups. */
export function InfoPanel({
  title,
  eyebrow,
  icon,
  className,
  children,
}: {
  title: ReactNode;
  /** A short label above the title, e.g. "Level 1". */
  eyebrow?: ReactNode;
  /** A decorative symbol; hidden from assistive technology. */
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cn('h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)}
    >
      {icon && (
        <span
          aria-hidden="true"
          className="mb-3 flex size-10 items-center justify-center rounded-xl bg-brand-50 text-xl"
        >
          {icon}
        </span>
      )}
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <div className="mt-2 space-y-3 text-base leading-7 text-slate-700">{children}</div>
    </div>
  );
}
