import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { DATA_RIGHTS_MESSAGES } from '@contract/data-rights.ts';
import { ApiError, readFailureMessage } from '@/api/client.ts';
import { Button } from '@/components/ui/Button.tsx';
import { Dialog } from '@/components/ui/Dialog.tsx';
import { InputField } from '@/components/ui/Field.tsx';
import { notify } from '@/components/ui/toast.ts';
import { AccountSection } from '@/features/account/AccountSection.tsx';
import { signOutHere } from '@/features/account/accountAuth.ts';
import { requestDeletion } from '@/features/data-rights/api.ts';
import { emailMatches } from '@/features/data-rights/format.ts';
import { logFailure } from '@/api/errors.ts';

/** What a deletion removes and what the law makes us keep, as the account page and the privacy page say it. */
export function DeletionExplained() {
  return (
    <div className="space-y-3 text-slate-800">
      <p>When you delete your account:</p>
      <ul className="list-disc space-y-1 pl-6">
        <li>you are removed from every public list at once, and can no longer sign in;</li>
        <li>
          your profile, CV and other uploads, saved jobs, job alerts, settings and newsletter subscription are
          deleted;
        </li>
        <li>your open jobs are closed, and any subscription is cancelled;</li>
        <li>
          applications and messages you sent stay with their recipients as from &ldquo;Deleted user&rdquo;,
          with their content removed.
        </li>
      </ul>
      <p>
        We keep only what UK tax law requires of your payments: the date, the amount, what it paid for and the
        payment reference, for 6 years after the end of the financial year in which you paid. Closed jobs stay
        closed. Deletion finishes within 30 days, usually within minutes.
      </p>
    </div>
  );
}

/**
 * The account's deletion: what it means, then a dialog where the account's email is typed again to
 * confirm (the server checks it too). The server disables the sign-in and ends every session before
 * it answers; this device's session is then cleared and the page says what happens next.
 */
export function DeleteAccountSection({ email, demo = false }: { email: string; demo?: boolean }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const matches = emailMatches(typed, email);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !matches) return;
    setBusy(true);
    try {
      await requestDeletion(typed.trim());
    } catch (e) {
      logFailure('Requesting the deletion failed', e);
      setError(e instanceof ApiError && e.status === 400 ? e.message : readFailureMessage(e));
      setBusy(false);
      input.current?.focus();
      return;
    }
    if (!demo) await signOutHere().catch((e: unknown) => console.error('Clearing the session failed', e));
    notify.success(DATA_RIGHTS_MESSAGES.deletionStarted);
    navigate('/account-deleted', { replace: true });
  };

  return (
    <AccountSection title="Delete my account">
      <DeletionExplained />
      <Button
        variant="destructive"
        className="mt-5"
        onClick={() => {
          setTyped('');
          setError(undefined);
          setOpen(true);
        }}
      >
        Delete my account
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title="Delete your account?"
        description="This cannot be undone. Type your email address to confirm."
      >
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <InputField
            ref={input}
            label="Your email address"
            name="confirmEmail"
            type="email"
            autoComplete="off"
            spellCheck={false}
            required
            value={typed}
            error={error}
            hint={`Type ${email} to confirm.`}
            onChange={(event) => {
              setTyped(event.target.value);
              setError(undefined);
            }}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={busy || !matches}>
              {busy ? 'Deleting...' : 'Delete my account'}
            </Button>
          </div>
        </form>
      </Dialog>
    </AccountSection>
  );
}
