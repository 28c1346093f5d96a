import { useMemo, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { COMPLAINT_TEXTS, RESPONSE_AIM_DAYS, type ComplaintList } from '@contract/complaints-constants.ts';
import type { AdminComplaint } from '@contract/complaints.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { AdminOnly } from '@/components/layout/AdminOnly.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { PagedList } from '@/components/ui/PagedList.tsx';
import { QueryStates } from '@/components/ui/QueryStates.tsx';
import { useLoadErrorToast } from '@/components/ui/useLoadErrorToast.ts';
import { COMPLAINT_FILTERS } from '@/features/complaints/format.ts';
import { complaintsQueueQuery } from '@/features/complaints/queries.ts';
import { RespondDialog } from '@/features/complaints/RespondDialog.tsx';
import { ComplaintCard } from '@/features/complaints/ComplaintCard.tsx';

const TITLE = COMPLAINT_TEXTS.adminTitle;
const PAGE_SIZE = 10;
const LOAD_FAILED = 'Failed to load complaints. Please check your admin permissions.';

export default function AdminComplaints() {
  usePageTitle(TITLE);
  return (
    <AdminOnly
      title={TITLE}
      path="/admin/complaints"
      signInText="Complaints are for administrators. Sign in with your administrator account to answer them."
      notAdminText="Complaints can only be seen by administrators, and your account is not an administrator account. If you think it should be, please contact support."
      away={{ to: '/', label: 'Back to Home' }}
    >
      <ComplaintsQueue />
    </AdminOnly>
  );
}

const isList = (value: string | null): value is ComplaintList =>
  COMPLAINT_FILTERS.some((filter) => filter.value === value);

/**
 * The queue of complaints about how we use personal data, newest first: those not yet resolved, the
 * resolved ones or all, each with its age, flagged as it nears or passes the days we aim to respond in,
 * and the Respond dialog (an update, or the outcome that resolves it).
 */
function ComplaintsQueue() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status: ComplaintList = isList(requested) ? requested : 'open';
  const [responding, setResponding] = useState<{ complaint: AdminComplaint; open: boolean } | null>(null);
  const query = useInfiniteQuery(complaintsQueueQuery(status, PAGE_SIZE));
  const { data, isPlaceholderData } = query;
  const items = useMemo(() => (data?.pages ?? []).flatMap((page) => page.items), [data]);

  useLoadErrorToast(query, {
    log: 'Loading the complaints failed',
    title: 'Error loading complaints',
    description: LOAD_FAILED,
  });

  const content = (
    <QueryStates
      query={query}
      loading={
        <p
          role="status"
          className="rounded-2xl border border-slate-200 bg-white p-8 text-center text-slate-700"
        >
          Loading complaints...
        </p>
      }
      error={{ title: 'Error loading complaints', message: LOAD_FAILED, retryingLabel: 'Trying again...' }}
      isEmpty={items.length === 0}
      empty={
        <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center">
          <h2 className="text-lg font-semibold text-slate-900">
            {status === 'open'
              ? 'No complaints waiting.'
              : status === 'resolved'
                ? 'No complaints resolved yet.'
                : 'No complaints yet.'}
          </h2>
        </div>
      }
    >
      <PagedList
        items={items}
        keyOf={(complaint) => complaint.reference}
        renderItem={(complaint) => (
          <ComplaintCard
            complaint={complaint}
            me={user?.id}
            onRespond={() => setResponding({ complaint, open: true })}
          />
        )}
        className="grid items-start gap-6 lg:grid-cols-2"
        busy={{ active: isPlaceholderData, text: 'Loading complaints...' }}
        noun={{ one: 'complaint', many: 'complaints' }}
        next={query}
        loadMoreText={{
          label: 'Load more',
          loadingLabel: 'Loading more...',
          failedMessage: 'We could not load more complaints. Please try again.',
        }}
      />
    </QueryStates>
  );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{TITLE}</h1>
      <p className="mt-3 text-lg text-slate-700">
        Complaints about how we use personal data, newest first. Each was acknowledged by email when it
        arrived; we aim to respond within {RESPONSE_AIM_DAYS} days, and those without a response are flagged a
        week before that and once it has passed. Every response is emailed to the complainant; tick “final
        response” to resolve a complaint.
      </p>

      <fieldset className="mt-8">
        <legend className="text-sm font-medium text-slate-900">Show complaints</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {COMPLAINT_FILTERS.map((option) => (
            <label
              key={option.value}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:checked]:text-brand-900 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
            >
              <input
                type="radio"
                name="complaint-status-filter"
                value={option.value}
                checked={status === option.value}
                onChange={() =>
                  setParams(option.value === 'open' ? {} : { status: option.value }, { replace: true })
                }
                className="size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-8">{content}</div>

      {responding && (
        <RespondDialog
          key={responding.complaint.reference}
          complaint={responding.complaint}
          open={responding.open}
          onOpenChange={(open) => setResponding((current) => (current ? { ...current, open } : current))}
        />
      )}
    </div>
  );
}
