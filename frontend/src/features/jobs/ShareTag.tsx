import type { JobShareView } from '@contract/jobs.ts';
import { cn } from '@/components/ui/cn.ts';
import { UsersIcon } from '@/components/ui/icons/UsersIcon.tsx';
import { shareTag } from '@/features/jobs/shareTag.ts';

/** The board's short tag on a nanny share's job. */
export function ShareTag({ share, className }: { share: JobShareView; className?: string }) {
  return (
    <span
      data-testid="share-tag"
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-sm font-semibold text-emerald-900 ring-1 ring-emerald-700/30',
        className,
      )}
    >
      <UsersIcon className="size-4 shrink-0" />
      {shareTag(share)}
    </span>
  );
}
