import type { ReactNode } from 'react';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { cn } from '@/components/ui/cn.ts';
import { LoadMore, type LoadMoreProps } from '@/components/ui/LoadMore.tsx';

interface PagedListProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  className: string;
  /**
   * For a list whose filters can change: while another filter's answer is on its way (`active`), the
   * list stays, dimmed, and the status says `text`.
   */
  busy?: { active: boolean; text: string };
  /** What the screen-reader status calls one item and several. */
  noun: { one: string; many: string };
  /** The infinite query the items come from: whether there is a next page, and fetching it. */
  next: Pick<
    UseInfiniteQueryResult,
    'hasNextPage' | 'isFetchingNextPage' | 'isRefetching' | 'isFetchNextPageError' | 'fetchNextPage'
  >;
  /** The next-page button's texts, and the message when the next page fails to load. */
  loadMoreText: Pick<LoadMoreProps, 'label' | 'loadingLabel' | 'failedMessage'>;
}

/**
 * A list of cards read page by page: the cards, a polite status with how many are shown (for screen
 * readers, who do not see new cards arrive), and the next-page button at its foot.
 */
export function PagedList<T>({
  items,
  keyOf,
  renderItem,
  className,
  busy,
  noun,
  next,
  loadMoreText,
}: PagedListProps<T>) {
  const loading = busy?.active ?? false;
  return (
    <>
      <ul
        role="list"
        aria-busy={loading || undefined}
        className={cn(className, loading && 'opacity-60 transition-opacity')}
      >
        {items.map((item) => (
          <li key={keyOf(item)} className="min-w-0">
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {busy?.active ? busy.text : `Showing ${items.length} ${items.length === 1 ? noun.one : noun.many}`}
      </p>
      <LoadMore
        {...loadMoreText}
        hasMore={next.hasNextPage && !loading}
        loading={next.isFetchingNextPage}
        refreshing={next.isRefetching}
        failed={next.isFetchNextPageError}
        // Never in place of a fresh read of the pages shown: the next page follows on from the fresh one.
        onLoadMore={() => void next.fetchNextPage({ cancelRefetch: false })}
      />
    </>
  );
}
