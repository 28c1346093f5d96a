import type { FormEvent } from 'react';
import { TWO_FACTOR_MESSAGES } from '@contract/two-factor.ts';
import { Button } from '@/components/ui/Button.tsx';
import { notify } from '@/components/ui/toast.ts';
import { TwoFactorSecret } from '@/features/account/TwoFactorSecret.tsx';
import { sendStoredReferral } from '@/features/community/send.ts';
import { AuthInput } from '@/features/auth/AuthFields.tsx';
import { confirmSignIn } from '@/features/auth/api.ts';
import { totpCodeProblem } from '@/features/auth/authForm.ts';
import { describe } from '@/features/auth/errors.ts';
import type { AuthFlow } from '@/features/auth/useAuthFlow.ts';
import { logFailure } from '@/api/errors.ts';

const WELCOME: [string, string] = ['Welcome Back!', 'You are signed in.'];

/**
 * The second step of signing in to an account with an authenticator app: its 6-digit code. When the
 * pool asks for the app to be set up during sign-in, the app's setup key is shown first.
 */
export function TotpCodeForm({ flow }: { flow: AuthFlow }) {
  const { form, busy, run, refuse, step, setStep, afterSignInStep, totpSetup } = flow;
  const settingUp = step === 'totp-setup' && totpSetup;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const values = form.getValues();
    if (refuse(totpCodeProblem(values))) return;
    void run(async () => {
      try {
        const result = await confirmSignIn({ challengeResponse: values.code.replace(/\s/g, '') });
        if (await afterSignInStep(result, WELCOME)) void sendStoredReferral('sign-in');
      } catch (error) {
        const { name, message } = describe(error);
        if (name === 'CodeMismatchException' || name === 'EnableSoftwareTokenMFAException') {
          form.setValue('code', '');
          refuse({ field: 'code', title: 'Wrong Code', message: TWO_FACTOR_MESSAGES.wrongCode });
        } else if (name === 'NotAuthorizedException' || name === 'SignInException') {
          // The sign-in's session lasts a few minutes: start again with the password.
          notify.error('Sign In Failed', 'Your sign-in took too long. Please sign in again.');
          setStep('form');
        } else {
          logFailure('Two-factor sign-in failed', error);
          notify.error('Sign In Failed', message || 'Something went wrong. Please try again.');
        }
      }
    });
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {settingUp ? (
        <>
          <p className="text-slate-700">
            This account must use an authenticator app. Set it up now to finish signing in.
          </p>
          <TwoFactorSecret secret={totpSetup.secret} uri={totpSetup.uri} />
        </>
      ) : (
        <p className="text-slate-700">Your account uses an authenticator app. Enter the code it shows now.</p>
      )}
      <AuthInput
        field="code"
        label={TWO_FACTOR_MESSAGES.codeLabel}
        hint={TWO_FACTOR_MESSAGES.codeHint}
        name="totp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Checking...' : settingUp ? 'Verify and Sign In' : 'Sign In'}
      </Button>
      <Button variant="ghost" className="w-full" onClick={() => setStep('form')} disabled={busy}>
        Back
      </Button>
    </form>
  );
}
