import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import {
  JOB_TYPE_VALUES,
  JOB_TYPES,
  requirementLabel,
  SPECIAL_REQUIREMENTS,
} from '@contract/jobs-constants.ts';
import { LANGUAGES } from '@contract/nanny-constants.ts';
import { DistrictPicker } from '@/components/ui/DistrictPicker.tsx';
import { FileField } from '@/components/ui/FileField.tsx';
import { InputField, TextareaField } from '@/components/ui/Field.tsx';
import { FormSection } from '@/components/ui/FormSection.tsx';
import { SelectField } from '@/components/ui/SelectField.tsx';
import { TagAdderField } from '@/components/ui/TagAdderField.tsx';
import { WeekGrid } from '@/components/ui/WeekGrid.tsx';
import { todayIso, type JobDetailsForm } from '@/features/job-posting/jobDetails.ts';
import { PayFields } from '@/features/job-posting/PayFields.tsx';

/** The checklists' own limits (20 entries of up to 40 characters) in words. */
const listError = (error: unknown) => (error ? 'Choose at most 20, each up to 40 characters.' : undefined);

/** What differs between a family writing about its own children and an agency writing for a family. */
const TEXTS = {
  family: {
    location: 'A general area, e.g. Clapham, London – never your full address',
    childrenAges: 'e.g. 2 and 5 years',
    description:
      'The role, your family’s routine and who you’re looking for (at least 10 characters). Please don’t use your children’s names.',
    photo: 'Optional. JPG or PNG, up to 5MB. Please avoid photos that show your children’s faces.',
  },
  agency: {
    location: 'A general area, e.g. Clapham, London – never the family’s full address',
    childrenAges: 'Optional. e.g. 2 and 5 years',
    description:
      'The role, the family’s routine and who they’re looking for (at least 10 characters). Please don’t use the children’s names.',
    photo: 'Optional. JPG or PNG, up to 5MB. Please avoid photos that show children’s faces.',
  },
} as const;

interface JobDetailsFieldsProps {
  /** Families must give the children's ages; for agencies they are optional. */
  audience: 'family' | 'agency';
  /** Whether a photo can be uploaded now (uploads need an account); otherwise the field says why not. */
  canUpload: boolean;
  /** An older job's pay as its poster wrote it, shown while they enter it again (editing only). */
  payAsWritten?: string | null;
}

/**
 * The Job Details both job forms share, in three sections: the job itself, the languages and special
 * requirements checklists, and the photo and contact. Used inside a react-hook-form FormProvider whose
 * values include JobDetailsForm's.
 */
