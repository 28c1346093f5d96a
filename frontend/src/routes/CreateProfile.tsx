import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useNavigate } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LANGUAGES,
  NANNY_MESSAGES,
  nannyProfileInput,
  SKILLS,
  type NannyProfileInput,
} from '@contract/nanny.ts';
import { JOB_TYPES, jobTypeLabel, jobTypeValue } from '@contract/jobs-constants.ts';
import { ApiError } from '@/api/client.ts';
import { logFailure } from '@/api/errors.ts';
import { CANDIDATES_KEY } from '@/features/candidates/queries.ts';
import { saveNannyProfile } from '@/features/profile/api.ts';
import { nannyProfileQuery } from '@/features/profile/queries.ts';
import { ProfilePreview } from '@/features/profile/ProfilePreview.tsx';
import { useAuth } from '@/auth/AuthProvider.tsx';
import { WrongAccountType } from '@/features/auth/WrongAccountType.tsx';
import { clearDraft, readDraft, writeDraft } from '@/features/job-posting/draft.ts';
import { PageShell } from '@/components/layout/PageShell.tsx';
import { PageLoading } from '@/components/layout/PageLoading.tsx';
import { FileField } from '@/components/ui/FileField.tsx';
import { TagAdder } from '@/components/ui/TagAdder.tsx';
import { TagAdderField } from '@/components/ui/TagAdderField.tsx';
import { Button, ButtonLink } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { InputField, TextareaField } from '@/components/ui/Field.tsx';
import { SwitchField } from '@/components/ui/Switch.tsx';
import { notify } from '@/components/ui/toast.ts';
import { useFormToast } from '@/components/ui/useFormToast.ts';
import { DistrictPicker } from '@/components/ui/DistrictPicker.tsx';
import { signInPath } from '@/features/auth/links.ts';
import { usePageTitle } from '@/components/layout/usePageTitle.ts';

const EMPTY: NannyProfileInput = {
  fullName: '',
  location: '',
  postcode: '',
  lookingFor: [],
  availableFrom: null,
  yearsExperience: Number.NaN,
  email: '',
  bio: '',
  skills: [],
  languages: [],
  drivingLicense: false,
  willingToTravel: false,
  activelyLooking: true,
  hourlyRateMin: null,
  hourlyRateMax: null,
  additionalComments: '',
  photo: null,
  cv: null,
  dbs: null,
  references: [],
};

const CREATE_TITLE = 'Create Your Nanny Profile';
const MY_PROFILE_TITLE = 'My profile';

/** Sign in and come back; Nanny is the type chosen should the visitor turn to Sign Up. */
const SIGN_IN_PATH = signInPath('/create-profile', 'nanny');

/**
 * What she has typed and not saved yet, kept for the tab (sessionStorage) under her account: a reload,
 * a failed save or signing in again loses nothing. It belongs to the version of the profile it was typed
 * over (`basis`: its `updatedAt`, or 'new'), so a profile saved elsewhere since is not overwritten by it.
 */
interface ProfileDraft {
  basis: string;
  values: NannyProfileInput;
}
const draftKey = (userId: string) => `nanny-profile-draft:${userId}`;

function readProfileDraft(userId: string, basis: string): NannyProfileInput | null {
  const draft = readDraft(draftKey(userId)) as Partial<ProfileDraft> | null;
  if (!draft || draft.basis !== basis || typeof draft.values !== 'object' || draft.values === null)
    return null;
  // Whatever the stored draft holds, the form starts from a whole set of fields.
  return { ...EMPTY, ...draft.values };
}

const optionalNumber = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <div className="mt-5 space-y-5">{children}</div>
    </Card>
  );
}

