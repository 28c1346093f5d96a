/** How an application's status shows, and what she may still do with it. Pure, so unit tests load it. */
import {
  APPLICATION_STATUS_LABELS,
  OPEN_APPLICATION_STATUSES,
  type ApplicationStatus,
} from '@contract/hiring-constants.ts';

/** She may withdraw an application while the poster is still deciding. */
export const canWithdraw = (status: ApplicationStatus) =>
  (OPEN_APPLICATION_STATUSES as readonly ApplicationStatus[]).includes(status);

/**
 * The chip's look for each status. The text says the status; the colour only echoes it (good news
 * green, an ending grey or red, still open in the brand's colours).
 */
const CHIP: Record<ApplicationStatus, string> = {
  new: 'bg-brand-50 text-brand-900 ring-brand-200',
  viewed: 'bg-sky-50 text-sky-900 ring-sky-200',
  shortlisted: 'bg-amber-50 text-amber-900 ring-amber-300',
  hired: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  declined: 'bg-red-50 text-red-900 ring-red-200',
  withdrawn: 'bg-slate-100 text-slate-800 ring-slate-300',
  closed: 'bg-slate-100 text-slate-800 ring-slate-300',
};

export const statusChipClass = (status: ApplicationStatus) => CHIP[status];

/** The chip's text: the contract's label. */
export const statusLabel = (status: ApplicationStatus) => APPLICATION_STATUS_LABELS[status];

/** Items of paged answers as one list, each job once (an item can move to the next page while read). */
export function uniqueByJob<T extends { jobId: string }>(
  pages: ReadonlyArray<{ items: T[] }> | undefined,
): T[] {
  const seen = new Set<string>();
  const list: T[] = [];
  for (const page of pages ?? [])
    for (const item of page.items)
      if (!seen.has(item.jobId)) {
        seen.add(item.jobId);
        list.push(item);
      }
  return list;
}