export function JobDetailsFields({ audience, canUpload, payAsWritten = null }: JobDetailsFieldsProps) {
  const { register, control, setValue, clearErrors } = useFormContext<JobDetailsForm>();
  const { errors } = useFormState({ control });
  const jobType = useWatch({ control, name: 'jobType' });
  const postcode = useWatch({ control, name: 'postcode' });
  const rota = useWatch({ control, name: 'pay.rota' });
  const texts = TEXTS[audience];
  const childrenAgesRequired = audience === 'family';

  return (
    <>
      <FormSection title="Job Details">
        <InputField
          label="Job title"
          required
          maxLength={120}
          hint="e.g. Nanny for two children, Monday to Friday"
          error={errors.jobTitle?.message}
          {...register('jobTitle')}
        />
        <InputField
          label="Location"
          required
          maxLength={100}
          autoComplete="address-level2"
          hint={texts.location}
          error={errors.location?.message}
          {...register('location')}
        />
        <InputField
          label="Postcode"
          required
          maxLength={60}
          autoComplete="postal-code"
          autoCapitalize="characters"
          hint="A full postcode or its first half, e.g. SW4. Only the first half (the district) is shown, and it is what matches nannies nearby."
          error={errors.postcode?.message}
          {...register('postcode')}
        />
        <DistrictPicker
          value={postcode ?? ''}
          onPick={(district) => setValue('postcode', district, { shouldValidate: true, shouldDirty: true })}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            label="Start date"
            type="date"
            required
            min={todayIso()}
            error={errors.startDate?.message}
            {...register('startDate')}
          />
          <InputField
            label="Days/hours needed"
            required
            maxLength={200}
            hint="e.g. Mon–Fri, 8am–6pm"
            error={errors.daysHours?.message}
            {...register('daysHours')}
          />
          <SelectField
            label="Job type"
            required
            error={errors.jobType?.message}
            {...register('jobType', {
              onChange: (e: React.ChangeEvent<HTMLSelectElement>) => {
                if (e.target.value !== 'other') {
                  setValue('jobTypeOther', '');
                  clearErrors('jobTypeOther');
                }
              },
            })}
          >
            <option value="">Select a job type</option>
            {JOB_TYPES.map((label, i) => (
              <option key={label} value={JOB_TYPE_VALUES[i]}>
                {label}
              </option>
            ))}
          </SelectField>
        </div>
        {jobType === 'other' && (
          <InputField
            label="Please specify"
            required
            maxLength={60}
            hint="The type of role, e.g. Nanny-housekeeper"
            error={errors.jobTypeOther?.message}
            {...register('jobTypeOther')}
          />
        )}
        <PayFields payAsWritten={payAsWritten} />
        <Controller
          control={control}
          name="schedule"
          render={({ field }) => (
            <WeekGrid
              legend="Usual week"
              hint={
                rota
                  ? 'Optional for a rota: leave it empty and the job says it follows a rota.'
                  : 'Tick the parts of each day the job needs. Nannies free then are matched first; leave it empty if it varies.'
              }
              value={field.value}
              onChange={field.onChange}
              error={errors.schedule?.message}
            />
          )}
        />
        <InputField
          label="Children ages"
          required={childrenAgesRequired}
          maxLength={100}
          hint={texts.childrenAges}
          error={errors.childrenAges?.message}
          {...register('childrenAges')}
        />
        <TextareaField
          label="Description"
          required
          rows={6}
          maxLength={4000}
          hint={texts.description}
          error={errors.description?.message}
          {...register('description')}
        />
      </FormSection>

      <FormSection title="Languages & Special Requirements">
        <Controller
          control={control}
          name="selectedLanguages"
          render={({ field }) => (
            <TagAdderField
              inputRef={field.ref}
              label="Languages"
              options={LANGUAGES}
              value={field.value}
              onChange={field.onChange}
              addLabel="Add another language"
              error={listError(errors.selectedLanguages)}
            />
          )}
        />
        <Controller
          control={control}
          name="selectedRequirements"
          render={({ field }) => (
            <TagAdderField
              inputRef={field.ref}
              label="Special requirements"
              options={SPECIAL_REQUIREMENTS}
              optionLabel={requirementLabel}
              value={field.value}
              onChange={field.onChange}
              addLabel="Add another requirement"
              error={listError(errors.selectedRequirements)}
            />
          )}
        />
      </FormSection>

      <FormSection title="Photo & Contact">
        {canUpload ? (
          <Controller
            control={control}
            name="photo"
            render={({ field }) => (
              <FileField
                inputRef={field.ref}
                label="Photo"
                hint={texts.photo}
                purpose="job-photo"
                value={field.value}
                onChange={field.onChange}
                error={errors.photo?.message}
              />
            )}
          />
        ) : (
          <div>
            <p className="text-sm font-medium text-slate-900">Photo</p>
            <p className="mt-1.5 text-sm text-slate-600">
              Optional. Uploading a photo needs an account: you can add one after you sign in. It isn’t kept
              with the rest of your answers.
            </p>
          </div>
        )}
        <InputField
          label="Contact email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          hint="Not displayed publicly"
          error={errors.contactEmail?.message}
          {...register('contactEmail')}
        />
        <TextareaField
          label="Additional comments"
          rows={4}
          maxLength={2000}
          hint="Optional."
          error={errors.additionalComments?.message}
          {...register('additionalComments')}
        />
      </FormSection>
    </>
  );
}
