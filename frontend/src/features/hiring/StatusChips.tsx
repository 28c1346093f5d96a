import {
  APPLICATION_STATUS_LABELS,
  MY_JOB_STATE_LABELS,
  type ApplicationStatus,
  type MyJobState,
} from '@contract/hiring-constants.ts';
import { cn } from '@/components/ui/cn.ts';

/**
 * The hiring loop's chips, one look for both sides: a poster's job state and an application's status.
 * Each says its state in words; the colour only echoes it (good news green, an ending grey or red,
 * still open in the brand's colours).
 */
const CHIP =
  'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ring-1';

const STATE_TONES: Record<MyJobState, string> = {
  unpaid: 'bg-amber-50 text-amber-900 ring-amber-300',
  processing: 'bg-amber-50 text-amber-900 ring-amber-300',
  live: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  hidden: 'bg-red-50 text-red-900 ring-red-300',
  closed: 'bg-slate-100 text-slate-800 ring-slate-300',
  filled: 'bg-brand-50 text-brand-900 ring-brand-300',
  expired: 'bg-slate-100 text-slate-800 ring-slate-300',
};

export const STATUS_TONES: Record<ApplicationStatus, string> = {
  new: 'bg-brand-50 text-brand-900 ring-brand-300',
  viewed: 'bg-sky-50 text-sky-900 ring-sky-200',
  shortlisted: 'bg-amber-50 text-amber-900 ring-amber-300',
  interview: 'bg-teal-50 text-teal-900 ring-teal-300',
  trial: 'bg-cyan-50 text-cyan-900 ring-cyan-300',
  offered: 'bg-violet-50 text-violet-900 ring-violet-300',
  hired: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  declined: 'bg-red-50 text-red-900 ring-red-300',
  'offer-declined': 'bg-slate-100 text-slate-800 ring-slate-300',
  withdrawn: 'bg-slate-100 text-slate-800 ring-slate-300',
  closed: 'bg-slate-100 text-slate-800 ring-slate-300',
};

export function JobStateChip({ state, className }: { state: MyJobState; className?: string }) {
  return (
    <span className={cn(CHIP, STATE_TONES[state], className)} data-testid="job-state">
      {MY_JOB_STATE_LABELS[state]}
    </span>
  );
}

/** An application's status; read aloud as "Status: Viewed". */
export function ApplicationStatusChip({
  status,
  className,
}: {
  status: ApplicationStatus;
  className?: string;
}) {
  return (
    <span className={cn(CHIP, STATUS_TONES[status], className)} data-testid="application-status">
      <span className="sr-only">Status: </span>
      {APPLICATION_STATUS_LABELS[status]}
    </span>
  );
}
