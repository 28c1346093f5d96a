import { Button } from '@/components/ui/Button.tsx';

export interface LoadMoreProps {
  /** Whether a next page is there to offer. */
  hasMore: boolean;
  /** Whether the next page is on its way. */
  loading: boolean;
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
  failed,
  onLoadMore,
  label,
  loadingLabel,
  failedMessage,
}: LoadMoreProps) {
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
            onClick={() => !loading && onLoadMore()}
            aria-disabled={loading || undefined}
            aria-busy={loading || undefined}
          >
            {loading ? loadingLabel : label}
          </Button>
        </div>
      )}
    </>
  );
}
