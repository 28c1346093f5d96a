import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import * as Tabs from '@radix-ui/react-tabs';
import type {
  ConfirmResetPasswordInput,
  ConfirmSignUpInput,
  ResendSignUpCodeInput,
  ResetPasswordInput,
  SignInInput,
  SignUpInput,
} from 'aws-amplify/auth';
import {
  ATTR,
  isUserType,
  NAME_MESSAGES,
  nameProblem,
  passwordProblems,
  PASSWORD_POLICY,
  PASSWORD_RULE_TEXT,
  type UserType,
} from '@contract/auth.ts';
import { withoutHiddenControls } from '@contract/text.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { authLibrary } from '@/auth/library.ts';
import { PasswordChecklist } from '@/features/auth/PasswordChecklist.tsx';
import { UserTypePicker } from '@/features/auth/UserTypePicker.tsx';
import { describe } from '@/features/auth/errors.ts';
import { START_PAGE } from '@/features/auth/links.ts';
import { clearDraft, readDraft, writeDraft } from '@/features/job-posting/draft.ts';
import { Button, ButtonLink } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { InputField } from '@/components/ui/Field.tsx';
import { notify } from '@/components/ui/toast.ts';
import { referralAccountCreated, sendStoredReferral } from '@/features/community/send.ts';
import { DEMO_MESSAGES } from '@/demo/messages.ts';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';

// The auth library loads (configured) on demand: each call waits for it.
const confirmResetPassword = async (input: ConfirmResetPasswordInput) =>
  (await authLibrary()).confirmResetPassword(input);
const confirmSignUp = async (input: ConfirmSignUpInput) => (await authLibrary()).confirmSignUp(input);
const resendSignUpCode = async (input: ResendSignUpCodeInput) =>
  (await authLibrary()).resendSignUpCode(input);
const resetPassword = async (input: ResetPasswordInput) => (await authLibrary()).resetPassword(input);
const signIn = async (input: SignInInput) => (await authLibrary()).signIn(input);
const signUp = async (input: SignUpInput) => (await authLibrary()).signUp(input);

type Mode = 'signup' | 'login' | 'forgot';
type Step = 'form' | 'confirm' | 'reset';
type FieldName = 'userType' | 'fullName' | 'email' | 'password' | 'confirmPassword' | 'code';

const POLICY_HINT = `At least ${PASSWORD_POLICY.minLength} characters, with upper- and lower-case letters, a number and a symbol.`;
const TOO_SHORT = `Password must be ${PASSWORD_RULE_TEXT}.`;
const CHOOSE_TYPE = 'Please choose whether you are a family, a nanny or an agency.';

/**
 * What the visitor typed and chose (never a password), kept for the tab: a reload or a detour loses
 * nothing. The type is kept with the type the link had chosen, so a later link's choice wins over it.
 */
const DRAFT_KEY = 'auth-form';
interface AuthDraft {
  fullName: string;
  email: string;
  userType: UserType | null;
  fromLink: UserType | null;
}
function readAuthDraft(): AuthDraft {
  const raw = readDraft(DRAFT_KEY) as Partial<AuthDraft> | null;
  return {
    fullName: typeof raw?.fullName === 'string' ? raw.fullName : '',
    email: typeof raw?.email === 'string' ? raw.email : '',
    userType: isUserType(raw?.userType) ? raw.userType : null,
    fromLink: isUserType(raw?.fromLink) ? raw.fromLink : null,
  };
}

const modeFrom = (value: string | null): Mode =>
  value === 'signup' ? 'signup' : value === 'forgot' ? 'forgot' : 'login';

/** Only a page on this site may be a destination after signing in. */
function safeRedirect(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, window.location.origin);
    return url.origin === window.location.origin ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}

