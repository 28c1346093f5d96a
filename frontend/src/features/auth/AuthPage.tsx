import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { isUserType, type UserType } from '@contract/auth.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { authLibrary } from '@/auth/library.ts';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { ButtonLink } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import * as Tabs from '@/components/ui/Tabs.tsx';
import { DEMO_MESSAGES } from '@/demo/messages.ts';
import { clearDraft, writeDraft } from '@/features/job-posting/draft.ts';
import {
  DRAFT_KEY,
  modeFrom,
  readAuthDraft,
  safeRedirect,
  type AuthDraft,
  type AuthValues,
  type Mode,
} from '@/features/auth/authForm.ts';
import { ConfirmCodeForm } from '@/features/auth/ConfirmCodeForm.tsx';
import { START_PAGE } from '@/features/auth/links.ts';
import { ResetPasswordForm } from '@/features/auth/ResetPasswordForm.tsx';
import { SignInForm } from '@/features/auth/SignInForm.tsx';
import { SignUpForm } from '@/features/auth/SignUpForm.tsx';
import { TotpCodeForm } from '@/features/auth/TotpCodeForm.tsx';
import { useAuthFlow } from '@/features/auth/useAuthFlow.ts';

/**
 * Sign Up, Sign In and password reset on one page. The mode lives in the address (`mode`), and a link
 * may choose the account type (`type`) and where to go afterwards (`redirect`); what was typed is
 * shared by the forms, so turning from Sign Up to Sign In keeps it.
 */
export default function AuthPage() {
  const { user, loading, config, demo, reload } = useAuth();
  // A call to action opens Sign Up with its type chosen. Without a type in the link the visitor
  // chooses; nothing is chosen for them.
  const [params, setParams] = useSearchParams();
  const mode = modeFrom(params.get('mode'));
  const typeParam = params.get('type');
  const linkType: UserType | null = isUserType(typeParam) ? typeParam : null;
  const redirect = safeRedirect(params.get('redirect'));
  const [draft] = useState(readAuthDraft);
  const form = useForm<AuthValues>({
    defaultValues: {
      userType: draft.userType && draft.fromLink === linkType ? draft.userType : linkType,
      fullName: draft.fullName,
      email: draft.email,
      password: '',
      confirmPassword: '',
      code: '',
    },
  });
  const flow = useAuthFlow({
    form,
    mode,
    setParams,
    reload,
    authFlowType: config?.authFlowType ?? 'USER_SRP_AUTH',
  });
  const { setValue, control } = form;

  // Another link opened while this page is shown (the header's Start, a call to action) chooses anew.
  const shownLinkType = useRef(linkType);
  useEffect(() => {
    if (shownLinkType.current === linkType) return;
    shownLinkType.current = linkType;
    if (linkType) setValue('userType', linkType);
  }, [linkType, setValue]);

  // Fetched from the visitor's first touch or focus in the form, while they type, so sending it does not
  // wait; not as the page opens, where it would compete with the page's own code on a slow phone.
  const preloadAuthLibrary = () => void authLibrary().catch(() => undefined);

  usePageTitle(mode === 'signup' ? 'Sign Up' : mode === 'forgot' ? 'Reset Password' : 'Sign In');

  const [fullName, email, userType] = useWatch({ control, name: ['fullName', 'email', 'userType'] });
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

  const confirming = flow.step === 'confirm';
  const twoFactor = flow.step === 'totp' || flow.step === 'totp-setup';
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10">
      <Link to="/" className="text-sm font-medium text-brand-800 underline underline-offset-2">
        ← Back to Home
      </Link>
      <Card className="mt-4" onFocus={preloadAuthLibrary} onPointerDown={preloadAuthLibrary}>
        <FormProvider {...form}>
          {mode === 'forgot' ? (
            <ResetPasswordForm flow={flow} />
          ) : (
            <Tabs.Root value={mode} onValueChange={(v) => flow.switchMode(v as Mode)}>
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
                {confirming ? <ConfirmCodeForm flow={flow} /> : <SignUpForm flow={flow} />}
              </Tabs.Content>
              <Tabs.Content value="login" className="mt-6">
                {confirming ? (
                  <ConfirmCodeForm flow={flow} />
                ) : twoFactor ? (
                  <TotpCodeForm flow={flow} />
                ) : (
                  <SignInForm flow={flow} />
                )}
              </Tabs.Content>
            </Tabs.Root>
          )}
        </FormProvider>
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
