import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { DATA_RIGHTS_MESSAGES, type AdminDeletion, type AdminDeletionsPage } from '@contract/data-rights.ts';
import { ApiError, readFailureMessage } from '@/api/client.ts';
import { Button } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { Dialog } from '@/components/ui/Dialog.tsx';
import { InputField } from '@/components/ui/Field.tsx';
import { notify } from '@/components/ui/toast.ts';
import { requestAccountDeletion } from '@/features/admin-deletions/api.ts';
import { ADMIN_DELETIONS_KEY } from '@/features/admin-deletions/queries.ts';
import { logFailure } from '@/api/errors.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * An account's deletion on its owner's request (by email, or a letter): the address, then a dialog that
 * names it before anything happens. The deletion started joins the top of the list, and its progress
 * opens.
 */
export function RequestDeletionForm({ onStarted }: { onStarted: (deletion: AdminDeletion) => void }) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    if (!EMAIL.test(address)) {
      setError('Please enter a valid email address');
      input.current?.focus();
      return;
    }
    setConfirming(address);
  };

  const confirm = async (address: string) => {
    setBusy(true);
    try {
      const deletion = await requestAccountDeletion(address);
      queryClient.setQueryData<InfiniteData<AdminDeletionsPage>>([...ADMIN_DELETIONS_KEY, 'list'], (was) =>
        was
          ? {
              ...was,
              pages: was.pages.map((page, index) =>
                index === 0
                  ? { ...page, items: [deletion, ...page.items.filter((item) => item.id !== deletion.id)] }
                  : page,
              ),
            }
          : was,
      );
      void queryClient.invalidateQueries({ queryKey: ADMIN_DELETIONS_KEY });
      notify.success('Deletion started', `The account of ${address} is being deleted.`);
      setConfirming(null);
      setEmail('');
      // Its progress opens once the confirmation has closed (and handed the focus back).
      requestAnimationFrame(() => onStarted(deletion));
    } catch (e) {
      logFailure('Requesting a deletion failed', e);
      setConfirming(null);
      setError(
        e instanceof ApiError && e.status === 404
          ? DATA_RIGHTS_MESSAGES.noSuchAccount
          : readFailureMessage(e),
      );
      requestAnimationFrame(() => input.current?.focus());
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <h2 className="text-xl font-semibold text-slate-900">Delete an account on request</h2>
      <p className="mt-1 text-slate-700">
        When someone asks us to delete their account and cannot do it themselves. Check the request comes from
        the account&rsquo;s owner first: this cannot be undone.
      </p>
      <form onSubmit={check} noValidate className="mt-5 space-y-4">
        <InputField
          ref={input}
          label="Email address of the account"
          name="deletionEmail"
          type="email"
          autoComplete="off"
          spellCheck={false}
          required
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" variant="destructive">
          Delete account
        </Button>
      </form>
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => !busy && !open && setConfirming(null)}
        title="Delete this account?"
        description={`The account of ${confirming ?? ''} will be deleted, with everything it holds except the payment records tax law requires.`}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => setConfirming(null)} disabled={busy}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            onClick={() => confirming && void confirm(confirming)}
            disabled={busy}
          >
            {busy ? 'Deleting...' : `Delete ${confirming ?? ''}`}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
