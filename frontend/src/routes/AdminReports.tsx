import { useCallback, useMemo, useRef, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { REPORT_MESSAGES } from '@contract/reports-constants.ts';
import type { ReportGroupView, ReportStatus, ReportView } from '@contract/reports.ts';
import { uniqueItems } from '@/api/pages.ts';

import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { AdminOnly } from '@/components/layout/AdminOnly.tsx';
import { ContentDialog } from '@/features/reports/ContentDialog.tsx';
import { ReportCard, reportGroupHeadingId, reportItemId } from '@/features/reports/ReportCard.tsx';
import { ReviewDialog } from '@/features/reports/ReviewDialog.tsx';
import { reportsQueueQuery } from '@/features/reports/queries.ts';
import { parseStatusFilter, pendingLabel, STATUS_FILTERS } from '@/features/reports/format.ts';
import { PagedList } from '@/components/ui/PagedList.tsx';
import { QueryStates } from '@/components/ui/QueryStates.tsx';
import { useLoadErrorToast } from '@/components/ui/useLoadErrorToast.ts';

const TITLE = 'Content Reports';
const PAGE_SIZE = 10;

export default function AdminReports() {
  usePageTitle(TITLE);
  return (
    <AdminOnly
      title={TITLE}
      path="/admin/reports"
      signInText="Content reports are for administrators. Sign in with your administrator account to review them."
      notAdminText="Content reports can only be seen by administrators, and your account is not an administrator account. If you think it should be, please contact support."
      away={{ to: '/', label: 'Back to Home' }}
    >
      <ReportsQueue />
    </AdminOnly>
  );
}

function useStatusFilter() {
  const [params, setParams] = useSearchParams();
  const status = parseStatusFilter(params.get('status'));
  const setStatus = useCallback(
    (next: ReportStatus | '') =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('status', next);
          else updated.delete('status');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [status, setStatus] as const;
}

function ReportsQueue() {
  const [status, setStatus] = useStatusFilter();
  const pageHeading = useRef<HTMLHeadingElement>(null);
  const reviewTrigger = useRef<HTMLElement | null>(null);
  const [review, setReview] = useState<{ report: ReportView; open: boolean } | null>(null);
  const [viewing, setViewing] = useState<{ group: ReportGroupView; open: boolean } | null>(null);

  const query = useInfiniteQuery(reportsQueueQuery(status, PAGE_SIZE));
  const { data, isPlaceholderData } = query;

  const groups = useMemo(() => uniqueItems(data?.pages), [data]);
  const pendingCount = data?.pages[0]?.pendingCount;

  // A failed load is toasted once per failure (not on every render).
  useLoadErrorToast(query, {
    log: 'Loading the reports failed',
    title: REPORT_MESSAGES.loadFailedTitle,
    description: REPORT_MESSAGES.loadFailed,
  });

  const openReview = (report: ReportView) => {
    reviewTrigger.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setReview({ report, open: true });
  };

  // Back to the Review button; when the report was decided (no button) to the report; when its item
  // left the filtered list, to the page heading.
  const returnFocus = (event: Event) => {
    event.preventDefault();
    const trigger = reviewTrigger.current;
    const report = review?.report;
    const target =
      (trigger?.isConnected ? trigger : null) ??
      (report ? document.getElementById(reportItemId(report.id)) : null) ??
      (report
        ? document.getElementById(reportGroupHeadingId(`${report.contentType}:${report.contentId}`))
        : null) ??
      pageHeading.current;
    target?.focus();
  };

  const content = (
    <QueryStates
      query={query}
      loading={
        <p
          role="status"
          className="rounded-2xl border border-slate-200 bg-white p-8 text-center text-slate-700"
        >
          {REPORT_MESSAGES.loading}
        </p>
      }
      error={{
        title: REPORT_MESSAGES.loadFailedTitle,
        message: REPORT_MESSAGES.loadFailed,
        retryingLabel: 'Trying again...',
      }}
      isEmpty={groups.length === 0}
      empty={
        <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center">
          <h2 className="text-lg font-semibold text-slate-900">{REPORT_MESSAGES.emptyTitle}</h2>
          <p className="mt-1 text-slate-700">{REPORT_MESSAGES.emptyBody}</p>
          <p role="status" className="sr-only">
            {isPlaceholderData ? REPORT_MESSAGES.loading : REPORT_MESSAGES.emptyTitle}
          </p>
        </div>
      }
    >
      <PagedList
        items={groups}
        keyOf={(group) => group.id}
        renderItem={(group) => (
          <ReportCard
            group={group}
            onReview={openReview}
            onViewContent={(shown) => setViewing({ group: shown, open: true })}
          />
        )}
        className="grid items-start gap-6 lg:grid-cols-2"
        busy={{ active: isPlaceholderData, text: REPORT_MESSAGES.loading }}
        noun={{ one: 'reported item', many: 'reported items' }}
        next={query}
        loadMoreText={{
          label: 'Load more',
          loadingLabel: 'Loading more...',
          failedMessage: 'We could not load more reports. Please try again.',
        }}
      />
    </QueryStates>
  );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-center gap-3">
        <h1
          ref={pageHeading}
          tabIndex={-1}
          className="text-3xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-4xl"
        >
          {TITLE}
        </h1>
        {pendingCount !== undefined && (
          <p
            data-testid="pending-count"
            className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-300"
          >
            {pendingLabel(pendingCount)}
          </p>
        )}
      </div>
      <p className="mt-3 text-lg text-slate-700">
        Reports about jobs, nanny profiles, applications and messages, one entry per reported item, the latest
        reported first. Owners appeal hidden content under{' '}
        <Link to="/admin/appeals" className="font-medium text-brand-900 underline underline-offset-2">
          Appeals
        </Link>
        ; nannies’ checks wait under{' '}
        <Link to="/admin/verifications" className="font-medium text-brand-900 underline underline-offset-2">
          Verifications
        </Link>
        .
      </p>

      <fieldset className="mt-8">
        <legend className="text-sm font-medium text-slate-900">Filter by status</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {STATUS_FILTERS.map((option) => (
            <label
              key={option.value || 'all'}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:checked]:text-brand-900 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
            >
              <input
                type="radio"
                name="report-status-filter"
                value={option.value}
                checked={status === option.value}
                onChange={() => setStatus(option.value)}
                className="size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-8">{content}</div>

      {review && (
        <ReviewDialog
          key={review.report.id}
          report={review.report}
          open={review.open}
          onOpenChange={(open) => setReview((current) => (current ? { ...current, open } : current))}
          onCloseAutoFocus={returnFocus}
        />
      )}
      {viewing && (
        <ContentDialog
          key={viewing.group.id}
          group={viewing.group}
          open={viewing.open}
          onOpenChange={(open) => setViewing((current) => (current ? { ...current, open } : current))}
        />
      )}
    </div>
  );
}
