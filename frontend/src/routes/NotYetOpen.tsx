import { ButtonLink } from '@/components/ui/Button.tsx';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';

interface Props {
  title: string;
  /** What the page will do, in a sentence. */
  purpose: string;
}

/**
 * A page of the product that is not open yet. It says so plainly instead of pretending to work, and
 * points to what visitors can do meanwhile.
 */
export default function NotYetOpen({ title, purpose }: Props) {
  usePageTitle(title);
  return (
    <PageShell title={title} width="narrow">
      <div role="status" className="rounded-2xl border border-amber-300 bg-amber-50 p-6 text-slate-900">
        <p className="font-semibold">This page is not open yet.</p>
        <p className="mt-2 text-slate-800">
          {purpose} It opens soon – nothing you do here is saved in the meantime.
        </p>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to="/how-it-works" variant="outline">
          How it works
        </ButtonLink>
        <ButtonLink to="/online-classes" variant="outline">
          Join the classes waitlist
        </ButtonLink>
        <ButtonLink to="/">Back to Home</ButtonLink>
      </div>
    </PageShell>
  );
}
