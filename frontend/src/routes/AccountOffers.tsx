import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { offerPath, offerStatusLabel, type MyOfferItem } from '@contract/offers.ts';
import { readFailureMessage } from '@/api/client.ts';
import { uniqueItems } from '@/api/pages.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { PageLoading } from '@/components/layout/PageLoading.tsx';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { Card } from '@/components/ui/Card.tsx';
import { ListPlaceholder } from '@/components/ui/ListPlaceholder.tsx';
import { PagedList } from '@/components/ui/PagedList.tsx';
import { QueryStates } from '@/components/ui/QueryStates.tsx';
import { SignInCard } from '@/features/account/SignInCard.tsx';
import { formatDay } from '@/features/my-jobs/format.ts';
import { myOffersQuery } from '@/features/offers/queries.ts';

const TITLE = 'Offers and employment documents';
/** Who the row's other party is: the nanny the offer is made (or, on a share, shared) to, or the employer. */
const OFFER_ROW_LEAD: Record<MyOfferItem['role'], string> = {
  poster: 'Made to ',
  partner: 'Shared offer to ',
  nanny: 'From ',
};
const PATH = '/account/offers';

/** The offers the account made or received, each with its written statement's versions. */
export default function AccountOffers() {
  usePageTitle(TITLE);
  const { user, loading } = useAuth();
  if (loading) return <PageLoading />;
  if (!user)
    return (
      <PageShell title={TITLE} width="narrow">
        <SignInCard path={PATH} what="Sign in to see your job offers and written statements." />
      </PageShell>
    );
  return (
    <PageShell
      title={TITLE}
      width="narrow"
      intro="Every job offer you made or received. Open one to download each version of its written statement of employment particulars and, once accepted, its payroll pack."
    >
      <Offers userId={user.id} />
    </PageShell>
  );
}

function Offers({ userId }: { userId: string }) {
  const query = useInfiniteQuery(myOffersQuery(userId));
  const offers = useMemo(
    () => uniqueItems(query.data?.pages, (o) => `${o.jobId}/${o.nannyId}`),
    [query.data],
  );
  return (
    <QueryStates
      query={query}
      loading={
        <ListPlaceholder
          label="Loading your offers…"
          gridClassName="grid gap-4"
          cardClassName="h-28"
          count={2}
        />
      }
      error={{ title: 'We could not load your offers.', message: readFailureMessage(query.error) }}
      isEmpty={offers.length === 0}
      empty={
        <Card>
          <p className="text-slate-800">
            No offers yet. An offer made to a nanny who applied shows here, for both of you.
          </p>
        </Card>
      }
    >
      <PagedList
        items={offers}
        keyOf={(o) => `${o.jobId}/${o.nannyId}`}
        renderItem={(o) => <OfferRow offer={o} />}
        className="grid gap-4"
        noun={{ one: 'offer', many: 'offers' }}
        next={query}
        loadMoreText={{
          label: 'Load more',
          loadingLabel: 'Loading more…',
          failedMessage: 'We could not load more of your offers. Please try again.',
        }}
      />
    </QueryStates>
  );
}

function OfferRow({ offer }: { offer: MyOfferItem }) {
  const latest = offer.statements.at(-1);
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-5" aria-label={offer.jobTitle}>
      <h2 className="text-lg font-semibold text-slate-900 wrap-anywhere">
        <Link
          to={offerPath(offer.jobId, offer.nannyId)}
          className="text-brand-900 underline-offset-2 hover:underline"
        >
          {offer.jobTitle}
        </Link>
      </h2>
      <p className="mt-1 text-slate-800">
        {OFFER_ROW_LEAD[offer.role]}
        <span className="font-medium">{offer.otherParty}</span> · {offerStatusLabel(offer.status, offer.role)}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {latest
          ? `Written statement: ${offer.statements.length} ${offer.statements.length === 1 ? 'version' : 'versions'}, the latest issued on ${formatDay(latest.issuedAt)}`
          : `Last changed on ${formatDay(offer.updatedAt)}`}
      </p>
    </article>
  );
}
