import { useRef } from 'react';
import type { JobCard } from '@contract/jobs.ts';
import { Button } from '@/components/ui/Button.tsx';
import { cn } from '@/components/ui/cn.ts';
import { CheckIcon } from '@/components/ui/icons/CheckIcon.tsx';
import { HeartIcon } from '@/components/ui/icons/HeartIcon.tsx';
import { lazyDialog, useLazyDialog } from '@/components/ui/lazyDialog.ts';
import { appliedOn, applicationRecipient } from '@/features/jobs/format.ts';
import { useApplyGate } from '@/features/jobs/useApplyGate.ts';
import { useJobSave } from '@/features/jobs/useJobSave.ts';

// The Apply dialog (its form and schemas) loads when it is about to open, not with the job board.
const applyDialog = lazyDialog(async () => (await import('@/features/jobs/ApplyDialog.tsx')).ApplyDialog);
const ApplyDialog = applyDialog.Component;

type Job = Pick<JobCard, 'id' | 'title' | 'posterType' | 'posterLabel' | 'viewer'>;

const STATUS_BOX =
  'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-xl px-4 py-2 text-center font-semibold';

/**
 * What the caller can do with a job, as the server told it: its poster sees 'Your job' (there is nothing
 * to save or apply to); anyone else Save/Saved and Apply Now, or, once she has applied, the day she did.
 * `describedBy` names the job for the buttons (its title's id), as each card repeats the same buttons.
 */
export function JobActions({
  job,
  describedBy,
  className,
}: {
  job: Job;
  describedBy?: string;
  className?: string;
}) {
  if (job.viewer?.own)
    return (
      <div className={cn('flex flex-wrap gap-3', className)}>
        <p className={cn(STATUS_BOX, 'bg-brand-50 text-brand-900 ring-1 ring-brand-700/30')}>
          <CheckIcon className="size-4 shrink-0" />
          Your job
        </p>
      </div>
    );
  return <SaveAndApply job={job} describedBy={describedBy} className={className} />;
}

function SaveAndApply({
  job,
  describedBy,
  className,
}: {
  job: Job;
  describedBy: string | undefined;
  className: string | undefined;
}) {
  const apply = useLazyDialog();
  // Apply Now, or the applied state that replaces it: where focus returns when the dialog closes.
  const applyControl = useRef<HTMLElement>(null);
  const { saved, toggle, pending } = useJobSave(job.id);
  const { requestApply, checking } = useApplyGate();
  const appliedAt = job.viewer?.appliedAt ?? null;

  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      <Button
        variant={saved ? 'secondary' : 'outline'}
        className={saved ? 'flex-1 border border-brand-700' : 'flex-1'}
        aria-pressed={saved}
        aria-describedby={describedBy}
        aria-busy={pending || undefined}
        onClick={toggle}
      >
        <HeartIcon className="size-4" fill={saved ? 'currentColor' : 'none'} />
        {saved ? 'Saved' : 'Save'}
      </Button>
      {appliedAt ? (
        <p
          ref={(node) => {
            applyControl.current = node;
          }}
          tabIndex={-1}
          data-testid="applied"
          className={cn(STATUS_BOX, 'bg-emerald-50 text-emerald-900 ring-1 ring-emerald-700/30')}
        >
          <CheckIcon className="size-4 shrink-0" />
          <time dateTime={appliedAt}>{appliedOn(appliedAt)}</time>
        </p>
      ) : (
        <Button
          ref={(node) => {
            applyControl.current = node;
          }}
          className="flex-1"
          aria-haspopup="dialog"
          aria-describedby={describedBy}
          aria-busy={checking || undefined}
          {...applyDialog.triggerProps}
          onClick={() => {
            applyDialog.preload();
            void requestApply(apply.show);
          }}
        >
          Apply Now
        </Button>
      )}
      {apply.mounted && (
        <ApplyDialog
          jobId={job.id}
          jobTitle={job.title}
          recipient={applicationRecipient(job)}
          open={apply.open}
          onOpenChange={apply.setOpen}
          returnFocusTo={applyControl}
        />
      )}
    </div>
  );
}
