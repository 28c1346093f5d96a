import { cn } from '@/components/ui/cn.ts';

interface ListPlaceholderProps {
  /** What is loading, shown in the first card and announced ('Loading jobs…'). */
  label: string;
  /** The list's own grid classes, so the placeholder cards sit where the cards will. */
  gridClassName: string;
  /** The height of a card, roughly, so the page keeps its layout when the list arrives. */
  cardClassName: string;
  count?: number;
}

/**
 * Stands in for a list of cards while its first page loads: blank cards of about the real cards' size,
 * so the footer and the rest of the page do not jump when the list replaces it.
 */
export function ListPlaceholder({ label, gridClassName, cardClassName, count = 4 }: ListPlaceholderProps) {
  return (
    <div role="status" className={gridClassName}>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          className={cn(
            'flex min-w-0 items-center justify-center rounded-2xl border border-slate-200 bg-white p-8 text-center text-slate-700 shadow-sm',
            cardClassName,
          )}
        >
          {index === 0 ? label : null}
        </div>
      ))}
    </div>
  );
}
