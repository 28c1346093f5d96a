import { useMemo, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { MODERATION_TEXTS, type AdminAppeal } from '@contract/moderation.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { AdminOnly } from '@/components/layout/AdminOnly.tsx';
import { PagedList } from '@/components/ui/PagedList.tsx';
import { QueryStates } from '@/components/ui/QueryStates.tsx';
import { ContentDialog } from '@/features/reports/ContentDialog.tsx';
import { DecideAppealDialog } from '@/features/moderation/DecideAppealDialog.tsx';
import { openAppealsLabel } from '@/features/moderation/format.ts';
import { appealsQueueQuery } from '@/features/moderation/queries.ts';
import { useLoadErrorToast } from '@/components/ui/useLoadErrorToast.ts';
import { AppealCard } from '@/features/moderation/AppealCard.tsx';

const TITLE = MODERATION_TEXTS.adminTitle;
const PAGE_SIZE = 10;
const LOAD_FAILED = 'Failed to load appeals. Please check your admin permissions.';

export default function AdminAppeals() {
  usePageTitle(TITLE);
  return (
    <AdminOnly
      title={TITLE}
      path="/admin/appeals"
      signInText="Appeals are for administrators. Sign in with your administrator account to decide them."
      notAdminText="Appeals can only be seen by administrators, and your account is not an administrator account. If you think it should be, please contact support."
      away={{ to: '/', label: 'Back to Home' }}
    >
      <AppealsQueue />
    </AdminOnly>
  );
}

const FILTERS = [
  { value: 'open', label: 'Open' },
  { value: 'decided', label: 'Decided' },
] as const;

/**
 * The appeals queue: each appeal with the decision it is about, the owner's words and the content in
 * context (View content), and the Decide dialog. A moderator deciding an appeal against their own
 * decision is told so.
 */
function AppealsQueue() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const status = params.get('status') === 'decided' ? 'decided' : 'open';
  const [deciding, setDeciding] = useState<{ appeal: AdminAppeal; open: boolean } | null>(null);
  const [viewing, setViewing] = useState<{ appeal: AdminAppeal; open: boolean } | null>(null);
  const query = useInfiniteQuery(appealsQueueQuery(status, PAGE_SIZE));
  const { data, isPlaceholderData } = query;
  const items = useMemo(() => (data?.pages ?? []).flatMap((page) => page.items), [data]);
  const openCount = data?.pages[0]?.openCount;

  useLoadErrorToast(query, {
    log: 'Loading the appeals failed',
    title: 'Error loading appeals',
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
          Loading appeals...
        </p>
      }
      error={{ title: 'Error loading appeals', message: LOAD_FAILED, retryingLabel: 'Trying again...' }}
      isEmpty={items.length === 0}
      empty={
        <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center">
          <h2 className="text-lg font-semibold text-slate-900">
            {status === 'open' ? MODERATION_TEXTS.adminEmpty : 'No appeals decided yet.'}
          </h2>
        </div>
      }
    >
      <PagedList
        items={items}
        keyOf={(appeal) => appeal.decisionId}
        renderItem={(appeal) => (
          <AppealCard
            appeal={appeal}
            ownDecision={appeal.hiddenByUserId === user?.id}
            onDecide={() => setDeciding({ appeal, open: true })}
            onView={() => setViewing({ appeal, open: true })}
          />
        )}
        className="grid items-start gap-6 lg:grid-cols-2"
        busy={{ active: isPlaceholderData, text: 'Loading appeals...' }}
        noun={{ one: 'appeal', many: 'appeals' }}
        next={query}
        loadMoreText={{
          label: 'Load more',
          loadingLabel: 'Loading more...',
          failedMessage: 'We could not load more appeals. Please try again.',
        }}
      />
    </QueryStates>
  );
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{TITLE}</h1>
        {openCount !== undefined && (
          <p
            data-testid="open-appeals"
            className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-300"
          >
            {openAppealsLabel(openCount)}
          </p>
        )}
      </div>
      <p className="mt-3 text-lg text-slate-700">
        Owners appeal a moderator’s decision once. Read the content in context, then uphold the decision or
        reverse it; the owner is emailed your notes either way.{' '}
        <Link to="/admin/reports" className="font-medium text-brand-900 underline underline-offset-2">
          Content reports
        </Link>
      </p>

      <fieldset className="mt-8">
        <legend className="text-sm font-medium text-slate-900">Show appeals</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {FILTERS.map((option) => (
            <label
              key={option.value}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:checked]:text-brand-900 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
            >
              <input
                type="radio"
                name="appeal-status-filter"
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

      {deciding && (
        <DecideAppealDialog
          key={deciding.appeal.decisionId}
          appeal={deciding.appeal}
          ownDecision={deciding.appeal.hiddenByUserId === user?.id}
          open={deciding.open}
          onOpenChange={(open) => setDeciding((current) => (current ? { ...current, open } : current))}
        />
      )}
      {viewing && (
        <ContentDialog
          key={viewing.appeal.decisionId}
          group={{
            contentType: viewing.appeal.contentType,
            contentId: viewing.appeal.contentId,
            contentLabel: viewing.appeal.contentLabel,
          }}
          open={viewing.open}
          onOpenChange={(open) => setViewing((current) => (current ? { ...current, open } : current))}
        />
      )}
    </div>
  );
}
