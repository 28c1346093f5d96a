import type { ReportContentType } from '@contract/reports-constants.ts';
import { cn } from '@/components/ui/cn.ts';
import { FlagIcon } from '@/components/ui/icons/FlagIcon.tsx';
import { lazyDialog, useLazyDialog } from '@/components/ui/lazyDialog.ts';

// The Report dialog (its form) loads when it is about to open, not with the list of cards.
const reportDialog = lazyDialog(
  async () => (await import('@/features/reports/ReportDialog.tsx')).ReportDialog,
);
const ReportDialog = reportDialog.Component;

interface ReportFlagProps {
  /** The button's name, e.g. 'Report this job'. */
  label: string;
  contentType: ReportContentType;
  contentId: string;
  /** What is reported, as the card names it (a job's title, a nanny's first name, a message's start). */
  contentLabel: string;
  /** A visitor's link token, for a message in her conversation (ReportDialog). */
  guestToken?: string | undefined;
  className?: string;
}

/**
 * A card's report icon, and the Report dialog it opens for that card's content; a thread's messages use
 * it too (contentType 'message', the message's id, and a visitor's link token on her page).
 */
export function ReportFlag({
  label,
  contentType,
  contentId,
  contentLabel,
  guestToken,
  className,
}: ReportFlagProps) {
  const report = useLazyDialog();
  return (
    <>
      <button
        type="button"
        onClick={report.show}
        {...reportDialog.triggerProps}
        aria-label={label}
        aria-haspopup="dialog"
        title={label}
        className={cn(
          'inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 transition-colors hover:bg-slate-100 hover:text-red-800 focus-visible:outline-3 focus-visible:outline-offset-2',
          className,
        )}
      >
        <FlagIcon />
      </button>
      {report.mounted && (
        <ReportDialog
          contentType={contentType}
          contentId={contentId}
          contentLabel={contentLabel}
          guestToken={guestToken}
          open={report.open}
          onOpenChange={report.setOpen}
        />
      )}
    </>
  );
}
