import { useId, useState, type Ref } from 'react';
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
import { useSingleFlight } from '@/components/ui/useSingleFlight.ts';
import { serverFieldErrors } from '@/features/job-posting/jobDetails.ts';
import { Button } from '@/components/ui/Button.tsx';
import { Card } from '@/components/ui/Card.tsx';
import { notify } from '@/components/ui/toast.ts';
import { agencyProfileQuery, subscriptionKey } from '@/features/agency/queries.ts';
import { AGENCY_SIGN_IN_PATH } from '@/features/agency/format.ts';
import { logFailure } from '@/api/errors.ts';

type ProfileForm = z.input<typeof agencyProfileInput>;
const FIELD_ORDER = ['agencyName', 'websiteUrl', 'logo'] as const;
const resolver = zodResolver(agencyProfileInput);

interface CreateAgencyProfileCardProps {
  userId: string;
  /** Called with the saved profile, once the cache holds it. */
  onCreated?: (profile: AgencyProfile) => void;
  /** Lets the page move focus to the first field (when a job is sent before the profile exists). */
  nameRef?: Ref<HTMLInputElement>;
}

/** The spec's 'Create Agency Profile First' card: name, optional website and logo, then PUT /agency. */
export function CreateAgencyProfileCard({ userId, onCreated, nameRef }: CreateAgencyProfileCardProps) {
  const headingId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const form = useForm<ProfileForm, unknown, AgencyProfileInput>({
    resolver,
    defaultValues: { agencyName: '', websiteUrl: '', logo: null },
  });
  const { handleSubmit, setError } = form;

  const singleFlight = useSingleFlight();
  const onSubmit = handleSubmit(async (values) => {
    if (saving) return;
    setSaving(true);
    try {
      const saved = await saveAgencyProfile(values);
      notify.success(AGENCY_MESSAGES.profileSaved);
      queryClient.setQueryData(agencyProfileQuery(userId).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: subscriptionKey(userId) });
      onCreated?.(saved);
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
    <section aria-labelledby={headingId}>
      <Card>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {AGENCY_MESSAGES.profileFirst}
        </h2>
        <p className="mt-2 text-slate-700">
          Families see your agency’s name, website and logo on every job you post. Create your profile, then
          start your subscription.
        </p>
        <FormProvider {...form}>
          <form noValidate onSubmit={singleFlight(onSubmit)} className="mt-5 space-y-5">
            <AgencyInfoFields nameRef={nameRef} />
            <Button
              type="submit"
              className="w-full"
              aria-disabled={saving || undefined}
              aria-busy={saving || undefined}
            >
              {saving ? 'Saving...' : 'Create Agency Profile'}
            </Button>
          </form>
        </FormProvider>
      </Card>
    </section>
  );
}
