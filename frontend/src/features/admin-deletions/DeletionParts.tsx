import { useQuery } from '@tanstack/react-query';
import type { AdminDeletion, DeletionRequester } from '@contract/data-rights.ts';
import { readFailureMessage } from '@/api/client.ts';
import { Button } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { cn } from '@/components/ui/cn.ts';
import { Dialog } from '@/components/ui/Dialog.tsx';
import { CheckIcon } from '@/components/ui/icons/CheckIcon.tsx';
import { deletionQuery } from '@/features/admin-deletions/queries.ts';
import { dateTime, deletionProgress, stepLabel } from '@/features/data-rights/format.ts';

export const REQUESTER_LABELS: Record<DeletionRequester, string> = {
  self: 'The account holder',
  admin: 'An admin, on request',
  outside: 'Sign-in removed outside the product',
};

/** Whose deletion it is: the address while it runs, nothing identifying once it is done. */
export const deletionName = (deletion: Pick<AdminDeletion, 'email' | 'state'>) =>
  deletion.email ?? (deletion.state === 'done' ? 'Deleted account' : 'Account');

/** A deletion's steps done out of all, as a bar and in words. */
export function DeletionProgress({ deletion }: { deletion: AdminDeletion }) {
  const { done, total, percent } = deletionProgress(deletion.steps);
  const words = `${done} of ${total} steps done`;
  return (
    <div>
      <div
        role="progressbar"
        aria-label={`Progress of the deletion of ${deletionName(deletion)}`}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={words}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200 ring-1 ring-slate-400"
      >
        <div
          className={cn('h-full rounded-full', deletion.state === 'done' ? 'bg-green-700' : 'bg-brand-700')}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-1 text-sm text-slate-700">{words}</p>
    </div>
  );
}

function StateBadge({ state }: { state: AdminDeletion['state'] }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1',
        state === 'done'
          ? 'bg-green-100 text-green-900 ring-green-300'
          : 'bg-amber-100 text-amber-900 ring-amber-300',
      )}
    >
      {state === 'done' ? 'Done' : 'Running'}
    </span>
  );
}

/** One deletion in the list, with the button that opens its progress. */
export function DeletionCard({
  deletion,
  onOpen,
}: {
  deletion: AdminDeletion;
  onOpen: (id: string) => void;
}) {
  return (
    <Card className="h-full" data-testid="deletion" data-state={deletion.state}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 text-lg font-semibold text-slate-900 wrap-anywhere">
          {deletionName(deletion)}
        </h3>
        <StateBadge state={deletion.state} />
      </div>
      <dl className="mt-3 space-y-1 text-sm text-slate-800">
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-medium">Requested by:</dt>
          <dd>{REQUESTER_LABELS[deletion.requestedBy]}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-medium">Started:</dt>
          <dd>{dateTime(deletion.startedAt)}</dd>
        </div>
        {deletion.finishedAt && (
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-medium">Finished:</dt>
            <dd>{dateTime(deletion.finishedAt)}</dd>
          </div>
        )}
      </dl>
      <div className="mt-4">
        <DeletionProgress deletion={deletion} />
      </div>
      <Button variant="outline" size="sm" className="mt-4" onClick={() => onOpen(deletion.id)}>
        View steps<span className="sr-only"> of the deletion of {deletionName(deletion)}</span>
      </Button>
    </Card>
  );
}

/** One deletion's steps, read again every few seconds while it runs. */
export function DeletionDialog({
  deletionId,
  open,
  onOpenChange,
}: {
  deletionId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const query = useQuery({ ...deletionQuery(deletionId), enabled: open });
  const deletion = query.data;
  let body;
  if (query.isPending)
    body = (
      <p role="status" className="text-slate-700">
        Loading the deletion…
      </p>
    );
  else if (!deletion)
    body = (
      <div role="alert">
        <p className="text-slate-800">{readFailureMessage(query.error)}</p>
        <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  else
    body = (
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-3">
          <StateBadge state={deletion.state} />
          {deletion.userType && (
            <span className="text-sm text-slate-700">Account type: {deletion.userType}</span>
          )}
        </div>
        <DeletionProgress deletion={deletion} />
        <ol className="space-y-2" aria-label="Steps">
          {deletion.steps.map((step) => (
            <li key={step.id} data-done={step.done} className="flex items-center gap-2 text-slate-800">
              {step.done ? (
                <CheckIcon aria-hidden="true" className="size-4 shrink-0 text-green-800" />
              ) : (
                <span aria-hidden="true" className="size-4 shrink-0 rounded-full border-2 border-slate-500" />
              )}
              <span>
                {stepLabel(step)}
                <span className="sr-only">{step.done ? ': done' : ': not yet'}</span>
              </span>
            </li>
          ))}
        </ol>
        <p role="status" className="sr-only">
          {deletion.state === 'done' ? 'The deletion is done.' : ''}
        </p>
      </div>
    );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={deletion ? `Deletion of ${deletionName(deletion)}` : 'Deletion'}
      description={deletion ? `Started ${dateTime(deletion.startedAt)}` : undefined}
    >
      {body}
    </Dialog>
  );
}
