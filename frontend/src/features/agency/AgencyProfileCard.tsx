import { useEffect, useId, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import {
  AGENCY_MESSAGES,
  agencyProfileInput,
  type AgencyProfile,
  type AgencyProfileInput,
} from '@contract/agency.ts';
import { ApiError } from '@/api/client.ts';
import { saveAgencyProfile } from '@/features/agency/api.ts';
import { AgencyInfoFields } from '@/features/agency/AgencyInfoFields.tsx';
import { agencyProfileQuery } from '@/features/agency/queries.ts';
import { AGENCY_SIGN_IN_PATH } from '@/features/agency/format.ts';
import { serverFieldErrors } from '@/features/job-posting/jobDetails.ts';
import { useSingleFlight } from '@/components/ui/useSingleFlight.ts';
import { Button } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { notify } from '@/components/ui/toast.ts';
import { logFailure } from '@/api/errors.ts';

type ProfileForm = z.input<typeof agencyProfileInput>;
const FIELD_ORDER = ['agencyName', 'websiteUrl', 'logo'] as const;
const resolver = zodResolver(agencyProfileInput);

/** The form starts from the profile as saved. */
const valuesOf = (profile: AgencyProfile): ProfileForm => ({
  agencyName: profile.agencyName,
  websiteUrl: profile.websiteUrl,
  logo: profile.logo,
});

/** Where the job form's "change it in your agency profile" leads. */
export const AGENCY_PROFILE_ANCHOR = 'agency-profile';

interface AgencyProfileCardProps {
  userId: string;
  profile: AgencyProfile;
  /** Whether the profile's form is open (the job form opens it to change the name). */
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  /** Counts the job form's requests for the form: each one brings it into view with the name focused. */
  openRequest?: number;
}

/**
 * The agency's profile once it exists: its name, website and logo, and the form that changes them
 * (PUT /agency). Its name is what every job it posts carries; the server refuses one that passes for the
 * site or its staff, and the refusal shows under the field.
 */
export function AgencyProfileCard({
  userId,
  profile,
  editing,
  onEditingChange,
  openRequest = 0,
}: AgencyProfileCardProps) {
  const headingId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const section = useRef<HTMLElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const form = useForm<ProfileForm, unknown, AgencyProfileInput>({
    resolver,
    defaultValues: valuesOf(profile),
  });
  const { handleSubmit, setError, reset } = form;

  // Opening the form starts from the profile as saved, and takes the focus to the name (so does each
  // request from the job form while it is open); closing it gives the focus back to the button that
  // opens it.
  const opened = useRef(editing);
  const lastRequest = useRef(openRequest);
  useEffect(() => {
    const requested = openRequest !== lastRequest.current;
    lastRequest.current = openRequest;
    if (editing && (!opened.current || requested)) {
      if (!opened.current) reset(valuesOf(profile));
      section.current?.scrollIntoView({ block: 'start' });
      nameInput.current?.focus({ preventScroll: true });
    }
    if (!editing && opened.current) editButton.current?.focus();
    opened.current = editing;
  }, [editing, openRequest, profile, reset]);

  const singleFlight = useSingleFlight();
  const onSubmit = handleSubmit(async (values) => {
    if (saving) return;
    setSaving(true);
    try {
      const saved = await saveAgencyProfile(values);
      queryClient.setQueryData(agencyProfileQuery(userId).queryKey, saved);
      notify.success(AGENCY_MESSAGES.profileSaved);
      onEditingChange(false);
    } catch (e) {
      logFailure('Saving the agency profile failed', e);
      if (e instanceof ApiError && e.status === 401) {
        notify.info('Please sign in again', 'Your session has ended.');
        navigate(AGENCY_SIGN_IN_PATH);
        return;
      }
      const fields =
        e instanceof ApiError && e.status === 400 ? serverFieldErrors(e.fields, FIELD_ORDER) : [];
      fields.forEach(([name, message], i) =>
        setError(name, { type: 'server', message }, { shouldFocus: i === 0 }),
      );
      notify.error(
        AGENCY_MESSAGES.profileFailed,
        fields.length
          ? 'Please check the highlighted fields.'
          : e instanceof ApiError && e.status < 500
            ? e.message
            : undefined,
      );
    } finally {
      setSaving(false);
    }
  });

  return (
    <section id={AGENCY_PROFILE_ANCHOR} ref={section} aria-labelledby={headingId} className="scroll-mt-24">
      <Card>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Agency profile
        </h2>
        {editing ? (
          <FormProvider {...form}>
            <form
              aria-label="Agency profile"
              noValidate
              onSubmit={singleFlight(onSubmit)}
              className="mt-5 space-y-5"
            >
              <AgencyInfoFields
                nameRef={nameInput}
                nameHint="Shown on every job you post, and to the people you message."
                currentLogo={
                  profile.logoUrl ? { url: profile.logoUrl, alt: `${profile.agencyName} logo` } : null
                }
              />
              <div className="flex flex-wrap gap-3">
                <Button type="submit" aria-disabled={saving || undefined} aria-busy={saving || undefined}>
                  {saving ? 'Saving...' : 'Save Agency Profile'}
                </Button>
                <Button variant="outline" onClick={() => onEditingChange(false)} disabled={saving}>
                  Cancel
                </Button>
              </div>
            </form>
          </FormProvider>
        ) : (
          <>
            <dl className="mt-4 space-y-3 text-slate-800">
              <div>
                <dt className="font-medium text-slate-900">Name</dt>
                <dd className="wrap-anywhere">{profile.agencyName}</dd>
              </div>
              <div>
                <dt className="font-medium text-slate-900">Website</dt>
                <dd className="wrap-anywhere">{profile.websiteUrl || 'None'}</dd>
              </div>
              {profile.logoUrl && (
                <div>
                  <dt className="font-medium text-slate-900">Logo</dt>
                  <dd>
                    <img
                      src={profile.logoUrl}
                      alt={`${profile.agencyName} logo`}
                      width={64}
                      height={64}
                      className="size-16 rounded-lg border border-slate-200 bg-white object-contain p-1"
                    />
                  </dd>
                </div>
              )}
            </dl>
            <Button ref={editButton} variant="outline" className="mt-5" onClick={() => onEditingChange(true)}>
              Edit agency profile
            </Button>
          </>
        )}
      </Card>
    </section>
  );
}
