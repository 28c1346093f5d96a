import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/Card.tsx';

/**
 * One part of the account page, a card under its own heading (a landmark named by it), so the page
 * grows by adding sections: details, links, emails, and whatever an account needs next.
 */
export function AccountSection({
  title,
  intro,
  id,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** The heading's id, for a section a link leads to (`/account#your-data`); it then takes the focus. */
  id?: string;
  children: ReactNode;
}) {
  const generated = useId();
  const headingId = id ?? generated;
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <h2
          id={headingId}
          tabIndex={id ? -1 : undefined}
          className="scroll-mt-24 text-xl font-semibold text-slate-900 focus:outline-none"
        >
          {title}
        </h2>
        {intro && <div className="mt-1 text-slate-700">{intro}</div>}
        <div className="mt-5">{children}</div>
      </Card>
    </section>
  );
}
