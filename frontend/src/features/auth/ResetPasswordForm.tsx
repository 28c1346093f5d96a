import type { FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/Button.tsx';
import { notify } from '@/components/ui/toast.ts';
import { AuthInput, EmailField, NewPasswordFields } from '@/features/auth/AuthFields.tsx';
import { confirmResetPassword, resetPassword } from '@/features/auth/api.ts';
import { emailAndPasswordProblem, resetProblem, type AuthValues } from '@/features/auth/authForm.ts';
import { describe } from '@/features/auth/errors.ts';
import type { AuthFlow } from '@/features/auth/useAuthFlow.ts';
import { logFailure } from '@/api/errors.ts';

/** A forgotten password: the email first, then the emailed code with a new password. */
export function ResetPasswordForm({ flow }: { flow: AuthFlow }) {
  const { form, step, setStep, busy, run, refuse, switchMode } = flow;
  const email = useWatch<AuthValues, 'email'>({ name: 'email' });

  const onRequestReset = (e: FormEvent) => {
    e.preventDefault();
    const values = form.getValues();
    if (refuse(emailAndPasswordProblem(values, false))) return;
    const username = values.email.trim();
    void run(async () => {
      try {
        await resetPassword({ username });
        setStep('reset');
        notify.success(
          'Reset Email Sent',
          `If an account exists for ${username}, we have emailed it a reset code.`,
        );
      } catch (error) {
        logFailure('Password reset failed', error);
        notify.error('Reset Failed', describe(error).message || 'Please try again.');
      }
    });
  };

  const onConfirmReset = (e: FormEvent) => {
    e.preventDefault();
    const values = form.getValues();
    if (refuse(resetProblem(values))) return;
    void run(async () => {
      try {
        await confirmResetPassword({
          username: values.email.trim(),
          confirmationCode: values.code.trim(),
          newPassword: values.password,
        });
        notify.success(
          'Password Changed',
          'Your password has been reset. Please sign in with your new password.',
        );
        switchMode('login');
      } catch (error) {
        logFailure('Password reset failed', error);
        notify.error('Reset Failed', describe(error).message || 'Please try again.');
      }
    });
  };

  return (
    <section aria-labelledby="forgot-heading">
      <h1 id="forgot-heading" className="text-2xl font-bold text-slate-900">
        Reset your password
      </h1>
      {step === 'form' ? (
        <form onSubmit={onRequestReset} className="mt-6 space-y-4" noValidate>
          <p className="text-slate-700">
            Enter your email and we will send you a code to reset your password.
          </p>
          <EmailField />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? 'Sending...' : 'Send Reset Code'}
          </Button>
        </form>
      ) : (
        <form onSubmit={onConfirmReset} className="mt-6 space-y-4" noValidate>
          <p className="text-slate-700">
            Enter the code we emailed to <strong>{email}</strong> and choose a new password.
          </p>
          <AuthInput
            field="code"
            label="Reset code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
          />
          <NewPasswordFields passwordLabel="New password" confirmLabel="Confirm new password" />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? 'Saving...' : 'Reset Password'}
          </Button>
        </form>
      )}
      <Button variant="ghost" className="mt-3 w-full" onClick={() => switchMode('login')}>
        Back to Sign In
      </Button>
    </section>
  );
}
