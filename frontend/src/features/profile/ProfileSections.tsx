import type { ReactNode } from 'react';
import { Controller, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import type { NannyProfileInput } from '@contract/nanny.ts';
import { Card } from '@/components/ui/Card.tsx';
import { DistrictPicker } from '@/components/ui/DistrictPicker.tsx';
import { FileField } from '@/components/ui/FileField.tsx';
import { InputField, TextareaField } from '@/components/ui/Field.tsx';
import { SwitchField } from '@/components/ui/Switch.tsx';

/** The profile form's parts: each section gets the form and its errors, read once by the page. */
export interface SectionProps {
  form: UseFormReturn<NannyProfileInput>;
  errors: FieldErrors<NannyProfileInput>;
}

/** A card of the form, under its heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <div className="mt-5 space-y-5">{children}</div>
    </Card>
  );
}

/** Whether she is looking for work now, in words and by the switch. */
export function AvailabilitySection({ form, editing }: Pick<SectionProps, 'form'> & { editing: boolean }) {
  const { control } = form;
  return (
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
  );
}

/** Her photo, name, area, experience, email and bio. */
export function PersonalSection({ form, errors }: SectionProps) {
  const { control, register, watch } = form;
  return (
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
  );
}
