import type { ReactNode } from 'react';

/**
 * One labelled fact of a card, inside a `<dl>`: the label above its value, the value keeping its line
 * breaks and wrapping anywhere (an email address, a long word). `wide` spans both columns of a
 * two-column list from the small breakpoint up.
 */
export function Row({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-line text-slate-900 wrap-anywhere">{children}</dd>
    </div>
  );
}
