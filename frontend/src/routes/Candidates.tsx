import { useCallback, useEffect, useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useDeferredItems } from '@/api/pages.ts';
import { readFailureMessage } from '@/api/client.ts';
import { ApiError } from '@/api/errors.ts';
import { PlaceSummary } from '@/components/ui/PlaceSummary.tsx';
import { CANDIDATES_PAGE_SIZE, candidatesQuery } from '@/features/candidates/queries.ts';
import { CandidateProfileCard } from '@/features/candidates/CandidateProfileCard.tsx';
import { CandidateFiltersForm } from '@/features/candidates/CandidateFiltersForm.tsx';
import {
  filterParams,
  isFiltered,
  readFilters,
  type CandidateFilters,
} from '@/features/candidates/filters.ts';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { ListPlaceholder } from '@/components/ui/ListPlaceholder.tsx';
import { PagedList } from '@/components/ui/PagedList.tsx';
import { QueryStates } from '@/components/ui/QueryStates.tsx';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';

const LIST_GRID = 'grid gap-6 sm:grid-cols-2';
const EMPTY_CANDIDATES = 'No candidates registered yet. Check back soon!';
const NO_MATCHES = 'No nannies match these filters. Try fewer filters, or a wider distance.';

/** The filters live in the address, so a filtered list can be shared and Back restores it. */
function useCandidateFilters() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- read again only when the address changes
  const filters = useMemo(() => readFilters(params), [key]);
  const apply = useCallback(
    (next: CandidateFilters) => setParams(filterParams(next), { replace: false }),
    [setParams],
  );
  return [filters, apply, key] as const;
}

/**
 * A link to one nanny's card (`/candidates#candidate-<id>`, from a conversation's header) brings it into
 * view with the focus on it, once it is among the cards shown.
 */
function useJumpToCard(shown: number) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!shown || !hash.startsWith('#candidate-')) return;
    // Two frames on: after the layout has put a new page's focus at its top.
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => {
        const card = document.getElementById(decodeURIComponent(hash.slice(1)));
        if (!card) return;
        card.scrollIntoView({ block: 'start' });
        card.focus({ preventScroll: true });
      });
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [hash, shown]);
}

/** The nanny listing: actively-looking nannies, best rated first, first names only. */
export default function Candidates() {
  usePageTitle('Find a Nanny');
  const [filters, applyFilters, filtersKey] = useCandidateFilters();
  const filtered = isFiltered(filters);
  const query = useInfiniteQuery(candidatesQuery(CANDIDATES_PAGE_SIZE, filters));
  const { data, error, isPending, refetch, isRefetching } = query;

  const candidates = useDeferredItems(data?.pages);
  useJumpToCard(candidates?.length ?? 0);
  // A place the server could not read (its words name none): said in the field and instead of the list.
  const placeRefusal =
    error instanceof ApiError && error.status === 400 && error.fields.place ? error.fields.place : null;
  const placeView = data?.pages[0]?.place;

  let content;
  if (placeRefusal) {
    content = (
      <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center text-slate-700">
        <p role="status">{placeRefusal}</p>
      </div>
    );
  } else {
    content = (
      // Only a failed first page replaces the list; a failed 'load more' keeps what is shown.
      <QueryStates
        query={{ isPending: isPending || Boolean(data && !candidates), data, refetch, isRefetching }}
        loading={
          <ListPlaceholder
            label="Loading nannies…"
            gridClassName={LIST_GRID}
            // About a card's height (taller on a phone, where the text wraps more).
            cardClassName="h-[32rem] sm:h-[27rem]"
          />
        }
        error={{ title: 'We could not load the nannies.', message: readFailureMessage(error) }}
        isEmpty={!candidates?.length}
        empty={
          <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center text-slate-700">
            <p>{filtered ? NO_MATCHES : EMPTY_CANDIDATES}</p>
            {/* The loading status it replaces said 'Loading nannies…'; this tells how that ended. */}
            <p role="status" className="sr-only">
              No nannies found
            </p>
          </div>
        }
      >
        {candidates && (
          <PagedList
            items={candidates}
            keyOf={(candidate) => candidate.id}
            renderItem={(candidate) => <CandidateProfileCard candidate={candidate} />}
            className={LIST_GRID}
            noun={{ one: 'nanny', many: 'nannies' }}
            next={query}
            loadMoreText={{
              label: 'Load more nannies',
              loadingLabel: 'Loading more nannies…',
              failedMessage: 'We could not load more nannies. Please try again.',
            }}
          />
        )}
      </QueryStates>
    );
  }

  return (
    <PageShell
      title="Find a Nanny"
      width="wide"
      back={false}
      intro={
        <p>
          Browse nannies across the UK who are actively looking for a family. Profiles show first names only.
          Send a nanny a message through the site: her answers reach you by email with a private link, and
          neither of you sees the other’s address. Signed-in families and agencies message nannies in their
          account and can also view CVs.
        </p>
      }
    >
      <CandidateFiltersForm
        key={filtersKey}
        filters={filters}
        onApply={applyFilters}
        placeRefusal={placeRefusal}
      />
      {placeView && filters.place && !placeRefusal && (
        <div className="-mt-2 mb-6">
          <PlaceSummary
            view={placeView}
            noun="nannies"
            onChoose={(place) => applyFilters({ ...filters, place, nearby: false })}
          />
        </div>
      )}
      {content}
    </PageShell>
  );
}
