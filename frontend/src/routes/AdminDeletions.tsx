import { useMemo, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { uniqueItems } from '@/api/pages.ts';
import { AdminOnly } from '@/components/layout/AdminOnly.tsx';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { PagedList } from '@/components/ui/PagedList.tsx';
import { QueryStates } from '@/components/ui/QueryStates.tsx';
import { DeletionCard, DeletionDialog } from '@/features/admin-deletions/DeletionParts.tsx';
import { deletionsQuery } from '@/features/admin-deletions/queries.ts';
import { RequestDeletionForm } from '@/features/admin-deletions/RequestDeletionForm.tsx';
import { useLoadErrorToast } from '@/components/ui/useLoadErrorToast.ts';

const TITLE = 'Account deletions';
const PAGE_SIZE = 20;
const LOAD_FAILED = 'We could not load the deletions.';

/** Admins only: deleting an account on its owner's request, and every deletion's progress. */
export default function AdminDeletions() {
  usePageTitle(TITLE);
  return (
    <AdminOnly
      title={TITLE}
      path="/admin/deletions"
      signInText="Account deletions are for administrators. Sign in with your administrator account to see them."
      notAdminText="Account deletions can only be seen by administrators, and your account is not an administrator account. To delete your own account, go to your account page."
      away={{ to: '/account', label: 'Go to my account' }}
    >
      <Deletions />
    </AdminOnly>
  );
}

function Deletions() {
  const query = useInfiniteQuery(deletionsQuery(PAGE_SIZE));
  const { data } = query;
  const deletions = useMemo(() => uniqueItems(data?.pages), [data]);
  const [shown, setShown] = useState<{ id: string; open: boolean } | null>(null);

  useLoadErrorToast(query, { log: 'Loading the deletions failed', title: LOAD_FAILED });

  const content = (
    <QueryStates
      query={query}
      loading={
        <p
          role="status"
          className="rounded-2xl border border-slate-200 bg-white p-8 text-center text-slate-700"
        >
          Loading the deletions…
        </p>
      }
      error={{ title: LOAD_FAILED, message: 'Please try again.' }}
      isEmpty={deletions.length === 0}
      empty={
        <p className="rounded-2xl border border-slate-200 bg-white p-8 text-center text-slate-700">
          No account has been deleted yet.
        </p>
      }
    >
      <PagedList
        items={deletions}
        keyOf={(deletion) => deletion.id}
        renderItem={(deletion) => (
          <DeletionCard deletion={deletion} onOpen={(id) => setShown({ id, open: true })} />
        )}
        className="grid items-start gap-4 md:grid-cols-2"
        noun={{ one: 'deletion', many: 'deletions' }}
        next={query}
        loadMoreText={{
          label: 'Load more',
          loadingLabel: 'Loading more...',
          failedMessage: 'We could not load more deletions. Please try again.',
        }}
      />
    </QueryStates>
  );

  return (
    <PageShell
      title={TITLE}
      width="wide"
      intro="Accounts being deleted and deleted, the latest first: by their owners, by an admin on request, or because their sign-in was removed outside the product."
    >
      <div className="space-y-8">
        <RequestDeletionForm onStarted={(deletion) => setShown({ id: deletion.id, open: true })} />
        <section aria-labelledby="deletions-heading">
          <h2 id="deletions-heading" className="sr-only">
            Deletions
          </h2>
          {content}
        </section>
      </div>
      {shown && (
        <DeletionDialog
          key={shown.id}
          deletionId={shown.id}
          open={shown.open}
          onOpenChange={(open) => setShown((was) => (was ? { ...was, open } : was))}
        />
      )}
    </PageShell>
  );
}
