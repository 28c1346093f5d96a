import { useId, useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { QueueEntry } from '@contract/verification.ts';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { AdminOnly } from '@/components/layout/AdminOnly.tsx';
import { PagedList } from '@/components/ui/PagedList.tsx';
import { QueryStates } from '@/components/ui/QueryStates.tsx';
import { dayInWords, queueKindLabel } from '@/features/verification/format.ts';
import { verificationQueueQuery } from '@/features/verification/queries.ts';
import { useLoadErrorToast } from '@/components/ui/useLoadErrorToast.ts';

const TITLE = 'Verifications';
const PAGE_SIZE = 20;
const LOAD_FAILED = 'Failed to load the verification queue. Please check your admin permissions.';

export default function AdminVerifications() {
  usePageTitle(TITLE);
  return (
    <AdminOnly
      title={TITLE}
      path="/admin/verifications"
      signInText="Verifications are for administrators. Sign in with your administrator account to decide them."
      notAdminText="Verifications can only be seen by administrators, and your account is not an administrator account. If you think it should be, please contact support."
      away={{ to: '/', label: 'Back to Home' }}
    >
      <Queue />
    </AdminOnly>
  );
}

function EntryCard({ entry }: { entry: QueueEntry }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      data-testid="verification-entry"
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 wrap-anywhere">
        {entry.nannyName}: {queueKindLabel(entry.kind)}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Waiting since <time dateTime={entry.waitingSince}>{dayInWords(entry.waitingSince)}</time>
      </p>
      <Link
        to={`/admin/verifications/${encodeURIComponent(entry.nannyId)}`}
        aria-describedby={headingId}
        className="mt-4 inline-flex min-h-11 w-fit items-center rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-brand-900 hover:bg-brand-50"
      >
        Open her verification file
      </Link>
    </article>
  );
}

/** What waits for a moderator: check requests and answered references, a page at a time. */
function Queue() {
  const query = useInfiniteQuery(verificationQueueQuery(PAGE_SIZE));
  const { data, isPlaceholderData } = query;
  const items = useMemo(() => (data?.pages ?? []).flatMap((page) => page.items), [data]);

  useLoadErrorToast(query, {
    log: 'Loading the verification queue failed',
    title: 'Error loading verifications',
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
          Loading verifications...
        </p>
      }
      error={{ title: 'Error loading verifications', message: LOAD_FAILED, retryingLabel: 'Trying again...' }}
      isEmpty={items.length === 0}
      empty={
        <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center">
          <h2 className="text-lg font-semibold text-slate-900">Nothing is waiting for a decision.</h2>
        </div>
      }
    >
      <PagedList
        items={items}
        keyOf={(entry) => `${entry.kind}:${entry.itemId}`}
        renderItem={(entry) => <EntryCard entry={entry} />}
        className="grid items-start gap-6 lg:grid-cols-2"
        busy={{ active: isPlaceholderData, text: 'Loading verifications...' }}
        noun={{ one: 'waiting item', many: 'waiting items' }}
        next={query}
        loadMoreText={{
          label: 'Load more',
          loadingLabel: 'Loading more...',
          failedMessage: 'We could not load more. Please try again.',
        }}
      />
    </QueryStates>
  );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{TITLE}</h1>
      <p className="mt-3 text-lg text-slate-700">
        Checks nannies asked for and references waiting to be confirmed. Open a nanny’s file to see her
        evidence, record what you saw or refuse with a reason; she is emailed either way.{' '}
        <Link to="/admin/reports" className="font-medium text-brand-900 underline underline-offset-2">
          Content reports
        </Link>
      </p>
      <div className="mt-8">{content}</div>
    </div>
  );
}
