import { useCallback, useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { AGENCY_MESSAGES } from '@contract/agency-constants.ts';
import { jobPagePath } from '@contract/jobs-constants.ts';
import type { AgencyJobInput, AgencyProfile, SubscriptionStatus } from '@contract/agency.ts';
import { ApiError } from '@/api/client.ts';
import { postAgencyJob } from '@/features/agency/api.ts';
import { ALL_JOBS_KEY } from '@/features/jobs/queries.ts';
import { useSingleFlight } from '@/components/ui/useSingleFlight.ts';
import type { AuthUser } from '@/auth/session.ts';
import {
  AGENCY_JOB_FIELD_ORDER,
  agencyJobResolver,
  clearAgencyDraft,
  EMPTY_AGENCY_JOB,
  readAgencyDraft,
  writeAgencyDraft,
  type AgencyJobForm as AgencyJobFormValues,
} from '@/features/job-posting/agencyJob.ts';
import { serverFieldErrors } from '@/features/job-posting/jobDetails.ts';
import { FormSection } from '@/components/ui/FormSection.tsx';
import { JobDetailsFields } from '@/features/job-posting/JobDetailsFields.tsx';
import { SafetyReminder } from '@/features/job-posting/SafetyReminder.tsx';
import { splitMessage } from '@/features/jobs/format.ts';
import { Button } from '@/components/ui/Button.tsx';
import { notify } from '@/components/ui/toast.ts';
import { AgencyInfoFields } from '@/features/agency/AgencyInfoFields.tsx';
import { AGENCY_PROFILE_ANCHOR } from '@/features/agency/AgencyProfileCard.tsx';
import { agencyProfileQuery, subscriptionKey } from '@/features/agency/queries.ts';
import { AGENCY_PRICE_LABEL, AGENCY_SIGN_IN_PATH } from '@/features/agency/format.ts';
import { logFailure } from '@/api/errors.ts';

const resolver = agencyJobResolver();
const SUBSCRIPTION_REQUIRED = splitMessage(AGENCY_MESSAGES.subscriptionRequired);

/** The server's refusal for want of a subscription (403 with the spec's message). */
const isSubscriptionRequired = (e: unknown) =>
  e instanceof ApiError &&
  e.status === 403 &&
  (e.message === AGENCY_MESSAGES.subscriptionRequired || e.code === 'subscription_required');

interface AgencyJobFormProps {
  user: AuthUser;
  /** The agency's profile; null when it has none yet, undefined while it is read. */
  profile: AgencyProfile | null | undefined;
  subscription: SubscriptionStatus | undefined;
  /** Moves focus to the subscription card. */
  onShowSubscription: () => void;
  /** Moves focus to the 'Create Agency Profile First' card. */
  onShowProfile: () => void;
  /** Opens the agency profile's form, where the name the posts carry is changed. */
  onEditProfile: () => void;
}

/**
 * The agency's job form: Agency Information (the profile's name, shown, not asked for: a post carries
 * the name its profile holds; the website and logo prefilled from the profile), the shared Job Details
 * and 'Submit Job Posting', published at once when the agency is subscribed. Every change is kept on
 * this device, so nothing typed is lost to a failure, a sign-in or checkout opened in this tab.
 */
export function AgencyJobForm({
  user,
  profile,
  subscription,
  onShowSubscription,
  onShowProfile,
  onEditProfile,
}: AgencyJobFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [initial] = useState(() => readAgencyDraft(user.id));
  const form = useForm<AgencyJobFormValues, unknown, AgencyJobInput>({
    resolver,
    defaultValues: initial ?? EMPTY_AGENCY_JOB,
  });
  const { control, handleSubmit, setError, getValues, setValue, watch } = form;
  const [submitting, setSubmitting] = useState(false);
  const [needsSubscription, setNeedsSubscription] = useState(false);
  const finished = useRef(false);

  const persist = useCallback(() => {
    if (!finished.current) writeAgencyDraft(user.id, getValues());
  }, [user.id, getValues]);

  useEffect(() => {
    const subscription = watch(() => persist());
    return () => subscription.unsubscribe();
  }, [watch, persist]);

  // The agency's website and logo start as its profile's, once, in the fields still blank.
  const prefilled = useRef(false);
  useEffect(() => {
    if (!profile || prefilled.current) return;
    prefilled.current = true;
    if (!getValues('websiteUrl').trim()) setValue('websiteUrl', profile.websiteUrl);
    if (!getValues('logo') && profile.logo) setValue('logo', profile.logo);
  }, [profile, getValues, setValue]);

  // The contact email starts as the account's email, unless one was already typed.
  useEffect(() => {
    if (user.email && !getValues('contactEmail').trim())
      setValue('contactEmail', user.email, { shouldDirty: true });
  }, [user, getValues, setValue]);

  // Once subscribed (e.g. after checkout in the other tab), the 'Subscription Required' alert is done.
  const subscribed = subscription?.hasSubscription ?? false;
  useEffect(() => {
    if (subscribed) setNeedsSubscription(false);
  }, [subscribed]);

  const logo = useWatch({ control, name: 'logo' });
  const currentLogoUrl = profile?.logo && logo && logo.key === profile.logo.key ? profile.logoUrl : null;

  const singleFlight = useSingleFlight();
  const validateAndPost = handleSubmit(async (values) => {
    if (submitting) return;
    setSubmitting(true);
    setNeedsSubscription(false);
    try {
      const posted = await postAgencyJob(values);
      finished.current = true;
      clearAgencyDraft(user.id);
      notify.success(AGENCY_MESSAGES.posted, 'Your job is now live on the job board.');
      // The post also updated the agency's website and logo.
      void queryClient.invalidateQueries({ queryKey: agencyProfileQuery(user.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: ALL_JOBS_KEY });
      // To the job's own page, as it now shows on the board.
      navigate(jobPagePath(posted.jobId));
    } catch (e) {
      logFailure('Posting the agency job failed', e);
      if (e instanceof ApiError && e.status === 401) {
        persist();
        notify.info('Please sign in again', 'Your session has ended. Your answers are kept on this device.');
        navigate(AGENCY_SIGN_IN_PATH);
        return;
      }
      if (isSubscriptionRequired(e)) {
        setNeedsSubscription(true);
        notify.error(SUBSCRIPTION_REQUIRED.title, SUBSCRIPTION_REQUIRED.description);
        void queryClient.invalidateQueries({ queryKey: subscriptionKey(user.id) });
        return;
      }
      if (e instanceof ApiError && e.status === 404) {
        notify.error(AGENCY_MESSAGES.profileFirst, AGENCY_MESSAGES.profileRequired);
        await queryClient.invalidateQueries({ queryKey: agencyProfileQuery(user.id).queryKey });
        onShowProfile();
        return;
      }
      // A name saved before names were checked, that passes for the site or its staff, is changed first.
      if (e instanceof ApiError && e.status === 409 && e.message === AGENCY_MESSAGES.nameNotAllowed) {
        notify.error(AGENCY_MESSAGES.postFailed, e.message);
        onEditProfile();
        return;
      }
      const fields =
        e instanceof ApiError && e.status === 400 ? serverFieldErrors(e.fields, AGENCY_JOB_FIELD_ORDER) : [];
      if (fields.length) {
        // Each message under its field; the first one on screen takes focus.
        fields.forEach(([name, message], i) =>
          setError(name, { type: 'server', message }, { shouldFocus: i === 0 }),
        );
        notify.error(AGENCY_MESSAGES.postFailed, 'Please check the highlighted fields.');
      } else {
        notify.error(
          AGENCY_MESSAGES.postFailed,
          e instanceof ApiError && e.status !== 400 && e.status < 500 ? e.message : undefined,
        );
      }
    } finally {
      setSubmitting(false);
    }
  });

  // Without a profile there is nothing to post under (its details are the profile card's, not here), so
  // the agency is sent to that card before the form is checked.
  const onSubmit = async (event?: BaseSyntheticEvent) => {
    if (profile === null) {
      event?.preventDefault();
      notify.error(AGENCY_MESSAGES.profileFirst, AGENCY_MESSAGES.profileRequired);
      onShowProfile();
      return;
    }
    await validateAndPost(event);
  };

  return (
    <FormProvider {...form}>
      <form
        aria-label="Agency job posting"
        noValidate
        onSubmit={singleFlight(onSubmit)}
        className="space-y-6"
      >
        <SafetyReminder audience="agency" />

        <FormSection title="Agency Information">
          {profile ? (
            <>
              <div>
                <dl>
                  <dt className="font-medium text-slate-900">Agency name</dt>
                  <dd
                    data-testid="agency-job-name"
                    className="mt-1 text-lg font-semibold text-slate-900 wrap-anywhere"
                  >
                    {profile.agencyName}
                  </dd>
                </dl>
                <p className="mt-1 text-sm text-slate-700">
                  Your job posts carry your agency profile’s name.{' '}
                  <a
                    href={`#${AGENCY_PROFILE_ANCHOR}`}
                    className="font-semibold text-brand-800 underline underline-offset-2"
                    onClick={(event) => {
                      event.preventDefault();
                      onEditProfile();
                    }}
                  >
                    Change it in your agency profile
                  </a>
                  .
                </p>
              </div>
              <AgencyInfoFields
                withName={false}
                currentLogo={
                  currentLogoUrl
                    ? { url: currentLogoUrl, alt: `${profile?.agencyName ?? 'Agency'} logo` }
                    : null
                }
              />
            </>
          ) : profile === null ? (
            // A new agency types its details once, in the profile card; they then fill this section.
            <p
              role="note"
              className="rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm text-slate-900"
            >
              {`Your agency’s name, website and logo come from your agency profile. Create it first with the ‘${AGENCY_MESSAGES.profileFirst}’ form; they then show here, and you can change the website and logo for each job.`}
            </p>
          ) : (
            <p className="text-sm text-slate-700">
              Your agency’s details show here once your profile is loaded.
            </p>
          )}
        </FormSection>

        <JobDetailsFields audience="agency" canUpload />

        <FormSection title="Publishing">
          <p className="-mt-3 text-slate-700">
            {`A monthly subscription, ${AGENCY_PRICE_LABEL} with the first month free, covers every job you post.`}
          </p>
          <p className="text-sm text-slate-700">
            {subscribed
              ? 'Your subscription covers this post: it goes live on the job board as soon as you submit it.'
              : profile === null
                ? 'Create your agency profile first, then start your subscription to publish.'
                : 'An active subscription is needed to publish. Start one in the Agency Premium card.'}
          </p>
          {needsSubscription && !subscribed && (
            <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-slate-900">
              <p className="font-semibold text-red-800">{SUBSCRIPTION_REQUIRED.title}</p>
              <p className="mt-1 text-slate-800">{SUBSCRIPTION_REQUIRED.description}</p>
              <Button variant="outline" size="sm" className="mt-3" onClick={onShowSubscription}>
                Go to subscription
              </Button>
            </div>
          )}
          <div>
            <Button
              type="submit"
              size="lg"
              className="w-full sm:w-auto"
              aria-disabled={submitting || undefined}
              aria-busy={submitting || undefined}
            >
              {submitting ? 'Posting...' : 'Submit Job Posting'}
            </Button>
          </div>
        </FormSection>
      </form>
    </FormProvider>
  );
}
