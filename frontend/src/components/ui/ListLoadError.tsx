import { Button } from '@/components/ui/Button.tsx';

/** A first page that failed to load, in place of the list: what went wrong and a way to try again. */
export function ListLoadError({
  title,
  message,
  onRetry,
  retrying,
  retryingLabel = 'Trying again…',
}: {
  title: string;
  message: string;
  onRetry: () => void;
  retrying: boolean;
  retryingLabel?: string;
}) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-slate-900">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-slate-800">{message}</p>
      <Button className="mt-4" onClick={onRetry} disabled={retrying}>
        {retrying ? retryingLabel : 'Try again'}
      </Button>
    </div>
  );
}
