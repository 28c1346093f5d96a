import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/Card.tsx';

/**
 * One part of the account page, a card under its own heading (a landmark named by it), so the page
 * grows by adding sections: details, links, emails, and whatever an account needs next.
 */
export function AccountSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        {intro && <div className="mt-1 text-slate-700">{intro}</div>}
        <div className="mt-5">{children}</div>
      </Card>
    </section>
  );
}
