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
  type OwnNannyProfile,
} from '@contract/nanny.ts';
import { api, ApiError } from '../api/client.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { PageShell } from '../components/layout/PageShell.tsx';
import { PageLoading } from '../components/layout/PageLoading.tsx';
import { FileField } from '../components/profile/FileField.tsx';
import { TagAdder } from '../components/profile/TagAdder.tsx';
import { TagAdderField } from '../components/profile/TagAdderField.tsx';
import { Button, ButtonLink } from '../components/ui/Button.tsx';
import { Card } from '../components/ui/Card.tsx';
import { InputField, TextareaField } from '../components/ui/Field.tsx';
import { SwitchField } from '../components/ui/Switch.tsx';
import { notify } from '../components/ui/toast.ts';
import { pageTitle } from '../site.ts';

const EMPTY: NannyProfileInput = {
  fullName: '',
  location: '',
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
    queryKey: ['nanny-profile', user?.id],
    // The demo has no accounts: anyone may try the form (nothing is saved).
    enabled: isNanny || demo,
    retry: false,
    queryFn: async () => {
      try {
        return await api<OwnNannyProfile>('/nanny-profile', { auth: 'required' });
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) return null;
        throw e;
      }
    },
  });
  const editing = Boolean(existing.data);
  const [submitting, setSubmitting] = useState(false);

  const form = useForm<NannyProfileInput>({ resolver: zodResolver(nannyProfileInput), defaultValues: EMPTY });
  const { register, control, handleSubmit, reset, setError, formState } = form;
  const errors = formState.errors;

  useEffect(() => {
    document.title = pageTitle(editing ? 'Edit Your Nanny Profile' : 'Create Your Nanny Profile');
  }, [editing]);

  // Fill the form once per loaded profile (or once for a new one); later re-renders keep what was typed.
  const filledFor = useRef<string | null>(null);
  useEffect(() => {
    const key = existing.data
      ? `profile:${existing.data.updatedAt}`
      : existing.data === null && user
        ? `new:${user.id}`
        : null;
    if (!key || filledFor.current === key) return;
    filledFor.current = key;
    if (existing.data) {
      const { id: _id, dbsVerified: _v, createdAt: _c, updatedAt: _u, ...values } = existing.data;
      reset({ ...values, skills: values.skills as NannyProfileInput['skills'] });
    } else if (existing.data === null && user)
      reset({ ...EMPTY, fullName: user.fullName, email: user.email });
  }, [existing.data, user, reset]);

  if (loading) return <PageLoading />;
  if (!user && !demo) return <Navigate to="/auth?redirect=/create-profile" replace />;
  if (user && !isNanny)
    return (
      <PageShell title="Create Your Nanny Profile" width="narrow">
        <p className="text-slate-800">
          Nanny profiles are for nanny accounts. You are signed in as a {user.userType ?? 'member'}; to be
          listed as a nanny, sign up with a nanny account.
        </p>
        <ButtonLink to="/candidates" className="mt-6">
          Browse nannies
        </ButtonLink>
      </PageShell>
    );
  if (existing.isPending) return <PageLoading />;
  if (existing.isError)
    return (
      <PageShell title="Create Your Nanny Profile" width="narrow">
        <p role="alert" className="text-slate-800">
          We could not load your profile. Please refresh the page.
        </p>
      </PageShell>
    );

  const onSubmit = handleSubmit(async (values) => {
    setSubmitting(true);
    try {
      const saved = await api<OwnNannyProfile>('/nanny-profile', {
        method: 'PUT',
        auth: 'required',
        body: values,
      });
      if (user) queryClient.setQueryData(['nanny-profile', user.id], saved);
      await queryClient.invalidateQueries({ queryKey: ['candidates'] });
      if (editing) {
        notify.success('Profile Updated', 'Your changes are saved.');
      } else {
        notify.success(
          'Profile Created!',
          saved.activelyLooking
            ? 'Families can now find you on the candidates page.'
            : 'Your profile is saved. It stays off the candidates page while you are not available.',
        );
        navigate('/candidates');
      }
    } catch (e) {
      if (e instanceof ApiError && e.status === 429) {
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
        notify.error('Failed to create profile. Please try again.', 'Please check the highlighted fields.');
      } else {
        console.error('Saving the nanny profile failed', e);
        notify.error(
          'Failed to create profile. Please try again.',
          e instanceof Error ? e.message : undefined,
        );
      }
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <PageShell
      title={editing ? 'Edit Your Nanny Profile' : 'Create Your Nanny Profile'}
      intro="Your profile is free. Families see your first name, general area, experience and skills – never your surname, email or documents."
    >
      <div role="note" className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-slate-900">
        <p className="font-semibold">Privacy tip</p>
        <p className="mt-1 text-slate-800">
          Use your first name and a general area (for example “Clapham, London”), not your street or home
          address.
        </p>
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        <Section title="Personal Information">
          <Controller
            control={control}
            name="photo"
            render={({ field }) => (
              <FileField
                inputRef={field.ref}
                label="Profile photo"
                hint="Optional. JPG or PNG, up to 5MB. Only you and our team see it."
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
          <Controller
            control={control}
            name="activelyLooking"
            render={({ field }) => (
              <SwitchField
                label="Availability"
                description={field.value ? 'Actively Looking' : 'Not Available'}
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
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
                hint="Optional. A JPG or PNG photo of your certificate, up to 5MB. Our team checks it before your profile shows the DBS Verified badge."
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