export default function AuthPage() {
  const { user, loading, config, demo, reload } = useAuth();
  // The mode lives in the address, and a link may choose the type: a call to action opens Sign Up with
  // its type chosen. Without a type in the link the visitor chooses; nothing is chosen for them.
  const [params, setParams] = useSearchParams();
  const mode = modeFrom(params.get('mode'));
  const typeParam = params.get('type');
  const linkType: UserType | null = isUserType(typeParam) ? typeParam : null;
  const redirect = safeRedirect(params.get('redirect'));
  const [step, setStep] = useState<Step>('form');
  const [busy, setBusy] = useState(false);
  const [draft] = useState(readAuthDraft);
  const [userType, setUserType] = useState<UserType | null>(
    draft.userType && draft.fromLink === linkType ? draft.userType : linkType,
  );
  // Another link opened while this page is shown (the header's Start, a call to action) chooses anew.
  const shownLinkType = useRef(linkType);
  useEffect(() => {
    if (shownLinkType.current === linkType) return;
    shownLinkType.current = linkType;
    if (linkType) setUserType(linkType);
  }, [linkType]);
  const [fullName, setFullName] = useState(draft.fullName);
  const [email, setEmail] = useState(draft.email);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [code, setCode] = useState('');
  const codeInput = useRef<HTMLInputElement>(null);
  // A problem the form finds is toasted (the spec's texts) and also shown under its field, which takes
  // the focus, so it stays readable after the toast has gone and a screen reader hears it on the field.
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});

  // Fetched from the visitor's first touch or focus in the form, while they type, so sending it does not
  // wait; not as the page opens, where it would compete with the page's own code on a slow phone.
  const preloadAuthLibrary = () => void authLibrary().catch(() => undefined);

  // The form the user typed in is replaced by the code step: move focus there, not to the page.
  useEffect(() => {
    if (step !== 'form') codeInput.current?.focus();
  }, [step]);

  usePageTitle(mode === 'signup' ? 'Sign Up' : mode === 'forgot' ? 'Reset Password' : 'Sign In');

  useEffect(() => {
    writeDraft(DRAFT_KEY, { fullName, email, userType, fromLink: linkType } satisfies AuthDraft);
  }, [fullName, email, userType, linkType]);
  const signedIn = !loading && Boolean(user);
  useEffect(() => {
    if (signedIn) clearDraft(DRAFT_KEY);
  }, [signedIn]);

  // Any session goes where the visitor was sent from: the page a call to action named, else the start
  // page of the type it named, else home. A sign-up link opened while signed in never ends on /auth.
  if (!loading && user) return <Navigate to={redirect ?? (linkType ? START_PAGE[linkType] : '/')} replace />;
  if (demo) return <DemoAccountsNotice />;

  const authFlowType = config?.authFlowType ?? 'USER_SRP_AUTH';
  const chooseType = (next: UserType) => {
    setUserType(next);
    if (fieldErrors.userType) setFieldErrors((errors) => ({ ...errors, userType: undefined }));
  };
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
    setCode('');
    // Between Sign Up and Sign In what was typed stays (an existing account's password signs it in);
    // a reset starts a new password.
    if (next === 'forgot' || mode === 'forgot') {
      setPassword('');
      setConfirmPassword('');
    }
    setFieldErrors({});
  };
  /** Toasts a problem with one field, shows it under the field and focuses it; false, to stop a submit. */
  const refuse = (field: FieldName, title: string, message: string) => {
    notify.error(title, message);
    setFieldErrors({ [field]: message });
    inputs.current[field]?.focus();
    return false;
  };
  /** What a text field of the form needs: its value, its error, a ref to focus it, and clearing both. */
  const field = (name: FieldName, value: string, set: (value: string) => void) => ({
    value,
    error: fieldErrors[name],
    ref: (el: HTMLInputElement | null) => {
      inputs.current[name] = el;
      if (name === 'code') codeInput.current = el;
    },
    onChange: (e: { target: { value: string } }) => {
      set(e.target.value);
      if (fieldErrors[name]) setFieldErrors((errors) => ({ ...errors, [name]: undefined }));
    },
  });
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const requireEmailAndPassword = (needPassword: boolean) => {
    if (!email.trim()) return refuse('email', 'Missing Information', 'Please enter your email address.');
    if (needPassword && !password)
      return refuse('password', 'Missing Information', 'Please enter your password.');
    return true;
  };

  /** Checks a new password and its confirmation, toasting the first problem; true when it may be sent. */
  const checkNewPassword = (failureTitle: string) => {
    if (password !== confirmPassword)
      return refuse('confirmPassword', 'Password Mismatch', 'Passwords do not match.');
    // The pool's rule, stated whole (8+ characters with upper, lower, digit and symbol), as the hint and
    // the checklist state it.
    if (password.length < PASSWORD_POLICY.minLength)
      return refuse('password', 'Password Too Short', TOO_SHORT);
    const problems = passwordProblems(password);
    if (problems.length) return refuse('password', failureTitle, `${problems.join('. ')}.`);
    return true;
  };

  /** The new-password and confirmation fields, shared by sign-up and password reset. */
  const newPasswordFields = (passwordLabel: string, confirmLabel: string) => (
    <>
      <InputField
        label={passwordLabel}
        type="password"
        name="new-password"
        autoComplete="new-password"
        hint={POLICY_HINT}
        {...field('password', password, setPassword)}
      />
      <PasswordChecklist password={password} />
      <InputField
        label={confirmLabel}
        type="password"
        name="confirm-new-password"
        autoComplete="new-password"
        {...field('confirmPassword', confirmPassword, setConfirmPassword)}
      />
    </>
  );

  /** Signs in with the typed email and password; true when the user is now signed in. */
  const signInWithPassword = async (welcome: [string, string]): Promise<boolean> => {
    const result = await signIn({ username: email.trim(), password, options: { authFlowType } });
    if (result.isSignedIn) {
      // The user is read from the new session here, not only when the library's 'signedIn' event arrives.
      await reload();
      notify.success(...welcome);
      return true;
    }
    if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') {
      await resendSignUpCode({ username: email.trim() });
      setStep('confirm');
      notify.info(
        'Check Your Email',
        `Your email is not confirmed yet. We sent a new code to ${email.trim()}.`,
      );
    } else {
      notify.error('Sign In Failed', 'This account needs a sign-in step the app does not support yet.');
    }
    return false;
  };

  const onSignUp = (e: FormEvent) => {
    e.preventDefault();
    // In the order the form shows them, so the first problem named is the first on screen.
    if (!userType) return void refuse('userType', 'Missing Information', CHOOSE_TYPE);
    // The name as others will see it: no hidden bidi controls or zero-width characters (the server
    // refuses a name that holds any), and plain text (the server refuses markup too).
    const name = withoutHiddenControls(fullName).trim();
    const nameIssue = nameProblem(name);
    if (nameIssue)
      return void refuse(
        'fullName',
        nameIssue === NAME_MESSAGES.missing ? 'Missing Information' : 'Check Your Name',
        nameIssue,
      );
    if (!requireEmailAndPassword(true)) return;
    if (!checkNewPassword('Sign Up Failed')) return;
    void run(async () => {
      try {
        const result = await signUp({
          username: email.trim(),
          password,
          options: {
            userAttributes: { email: email.trim(), [ATTR.name]: name, [ATTR.userType]: userType },
          },
        });
        referralAccountCreated();
        if (result.isSignUpComplete) {
          // A referral is credited in the background; it never holds up or bothers the new user.
          if (await signInWithPassword(['Welcome!', 'Your account is ready.']))
            void sendStoredReferral('first-sign-in');
        } else {
          setStep('confirm');
          notify.success('Check Your Email', `We sent a verification code to ${email.trim()}.`);
        }
      } catch (error) {
        const { name, message } = describe(error);
        if (name === 'UsernameExistsException' || /already (registered|exists)/i.test(message)) {
          notify.error('Account Already Exists', 'This email is already registered. Please sign in instead.');
          switchMode('login');
        } else {
          console.error('Sign up failed', error);
          notify.error('Sign Up Failed', message || 'Something went wrong. Please try again.');
        }
      }
    });
  };

  const onConfirm = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim())
      return void refuse('code', 'Missing Information', 'Please enter the code from your email.');
    void run(async () => {
      try {
        await confirmSignUp({ username: email.trim(), confirmationCode: code.trim() });
        referralAccountCreated();
        if (password) {
          if (await signInWithPassword(['Welcome!', 'Your email is confirmed and you are signed in.']))
            void sendStoredReferral('first-sign-in');
        } else {
          notify.success('Welcome!', 'Your email is confirmed. Please sign in.');
          switchMode('login');
        }
      } catch (error) {
        console.error('Confirmation failed', error);
        notify.error('Sign Up Failed', describe(error).message || 'The code could not be confirmed.');
      }
    });
  };

  const onResend = () =>
    void run(async () => {
      try {
        await resendSignUpCode({ username: email.trim() });
        notify.success('Check Your Email', `We sent a new code to ${email.trim()}.`);
      } catch (error) {
        notify.error('Sign Up Failed', describe(error).message);
      }
    });

  const onSignIn = (e: FormEvent) => {
    e.preventDefault();
    if (!requireEmailAndPassword(true)) return;
    void run(async () => {
      try {
        // A referral whose first send failed (no connection) is retried now.
        if (await signInWithPassword(['Welcome Back!', 'You are signed in.']))
          void sendStoredReferral('sign-in');
      } catch (error) {
        const { name, message } = describe(error);
        if (
          name === 'NotAuthorizedException' ||
          name === 'UserNotFoundException' ||
          /Invalid login credentials|Incorrect username or password/i.test(message)
        ) {
          notify.error('Invalid Credentials', 'The email or password you entered is incorrect.');
        } else if (name === 'UserNotConfirmedException') {
          await resendSignUpCode({ username: email.trim() }).catch(() => undefined);
          setStep('confirm');
          notify.info(
            'Check Your Email',
            `Your email is not confirmed yet. We sent a new code to ${email.trim()}.`,
          );
        } else {
          console.error('Sign in failed', error);
          notify.error('Sign In Failed', message || 'Something went wrong. Please try again.');
        }
      }
    });
  };

  const onRequestReset = (e: FormEvent) => {
    e.preventDefault();
    if (!requireEmailAndPassword(false)) return;
    void run(async () => {
      try {
        await resetPassword({ username: email.trim() });
        setStep('reset');
        notify.success(
          'Reset Email Sent',
          `If an account exists for ${email.trim()}, we have emailed it a reset code.`,
        );
      } catch (error) {
        console.error('Password reset failed', error);
        notify.error('Reset Failed', describe(error).message || 'Please try again.');
      }
    });
  };

  const onConfirmReset = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim())
      return void refuse('code', 'Missing Information', 'Please enter the code from your email.');
    if (!password) return void refuse('password', 'Missing Information', 'Please enter your password.');
    if (!checkNewPassword('Reset Failed')) return;
    void run(async () => {
      try {
        await confirmResetPassword({
          username: email.trim(),
          confirmationCode: code.trim(),
          newPassword: password,
        });
        notify.success(
          'Password Changed',
          'Your password has been reset. Please sign in with your new password.',
        );
        switchMode('login');
      } catch (error) {
        console.error('Password reset failed', error);
        notify.error('Reset Failed', describe(error).message || 'Please try again.');
      }
    });
  };

  const emailField = (
    <InputField
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      {...field('email', email, setEmail)}
      disabled={step !== 'form'}
    />
  );

  const confirmStep = (
    <form onSubmit={onConfirm} className="space-y-4" noValidate>
      <p className="text-slate-700">
        We emailed a 6-digit code to <strong>{email}</strong>. Enter it below to confirm your email.
      </p>
      <InputField
        label="Verification code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        {...field('code', code, setCode)}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Confirming...' : 'Confirm Email'}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onResend} disabled={busy}>
        Send a new code
      </Button>
    </form>
  );

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10">
      <Link to="/" className="text-sm font-medium text-brand-800 underline underline-offset-2">
        ← Back to Home
      </Link>
      <Card className="mt-4" onFocus={preloadAuthLibrary} onPointerDown={preloadAuthLibrary}>
        {mode === 'forgot' ? (
          <section aria-labelledby="forgot-heading">
            <h1 id="forgot-heading" className="text-2xl font-bold text-slate-900">
              Reset your password
            </h1>
            {step === 'form' ? (
              <form onSubmit={onRequestReset} className="mt-6 space-y-4" noValidate>
                <p className="text-slate-700">
                  Enter your email and we will send you a code to reset your password.
                </p>
                {emailField}
                <Button type="submit" className="w-full" disabled={busy}>
                  {busy ? 'Sending...' : 'Send Reset Code'}
                </Button>
              </form>
            ) : (
              <form onSubmit={onConfirmReset} className="mt-6 space-y-4" noValidate>
                <p className="text-slate-700">
                  Enter the code we emailed to <strong>{email}</strong> and choose a new password.
                </p>
                <InputField
                  label="Reset code"
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  {...field('code', code, setCode)}
                />
                {newPasswordFields('New password', 'Confirm new password')}
                <Button type="submit" className="w-full" disabled={busy}>
                  {busy ? 'Saving...' : 'Reset Password'}
                </Button>
              </form>
            )}
            <Button variant="ghost" className="mt-3 w-full" onClick={() => switchMode('login')}>
              Back to Sign In
            </Button>
          </section>
        ) : (
          <Tabs.Root value={mode} onValueChange={(v) => switchMode(v as Mode)}>
            <h1 className="text-2xl font-bold text-slate-900">
              {mode === 'signup' ? 'Create your account' : 'Welcome back'}
            </h1>
            <Tabs.List
              aria-label="Sign up or sign in"
              className="mt-4 grid grid-cols-2 rounded-lg bg-slate-100 p-1"
            >
              {(['signup', 'login'] as const).map((tab) => (
                <Tabs.Trigger
                  key={tab}
                  value={tab}
                  className="rounded-md px-3 py-2 text-sm font-semibold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow"
                >
                  {tab === 'signup' ? 'Sign Up' : 'Sign In'}
                </Tabs.Trigger>
              ))}
            </Tabs.List>

            <Tabs.Content value="signup" className="mt-6">
              {step === 'confirm' ? (
                confirmStep
              ) : (
                <form onSubmit={onSignUp} className="space-y-4" noValidate>
                  <UserTypePicker
                    value={userType}
                    onChange={chooseType}
                    error={fieldErrors.userType}
                    inputRef={(el) => {
                      inputs.current.userType = el;
                    }}
                  />
                  <InputField
                    label="Full name"
                    name="name"
                    autoComplete="name"
                    {...field('fullName', fullName, setFullName)}
                  />
                  {emailField}
                  {newPasswordFields('Password', 'Confirm password')}
                  <Button type="submit" className="w-full" disabled={busy}>
                    {busy ? 'Creating account...' : 'Create Account'}
                  </Button>
                </form>
              )}
            </Tabs.Content>

            <Tabs.Content value="login" className="mt-6">
              {step === 'confirm' ? (
                confirmStep
              ) : (
                <form onSubmit={onSignIn} className="space-y-4" noValidate>
                  {emailField}
                  <InputField
                    label="Password"
                    type="password"
                    name="password"
                    autoComplete="current-password"
                    {...field('password', password, setPassword)}
                  />
                  <Button type="submit" className="w-full" disabled={busy}>
                    {busy ? 'Signing in...' : 'Sign In'}
                  </Button>
                  <Button variant="ghost" className="w-full" onClick={() => switchMode('forgot')}>
                    Forgot your password?
                  </Button>
                </form>
              )}
            </Tabs.Content>
          </Tabs.Root>
        )}
        <p className="mt-6 text-center text-sm text-slate-700">
          By continuing you agree to our{' '}
          <Link to="/terms" className="font-medium text-brand-800 underline underline-offset-2">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to="/privacy" className="font-medium text-brand-800 underline underline-offset-2">
            Privacy Policy
          </Link>
          . You must be 18 or over to use Nanny Marketplace.
        </p>
      </Card>
    </div>
  );
}

/** Demo mode: no user pool, so sign-up and sign-in say so plainly instead of failing. */
function DemoAccountsNotice() {
  usePageTitle('Sign In');
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10">
      <Link to="/" className="text-sm font-medium text-brand-800 underline underline-offset-2">
        ← Back to Home
      </Link>
      <Card className="mt-4">
        <h1 className="text-2xl font-bold text-slate-900">{DEMO_MESSAGES.accountsTitle}</h1>
        <p role="status" className="mt-3 text-slate-700">
          {DEMO_MESSAGES.accounts}
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/jobs">Browse jobs</ButtonLink>
          <ButtonLink to="/candidates" variant="outline">
            Find a nanny
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
