import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { FAMILY_JOB_PRICE_PENCE } from '@contract/jobs-constants.ts';
import { JOB_MESSAGES } from '@contract/job-messages.ts';
import type { FamilyJobInput, promoQuote } from '@contract/jobs.ts';
import type * as z from 'zod/mini';
import { ApiError } from '@/api/client.ts';
import { createFamilyJob, quotePromoCode } from '@/features/job-posting/api.ts';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { PageLoading } from '@/components/layout/PageLoading.tsx';
import { DiscountCodeField } from '@/features/job-posting/DiscountCodeField.tsx';
import { FormSection } from '@/components/ui/FormSection.tsx';
import { PaymentSummary } from '@/features/job-posting/PaymentSummary.tsx';
import { SafetyReminder } from '@/features/job-posting/SafetyReminder.tsx';
import { ShareNotice } from '@/features/job-posting/ShareNotice.tsx';
import {
  shareIdFrom,
  sharePostPath,
  sharePrefill,
  shareRefusalMessage,
} from '@/features/job-posting/share.ts';
import { shareQuery } from '@/features/shares/queries.ts';
import { JobDetailsFields } from '@/features/job-posting/JobDetailsFields.tsx';
import {
  clearFamilyDraft,
  EMPTY_FAMILY_JOB,
  FAMILY_JOB_FIELD_ORDER,
  familyJobResolver,
  readFamilyStart,
  writeFamilyDraft,
  type FamilyJobForm,
} from '@/features/job-posting/familyJob.ts';
import { serverFieldErrors } from '@/features/job-posting/jobDetails.ts';
import { formatPence } from '@/money.ts';
import { normaliseCode } from '@/features/job-posting/promoCode.ts';
import { forgetAppliedPromoCode } from '@/features/job-posting/appliedPromo.ts';
import { WrongAccountType } from '@/features/auth/WrongAccountType.tsx';
import { signInPath, signUpPath, START_PAGE } from '@/features/auth/links.ts';
import { Button } from '@/components/ui/Button.tsx';
import { notify } from '@/components/ui/toast.ts';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';
import { logFailure } from '@/api/errors.ts';

const TITLE = 'Post a Nanny Job - Families';
/** Sign in and come back; with Family chosen, should the visitor turn to Sign Up instead. */
const SIGN_IN_PATH = signInPath(START_PAGE.family, 'family');
/**
 * A visitor who filled the form in is most likely new: Sign Up, Family chosen, and back to the form
 * (Sign In is the tab beside it).
 */
const SIGN_UP_PATH = signUpPath('family', START_PAGE.family);
type PromoQuote = z.infer<typeof promoQuote>;
const resolver = familyJobResolver();

/** A promo check refused by the server (as opposed to one that could not be made). */
const isRefused = (e: unknown) => e instanceof ApiError && e.status >= 400 && e.status < 500;

