import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { formatReportDate } from '@contract/reports-constants.ts';
import type { dbsResult, ReportView } from '@contract/reports.ts';
import { api, ApiError, type Answer } from '@/api/client.ts';
import { Button } from '@/components/ui/Button.tsx';
import { cn } from '@/components/ui/cn.ts';
import { CheckIcon, ClockIcon, EyeIcon, ShieldCheckIcon, XCircleIcon } from '@/components/ui/icons.tsx';
import { notify } from '@/components/ui/toast.ts';
import { contentTypeLabel, reasonLabel, reviewTargets, safeContentLink, statusLabel } from './format.ts';

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

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-slate-900 wrap-anywhere">{children}</dd>
    </div>
  );
}

/** Marks a reported nanny's DBS check as verified, or removes the mark (PUT /admin/nannies/{id}/dbs). */
function DbsActions({ nannyId, name, describedBy }: { nannyId: string; name: string; describedBy: string }) {
  const queryClient = useQueryClient();
  // Unknown until an admin sets it here (the report does not say).
  const [verified, setVerified] = useState<boolean | null>(null);
  const [busy, setBusy] = useState<boolean | null>(null);

  const update = async (next: boolean) => {
    if (busy !== null) return;
    setBusy(next);
    try {
      const result = await api<Answer<typeof dbsResult>>(
        `/admin/nannies/${encodeURIComponent(nannyId)}/dbs`,
        {
          method: 'PUT',
          auth: 'required',
          body: { verified: next },
        },
      );
      setVerified(result.dbsVerified);
      notify.success(
        result.dbsVerified ? 'DBS verified' : 'DBS verification removed',
        result.dbsVerified
          ? `${name}'s profile now shows the DBS Verified badge.`
          : `${name}'s profile no longer shows the DBS Verified badge.`,
      );
      void queryClient.invalidateQueries({ queryKey: ['candidates'] });
    } catch (error) {
      console.error('Updating the DBS verification failed', error);
      notify.error(
        'Error updating DBS verification',
        error instanceof ApiError && (error.status === 404 || error.status === 409)
          ? error.message
          : 'Failed to update DBS verification. Please try again.',
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Button
        variant="outline"
        aria-describedby={describedBy}
        aria-disabled={busy !== null || undefined}
        aria-busy={busy === true || undefined}
        disabled={verified === true}
        onClick={() => void update(true)}
      >
        <ShieldCheckIcon className="size-4" />
        {busy === true ? 'Saving...' : 'Mark DBS verified'}
      </Button>
      <Button
        variant="ghost"
        aria-describedby={describedBy}
        aria-disabled={busy !== null || undefined}
        aria-busy={busy === false || undefined}
        disabled={verified === false}
        onClick={() => void update(false)}
      >
        {busy === false ? 'Saving...' : 'Remove DBS verification'}
      </Button>
      {verified !== null && (
        <p role="status" className="w-full text-sm text-slate-700">
          {verified ? 'DBS check marked as verified.' : 'DBS verification removed.'}
        </p>
      )}
    </>
  );
}

interface ReportCardProps {
  report: ReportView;
  onReview: (report: ReportView) => void;
}

export const reportHeadingId = (reportId: string) => `report-${reportId}-title`;

/** One report in the admin queue. Every text from the report is shown as text, never as markup. */
export function ReportCard({ report, onReview }: ReportCardProps) {
  const headingId = reportHeadingId(report.id);
  const link = safeContentLink(report.contentLink);
  const exists = report.contentLabel !== null;
  const typeLabel = contentTypeLabel(report.contentType);
  const canReview = reviewTargets(report.status).length > 0;

  return (
    <article
      aria-labelledby={headingId}
      data-testid="report-card"
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2
          id={headingId}
          tabIndex={-1}
          className="min-w-0 flex-1 text-lg font-semibold text-slate-900 wrap-anywhere focus:outline-none"
        >
          {typeLabel}: {exists ? report.contentLabel : 'no longer available'}
        </h2>
        <StatusBadge status={report.status} />
      </div>

      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Row label="Content type">{typeLabel}</Row>
        <Row label="Reason">{reasonLabel(report.reason)}</Row>
        <div className="min-w-0 sm:col-span-2">
          <dt className="text-sm font-medium text-slate-600">Details</dt>
          <dd className="mt-0.5 whitespace-pre-line text-slate-900 wrap-anywhere">
            {report.details?.trim() ? report.details : <span className="text-slate-600">None given</span>}
          </dd>
        </div>
        <Row label="Reported by">{report.reporterEmail}</Row>
        <Row label="Reported on">
          <time dateTime={report.createdAt}>{formatReportDate(report.createdAt)}</time>
        </Row>
        <Row label="Content">
          {link ? (
            <Link
              to={link}
              aria-describedby={headingId}
              className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              View content
            </Link>
          ) : (
            <span className="text-slate-700">{exists ? 'Not shown publicly' : 'Removed'}</span>
          )}
        </Row>
        <Row label="Visibility">
          {!exists ? 'Removed' : report.contentHidden ? 'Hidden from public lists' : 'Shown in public lists'}
        </Row>
        {report.resolutionNotes?.trim() && (
          <div className="min-w-0 sm:col-span-2">
            <dt className="text-sm font-medium text-slate-600">Resolution notes</dt>
            <dd className="mt-0.5 whitespace-pre-line text-slate-900 wrap-anywhere">
              {report.resolutionNotes}
            </dd>
          </div>
        )}
        {report.reviewedAt && (
          <Row label="Reviewed on">
            <time dateTime={report.reviewedAt}>{formatReportDate(report.reviewedAt)}</time>
          </Row>
        )}
      </dl>

      {(canReview || (report.contentType === 'nanny_profile' && exists)) && (
        <div className="mt-auto flex flex-wrap gap-3 pt-5">
          {canReview && (
            <Button
              data-report-id={report.id}
              aria-haspopup="dialog"
              aria-describedby={headingId}
              onClick={() => onReview(report)}
            >
              Review
            </Button>
          )}
          {report.contentType === 'nanny_profile' && exists && (
            <DbsActions
              nannyId={report.contentId}
              name={report.contentLabel ?? 'The nanny'}
              describedBy={headingId}
            />
          )}
        </div>
      )}
    </article>
  );
}
