import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DATA_RIGHTS_MESSAGES } from '@contract/data-rights.ts';
import { readFailureMessage } from '@/api/client.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import type { AuthUser } from '@/auth/user.ts';
import { Button } from '@/components/ui/Button.tsx';
import { InputField } from '@/components/ui/Field.tsx';
import { notify } from '@/components/ui/toast.ts';
import { AccountSection } from '@/features/account/AccountSection.tsx';
import { confirmEmailChange, resendEmailCode, startEmailChange } from '@/features/account/accountAuth.ts';
import { ACCOUNT_MESSAGES, emailChangeMessage } from '@/features/account/accountErrors.ts';
import { syncEmail } from '@/features/data-rights/api.ts';
import { logFailure } from '@/api/errors.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Step =
  { at: 'shown' } | { at: 'address' } | { at: 'code'; email: string } | { at: 'sync'; email: string };

/**
 * The account's email address, changed only once the new one is proven: the pool sends a code to the
 * new address and keeps the old one until it is entered. Then the server copies the new address into
 * what it keeps (a nanny's contact address, an agency's), and a fresh session carries it.
 */
export function EmailSection({ user }: { user: AuthUser }) {
  const { refresh } = useAuth();
  const [step, setStep] = useState<Step>({ at: 'shown' });
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<'send' | 'confirm' | 'resend' | 'sync' | null>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  // Where the focus goes once the next step is drawn: its field, or back to the button that began it.
  const focusNext = useRef<HTMLElement | null | (() => HTMLElement | null)>(null);
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    (typeof target === 'function' ? target() : target)?.focus();
  }, [step]);

  const finish = () => {
    setStep({ at: 'shown' });
    setError(undefined);
    setCode('');
    focusNext.current = () => changeButton.current;
  };

  const fail = (message: string, field: HTMLInputElement | null) => {
    setError(message);
    field?.focus();
  };

  /** The address is verified: the server's copies follow it, then the session does. */
  const sync = async (address: string) => {
    setBusy('sync');
    try {
      await syncEmail();
      await refresh();
      notify.success(DATA_RIGHTS_MESSAGES.emailSynced, `Your email address is now ${address}.`);
      finish();
    } catch (e) {
      logFailure('Updating the email address failed', e);
      setStep({ at: 'sync', email: address });
      notify.error('We could not finish updating your email address', readFailureMessage(e));
    } finally {
      setBusy(null);
    }
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const address = email.trim().toLowerCase();
    if (!EMAIL.test(address)) return fail('Please enter a valid email address.', emailInput.current);
    if (address === user.email.toLowerCase()) return fail(ACCOUNT_MESSAGES.sameEmail, emailInput.current);
    setBusy('send');
    try {
      const needsCode = await startEmailChange(address);
      if (needsCode) {
        focusNext.current = () => codeInput.current;
        setStep({ at: 'code', email: address });
        setError(undefined);
        notify.info(ACCOUNT_MESSAGES.codeSent, ACCOUNT_MESSAGES.emailCodeSent(address));
        setBusy(null);
      } else await sync(address);
    } catch (e) {
      logFailure('Changing the email address failed', e);
      fail(emailChangeMessage(e), emailInput.current);
      setBusy(null);
    }
  };

  const confirm = async (event: FormEvent<HTMLFormElement>, address: string) => {
    event.preventDefault();
    if (busy) return;
    const typed = code.replace(/\s/g, '');
    if (!typed) return fail('Please enter the code from your email.', codeInput.current);
    setBusy('confirm');
    try {
      await confirmEmailChange(typed);
    } catch (e) {
      logFailure('Confirming the email address failed', e);
      fail(emailChangeMessage(e), codeInput.current);
      setBusy(null);
      return;
    }
    await sync(address);
  };

  const resend = async (address: string) => {
    if (busy) return;
    setBusy('resend');
    try {
      await resendEmailCode();
      setCode('');
      setError(undefined);
      notify.info(ACCOUNT_MESSAGES.codeSent, ACCOUNT_MESSAGES.emailCodeSent(address));
      codeInput.current?.focus();
    } catch (e) {
      logFailure('Sending the code again failed', e);
      fail(emailChangeMessage(e), codeInput.current);
    } finally {
      setBusy(null);
    }
  };

  let body;
  if (step.at === 'address') {
    body = (
      <form onSubmit={(event) => void send(event)} noValidate className="space-y-4">
        <InputField
          ref={emailInput}
          label="New email address"
          name="newEmail"
          type="email"
          autoComplete="email"
          required
          value={email}
          error={error}
          hint="We'll send a code to the new address. Until you enter it, your account keeps the current one."
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy !== null}>
            {busy ? 'Sending code...' : 'Send code'}
          </Button>
          <Button variant="outline" onClick={finish} disabled={busy !== null}>
            Cancel
          </Button>
        </div>
      </form>
    );
  } else if (step.at === 'code') {
    body = (
      <form onSubmit={(event) => void confirm(event, step.email)} noValidate className="space-y-4">
        <p className="text-slate-800">{ACCOUNT_MESSAGES.emailCodeSent(step.email)}</p>
        <InputField
          ref={codeInput}
          label="Code from the email"
          name="emailCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          value={code}
          error={error}
          onChange={(event) => {
            setCode(event.target.value);
            setError(undefined);
          }}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy !== null}>
            {busy === 'confirm' || busy === 'sync' ? 'Confirming...' : 'Confirm new email'}
          </Button>
          <Button variant="outline" onClick={() => void resend(step.email)} disabled={busy !== null}>
            {busy === 'resend' ? 'Sending...' : 'Send a new code'}
          </Button>
          <Button variant="ghost" onClick={finish} disabled={busy !== null}>
            Keep my current email
          </Button>
        </div>
      </form>
    );
  } else if (step.at === 'sync') {
    body = (
      <div role="alert" className="space-y-4">
        <p className="text-slate-800">
          Your new address {step.email} is confirmed, but we could not finish updating your account.
        </p>
        <Button onClick={() => void sync(step.email)} disabled={busy !== null}>
          {busy === 'sync' ? 'Trying again...' : 'Try again'}
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="min-w-0 text-slate-800 wrap-anywhere" data-testid="account-email">
          {user.email}
        </p>
        <Button
          ref={changeButton}
          variant="outline"
          size="sm"
          onClick={() => {
            setEmail('');
            setError(undefined);
            focusNext.current = () => emailInput.current;
            setStep({ at: 'address' });
          }}
        >
          Change email
        </Button>
      </div>
    );
  }

  return (
    <AccountSection title="Email address" intro="Where we send your emails, and how you sign in.">
      {body}
    </AccountSection>
  );
}
