import type { FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/Button.tsx';
import { notify } from '@/components/ui/toast.ts';
import { referralAccountCreated, sendStoredReferral } from '@/features/community/send.ts';
import { AuthInput } from '@/features/auth/AuthFields.tsx';
import { confirmSignUp, resendSignUpCode } from '@/features/auth/api.ts';
import { codeProblem, type AuthValues } from '@/features/auth/authForm.ts';
import { describe } from '@/features/auth/errors.ts';
import type { AuthFlow } from '@/features/auth/useAuthFlow.ts';
import { logFailure } from '@/api/errors.ts';

/** The code emailed at sign-up: confirms the address, then signs in when the password is still known. */
export function ConfirmCodeForm({ flow }: { flow: AuthFlow }) {
  const { form, busy, run, refuse, switchMode, signInWithPassword } = flow;
  const email = useWatch<AuthValues, 'email'>({ name: 'email' });

  const onConfirm = (e: FormEvent) => {
    e.preventDefault();
    const values = form.getValues();
    if (refuse(codeProblem(values))) return;
    const username = values.email.trim();
    void run(async () => {
      try {
        await confirmSignUp({ username, confirmationCode: values.code.trim() });
        referralAccountCreated();
        if (values.password) {
          if (await signInWithPassword(['Welcome!', 'Your email is confirmed and you are signed in.']))
            void sendStoredReferral('first-sign-in');
        } else {
          notify.success('Welcome!', 'Your email is confirmed. Please sign in.');
          switchMode('login');
        }
      } catch (error) {
        logFailure('Confirmation failed', error);
        notify.error('Sign Up Failed', describe(error).message || 'The code could not be confirmed.');
      }
    });
  };

  const onResend = () =>
    void run(async () => {
      const username = form.getValues('email').trim();
      try {
        await resendSignUpCode({ username });
        notify.success('Check Your Email', `We sent a new code to ${username}.`);
      } catch (error) {
        notify.error('Sign Up Failed', describe(error).message);
      }
    });

  return (
    <form onSubmit={onConfirm} className="space-y-4" noValidate>
      <p className="text-slate-700">
        We emailed a 6-digit code to <strong>{email}</strong>. Enter it below to confirm your email.
      </p>
      <AuthInput
        field="code"
        label="Verification code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Confirming...' : 'Confirm Email'}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onResend} disabled={busy}>
        Send a new code
      </Button>
    </form>
  );
}
