import { useId } from 'react';
import type { JobShareView } from '@contract/jobs.ts';
import { cn } from '@/components/ui/cn.ts';
import { HomeIcon } from '@/components/ui/icons/HomeIcon.tsx';
import {
  SHARE_SECTION_INTRO,
  SHARE_SECTION_TITLE,
  shareFamilyFacts,
  shareFamilyNames,
  shareHomeLine,
  shareTotalLine,
} from '@/features/jobs/share.ts';

/**
 * A nanny share's job on its page: what sharing a nanny means for her, whose home she works in, and each
 * family's part as the two families agreed it.
 */
export function JobShareSection({ share, className }: { share: JobShareView; className?: string }) {
  const headingId = useId();
  const names = shareFamilyNames(share);
  return (
    <section
      aria-labelledby={headingId}
      data-testid="job-share"
      className={cn('rounded-2xl border border-emerald-200 bg-emerald-50/60 p-5 sm:p-6', className)}
    >
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {SHARE_SECTION_TITLE}
      </h2>
      <p className="mt-2 text-slate-800">{SHARE_SECTION_INTRO.join(' ')}</p>
      <p className="mt-3 inline-flex items-center gap-1.5 font-medium text-slate-900">
        <HomeIcon className="size-4 shrink-0 text-brand-700" />
        {shareHomeLine(share)}
      </p>
      <ul className="mt-4 grid gap-4 @md:grid-cols-2">
        {share.families.map((family, i) => (
          <li
            key={`${i}-${family.label}`}
            className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <h3 className="font-semibold text-slate-900 wrap-anywhere">
              <bdi>{names[i]}</bdi>
            </h3>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {shareFamilyFacts(family).map(([term, detail]) => (
                <div key={term} className="contents">
                  <dt className="font-medium text-slate-600">{term}</dt>
                  <dd className="text-slate-900 wrap-anywhere">{detail}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <p className="mt-4 font-medium text-slate-900">{shareTotalLine(share)}</p>
    </section>
  );
}
