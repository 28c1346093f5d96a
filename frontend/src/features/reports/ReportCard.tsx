import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatReportDate } from '@contract/reports-constants.ts';
import type { ReportGroupView, ReportView } from '@contract/reports.ts';
import { Button, buttonClass } from '@/components/ui/Button.tsx';
import { cn } from '@/components/ui/cn.ts';
import { CheckIcon } from '@/components/ui/icons/CheckIcon.tsx';
import { ClockIcon } from '@/components/ui/icons/ClockIcon.tsx';
import { EyeIcon } from '@/components/ui/icons/EyeIcon.tsx';
import { ShieldCheckIcon } from '@/components/ui/icons/ShieldCheckIcon.tsx';
import { XCircleIcon } from '@/components/ui/icons/XCircleIcon.tsx';
import {
  contentTypeLabel,
  countsBreakdown,
  moreReportsNote,
  reasonLabel,
  reportCountLabel,
  reviewTargets,
  statusLabel,
  visibilityLabel,
} from '@/features/reports/format.ts';
import { Row } from '@/components/ui/Row.tsx';

const BADGE: Record<string, { className: string; icon: ReactNode }> = {
  pending: { className: 'bg-amber-50 text-amber-900 ring-amber-300', icon: <ClockIcon className="size-4" /> },
  reviewing: { className: 'bg-sky-50 text-sky-900 ring-sky-300', icon: <EyeIcon className="size-4" /> },
  resolved: {
    className: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
    icon: <CheckIcon className="size-4" />,
  },
  dismissed: {
    className: 'bg-slate-100 text-slate-800 ring-slate-300',
    icon: <XCircleIcon className="size-4" />,
  },
};

/** A report's status as words with an icon (never colour alone). */
export function StatusBadge({ status }: { status: string }) {
  const look = BADGE[status] ?? BADGE.dismissed!;
  return (
    <span
      data-testid="report-status"
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1',
        look.className,
      )}
    >
      {look.icon}
      <span className="sr-only">Status: </span>
      {statusLabel(status)}
    </span>
  );
}

export const reportGroupHeadingId = (groupId: string) => `report-group-${groupId.replace(/[^\w-]/g, '-')}`;
export const reportItemId = (reportId: string) => `report-${reportId}`;

/** One report about the item: who said what and when, what became of it, and its Review button. */
function ReportItem({ report, onReview }: { report: ReportView; onReview: (report: ReportView) => void }) {
  const id = reportItemId(report.id);
  const canReview = reviewTargets(report.status).length > 0;
  return (
    <li
      id={id}
      tabIndex={-1}
      data-testid="report"
      className="rounded-xl border border-slate-200 p-4 focus:outline-none focus-visible:outline-3 focus-visible:outline-brand-700"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 id={`${id}-title`} className="min-w-0 flex-1 font-semibold text-slate-900">
          {reasonLabel(report.reason)}
          <span className="sr-only">
            , reported on {formatReportDate(report.createdAt)} by {report.reporterEmail}
          </span>
        </h4>
        <StatusBadge status={report.status} />
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Row label="Details" wide>
          {report.details?.trim() ? report.details : <span className="text-slate-600">None given</span>}
        </Row>
        <Row label="Reported by">{report.reporterEmail}</Row>
        <Row label="Reported on">
          <time dateTime={report.createdAt}>{formatReportDate(report.createdAt)}</time>
        </Row>
        {report.resolutionNotes?.trim() && (
          <Row label="Resolution notes" wide>
            {report.resolutionNotes}
          </Row>
        )}
        {report.reviewedAt && (
          <Row label="Reviewed on">
            <time dateTime={report.reviewedAt}>{formatReportDate(report.reviewedAt)}</time>
          </Row>
        )}
      </dl>
      {canReview && (
        <Button
          className="mt-4"
          data-report-id={report.id}
          aria-haspopup="dialog"
          aria-describedby={`${id}-title`}
          onClick={() => onReview(report)}
        >
          Review
        </Button>
      )}
    </li>
  );
}

interface ReportCardProps {
  group: ReportGroupView;
  onReview: (report: ReportView) => void;
  onViewContent: (group: ReportGroupView) => void;
}

/**
 * One entry of the admin queue: a reported item with how many reports it has, where it stands now (and,
 * for a nanny, a link to her verification file), and each of its reports to review one at a time. Every text from a report is
 * shown as text, never as markup.
 */
export function ReportCard({ group, onReview, onViewContent }: ReportCardProps) {
  const headingId = reportGroupHeadingId(group.id);
  const exists = group.contentLabel !== null;
  const typeLabel = contentTypeLabel(group.contentType);
  const more = moreReportsNote(group.reports.length, group.counts.total);

  return (
    <article
      aria-labelledby={headingId}
      data-testid="report-group"
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2
          id={headingId}
          tabIndex={-1}
          className="min-w-0 flex-1 text-lg font-semibold text-slate-900 wrap-anywhere focus:outline-none"
        >
          {typeLabel}: {exists ? group.contentLabel : 'no longer available'}
        </h2>
        <span
          data-testid="report-count"
          className="shrink-0 rounded-full bg-slate-900 px-2.5 py-0.5 text-sm font-semibold text-white"
        >
          {reportCountLabel(group.counts.total)}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-700">{countsBreakdown(group.counts)}</p>

      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Row label="Content type">{typeLabel}</Row>
        <Row label="Visibility">{visibilityLabel(group.visibility, group.contentType)}</Row>
      </dl>

      <div className="mt-4 flex flex-wrap gap-3">
        <Button
          variant="secondary"
          aria-haspopup="dialog"
          aria-describedby={headingId}
          onClick={() => onViewContent(group)}
        >
          <EyeIcon className="size-4" />
          View content
        </Button>
        {group.contentType === 'nanny_profile' && exists && (
          <Link
            to={`/admin/verifications/${encodeURIComponent(group.contentId)}`}
            aria-describedby={headingId}
            className={buttonClass('outline')}
          >
            <ShieldCheckIcon className="size-4" />
            Verification file
          </Link>
        )}
      </div>

      <h3 className="mt-6 font-semibold text-slate-900">
        {group.reports.length === 1 ? 'The report' : 'The reports, newest first'}
      </h3>
      {group.reports.length > 1 && (
        <p className="text-sm text-slate-700">Each report is reviewed on its own.</p>
      )}
      <ol role="list" className="mt-3 space-y-3">
        {group.reports.map((report) => (
          <ReportItem key={report.id} report={report} onReview={onReview} />
        ))}
      </ol>
      {more && <p className="mt-3 text-sm text-slate-700">{more}</p>}
    </article>
  );
}
