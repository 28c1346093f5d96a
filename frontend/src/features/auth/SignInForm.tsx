import type { FormEvent } from 'react';
import { Button } from '@/components/ui/Button.tsx';
import { notify } from '@/components/ui/toast.ts';
import { sendStoredReferral } from '@/features/community/send.ts';
import { AuthInput, EmailField } from '@/features/auth/AuthFields.tsx';
import { resendSignUpCode } from '@/features/auth/api.ts';
import { emailAndPasswordProblem } from '@/features/auth/authForm.ts';
import { describe } from '@/features/auth/errors.ts';
import type { AuthFlow } from '@/features/auth/useAuthFlow.ts';
import { logFailure } from '@/api/errors.ts';

/** Sign In with email and password; an unconfirmed account is sent a new code and asked for it. */
export function SignInForm({ flow }: { flow: AuthFlow }) {
  const { form, busy, run, refuse, switchMode, signInWithPassword, setStep } = flow;

  const onSignIn = (e: FormEvent) => {
    e.preventDefault();
    const values = form.getValues();
    if (refuse(emailAndPasswordProblem(values, true))) return;
    const username = values.email.trim();
    void run(async () => {
      try {
        // A referral whose first send failed (no connection) is retried now.
        if (await signInWithPassword(['Welcome Back!', 'You are signed in.']))
          void sendStoredReferral('sign-in');
      } catch (error) {
        const { name, message } = describe(error);
        // Cognito says so only to whoever gave the right password (the local pool answers alike):
        // telling that person their account is closed reveals nothing Cognito does not.
        if (name === 'NotAuthorizedException' && /user is disabled/i.test(message)) {
          notify.error(
            'Account Closed',
            'This account has been closed or is being deleted, so it can no longer sign in. If you did not ask for this, please contact support.',
          );
          return;
        }
        if (
          name === 'NotAuthorizedException' ||
          name === 'UserNotFoundException' ||
          /Invalid login credentials|Incorrect username or password/i.test(message)
        ) {
          notify.error('Invalid Credentials', 'The email or password you entered is incorrect.');
        } else if (name === 'UserNotConfirmedException') {
          await resendSignUpCode({ username }).catch(() => undefined);
          setStep('confirm');
          notify.info(
            'Check Your Email',
            `Your email is not confirmed yet. We sent a new code to ${username}.`,
          );
        } else {
          logFailure('Sign in failed', error);
          notify.error('Sign In Failed', message || 'Something went wrong. Please try again.');
        }
      }
    });
  };

  return (
    <form onSubmit={onSignIn} className="space-y-4" noValidate>
      <EmailField />
      <AuthInput
        field="password"
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
      <Button variant="ghost" className="w-full" onClick={() => switchMode('forgot')}>
        Forgot your password?
      </Button>
    </form>
  );
}
