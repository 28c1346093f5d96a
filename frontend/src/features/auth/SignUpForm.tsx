import type { FormEvent } from 'react';
import { Controller } from 'react-hook-form';
import { ATTR } from '@contract/auth.ts';
import { withoutHiddenControls } from '@contract/text.ts';
import { Button } from '@/components/ui/Button.tsx';
import { notify } from '@/components/ui/toast.ts';
import { referralAccountCreated, sendStoredReferral } from '@/features/community/send.ts';
import { AuthInput, EmailField, NewPasswordFields } from '@/features/auth/AuthFields.tsx';
import { signUp } from '@/features/auth/api.ts';
import { refusedName, signUpProblem } from '@/features/auth/authForm.ts';
import { describe } from '@/features/auth/errors.ts';
import type { AuthFlow } from '@/features/auth/useAuthFlow.ts';
import { UserTypePicker } from '@/features/auth/UserTypePicker.tsx';
import { logFailure } from '@/api/errors.ts';

/** Sign Up: the account's type, name, email and password; then the emailed code, or straight in. */
export function SignUpForm({ flow }: { flow: AuthFlow }) {
  const { form, busy, run, refuse, switchMode, signInWithPassword, setStep } = flow;

  const onSignUp = (e: FormEvent) => {
    e.preventDefault();
    const values = form.getValues();
    // The name as others will see it: no hidden bidi controls or zero-width characters (the server
    // refuses a name that holds any), and plain text (the server refuses markup too).
    const name = withoutHiddenControls(values.fullName).trim();
    if (refuse(signUpProblem(values, name)) || !values.userType) return;
    const email = values.email.trim();
    const userType = values.userType;
    void run(async () => {
      try {
        const result = await signUp({
          username: email,
          password: values.password,
          options: { userAttributes: { email, [ATTR.name]: name, [ATTR.userType]: userType } },
        });
        referralAccountCreated();
        if (result.isSignUpComplete) {
          // A referral is credited in the background; it never holds up or bothers the new user.
          if (await signInWithPassword(['Welcome!', 'Your account is ready.']))
            void sendStoredReferral('first-sign-in');
        } else {
          setStep('confirm');
          notify.success('Check Your Email', `We sent a verification code to ${email}.`);
        }
      } catch (error) {
        const { name, message } = describe(error);
        // A name the pool refused (one that passes for the site or its staff) is shown under the name.
        const nameRefused = refusedName(message);
        if (nameRefused) {
          refuse(nameRefused);
          return;
        }
        if (name === 'UsernameExistsException' || /already (registered|exists)/i.test(message)) {
          notify.error('Account Already Exists', 'This email is already registered. Please sign in instead.');
          switchMode('login');
        } else {
          logFailure('Sign up failed', error);
          notify.error('Sign Up Failed', message || 'Something went wrong. Please try again.');
        }
      }
    });
  };

  return (
    <form onSubmit={onSignUp} className="space-y-4" noValidate>
      <Controller
        control={form.control}
        name="userType"
        render={({ field, fieldState }) => (
          <UserTypePicker
            value={field.value}
            onChange={(next) => {
              field.onChange(next);
              if (fieldState.error) form.clearErrors('userType');
            }}
            error={fieldState.error?.message}
            inputRef={field.ref}
          />
        )}
      />
      <AuthInput field="fullName" label="Full name" name="name" autoComplete="name" />
      <EmailField />
      <NewPasswordFields passwordLabel="Password" confirmLabel="Confirm password" />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
