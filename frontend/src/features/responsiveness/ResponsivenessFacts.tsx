import {
  RESPONSIVENESS_TEXTS,
  responsivenessLines,
  type ResponsivenessView,
} from '@contract/responsiveness-constants.ts';
import { cn } from '@/components/ui/cn.ts';
import { CheckIcon } from '@/components/ui/icons/CheckIcon.tsx';
import { ClockIcon } from '@/components/ui/icons/ClockIcon.tsx';

/**
 * How quickly someone answers and whether they turn up, as the server worked it out for today: a short,
 * quiet list in the words every card uses (`responsivenessLines`). Nothing at all when there is nothing
 * to show: no record is not a bad record, so it is never said as one.
 */
export function ResponsivenessFacts({
  view,
  label,
  className,
}: {
  view: ResponsivenessView | null | undefined;
  /** The list's accessible name, naming whose record it is ('How Amelia responds'). */
  label: string;
  className?: string;
}) {
  const lines = responsivenessLines(view);
  if (lines.length === 0) return null;
  return (
    <ul
      aria-label={label}
      data-testid="responsiveness"
      className={cn('flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700', className)}
    >
      {lines.map((line) => (
        <li key={line} className="flex min-w-0 items-start gap-1.5">
          {line === RESPONSIVENESS_TEXTS.noMissed ? (
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />
          ) : (
            <ClockIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />
          )}
          <span className="min-w-0 wrap-anywhere">{line}</span>
        </li>
      ))}
    </ul>
  );
}
