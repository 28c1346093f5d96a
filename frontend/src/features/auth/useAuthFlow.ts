import { useEffect, useState } from 'react';
import type { SignInOutput } from 'aws-amplify/auth';
import type { UseFormReturn } from 'react-hook-form';
import type { SetURLSearchParams } from 'react-router-dom';
import type { AppConfig } from '@/config.ts';
import { notify } from '@/components/ui/toast.ts';
import { TOTP_ISSUER, TWO_FACTOR_MESSAGES } from '@contract/two-factor.ts';
import { resendSignUpCode, signIn, twoFactorRequired } from '@/features/auth/api.ts';
import type { AuthValues, Mode, Problem, Step } from '@/features/auth/authForm.ts';

interface Options {
  form: UseFormReturn<AuthValues>;
  mode: Mode;
  setParams: SetURLSearchParams;
  /** Reads the user from the new session. */
  reload: () => Promise<unknown>;
  authFlowType: AppConfig['authFlowType'];
}

/** What the sign-in page's forms share: the step shown, the busy flag, and the moves between steps. */
export function useAuthFlow({ form, mode, setParams, reload, authFlowType }: Options) {
  const { getValues, setValue, setError, clearErrors, setFocus } = form;
  const [step, setStep] = useState<Step>('form');
  const [busy, setBusy] = useState(false);
  /** The authenticator app to set up during sign-in: its secret and its otpauth:// address. */
  const [totpSetup, setTotpSetup] = useState<{ secret: string; uri: string } | null>(null);

  // The form the user typed in is replaced by the code step: move focus there, not to the page.
  useEffect(() => {
    if (step !== 'form') setFocus('code');
  }, [step, setFocus]);

  const switchMode = (next: Mode) => {
    // In the address, keeping the rest of it (the type, the redirect), without a new history entry.
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('mode', next);
        return updated;
      },
      { replace: true },
    );
    setStep('form');
    setValue('code', '');
    // Between Sign Up and Sign In what was typed stays (an existing account's password signs it in);
    // a reset starts a new password.
    if (next === 'forgot' || mode === 'forgot') {
      setValue('password', '');
      setValue('confirmPassword', '');
    }
    clearErrors();
  };

  /**
   * A problem the form finds is toasted (the spec's texts) and also shown under its field, which takes
   * the focus, so it stays readable after the toast has gone and a screen reader hears it on the field.
   * True when there was one, to stop a submit.
   */
  const refuse = (problem: Problem | null): problem is Problem => {
    if (!problem) return false;
    notify.error(problem.title, problem.message);
    clearErrors();
    setError(problem.field, { type: 'manual', message: problem.message });
    setFocus(problem.field);
    return true;
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  /**
   * Where a sign-in stands after a step: signed in (true), or the next step shown. An admin signed in
   * without an authenticator app is sent to set one up: their tokens carry no admin rights until then.
   */
  const afterSignInStep = async (result: SignInOutput, welcome: [string, string]): Promise<boolean> => {
    const email = getValues('email').trim();
    if (result.isSignedIn) {
      setValue('code', '');
      setTotpSetup(null);
      if (await twoFactorRequired().catch(() => false)) {
        setParams(
          (current) => {
            const updated = new URLSearchParams(current);
            updated.set('redirect', '/account/two-factor');
            return updated;
          },
          { replace: true },
        );
        await reload();
        notify.info('Set Up Two-Factor Authentication', TWO_FACTOR_MESSAGES.setupRequired);
        return true;
      }
      // The user is read from the new session here, not only when the library's 'signedIn' event arrives.
      await reload();
      notify.success(...welcome);
      return true;
    }
    switch (result.nextStep.signInStep) {
      case 'CONFIRM_SIGN_UP':
        await resendSignUpCode({ username: email });
        setStep('confirm');
        notify.info('Check Your Email', `Your email is not confirmed yet. We sent a new code to ${email}.`);
        break;
      case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
        setValue('code', '');
        clearErrors();
        setStep('totp');
        break;
      case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP': {
        const details = result.nextStep.totpSetupDetails;
        setTotpSetup({
          secret: details.sharedSecret,
          uri: details.getSetupUri(TOTP_ISSUER, email).toString(),
        });
        setValue('code', '');
        clearErrors();
        setStep('totp-setup');
        break;
      }
      default:
        notify.error('Sign In Failed', 'This account needs a sign-in step the app does not support yet.');
    }
    return false;
  };

  /** Signs in with the typed email and password; true when the user is now signed in. */
  const signInWithPassword = async (welcome: [string, string]): Promise<boolean> => {
    const result = await signIn({
      username: getValues('email').trim(),
      password: getValues('password'),
      options: { authFlowType },
    });
    return afterSignInStep(result, welcome);
  };

  return {
    form,
    step,
    setStep,
    busy,
    run,
    refuse,
    switchMode,
    signInWithPassword,
    afterSignInStep,
    totpSetup,
  };
}

export type AuthFlow = ReturnType<typeof useAuthFlow>;
