import { Button } from '@/components/ui/Button.tsx';
import { useHydrated } from '@/components/layout/useHydrated.ts';

export interface LoadMoreProps {
  /** Whether a next page is there to offer. */
  hasMore: boolean;
  /** Whether the next page is on its way. */
  loading: boolean;
  /**
   * Whether the pages shown are being read again (a page rendered to HTML reads its list afresh as soon
   * as the app runs it): the next page waits for them, since it follows on from the fresh last page.
   */
  refreshing?: boolean;
  /** Whether fetching the next page failed; what the list shows stays. */
  failed: boolean;
  onLoadMore: () => void;
  label: string;
  loadingLabel: string;
  failedMessage: string;
}

/** The foot of a paged list: the button for the next page, and a failure to load it. */
export function LoadMore({
  hasMore,
  loading,
  refreshing = false,
  failed,
  onLoadMore,
  label,
  loadingLabel,
  failedMessage,
}: LoadMoreProps) {
  // On a page rendered to HTML the button is there before the app runs it: until then, and while the
  // list is read again, it is shown but not yet usable (a click would do nothing, or read on from pages
  // about to be replaced).
  const ready = useHydrated() && !refreshing;
  const waiting = loading || !ready;
  return (
    <>
      {failed && (
        <p role="alert" className="mt-6 text-center font-medium text-red-800">
          {failedMessage}
        </p>
      )}
      {hasMore && (
        <div className="mt-8 flex justify-center">
          <Button
            variant="outline"
            size="lg"
            onClick={() => !waiting && onLoadMore()}
            aria-disabled={waiting || undefined}
            aria-busy={waiting || undefined}
          >
            {loading ? loadingLabel : label}
          </Button>
        </div>
      )}
    </>
  );
}