export default function PostJobFamily() {
  const { user, loading, demo } = useAuth();
  const navigate = useNavigate();
  // The draft (and a promo code applied on the home page) is read once, before the form is built, so
  // restored values are its defaults.
  // A code the link carried (`?code=`, from the promo card or the welcome email) comes first.
  const { search } = useLocation();
  const [initial] = useState(() => readFamilyStart(search));
  // A nanny share's job (`?share=<id>`, from the share's page): posted once, for both families.
  const shareId = useMemo(() => shareIdFrom(search), [search]);
  const form = useForm<FamilyJobForm, unknown, FamilyJobInput>({
    resolver,
    defaultValues: initial?.values ?? EMPTY_FAMILY_JOB,
  });
  const { control, handleSubmit, setError, clearErrors, getValues, setValue, watch, formState } = form;
  const errors = formState.errors;
  const discountCode = useWatch({ control, name: 'discountCode' });
  const shareRead = useQuery({
    ...shareQuery(user?.id ?? '', shareId ?? ''),
    enabled: Boolean(shareId && user && user.userType === 'family'),
  });
  const share = shareId ? shareRead.data : undefined;
  // Where to sign in and come back to: the share's form keeps its share.
  const signInTo = shareId ? signInPath(sharePostPath(shareId), 'family') : SIGN_IN_PATH;
  const signUpTo = shareId ? signInTo : SIGN_UP_PATH;

  const [quote, setQuote] = useState<PromoQuote | null>(null);
  const quoteRef = useRef<PromoQuote | null>(null);
  const [applying, setApplying] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  /** Why the server refused to post the share's job (its split not agreed, the job posted already…). */
  const [formError, setFormError] = useState<string | null>(null);
  // Set once the job is created and the browser is leaving for checkout: the draft is no longer kept.
  const finished = useRef(false);

  usePageTitle(TITLE);

  const persist = useCallback(() => {
    if (!finished.current) writeFamilyDraft(getValues(), quoteRef.current?.code ?? null);
  }, [getValues]);

  const adoptQuote = useCallback(
    (next: PromoQuote | null) => {
      quoteRef.current = next;
      setQuote(next);
      persist();
    },
    [persist],
  );

  // Every change is saved to the draft, so signing in (or a reload) loses nothing but the photo.
  useEffect(() => {
    const subscription = watch(() => persist());
    return () => subscription.unsubscribe();
  }, [watch, persist]);

  // A restored draft's applied code is checked again, quietly; the submit checks it anyway.
  const restoredPromo = useRef(false);
  useEffect(() => {
    const code = initial?.appliedCode;
    if (restoredPromo.current || !code) return;
    restoredPromo.current = true;
    quotePromoCode(code)
      .then((q) => {
        if (normaliseCode(getValues('discountCode')) === q.code) adoptQuote(q);
      })
      .catch(() => undefined);
  }, [initial, getValues, adoptQuote]);

  // The contact email starts as the account's email, unless the visitor already typed one.
  useEffect(() => {
    if (user?.email && !getValues('contactEmail').trim())
      setValue('contactEmail', user.email, { shouldDirty: true });
  }, [user, getValues, setValue]);

  // The share's figures fill the fields the family has left empty, once the share is read.
  const prefilled = useRef<string | null>(null);
  useEffect(() => {
    if (!share || prefilled.current === share.id) return;
    prefilled.current = share.id;
    const fill = sharePrefill(share, { postcode: getValues('postcode'), pay: getValues('pay') });
    const dirty = { shouldDirty: true } as const;
    if (fill.postcode !== null) setValue('postcode', fill.postcode, dirty);
    if (fill.pay !== null) {
      setValue('pay.period', fill.pay.period, dirty);
      setValue('pay.min', fill.pay.min, dirty);
      setValue('pay.hoursPerWeek', fill.pay.hoursPerWeek, dirty);
    }
    if (fill.hoursPerWeek !== null) setValue('pay.hoursPerWeek', fill.hoursPerWeek, dirty);
  }, [share, getValues, setValue]);

  // Coming back from checkout with the browser's Back button can restore this page as it was left.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      finished.current = false;
      setSubmitting(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const appliedQuote = quote && quote.code === normaliseCode(discountCode) ? quote : null;
  const totalPence = appliedQuote ? appliedQuote.totalPence : FAMILY_JOB_PRICE_PENCE;
  const total = formatPence(totalPence);

  const applyCode = async () => {
    const code = normaliseCode(getValues('discountCode'));
    if (!code) {
      notify.error('Code Required', 'Please enter a promo code to apply.');
      return;
    }
    setApplying(true);
    try {
      const q = await quotePromoCode(code);
      setValue('discountCode', q.code);
      clearErrors('discountCode');
      adoptQuote(q);
      notify.success(
        'Promo Code Applied! 🎉',
        `You'll get ${formatPence(q.amountOffPence)} off your next job posting!`,
      );
    } catch (e) {
      logFailure('Applying the promo code failed', e);
      adoptQuote(null);
      if (isRefused(e)) {
        setError('discountCode', { type: 'server', message: JOB_MESSAGES.promoInvalid });
        notify.error('Invalid Code', JOB_MESSAGES.promoInvalid);
      } else {
        notify.error(
          'Could not check the code',
          e instanceof Error ? e.message : 'Please try again in a moment.',
        );
      }
    } finally {
      setApplying(false);
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    // The demo has no accounts: the form goes straight on (nothing is saved or charged).
    if (!user && !demo) {
      persist();
      notify.info(
        'Create an account to continue',
        'Create a family account, or sign in, to pay and publish your job. Your answers are kept, except the photo.',
      );
      navigate(signUpTo);
      return;
    }
    setSubmitting(true);
    setFormError(null);
    let leaving = false;
    try {
      const code = normaliseCode(values.discountCode);
      // A code typed but not applied is checked first, so the price paid is the one shown.
      if (code && quoteRef.current?.code !== code) {
        try {
          adoptQuote(await quotePromoCode(code));
        } catch (e) {
          if (isRefused(e)) {
            adoptQuote(null);
            setError(
              'discountCode',
              { type: 'server', message: JOB_MESSAGES.promoInvalid },
              { shouldFocus: true },
            );
            notify.error('Invalid Code', JOB_MESSAGES.promoInvalid);
            return;
          }
          // The check could not be made: the server checks the code again when the job is created.
        }
      }
      const created = await createFamilyJob({
        ...values,
        discountCode: code,
        ...(shareId ? { shareId } : {}),
      });
      finished.current = true;
      clearFamilyDraft();
      forgetAppliedPromoCode();
      leaving = true;
      window.location.assign(created.checkoutUrl);
    } catch (e) {
      logFailure('Creating the job posting failed', e);
      if (e instanceof ApiError && e.status === 401) {
        persist();
        notify.info(
          'Please sign in again',
          'Your session has ended. Your answers are kept, except the photo.',
        );
        navigate(signInTo);
        return;
      }
      const refusal = shareId ? shareRefusalMessage(e) : null;
      if (refusal) {
        setFormError(refusal);
        notify.error(JOB_MESSAGES.paymentFailed, refusal);
        return;
      }
      const fields =
        e instanceof ApiError && e.status === 400 ? serverFieldErrors(e.fields, FAMILY_JOB_FIELD_ORDER) : [];
      if (fields.length) {
        // Show each message under its field and focus the first one on screen.
        fields.forEach(([name, message], i) =>
          setError(name, { type: 'server', message }, { shouldFocus: i === 0 }),
        );
        if (fields.some(([name]) => name === 'discountCode')) adoptQuote(null);
        notify.error(JOB_MESSAGES.paymentFailed, 'Please check the highlighted fields.');
      } else {
        notify.error(
          JOB_MESSAGES.paymentFailed,
          e instanceof ApiError && e.status < 500 && e.status !== 400 ? e.message : undefined,
        );
      }
    } finally {
      if (!leaving) setSubmitting(false);
    }
  });

  if (loading) return <PageLoading />;

  // Another type of account is told so, and may switch to a family account while it has created nothing;
  // what was typed before signing in stays in the form's draft meanwhile.
  if (user && user.userType !== 'family')
    return (
      <PageShell title={TITLE} width="narrow">
        <WrongAccountType wanted="family" />
      </PageShell>
    );

  return (
    <PageShell
      title={TITLE}
      intro={
        <>
          Post your nanny job for <strong className="text-slate-900">£50</strong>. It goes live on the job
          board as soon as your payment is confirmed.
        </>
      }
    >
      <div className="space-y-4">
        {shareId && <ShareNotice signedIn={Boolean(user)} share={share} error={shareRead.error} />}
        <SafetyReminder />
        {!user && !demo && (
          <div role="note" className="rounded-2xl border border-brand-100 bg-brand-50 p-4 text-slate-900">
            <p className="font-semibold">You’re not signed in</p>
            <p className="mt-1 text-slate-800">
              You can fill in the form now. Before paying you’ll be asked to sign in or create a family
              account; your answers are kept on this device while you do, except a photo, which needs an
              account to upload.
            </p>
          </div>
        )}
      </div>

      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="mt-6 space-y-6">
          <JobDetailsFields audience="family" canUpload={Boolean(user)} />

          <FormSection title="Payment">
            <Controller
              control={control}
              name="discountCode"
              render={({ field }) => (
                <DiscountCodeField
                  inputRef={field.ref}
                  value={field.value}
                  onChange={(v) => {
                    field.onChange(v);
                    if (errors.discountCode) clearErrors('discountCode');
                  }}
                  onBlur={field.onBlur}
                  onApply={() => void applyCode()}
                  applying={applying}
                  applied={Boolean(appliedQuote)}
                  error={errors.discountCode?.message}
                />
              )}
            />
            <PaymentSummary
              totalPence={totalPence}
              discount={
                appliedQuote ? { code: appliedQuote.code, amountOffPence: appliedQuote.amountOffPence } : null
              }
            />
            <div>
              {formError && (
                <p
                  role="alert"
                  data-testid="form-error"
                  className="mb-3 rounded-lg bg-red-50 px-3 py-2 font-medium text-red-800 ring-1 ring-red-700/30"
                >
                  {formError}
                </p>
              )}
              <Button
                type="submit"
                size="lg"
                className="w-full sm:w-auto"
                disabled={submitting}
                aria-busy={submitting || undefined}
              >
                {submitting ? 'Redirecting to payment...' : `Pay ${total} & Publish Job`}
              </Button>
              <p className="mt-2 text-sm text-slate-600">
                {user
                  ? 'You’ll pay securely with Stripe. Your job is published once payment is confirmed.'
                  : 'You’ll be asked to sign in before paying.'}
              </p>
            </div>
          </FormSection>
        </form>
      </FormProvider>
    </PageShell>
  );
}