export default function CreateProfile() {
  const { user, loading, demo } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isNanny = user?.userType === 'nanny';
  const existing = useQuery({
    ...nannyProfileQuery(user?.id ?? ''),
    // The demo has no accounts: anyone may try the form (nothing is saved).
    enabled: isNanny || demo,
  });
  const editing = Boolean(existing.data);
  const [submitting, setSubmitting] = useState(false);

  const form = useForm<NannyProfileInput>({ resolver: zodResolver(nannyProfileInput), defaultValues: EMPTY });
  const { register, control, handleSubmit, reset, setError, formState, watch, getValues } = form;
  const errors = formState.errors;
  const formToast = useFormToast('nanny-profile', errors);
  // The saved profile the form was filled from, and whether unsaved changes were brought back over it.
  const filledWith = useRef<{ basis: string; values: NannyProfileInput } | null>(null);
  const [restored, setRestored] = useState(false);

  // Once she has a profile, the page is hers: 'My profile', as the account menu calls it. Creating one
  // keeps the spec's heading.
  const pageHeading = editing ? MY_PROFILE_TITLE : CREATE_TITLE;
  usePageTitle(pageHeading);

  // Fill the form once per loaded profile (or once for a new one); later re-renders keep what was typed.
  const filledFor = useRef<string | null>(null);
  useEffect(() => {
    const key = existing.data
      ? `profile:${existing.data.updatedAt}`
      : existing.data === null && user
        ? `new:${user.id}`
        : null;
    if (!key || filledFor.current === key || !user) return;
    filledFor.current = key;
    let values: NannyProfileInput;
    if (existing.data) {
      const { id: _id, verification: _v, createdAt: _c, updatedAt: _u, ...profile } = existing.data;
      values = {
        ...profile,
        skills: profile.skills as NannyProfileInput['skills'],
        lookingFor: profile.lookingFor as NonNullable<NannyProfileInput['lookingFor']>,
      };
    } else values = { ...EMPTY, fullName: user.fullName, email: user.email };
    const basis = existing.data ? existing.data.updatedAt : 'new';
    filledWith.current = { basis, values };
    const draft = readProfileDraft(user.id, basis);
    // The email is the account's, whatever a draft says.
    const unsaved = draft && { ...draft, email: values.email };
    const differs = unsaved !== null && JSON.stringify(unsaved) !== JSON.stringify(values);
    reset(differs ? unsaved : values);
    setRestored(differs);
    if (!differs) clearDraft(draftKey(user.id));
  }, [existing.data, user, reset]);

  // Every change she makes is kept as the draft (a reset, which fills the form, is not a change).
  useEffect(() => {
    if (!user) return;
    const subscription = watch((_values, { name }) => {
      if (!name || !filledWith.current) return;
      const draft: ProfileDraft = { basis: filledWith.current.basis, values: getValues() };
      writeDraft(draftKey(user.id), draft);
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues, user]);

  const discardDraft = () => {
    if (!user || !filledWith.current) return;
    clearDraft(draftKey(user.id));
    reset(filledWith.current.values);
    setRestored(false);
  };

  if (loading) return <PageLoading />;
  if (!user && !demo) return <Navigate to={SIGN_IN_PATH} replace />;
  if (user && !isNanny)
    return (
      <PageShell title={CREATE_TITLE} width="narrow">
        <WrongAccountType wanted="nanny" />
        <ButtonLink to="/candidates" variant="outline" className="mt-6">
          Browse nannies
        </ButtonLink>
      </PageShell>
    );
  if (existing.isPending) return <PageLoading />;
  if (existing.isError)
    return (
      <PageShell title={CREATE_TITLE} width="narrow">
        <p role="alert" className="text-slate-800">
          We could not load your profile. Please refresh the page.
        </p>
      </PageShell>
    );

  const failedTitle = editing
    ? 'Failed to save your changes. Please try again.'
    : 'Failed to create profile. Please try again.';

  const onSubmit = handleSubmit(async (values) => {
    setSubmitting(true);
    try {
      const saved = await saveNannyProfile(values);
      if (user) {
        clearDraft(draftKey(user.id));
        queryClient.setQueryData(nannyProfileQuery(user.id).queryKey, saved);
      }
      setRestored(false);
      await queryClient.invalidateQueries({ queryKey: CANDIDATES_KEY });
      if (editing) {
        notify.success('Profile Updated', 'Your changes are saved.');
      } else {
        notify.success(
          'Profile Created!',
          saved.activelyLooking
            ? 'Families can now find you on the candidates page.'
            : 'Your profile is saved. It stays off the candidates page while you are not available.',
        );
        // On to what she made it for: the jobs (with those that suit her first, now she has a profile).
        navigate('/jobs');
      }
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) {
        // What she typed is in the draft, and comes back once she has signed in again.
        notify.info('Please sign in again', 'Your session has ended. Your answers are kept.');
        navigate(SIGN_IN_PATH);
      } else if (e instanceof ApiError && e.status === 429) {
        const [title, description] = NANNY_MESSAGES.tooManyAttempts.split(': ');
        notify.error(title!, description);
      } else if (e instanceof ApiError && e.status === 400 && Object.keys(e.fields).length) {
        // Show each message under its field (a reference's or a file's detail under the field itself).
        Object.entries(e.fields).forEach(([field, message], i) =>
          setError(
            field.split('.')[0] as FieldPath<NannyProfileInput>,
            { message },
            { shouldFocus: i === 0 },
          ),
        );
        formToast.error(failedTitle, 'Please check the highlighted fields.');
      } else {
        logFailure('Saving the nanny profile failed', e);
        notify.error(failedTitle, e instanceof Error ? e.message : undefined);
      }
    } finally {
      setSubmitting(false);
    }
  }, formToast.invalid);

  return (
    <PageShell
      title={pageHeading}
      intro="Your profile is free. Families see your first name, your photo if you add one, your general area, bio, experience and skills – never your surname or email. Signed-in families and agencies can also view your CV, with any name or contact details it shows."
    >
      <div role="note" className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-slate-900">
        <p className="font-semibold">Privacy tip</p>
        <p className="mt-1 text-slate-800">
          Use your first name and a general area (for example “Clapham, London”), not your street or home
          address.
        </p>
      </div>
      {restored && (
        <div
          role="status"
          className="mb-6 flex flex-wrap items-center gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-slate-900"
        >
          <p className="min-w-0 flex-1">
            Your changes that were not saved yet are back in the form. Save them when you are ready.
          </p>
          <Button variant="outline" size="sm" onClick={discardDraft}>
            Discard unsaved changes
          </Button>
        </div>
      )}
      {existing.data && <ProfilePreview profile={existing.data} />}
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        <Section title="Availability">
          <Controller
            control={control}
            name="activelyLooking"
            render={({ field }) => (
              <>
                {/* The spec's two states, in words as well as by the switch's position. */}
                <p className="flex flex-wrap items-center gap-2 text-slate-800">
                  You are
                  <span
                    data-testid="availability-status"
                    className={
                      field.value
                        ? 'rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-900 ring-1 ring-emerald-300'
                        : 'rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800 ring-1 ring-slate-300'
                    }
                  >
                    {field.value ? 'Actively Looking' : 'Not Available'}
                  </span>
                </p>
                <SwitchField
                  label="Actively Looking"
                  description={
                    field.value
                      ? 'Families can find your profile on the candidates page. Turn this off when you are not available.'
                      : 'Your profile stays off the candidates page while you are Not Available. Turn this on when you are looking again.'
                  }
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
              </>
            )}
          />
          {editing && (
            <p className="text-sm text-slate-700">Save your changes below for a new availability to apply.</p>
          )}
        </Section>

        <Section title="Personal Information">
          <Controller
            control={control}
            name="photo"
            render={({ field }) => (
              <FileField
                inputRef={field.ref}
                label="Profile photo"
                hint="Optional. JPG or PNG, up to 5MB. Shown on your card on the candidates page, next to your first name."
                purpose="nanny-photo"
                value={field.value}
                onChange={field.onChange}
                error={errors.photo?.message}
              />
            )}
          />
          <InputField
            label="Full name"
            required
            autoComplete="name"
            error={errors.fullName?.message}
            {...register('fullName')}
          />
          <InputField
            label="Location"
            required
            hint="A general area, e.g. Clapham, London"
            autoComplete="address-level2"
            error={errors.location?.message}
            {...register('location')}
          />
          <InputField
            label="Postcode"
            required
            maxLength={60}
            autoComplete="postal-code"
            autoCapitalize="characters"
            hint="Your postcode or its first half, e.g. SW4. Only the first half (the district) is kept and shown; it is how families and jobs nearby find you."
            error={errors.postcode?.message}
            {...register('postcode')}
          />
          <DistrictPicker
            value={watch('postcode') ?? ''}
            onPick={(district) =>
              form.setValue('postcode', district, { shouldValidate: true, shouldDirty: true })
            }
          />
          <InputField
            label="Years of experience"
            type="number"
            inputMode="numeric"
            min={0}
            max={60}
            required
            error={errors.yearsExperience?.message}
            {...register('yearsExperience', { valueAsNumber: true })}
          />
          <InputField
            label="Email"
            type="email"
            required
            autoComplete="email"
            readOnly
            hint="Your account email. Never shown publicly; messages from families are forwarded here."
            error={errors.email?.message}
            {...register('email')}
          />
          <TextareaField
            label="Bio"
            required
            rows={5}
            hint="Tell families about yourself and your experience (at least 10 characters)."
            error={errors.bio?.message}
            {...register('bio')}
          />
        </Section>

        <Section title="Skills & Qualifications">
          <Controller
            control={control}
            name="skills"
            render={({ field }) => (
              <TagAdder
                label="Skills"
                options={SKILLS}
                value={field.value}
                onChange={(v) => field.onChange(v as NannyProfileInput['skills'])}
              />
            )}
          />
          <Controller
            control={control}
            name="languages"
            render={({ field }) => (
              <TagAdderField
                label="Languages spoken"
                options={LANGUAGES}
                value={field.value}
                onChange={field.onChange}
                addLabel="Add another language"
                error={errors.languages?.message}
                inputRef={field.ref}
              />
            )}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <InputField
              label="Hourly rate from (£)"
              type="number"
              inputMode="decimal"
              min={1}
              max={200}
              hint="Leave blank for ‘Rate negotiable’."
              error={errors.hourlyRateMin?.message}
              {...register('hourlyRateMin', { setValueAs: optionalNumber })}
            />
            <InputField
              label="Hourly rate to (£)"
              type="number"
              inputMode="decimal"
              min={1}
              max={200}
              error={errors.hourlyRateMax?.message}
              {...register('hourlyRateMax', { setValueAs: optionalNumber })}
            />
          </div>
          <Controller
            control={control}
            name="drivingLicense"
            render={({ field }) => (
              <SwitchField
                label="Driving licence"
                description="I hold a full UK driving licence."
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
          <Controller
            control={control}
            name="willingToTravel"
            render={({ field }) => (
              <SwitchField
                label="Willing to travel"
                description="I can travel with a family."
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
        </Section>

        <Section title="Work you're looking for">
          <Controller
            control={control}
            name="lookingFor"
            render={({ field }) => (
              <TagAdder
                label="Kinds of job"
                options={JOB_TYPES}
                value={(field.value ?? []).map(jobTypeLabel)}
                onChange={(labels) => field.onChange(labels.map(jobTypeValue))}
              />
            )}
          />
          <InputField
            label="Available from"
            type="date"
            hint="Optional. The day you could start a new job; leave blank if you would rather not say."
            error={errors.availableFrom?.message}
            {...register('availableFrom', { setValueAs: (v: unknown) => (v ? String(v) : null) })}
          />
        </Section>

        <Section title="Document Uploads">
          <Controller
            control={control}
            name="cv"
            render={({ field }) => (
              <FileField
                inputRef={field.ref}
                label="CV"
                required
                hint="PDF, DOC or DOCX, up to 5MB. Signed-in families and agencies can view it."
                purpose="nanny-cv"
                value={field.value}
                onChange={field.onChange}
                error={errors.cv?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="dbs"
            render={({ field }) => (
              <FileField
                inputRef={field.ref}
                label="DBS certificate"
                hint="Optional. A JPG or PNG photo of your certificate, up to 5MB. Uploading it checks nothing by itself: to have our team check it, ask for the DBS certificate check on your Verification page (in your account menu)."
                purpose="nanny-dbs"
                value={field.value}
                onChange={field.onChange}
                error={errors.dbs?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="references"
            render={({ field }) => (
              <div className="space-y-3">
                {field.value.map((ref, i) => (
                  <div
                    key={ref.key}
                    className="flex items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2"
                  >
                    <span className="min-w-0 flex-1 truncate text-sm">
                      Reference {i + 1}: {ref.name}
                    </span>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove reference ${ref.name}`}
                      onClick={() => field.onChange(field.value.filter((r) => r.key !== ref.key))}
                    >
                      Remove
                    </Button>
                  </div>
                ))}
                {field.value.length < 5 && (
                  <FileField
                    label={field.value.length ? 'Add another reference' : 'References'}
                    hint="Optional. PDF, DOC or DOCX, up to 5MB each (at most 5)."
                    purpose="nanny-reference"
                    value={null}
                    onChange={(ref) => ref && field.onChange([...field.value, ref])}
                    error={errors.references?.message}
                  />
                )}
              </div>
            )}
          />
        </Section>

        <Card>
          <TextareaField
            label="Additional comments"
            rows={4}
            hint="Optional. Anything else families should know."
            error={errors.additionalComments?.message}
            {...register('additionalComments')}
          />
        </Card>

        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submitting}>
          {submitting ? 'Saving...' : editing ? 'Save Changes' : 'Create Profile'}
        </Button>
      </form>
    </PageShell>
  );
}
