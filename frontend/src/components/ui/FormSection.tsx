import type { ReactNode } from 'react';
import { Card } from '@/components/ui/Card.tsx';

/** A card of the job form with its own h2 (the page's h1 is the form's title). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <div className="mt-5 space-y-5">{children}</div>
    </Card>
  );
}
