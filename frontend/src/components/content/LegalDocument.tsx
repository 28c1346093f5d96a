import { useNow } from '@/components/layout/useNow.ts';
import { useEffect, type ReactNode } from 'react';
import { JumpLink } from '@/components/content/Prose.tsx';

/** A date written the British way, e.g. "22 November 2026". */
export function formatUkDate(date: Date): string {
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
}

/** The local calendar date as YYYY-MM-DD, for a machine-readable <time>. */
function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "Last updated: 22 November 2026"; the date defaults to today, computed at render. */
export function LastUpdated({ date }: { date?: Date }) {
  const now = useNow();
  date ??= now;
  return (
    <p className="text-sm text-slate-600">
      Last updated: <time dateTime={isoDate(date)}>{formatUkDate(date)}</time>
    </p>
  );
}

export interface LegalSectionContent {
  /** The fragment id of the section's heading, e.g. "payment-terms". */
  id: string;
  title: string;
  body: ReactNode;
}

/** One numbered section of a legal document: an h2 "N. Title" and its body in readable prose. */
export function LegalSection({
  number,
  id,
  title,
  children,
}: {
  number: number;
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="border-t border-slate-200 pt-8 first:border-t-0 first:pt-0">
      {/* tabIndex lets the contents list move keyboard focus to the section it jumps to. */}
      <h2 id={id} tabIndex={-1} className="scroll-mt-24 text-xl font-semibold text-slate-900 sm:text-2xl">
        <span className="text-brand-700">{number}.</span> {title}
      </h2>
      <div className="mt-4 max-w-prose space-y-4 text-base leading-7 text-slate-700">{children}</div>
    </section>
  );
}

/** The list of a document's sections, each a link to its heading. */
export function LegalContents({ sections }: { sections: readonly LegalSectionContent[] }) {
  return (
    <nav
      aria-labelledby="legal-contents-label"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-24"
    >
      <p id="legal-contents-label" className="text-sm font-semibold text-slate-900">
        Contents
      </p>
      <ol className="mt-3 space-y-1.5 text-sm sm:columns-2 sm:gap-6 lg:columns-1">
        {sections.map((section, index) => (
          <li key={section.id} className="break-inside-avoid">
            <JumpLink targetId={section.id} className="font-normal text-slate-800">
              {index + 1}. {section.title}
            </JumpLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * A whole legal document: a contents list and its numbered sections, numbered in the order given.
 * On wide screens the contents list sits in a sticky column beside the text.
 */
export function LegalDocument({ sections }: { sections: readonly LegalSectionContent[] }) {
  // A link such as /terms#payment-terms opened directly: the page is lazy, so scroll once it exists.
  // Deferred a tick so it runs after the layout's scroll-to-top on a change of page.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    const timer = window.setTimeout(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }), 0);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <div className="grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start">
      <LegalContents sections={sections} />
      <div className="min-w-0 space-y-8">
        {sections.map((section, index) => (
          <LegalSection key={section.id} number={index + 1} id={section.id} title={section.title}>
            {section.body}
          </LegalSection>
        ))}
      </div>
    </div>
  );
}
