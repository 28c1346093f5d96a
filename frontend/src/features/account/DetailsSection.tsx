import { useEffect, useRef, useState, type FormEvent } from 'react';
import { nameProblem } from '@contract/auth.ts';
import { withoutHiddenControls } from '@contract/text.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import type { AuthUser } from '@/auth/user.ts';
import { Button } from '@/components/ui/Button.tsx';
import { InputField } from '@/components/ui/Field.tsx';
import { notify } from '@/components/ui/toast.ts';
import { AccountSection } from '@/features/account/AccountSection.tsx';
import { ApiError } from '@/api/client.ts';
import { changeName } from '@/features/account/api.ts';
import { accountChangeMessage, ACCOUNT_MESSAGES } from '@/features/account/accountErrors.ts';
import { logFailure } from '@/api/errors.ts';

const TYPE_NAMES = { family: 'Family', nanny: 'Nanny', agency: 'Agency' } as const;

/** Why the server refused a name (its rule's words, under the field), or what else went wrong. */
function nameChangeMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.fields.name) return error.fields.name;
    if (error.status === 401) return ACCOUNT_MESSAGES.sessionEnded;
    if (error.status === 429) return ACCOUNT_MESSAGES.tooManyAttempts;
    if (error.status === 0) return ACCOUNT_MESSAGES.offline;
    if (error.status < 500) return error.message;
    return ACCOUNT_MESSAGES.failed;
  }
  return accountChangeMessage(error);
}

export function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0 sm:flex sm:gap-4">
      <dt className="font-medium text-slate-900 sm:w-40 sm:shrink-0">{term}</dt>
      <dd className="min-w-0 text-slate-800 wrap-anywhere">{children}</dd>
    </div>
  );
}

/** The account's name, changed in place, and its type (which only a new account changes). */
export function DetailsSection({ user }: { user: AuthUser }) {
  const { refresh } = useAuth();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(user.fullName);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  // Closing the form hands the focus back to the button that opened it, once that is drawn again.
  const returnFocus = useRef(false);
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  const close = () => {
    returnFocus.current = true;
    setEditing(false);
    setError(undefined);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const cleaned = withoutHiddenControls(name).trim();
    const problem = nameProblem(cleaned);
    if (problem) {
      setError(problem);
      input.current?.focus();
      return;
    }
    if (cleaned === user.fullName) return close();
    setBusy(true);
    try {
      // The server checks the name (it may not pass for the site or its staff) and sets it.
      await changeName(cleaned);
      // The header and this page read the name from the ID token: a fresh one carries the new name.
      await refresh();
      notify.success(ACCOUNT_MESSAGES.nameSaved);
      close();
    } catch (e) {
      logFailure('Changing the name failed', e);
      setError(nameChangeMessage(e));
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountSection title="Your details">
      {editing ? (
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <InputField
            ref={input}
            label="Full name"
            name="fullName"
            autoComplete="name"
            autoFocus
            required
            value={name}
            error={error}
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving...' : 'Save name'}
            </Button>
            <Button variant="outline" onClick={close} disabled={busy}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <dl className="space-y-3">
          <Detail term="Name">
            <span className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <span>{user.fullName || 'Not given'}</span>
              <Button
                ref={editButton}
                variant="outline"
                size="sm"
                onClick={() => {
                  setName(user.fullName);
                  setEditing(true);
                }}
              >
                Change name
              </Button>
            </span>
          </Detail>
          {user.userType && <Detail term="Account type">{TYPE_NAMES[user.userType]}</Detail>}
        </dl>
      )}
    </AccountSection>
  );
}
