import type { ShareCardView } from '@contract/shares.ts';
import { cn } from '@/components/ui/cn.ts';
import { childrenInWords, partDays } from '@/features/shares/format.ts';

type Part = ShareCardView['part'];

/** A family's part in a few facts: its district, its days (and the parts of them), its children. */
export function PartSummary({ part, className }: { part: Part; className?: string }) {
  const days = partDays(part.schedule);
  return (
    <dl className={cn('grid gap-x-6 gap-y-1 text-sm text-slate-800 sm:grid-cols-[auto_1fr]', className)}>
      <dt className="font-medium text-slate-900">Where</dt>
      <dd className="wrap-anywhere">{part.postcodeDistrict}</dd>
      <dt className="font-medium text-slate-900">Days</dt>
      <dd className="wrap-anywhere">{days || 'None chosen'}</dd>
      <dt className="font-medium text-slate-900">Children</dt>
      <dd className="wrap-anywhere">{childrenInWords(part.children, part.childrenAges)}</dd>
    </dl>
  );
}

/** Why a share fits the reader's own part, as a list; nothing when there is no reason to give. */
export function Reasons({ reasons, label }: { reasons: readonly string[]; label: string }) {
  if (reasons.length === 0) return null;
  return (
    <ul aria-label={label} className="list-disc space-y-0.5 pl-5 text-sm text-slate-800">
      {reasons.map((reason) => (
        <li key={reason} className="wrap-anywhere">
          {reason}
        </li>
      ))}
    </ul>
  );
}
