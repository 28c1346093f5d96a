import { Controller, useWatch } from 'react-hook-form';
import { hourlyRateNote } from '@contract/pay-amounts.ts';
import { londonDay } from '@contract/uk-day.ts';
import { LANGUAGES, SKILLS, type NannyProfileInput } from '@contract/nanny.ts';
import { JOB_TYPES, jobTypeLabel, jobTypeValue } from '@contract/jobs-constants.ts';
import { InputField } from '@/components/ui/Field.tsx';
import { useNow } from '@/components/layout/useNow.ts';
import { SwitchField } from '@/components/ui/Switch.tsx';
import { WeekGrid } from '@/components/ui/WeekGrid.tsx';
import { TagAdder } from '@/components/ui/TagAdder.tsx';
import { TagAdderField } from '@/components/ui/TagAdderField.tsx';
import { Section, type SectionProps } from '@/features/profile/ProfileSections.tsx';

const optionalNumber = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

/** Her skills, languages, rates, licence and travel. */
export function SkillsSection({ form, errors }: SectionProps) {
  const { control, register } = form;
  // A rate below the National Living Wage is lawful under 21 or for an apprentice: a note, not an error.
  const rateFrom = useWatch({ control, name: 'hourlyRateMin' });
  const today = londonDay(useNow());
  const rateNote =
    typeof rateFrom === 'number' && Number.isFinite(rateFrom) && rateFrom > 0
      ? hourlyRateNote(rateFrom, today)
      : null;
  return (
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
          label="Hourly rate from (£, gross)"
          type="number"
          inputMode="decimal"
          min={1}
          max={200}
          hint="Gross (before tax), what you ask an hour. Leave blank for ‘Rate negotiable’."
          error={errors.hourlyRateMin?.message}
          {...register('hourlyRateMin', { setValueAs: optionalNumber })}
        />
        <InputField
          label="Hourly rate to (£, gross)"
          type="number"
          inputMode="decimal"
          min={1}
          max={200}
          error={errors.hourlyRateMax?.message}
          {...register('hourlyRateMax', { setValueAs: optionalNumber })}
        />
      </div>
      <p
        role="status"
        className="-mt-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950 empty:hidden"
      >
        {rateNote}
      </p>
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
  );
}

/** The kinds of job she wants, and when she could start. */
export function WorkSection({ form, errors }: SectionProps) {
  const { control, register } = form;
  return (
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
      <Controller
        control={control}
        name="availability"
        render={({ field }) => (
          <WeekGrid
            legend="Your usual week"
            hint="Optional. Tick the parts of each day you are free to work: families see it in words on your profile, and jobs on your days match you better."
            value={field.value ?? null}
            onChange={field.onChange}
            error={errors.availability?.message}
          />
        )}
      />
    </Section>
  );
}
